package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/lessons"
)

// Check compares a learner's answer with the engine's, returning the
// verdict in the quiz panes' terms (lessons.Verdict):
//
//   - Correct: the same value, printed the same;
//   - Equivalent: a layout that prints differently but is the same function
//     (same size, same index at every coordinate); the note gives CuTe's form;
//   - Wrong: another value; the message says how it differs and what the
//     engine says;
//   - Invalid: the answer does not evaluate, or is not a literal value (an
//     expression such as `coalesce(...)` would let the engine answer).
//
// The answer is evaluated after the exercise's Setup statements.
func (e *Exercise) Check(answer string) lessons.Verdict {
	if eval.IsBlank(answer) {
		return lessons.Verdict{Outcome: lessons.Invalid, Message: "type a value, such as a layout 8:1, a tuple (2,3) or an int"}
	}
	n, err := eval.ParseExpr(answer)
	if err != nil {
		return invalid(err)
	}
	if bad := nonLiteral(n); bad != nil {
		return lessons.Verdict{Outcome: lessons.Invalid, Pos: bad.Pos(),
			Message: fmt.Sprintf("type the value itself, not an expression that computes it (%s)", bad)}
	}
	env := eval.NewEnv()
	for _, s := range e.Setup {
		if _, err := env.Exec(s); err != nil {
			return lessons.Verdict{Outcome: lessons.Broken, Message: "this exercise is broken: " + err.Error()}
		}
	}
	got, err := env.Eval(answer)
	if err != nil {
		return invalid(err)
	}
	v := lessons.Verdict{Got: got.String()}
	m, err := eval.Compare(got, e.want)
	if err != nil {
		v.Outcome, v.Message = lessons.Wrong, err.Error()
		return v
	}
	switch m {
	case eval.Identical:
		v.Outcome, v.Message = lessons.Correct, "Correct."
	case eval.Equivalent:
		v.Outcome, v.Canonical = lessons.Equivalent, e.Answer
		v.Message = fmt.Sprintf("Correct: the same function. CuTe prints it in its canonical form, %s.", e.Answer)
	default:
		v.Outcome = lessons.Wrong
		v.Message = differs(got, e.want) + " The engine says " + e.Answer + "."
	}
	return v
}

func invalid(err error) lessons.Verdict {
	v := lessons.Verdict{Outcome: lessons.Invalid, Message: err.Error()}
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

func article(w string) string {
	if w != "" && (w[0] == 'a' || w[0] == 'e' || w[0] == 'i' || w[0] == 'o' || w[0] == 'u') {
		return "an"
	}
	return "a"
}
