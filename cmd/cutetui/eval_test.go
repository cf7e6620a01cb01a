package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// run calls runEval and returns its stdout, stderr and exit status.
func run(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runEval(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func TestEvalStdin(t *testing.T) {
	out, errs, code := run(t, "coalesce((2,(1,6)):(1,(6,2)))\n")
	if out != "12:1\n" || errs != "" || code != 0 {
		t.Fatalf("got %q, %q, %d", out, errs, code)
	}
	// "-" also reads stdin; no final newline is fine.
	out, _, code = run(t, "8:1", "-")
	if out != "8:1\n" || code != 0 {
		t.Fatalf("eval -: got %q, %d", out, code)
	}
}

func TestEvalArgsShareEnv(t *testing.T) {
	out, errs, code := run(t, "", "A = (2,(1,6)):(1,(6,2))", "coalesce(A)", "size(A)", "congruent(shape(A), stride(A))")
	if want := "12:1\n12\n1\n"; out != want || errs != "" || code != 0 {
		t.Fatalf("got %q, %q, %d; want %q", out, errs, code, want)
	}
}

func TestEvalStatic(t *testing.T) {
	out, _, code := run(t, "", "--static", "coalesce((2,(1,6)):(1,(6,2)))", "(2,_3):(1,-2)")
	if want := "_12:_1\n(_2,_3):(_1,_-2)\n"; out != want || code != 0 {
		t.Fatalf("got %q, %d; want %q", out, code, want)
	}
}

// TestEvalErrors checks the error report (line, message, statement, caret),
// that evaluation goes on after an error, and the exit status.
func TestEvalErrors(t *testing.T) {
	in := "A = 8:1\n\n# a comment\ncoalesce(A, B)\nsize(A)\n(2,3):(1,2,3)\n"
	out, errs, code := run(t, in)
	if out != "8\n" {
		t.Errorf("stdout %q, want %q", out, "8\n")
	}
	want := "line 4: undefined: B\n" +
		"coalesce(A, B)\n" +
		"            ^\n" +
		"line 6: shape (2,3) and stride (1,2,3) are not congruent\n" +
		"(2,3):(1,2,3)\n" +
		"      ^\n"
	if errs != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errs, want)
	}
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
}

func TestEvalJSON(t *testing.T) {
	in := "A = (4,3):(1,4)\nA(5)\n\n  # skipped\ncoalese(A)\nprint_layout((2,2):(1,2))\nSw<3,3,3>(77)\n"
	out, errs, code := run(t, in, "--json")
	if errs != "" || code != 1 {
		t.Fatalf("stderr %q, exit %d", errs, code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d JSON lines, want 5:\n%s", len(lines), out)
	}
	type rec struct {
		Line  int     `json:"line"`
		Input string  `json:"input"`
		Value *string `json:"value"`
		Error *string `json:"error"`
	}
	var recs []rec
	for _, l := range lines {
		var r rec
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("bad JSON %q: %v", l, err)
		}
		recs = append(recs, r)
	}
	check := func(i, line int, input string, value, errMsg string) {
		t.Helper()
		r := recs[i]
		if r.Line != line || r.Input != input {
			t.Errorf("record %d: line %d input %q, want %d %q", i, r.Line, r.Input, line, input)
		}
		switch {
		case errMsg != "":
			if r.Error == nil || *r.Error != errMsg || r.Value != nil {
				t.Errorf("record %d: %s, want error %q", i, lines[i], errMsg)
			}
		default:
			if r.Value == nil || *r.Value != value || r.Error != nil {
				t.Errorf("record %d: %s, want value %q", i, lines[i], value)
			}
		}
	}
	check(0, 1, "A = (4,3):(1,4)", "", "")
	check(1, 2, "A(5)", "5", "")
	check(2, 5, "coalese(A)", "", "unknown function coalese (did you mean coalesce?)")
	if recs[3].Value == nil || !strings.HasPrefix(*recs[3].Value, "(2,2):(1,2)\n") || strings.HasSuffix(*recs[3].Value, "\n") {
		t.Errorf("print_layout record: %s", lines[3])
	}
	check(4, 7, "Sw<3,3,3>(77)", "69", "")
	if strings.Contains(out, `\u003c`) {
		t.Errorf("JSON escapes < and >: %s", out)
	}
}

func TestEvalUsage(t *testing.T) {
	_, errs, code := run(t, "", "--bogus")
	if code != 2 || !strings.Contains(errs, "usage: cutetui eval") {
		t.Fatalf("bad flag: exit %d, %q", code, errs)
	}
	_, _, code = run(t, "", "-h")
	if code != 0 {
		t.Fatalf("-h: exit %d", code)
	}
	// A statement starting with '-' goes after --.
	out, _, code := run(t, "", "--", "-3")
	if out != "-3\n" || code != 0 {
		t.Fatalf("-- -3: %q %d", out, code)
	}
}

func TestEvalLongLine(t *testing.T) {
	in := "size(" + strings.Repeat("(1,", 1) + strings.Repeat(" ", 200000) + "2))\n8:1\n"
	out, errs, code := run(t, in)
	if out != "8:1\n" || code != 1 || !strings.Contains(errs, "line 1: statement too long") {
		t.Fatalf("got %q, %.200q, %d", out, errs, code)
	}
}

func TestEvalJSONStatic(t *testing.T) {
	out, errs, code := run(t, "", "--json", "--static", "coalesce((2,(1,6)):(1,(6,2)))", "", "(2,-1):(1,1)")
	want := `{"line":1,"input":"coalesce((2,(1,6)):(1,(6,2)))","value":"_12:_1"}` + "\n" +
		`{"line":3,"input":"(2,-1):(1,1)","error":"a shape must not be negative, got -1"}` + "\n"
	if out != want || errs != "" || code != 1 {
		t.Fatalf("got %q, %q, %d; want %q", out, errs, code, want)
	}
}

func TestEvalPrintLayout(t *testing.T) {
	out, _, code := run(t, "print_layout((2,2):(1,2))\nsize(4:1)\n")
	want := "(2,2):(1,2)\n" +
		"      0   1 \n" +
		"    +---+---+\n" +
		" 0  | 0 | 2 |\n" +
		"    +---+---+\n" +
		" 1  | 1 | 3 |\n" +
		"    +---+---+\n" +
		"4\n"
	if out != want || code != 0 {
		t.Fatalf("got\n%s\nwant\n%s", out, want)
	}
}

func TestEvalExplain(t *testing.T) {
	var out, errw strings.Builder
	code := runEval([]string{"--explain", "coalesce((2,(1,6)):(1,(6,2)))"}, strings.NewReader(""), &out, &errw)
	want := "  flatten (2,(1,6)):(1,(6,2)) to (2,1,6):(1,6,2)\n" +
		"  mode 1 is 1:6; a size-1 mode adds nothing, drop it\n" +
		"  mode 0 is 2:1 and 2×1 = 2 is the next stride: merge into 12:1\n" +
		"  12:1\n" +
		"12:1\n"
	if code != 0 || out.String() != want || errw.Len() != 0 {
		t.Fatalf("eval --explain: code %d\n%s\nstderr %q", code, out.String(), errw.String())
	}
	out.Reset()
	code = runEval([]string{"--explain", "--json", "shape_div((4,5,6), 40)"}, strings.NewReader(""), &out, &errw)
	if code != 0 || !strings.Contains(out.String(), `"steps":[{"rule":"shape_div","text":"mode 0: 4 divides 40, so the divisor swallows the mode, which becomes 1; the divisor left is 40 / 4 = 10","value":"10"}`) {
		t.Fatalf("eval --explain --json: %s", out.String())
	}
}
