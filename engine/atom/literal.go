package atom

import (
	"fmt"
	"strconv"

	"github.com/cutetui/cutetui/engine"
)

// tup parses an IntTuple written as in the C++ traits without the `_`
// prefixes: "((4,8),(2,2))". It is for the trait tables of this package,
// which are fixed data; a malformed literal is a programming error and
// panics (every table is exercised by the tests).
func tup(s string) engine.IntTuple {
	t, rest := parseTuple(s)
	if rest != "" {
		panic(fmt.Sprintf("atom: trailing %q in %q", rest, s))
	}
	return t
}

func parseTuple(s string) (engine.IntTuple, string) {
	if s == "" {
		panic("atom: empty tuple literal")
	}
	if s[0] != '(' {
		i := 0
		for i < len(s) && (s[i] == '-' || s[i] >= '0' && s[i] <= '9') {
			i++
		}
		v, err := strconv.Atoi(s[:i])
		if err != nil {
			panic(fmt.Sprintf("atom: bad integer in %q", s))
		}
		return engine.Int(v), s[i:]
	}
	var elems []engine.IntTuple
	s = s[1:]
	for {
		e, rest := parseTuple(s)
		elems = append(elems, e)
		switch {
		case rest != "" && rest[0] == ',':
			s = rest[1:]
		case rest != "" && rest[0] == ')':
			return engine.Tuple(elems...), rest[1:]
		default:
			panic(fmt.Sprintf("atom: unclosed tuple in %q", s))
		}
	}
}

// lay is the layout shape:stride of a trait table; stride "" is the
// compact column-major stride, as Layout<Shape> defaults it in C++.
func lay(shape, stride string) engine.Layout {
	var l engine.Layout
	var err error
	if stride == "" {
		l, err = engine.MakeCompactLayout(tup(shape))
	} else {
		l, err = engine.MakeLayout(tup(shape), tup(stride))
	}
	if err != nil {
		panic("atom: " + err.Error())
	}
	return l
}
