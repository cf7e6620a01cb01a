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

// An event is one typed step of a derivation (derivation.go): the numbers
// an algorithm had in hand, as a small struct evX with two methods. step
// writes its sentence, ok false for an event that says nothing this time
// (a note whose condition does not hold, a step that changed nothing); and
// its to method records it: evX{...}.to(tr).
//
// Each event type's to method records it when t listens: a nil t records
// nothing, the event's sentence never written. The method tests t before
// it names e.step (a method value made first copies the event on every
// call) and hands e.step to on, which is kept out of line so that every
// to is small enough to be inlined: measured, 15-20% of the speed mix.
// The algorithms still write `if tr != nil { evX{...}.to(tr) }`: inlined,
// to tests t only after the event has been built, and building one copies
// its operands (a Layout is eight words) on every step. There is no
// generic recorder or interface parameter, because either would make
// escape analysis move every event, and the slices it names, to the heap
// on the hot path of each algorithm: measured, up to 23 more allocations
// per logical_divide.

// on records the step f writes (t is not nil).
//
//go:noinline
func (t *Trace) on(f func() (Step, bool)) { t.push(f()) }

// push appends step s, indented to t's depth, unless ok is false.
func (t *Trace) push(s Step, ok bool) {
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
