package serve

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/internal/evalpool"
	"github.com/cutetui/cutetui/views/common"
	gossh "golang.org/x/crypto/ssh"
)

// TestMain makes the test binary an evaluation worker when asked (as
// `cutetui worker` is for the real server), with one statement that
// overflows the Go stack for real: crash().
func TestMain(m *testing.M) {
	if os.Getenv("SERVE_TEST_WORKER") == "1" {
		err := evalpool.Serve(os.Stdin, os.Stdout, evalpool.WorkerLimits{Stack: 16 << 20, CPU: 60 * time.Second},
			func(env *eval.Env, stmt string) (eval.Result, error) {
				if stmt == "crash()" {
					return eval.Result{Text: fmt.Sprint(overflow(1))}, nil
				}
				return env.Exec(stmt)
			})
		if err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

//go:noinline
func overflow(n int) int {
	var pad [256]byte
	pad[n%256] = byte(n)
	//lint:ignore SA5007 crash() is meant to overflow the stack
	return overflow(n+1) + int(pad[0])
}

// TestWorkerDeathLeavesTheServer: a student's statement that kills its
// evaluation worker (a real stack overflow) is told to the student, who
// keeps the session; the server and another student go on, and the
// student's next edit is evaluated by a fresh worker.
func TestWorkerDeathLeavesTheServer(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	pool := evalpool.New(evalpool.Config{Workers: 1, Start: func() *exec.Cmd {
		c := exec.Command(self, "-test.run=^$")
		c.Env = append(os.Environ(), "SERVE_TEST_WORKER=1")
		return c
	}})
	t.Cleanup(pool.Close)
	dir := t.TempDir()
	prof, profLine := newKey(t, "Prof")
	ada, adaLine := newKey(t, "Ada")
	bob, bobLine := newKey(t, "Bob")
	cfg := Config{ClassDir: filepath.Join(dir, "class"), Listen: "127.0.0.1:0",
		TeacherKeys: writeFile(t, dir, "teachers", profLine), AuthorizedKeys: writeFile(t, dir, "students", adaLine+bobLine)}
	srv, err := New(cfg, func(s *Session) (tea.Model, error) {
		var ev common.Evaluator
		if s.Role == Student {
			ev = pool.Evaluator(s.Key, func(src string) []eval.LineResult { return eval.NewEnv().ExecBlock(src) })
		}
		return courseApp(s, ev), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	l, err := netListen()
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	addr := l.Addr().String()

	tOut, tKey := connect(t, addr, prof)
	// Tall windows: the pane's results show below its text.
	aOut, aKey := connectSized(t, addr, ada, 110, 100)
	bOut, bKey := connectSized(t, addr, bob, 110, 100)
	tOut.waitFor(t, "class: 2 connected")
	tKey("P")
	tKey("\r")
	aOut.waitFor(t, "╭")
	bOut.waitFor(t, "╭")
	aKey("\t")
	aKey("\r")
	aKey("\rcrash()")
	aOut.waitFor(t, "went past the class's limits")
	aOut.waitFor(t, "recursion went too deep")
	// The server lives: Bob's pane evaluates, and so does Ada's next edit.
	bKey("\t")
	bKey("\r")
	bKey("\rsize(4:1)")
	bOut.waitFor(t, "size(4:1)  ⇒  4")
	aKey("\x7f\x7f\x7f\x7f\x7f\x7f\x7fsize(6:1)")
	aOut.waitFor(t, "size(6:1)  ⇒  6")
	if n := srv.Sessions(); n != 3 {
		t.Errorf("%d sessions after a worker died, want 3", n)
	}
	if n := pool.Started.Load(); n < 2 {
		t.Errorf("%d workers started, want a fresh one after the death", n)
	}
}

func connectSized(t *testing.T, addr string, sg gossh.Signer, w, h int) (*screen, func(string)) {
	t.Helper()
	c, err := dial(addr, sg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return openTUI(t, c, w, h)
}
