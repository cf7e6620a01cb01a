package serve

import (
	"net"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// closing is a course that says when it is closed.
type closing struct {
	probe
	closed chan struct{}
}

func (c *closing) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := c.probe.Update(msg)
	return c, cmd
}

func (c *closing) Close() { close(c.closed) }

// TestSessionEndClosesTheCourse: a client that goes away without quitting
// has its course closed once its program ends (a teacher's benchmark view
// releases the GPU so).
func TestSessionEndClosesTheCourse(t *testing.T) {
	dir := t.TempDir()
	ada, adaLine := newKey(t, "Ada")
	closed := make(chan struct{})
	srv, err := New(Config{ClassDir: dir, AuthorizedKeys: writeFile(t, dir, "keys", adaLine)}, func(s *Session) (tea.Model, error) {
		return &closing{probe: probe{s: s}, closed: closed}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	c, err := dial(l.Addr().String(), ada)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := openTUI(t, c, 80, 24)
	out.waitFor(t, "hello Ada")
	select {
	case <-closed:
		t.Fatal("closed while the session runs")
	default:
	}
	c.Close() // the client goes away
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the course was not closed when its session ended")
	}
}
