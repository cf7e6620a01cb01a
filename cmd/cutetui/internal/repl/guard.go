package repl

import (
	"bytes"
	"io"
	"sync"
	"unicode/utf8"
)

// MaxTerminalLine bounds the bytes of keys one line takes at the
// terminal (as MaxHistoryEntry bounds what history keeps). readline
// measures its whole line on every key, so a pasted line costs time
// quadratic in its length (through a pseudo-terminal here: 1 KiB 0.09 s,
// 2 KiB 0.19 s, 4 KiB 0.55 s); the rest of a longer line is dropped and
// the line is refused with ErrLineTooLong (a longer statement runs from a
// file: cutetui eval < FILE).
const MaxTerminalLine = 4 << 10

// cutMark stands in the line for the keys dropped past MaxTerminalLine (a
// private-use character: nobody types it; one typed is shown as U+FFFD).
const cutMark = '\uE000'

// dsr is readline's device status report query, "where is the cursor?".
var dsr = []byte("\x1b[6n")

// cpr is the answer guard gives it: row 1, column 1. The loop keeps it
// true by ending every output with a newline and returning the cursor to
// column 1 after each line read.
var cpr = []byte("\x1b[1;1R")

// guard stands between readline and the terminal. readline asks the
// terminal where the cursor is before each prompt and buffers the keys it
// reads until the answer comes; a paste of more than 128 KiB of lines
// queues the answer behind the paste, and readline panicked ("did not
// receive DSR CPR response"), losing the session. guard answers the query
// itself, at once, so the terminal is never asked; and it bounds the line
// readline must hold (MaxTerminalLine).
type guard struct {
	in  io.Reader
	out io.Writer

	mu      sync.Mutex
	pending []byte // answers to give readline before any key

	line int  // bytes of keys in the line so far
	esc  int  // 0: not in an escape sequence; 1: after ESC; 2: in CSI
	cut  bool // the line's keys past MaxTerminalLine are being dropped
	buf  []byte
}

func newGuard(in io.Reader, out io.Writer) *guard {
	return &guard{in: in, out: out, buf: make([]byte, MaxTerminalLine)}
}

// Write passes readline's output to the terminal, answering the cursor
// position queries in it instead of sending them.
func (g *guard) Write(p []byte) (int, error) {
	n := bytes.Count(p, dsr)
	if n == 0 {
		return g.out.Write(p)
	}
	g.mu.Lock()
	g.pending = append(g.pending, bytes.Repeat(cpr, n)...)
	g.mu.Unlock()
	if _, err := g.out.Write(bytes.ReplaceAll(p, dsr, nil)); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Read gives readline the pending answers first, then the keys, dropping
// those of a line past MaxTerminalLine (a cutMark stands in for them).
func (g *guard) Read(p []byte) (int, error) {
	g.mu.Lock()
	if len(g.pending) > 0 {
		n := copy(p, g.pending)
		g.pending = g.pending[n:]
		g.mu.Unlock()
		return n, nil
	}
	g.mu.Unlock()
	if len(p) < utf8.UTFMax {
		return 0, io.ErrShortBuffer
	}
	for {
		// At most one cutMark per read: a read is shorter than a line
		// that could be cut.
		m, err := g.in.Read(g.buf[:min(len(g.buf), len(p)-utf8.UTFMax)])
		n := g.filter(p, g.buf[:m])
		if n > 0 || err != nil {
			return n, err
		}
	}
}

// filter copies the keys of in to p, counting each line's bytes: a line's
// bytes past MaxTerminalLine are dropped, all but the control keys that
// end or edit it (Enter, ctrl+c, ...), and the first drop writes cutMark
// in their place. Escape sequences are never cut in two. p has room for
// len(in) + utf8.UTFMax bytes.
func (g *guard) filter(p, in []byte) int {
	n := 0
	for _, c := range in {
		switch {
		case c == '\r' || c == '\n' || c == 0x03: // Enter, ctrl+j, ctrl+c: the line ends
			g.line, g.cut, g.esc = 0, false, 0
		case g.esc == 1:
			if c == '[' || c == 'O' {
				g.esc = 2
			} else {
				g.esc = 0
			}
		case g.esc == 2:
			if c >= 0x40 && c <= 0x7e {
				g.esc = 0
			}
		case c == 0x1b:
			if g.line >= MaxTerminalLine {
				g.cut = true // ESC and what follows are dropped
				continue
			}
			g.esc = 1
		case g.line >= MaxTerminalLine && c >= 0x20 && c != 0x7f:
			if !g.cut {
				g.cut = true
				n += utf8.EncodeRune(p[n:], cutMark)
			}
			continue
		}
		g.line++
		p[n] = c
		n++
	}
	return n
}

// visible maps a key readline would put into the line as is — a control
// character it has no binding for — to a visible character (U+2400's
// control pictures, U+FFFD for C1 controls), so that echoing the line or
// an error quoting it never sends a control character to the terminal.
// Keys readline binds (ctrl+a, Enter, tab, ...) pass.
func visible(r rune) (rune, bool) {
	switch {
	case r == 0 || r == 15 || r == 17 || r == 22 || r == 24 || (r >= 28 && r <= 30):
		return 0x2400 + r, true
	case r >= 0x80 && r <= 0x9f:
		return utf8.RuneError, true
	}
	return r, true
}
