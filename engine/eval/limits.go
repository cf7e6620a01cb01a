package eval

import (
	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Limits of the language, refused with a clear message rather than
// letting a hostile input exhaust the stack, the memory or the clock.
const (
	MaxDepth     = parse.MaxDepth     // brackets and calls nested deeper than this are refused
	MaxStatement = parse.MaxStatement // bytes in one statement
	// MaxValue bounds the ints, `_` and tuples of one value, all its
	// parts counted (a layout's shape and stride, a tiler's elements), so
	// that values built up through variables (A = (A,A), again and again)
	// stay small: every operation and every printed form is then bounded.
	MaxValue = 1 << 12
	// MaxText bounds the bytes of a printed value (print_layout's table).
	MaxText = 1 << 22
)

// checkSize refuses a value larger than MaxValue (or MaxText), at pos.
func checkSize(v value.Value, pos int) error {
	if value.Size(v, MaxValue) < 0 {
		return errorf(pos, "value too large: more than %d ints and tuples (the limit of one value)", MaxValue)
	}
	if t, ok := v.(value.TextValue); ok && len(t.Text) > MaxText {
		return errorf(pos, "value too large: %d bytes of text (the limit is %d)", len(t.Text), MaxText)
	}
	return nil
}

// appendValue appends v as Result.Text prints it (Env.format), refusing,
// as checkSize does at pos, a value of more than MaxValue ints, `_` and
// tuples, or of more than MaxText bytes of text.
func appendValue(dst []byte, v value.Value, static bool, pos int) ([]byte, error) {
	if t, ok := v.(value.TextValue); ok && len(t.Text) > MaxText {
		return dst, checkSize(v, pos)
	}
	out, ok := value.Append(dst, v, static, MaxValue)
	if !ok {
		return dst, errorf(pos, "value too large: more than %d ints and tuples (the limit of one value)", MaxValue)
	}
	return out, nil
}

// appendDSL appends v as the CuTe DSL prints it (value.DSLString), after
// checkSize's check at pos.
func appendDSL(dst []byte, v value.Value, pos int) ([]byte, error) {
	if err := checkSize(v, pos); err != nil {
		return dst, err
	}
	return append(dst, value.DSLString(v)...), nil
}
