package engine

import (
	"errors"
	"strconv"
	"testing"
)

// tup reads an IntTuple in CuTe notation ("(2,(1,6))", "8", "_"). Test-only:
// the user-facing parser is engine/eval.
func tup(t testing.TB, s string) IntTuple {
	t.Helper()
	v, rest := readTuple(s)
	if rest != "" {
		t.Fatalf("tup(%q): trailing %q", s, rest)
	}
	return v
}

func readTuple(s string) (IntTuple, string) {
	if s[0] == '_' {
		return Underscore(), s[1:]
	}
	if s[0] != '(' {
		i := 0
		for i < len(s) && (s[i] == '-' || s[i] >= '0' && s[i] <= '9') {
			i++
		}
		n, err := strconv.Atoi(s[:i])
		if err != nil {
			panic("bad int in " + s)
		}
		return Int(n), s[i:]
	}
	s = s[1:]
	var elems []IntTuple
	for s[0] != ')' {
		var e IntTuple
		e, s = readTuple(s)
		elems = append(elems, e)
		if s[0] == ',' {
			s = s[1:]
		}
	}
	return tuple(elems), s[1:]
}

// lay reads "shape:stride".
func lay(t testing.TB, s string) Layout {
	t.Helper()
	sh, rest := readTuple(s)
	if rest == "" || rest[0] != ':' {
		t.Fatalf("lay(%q): no stride", s)
	}
	st, rest := readTuple(rest[1:])
	if rest != "" {
		t.Fatalf("lay(%q): trailing %q", s, rest)
	}
	l, err := MakeLayout(sh, st)
	if err != nil {
		t.Fatalf("lay(%q): %v", s, err)
	}
	return l
}

// layoutResult prints an algebra result for table tests: the layout, or
// "error: " and the C++ condition it failed.
func layoutResult(l Layout, err error) string {
	if err != nil {
		return "error: " + errorCond(err)
	}
	return l.String()
}

// tupleResult is layoutResult for IntTuple results.
func tupleResult(v IntTuple, err error) string {
	if err != nil {
		return "error: " + errorCond(err)
	}
	return v.String()
}

func errorCond(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Cond
	}
	return err.Error()
}
