package practice

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/lessons/grade"
)

// Check grades a learner's answer with the one grader the lessons use
// (grade.Read, then grade.Judge), in the quiz panes' terms
// (grade.Verdict):
//
//   - Correct: the same value, printed the same;
//   - Equivalent: a layout of the same shape that prints differently but
//     is the same function; the note gives CuTe's form;
//   - Wrong: another value, or the same function in another shape; the
//     message says how it differs (for a tuple, its rank or every wrong
//     mode), never what the answer is: the learner tries again, and the
//     session reveals the answer on request or after MaxTries wrong tries;
//   - Invalid: the answer does not evaluate, or is not a value written out
//     (an expression such as `coalesce(...)`, or the exercise's own names,
//     would let the engine answer).
//
// A tile-map answer (a grid, a tile, a CTA) is judged by gpu/model/raster for
// the exercise's mapping (launch.judge): a CTA is right when raster maps it
// to the tile asked about, and a wrong tile or CTA is told what raster says
// it is. A design answer is run through the engine after the exercise's
// Setup and judged by what it does.
func (e *Exercise) Check(answer string) grade.Verdict {
	got, bad := grade.Read(e.Setup, answer)
	if bad != nil {
		return *bad
	}
	v := grade.Verdict{Got: got.String()}
	if e.tb != nil {
		return e.tb.verdict(v, got, e.want, e.Answer)
	}
	if e.design != nil {
		env := eval.NewEnv(eval.WithLibrary(model.Library()))
		for _, s := range e.Setup {
			if _, err := env.Exec(s); err != nil {
				return grade.Verdict{Outcome: grade.Broken, Message: "this exercise is broken: " + err.Error()}
			}
		}
		return e.design.verdict(v, env, got)
	}
	v = grade.Judge(got, e.want)
	if v.Outcome == grade.Wrong {
		if why := e.rankNote(got); why != "" {
			v.Message += " " + why
		}
	}
	return v
}

// rankNote explains a wrong rank by the operation asked about: shape_div
// and shape_mod give a shape of the same rank as the one divided.
func (e *Exercise) rankNote(got value.Value) string {
	gt, ok1 := got.(value.TupleValue)
	wt, ok2 := e.want.(value.TupleValue)
	if !ok1 || !ok2 || !gt.T.IsTuple() || !wt.T.IsTuple() || gt.T.Len() == wt.T.Len() {
		return ""
	}
	for _, op := range []string{"shape_div(", "shape_mod("} {
		if strings.HasPrefix(e.Expr, op) {
			return strings.TrimSuffix(op, "(") + " keeps the rank of the shape: a mode it divides away becomes 1, it does not disappear."
		}
	}
	return ""
}

// verdict judges a tile-map answer with gpu/model/raster (judge). An answer
// raster accepts must be the stated one (the mappings are bijections); if
// it is not, the exercise is broken.
func (l *launch) verdict(v grade.Verdict, got, want value.Value, answer string) grade.Verdict {
	right, note := l.judge(got)
	if right {
		if m, err := value.Compare(got, want); err != nil || m != value.Identical {
			v.Outcome, v.Message = grade.Broken, fmt.Sprintf("this exercise is broken: raster accepts %s but the stated answer is %s", got, answer)
			return v
		}
		v.Outcome, v.Message = grade.Correct, "Correct."
		return v
	}
	if note == "" {
		note = grade.Differs(got, want)
	}
	v.Outcome, v.Message = grade.Wrong, note
	return v
}

// judge checks an answer to a tile-map question against raster for the
// launch's mapping: the grid must be mp.Grid; a tile must be mp.Tile of the
// CTA asked about; a CTA (a blockIdx (x,y), or a 1-D launch's program id)
// is right when mp.Tile sends it to the tile asked about (askSame: the
// tile that from.Tile gives the CTA asked about). A wrong answer of the
// right form gets a note saying what raster makes of it.
func (l *launch) judge(got value.Value) (right bool, note string) {
	switch l.ask {
	case askGrid:
		x, y, z := l.mp.Grid(l.tm, l.tn)
		c, ok := coords(got, 3)
		return ok && c[0] == x && c[1] == y && c[2] == z, ""
	case askTile:
		m, n, _ := l.mp.Tile(l.a, l.b, 0, l.tm, l.tn)
		c, ok := coords(got, 2)
		if !ok {
			return false, ""
		}
		if c[0] == m && c[1] == n {
			return true, ""
		}
		if c[0] < 0 || c[1] < 0 || c[0] >= l.tm || c[1] >= l.tn {
			return false, fmt.Sprintf("Not quite: (%d,%d) is outside the %d×%d tile grid.", c[0], c[1], l.tm, l.tn)
		}
		bx, by, err := ctaOf(l.mp, l.tm, l.tn, c[0], c[1])
		if err != nil {
			return false, ""
		}
		return false, fmt.Sprintf("Not quite: under %s, tile (%d,%d) is computed by %s.", label(l.mp), c[0], c[1], ctaName(l.mp, bx, by))
	}
	// askCTA, askSame: which tile does the answered CTA compute?
	tm, tn := l.a, l.b
	if l.ask == askSame {
		var ok bool
		if tm, tn, ok = l.from.Tile(l.a, l.b, 0, l.tm, l.tn); !ok {
			return false, ""
		}
	}
	var bx, by int
	if oneD(l.mp) {
		c, ok := coords(got, 1)
		if !ok {
			return false, ""
		}
		bx = c[0]
	} else {
		c, ok := coords(got, 2)
		if !ok {
			return false, ""
		}
		bx, by = c[0], c[1]
	}
	gx, gy, _ := l.mp.Grid(l.tm, l.tn)
	if bx < 0 || by < 0 || bx >= gx || by >= gy {
		return false, fmt.Sprintf("Not quite: under %s, %s is outside the launch grid (%d,%d,1).", label(l.mp), ctaName(l.mp, bx, by), gx, gy)
	}
	m, n, ok := l.mp.Tile(bx, by, 0, l.tm, l.tn)
	switch {
	case !ok:
		return false, fmt.Sprintf("Not quite: under %s, %s has no tile (%s).", label(l.mp), ctaName(l.mp, bx, by), noTile(l.mp))
	case m != tm || n != tn:
		return false, fmt.Sprintf("Not quite: under %s, %s computes tile (%d,%d).", label(l.mp), ctaName(l.mp, bx, by), m, n)
	}
	return true, ""
}

// coords returns the k ints of a tile-map answer: an int when k is 1, else
// a flat tuple of k ints; ok is false for any other value.
func coords(v value.Value, k int) ([]int, bool) {
	tv, ok := v.(value.TupleValue)
	if !ok {
		return nil, false
	}
	if k == 1 {
		if !tv.T.IsInt() {
			return nil, false
		}
		return []int{tv.T.Value()}, true
	}
	if !tv.T.IsTuple() || tv.T.Len() != k {
		return nil, false
	}
	out := make([]int, k)
	for i := range out {
		e := tv.T.At(i)
		if !e.IsInt() {
			return nil, false
		}
		out[i] = e.Value()
	}
	return out, true
}
