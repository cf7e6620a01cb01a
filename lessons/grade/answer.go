package grade

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
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

// evalExpr evaluates an exercise's expression in env in the notation it
// is written in: the DSL's when eval.LooksDSL says so, else C++'s.
func evalExpr(env *eval.Env, expr string) (value.Value, error) {
	if eval.LooksDSL(expr) {
		return env.EvalDSL(expr)
	}
	return env.Eval(expr)
}

// expected runs the setup in a fresh environment and evaluates the check
// expression, returning the environment (for the answer) and the value.
func expected(q *notebook.Quiz) (*eval.Env, value.Value, error) {
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range q.Setup {
		if _, err := env.Exec(s.Text); err != nil {
			return nil, nil, fmt.Errorf("setup on line %d: %v", s.Line, err)
		}
	}
	want, err := evalExpr(env, q.Check.Text)
	if err != nil {
		return nil, nil, fmt.Errorf("check on line %d: %v", q.Check.Line, err)
	}
	return env, want, nil
}

// Derivation is the engine's step-by-step working of the quiz's check
// expression (after its setup), for hints that walk the reasoning; nil when
// the check's outermost operation has no derivation.
func Derivation(q *notebook.Quiz) []engine.Step {
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
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

// Answer grades a learner's answer to quiz q with the one grader (Grade):
// the answer is a value written out, evaluated where the quiz's setup
// names are not defined, and judged against the check's value. A quiz
// whose own setup or check fails is Broken.
func Answer(q *notebook.Quiz, answer string) Verdict {
	_, want, err := expected(q)
	if err != nil {
		return Verdict{Outcome: Broken, Message: "this exercise is broken: " + err.Error()}
	}
	setup := make([]string, len(q.Setup))
	for i, s := range q.Setup {
		setup[i] = s.Text
	}
	return Grade(Question{Setup: setup, Want: want}, answer)
}

// AsBool reads an int answer 1 or 0 as true or false when the right
// answer is a boolean: CuTe prints its static booleans as _1 and _0, so
// a learner may answer an "is this ...?" exercise either way.
func AsBool(got, want value.Value) value.Value {
	if _, ok := want.(value.BoolValue); !ok {
		return got
	}
	if t, ok := got.(value.TupleValue); ok && t.T.IsInt() && (t.T.Value() == 0 || t.T.Value() == 1) {
		return value.BoolValue(t.T.Value() == 1)
	}
	return got
}
