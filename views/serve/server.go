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
	"github.com/cutetui/cutetui/views/classroom"
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

	mu       sync.Mutex
	sessions map[*ssh.Session]Identity
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
		gate:     newGate(cfg.MaxSessions+cfg.MaxSessions/4+4, cfg.ConnPerMin, 8),
		sessions: map[*ssh.Session]Identity{},
	}
	answers := &answerLog{dir: cfg.ClassDir, log: s.log.Printf}
	s.class = classroom.New(answers.record)
	srv, err := wish.NewServer(
		wish.WithAddress(cfg.Listen),
		wish.WithHostKeyPath(cfg.HostKey),
		wish.WithPublicKeyAuth(s.publicKey),
		wish.WithIdleTimeout(cfg.IdleTimeout),
		wish.WithMaxTimeout(cfg.MaxSession),
		func(srv *ssh.Server) error {
			srv.Handler = s.handle
			srv.ConnCallback = s.gate.admit
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
	return s, nil
}

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

// Close stops the server and every session.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := s.srv.Shutdown(ctx)
	if err != nil {
		err = s.srv.Close()
	}
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

// handle is a session: the TUI and nothing else.
func (s *Server) handle(sess ssh.Session) {
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
	if len(sess.RawCommand()) > 0 || sess.Subsystem() != "" {
		s.log.Printf("refused command %q / subsystem %q from %s", sess.RawCommand(), sess.Subsystem(), id.Key)
		fail(sess, "cutetui serve runs the course only: connect with `ssh -t` and no command")
		return
	}
	pty, winCh, ok := sess.Pty()
	if !ok {
		fail(sess, "cutetui serve needs a terminal: connect with `ssh -t`")
		return
	}
	if !s.enter(&sess, id) {
		fail(sess, fmt.Sprintf("the class is full (%d sessions); try again later", s.cfg.MaxSessions))
		return
	}
	defer s.leave(&sess)

	in := newThrottle(sess, s.cfg.InputPerSec, s.cfg.InputBurst)
	ses := &Session{Identity: id, Renderer: clientRenderer(sess), Seat: &Seat{class: s.class, teacher: id.Role == Teacher}}
	s.log.Printf("connected: %s %q from %s (%dx%d, TERM=%s)", id.Role, id.Name, sess.RemoteAddr(), pty.Window.Width, pty.Window.Height, pty.Term)
	root := &sessionModel{srv: s, ses: ses, sess: &sess}
	if id.Pending {
		root.joinForm = newJoinForm(ses.Renderer)
	}
	s.run(sess, in, root, s.clamp(pty.Window.Width, pty.Window.Height), winCh)
	if root.failure != "" {
		fail(sess, root.failure)
		return
	}
	s.log.Printf("disconnected: %s %q", ses.Role, ses.Name)
}

// run runs one program on the session until it quits or the client goes.
func (s *Server) run(sess ssh.Session, in io.Reader, m *sessionModel, size tea.WindowSizeMsg, winCh <-chan ssh.Window) {
	p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(sess), tea.WithAltScreen(), tea.WithMouseCellMotion(),
		tea.WithEnvironment(sess.Environ()), tea.WithoutSignalHandler())
	m.program = p
	defer m.leaveClass()
	if m.joinForm == nil {
		if err := m.start(); err != nil {
			m.failure = err.Error()
			return
		}
	}
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	go func() {
		p.Send(size)
		for {
			select {
			case <-ctx.Done():
				p.Quit()
				return
			case w, ok := <-winCh:
				if !ok {
					return
				}
				p.Send(s.clamp(w.Width, w.Height))
			}
		}
	}()
	if _, err := p.Run(); err != nil && !errors.Is(err, tea.ErrProgramKilled) {
		s.log.Printf("program: %v", err)
	}
	p.Kill()
}

// clamp bounds a client's window to the configured maximum, so that a
// huge window cannot make the server draw huge frames.
func (s *Server) clamp(w, h int) tea.WindowSizeMsg {
	return tea.WindowSizeMsg{Width: min(max(w, 1), s.cfg.MaxWidth), Height: min(max(h, 1), s.cfg.MaxHeight)}
}

func (s *Server) enter(sess *ssh.Session, id Identity) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.sessions) >= s.cfg.MaxSessions {
		return false
	}
	s.sessions[sess] = id
	return true
}

func (s *Server) setIdentity(sess *ssh.Session, id Identity) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sessions[sess] = id
}

func (s *Server) leave(sess *ssh.Session) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.sessions, sess)
}

// fail tells the client why and ends the session.
func fail(sess ssh.Session, why string) {
	fmt.Fprintf(sess.Stderr(), "cutetui: %s\r\n", why)
	sess.Exit(1)
}
