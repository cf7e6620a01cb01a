package eval

import (
	"strconv"

	"github.com/cutetui/cutetui/engine"
)

// appendValue appends v as Result.Text prints it (Env.format), refusing,
// as checkSize does at pos, a value of more than MaxValue ints, `_` and
// tuples. An int, a tuple or a layout is printed and counted in one walk,
// stopping once the count is over; any other value is checked, then
// printed by its String or StaticString.
func appendValue(dst []byte, v Value, static bool, pos int) ([]byte, error) {
	budget := MaxValue
	n := len(dst)
	switch v := v.(type) {
	case TupleValue:
		dst = appendTuple(dst, v.T, static, &budget)
	case LayoutValue:
		dst = appendTuple(dst, v.L.Shape(), static, &budget)
		dst = append(dst, ':')
		dst = appendTuple(dst, v.L.Stride(), static, &budget)
	default:
		if err := checkSize(v, pos); err != nil {
			return dst, err
		}
		if static {
			return append(dst, v.StaticString()...), nil
		}
		return append(dst, v.String()...), nil
	}
	if budget < 0 {
		return dst[:n], errorf(pos, "value too large: more than %d ints and tuples (the limit of one value)", MaxValue)
	}
	return dst, nil
}

// appendTuple appends t as its String (StaticString if static) prints
// it, taking one from *budget for each int, `_` and tuple, as tupleBudget
// counts them, and stopping once *budget is below 0 (what it appended is
// then incomplete).
func appendTuple(dst []byte, t engine.IntTuple, static bool, budget *int) []byte {
	*budget--
	switch {
	case t.IsInt():
		if static && !t.IsDynamic() {
			dst = append(dst, '_')
		}
		return strconv.AppendInt(dst, int64(t.Value()), 10)
	case t.IsUnderscore():
		return append(dst, '_')
	case !t.IsTuple(): // no such IntTuple today; its own printer if one comes
		if static {
			return append(dst, t.StaticString()...)
		}
		return append(dst, t.String()...)
	}
	dst = append(dst, '(')
	for i := 0; i < t.Len(); i++ {
		if *budget < 0 {
			return dst
		}
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendTuple(dst, t.At(i), static, budget)
	}
	return append(dst, ')')
}
