package eval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/cutetui/cutetui/engine"
)

// Session runs statements one after another in one Env and writes what
// `cutetui eval` prints: plain results (or one JSON object per statement)
// on out, errors with a caret on errw.
type Session struct {
	Env     *Env
	JSON    bool // one JSON object per statement on out; errors too
	Explain bool // show each operation's derivation before its result
	Failed  bool // some statement failed
	// Prompt, when set, is written to the error writer before each line
	// RunReader reads, and each result is flushed at once: an interactive
	// session on a terminal.
	Prompt string

	out  *bufio.Writer
	errw io.Writer
	text []byte        // where a statement's value is printed
	enc  *json.Encoder // the --json records' encoder, on out
}

// NewSession returns a session writing to out and errw. Call Flush when done.
func NewSession(out, errw io.Writer, jsonOut, static bool, opts ...Option) *Session {
	s := &Session{Env: NewEnv(opts...), JSON: jsonOut, out: bufio.NewWriterSize(out, 64<<10), errw: errw}
	s.Env.Static = static
	return s
}

// jsonLine is one statement's record in --json mode.
type jsonLine struct {
	Line  int        `json:"line"`
	Input string     `json:"input"`
	Value *string    `json:"value,omitempty"`
	Error *string    `json:"error,omitempty"`
	Steps []jsonStep `json:"steps,omitempty"`
}

// jsonStep is one derivation step in --json --explain mode.
type jsonStep struct {
	Rule  string `json:"rule"`
	Text  string `json:"text"`
	Value string `json:"value,omitempty"`
}

// Run executes the statement input, numbered line. Blank and comment-only
// statements are skipped (they produce nothing, not even a JSON object).
// A statement longer than MaxStatement is refused even when blank.
func (s *Session) Run(line int, input string) {
	if len(input) <= MaxStatement && isBlank(input) {
		return
	}
	if s.Explain {
		res, steps, err := s.Env.Explain(input)
		if len(steps) == 0 && err == nil {
			if note := s.Env.noDerivation(input); note != "" {
				steps = []engine.Step{{Rule: "no derivation", Text: note}}
			}
		}
		s.report(line, input, res, steps, err)
		return
	}
	res, text, err := s.Env.execText(s.text[:0], input)
	s.record(line, input, res, text, nil, err)
	if cap(text) <= maxKeptText {
		s.text = text[:0]
	}
}

// report writes what statement line produced: its derivation steps, then
// its result or error.
func (s *Session) report(line int, input string, res Result, steps []engine.Step, err error) {
	s.text = append(s.text[:0], res.Text...)
	s.record(line, input, res, s.text, steps, err)
}

// record is report with the result's text printed in text (res.Text
// itself unused).
func (s *Session) record(line int, input string, res Result, text []byte, steps []engine.Step, err error) {
	if err != nil {
		s.Failed = true
	}
	if s.JSON {
		s.writeJSON(line, input, text, steps, err)
		return
	}
	for _, st := range steps {
		s.out.WriteString("  ")
		s.out.WriteString(st.Text)
		s.out.WriteByte('\n')
	}
	if err != nil {
		s.out.Flush() // keep stdout and stderr in statement order
		io.WriteString(s.errw, FormatError(line, input, asError(err)))
		return
	}
	if res.Name != "" || len(text) == 0 {
		return
	}
	s.out.Write(text)
	s.out.WriteByte('\n')
}

// writeJSON writes statement line's record with encoding/json (<, > and
// & as they are), one line: its input, text as its value (or err's
// message as its error), and its steps.
func (s *Session) writeJSON(line int, input string, text []byte, steps []engine.Step, err error) {
	rec := jsonLine{Line: line, Input: input}
	if err != nil {
		msg := asError(err).Msg
		rec.Error = &msg
	} else {
		v := string(text)
		rec.Value = &v
	}
	for _, st := range steps {
		rec.Steps = append(rec.Steps, jsonStep{st.Rule, st.Text, st.Value})
	}
	if s.enc == nil {
		s.enc = json.NewEncoder(s.out)
		s.enc.SetEscapeHTML(false)
	}
	s.enc.Encode(rec) // a jsonLine always encodes; a write error is the writer's, which Flush reports
}

// RunReader runs each line of r as a statement, numbering lines from 1.
// A line longer than MaxStatement is cut there (and so refused as too
// long) without holding the rest in memory. What the statements wrote is
// flushed before reading a line that has not all arrived yet, so that a
// program that writes a statement and waits for its answer gets it.
func (s *Session) RunReader(r io.Reader) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var strs lineStrings
	for n := 1; ; n++ {
		if s.Prompt != "" {
			if err := s.out.Flush(); err != nil {
				return err
			}
			io.WriteString(s.errw, s.Prompt)
		} else if !lineBuffered(br) {
			// The next line is not all here: reading it may wait on
			// whoever writes r, who may be waiting for these answers.
			s.out.Flush() // an error sticks: Flush reports it at the end
		}
		line, size, err := readLineIn(br, MaxStatement, &strs)
		if err != nil && (err != io.EOF || size == 0) {
			if err == io.EOF {
				if s.Prompt != "" {
					io.WriteString(s.errw, "\n")
				}
				return nil
			}
			return err
		}
		first := n
		if err == nil && size <= MaxStatement {
			var k int
			line, k = s.Env.ContinueStatement(line, func() (string, bool) {
				if s.Prompt != "" {
					s.out.Flush()
					io.WriteString(s.errw, "... ")
				}
				next, nsize, rerr := readLineIn(br, MaxStatement, &strs)
				if rerr != nil && (rerr != io.EOF || nsize == 0) {
					err = rerr
					return "", false
				}
				err = rerr
				size += 1 + nsize
				return next, true
			})
			n += k
		}
		if err != nil && err != io.EOF {
			return err
		}
		if size > MaxStatement {
			// Refused whatever it holds: the part kept may be blank.
			s.report(first, line, Result{}, nil, errorf(MaxStatement, "statement too long (%d bytes; the limit is %d)", size, MaxStatement))
		} else {
			s.Run(first, line)
		}
		if err == io.EOF {
			return nil
		}
	}
}

// lineBuffered reports whether br holds a whole line (up to a "\n"), so
// that reading it will not wait for input.
func lineBuffered(br *bufio.Reader) bool {
	b, _ := br.Peek(br.Buffered())
	return bytes.IndexByte(b, '\n') >= 0
}

// readLine reads one line (without its "\n" or "\r\n"), keeping at most
// limit bytes of it; size is the length of the whole line. It returns
// io.EOF with the last line if that line has no newline.
func readLine(br *bufio.Reader, limit int) (line string, size int, err error) {
	return readLineIn(br, limit, nil)
}

// readLineIn is readLine making a line read whole at once (the common
// case) one of strs's strings, when strs is not nil.
func readLineIn(br *bufio.Reader, limit int, strs *lineStrings) (line string, size int, err error) {
	var b []byte
	var last2 [2]byte // the line's last two bytes
	for {
		chunk, err := br.ReadSlice('\n')
		if err == nil && b == nil && len(chunk) <= limit+1 {
			// The common case: the whole line in one chunk, within the
			// limit; one string, without the copy into b.
			size = len(chunk) - 1
			if size > 0 && chunk[size-1] == '\r' {
				size--
			}
			if strs != nil {
				return strs.of(chunk[:size]), size, nil
			}
			return string(chunk[:size]), size, nil
		}
		size += len(chunk)
		if len(b) < limit {
			b = append(b, chunk[:min(len(chunk), limit-len(b))]...)
		}
		for _, c := range chunk[max(0, len(chunk)-2):] {
			last2 = [2]byte{last2[1], c}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if size > 0 && last2[1] == '\n' {
			size--
			if size > 0 && last2[0] == '\r' {
				size--
			}
		}
		s := strings.TrimSuffix(string(b), "\n")
		s = strings.TrimSuffix(s, "\r")
		return s, size, err
	}
}

// lineStrings makes the strings of the lines RunReader reads, many to an
// allocation: each line is appended to b, whose bytes stay as they are
// once written (a strings.Builder's do), and cut out of b.String(). A
// string kept (a variable's name) keeps its block, lineBlock bytes.
type lineStrings struct{ b strings.Builder }

// lineBlock is the size of lineStrings's blocks.
const lineBlock = 4 << 10

// of returns p as a string.
func (l *lineStrings) of(p []byte) string {
	if len(p) > lineBlock/4 {
		return string(p)
	}
	if l.b.Cap()-l.b.Len() < len(p) {
		l.b.Reset() // the strings made so far keep the old block
		l.b.Grow(lineBlock)
	}
	n := l.b.Len()
	l.b.Write(p)
	return l.b.String()[n:]
}

// Flush writes out what is buffered.
func (s *Session) Flush() error { return s.out.Flush() }

// FormatError renders a failed statement as `cutetui eval` prints it:
//
//	line N: message
//	the statement
//	     ^
//
// with the caret under byte column e.Pos (a long statement is shown as a
// window around the column).
func FormatError(line int, input string, e *Error) string {
	var b strings.Builder
	fmt.Fprintf(&b, "line %d: %s\n", line, e.Msg)
	show, caret := caretWindow(input, e.Pos)
	b.WriteString(show)
	b.WriteByte('\n')
	b.WriteString(caret)
	b.WriteString("^\n")
	return b.String()
}

// caretWindow returns the part of input to show and the padding that puts
// a caret under byte column pos of it (tabs kept so the caret lines up).
// Control characters are shown as their Unicode control pictures, one
// column each, so a statement's escape sequences never reach the terminal.
func caretWindow(input string, pos int) (show, pad string) {
	const before, width = 60, 160
	pos = max(0, min(pos, len(input)))
	start, prefix := 0, ""
	if pos > before {
		start = pos - before
		for start < pos && !utf8.RuneStart(input[start]) {
			start++
		}
		prefix = "..."
	}
	end, suffix := len(input), ""
	if end-start > width {
		end = start + width
		for end > pos && end < len(input) && !utf8.RuneStart(input[end]) {
			end--
		}
		suffix = "..."
	}
	var p strings.Builder
	p.WriteString(strings.Repeat(" ", len(prefix)))
	for _, r := range input[start:pos] {
		if r == '\t' {
			p.WriteByte('\t')
		} else {
			p.WriteByte(' ')
		}
	}
	return prefix + controlPictures(input[start:end]) + suffix, p.String()
}

// controlPictures replaces each control character of s but the tab (C0,
// DEL and C1) by a one-column picture of it: U+2400+c for C0 (ESC is ␛),
// ␡ for DEL, and the replacement character for C1.
func controlPictures(s string) string {
	clean := true
	for _, r := range s {
		if isControl(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for _, r := range s {
		switch {
		case !isControl(r):
			b.WriteRune(r)
		case r < 0x20:
			b.WriteRune(0x2400 + r)
		case r == 0x7f:
			b.WriteRune('\u2421')
		default:
			b.WriteRune('\ufffd')
		}
	}
	return b.String()
}

// isControl reports whether r is a control character other than the tab.
func isControl(r rune) bool {
	return r != '\t' && (r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0))
}
