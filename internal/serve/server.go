package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"path/filepath"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/cutetui/cutetui/internal/serve/classroom"
	gossh "golang.org/x/crypto/ssh"
)

// Session is what the model builder knows of one connected client.
type Session struct {
	Identity
	// Renderer draws for this client's terminal (its TERM, colour profile
	// and background), never the server's.
	Renderer *lipgloss.Renderer
	// Dir is the student's directory in the class directory (progress,
	// practice); "" for a teacher, whose progress is not kept.
	Dir string
	// Seat is the session's place in the class (follow, present, ask);
	// never nil.
	Seat *Seat
	// Terminal is the client's terminal, for what a program sends it
	// beside its frames (OSC 52 copies, inline images).
	Terminal io.Writer
	// Getenv reads the client's environment (its TERM included), never
	// the server's: which image protocol its terminal speaks, say.
	Getenv func(string) string
}

// Builder builds the program model of one session.
type Builder func(s *Session) (tea.Model, error)

// Server is the class server.
type Server struct {
	cfg    Config
	access *access
	build  Builder
	srv    *ssh.Server
	log    *log.Logger
	logf   *os.File
	gate   *gate
	class  *classroom.Class

	joinKey  *strikes // wrong join codes per key
	joinAddr *strikes // wrong join codes per address

	mu       sync.Mutex
	sessions map[*live]struct{}
	byKey    map[string]*live // the one session of each key
	students int              // sessions that are not a teacher's
	closing  bool
}

// identityKey holds a connection's Identity in its ssh.Context.
type identityKey struct{}

// New prepares a server: it creates the class directory, loads the keys
// and roster, and generates the host key on first start.
func New(cfg Config, build Builder) (*Server, error) {
	cfg = cfg.Defaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(cfg.ClassDir, "students"), 0o700); err != nil {
		return nil, err
	}
	a, err := newAccess(cfg)
	if err != nil {
		return nil, err
	}
	logf, err := os.OpenFile(filepath.Join(cfg.ClassDir, "log"), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return nil, err
	}
	s := &Server{
		cfg: cfg, access: a, build: build,
		log:      log.New(logf, "", log.LstdFlags|log.LUTC),
		logf:     logf,
		gate:     newGate(cfg.MaxSessions+cfg.MaxSessions/4+4, cfg.ConnPerMin, cfg.PerAddress),
		joinKey:  newStrikes(cfg.JoinTries, cfg.JoinWindow),
		joinAddr: newStrikes(10*cfg.JoinTries, cfg.JoinWindow),
		sessions: map[*live]struct{}{},
		byKey:    map[string]*live{},
	}
	answers := &answerLog{dir: cfg.ClassDir, log: s.log.Printf}
	s.class = classroom.New(answers.record)
	state := &stateFile{path: filepath.Join(cfg.ClassDir, "state.json"), log: s.log.Printf}
	st := state.load()
	s.class.Restore(st, state.save)
	if st.Presenting || st.Question != nil {
		s.log.Printf("restored: presenting %t, last question %d", st.Presenting, st.LastID)
	}
	srv, err := wish.NewServer(
		wish.WithAddress(cfg.Listen),
		wish.WithHostKeyPath(cfg.HostKey),
		wish.WithPublicKeyAuth(s.publicKey),
		wish.WithIdleTimeout(cfg.IdleTimeout),
		wish.WithMaxTimeout(cfg.MaxSession),
		func(srv *ssh.Server) error {
			srv.Handler = s.handle
			srv.ConnCallback = s.admit
			srv.ServerConfigCallback = func(ssh.Context) *gossh.ServerConfig {
				return &gossh.ServerConfig{MaxAuthTries: 6}
			}
			return nil
		},
	)
	if err != nil {
		logf.Close()
		return nil, err
	}
	if err := os.Chmod(cfg.HostKey, 0o600); err != nil {
		logf.Close()
		return nil, err
	}
	s.srv = srv
	for _, p := range a.lookAlikes() {
		s.log.Printf("look-alike: the names %q and %q look alike; students may take one for the other", p[0], p[1])
	}
	return s, nil
}

// Logf writes a line to the class log.
func (s *Server) Logf(format string, args ...any) { s.log.Printf(format, args...) }

// Addr is the configured listen address.
func (s *Server) Addr() string { return s.cfg.Listen }

// Serve accepts connections on l until Close.
func (s *Server) Serve(l net.Listener) error {
	s.log.Printf("serving on %s", l.Addr())
	err := s.srv.Serve(l)
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// ListenAndServe listens on the configured address and serves.
func (s *Server) ListenAndServe() error {
	l, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return err
	}
	return s.Serve(l)
}

// Close stops the server: every session is ended as its client would end
// it (the client's terminal is restored and its disconnect logged), then
// the connections are closed.
func (s *Server) Close() error {
	s.mu.Lock()
	s.closing = true
	var open []*live
	for l := range s.sessions {
		open = append(open, l)
	}
	s.mu.Unlock()
	for _, l := range open {
		l.end("the class server is stopping")
	}
	deadline := time.After(3 * time.Second)
	for _, l := range open {
		select {
		case <-l.done:
		case <-deadline:
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := s.srv.Shutdown(ctx)
	if err != nil {
		err = s.srv.Close()
	}
	s.log.Printf("stopped")
	s.logf.Close()
	return err
}

// Sessions is the number of sessions open now.
func (s *Server) Sessions() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.sessions)
}

// publicKey admits a key whose identity is known (or, with a join code,
// any verified key, which must then join).
func (s *Server) publicKey(ctx ssh.Context, key ssh.PublicKey) bool {
	id, ok := s.access.identify(key)
	if !ok {
		s.log.Printf("refused key %s from %s (user %q)", gossh.FingerprintSHA256(key), ctx.RemoteAddr(), ctx.User())
		return false
	}
	ctx.SetValue(identityKey{}, id)
	return true
}

// admit is the server's ConnCallback: it refuses a connection over the
// gate's limits (nil closes it), gives the connection its state, and
// closes it if no session is opened within HandshakeMax.
func (s *Server) admit(ctx ssh.Context, c net.Conn) net.Conn {
	ip := hostOf(c.RemoteAddr())
	if ok, why := s.gate.allow(ip); !ok {
		s.log.Printf("refused connection from %s: %s", ip, why)
		return nil
	}
	cs := &connState{addr: ip}
	ctx.SetValue(connStateKey{}, cs)
	gc := &gatedConn{Conn: c, release: func() { s.gate.release(ip) }}
	t := handshakeGuard(c, cs, s.cfg.HandshakeMax, func() {
		s.log.Printf("refused connection from %s: no session within %v (--handshake-timeout)", ip, s.cfg.HandshakeMax)
	})
	gc.stop = t.Stop
	return gc
}

// handle is a session: the TUI and nothing else.
func (s *Server) handle(sess ssh.Session) {
	cs := connOf(sess.Context())
	cs.started.Store(true)
	id, _ := sess.Context().Value(identityKey{}).(Identity)
	if key := sess.PublicKey(); key == nil || id.Key != gossh.FingerprintSHA256(key) {
		// publicKey may have seen several keys; the one that signed is
		// the session's.
		if key == nil {
			fail(sess, "no public key")
			return
		}
		var ok bool
		if id, ok = s.access.identify(key); !ok {
			fail(sess, "key not allowed")
			return
		}
	}
	refuse := func(why, tell string) {
		s.log.Printf("refused %s %q (key %s) from %s: %s", id.Role, id.Name, id.Key, cs.addr, why)
		fail(sess, tell)
	}
	if len(sess.RawCommand()) > 0 || sess.Subsystem() != "" {
		refuse(fmt.Sprintf("command %q / subsystem %q", sess.RawCommand(), sess.Subsystem()),
			"cutetui serve runs the course only: connect with `ssh -t` and no command")
		return
	}
	pty, winCh, ok := sess.Pty()
	if !ok {
		refuse("no terminal", "cutetui serve needs a terminal: connect with `ssh -t`")
		return
	}
	if !cs.take() {
		refuse("a second session on one connection", "one connection holds one session: this connection has one already")
		return
	}
	// The connection's slot is freed before the session leaves the class
	// (s.leave), so that once Sessions() no longer counts it, the same
	// connection may open the next; the deferred call covers the early
	// returns, and is a no-op after the first.
	var releaseOnce sync.Once
	release := func() { releaseOnce.Do(cs.release) }
	defer release()
	if id.Pending && s.joinLocked(id.Key, cs) {
		refuse("too many wrong join codes", "too many wrong join codes; ask your teacher")
		return
	}
	l := newLive(sess.Context(), id, cs)
	if why, tell := s.enter(l); why != "" {
		refuse(why, tell)
		return
	}
	in := newThrottle(endOnEOF{sess, l.cancel}, s.cfg.InputPerSec, s.cfg.InputBurst)
	ses := &Session{Identity: id, Renderer: clientRenderer(sess), Seat: &Seat{class: s.class, teacher: id.Role == Teacher, name: id.Name, log: s.log.Printf},
		Terminal: sess, Getenv: clientEnv(sess).Getenv}
	s.log.Printf("connected: %s %q (key %s) from %s (%dx%d, TERM=%s)", id.Role, id.Name, id.Key, cs.addr, pty.Window.Width, pty.Window.Height, pty.Term)
	root := &sessionModel{srv: s, ses: ses, sess: &sess, live: l}
	if id.Pending {
		root.joinForm = newJoinForm(ses.Renderer)
		join := time.AfterFunc(s.cfg.JoinMax, func() {
			if !root.joined.Load() {
				l.end(fmt.Sprintf("no join within %v", s.cfg.JoinMax))
			}
		})
		defer join.Stop()
	}
	finished := s.run(sess, in, root, winCh)
	s.mu.Lock()
	id = l.id // the name given at joining, if any
	s.mu.Unlock()
	release()
	s.leave(l)
	close(l.done)
	why := l.why()
	if why == "" && finished {
		why = root.failure
	}
	s.log.Printf("disconnected: %s %q (key %s)%s", id.Role, id.Name, id.Key, map[bool]string{true: ": " + why}[why != ""])
	if why != "" {
		fail(sess, why)
	}
}

// run runs one program on the session until it quits or the session ends
// (see live), whichever comes first. It reports false when it stopped
// waiting for a program that would not stop (m must not be read then).
func (s *Server) run(sess ssh.Session, in io.Reader, m *sessionModel, winCh <-chan ssh.Window) (finished bool) {
	l := m.live
	defer l.cancel()
	p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(sess), tea.WithAltScreen(), tea.WithMouseCellMotion(),
		tea.WithEnvironment(sess.Environ()), tea.WithoutSignalHandler())
	m.program = p
	defer m.leaveClass()
	if m.joinForm == nil {
		if err := m.start(); err != nil {
			m.failure = err.Error()
			l.stop()
			return true
		}
	}
	sizes := newLatestSize()
	go watchWindow(winCh, sizes, s.clamp, l.cancel)
	go deliverSizes(l.ctx, sizes, p.Send)
	ran := make(chan struct{})
	go func() {
		defer l.stop()
		defer close(ran)
		if _, err := p.Run(); err != nil && !errors.Is(err, tea.ErrProgramKilled) {
			s.log.Printf("program of %q: %v", m.ses.Name, err)
		}
		p.Kill()
		m.closeInner() // on the program's goroutine: no Update runs now
	}()
	select {
	case <-ran:
		return true
	case <-l.ctx.Done():
	}
	go p.Quit() // as if the client quit: its terminal is restored
	select {
	case <-ran:
		return true
	case <-time.After(quitGrace):
	}
	s.log.Printf("program of %q did not quit within %v; killed", m.ses.Name, quitGrace)
	p.Kill()
	select {
	case <-ran:
		return true
	case <-time.After(killGrace):
		// Go cannot stop a goroutine: an update still running (a slow
		// one, or a bug) ends on its own; the session does not wait for it.
		s.log.Printf("program of %q still busy %v after it was killed; its session is closed", m.ses.Name, killGrace)
		return false
	}
}

// quitGrace is how long an ended session's program has to quit (and
// restore its client's terminal) before it is killed; killGrace how long
// the session then waits for it.
const (
	quitGrace = 2 * time.Second
	killGrace = 3 * time.Second
)

// clamp bounds a client's window to the configured maximum, so that a
// huge window cannot make the server draw huge frames.
func (s *Server) clamp(w, h int) tea.WindowSizeMsg {
	return tea.WindowSizeMsg{Width: min(max(w, 1), s.cfg.MaxWidth), Height: min(max(h, 1), s.cfg.MaxHeight)}
}

// enter admits a session to the class, or says why not (for the log and
// for the client). A key has one session: a second one takes over, ending
// the first and waiting until its program has stopped, so that nothing is
// counted twice and no stale program writes the student's files. Teachers
// are never refused for MaxSessions.
func (s *Server) enter(l *live) (why, tell string) {
	for attempt := 0; ; attempt++ {
		s.mu.Lock()
		if s.closing {
			s.mu.Unlock()
			return "server stopping", "the class server is stopping"
		}
		prev := s.byKey[l.id.Key]
		if prev == nil {
			if l.id.Role != Teacher && s.students >= s.cfg.MaxSessions {
				s.mu.Unlock()
				return fmt.Sprintf("class full (%d sessions, --max-sessions)", s.cfg.MaxSessions),
					fmt.Sprintf("the class is full (%d sessions); try again later", s.cfg.MaxSessions)
			}
			s.sessions[l] = struct{}{}
			s.byKey[l.id.Key] = l
			if l.id.Role != Teacher {
				s.students++
			}
			s.mu.Unlock()
			return "", ""
		}
		s.mu.Unlock()
		if attempt > 0 {
			return "the key's earlier session did not stop", "your earlier session is still closing; try again in a moment"
		}
		s.log.Printf("takeover: key %s (%q) connected again from %s; ending its session from %s", l.id.Key, prev.id.Name, l.conn.addr, prev.conn.addr)
		prev.end("this key connected again from elsewhere; this session is closed")
		select {
		case <-prev.done:
		case <-time.After(5 * time.Second):
		}
		// A program the old session gave up on may still save the
		// student's progress when its update ends: the new session waits
		// for it, or is refused, never running beside it.
		select {
		case <-prev.stopped:
		case <-time.After(10 * time.Second):
			return "the key's earlier program has not stopped", "your earlier session is still closing; try again in a minute"
		}
	}
}

func (s *Server) setIdentity(l *live, id Identity) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l.id = id
}

func (s *Server) leave(l *live) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.sessions[l]; !ok {
		return
	}
	delete(s.sessions, l)
	if s.byKey[l.id.Key] == l {
		delete(s.byKey, l.id.Key)
	}
	if l.id.Role != Teacher {
		s.students--
	}
}

// joinLocked reports whether a key, a connection or its address has sent
// too many wrong join codes.
func (s *Server) joinLocked(key string, cs *connState) bool {
	cs.mu.Lock()
	n := cs.joinFails
	cs.mu.Unlock()
	return n >= s.cfg.JoinTries || s.joinKey.locked(key) || s.joinAddr.locked(cs.addr)
}

// joinFailed counts a wrong join code against the key, the connection and
// its address; it reports how many tries the session has left (0: end it).
func (s *Server) joinFailed(key string, cs *connState) int {
	cs.mu.Lock()
	cs.joinFails++
	left := s.cfg.JoinTries - cs.joinFails
	cs.mu.Unlock()
	left = min(left, s.joinKey.fail(key), s.joinAddr.fail(cs.addr))
	return max(left, 0)
}

// fail tells the client why and ends the session.
func fail(sess ssh.Session, why string) {
	fmt.Fprintf(sess.Stderr(), "cutetui: %s\r\n", why)
	sess.Exit(1)
}
