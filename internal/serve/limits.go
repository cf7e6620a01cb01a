package serve

import (
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/ssh"
)

// connState is what the server knows of one TCP connection, shared by all
// the SSH channels on it: whether it holds a session (at most one) and how
// many wrong join codes it has sent.
type connState struct {
	addr    string
	started atomic.Bool // a session channel was opened (the handshake is over)

	mu        sync.Mutex
	session   bool
	joinFails int
}

// connStateKey holds a connection's *connState in its ssh.Context.
type connStateKey struct{}

func connOf(ctx ssh.Context) *connState {
	cs, _ := ctx.Value(connStateKey{}).(*connState)
	if cs == nil { // not through admit (never in the server)
		cs = &connState{addr: hostOf(ctx.RemoteAddr())}
	}
	return cs
}

// take claims the connection's one session; false if it has one.
func (c *connState) take() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.session {
		return false
	}
	c.session = true
	return true
}

func (c *connState) release() {
	c.mu.Lock()
	c.session = false
	c.mu.Unlock()
}

// strikes counts failures per name (a key, an address) in a window of
// time: after max failures within window the name is locked out until
// the window has passed since its first failure.
type strikes struct {
	mu     sync.Mutex
	max    int
	window time.Duration
	by     map[string]*strike
	now    func() time.Time
}

type strike struct {
	n     int
	first time.Time
}

func newStrikes(max int, window time.Duration) *strikes {
	return &strikes{max: max, window: window, by: map[string]*strike{}, now: time.Now}
}

func (s *strikes) get(name string) *strike {
	st := s.by[name]
	if st != nil && s.now().Sub(st.first) >= s.window {
		delete(s.by, name)
		st = nil
	}
	return st
}

// locked reports whether name has used up its failures.
func (s *strikes) locked(name string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.get(name)
	return st != nil && st.n >= s.max
}

// fail counts one failure of name and reports how many are left.
func (s *strikes) fail(name string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.get(name)
	if st == nil {
		if len(s.by) > 1<<16 { // bounded: forget the oldest window's names
			s.by = map[string]*strike{}
		}
		st = &strike{first: s.now()}
		s.by[name] = st
	}
	st.n++
	return max(s.max-st.n, 0)
}

// handshakeGuard closes a connection that has not opened a session within
// d of connecting: a silent or slow client cannot hold a slot. (c is the
// raw connection: the server then closes its wrapper, releasing the slot.)
func handshakeGuard(c net.Conn, cs *connState, d time.Duration, refused func()) *time.Timer {
	return time.AfterFunc(d, func() {
		if !cs.started.Load() {
			refused()
			c.Close()
		}
	})
}
