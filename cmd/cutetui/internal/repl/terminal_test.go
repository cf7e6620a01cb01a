package repl

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/cutetui/cutetui/engine/eval"
)

// screen collects what the terminal shows and answers the cursor
// position queries readline sends, as a terminal does.
type screen struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

// TestTerminalThroughPty types at Terminal through a pseudo-terminal: a
// statement recalled from the history of an earlier run, a line edited
// with ctrl+a and arrows, a function and a variable completed with tab, a line dropped with
// ctrl+c, help, and ctrl+d to leave.
func TestTerminalThroughPty(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 24, Cols: 80}); err != nil {
		t.Fatal(err)
	}
	scr := &screen{}
	go func() {
		b := make([]byte, 4096)
		for {
			n, err := ptmx.Read(b)
			if n > 0 {
				scr.mu.Lock()
				scr.buf.Write(b[:n])
				scr.mu.Unlock()
				if bytes.Contains(b[:n], []byte("\x1b[6n")) {
					ptmx.Write([]byte("\x1b[1;1R"))
				}
			}
			if err != nil {
				return
			}
		}
	}()

	hist := &History{Path: filepath.Join(t.TempDir(), "eval_history")}
	if err := hist.Add("A = (2,(1,6)):(1,(6,2))"); err != nil {
		t.Fatal(err)
	}
	earlier, err := hist.Load()
	if err != nil {
		t.Fatal(err)
	}
	term, err := NewTerminal(tty, tty, "cute> ", earlier)
	if err != nil {
		t.Fatal(err)
	}
	var out, msgs bytes.Buffer
	s := eval.NewSession(&out, &msgs, false, false)
	done := make(chan error, 1)
	go func() { done <- Loop(s, term, &msgs, hist) }()

	const up, right, ctrlA, ctrlC, ctrlD, enter, tab = "\x1b[A", "\x1b[C", "\x01", "\x03", "\x04", "\r", "\t"
	keys := []string{
		up, enter, // the assignment of the earlier run
		"coalese(A)", ctrlA, strings.Repeat(right, 6), "c", enter, // coalese -> coalesce
		"zipped_d", tab, "(8:1, 2)", enter, // completed to zipped_divide
		"myLayout = 8:2", enter, "cosize(myL", tab, ")", enter, // a variable completed
		"not a statement", ctrlC, // dropped
		"help size", enter,
		ctrlD,
	}
	for _, k := range keys {
		if _, err := ptmx.Write([]byte(k)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Loop: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("Loop did not end; the screen:\n%q", scr.String())
	}
	term.Close()

	if want := "12:1\n(2,4):(1,2)\n15\n"; out.String() != want {
		t.Errorf("answers %q, want %q; messages %q; screen %q", out.String(), want, msgs.String(), scr.String())
	}
	if s.Failed || !strings.Contains(msgs.String(), "  size<I...>(x)\n") {
		t.Errorf("failed %v, messages %q", s.Failed, msgs.String())
	}
	if !strings.Contains(scr.String(), "cute> ") {
		t.Errorf("no prompt on the screen: %q", scr.String())
	}
	b, err := os.ReadFile(hist.Path)
	if err != nil {
		t.Fatal(err)
	}
	want := "A = (2,(1,6)):(1,(6,2))\nA = (2,(1,6)):(1,(6,2))\ncoalesce(A)\nzipped_divide(8:1, 2)\nmyLayout = 8:2\ncosize(myLayout)\nhelp size\n"
	if string(b) != want {
		t.Errorf("history file %q, want %q", b, want)
	}
}
