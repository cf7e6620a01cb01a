package repl

import "io"

// Escape returns a writer that passes text to w with its control
// characters made visible — C0 controls other than newline and tab, and
// DEL, in caret notation (ESC is ^[), C1 controls as U+FFFD — so that a
// statement quoted in an error cannot send escape sequences to the
// terminal. A C1 control split across two writes passes unescaped.
func Escape(w io.Writer) io.Writer { return &escaper{w} }

type escaper struct{ w io.Writer }

func (e *escaper) Write(p []byte) (int, error) {
	clean := true
	for i, c := range p {
		if c < 0x20 && c != '\n' && c != '\t' || c == 0x7f || c == 0xc2 && i+1 < len(p) && p[i+1] >= 0x80 && p[i+1] <= 0x9f {
			clean = false
			break
		}
	}
	if clean {
		return e.w.Write(p)
	}
	out := make([]byte, 0, len(p)+16)
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c < 0x20 && c != '\n' && c != '\t':
			out = append(out, '^', c+'@')
		case c == 0x7f:
			out = append(out, '^', '?')
		case c == 0xc2 && i+1 < len(p) && p[i+1] >= 0x80 && p[i+1] <= 0x9f:
			out = append(out, "\uFFFD"...)
			i++
		default:
			out = append(out, c)
		}
	}
	if _, err := e.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}
