package eval

import (
	"strconv"
	"unicode/utf8"

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

// appendJSONString appends s as a JSON string, byte for byte as
// encoding/json writes a string with SetEscapeHTML(false): `"` and `\`
// escaped, control characters as \b, \f, \n, \r, \t or \u00XX, invalid
// UTF-8 as \ufffd, U+2028 and U+2029 as \u2028 and \u2029, everything
// else (<, >, & included) as it is.
func appendJSONString[S string | []byte](dst []byte, s S) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if jsonPlain[s[i]] {
			i++
			continue
		}
		if b := s[i]; b < utf8.RuneSelf {
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(string(s[i:min(len(s), i+utf8.UTFMax)]))
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// jsonPlain says which bytes a JSON string holds as they are: the ASCII
// ones from the space on, but for the quote and the backslash.
var jsonPlain = func() (t [256]bool) {
	for c := ' '; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()
