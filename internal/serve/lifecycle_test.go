package serve

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	gossh "golang.org/x/crypto/ssh"
)

// waitSessions waits until the server has n sessions open.
func waitSessions(t *testing.T, s *Server, n int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for s.Sessions() != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d sessions open, want %d", s.Sessions(), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitLog waits until one line of the class log holds every part.
func waitLog(t *testing.T, dir string, parts ...string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		data, _ := os.ReadFile(filepath.Join(dir, "log"))
		for _, line := range strings.Split(string(data), "\n") {
			all := true
			for _, p := range parts {
				all = all && strings.Contains(line, p)
			}
			if all {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no log line with %q; the log:\n%s", parts, data)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// countLog counts the log lines holding s.
func countLog(dir, s string) int {
	data, _ := os.ReadFile(filepath.Join(dir, "log"))
	return strings.Count(string(data), s)
}

// ptySession opens a session with a w×h pty on c.
func ptySession(t *testing.T, c *gossh.Client, w, h int) (*gossh.Session, *screen) {
	t.Helper()
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	out := &screen{}
	sess.Stdout, sess.Stderr = out, out
	if _, err := sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	return sess, out
}

func oneStudent(t *testing.T, cfg Config) (*Server, string, gossh.Signer, string) {
	t.Helper()
	dir := t.TempDir()
	ada, adaLine := newKey(t, "Ada")
	cfg.ClassDir = dir
	cfg.AuthorizedKeys = writeFile(t, dir, "keys", adaLine)
	s, addr := startServer(t, cfg)
	return s, addr, ada, dir
}

// TestSessionEndsWhenItsChannelCloses: a client that closes its session
// channel but keeps the connection open leaves no session behind, and the
// log pairs its connected and disconnected lines.
func TestSessionEndsWhenItsChannelCloses(t *testing.T) {
	s, addr, ada, dir := oneStudent(t, Config{})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for range 3 {
		sess, out := ptySession(t, c, 80, 24)
		out.waitFor(t, "hello Ada")
		waitSessions(t, s, 1)
		sess.Close() // the channel, not the connection
		waitSessions(t, s, 0)
	}
	waitLog(t, dir, "disconnected: student \"Ada\"")
	if con, dis := countLog(dir, "connected: student"), countLog(dir, "disconnected: student"); con != 2*dis || dis != 3 {
		// "disconnected:" holds "connected:" too: 3 each is 6 and 3.
		t.Errorf("log has %d connected and %d disconnected lines, want 3 of each", con-dis, dis)
	}
}

// TestSessionEndsWhenItsConnectionCloses: the connection going first ends
// the session too.
func TestSessionEndsWhenItsConnectionCloses(t *testing.T) {
	s, addr, ada, dir := oneStudent(t, Config{})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	_, out := ptySession(t, c, 80, 24)
	out.waitFor(t, "hello Ada")
	c.Close()
	waitSessions(t, s, 0)
	waitLog(t, dir, "disconnected: student \"Ada\"")
}

// TestResizeStorm: 1000 window changes sent back to back never wedge the
// session: it shows the last size, still answers keys, and ends when the
// client leaves.
func TestResizeStorm(t *testing.T) {
	s, addr, ada, _ := oneStudent(t, Config{})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	sess, out := ptySession(t, c, 80, 24)
	out.waitFor(t, "size=80x24")
	for i := range 1000 {
		if err := sess.WindowChange(20+i%50, 40+i%100); err != nil {
			t.Fatal(err)
		}
	}
	if err := sess.WindowChange(33, 123); err != nil {
		t.Fatal(err)
	}
	out.waitFor(t, "size=123x33")
	sess.Close()
	waitSessions(t, s, 0)
}

// TestTakeover: a second session with the same key takes over the first,
// which is told and closed; the key is counted once.
func TestTakeover(t *testing.T) {
	s, addr, ada, dir := oneStudent(t, Config{})
	c1, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c1.Close()
	first, out1 := ptySession(t, c1, 80, 24)
	out1.waitFor(t, "hello Ada")

	c2, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	_, out2 := ptySession(t, c2, 80, 24)
	out2.waitFor(t, "hello Ada")
	out1.waitFor(t, "this key connected again from elsewhere")
	if err := first.Wait(); err == nil {
		t.Error("the taken-over session exited 0")
	}
	if n := s.Sessions(); n != 1 {
		t.Errorf("%d sessions after a takeover, want 1", n)
	}
	waitLog(t, dir, "takeover: key")
}

// TestOneSessionPerConnection: a second session channel on a connection
// that holds one is refused, and the refusal is logged.
func TestOneSessionPerConnection(t *testing.T) {
	s, addr, ada, dir := oneStudent(t, Config{})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_, out := ptySession(t, c, 80, 24)
	out.waitFor(t, "hello Ada")
	_, out2 := ptySession(t, c, 80, 24)
	out2.waitFor(t, "one connection holds one session")
	if n := s.Sessions(); n != 1 {
		t.Errorf("%d sessions, want 1", n)
	}
	waitLog(t, dir, "refused student", "a second session on one connection")
}

// TestHandshakeTimeout: a TCP connection that never opens a session is
// closed after HandshakeMax, and the refusal is logged.
func TestHandshakeTimeout(t *testing.T) {
	_, addr, _, dir := oneStudent(t, Config{HandshakeMax: 200 * time.Millisecond})
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	buf := make([]byte, 4096)
	for {
		if _, err := conn.Read(buf); err != nil {
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				t.Fatal("a silent connection was still open after 5 s")
			}
			break
		}
	}
	waitLog(t, dir, "refused connection from 127.0.0.1: no session within 200ms")
}

// TestJoinCodeTriesAcrossChannelsAndConnections: wrong join codes are
// counted per connection and per key, whatever channel they come on.
func TestJoinCodeTriesAcrossChannelsAndConnections(t *testing.T) {
	dir := t.TempDir()
	s, addr := startServer(t, Config{ClassDir: dir, JoinCode: "cute42"})
	eve, _ := newKey(t, "")
	c, err := dial(addr, eve)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	wrong := func(typ func(string), n int) { typ(fmt.Sprintf("bad%d\rEve\r", n)) }
	// Two wrong codes on one connection; then it is closed.
	out, typ := openTUI(t, c, 80, 24)
	out.waitFor(t, "join code")
	wrong(typ, 1)
	out.waitFor(t, "wrong code (1 of 3 tries)")
	typ("\t" + strings.Repeat("\x7f", 4) + "bad2\t\r")
	out.waitFor(t, "wrong code (2 of 3 tries)")
	c.Close()
	waitSessions(t, s, 0)

	// A new connection with the same key has one try left.
	c2, err := dial(addr, eve)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	out2, typ2 := openTUI(t, c2, 80, 24)
	out2.waitFor(t, "join code")
	wrong(typ2, 3)
	out2.waitFor(t, "too many wrong join codes")
	waitSessions(t, s, 0)

	// Now the key is refused at once, on any channel.
	_, out3 := ptySession(t, c2, 80, 24)
	out3.waitFor(t, "too many wrong join codes")
	waitLog(t, dir, "refused student", "too many wrong join codes")
}

// TestStopRestoresTerminals: a graceful stop quits every session's
// program (leaving the alternate screen) and logs each disconnect.
func TestStopRestoresTerminals(t *testing.T) {
	s, addr, ada, dir := oneStudent(t, Config{})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_, out := ptySession(t, c, 80, 24)
	out.waitFor(t, "hello Ada")
	s.Close()
	out.waitFor(t, "the class server is stopping")
	if o := out.String(); !strings.Contains(o, "\x1b[?1049l") {
		t.Errorf("the client was left in the alternate screen: %q", lastOf(o, 200))
	}
	waitLog(t, dir, "disconnected: student \"Ada\"", "stopping")
}

// TestSizesArePaced: a client that sends window changes without pause
// gets its program laid out at most once every sizeEvery (each size
// re-lays the lesson out, and before its first rendering starts another),
// and the last size it sent always arrives.
func TestSizesArePaced(t *testing.T) {
	sizes := newLatestSize()
	var mu sync.Mutex
	var got []tea.WindowSizeMsg
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := time.Now()
	go deliverSizes(ctx, sizes, func(m tea.Msg) {
		mu.Lock()
		got = append(got, m.(tea.WindowSizeMsg))
		mu.Unlock()
	})
	for i := range 3000 {
		sizes.put(tea.WindowSizeMsg{Width: 20 + i%300, Height: 5 + i%100})
		if i%100 == 0 {
			time.Sleep(10 * time.Millisecond)
		}
	}
	last := tea.WindowSizeMsg{Width: 123, Height: 33}
	sizes.put(last)
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		mu.Lock()
		n, end := len(got), tea.WindowSizeMsg{}
		if n > 0 {
			end = got[n-1]
		}
		mu.Unlock()
		if end == last {
			if most := int(time.Since(start)/sizeEvery) + 2; n > most {
				t.Errorf("%d sizes given to the program in %v, more than one per %v", n, time.Since(start), sizeEvery)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the last size never arrived: %d sizes, the last %v", n, end)
		}
	}
}
