package eval

import (
	"bytes"
	"runtime"
	"strings"
	"testing"
)

// TestDSLStatementContinuesWhileABracketIsOpen: a DSL statement whose
// bracket is open goes on on the next lines, as Python reads the
// notebooks' cells, in a block (panes, notebooks) and on standard input
// (cutetui eval), numbered by its first line; C++'s statements are not
// joined, and a string's or a comment's bracket does not count.
func TestDSLStatementContinuesWhileABracketIsOpen(t *testing.T) {
	src := "layout = cute.make_layout(\n    (2, (1, 6)), stride=(1, (cutlass.Int32(6), 2))\n)  # Dynamic stride\nprint(\">>> (\", layout)  # (\ncute.size(layout)"
	e := NewEnv()
	e.Dialect = DialectDSL
	got := e.ExecBlock(src)
	if len(got) != 3 {
		t.Fatalf("ExecBlock: %d statements, want 3: %+v", len(got), got)
	}
	for i, want := range []struct {
		line int
		text string
	}{{1, ""}, {4, ">>> ( (2,(1,6)):(1,(?,2))"}, {5, "12"}} {
		lr := got[i]
		if lr.Err != nil || lr.Line != want.line {
			t.Fatalf("statement %d: line %d, error %v; want line %d", i, lr.Line, lr.Err, want.line)
		}
		if want.text != "" && lr.Result.Text != want.text {
			t.Errorf("statement %d prints %q, want %q", i, lr.Result.Text, want.text)
		}
	}

	var out, errs bytes.Buffer
	s := NewSession(&out, &errs, false, false)
	s.Env.Dialect = DialectDSL
	if err := s.RunReader(strings.NewReader(src + "\nx = (1,\n")); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	if want := ">>> ( (2,(1,6)):(1,(?,2))\n12\n"; out.String() != want {
		t.Errorf("RunReader printed %q, want %q", out.String(), want)
	}
	if !strings.HasPrefix(errs.String(), "line 6:") || !strings.Contains(errs.String(), "never closed") {
		t.Errorf("an unclosed bracket at the end: %q, want line 6's error", errs.String())
	}

	cpp := NewEnv().ExecBlock("make_layout(\n(4,8))")
	if len(cpp) != 2 || cpp[0].Err == nil {
		t.Errorf("C++ statements were joined: %+v", cpp)
	}
}

// TestDSLPrintIsBounded: print and cute.printf of many copies of a large
// text stop at MaxText, refused, instead of building the whole line
// first (21,000 copies of a 4 MB text fit in one statement).
func TestDSLPrintIsBounded(t *testing.T) {
	e := NewEnv()
	e.Dialect = DialectDSL
	if _, err := e.Exec("x = print_layout(make_layout((64, 64)))"); err != nil {
		t.Fatal(err)
	}
	v, _ := e.Eval("x")
	n := 20 * MaxText / len(v.String()) // a line of 20 × MaxText
	for _, stmt := range []string{
		"print(" + strings.Repeat("x, ", n) + "x)",
		"print(f\"" + strings.Repeat("{x}", n) + "\")",
		"cute.printf(\"" + strings.Repeat("{}", n) + "\"" + strings.Repeat(", x", n) + ")",
	} {
		if len(stmt) > MaxStatement {
			t.Fatalf("%.20s...: past MaxStatement; make the text larger", stmt)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := e.Exec(stmt)
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "too large") {
			t.Errorf("%.20s... of %d copies: %v, want too large", stmt, n, err)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > 8*MaxText {
			t.Errorf("%.20s... of %d copies allocated %d bytes before refusing, want at most %d", stmt, n, got, 8*MaxText)
		}
	}
}

// TestDSLContinuationStopsAtMaxStatement: a bracket never closed over
// a hundred thousand lines is one statement refused as too long once
// past MaxStatement, the lines after it read as statements again.
func TestDSLContinuationStopsAtMaxStatement(t *testing.T) {
	e := NewEnv()
	e.Dialect = DialectDSL
	src := "x = (" + strings.Repeat("\n1,", 100000)
	got := e.ExecBlock(src)
	if len(got) == 0 || got[0].Err == nil || !strings.Contains(got[0].Err.Msg, "too long") {
		t.Fatalf("first statement: %+v, want too long", got[:min(len(got), 1)])
	}
	if got[0].Line != 1 || len(got) < 2 {
		t.Errorf("%d statements, the first at line %d; want the lines past the limit read again", len(got), got[0].Line)
	}
}
