package eval

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// stepReader hands out its lines one Read at a time and records, before
// each read, what the session had written: a person at a terminal sees
// each answer before typing the next line.
type stepReader struct {
	lines []string
	out   *bytes.Buffer
	seen  []string
}

func (r *stepReader) Read(p []byte) (int, error) {
	r.seen = append(r.seen, r.out.String())
	if len(r.lines) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.lines[0]+"\n")
	r.lines = r.lines[1:]
	return n, nil
}

// TestInteractiveSession: with a prompt, every result is on the screen
// before the next line is read, and the prompt goes to the error writer.
func TestInteractiveSession(t *testing.T) {
	var out, errw bytes.Buffer
	s := NewSession(&out, &errw, false, false)
	s.Prompt = "cute> "
	r := &stepReader{lines: []string{"A = (4,3):(1,4)", "coalesce(A)", "size(A)"}, out: &out}
	if err := s.RunReader(r); err != nil {
		t.Fatal(err)
	}
	if len(r.seen) < 3 || r.seen[2] != "12:1\n" {
		t.Fatalf("coalesce(A)'s answer was not shown before the next line was read: %q", r.seen)
	}
	if got := strings.Count(errw.String(), "cute> "); got != 4 {
		t.Errorf("want 4 prompts (3 lines and the end), got %d: %q", got, errw.String())
	}
	if out.String() != "12:1\n12\n" {
		t.Errorf("output %q", out.String())
	}
}

// TestScriptSessionHasNoPrompt: without a prompt nothing but results and
// errors is written.
func TestScriptSessionHasNoPrompt(t *testing.T) {
	var out, errw bytes.Buffer
	s := NewSession(&out, &errw, false, false)
	if err := s.RunReader(strings.NewReader("coalesce((2,(1,6)):(1,(6,2)))\n")); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	if out.String() != "12:1\n" || errw.Len() != 0 {
		t.Errorf("out %q, err %q", out.String(), errw.String())
	}
}
