package serve

import (
	"net"
	"sync"
	"time"
)

// gate admits TCP connections: at most max open at once, at most perIP
// open from one address, and at most perMin new ones a minute from one
// address (a token bucket), so that one client cannot crowd out the class.
type gate struct {
	mu     sync.Mutex
	max    int
	perIP  int
	perMin int
	open   int
	byIP   map[string]*ipState
	now    func() time.Time
}

type ipState struct {
	open   int
	tokens float64
	last   time.Time
}

func newGate(max, perMin, perIP int) *gate {
	return &gate{max: max, perIP: perIP, perMin: perMin, byIP: map[string]*ipState{}, now: time.Now}
}

// allow takes a slot for a connection from ip, or says why not.
func (g *gate) allow(ip string) (ok bool, why string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	now := g.now()
	st := g.byIP[ip]
	if st == nil {
		st = &ipState{tokens: float64(g.perMin), last: now}
		g.byIP[ip] = st
	}
	st.tokens = min(float64(g.perMin), st.tokens+now.Sub(st.last).Minutes()*float64(g.perMin))
	st.last = now
	switch {
	case g.open >= g.max:
		return false, "server full (connections)"
	case st.open >= g.perIP:
		return false, "too many connections from this address at once (--per-address)"
	case st.tokens < 1:
		return false, "too many new connections a minute from this address (--conn-per-min)"
	}
	st.tokens--
	st.open++
	g.open++
	return true, ""
}

// release gives back the slot of a connection from ip.
func (g *gate) release(ip string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.open--
	if st := g.byIP[ip]; st != nil {
		st.open--
		if st.open == 0 && st.tokens >= float64(g.perMin) {
			delete(g.byIP, ip)
		}
	}
}

func hostOf(a net.Addr) string {
	if h, _, err := net.SplitHostPort(a.String()); err == nil {
		return h
	}
	return a.String()
}

// gatedConn releases its gate slot once, on Close, and stops its
// handshake guard.
type gatedConn struct {
	net.Conn
	once    sync.Once
	release func()
	stop    func() bool
}

func (c *gatedConn) Close() error {
	c.once.Do(func() {
		c.release()
		if c.stop != nil {
			c.stop()
		}
	})
	return c.Conn.Close()
}
