package eval

import "github.com/cutetui/cutetui/engine"

// Limits of the language, refused with a clear message rather than
// letting a hostile input exhaust the stack, the memory or the clock.
const (
	MaxDepth     = 32      // brackets and calls nested deeper than this are refused
	MaxStatement = 1 << 16 // bytes in one statement
	// MaxValue bounds the ints, `_` and tuples of one value, all its
	// parts counted (a layout's shape and stride, a tiler's elements), so
	// that values built up through variables (A = (A,A), again and again)
	// stay small: every operation and every printed form is then bounded.
	MaxValue = 1 << 12
	// MaxText bounds the bytes of a printed value (print_layout's table).
	MaxText = 1 << 22
)

// checkSize refuses a value larger than MaxValue (or MaxText), at pos.
func checkSize(v Value, pos int) error {
	if sizeOf(v, MaxValue) < 0 {
		return errorf(pos, "value too large: more than %d ints and tuples (the limit of one value)", MaxValue)
	}
	if t, ok := v.(TextValue); ok && len(t.Text) > MaxText {
		return errorf(pos, "value too large: %d bytes of text (the limit is %d)", len(t.Text), MaxText)
	}
	return nil
}

// sizeOf is budget less the number of ints, `_` and tuples of v; it stops
// early, at a negative number, once the budget is spent.
func sizeOf(v Value, budget int) int {
	switch v := v.(type) {
	case TupleValue:
		return tupleBudget(v.T, budget)
	case LayoutValue:
		return layoutBudget(v.L, budget)
	case TilerValue:
		return tilerBudget(v.T, budget)
	case ComposedValue:
		return layoutBudget(v.C.Outer(), budget-1)
	case TextValue:
		return layoutBudget(v.L, budget)
	case PairValue:
		if v.Composed != nil {
			return layoutBudget(v.Composed.Outer(), budget-2)
		}
		return layoutBudget(v.L, budget-1)
	}
	return budget - 1
}

// tupleBudget is budget less the number of ints, `_` and tuples of t,
// stopping early as sizeOf does.
func tupleBudget(t engine.IntTuple, budget int) int {
	budget--
	n := t.Len() // 0 for an int or `_`
	for i := 0; i < n && budget >= 0; i++ {
		if e := t.At(i); e.IsTuple() {
			budget = tupleBudget(e, budget)
		} else {
			budget-- // an int or `_`, without a call
		}
	}
	return budget
}

func layoutBudget(l engine.Layout, budget int) int {
	return tupleBudget(l.Stride(), tupleBudget(l.Shape(), budget))
}

func tilerBudget(t engine.Tiler, budget int) int {
	switch t := t.(type) {
	case engine.IntTuple:
		return tupleBudget(t, budget)
	case engine.Layout:
		return layoutBudget(t, budget)
	case engine.ByMode:
		budget--
		for i := 0; i < len(t) && budget >= 0; i++ {
			budget = tilerBudget(t[i], budget)
		}
	}
	return budget
}
