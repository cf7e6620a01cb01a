package practice

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/lessons/grade"
)

// equivalentForm writes a layout differently but as the same function: a
// size-1 mode appended (size and values unchanged).
func equivalentForm(l engine.Layout) string {
	return fmt.Sprintf("(%s,1):(%s,7)", l.Shape(), l.Stride())
}

// wrongForm changes a value so that it is certainly different: an int
// plus one; a tuple's first int plus one; a layout's first stride of a
// mode of size > 1 plus one (which changes the index of that mode's
// coordinate 1).
func wrongForm(t *testing.T, v value.Value) string {
	switch v := v.(type) {
	case value.BoolValue:
		return fmt.Sprint(!bool(v))
	case value.SwizzleValue:
		return fmt.Sprintf("Sw<%d,%d,%d>", v.S.B()-1, v.S.M(), v.S.S())
	case value.TupleValue:
		ls := leaves(v.T)
		ls[0]++
		return withLeaves(v.T, ls).String()
	case value.LayoutValue:
		s, d := leaves(v.L.Shape()), leaves(v.L.Stride())
		for i := range s {
			if s[i] > 1 {
				d[i]++
				l, err := engine.MakeLayout(v.L.Shape(), withLeaves(v.L.Stride(), d))
				if err != nil {
					t.Fatal(err)
				}
				return l.String()
			}
		}
	}
	t.Fatalf("no wrong form for %s", v)
	return ""
}

// TestCheckAcceptsEquivalentAndRejectsWrong checks, over exercises of every
// topic and level, that the stated answer is Correct, a same-function
// rewriting of a layout answer is Equivalent (with CuTe's form in the
// note), a changed value is Wrong (and the message gives the engine's
// answer), and the statement itself is refused as not a value.
func TestCheckAcceptsEquivalentAndRejectsWrong(t *testing.T) {
	for _, tp := range Topics() {
		for level := 1; level <= MaxLevel; level++ {
			for seed := uint64(0); seed < 20; seed++ {
				ex, err := Generate(tp.ID, level, Mix(seed, 5))
				if err != nil {
					t.Fatal(err)
				}
				where := fmt.Sprintf("%s L%d %s = %s", tp.ID, level, ex.Statement, ex.Answer)
				if v := ex.Check("  " + ex.Answer + "  "); v.Outcome != grade.Correct || !v.Right() {
					t.Errorf("%s: the answer is %v: %s", where, v.Outcome, v.Message)
				}
				if ex.design != nil {
					continue // judged by what it does: checkDesign tests right and wrong answers
				}
				if lv, ok := ex.Want().(value.LayoutValue); ok {
					// The same function in another shape is not the
					// shape asked for (grade.Judge), and says so.
					alt := equivalentForm(lv.L)
					v := ex.Check(alt)
					if v.Outcome != grade.Wrong || !strings.Contains(v.Message, "the same function, but not the shape asked for") {
						t.Errorf("%s: %s is %v (%q)", where, alt, v.Outcome, v.Message)
					}
				}
				bad := wrongForm(t, ex.Want())
				v := ex.Check(bad)
				// A wrong answer is told how it differs, not the answer: the
				// learner tries again (the session reveals it later).
				if v.Outcome != grade.Wrong || v.Right() || v.Message == "" || strings.Contains(v.Message, "engine says") || strings.Contains(v.Message, " "+ex.Answer+".") {
					t.Errorf("%s: %s is %v (%q)", where, bad, v.Outcome, v.Message)
				}
				if ex.Expr != "" {
					v := ex.Check(ex.Expr)
					if v.Outcome != grade.Invalid || !(strings.Contains(v.Message, "not an expression") || strings.Contains(v.Message, "the question's own name")) {
						t.Errorf("%s: the statement as an answer is %v (%q)", where, v.Outcome, v.Message)
					}
				}
			}
		}
	}
}

func TestCheckMessages(t *testing.T) {
	ex, err := Generate("coalesce", 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		answer  string
		outcome grade.Outcome
		pos     int
		msg     string
	}{
		{"", grade.Invalid, 0, "type a value"},
		{"(2,3", grade.Invalid, -1, ""},
		{"(2,3):(1,2,3)", grade.Invalid, -1, ""},
		{"coalesce(" + ex.Answer + ")", grade.Invalid, 0, "not an expression"},
		{"(4,size(8:1))", grade.Invalid, 3, "not an expression"},
		{"L", grade.Invalid, 0, "not an expression"},
		{"(2,3)", grade.Wrong, 0, "that is a tuple; the answer is a layout"},
		{"1000:1", grade.Wrong, 0, "your layout has size 1000"},
	} {
		v := ex.Check(c.answer)
		if v.Outcome != c.outcome || (c.pos >= 0 && v.Pos != c.pos) || !strings.Contains(v.Message, c.msg) {
			t.Errorf("Check(%q) = %v at %d %q; want %v at %d containing %q", c.answer, v.Outcome, v.Pos, v.Message, c.outcome, c.pos, c.msg)
		}
	}
}

// TestCheckUsesSetup: an exercise with setup statements evaluates the
// answer after them, and a literal answer is judged against L's value.
func TestCheckUsesSetup(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		ex, err := Generate("layouts", 3, seed)
		if err != nil {
			t.Fatal(err)
		}
		if len(ex.Setup) == 0 {
			continue
		}
		if !strings.HasPrefix(ex.Setup[0], "L = ") || !strings.HasPrefix(ex.Statement, "L(") {
			t.Fatalf("setup %v, statement %s", ex.Setup, ex.Statement)
		}
		if v := ex.Check(ex.Answer); v.Outcome != grade.Correct {
			t.Errorf("%s: %v", ex.Statement, v.Message)
		}
		return
	}
	t.Fatal("no layouts exercise with a setup in 200 seeds")
}

// TestCheckTileMapWithRaster checks that a tile-map answer is judged by
// gpu/model/raster for the exercise's mapping, and that a wrong tile or CTA
// is told what raster makes of it (the cases of TestTilemapStepsByHand).
func TestCheckTileMapWithRaster(t *testing.T) {
	mk := func(want engine.IntTuple, l *launch) *Exercise {
		return tbExercise("q", "s", want, []string{"h"}, l)
	}
	triton := mk(engine.Ints(1, 3), &launch{mp: raster.Triton(4), tm: 6, tn: 5, ask: askTile, a: 13})
	alongN := mk(engine.Int(33), &launch{mp: raster.SM90(4, false), tm: 6, tn: 5, ask: askCTA, a: 5, b: 3})
	identity := mk(engine.Ints(1, 1), &launch{mp: raster.Identity(2), tm: 3, tn: 4, ask: askCTA, a: 0, b: 3})
	// 2.x CTA (1,1) computes tile (0,3); AlongM S=2 computes it at t = 7.
	same := mk(engine.Int(7), &launch{mp: raster.SM90(2, true), tm: 3, tn: 4, ask: askSame, a: 1, b: 1, from: raster.Identity(2)})
	back := mk(engine.Ints(1, 1), &launch{mp: raster.Identity(2), tm: 3, tn: 4, ask: askSame, a: 7, from: raster.SM90(2, true)})
	grid := mk(engine.Ints(40, 1, 1), &launch{mp: raster.SM90(4, false), tm: 6, tn: 5, ask: askGrid})
	// A stated answer that raster does not give: the exercise is broken.
	broken := mk(engine.Ints(0, 0), &launch{mp: raster.Triton(4), tm: 6, tn: 5, ask: askTile, a: 13})
	for _, c := range []struct {
		ex      *Exercise
		answer  string
		outcome grade.Outcome
		msg     string
	}{
		{triton, "(1,3)", grade.Correct, "Correct."},
		{triton, "(5,3)", grade.Wrong, "under Triton G=4, tile (5,3) is computed by pid 27."},
		{triton, "(6,0)", grade.Wrong, "(6,0) is outside the 6×5 tile grid"},
		{triton, "13", grade.Wrong, "that is an int; the answer is a tuple"},
		{alongN, "33", grade.Correct, "Correct."},
		{alongN, "27", grade.Wrong, "under 3.x AlongN S=4, program id t = 27 has no tile (padding: it still runs, past the problem's edge, on zero-filled loads)."},
		{alongN, "13", grade.Wrong, "program id t = 13 computes tile (1,3)"},
		{alongN, "40", grade.Wrong, "program id t = 40 is outside the launch grid (40,1,1)"},
		{alongN, "(33,0)", grade.Wrong, "that is a tuple; the answer is an int."},
		{identity, "(1,1)", grade.Correct, "Correct."},
		{identity, "(3,1)", grade.Wrong, "under 2.x Identity<2>, the CTA at blockIdx (3,1) computes tile (1,3)."},
		{identity, "(0,2)", grade.Wrong, "blockIdx (0,2) is outside the launch grid (6,2,1)"},
		{same, "7", grade.Correct, "Correct."},
		{same, "6", grade.Wrong, "under 3.x AlongM S=2, program id t = 6 computes tile (0,2)."},
		{back, "(1,1)", grade.Correct, "Correct."},
		{back, "(7,0)", grade.Wrong, "outside the launch grid (6,2,1)"},
		{grid, "(40,1,1)", grade.Correct, "Correct."},
		{grid, "(30,1,1)", grade.Wrong, "the rank is right, but mode 0 is not 30;"},
		{broken, "(1,3)", grade.Broken, "raster accepts (1,3) but the stated answer is (0,0)"},
	} {
		v := c.ex.Check(c.answer)
		if v.Outcome != c.outcome || !strings.Contains(v.Message, c.msg) {
			t.Errorf("%s %v: Check(%q) = %v %q; want %v containing %q", c.ex.tb.mp.Name(), c.ex.tb.ask, c.answer, v.Outcome, v.Message, c.outcome, c.msg)
		}
	}
}

// TestTupleReasons: a wrong tuple is told where it differs — rank,
// nesting, or which mode — and, for shape_div/shape_mod, why the rank
// matters; never what the answer is.
func TestTupleReasons(t *testing.T) {
	mod := &Exercise{Expr: "shape_mod((3,6,2,8), 6)", want: tupleValue(engine.Ints(3, 2, 1, 1)), Answer: "(3,2,1,1)"}
	nat := &Exercise{Expr: "idx2crd(7, (2,(3,4)))", want: tupleValue(engine.Tuple(engine.Int(1), engine.Ints(0, 1))), Answer: "(1,(0,1))"}
	for _, c := range []struct {
		ex     *Exercise
		answer string
		msg    string
	}{
		{mod, "(3,2)", "rank differs: expected 4 modes, got 2. shape_mod keeps the rank of the shape"},
		{mod, "(3,2,1,2)", "the rank is right, but mode 3 is not 2;"},
		{mod, "6", "that is an int; the answer is a tuple."},
		{nat, "(1,0,1)", "rank differs: expected 2 modes, got 3."},
		{nat, "(1,3)", "mode 1: the answer is a tuple of 2 modes; yours is an int."},
		{nat, "(1,(0,2))", "the rank is right, but mode 1.1 is not 2;"},
	} {
		v := c.ex.Check(c.answer)
		if v.Outcome != grade.Wrong || !strings.Contains(v.Message, c.msg) || strings.Contains(v.Message, c.ex.Answer) {
			t.Errorf("%s: Check(%q) = %v %q; want Wrong containing %q, without the answer", c.ex.Expr, c.answer, v.Outcome, v.Message, c.msg)
		}
	}
}
