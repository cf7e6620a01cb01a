package engine

import "fmt"

// Say records a step written outside the algorithms of this package (a
// tensor's partition, an atom's TV layout): its rule, its sentence and
// the value it reached, each computed by the caller from the engine's own
// results. A nil t records nothing.
func (t *Trace) Say(rule, value, format string, args ...any) {
	if t == nil {
		return
	}
	t.push(Step{Rule: rule, Text: fmt.Sprintf(format, args...), Value: value}, true)
}

// Nest indents the steps recorded until the returned function is called,
// so that a sub-derivation (the zipped_divide inside local_tile) reads as
// part of the step that calls it.
func (t *Trace) Nest() func() { return t.nest() }

// String names the order as tile_to_shape's ord_shape is written.
func (o ModeOrder) String() string {
	if o.ordered {
		return o.order.String()
	}
	if o.major == LayoutRight {
		return "LayoutRight{}"
	}
	return "LayoutLeft{}"
}
