package main

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/cutetui/cutetui/internal/evalpool"
	"github.com/cutetui/cutetui/internal/serve"
	gossh "golang.org/x/crypto/ssh"
)

// TestMain makes the test binary a `cutetui worker` when asked, so that
// the class tests run students' statements in worker processes as the
// real server does.
func TestMain(m *testing.M) {
	if os.Getenv("CUTETUI_TEST_WORKER") == "1" {
		os.Exit(runWorker(nil, os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestServeSeatSwitchesNotation runs the class server in process with
// the real session builder: a student's D switches their own course to the
// DSL's notation (statements and printing, evaluated by the class's
// workers) and writes nothing on the server; another student's course
// stays in C++'s; with --notation dsl every seat starts in the DSL's.
func TestServeSeatSwitchesNotation(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	pool := evalpool.New(evalpool.Config{Workers: 1, Start: func() *exec.Cmd {
		c := exec.Command(self, "-test.run=^$")
		c.Env = append(os.Environ(), "CUTETUI_TEST_WORKER=1")
		return c
	}})
	t.Cleanup(pool.Close)
	const cppGet, dslGet = "get<0>(S)  ⇒  (2,2)", "cute.get(S, mode=[0])  ⇒  (2, 2)"

	addr, class, keys := classOf(t, classBuilder(pool, nil, "cpp"), "Ada", "Bob")
	ada := openSeat(t, addr, keys[0])
	ada.waitFor(t, "1. IntTuples and layouts")
	before := classFiles(t, class)
	ada.send("D")
	ada.waitFor(t, "notation: the CuTe DSL")
	if after := classFiles(t, class); after != before {
		t.Errorf("switching the notation wrote on the server:\nbefore %s\nafter  %s", before, after)
	}
	ada.send("\r\t") // the first lesson, its first pane
	ada.waitFor(t, dslGet)

	bob := openSeat(t, addr, keys[1])
	bob.waitFor(t, "1. IntTuples and layouts")
	bob.send("\r\t")
	bob.waitFor(t, cppGet)
	if strings.Contains(bob.text(), "cute.get") {
		t.Errorf("Ada's notation reached Bob's seat")
	}

	// Back on the index, D again: C++ for Ada alone.
	ada.send("\x1b")
	ada.waitFor(t, "esc leave")
	ada.send("\x1b")
	ada.waitFor(t, "Continue where you left off")
	ada.send("D")
	ada.waitFor(t, "notation: C++")
	ada.send("\r\t")
	ada.waitFor(t, cppGet)

	// The teacher's class default: every seat starts in the DSL's notation.
	addr, _, keys = classOf(t, classBuilder(pool, nil, "dsl"), "Cy")
	cy := openSeat(t, addr, keys[0])
	cy.waitFor(t, "1. IntTuples and layouts")
	cy.send("\r\t")
	cy.waitFor(t, dslGet)
}

// classOf runs a class server in process with build and an allow-list of
// students, and returns its address, its class directory and the
// students' keys.
func classOf(t *testing.T, build serve.Builder, names ...string) (string, string, []gossh.Signer) {
	t.Helper()
	dir := t.TempDir()
	var keys []gossh.Signer
	var allow strings.Builder
	for _, n := range names {
		_, priv, err := ed25519.GenerateKey(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		sg, _ := gossh.NewSignerFromKey(priv)
		keys = append(keys, sg)
		allow.WriteString(strings.TrimSpace(string(gossh.MarshalAuthorizedKey(sg.PublicKey()))) + " " + n + "\n")
	}
	list := filepath.Join(dir, "students")
	if err := os.WriteFile(list, []byte(allow.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	class := filepath.Join(dir, "class")
	srv, err := serve.New(serve.Config{ClassDir: class, Listen: "127.0.0.1:0", AuthorizedKeys: list}, build)
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l.Addr().String(), class, keys
}

// classFiles lists the class directory's files (but the log) with their
// contents, to compare.
func classFiles(t *testing.T, class string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(class, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == "log" {
			return nil
		}
		data, _ := os.ReadFile(p)
		b.WriteString(strings.TrimPrefix(p, class) + "=" + string(data) + ";")
		return nil
	})
	return b.String()
}

// seat is one student's ssh session, in a 110×60 terminal.
type seat struct {
	mu  sync.Mutex
	out bytes.Buffer
	in  func(string)
}

func (s *seat) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.out.Write(p)
}

// text is what the session has drawn so far, without escape sequences.
func (s *seat) text() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return ansi.Strip(s.out.String())
}

func (s *seat) send(keys string) { s.in(keys) }

func (s *seat) waitFor(t *testing.T, text string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(s.text(), text) {
		if time.Now().After(deadline) {
			tx := s.text()
			t.Fatalf("timed out waiting for %q; last drawn:\n%s", text, tx[max(len(tx)-2500, 0):])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func openSeat(t *testing.T, addr string, sg gossh.Signer) *seat {
	t.Helper()
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "student", Auth: []gossh.AuthMethod{gossh.PublicKeys(sg)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", 60, 110, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	s := &seat{}
	sess.Stdout, sess.Stderr = s, s
	w, err := sess.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	s.in = func(k string) { w.Write([]byte(k)) }
	return s
}

// TestNotationRewritesTheCourseOnce: every seat (and every press of the
// Notation key) shares one rewriting of each lesson, so a student holding
// D, or a class starting in the DSL's notation, does not rewrite the
// course again and again on the server.
func TestNotationRewritesTheCourseOnce(t *testing.T) {
	a := appOptions(appConfig{Notation: "dsl"})
	b := appOptions(appConfig{Notation: "dsl"})
	if len(a.Lessons) == 0 || len(b.Lessons[0].Source) == 0 {
		t.Fatal("no lessons")
	}
	if &a.Lessons[0].Source[0] != &b.Lessons[0].Source[0] {
		t.Errorf("two seats rewrote the first lesson each")
	}
	if again := a.Notation.InDSL(a.Notation.CPP[0]); &again[0] != &a.Lessons[0].Source[0] {
		t.Errorf("the Notation key rewrote the first lesson again")
	}
}
