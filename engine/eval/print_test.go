package eval

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/transcript"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// printedStatements returns the statements of the transcripts, with the
// `#! static`, `#! plain` and `#! reset` switches among them, and the mix.
func printedStatements(t *testing.T) []string {
	files, err := filepath.Glob("testdata/transcripts/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	var out []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		steps, _ := transcript.Parse(string(data))
		out = append(out, "#! reset")
		for _, s := range steps {
			out = append(out, s.Stmt)
		}
	}
	return append(append(out, "#! reset"), mixStatements(t)...)
}

// checkPrinted runs line in e and checks that what exec prints is the
// value's String (StaticString in static mode), as Result.Text was
// before appendValue printed it.
func checkPrinted(t *testing.T, e *Env, line string) {
	t.Helper()
	res, err := e.exec(line)
	if err != nil || res.Name != "" || res.Value == nil {
		return
	}
	want := res.Value.String()
	if e.Static {
		want = res.Value.StaticString()
	}
	if res.Text != want {
		t.Errorf("%s (static %v): printed %q; its String is %q", line, e.Static, res.Text, want)
	}
}

// TestPrintedIsString: over every statement of the transcripts and the
// mix, in plain and in static mode, exec prints each value as its String
// or StaticString.
func TestPrintedIsString(t *testing.T) {
	stmts := printedStatements(t)
	for _, static := range []bool{false, true} {
		e := NewEnv()
		e.Static = static
		for _, s := range stmts {
			switch s {
			case "#! static", "#! plain":
				continue
			case "#! reset":
				e = NewEnv()
				e.Static = static
				continue
			}
			checkPrinted(t, e, s)
		}
	}
}

// FuzzPrinted: exec prints any value as its String or StaticString.
func FuzzPrinted(f *testing.F) {
	for _, s := range seeds {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, static bool) {
		e := NewEnv()
		e.Static = static
		for _, pre := range []string{"A = (4,3):(1,4)", "B = (2,(1,6)):(1,(6,2))", "T = <2:1,_>"} {
			if _, err := e.exec(pre); err != nil {
				t.Fatal(err)
			}
		}
		for _, line := range strings.Split(s, "\n") {
			withinBudget(t, line, func() { checkPrinted(t, e, line) })
		}
	})
}

// TestAppendValueLimit: appendValue refuses, with checkSize's error,
// exactly the ints, tuples and layouts checkSize refuses: those of more
// than MaxValue ints and tuples, up to one over either way, nested or
// flat; and prints the others as their String and StaticString.
func TestAppendValueLimit(t *testing.T) {
	flatFrom := func(n, first int) engine.IntTuple { // a tuple of n-1 ints: n nodes
		ts := make([]engine.IntTuple, n-1)
		for i := range ts {
			ts[i] = engine.Int(first + i*(first-1))
		}
		return engine.Tuple(ts...)
	}
	flat := func(n int) engine.IntTuple { return flatFrom(n, -3) }
	nested := func(n int) engine.IntTuple { // (((7,_),_)...): n nodes
		t, count := engine.Int(7), 1
		for ; count+2 <= n; count += 2 {
			t = engine.Tuple(t, engine.Underscore())
		}
		if count < n {
			t = engine.Tuple(t)
		}
		return t
	}
	var vals []value.Value
	for _, n := range []int{MaxValue - 2, MaxValue - 1, MaxValue, MaxValue + 1, MaxValue + 2} {
		vals = append(vals, value.TupleValue{T: flat(n)}, value.TupleValue{T: nested(n)})
		for _, half := range []int{n / 2, (n + 1) / 2} {
			l, err := engine.MakeLayout(flatFrom(half, 1), flat(half)) // shape (1,1,...)
			if err != nil {
				t.Fatal(err)
			}
			vals = append(vals, value.LayoutValue{L: l})
		}
	}
	vals = append(vals, value.TupleValue{T: engine.Int(5)}, value.TupleValue{T: engine.Underscore()}, value.TupleValue{T: engine.Tuple()},
		value.TupleValue{T: engine.Tuple(engine.Ints(-4, 0), engine.Tuple())})
	if l, err := engine.MakeLayout(engine.Tuple(engine.Ints(2, 3), engine.Int(4)), engine.Tuple(engine.Ints(1, -2), engine.Int(0))); err == nil {
		vals = append(vals, value.LayoutValue{L: l})
	} else {
		t.Fatal(err)
	}
	refused := 0
	for _, v := range vals {
		want := checkSize(v, 9)
		if want != nil {
			refused++
		}
		for _, static := range []bool{false, true} {
			got, err := appendValue([]byte("x"), v, static, 9)
			if (err == nil) != (want == nil) || err != nil && (err.Error() != want.Error() || string(got) != "x") {
				t.Errorf("%.30s: appendValue %q, %v; checkSize %v", v, got, err, want)
				continue
			}
			str := v.String()
			if static {
				str = v.StaticString()
			}
			if err == nil && string(got) != "x"+str {
				t.Errorf("%.30s: appendValue printed %.40q", v, got)
			}
		}
	}
	if refused != 7 { // both tuples of MaxValue+1 and +2 nodes, and layouts of 4098, 4098, 4098
		t.Errorf("checkSize refused %d of the values; want 7 (those over MaxValue)", refused)
	}
}

// TestValueLimitColumns: a value over MaxValue is refused with the same
// message and column wherever its size is now checked: a layout literal
// (checked as it is built), alone, as an argument, in a tiler or
// assigned; and a call's result printed (checked by appendValue),
// assigned, used as an argument, a shape or a tiler element.
func TestValueLimitColumns(t *testing.T) {
	half := "(" + strings.Repeat("1,", 2099) + "1)" // 2,101 nodes
	lit := half + ":" + half
	s := "S = (" + strings.Repeat("1,", 1499) + "1)" // 1,501 nodes
	const msg = "value too large: more than 4096 ints and tuples (the limit of one value)"
	for _, c := range []struct {
		stmts []string
		col   int // 1-based, as Error prints it
	}{
		{[]string{lit}, 1},
		{[]string{"coalesce(" + lit + ")"}, 10},
		{[]string{"<" + lit + ",2>"}, 2},
		{[]string{"A = " + lit}, 5},
		{[]string{"composition(4:1, " + lit + ")"}, 18},
		{[]string{s, "(S,S,S)"}, 1},
		{[]string{s, "append(append(S,S),S)"}, 1},
		{[]string{s, "T = append(append(S,S),S)"}, 5},
		{[]string{s, "size(append(append(S,S),S))"}, 6},
		{[]string{s, "append(append(S,S),S):1"}, 1},
		{[]string{s, "<append(append(S,S),S), 2>"}, 2},
	} {
		e := NewEnv()
		var err error
		for _, st := range c.stmts {
			if _, err = e.exec(st); err != nil {
				break
			}
		}
		last := c.stmts[len(c.stmts)-1]
		if want := fmt.Sprintf("column %d: %s", c.col, msg); err == nil || err.Error() != want {
			t.Errorf("%.30s: %v; want %s", last, err, want)
		}
	}
	e := NewEnv()
	e.exec(s)
	if res, err := e.exec("append(S,S)"); err != nil || len(res.Text) != 6003 {
		t.Errorf("append(S,S), 3,003 nodes: %v, %d bytes printed", err, len(res.Text))
	}
}
