package repl

import (
	"bufio"
	"errors"
	"io"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
)

// Plain is a LineReader without line editing, for a terminal that cannot
// take readline's escape sequences (TERM=dumb) or whose prompt must go
// elsewhere than the keys are echoed: it writes the prompt before each
// line and reads up to a newline, keeping at most eval.MaxStatement+1
// bytes of a line (a longer one is refused by the session as too long).
type Plain struct {
	r      *bufio.Reader
	prompt string
	w      io.Writer
}

// NewPlain reads lines from r, writing prompt to w before each.
func NewPlain(r io.Reader, prompt string, w io.Writer) *Plain {
	return &Plain{r: bufio.NewReaderSize(r, 64<<10), prompt: prompt, w: w}
}

// ReadLine writes the prompt and reads one line without its newline. At
// the end of input it ends the prompt's line and returns io.EOF (after a
// last line without a newline, that line first).
func (p *Plain) ReadLine() (string, error) {
	io.WriteString(p.w, p.prompt)
	limit := eval.MaxStatement + 1
	var b []byte
	for {
		chunk, err := p.r.ReadSlice('\n')
		if room := limit - len(b); room > 0 {
			b = append(b, chunk[:min(room, len(chunk))]...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		line := strings.TrimSuffix(strings.TrimSuffix(string(b), "\n"), "\r")
		if err == io.EOF && len(b) > 0 {
			return line, nil // the next call gives io.EOF
		}
		if err == io.EOF {
			io.WriteString(p.w, "\n")
		}
		return line, err
	}
}

// SetPrompt changes the prompt written before each line.
func (p *Plain) SetPrompt(s string) { p.prompt = s }
