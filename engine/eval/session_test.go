package eval

import (
	"bufio"
	"bytes"
	"encoding/json"
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

// TestLongBlankPrefixIsRefused: a line whose first MaxStatement+1 bytes are
// blank is refused as too long, with its line number and real length, not
// skipped as blank.
func TestLongBlankPrefixIsRefused(t *testing.T) {
	var out, errw bytes.Buffer
	s := NewSession(&out, &errw, false, false)
	in := strings.Repeat(" ", MaxStatement+1) + "size(8:1)\r\nsize(4:1)\n"
	if err := s.RunReader(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	want := "line 1: statement too long (65546 bytes; the limit is 65536)"
	if !s.Failed || !strings.HasPrefix(errw.String(), want) || out.String() != "4\n" {
		t.Errorf("failed %v, out %q, err %.80q; want %q", s.Failed, out.String(), errw.String(), want)
	}
}

// TestReadLineSize: readLine keeps at most limit bytes and counts the
// whole line without its "\n" or "\r\n".
func TestReadLineSize(t *testing.T) {
	for _, c := range []struct {
		in, line string
		size     int
	}{
		{"abc\n", "abc", 3},
		{"abc\r\n", "abc", 3},
		{"abc", "abc", 3},
		{"\n", "", 0},
		{"\r\n", "", 0},
		{"abcdefgh\n", "abcd", 8},
		{strings.Repeat("x", 70000) + "\r\n", "xxxx", 70000},
	} {
		br := bufio.NewReaderSize(strings.NewReader(c.in), 16)
		line, size, _ := readLine(br, 4)
		if line != c.line[:min(len(c.line), 4)] || size != c.size {
			t.Errorf("readLine(%.20q) = %q, %d; want %q, %d", c.in, line, size, c.line, c.size)
		}
	}
}

// TestSessionJSONRecords: --json writes one line per statement: its
// number and input, its value or its error, and with --explain its steps;
// <, > and & as they are, so that a layout's text reads as printed.
func TestSessionJSONRecords(t *testing.T) {
	var out, errw bytes.Buffer
	s := NewSession(&out, &errw, true, false)
	s.RunReader(strings.NewReader("A = 8:1\n<2:1,4:2> & x\nnosuch(1)\n\nsize(A)\n"))
	s.Explain = true
	s.Run(6, "coalesce((2,4):(1,2))")
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	want := `{"line":1,"input":"A = 8:1","value":""}
{"line":2,"input":"<2:1,4:2> & x","error":"unexpected character '&'"}
{"line":3,"input":"nosuch(1)","error":"unknown function nosuch"}
{"line":5,"input":"size(A)","value":"8"}
`
	lines := strings.SplitAfter(out.String(), "\n")
	if len(lines) != 6 || strings.Join(lines[:4], "") != want {
		t.Fatalf("records:\n%s\nwant first:\n%s", out.String(), want)
	}
	var rec jsonLine
	if err := json.Unmarshal([]byte(lines[4]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Line != 6 || rec.Value == nil || *rec.Value != "8:1" || len(rec.Steps) == 0 || rec.Steps[0].Rule == "" {
		t.Errorf("the explained record: %s", lines[4])
	}
	if errw.Len() != 0 || !s.Failed {
		t.Errorf("stderr %q, Failed %v", errw.String(), s.Failed)
	}
}
