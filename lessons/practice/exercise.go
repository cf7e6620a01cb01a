package practice

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
)

// Exercise is one generated question.
type Exercise struct {
	Topic string // the topic's ID
	Level int    // 1..MaxLevel
	Seed  uint64 // Generate(Topic, Level, Seed) gives this exercise again

	// Question is the sentence shown to the learner.
	Question string
	// Setup are statements in the eval language run before the statement
	// and before the learner's answer (such as `L = (4,3):(1,4)`).
	Setup []string
	// Statement is what to compute as shown under the question, in the
	// eval language when it is Expr (`complement((2,2):(4,1), 24)`), else
	// a description of the launch (tile-map exercises, which eval has no
	// functions for); "" when Expr would give the way to the answer
	// away (the TV and MMA look-ups: the question says what to find).
	Statement string
	// Expr is the eval expression whose value is the answer: Statement
	// itself, or "" when Statement is not in the eval language.
	Expr string
	// Answer is the engine's answer as CuTe prints it.
	Answer string
	// Hints are the steps of the engine's derivation of the answer, to be
	// shown one at a time.
	Hints []string

	want value.Value // the engine's answer as a value
	tb   *launch     // the launch asked about, for tile-map exercises
	// design judges a design exercise, where many answers are right: the
	// learner's value is run through the engine and judged by what it
	// does (Answer is one right answer).
	design *design

	draws int // the draws it took (the discarded ones and this one)
}

// errRedraw discards a draw that is not a good exercise.
var errRedraw = errors.New("practice: draw again")

// maxDraws bounds the draws for one exercise.
const maxDraws = 500

// Generate returns the exercise of topic at level drawn from seed. The
// same arguments always give the same exercise.
func Generate(topic string, level int, seed uint64) (*Exercise, error) {
	t, ok := TopicByID(topic)
	if !ok {
		return nil, topicError(topic)
	}
	if level < 1 || level > MaxLevel {
		return nil, fmt.Errorf("practice: level %d out of range 1..%d", level, MaxLevel)
	}
	d := newDraw(seed, level)
	var last error
	for i := 0; i < maxDraws; i++ {
		ex, err := t.gen(d)
		if err != nil {
			last = err
			continue
		}
		ex.Topic, ex.Level, ex.Seed, ex.draws = topic, level, seed, i+1
		return ex, nil
	}
	return nil, fmt.Errorf("practice: no admissible %s exercise at level %d from seed %d after %d draws (last: %v)", topic, level, seed, maxDraws, last)
}

// Want returns the engine's answer as an eval value.
func (e *Exercise) Want() value.Value { return e.want }

// exercise builds an Exercise whose statement is the eval expression stmt
// and whose answer is want; the hints come from tr.
func exercise(question, stmt string, want value.Value, tr *engine.Trace, setup ...string) *Exercise {
	return &Exercise{
		Question:  question,
		Setup:     setup,
		Statement: stmt,
		Expr:      stmt,
		Answer:    want.String(),
		Hints:     steps(tr),
		want:      want,
	}
}

// steps turns a trace into hint lines.
func steps(tr *engine.Trace) []string {
	if tr == nil {
		return nil
	}
	out := make([]string, 0, len(tr.Steps))
	for _, s := range tr.Steps {
		out = append(out, strings.TrimRight(s.Text, " "))
	}
	return out
}

func intValue(n int) value.Value               { return value.TupleValue{T: engine.Int(n)} }
func tupleValue(t engine.IntTuple) value.Value { return value.TupleValue{T: t} }
func layoutValue(l engine.Layout) value.Value  { return value.LayoutValue{L: l} }

// evalAfter is the value of stmt after the setup statements, in a fresh
// environment with the hardware models, as a pane shows it: a setup that
// fails is an error of the generator, a statement that fails asks for
// another draw (errRedraw).
func evalAfter(setup []string, stmt string) (value.Value, error) {
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range setup {
		if _, err := env.Exec(s); err != nil {
			return nil, err
		}
	}
	want, err := env.Eval(stmt)
	if err != nil {
		return nil, errRedraw
	}
	return want, nil
}
