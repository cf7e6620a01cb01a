package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestEvalInteractive runs `cutetui eval` with a pseudo-terminal as its
// input and error output: the greeting and prompt go to the terminal, the
// answers to standard output, the history to $XDG_STATE_HOME, and a failed
// statement makes the exit status 1, as with piped input.
func TestEvalInteractive(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	pty.Setsize(ptmx, &pty.Winsize{Rows: 24, Cols: 80})
	state := t.TempDir()
	t.Setenv("XDG_STATE_HOME", state)

	var mu sync.Mutex
	var screen bytes.Buffer
	go func() {
		b := make([]byte, 4096)
		for {
			n, err := ptmx.Read(b)
			mu.Lock()
			screen.Write(b[:n])
			mu.Unlock()
			if bytes.Contains(b[:n], []byte("\x1b[6n")) {
				ptmx.Write([]byte("\x1b[1;1R")) // the cursor position, as a terminal answers
			}
			if err != nil {
				return
			}
		}
	}()
	var out bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- runEval(nil, tty, &out, tty) }()
	for _, k := range []string{"A = 8:2\r", "coalesce((2,(1,6)):(1,(6,2)))\r", "cosize(A)\r", "size(B)\r", "help cosize\r", "\x04"} {
		ptmx.Write([]byte(k))
		time.Sleep(30 * time.Millisecond)
	}
	var code int
	select {
	case code = <-done:
	case <-time.After(20 * time.Second):
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("eval did not end; screen %q", screen.String())
	}
	time.Sleep(50 * time.Millisecond)
	mu.Lock()
	scr := screen.String()
	mu.Unlock()
	if out.String() != "12:1\n15\n" || code != 1 {
		t.Errorf("stdout %q, status %d; want the two answers and 1", out.String(), code)
	}
	for _, want := range []string{"cutetui eval: CuTe's layout algebra", "cute> ", "line 4: undefined: B", "  cosize(L)"} {
		if !strings.Contains(scr, want) {
			t.Errorf("the terminal lacks %q: %q", want, scr)
		}
	}
	h, err := os.ReadFile(filepath.Join(state, "cutetui", "eval_history"))
	if err != nil || !strings.HasSuffix(string(h), "size(B)\nhelp cosize\n") {
		t.Errorf("history %q, %v", h, err)
	}
}

// TestEvalTerminalInputOnly: with the terminal as input but messages going
// elsewhere, there is no line editing: the greeting and a prompt a line go
// to standard error.
func TestEvalTerminalInputOnly(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	go func() { // drain the echo
		b := make([]byte, 1024)
		for {
			if _, err := ptmx.Read(b); err != nil {
				return
			}
		}
	}()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- runEval(nil, tty, &out, &errb) }()
	ptmx.Write([]byte("coalesce(4:1)\n\x04"))
	select {
	case code := <-done:
		if code != 0 || out.String() != "4:1\n" {
			t.Errorf("status %d, stdout %q", code, out.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("eval did not end")
	}
	if e := errb.String(); !strings.HasPrefix(e, "cutetui eval: CuTe's layout algebra") || strings.Count(e, "cute> ") != 2 {
		t.Errorf("stderr %q", e)
	}
}

// TestEvalDumbTerminal: under TERM=dumb there is no line editing (no escape
// sequences), but the prompt, help and history are there.
func TestEvalDumbTerminal(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	state := t.TempDir()
	t.Setenv("XDG_STATE_HOME", state)
	t.Setenv("TERM", "dumb")
	var mu sync.Mutex
	var screen bytes.Buffer
	go func() {
		b := make([]byte, 1024)
		for {
			n, err := ptmx.Read(b)
			mu.Lock()
			screen.Write(b[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	var out bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- runEval(nil, tty, &out, tty) }()
	ptmx.Write([]byte("help rank\ncoalesce(4:1)\n\x04"))
	select {
	case code := <-done:
		if code != 0 || out.String() != "4:1\n" {
			t.Errorf("status %d, stdout %q", code, out.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("eval did not end")
	}
	time.Sleep(50 * time.Millisecond)
	mu.Lock()
	scr := screen.String()
	mu.Unlock()
	if strings.Contains(scr, "\x1b[") || !strings.Contains(scr, "cute> ") || !strings.Contains(scr, "  rank<I...>(x)") {
		t.Errorf("screen %q", scr)
	}
	if h, err := os.ReadFile(filepath.Join(state, "cutetui", "eval_history")); err != nil || string(h) != "help rank\ncoalesce(4:1)\n" {
		t.Errorf("history %q, %v", h, err)
	}
}

// TestEvalEscapesControlCharacters: a statement typed with an escape
// sequence in it (here at a terminal without line editing, which lets it
// through) is quoted in its error with the control characters made
// visible, so the terminal never receives the sequence from cutetui.
func TestEvalEscapesControlCharacters(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	t.Setenv("TERM", "dumb")
	go func() { // drain the terminal's own echo
		b := make([]byte, 1024)
		for {
			if _, err := ptmx.Read(b); err != nil {
				return
			}
		}
	}()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- runEval(nil, tty, &out, &errb) }()
	ptmx.Write([]byte("x\x1b[2Jy\n\x04"))
	select {
	case code := <-done:
		if code != 1 {
			t.Errorf("status %d, want 1", code)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("eval did not end")
	}
	if e := errb.String(); strings.Contains(e, "\x1b") || !strings.Contains(e, "x^[[2Jy") {
		t.Errorf("stderr %q: the statement is not quoted with ^[", e)
	}
}
