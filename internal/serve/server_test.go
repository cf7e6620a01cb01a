package serve

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"
)

// probe is the model the tests' builder gives every session: it shows who
// the session is and the window size it was given, and quits on q.
type probe struct {
	s    *Session
	size tea.WindowSizeMsg
}

func (p *probe) Init() tea.Cmd { return nil }
func (p *probe) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		p.size = msg
	case tea.KeyMsg:
		if msg.String() == "q" {
			return p, tea.Quit
		}
	}
	return p, nil
}
func (p *probe) View() string {
	return fmt.Sprintf("hello %s role=%s dir=%t size=%dx%d", p.s.Name, p.s.Role, p.s.Dir != "", p.size.Width, p.size.Height)
}

func probeBuilder(s *Session) (tea.Model, error) { return &probe{s: s}, nil }

// newKey returns a fresh ed25519 signer and its authorized_keys line with
// the comment name.
func newKey(t *testing.T, name string) (gossh.Signer, string) { return newKeyTB(t, name) }

func newKeyTB(t testing.TB, name string) (gossh.Signer, string) {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	sg, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	line := strings.TrimSpace(string(gossh.MarshalAuthorizedKey(sg.PublicKey())))
	return sg, line + " " + name + "\n"
}

// startServer runs a server on 127.0.0.1 with cfg (ClassDir set by the
// caller) and returns its address.
func startServer(t *testing.T, cfg Config) (*Server, string) {
	t.Helper()
	cfg.Listen = "127.0.0.1:0"
	s, err := New(cfg, probeBuilder)
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go s.Serve(l)
	t.Cleanup(func() { s.Close() })
	return s, l.Addr().String()
}

func netListen() (net.Listener, error) { return net.Listen("tcp", "127.0.0.1:0") }

func dial(addr string, sg gossh.Signer) (*gossh.Client, error) {
	return gossh.Dial("tcp", addr, &gossh.ClientConfig{
		User:            "student",
		Auth:            []gossh.AuthMethod{gossh.PublicKeys(sg)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(),
		Timeout:         5 * time.Second,
	})
}

// screen is a session's output, read as it comes.
type screen struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

// waitLimit is how long a wait for the screen gives up after: long, since
// make test runs these under -race beside every other package on two cores
// (TestWorkerDeathLeavesTheServer starts a race-built worker process).
const waitLimit = 90 * time.Second

func (s *screen) waitFor(t *testing.T, text string) {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for !strings.Contains(ansi.Strip(s.String()), text) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %q; the screen's last output:\n%s", text, lastOf(ansi.Strip(s.String()), 2500))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitForSeen is waitFor that also shows another screen on a timeout.
func (s *screen) waitForSeen(t *testing.T, text string, also *screen) {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for !strings.Contains(ansi.Strip(s.String()), text) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %q; the screen's last output:\n%s\n--- the other screen's:\n%s", text,
				lastOf(ansi.Strip(s.String()), 2000), lastOf(ansi.Strip(also.String()), 8000))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// settle waits until nothing new has been drawn for 300 ms (at most 10 s).
func (s *screen) settle(t *testing.T) {
	t.Helper()
	n, since := len(s.String()), time.Now()
	for deadline := time.Now().Add(10 * time.Second); time.Since(since) < 300*time.Millisecond && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if m := len(s.String()); m != n {
			n, since = m, time.Now()
		}
	}
}

// count is how many times text has been drawn so far.
func (s *screen) count(text string) int { return strings.Count(ansi.Strip(s.String()), text) }

// waitForMore waits until text has been drawn more than n times.
func (s *screen) waitForMore(t *testing.T, text string, n int) {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for s.count(text) <= n {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %q drawn anew; the screen's last output:\n%s", text, lastOf(ansi.Strip(s.String()), 2500))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// openTUI starts a session with a pty of w×h and returns its output and
// the writer of its input.
func openTUI(t *testing.T, c *gossh.Client, w, h int) (*screen, func(string)) {
	t.Helper()
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sess.Close() })
	if err := sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	out := &screen{}
	sess.Stdout, sess.Stderr = out, out
	in, err := sess.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	return out, func(s string) {
		if strings.HasPrefix(s, "\x1b") { // an escape sequence is one key
			in.Write([]byte(s))
			time.Sleep(5 * time.Millisecond)
			return
		}
		for _, r := range s { // one key a write, as a person types
			in.Write([]byte(string(r)))
			time.Sleep(5 * time.Millisecond)
		}
	}
}

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestAllowListedKeyGetsIn(t *testing.T) {
	dir := t.TempDir()
	ada, adaLine := newKey(t, "Ada Lovelace")
	_, addr := startServer(t, Config{ClassDir: dir, AuthorizedKeys: writeFile(t, dir, "keys", adaLine)})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	out, _ := openTUI(t, c, 100, 30)
	out.waitFor(t, "hello Ada Lovelace role=student dir=true size=100x30")
	if fi, err := os.Stat(filepath.Join(dir, "students", keyDir(gossh.FingerprintSHA256(ada.PublicKey())))); err != nil || !fi.IsDir() {
		t.Errorf("no student directory: %v", err)
	}
	if fi, err := os.Stat(filepath.Join(dir, "host_ed25519")); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("host key: %v, mode %v; want 0600", err, fi.Mode())
	}
}

func TestUnknownKeyIsRefused(t *testing.T) {
	dir := t.TempDir()
	_, adaLine := newKey(t, "ada")
	mallory, _ := newKey(t, "mallory")
	_, addr := startServer(t, Config{ClassDir: dir, AuthorizedKeys: writeFile(t, dir, "keys", adaLine)})
	if c, err := dial(addr, mallory); err == nil {
		c.Close()
		t.Fatal("a key not on the allow-list got in")
	}
	log, _ := os.ReadFile(filepath.Join(dir, "log"))
	if !strings.Contains(string(log), "refused key") {
		t.Errorf("the refusal is not in the class log:\n%s", log)
	}
}

func TestPasswordAuthIsOff(t *testing.T) {
	dir := t.TempDir()
	_, addr := startServer(t, Config{ClassDir: dir, JoinCode: "cute42"})
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{
		User: "x", Auth: []gossh.AuthMethod{gossh.Password("cute42")},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second,
	})
	if err == nil {
		c.Close()
		t.Fatal("password authentication let a client in")
	}
}

func TestTeacherKey(t *testing.T) {
	dir := t.TempDir()
	prof, profLine := newKey(t, "Prof")
	_, addr := startServer(t, Config{ClassDir: dir, TeacherKeys: writeFile(t, dir, "teachers", profLine)})
	c, err := dial(addr, prof)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	out, _ := openTUI(t, c, 80, 24)
	out.waitFor(t, "hello Prof role=teacher dir=false")
}

func TestJoinCodeBindsKeyAndSurvivesRestart(t *testing.T) {
	dir := t.TempDir()
	grace, _ := newKey(t, "")
	s, addr := startServer(t, Config{ClassDir: dir, JoinCode: "cute42"})
	c, err := dial(addr, grace)
	if err != nil {
		t.Fatal(err)
	}
	out, typ := openTUI(t, c, 80, 24)
	out.waitFor(t, "join code")
	typ("wrong\r") // enter moves on to the name
	typ("Grace\r")
	out.waitFor(t, "wrong code (1 of 3 tries)")
	// Clear the code field (a backspace per character) and try again.
	typ("\t" + strings.Repeat("\x7f", 5) + "cute42\t\r")
	out.waitFor(t, "hello Grace role=student")
	c.Close()

	data, err := os.ReadFile(filepath.Join(dir, "roster.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r Roster
	if err := json.Unmarshal(data, &r); err != nil || len(r.Students) != 1 {
		t.Fatalf("roster: %v %s", err, data)
	}

	// A restart keeps the binding: the same key comes straight back.
	s.Close()
	_, addr = startServer(t, Config{ClassDir: dir, JoinCode: "cute42"})
	c, err = dial(addr, grace)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	out, _ = openTUI(t, c, 80, 24)
	out.waitFor(t, "hello Grace role=student")
}

func TestJoinNameTaken(t *testing.T) {
	dir := t.TempDir()
	_, adaLine := newKey(t, "Ada")
	other, _ := newKey(t, "")
	_, addr := startServer(t, Config{ClassDir: dir, JoinCode: "cute42", AuthorizedKeys: writeFile(t, dir, "keys", adaLine)})
	c, err := dial(addr, other)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	out, typ := openTUI(t, c, 80, 24)
	out.waitFor(t, "join code")
	typ("cute42\rada\r")
	out.waitFor(t, "is taken")
}

func TestNoExecNoForwardingNoSubsystem(t *testing.T) {
	dir := t.TempDir()
	ada, adaLine := newKey(t, "ada")
	_, addr := startServer(t, Config{ClassDir: dir, AuthorizedKeys: writeFile(t, dir, "keys", adaLine)})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()

	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	out, err := sess.CombinedOutput("cat /etc/passwd")
	if err == nil || !strings.Contains(string(out), "runs the course only") || strings.Contains(string(out), "root:") {
		t.Errorf("exec: err %v, output %q", err, out)
	}

	if conn, err := c.Dial("tcp", addr); err == nil {
		conn.Close()
		t.Error("local port forwarding was allowed")
	}
	if l, err := c.Listen("tcp", "127.0.0.1:0"); err == nil {
		l.Close()
		t.Error("remote port forwarding was allowed")
	}
	sess2, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess2.RequestSubsystem("sftp"); err == nil {
		if err := sess2.Wait(); err == nil {
			t.Error("the sftp subsystem ran")
		}
	}
	sess3, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	out, err = sess3.CombinedOutput("") // a shell with no terminal
	if err == nil || !strings.Contains(string(out), "needs a terminal") {
		t.Errorf("shell without a pty: err %v, output %q", err, out)
	}
}

func TestLimits(t *testing.T) {
	dir := t.TempDir()
	ada, adaLine := newKey(t, "ada")
	bob, bobLine := newKey(t, "bob")
	prof, profLine := newKey(t, "Prof")
	_, addr := startServer(t, Config{ClassDir: dir, AuthorizedKeys: writeFile(t, dir, "keys", adaLine+bobLine),
		TeacherKeys: writeFile(t, dir, "teachers", profLine), MaxSessions: 1, MaxWidth: 200, MaxHeight: 60})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	out, _ := openTUI(t, c, 5000, 3000) // a huge window is clamped
	out.waitFor(t, "size=200x60")

	c2, err := dial(addr, bob)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	out2, _ := openTUI(t, c2, 80, 24)
	out2.waitFor(t, "the class is full")

	// The teacher is never refused for --max-sessions.
	c3, err := dial(addr, prof)
	if err != nil {
		t.Fatal(err)
	}
	defer c3.Close()
	out3, _ := openTUI(t, c3, 80, 24)
	out3.waitFor(t, "hello Prof role=teacher")
	waitLog(t, dir, "refused student \"bob\"", "class full")
}

func TestGateRate(t *testing.T) {
	now := time.Unix(0, 0)
	g := newGate(100, 3, 2)
	g.now = func() time.Time { return now }
	allow := func(ip string) bool { ok, _ := g.allow(ip); return ok }
	if first, second := allow("a"), allow("a"); !first || !second {
		t.Fatal("first two connections refused")
	}
	if allow("a") {
		t.Error("a third concurrent connection from one address was allowed (perIP 2)")
	}
	if !allow("b") {
		t.Error("another address was refused")
	}
	g.release("a")
	g.release("a")
	if !allow("a") {
		t.Error("the third of three a minute was refused")
	}
	g.release("a")
	if allow("a") {
		t.Error("a fourth connection within the minute was allowed (3 a minute)")
	}
	now = now.Add(30 * time.Second)
	if !allow("a") {
		t.Error("after half a minute a connection should be allowed again")
	}
}

func TestThrottle(t *testing.T) {
	var slept time.Duration
	now := time.Unix(0, 0)
	th := newThrottle(strings.NewReader(strings.Repeat("x", 10000)), 1000, 100)
	th.now = func() time.Time { return now }
	th.last = now
	th.sleep = func(d time.Duration) { slept += d; now = now.Add(d) }
	buf := make([]byte, 4096)
	total := 0
	for total < 1100 {
		n, err := th.Read(buf)
		if err != nil {
			t.Fatal(err)
		}
		if n > 100 {
			t.Fatalf("read %d bytes past a burst of 100", n)
		}
		total += n
	}
	// 1100 bytes at 1000/s with a burst of 100 take about a second.
	if slept < 900*time.Millisecond || slept > 1100*time.Millisecond {
		t.Errorf("slept %v for 1100 bytes at 1000/s, burst 100", slept)
	}
}

func TestConfigCheck(t *testing.T) {
	if err := (Config{}).Defaults().Check(); err == nil || !strings.Contains(err.Error(), "no one could get in") {
		t.Errorf("a class no one can join: %v", err)
	}
	if c := (Config{}).Defaults(); c.Listen != "127.0.0.1:2222" {
		t.Errorf("default listen %q, want loopback", c.Listen)
	}
	if err := (Config{JoinCode: "ab"}).Defaults().Check(); err == nil {
		t.Error("a 2-character join code was accepted")
	}
}

func TestLoadKeysNeedsNames(t *testing.T) {
	dir := t.TempDir()
	_, line := newKey(t, "")
	if _, err := loadKeys(writeFile(t, dir, "k", "# students\n"+line)); err == nil || !strings.Contains(err.Error(), ":2:") {
		t.Errorf("an entry without a name: %v (want an error naming line 2)", err)
	}
}
