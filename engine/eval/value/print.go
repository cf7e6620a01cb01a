package value

import (
	"strconv"

	"github.com/cutetui/cutetui/engine"
)

// Append appends v as it prints (its StaticString if static) unless v
// holds more than max ints, `_` and tuples (Size's count): then it
// returns dst unchanged and false. An int, a tuple or a layout is printed
// and counted in one walk, stopping once the count is over; any other
// value is counted, then printed by its String or StaticString.
func Append(dst []byte, v Value, static bool, max int) ([]byte, bool) {
	budget := max
	n := len(dst)
	switch v := v.(type) {
	case TupleValue:
		dst = AppendTuple(dst, v.T, static, &budget)
	case LayoutValue:
		dst = AppendTuple(dst, v.L.Shape(), static, &budget)
		dst = append(dst, ':')
		dst = AppendTuple(dst, v.L.Stride(), static, &budget)
	default:
		if Size(v, max) < 0 {
			return dst, false
		}
		if static {
			return append(dst, v.StaticString()...), true
		}
		return append(dst, v.String()...), true
	}
	if budget < 0 {
		return dst[:n], false
	}
	return dst, true
}

// AppendTuple appends t as its String (StaticString if static) prints
// it, taking one from *budget for each int, `_` and tuple, as Size
// counts them, and stopping once *budget is below 0 (what it appended is
// then incomplete).
func AppendTuple(dst []byte, t engine.IntTuple, static bool, budget *int) []byte {
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
		dst = AppendTuple(dst, t.At(i), static, budget)
	}
	return append(dst, ')')
}
