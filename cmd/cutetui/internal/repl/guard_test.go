package repl

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/creack/pty"

	"github.com/cutetui/cutetui/engine/eval"
)

// ptyTerminal is a pseudo-terminal with a Terminal on its slave side and
// a reader of its screen on the master side, which answers readline's
// cursor position query as a terminal does — after the keys already
// queued, which is what made readline panic past 128 KiB of pasted keys
// (answerAfter holds the answers until it is closed).
type ptyTerminal struct {
	ptmx, tty   *os.File
	scr         *screen
	answerAfter chan struct{}
}

func newPtyTerminal(t *testing.T) *ptyTerminal {
	t.Helper()
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	t.Cleanup(func() { ptmx.Close(); tty.Close() })
	if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 24, Cols: 80}); err != nil {
		t.Fatal(err)
	}
	p := &ptyTerminal{ptmx: ptmx, tty: tty, scr: &screen{}, answerAfter: make(chan struct{})}
	go func() {
		b := make([]byte, 1<<16)
		for {
			n, err := ptmx.Read(b)
			if n > 0 {
				p.scr.mu.Lock()
				p.scr.buf.Write(b[:n])
				p.scr.mu.Unlock()
				if c := bytes.Count(b[:n], []byte("\x1b[6n")); c > 0 {
					go func() {
						<-p.answerAfter
						ptmx.Write(bytes.Repeat([]byte("\x1b[1;1R"), c))
					}()
				}
			}
			if err != nil {
				return
			}
		}
	}()
	return p
}

// run runs Loop on a Terminal of p, typing keys in one write (a paste)
// once the first prompt is shown, and returns the session once Loop ends.
func (p *ptyTerminal) run(t *testing.T, keys string, out, msgs io.Writer) *eval.Session {
	t.Helper()
	term, err := NewTerminal(p.tty, p.tty, "cute> ", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer term.Close()
	s := eval.NewSession(out, msgs, false, false)
	done := make(chan error, 1)
	go func() { done <- Loop(s, term, msgs, nil) }()
	go func() {
		for deadline := time.Now().Add(30 * time.Second); !strings.Contains(p.scr.String(), "cute> ") && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
		}
		p.ptmx.Write([]byte(keys))
		close(p.answerAfter)
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Loop: %v", err)
		}
	case <-time.After(60 * time.Second): // a bound on hanging, not a speed test
		t.Fatalf("Loop did not end; the screen ends %q", tail(p.scr.String(), 500))
	}
	return s
}

func tail(s string, n int) string { return s[max(0, len(s)-n):] }

// TestTerminalPasteOfAnySize: 132 KiB of lines pasted at once — more than
// readline buffered while waiting for the terminal's cursor report, when
// it panicked "did not receive DSR CPR response" — are all run; a line
// longer than MaxTerminalLine is refused (and counted), not run, and the
// session goes on.
func TestTerminalPasteOfAnySize(t *testing.T) {
	p := newPtyTerminal(t)
	var keys strings.Builder
	keys.WriteString("A = 8:1\r")
	for keys.Len() < 132<<10 {
		keys.WriteString("# " + strings.Repeat("x", 58) + "\r")
	}
	lines := strings.Count(keys.String(), "\r")
	keys.WriteString("B = 8:1" + strings.Repeat(" ", 20<<10) + "\r")
	keys.WriteString("size(A)\r\x04")
	var out, msgs bytes.Buffer
	s := p.run(t, keys.String(), &out, &msgs)
	if out.String() != "8\n" {
		t.Errorf("answers %q, want 8", out.String())
	}
	want := fmt.Sprintf("line %d: longer than 4096 bytes at the terminal: not run", lines+1)
	if !strings.HasPrefix(msgs.String(), want) || !s.Failed {
		t.Errorf("messages %q (failed %v), want %q", msgs.String(), s.Failed, want)
	}
	if strings.Contains(p.scr.String(), "\x1b[6n") {
		t.Error("the terminal was asked for the cursor position")
	}
}

// columns replays what a terminal shows and returns, for each byte of
// s, the column the cursor is in before it: a carriage return goes to
// column 0, a line feed keeps the column (as a raw terminal does), a
// backspace goes back one, escape sequences do not move, every other
// character is one column.
func columns(s string) []int {
	cols := make([]int, len(s)+1)
	col := 0
	for i := 0; i < len(s); {
		cols[i] = col
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\r':
			col = 0
		case r == '\b':
			col = max(col-1, 0)
		case r == 0x1b && i+1 < len(s) && s[i+1] == '[':
			j := i + 2
			for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
				j++
			}
			for k := i; k <= j && k < len(s); k++ {
				cols[k] = col
			}
			i = j + 1
			continue
		case r < 0x20:
		default:
			col++
		}
		i += n
	}
	cols[len(s)] = col
	return cols
}

// TestTerminalAnswersAtColumn0: what follows a line — an answer, an
// error — starts at the terminal's first column (readline ended the line
// with a bare line feed in raw mode: the output staircased from where the
// input ended); ctrl+d leaves without echoing ^D, at column 0; a control
// character typed (ctrl+v) is shown as a control picture, never sent to
// the terminal.
func TestTerminalAnswersAtColumn0(t *testing.T) {
	p := newPtyTerminal(t)
	var mu sync.Mutex
	tty := lockedWriter{&mu, p.tty}
	p.run(t, "coalesce(8:2)\rsize(B)\rx\x16y\r\x04", tty, tty)
	time.Sleep(100 * time.Millisecond) // the last output reaches the screen
	scr := p.scr.String()
	cols := columns(scr)
	for _, text := range []string{"8:2\r\n", "line 2: undefined: B", "line 3: ", "x\u2416y\r\n"} {
		i := strings.LastIndex(scr, text)
		if i < 0 {
			t.Errorf("%q not on the screen %q", text, scr)
			continue
		}
		if text[0] != 'x' && cols[i] != 0 {
			t.Errorf("%q starts at column %d, want 0; the screen %q", text, cols[i], scr)
		}
	}
	if strings.Contains(scr, "^D") || strings.Contains(scr, "\x16") {
		t.Errorf("^D or a raw control character on the screen %q", scr)
	}
	if c := cols[len(scr)]; c != 0 {
		t.Errorf("left at column %d, want 0; the screen ends %q", c, tail(scr, 80))
	}
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// TestEscape: control characters become visible; text passes as is.
func TestEscape(t *testing.T) {
	var b bytes.Buffer
	w := Escape(&b)
	for _, s := range []string{"size(A)\n\t8\n", "x = \x1b[2J\x07\x7f\u0085é\n"} {
		if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
			t.Errorf("Write = %d, %v", n, err)
		}
	}
	if want := "size(A)\n\t8\nx = ^[[2J^G^?\uFFFDé\n"; b.String() != want {
		t.Errorf("wrote %q, want %q", b.String(), want)
	}
}
