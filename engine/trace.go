package engine

import "strings"

// Step is one line of a derivation: the rule applied and what it gave.
type Step struct {
	Rule  string // short name of the rule, e.g. "coalesce: merge"
	Text  string // the sentence a teacher would write on the board
	Value string // the intermediate value after this step, in CuTe notation ("" if none)
}

// Trace collects the steps of a derivation. A nil *Trace records nothing,
// so the algorithms take one unconditionally.
type Trace struct {
	Steps []Step
	depth int
}

// event is one typed step of a derivation: the numbers an algorithm had in
// hand, as plain data. derivation.go turns each kind into its sentence; ok
// is false for an event that says nothing this time (a note whose
// condition does not hold, a step that changed nothing).
type event interface{ step() (s Step, ok bool) }

// record records e in t; a nil t records nothing and costs nothing: the
// event is a value built on the stack, turned into a sentence only when t
// listens. (It is a generic function, not a method taking an event, since
// converting every event to an interface would allocate on the hot path
// of each algorithm.)
func record[E event](t *Trace, e E) {
	if t != nil {
		t.push(e)
	}
}

func (t *Trace) push(e event) {
	s, ok := e.step()
	if !ok {
		return
	}
	s.Text = strings.Repeat("  ", t.depth) + s.Text
	t.Steps = append(t.Steps, s)
}

// nest indents the steps recorded until the returned function is called.
func (t *Trace) nest() func() {
	if t == nil {
		return func() {}
	}
	t.depth++
	return func() { t.depth-- }
}
