package grade

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/lessons/notebook"
)

// Outcome is how a learner's answer compares with a quiz's.
type Outcome int

const (
	// Wrong: the answer evaluates, to a different value.
	Wrong Outcome = iota
	// Correct: the answer's value prints exactly as CuTe prints the
	// right one.
	Correct
	// Equivalent: a layout written differently but the same function
	// (same size, same offset at every index): right, though CuTe prints
	// it in the canonical form Verdict.Canonical.
	Equivalent
	// Invalid: the answer does not evaluate; Verdict.Pos is where.
	Invalid
	// Broken: the quiz's own setup or check fails; not the learner's fault.
	Broken
)

// Verdict is the outcome of checking an answer, with what to tell the
// learner.
type Verdict struct {
	Outcome Outcome
	// Got is the answer's value as CuTe prints it ("" unless it evaluated).
	Got string
	// Canonical is CuTe's printing of the right answer, set for Equivalent.
	Canonical string
	// Message says what happened, in a sentence for the learner.
	Message string
	// Pos is the 0-based byte column of the error in the answer (Invalid).
	Pos int
}

// Right reports whether the answer is accepted (Correct or Equivalent).
func (v Verdict) Right() bool { return v.Outcome == Correct || v.Outcome == Equivalent }

// expected runs the setup in a fresh environment and evaluates the check
// expression, returning the environment (for the answer) and the value.
func expected(q *notebook.Quiz) (*eval.Env, eval.Value, error) {
	env := eval.NewEnv()
	for _, s := range q.Setup {
		if _, err := env.Exec(s.Text); err != nil {
			return nil, nil, fmt.Errorf("setup on line %d: %v", s.Line, err)
		}
	}
	want, err := env.Eval(q.Check.Text)
	if err != nil {
		return nil, nil, fmt.Errorf("check on line %d: %v", q.Check.Line, err)
	}
	return env, want, nil
}

// Derivation is the engine's step-by-step working of the quiz's check
// expression (after its setup), for hints that walk the reasoning; nil when
// the check's outermost operation has no derivation.
func Derivation(q *notebook.Quiz) []engine.Step {
	env := eval.NewEnv()
	for _, s := range q.Setup {
		if _, err := env.Exec(s.Text); err != nil {
			return nil
		}
	}
	_, steps, err := env.Explain(q.Check.Text)
	if err != nil {
		return nil
	}
	return steps
}

// Answer evaluates a learner's answer to quiz q (an expression, which may use the
// names the setup binds) and compares its value with the check's:
// printed the same is Correct; two layouts that print differently but
// agree at every index are Equivalent; anything else is Wrong, with a
// note on where it differs. An answer that does not evaluate is Invalid.
func Answer(q *notebook.Quiz, answer string) Verdict {
	env, want, err := expected(q)
	if err != nil {
		return Verdict{Outcome: Broken, Message: "this exercise is broken: " + err.Error()}
	}
	if eval.IsBlank(answer) {
		return Verdict{Outcome: Invalid, Message: "type an expression, such as a layout 8:1 or a tuple (2,3)"}
	}
	got, err := env.Eval(answer)
	if err != nil {
		v := Verdict{Outcome: Invalid, Message: err.Error()}
		if e, ok := err.(*eval.Error); ok {
			v.Pos, v.Message = e.Pos, e.Msg
		}
		return v
	}
	v := Verdict{Got: got.String()}
	got = AsBool(got, want)
	m, err := eval.Compare(got, want)
	if err != nil {
		v.Outcome, v.Message = Wrong, err.Error()
		return v
	}
	switch m {
	case eval.Identical:
		v.Outcome, v.Message = Correct, "Correct."
	case eval.Equivalent:
		v.Outcome, v.Canonical = Equivalent, want.String()
		v.Message = fmt.Sprintf("Correct: the same function. CuTe prints it as %s.", want.String())
	default:
		v.Outcome, v.Message = Wrong, wrongNote(got, want)
	}
	return v
}

// wrongNote says how a wrong value differs from the right one without
// giving the whole answer away.
func wrongNote(got, want eval.Value) string {
	if got.Kind() != want.Kind() {
		return fmt.Sprintf("Not quite: that is %s %s; the answer is %s.", article(got.Kind().String()), got.Kind(), article(want.Kind().String())+" "+want.Kind().String())
	}
	gl, ok1 := got.(eval.LayoutValue)
	wl, ok2 := want.(eval.LayoutValue)
	if !ok1 || !ok2 {
		return fmt.Sprintf("Not quite: %s is not the answer.", got.String())
	}
	if gs, ws := gl.L.Size(), wl.L.Size(); gs != ws {
		return fmt.Sprintf("Not quite: your layout has size %d; the answer has size %d.", gs, ws)
	}
	n := gl.L.Size()
	if n > eval.MaxSameFunction {
		n = eval.MaxSameFunction
	}
	for i := 0; i < n; i++ {
		a, err1 := gl.L.Eval(engine.Int(i))
		b, err2 := wl.L.Eval(engine.Int(i))
		if err1 != nil || err2 != nil {
			break
		}
		if a != b {
			return fmt.Sprintf("Not quite: the sizes agree, but at index %d your layout gives %d and the answer gives %d.", i, a, b)
		}
	}
	return fmt.Sprintf("Not quite: %s is not the answer.", got.String())
}

// article returns "a" or "an" for the noun w.
func article(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}

// AsBool reads an int answer 1 or 0 as true or false when the right
// answer is a boolean: CuTe prints its static booleans as _1 and _0, so
// a learner may answer an "is this ...?" exercise either way.
func AsBool(got, want eval.Value) eval.Value {
	if _, ok := want.(eval.BoolValue); !ok {
		return got
	}
	if t, ok := got.(eval.TupleValue); ok && t.T.IsInt() && (t.T.Value() == 0 || t.T.Value() == 1) {
		return eval.BoolValue(t.T.Value() == 1)
	}
	return got
}
