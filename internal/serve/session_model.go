package serve

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"
	"github.com/cutetui/cutetui/internal/serve/classroom"
	"github.com/cutetui/cutetui/views/pane"
)

// sessionModel is the root model of one session: the join form while the
// key is not yet bound to a name, then the course the builder made. One
// program runs per session, so the input is read by one reader only.
type sessionModel struct {
	srv      *Server
	ses      *Session
	sess     *ssh.Session
	joinForm *joinForm
	inner    tea.Model
	size     tea.WindowSizeMsg
	tries    int
	failure  string // why the session ended, told on stderr after the program
	program  *tea.Program
	member   *classroom.Member
	live     *live
	joined   atomic.Bool // the join form was passed (or never needed)
}

// start builds the course for the session's (now known) identity.
func (m *sessionModel) start() error {
	if m.ses.Role == Student {
		m.ses.Dir = filepath.Join(m.srv.cfg.ClassDir, "students", keyDir(m.ses.Key))
		m.srv.migrateNameDir(m.ses.Name, m.ses.Dir)
		if err := os.MkdirAll(m.ses.Dir, 0o700); err != nil {
			return fmt.Errorf("cannot keep your progress: %v", err)
		}
	}
	inner, err := m.srv.build(m.ses)
	if err != nil {
		return err
	}
	m.inner = inner
	// Join the class: its messages reach this program from now on.
	seat := m.ses.Seat
	m.joined.Store(true)
	m.member = m.srv.class.Join(m.ses.Key, m.ses.Name, m.ses.Role == Teacher, m.program.Send)
	seat.mu.Lock()
	seat.member = m.member
	seat.mu.Unlock()
	return nil
}

// leaveClass leaves the class when the session ends.
func (m *sessionModel) leaveClass() {
	if m.member != nil {
		m.srv.class.Leave(m.member)
	}
}

// closeInner releases what the session's course holds (a teacher's
// benchmark view holds the GPU) once its program has ended, quit or not.
func (m *sessionModel) closeInner() {
	if c, ok := m.inner.(interface{ Close() }); ok {
		c.Close()
	}
}

// errNoFilesInClass is why ctrl+o writes no figure in a class session.
var errNoFilesInClass = errors.New("figures are not saved in class (the server keeps no files of yours); run cutetui on your own machine to save one")

func (m *sessionModel) Init() tea.Cmd {
	if m.inner != nil {
		return m.inner.Init()
	}
	return m.joinForm.Init()
}

func (m *sessionModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if ws, ok := msg.(tea.WindowSizeMsg); ok {
		m.size = ws
	}
	if m.inner != nil {
		if k, ok := msg.(tea.KeyMsg); ok && k.String() == "ctrl+o" {
			// Writing a figure would write on the server's disk: refused,
			// with the reason where the figure's path would be told.
			msg = pane.FigureWrittenMsg{Err: errNoFilesInClass}
		}
		var cmd tea.Cmd
		m.inner, cmd = m.inner.Update(msg)
		return m, cmd
	}
	sub, cmd := m.joinForm.Update(msg)
	if cmd != nil || !sub {
		return m, cmd
	}
	// The form was submitted: check the code, bind the key, start.
	if subtle.ConstantTimeCompare([]byte(m.joinForm.code()), []byte(m.srv.cfg.JoinCode)) != 1 {
		m.tries++
		left := m.srv.joinFailed(m.ses.Key, m.live.conn)
		m.srv.log.Printf("wrong join code from key %s at %s (try %d, %d left)", m.ses.Key, m.live.conn.addr, m.tries, left)
		if left == 0 {
			m.failure = "too many wrong join codes; ask your teacher"
			return m, tea.Quit
		}
		m.joinForm.err = fmt.Sprintf("wrong code (%d of %d tries)", m.tries, m.tries+left)
		return m, nil
	}
	name, err := m.srv.access.roster.Bind((*m.sess).PublicKey(), m.joinForm.name(), m.srv.access.nameTaken)
	if err != nil {
		m.joinForm.err = err.Error()
		return m, nil
	}
	m.ses.Name, m.ses.Pending = name, false
	m.srv.setIdentity(m.live, m.ses.Identity)
	m.srv.log.Printf("joined: %q is key %s", name, m.ses.Key)
	if mixedScript(name) {
		m.srv.log.Printf("look-alike: %q (key %s) mixes Latin with another script", name, m.ses.Key)
	}
	if err := m.start(); err != nil {
		m.failure = err.Error()
		return m, tea.Quit
	}
	size := m.size
	return m, tea.Batch(m.inner.Init(), func() tea.Msg { return size })
}

func (m *sessionModel) View() string {
	if m.inner != nil {
		return m.inner.View()
	}
	return m.joinForm.View()
}
