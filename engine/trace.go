package engine

import "fmt"

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

func (t *Trace) add(rule, format string, args ...any) { t.addv(rule, "", format, args...) }

// addv records a step whose intermediate value is value.
func (t *Trace) addv(rule, value, format string, args ...any) {
	if t == nil {
		return
	}
	text := fmt.Sprintf(format, args...)
	for i := 0; i < t.depth; i++ {
		text = "  " + text
	}
	t.Steps = append(t.Steps, Step{Rule: rule, Text: text, Value: value})
}

// nest indents the steps recorded until the returned function is called.
func (t *Trace) nest() func() {
	if t == nil {
		return func() {}
	}
	t.depth++
	return func() { t.depth-- }
}
