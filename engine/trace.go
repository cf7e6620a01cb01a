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
	// dynamicSaid: the note on C++'s compile-time branches has been
	// recorded (derivation_dynamic.go).
	dynamicSaid bool
	// bytes is the text the steps hold; past MaxTraceBytes the trace
	// records one last step saying so and nothing after it.
	bytes int
}

// MaxTraceBytes bounds the text of one derivation. A walk's steps each
// print the result so far, so a layout of n modes costs O(n²) bytes: a
// layout of 2,000 dynamic size-1 modes (which coalesce keeps, as C++
// does) would hold about 40 MB of steps.
const MaxTraceBytes = 1 << 20

// An event is one typed step of a derivation (derivation.go): the numbers
// an algorithm had in hand, as a small struct evX with two methods. step
// writes its sentence, ok false for an event that says nothing this time
// (a note whose condition does not hold, a step that changed nothing); and
// its to method records it: evX{...}.to(tr).
//
// The algorithms call to unconditionally, each step one line, as CuTe's
// layout.hpp would read; untraced (t nil) the event is built and dropped.
// That costs next to nothing because:
//
//   - to is tiny and inlined into the algorithm: it tests t first and only
//     then names e.step (a method value copies the event into a closure)
//     and hands it to on, which is kept out of line so that every to stays
//     small enough to be inlined;
//   - an event built on an untraced path is a struct of at most four
//     words, ints and pointers to the algorithm's own variables
//     (evCoalesceMerge{i, s, &ns, &nd}), never a copy of a Layout or a
//     slice: a struct that small lives in registers, so, the test on t
//     failing, nothing of it is ever written, where a bigger one is zeroed
//     and copied to the stack at every step (measured: the speed mix 10%
//     slower, one composition 29%); and what only a derivation needs is
//     worked out in step, not at the call site (derivation.go);
//   - no step lets e's pointers escape (derivation.go says how). The method
//     value's receiver flows into e.step's receiver, so a step that handed
//     a Layout of e to fmt as an interface would make escape analysis move
//     the caller's variables, the ones an event points to, to the heap on
//     every call, traced or not: measured, 25 allocations a pass of the
//     speed mix instead of 18. No test counts allocations: speed is
//     measured by the benchmarks (bench_test.go), an operation costing a
//     few µs where a keystroke costs about 1.4 ms.
//
// Measured against call sites that each tested `if tr != nil` first: the
// same allocations (18 a pass of the mix) and the same ns a call within
// the machine's noise. There is no generic recorder or interface
// parameter, because either would make escape analysis move every event,
// and what it points to, to the heap on the hot path of each algorithm:
// measured, up to 23 more allocations per logical_divide.

// traceOf is the trace an algebra function was given: the first of its
// optional traces, nil (record nothing) when none.
func traceOf(tr []*Trace) *Trace {
	if len(tr) == 0 {
		return nil
	}
	return tr[0]
}

// on records the step f writes (t is not nil), unless the trace is full.
//
//go:noinline
func (t *Trace) on(f func() (Step, bool)) {
	if t.bytes > MaxTraceBytes {
		return
	}
	t.push(f())
}

// push appends step s, indented to t's depth, unless ok is false; the
// step that takes the trace past MaxTraceBytes is replaced by a note that
// the rest is left out.
func (t *Trace) push(s Step, ok bool) {
	if !ok || t.bytes > MaxTraceBytes {
		return
	}
	s.Text = strings.Repeat("  ", t.depth) + s.Text
	t.bytes += len(s.Text) + len(s.Value) + len(s.Rule)
	if t.bytes > MaxTraceBytes {
		s = Step{Rule: "trace: cut", Text: strings.Repeat("  ", t.depth) + "… the rest of this derivation is left out (its steps would hold more than 1 MiB of text)"}
	}
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
