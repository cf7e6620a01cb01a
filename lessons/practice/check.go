package practice

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/lessons/grade"
)

// Check compares a learner's answer with the engine's, returning the
// verdict in the quiz panes' terms (grade.Verdict):
//
//   - Correct: the same value, printed the same;
//   - Equivalent: a layout that prints differently but is the same function
//     (same size, same index at every coordinate); the note gives CuTe's form;
//   - Wrong: another value; the message says how it differs (for a tuple,
//     where its rank or a mode differs), never what the answer is: the
//     learner tries again, and the session reveals the answer on request
//     or after MaxTries wrong tries;
//   - Invalid: the answer does not evaluate, or is not a literal value (an
//     expression such as `coalesce(...)` would let the engine answer).
//
// A tile-map answer (a grid, a tile, a CTA) is judged by engine/raster for
// the exercise's mapping (launch.judge): a CTA is right when raster maps it
// to the tile asked about, and a wrong tile or CTA is told what raster says
// it is.
//
// The answer is evaluated after the exercise's Setup statements.
func (e *Exercise) Check(answer string) grade.Verdict {
	if eval.IsBlank(answer) {
		return grade.Verdict{Outcome: grade.Invalid, Message: "type a value, such as a layout 8:1, a tuple (2,3) or an int"}
	}
	n, err := eval.ParseExpr(answer)
	if err != nil {
		return invalid(err)
	}
	if bad := nonLiteral(n); bad != nil {
		return grade.Verdict{Outcome: grade.Invalid, Pos: bad.Pos(),
			Message: fmt.Sprintf("type the value itself, not an expression that computes it (%s)", bad)}
	}
	env := eval.NewEnv()
	for _, s := range e.Setup {
		if _, err := env.Exec(s); err != nil {
			return grade.Verdict{Outcome: grade.Broken, Message: "this exercise is broken: " + err.Error()}
		}
	}
	got, err := env.Eval(answer)
	if err != nil {
		return invalid(err)
	}
	v := grade.Verdict{Got: got.String()}
	if e.tb != nil {
		return e.tb.verdict(v, got, e.want, e.Answer)
	}
	if e.design != nil {
		return e.design.verdict(v, env, got)
	}
	m, err := eval.Compare(grade.AsBool(got, e.want), e.want)
	if err != nil {
		v.Outcome, v.Message = grade.Wrong, err.Error()
		return v
	}
	switch m {
	case eval.Identical:
		v.Outcome, v.Message = grade.Correct, "Correct."
	case eval.Equivalent:
		v.Outcome, v.Canonical = grade.Equivalent, e.Answer
		v.Message = fmt.Sprintf("Correct: the same function. CuTe prints it in its canonical form, %s.", e.Answer)
	default:
		v.Outcome = grade.Wrong
		v.Message = differs(got, e.want)
		if why := e.rankNote(got); why != "" {
			v.Message += " " + why
		}
	}
	return v
}

// rankNote explains a wrong rank by the operation asked about: shape_div
// and shape_mod give a shape of the same rank as the one divided.
func (e *Exercise) rankNote(got eval.Value) string {
	gt, ok1 := got.(eval.TupleValue)
	wt, ok2 := e.want.(eval.TupleValue)
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

func invalid(err error) grade.Verdict {
	v := grade.Verdict{Outcome: grade.Invalid, Message: err.Error()}
	if e, ok := err.(*eval.Error); ok {
		v.Pos, v.Message = e.Pos, e.Msg
	}
	return v
}

// nonLiteral returns the first node of n that is not part of a literal
// value (a call, a composition, a variable), or nil.
func nonLiteral(n eval.Node) eval.Node {
	switch n := n.(type) {
	case *eval.IntLit, *eval.UnderscoreLit, *eval.SwizzleLit:
		return nil
	case *eval.Ident:
		if n.Name == "true" || n.Name == "false" { // a boolean's value
			return nil
		}
	case *eval.TupleLit:
		for _, e := range n.Elems {
			if bad := nonLiteral(e); bad != nil {
				return bad
			}
		}
		return nil
	case *eval.TilerLit:
		for _, e := range n.Elems {
			if bad := nonLiteral(e); bad != nil {
				return bad
			}
		}
		return nil
	case *eval.LayoutLit:
		if bad := nonLiteral(n.Shape); bad != nil {
			return bad
		}
		return nonLiteral(n.Stride)
	}
	return n
}

// differs says how a wrong value differs from the right one.
func differs(got, want eval.Value) string {
	if got.Kind() != want.Kind() {
		return fmt.Sprintf("Not quite: that is %s %s; the answer is %s %s.", article(got.Kind().String()), got.Kind(), article(want.Kind().String()), want.Kind())
	}
	if gt, ok := got.(eval.TupleValue); ok {
		if wt, ok := want.(eval.TupleValue); ok {
			return "Not quite: " + tupleDiffers(gt.T, wt.T, "")
		}
	}
	gl, ok1 := got.(eval.LayoutValue)
	wl, ok2 := want.(eval.LayoutValue)
	if !ok1 || !ok2 {
		return fmt.Sprintf("Not quite: %s is not the answer.", got)
	}
	if gs, ws := gl.L.Size(), wl.L.Size(); gs != ws {
		return fmt.Sprintf("Not quite: your layout has size %d; the answer has size %d.", gs, ws)
	}
	for i := 0; i < min(gl.L.Size(), eval.MaxSameFunction); i++ {
		a, err1 := gl.L.Eval(engine.Int(i))
		b, err2 := wl.L.Eval(engine.Int(i))
		if err1 != nil || err2 != nil {
			break
		}
		if a != b {
			return fmt.Sprintf("Not quite: the sizes agree, but at index %d your layout gives %d and the answer %d.", i, a, b)
		}
	}
	return fmt.Sprintf("Not quite: %s is not the answer.", got)
}

// tupleDiffers says where tuple got first differs from want, without
// giving want away: the rank, the nesting, or which mode holds another
// value. where names the mode being compared ("" at the top).
func tupleDiffers(got, want engine.IntTuple, where string) string {
	at := func(s string) string {
		if where == "" {
			return s
		}
		return where + ": " + s
	}
	switch {
	case want.IsInt() && got.IsInt():
		return at(fmt.Sprintf("%d is not the answer.", got.Value()))
	case want.IsInt():
		return at(fmt.Sprintf("the answer is an int; yours is a tuple of %d modes.", got.Len()))
	case got.IsInt():
		return at(fmt.Sprintf("the answer is a tuple of %d modes; yours is an int.", want.Len()))
	case got.Len() != want.Len():
		return at(fmt.Sprintf("rank differs: expected %d modes, got %d.", want.Len(), got.Len()))
	}
	for i := 0; i < want.Len(); i++ {
		g, w := got.At(i), want.At(i)
		if g.String() == w.String() {
			continue
		}
		name := fmt.Sprintf("mode %d", i)
		if where != "" {
			name = where + "." + name[len("mode "):]
		}
		if g.IsInt() && w.IsInt() {
			return fmt.Sprintf("the rank is right, but %s is not %d.", name, g.Value())
		}
		return tupleDiffers(g, w, name)
	}
	return fmt.Sprintf("%s is not the answer.", got)
}

func article(w string) string {
	if w != "" && (w[0] == 'a' || w[0] == 'e' || w[0] == 'i' || w[0] == 'o' || w[0] == 'u') {
		return "an"
	}
	return "a"
}

// verdict judges a tile-map answer with engine/raster (judge). An answer
// raster accepts must be the stated one (the mappings are bijections); if
// it is not, the exercise is broken.
func (l *launch) verdict(v grade.Verdict, got, want eval.Value, answer string) grade.Verdict {
	right, note := l.judge(got)
	if right {
		if m, err := eval.Compare(got, want); err != nil || m != eval.Identical {
			v.Outcome, v.Message = grade.Broken, fmt.Sprintf("this exercise is broken: raster accepts %s but the stated answer is %s", got, answer)
			return v
		}
		v.Outcome, v.Message = grade.Correct, "Correct."
		return v
	}
	if note == "" {
		note = differs(got, want)
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
func (l *launch) judge(got eval.Value) (right bool, note string) {
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
func coords(v eval.Value, k int) ([]int, bool) {
	tv, ok := v.(eval.TupleValue)
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
