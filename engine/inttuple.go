package engine

import "strconv"

type kind uint8

const (
	kindInt kind = iota
	kindTuple
	kindUnderscore
	kindBasis
)

// IntTuple is CuTe's IntTuple: an integer, or a tuple of IntTuples. A third
// kind, the underscore `_`, appears in slicing coordinates and tilers, and a
// fourth, the ScaledBasis k@i (arithmetic_tuple.hpp, basis.go), in the
// strides of coordinate layouts.
// An integer is static (C++'s Int<4>{}, `_4`: known at compile time) or
// dynamic (C++'s int(4), `4`); the algebra keeps that mark as C++ keeps the
// type (see dynamic.go).
//
// The zero value is the static integer 0. IntTuples are immutable:
// constructors copy.
type IntTuple struct {
	v     int        // an integer's value
	elems []IntTuple // a tuple's elements: nil for an integer, underscoreMark's for `_`
}

// underscoreMark backs the elements of `_` and dynamicMark those of a
// dynamic integer: an IntTuple is `_` when its elements are
// underscoreMark[:0], a dynamic integer when they are dynamicMark[:0:d]
// (d, the capacity, is its known divisibility: divisibility.go), a
// static integer when they are nil, a tuple otherwise (empty or not). Four
// words, not five: a Layout passes in registers. dynamicMark is never
// written: its pages are reserved, not resident.
var (
	underscoreMark [1]IntTuple
	dynamicMark    [maxDivisibility]IntTuple
)

// kind is the kind of t.
func (t IntTuple) kind() kind {
	switch {
	case t.elems == nil:
		return kindInt
	case len(t.elems) == 0 && cap(t.elems) != 0:
		switch h := &t.elems[:1][0]; {
		case h == &underscoreMark[0]:
			return kindUnderscore
		case h == &dynamicMark[0]:
			return kindInt
		case h.isBasisHead():
			return kindBasis
		}
	}
	return kindTuple
}

// dynamic reports whether t is a dynamic integer, or a ScaledBasis whose
// value is one.
func (t IntTuple) dynamic() bool {
	if len(t.elems) != 0 || cap(t.elems) == 0 {
		return false
	}
	h := &t.elems[:1][0]
	return h == &dynamicMark[0] || h.isBasisHead() && h.v == 1
}

// Int is the static integer v, C++'s Int<v>{}.
func Int(v int) IntTuple { return IntTuple{v: v} }

// DynInt is the dynamic integer v, C++'s int(v), of no known divisibility.
func DynInt(v int) IntTuple { return IntTuple{v: v, elems: dynamicMark[:0:1]} }

// Tuple is the tuple (e0,e1,...). Tuple() is the empty tuple ().
func Tuple(elems ...IntTuple) IntTuple {
	return tuple(append([]IntTuple(nil), elems...))
}

// tuple builds a tuple taking ownership of elems.
func tuple(elems []IntTuple) IntTuple {
	if elems == nil {
		elems = []IntTuple{}
	}
	return IntTuple{elems: elems}
}

// Ints is the flat tuple of the given integers.
func Ints(vs ...int) IntTuple {
	e := make([]IntTuple, len(vs))
	for i, v := range vs {
		e[i] = Int(v)
	}
	return tuple(e)
}

// Underscore is CuTe's `_`: "all of this mode" in a slice or a tiler.
func Underscore() IntTuple { return IntTuple{elems: underscoreMark[:0:1]} }

// IsBasis reports whether t is a ScaledBasis k@i...
func (t IntTuple) IsBasis() bool { return t.kind() == kindBasis }

// IsInt reports whether t is an integer.
func (t IntTuple) IsInt() bool { return t.kind() == kindInt }

// IsDynamic reports whether t is a dynamic integer.
func (t IntTuple) IsDynamic() bool { return t.dynamic() }

// IsTuple reports whether t is a tuple.
func (t IntTuple) IsTuple() bool { return t.kind() == kindTuple }

// IsUnderscore reports whether t is `_`.
func (t IntTuple) IsUnderscore() bool { return t.kind() == kindUnderscore }

// Value is the integer of an integer IntTuple, the scale k of a
// ScaledBasis k@i (0 otherwise).
func (t IntTuple) Value() int { return t.v }

// Len is the number of elements of a tuple (0 for an integer or `_`).
func (t IntTuple) Len() int { return len(t.elems) }

// At is element i of a tuple. Like cute::get<0>, At(0) of a non-tuple is t itself.
func (t IntTuple) At(i int) IntTuple {
	if t.kind() != kindTuple {
		return t
	}
	return t.elems[i]
}

// Elems returns a copy of the elements of a tuple.
func (t IntTuple) Elems() []IntTuple { return append([]IntTuple(nil), t.elems...) }

// Equal reports whether t and u are the same IntTuple (same nesting, same
// values), as C++'s == compares them: static and dynamic integers of one
// value are equal. Identical also compares the marks.
func (t IntTuple) Equal(u IntTuple) bool {
	if t.kind() != u.kind() {
		return false
	}
	switch t.kind() {
	case kindInt:
		return t.v == u.v
	case kindUnderscore:
		return true
	case kindBasis:
		return t.v == u.v && samePath(t, u)
	}
	if len(t.elems) != len(u.elems) {
		return false
	}
	for i := range t.elems {
		if !t.elems[i].Equal(u.elems[i]) {
			return false
		}
	}
	return true
}

// Identical reports whether t and u are equal with the same integers
// static and dynamic: the same C++ type and value.
func (t IntTuple) Identical(u IntTuple) bool {
	if t.kind() != u.kind() {
		return false
	}
	switch t.kind() {
	case kindInt:
		return t.v == u.v && t.dynamic() == u.dynamic()
	case kindUnderscore:
		return true
	case kindBasis:
		return t.v == u.v && t.dynamic() == u.dynamic() && samePath(t, u)
	}
	if len(t.elems) != len(u.elems) {
		return false
	}
	for i := range t.elems {
		if !t.elems[i].Identical(u.elems[i]) {
			return false
		}
	}
	return true
}

// String prints t as cute::print does with the static `_` prefixes removed:
// "(2,(1,6))", "8", "(24)", "_".
func (t IntTuple) String() string {
	var buf [64]byte
	return string(t.appendTo(buf[:0], Plain))
}

// StaticString prints t as cute::print does: "(_2,(_1,6))", a static
// integer with its `_`, a dynamic one without.
func (t IntTuple) StaticString() string {
	var buf [64]byte
	return string(t.appendTo(buf[:0], Static))
}

// appendTo appends the printed form of t in the style s to b.
func (t IntTuple) appendTo(b []byte, s Style) []byte {
	switch t.kind() {
	case kindInt:
		switch {
		case s == Static && !t.dynamic():
			b = append(b, '_')
		case s == DSL && t.dynamic():
			b = append(b, '?')
			if d := t.Divisibility(); d > 1 {
				b = append(b, "{div="...)
				b = strconv.AppendInt(b, int64(d), 10)
				b = append(b, '}')
			}
			return b
		}
		return strconv.AppendInt(b, int64(t.v), 10)
	case kindUnderscore:
		return append(b, '_')
	case kindBasis:
		return t.appendBasis(b, s == Static)
	}
	b = append(b, '(')
	for i, e := range t.elems {
		if i > 0 {
			b = append(b, ',')
		}
		b = e.appendTo(b, s)
	}
	return append(b, ')')
}

// HasUnderscore reports whether `_` occurs anywhere in t.
func (t IntTuple) HasUnderscore() bool {
	if t.kind() != kindTuple {
		return t.kind() == kindUnderscore
	}
	for _, e := range t.elems {
		if e.HasUnderscore() {
			return true
		}
	}
	return false
}

// transform applies f to each element of a tuple (or to t itself if it is not one).
func (t IntTuple) transform(f func(IntTuple) IntTuple) IntTuple {
	if t.kind() != kindTuple {
		return f(t)
	}
	out := make([]IntTuple, len(t.elems))
	for i, e := range t.elems {
		out[i] = f(e)
	}
	return tuple(out)
}

// mapLeaves applies f to every leaf, keeping the nesting.
func (t IntTuple) mapLeaves(f func(int) int) IntTuple {
	if t.kind() != kindTuple {
		if t.kind() == kindInt {
			return Int(f(t.v))
		}
		return t
	}
	out := make([]IntTuple, len(t.elems))
	for i, e := range t.elems {
		out[i] = e.mapLeaves(f)
	}
	return tuple(out)
}

// IsStatic is C++'s is_static<T>: no integer of t is dynamic (`_` is static).
// A ScaledBasis reads as not static here: the algebra's static walks
// compute on plain integers, and its general walks (dynamic.go, basis.go)
// carry a basis as C++ carries its type.
func (t IntTuple) IsStatic() bool { return isStatic(&t) }

// isStatic is IsStatic through a pointer: the walk every operation starts
// with, so it copies nothing.
func isStatic(t *IntTuple) bool {
	for i := range t.elems {
		if e := &t.elems[i]; e.elems != nil && !isStatic(e) {
			return false
		}
	}
	return len(t.elems) != 0 || cap(t.elems) == 0 || !t.dynamic() && t.kind() != kindBasis
}
