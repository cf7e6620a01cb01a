package engine

import (
	"errors"
	"strconv"
)

// ScaledBasis, the third kind of IntTuple leaf (arithmetic_tuple.hpp):
// k@i... is ScaledBasis<T,i...>, the ArithmeticTuple with the integer k
// at the mode path i... and _0 elsewhere. E<0> = _1@0 = (_1,_0,...),
// E<1,0> = _1@0@1 = (_0,(_1,_0,...),...): C++ prints the value, then the
// path innermost index first. A layout whose strides are bases maps a
// coordinate to an ArithmeticTuple (make_identity_layout,
// get_tma_tensor), and the algebra treats a basis as C++ does through its
// operators: n * k@i = (n*k)@i, k@i == k'@i only on one path, a basis is
// never equal to an integer, and k@i + k'@j is the ArithmeticTuple sum
// (an IntTuple tuple here).
//
// A basis leaf is held as IntTuple{v: k, elems: b[:0]}, b[0] a head
// marked by basisMark whose v is 1 for a dynamic k, b[1:] the path.

// basisMark backs the elems of a basis leaf's head.
var basisMark [1]IntTuple

// isBasisHead reports whether h is the head of a basis leaf.
func (h *IntTuple) isBasisHead() bool {
	return cap(h.elems) == 1 && len(h.elems) == 0 && &h.elems[:1][0] == &basisMark[0]
}

// Basis is ScaledBasis<K, path...>: k@path, k a static or dynamic
// integer. A basis k is flattened as C++ does: (k'@m...)@n... is
// k'@n...m... (ScaledBasis<ScaledBasis<T,Ms...>,Ns...> is
// ScaledBasis<T,Ns...,Ms...>).
func Basis(k IntTuple, path ...int) IntTuple {
	if k.kind() == kindBasis {
		path = append(append([]int(nil), path...), k.BasisPath()...)
		k = k.BasisValue()
	}
	b := make([]IntTuple, 1+len(path))
	b[0] = IntTuple{elems: basisMark[:0:1]}
	if k.dynamic() {
		b[0].v = 1
	}
	for i, p := range path {
		b[1+i] = IntTuple{v: p}
	}
	return IntTuple{v: k.v, elems: b[:0]}
}

// E is E<path...>{}: _1@path.
func E(path ...int) IntTuple { return Basis(Int(1), path...) }

// BasisPath is the path i... of a basis k@i... (nil for anything else).
func (t IntTuple) BasisPath() []int {
	if t.kind() != kindBasis {
		return nil
	}
	b := t.elems[:cap(t.elems)][1:]
	p := make([]int, len(b))
	for i, e := range b {
		p[i] = e.v
	}
	return p
}

// BasisValue is basis_value(t): k of a basis k@i..., t itself otherwise.
func (t IntTuple) BasisValue() IntTuple {
	if t.kind() != kindBasis {
		return t
	}
	return mark(t.v, !t.dynamic())
}

// samePath reports whether the bases t and u have one path.
func samePath(t, u IntTuple) bool {
	a, b := t.elems[:cap(t.elems)][1:], u.elems[:cap(u.elems)][1:]
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].v != b[i].v {
			return false
		}
	}
	return true
}

// withValue is the basis t with its value replaced by k (an integer).
func (t IntTuple) withValue(k IntTuple) IntTuple {
	b := append([]IntTuple(nil), t.elems[:cap(t.elems)]...)
	b[0].v = 0
	if k.dynamic() {
		b[0].v = 1
	}
	return IntTuple{v: k.v, elems: b[:0]}
}

// appendBasis prints k@i... as C++'s print(ScaledBasis): the value, then
// "@i" for each index, innermost (last) first.
func (t IntTuple) appendBasis(b []byte, static bool) []byte {
	if static && !t.dynamic() {
		b = append(b, '_')
	}
	b = strconv.AppendInt(b, int64(t.v), 10)
	p := t.elems[:cap(t.elems)][1:]
	for i := len(p) - 1; i >= 0; i-- {
		b = append(b, '@')
		b = strconv.AppendInt(b, int64(p[i].v), 10)
	}
	return b
}

// HasBasis reports whether a ScaledBasis occurs anywhere in t.
func (t IntTuple) HasBasis() bool {
	switch t.kind() {
	case kindBasis:
		return true
	case kindTuple:
		for _, e := range t.elems {
			if e.HasBasis() {
				return true
			}
		}
	}
	return false
}

// errBasisProduct is C++'s missing operator* of two bases.
func errBasisProduct(a, b IntTuple) *Error {
	return errorf("operator*", "no product of two ScaledBasis", "%s * %s", a.StaticString(), b.StaticString())
}

// basisMul is a * b where one of them is a basis: the value multiplied
// with C++'s integer types (leafMul), the path kept. Two bases have no
// product (a compile error in C++): panicked as an *Error for catch.
func basisMul(a, b IntTuple) IntTuple {
	switch {
	case a.kind() == kindBasis && b.kind() == kindBasis:
		panic(errBasisProduct(a, b))
	case a.kind() == kindBasis:
		return a.withValue(leafMul(a.BasisValue(), b))
	}
	return b.withValue(leafMul(a, b.BasisValue()))
}

// ArithMul is a * b of integers and ScaledBasis elements as C++
// multiplies them: n * k@i = (n*k)@i with integral_constant's static and
// dynamic types; two bases have no product (C++ does not compile it).
func ArithMul(a, b IntTuple) (r IntTuple, err error) {
	defer catch("operator*", &err)
	for _, x := range [2]IntTuple{a, b} {
		if k := x.kind(); k != kindInt && k != kindBasis {
			return IntTuple{}, errorf("operator*", "invalid argument", "%s * %s: integers and ScaledBasis elements only", a, b)
		}
	}
	return leafMul(a, b), nil
}

// asArithmeticTuple is as_arithmetic_tuple(k@i,j...): i leading _0s
// before as_arithmetic_tuple(k@j...); k itself for an empty path.
//
// A basis index is refused outside [0, MaxBasisIndex): the tuple it
// spells has that many modes.
func asArithmeticTuple(t IntTuple) IntTuple {
	if t.kind() != kindBasis {
		return t
	}
	p := t.BasisPath()
	for _, i := range p {
		if i < 0 || i >= MaxBasisIndex {
			panic(errorf("as_arithmetic_tuple", "unsupported basis", "%s: a basis index must be in [0, %d)", t.StaticString(), MaxBasisIndex))
		}
	}
	out := t.BasisValue()
	for n := len(p) - 1; n >= 0; n-- {
		e := make([]IntTuple, p[n]+1)
		for i := range e[:p[n]] {
			e[i] = Int(0)
		}
		e[p[n]] = out
		out = tuple(e)
	}
	return out
}

// MaxBasisIndex bounds the indices of a basis made into an
// ArithmeticTuple (the modes of a coordinate): 64, as eval's E<i> does.
const MaxBasisIndex = 64

// ArithAdd is a + b of integers, bases and ArithmeticTuples (tuples) as
// arithmetic_tuple.hpp adds them: integers by integral_constant's rules;
// _0 + k@i = k@i (an integer other than _0 added to a basis is refused,
// C++'s "ScaledBasis op+ error!"); two bases, or a basis and a tuple, as
// ArithmeticTuples, mode by mode, the shorter padded with _0.
func ArithAdd(a, b IntTuple) (r IntTuple, err error) {
	defer catch("operator+", &err)
	return arithAdd(a, b)
}

func arithAdd(a, b IntTuple) (IntTuple, error) {
	ka, kb := a.kind(), b.kind()
	if ka == kindUnderscore || kb == kindUnderscore {
		return IntTuple{}, errorf("operator+", "invalid argument", "%s + %s", a, b)
	}
	switch {
	case ka == kindInt && kb == kindInt:
		return a.add(b), nil
	case ka == kindInt:
		return intPlus(a, b, false)
	case kb == kindInt:
		return intPlus(b, a, true)
	}
	// Two of basis or tuple: as ArithmeticTuples.
	x, y := asArithmeticTuple(a), asArithmeticTuple(b)
	if x.kind() != kindTuple || y.kind() != kindTuple {
		// A basis of empty path is its value.
		return arithAdd(x, y)
	}
	n := max(len(x.elems), len(y.elems))
	out := make([]IntTuple, n)
	for i := range out {
		xi, yi := Int(0), Int(0)
		if i < len(x.elems) {
			xi = x.elems[i]
		}
		if i < len(y.elems) {
			yi = y.elems[i]
		}
		s, err := arithAdd(xi, yi)
		if err != nil {
			return IntTuple{}, err
		}
		out[i] = s
	}
	return tuple(out), nil
}

// intPlus is the integer n added to u, a basis or an ArithmeticTuple
// (after u if right): the C<0> special cases of arithmetic_tuple.hpp.
func intPlus(n, u IntTuple, right bool) (IntTuple, error) {
	if u.kind() == kindBasis && len(u.elems[:cap(u.elems)]) == 1 {
		return n.add(u.BasisValue()), nil // k@() is its value
	}
	if isConstant(n, 0) {
		return u, nil
	}
	x, y := n.StaticString(), u.StaticString()
	if right {
		x, y = y, x
	}
	return IntTuple{}, errorf("operator+", "ScaledBasis op+ error!", "%s + %s: only _0 adds to a ScaledBasis or an ArithmeticTuple", x, y)
}

// Crd2Idx is crd2idx(coord, shape, stride) of stride.hpp with C++'s types:
// the sum of coordinate times stride, a static or dynamic integer for
// integer strides and a basis or an ArithmeticTuple for ScaledBasis
// strides (the coordinate of a coordinate layout). The terms are summed
// as C++ folds them, _0 coordinates as is_constant<0> skips the divmod.
func (l Layout) Crd2Idx(c IntTuple) (r IntTuple, err error) {
	defer catch("crd2idx", &err)
	if c.HasUnderscore() {
		return IntTuple{}, errorf("crd2idx", "invalid coordinate", "%s contains _; slice instead", c)
	}
	return crd2idxT(c, l.shape, l.stride)
}

func crd2idxT(c, s, d IntTuple) (IntTuple, error) {
	if c.kind() == kindTuple {
		if s.kind() != kindTuple {
			return IntTuple{}, errorf("crd2idx", "Invalid parameters", "coordinate %s is a tuple but shape %s is an integer", c, s)
		}
		if len(c.elems) != len(s.elems) {
			return IntTuple{}, errorf("crd2idx", "Mismatched Ranks", "coordinate %s has rank %d, shape %s has rank %d", c, len(c.elems), s, len(s.elems))
		}
		var sum IntTuple
		for i := range c.elems { // (... + crd2idx(get<I>...))
			v, err := crd2idxT(c.elems[i], s.elems[i], d.elems[i])
			if err != nil {
				return IntTuple{}, err
			}
			if i == 0 {
				sum = v
			} else if sum, err = arithAdd(sum, v); err != nil {
				return IntTuple{}, err
			}
		}
		if len(c.elems) == 0 {
			return Int(0), nil
		}
		return sum, nil
	}
	if c.kind() != kindInt {
		return IntTuple{}, errorf("crd2idx", "invalid coordinate", "%s is not a coordinate", c)
	}
	if s.kind() != kindTuple {
		return leafMul(c, d), nil
	}
	return crd2idxITT(c, s.elems, d.elems)
}

// crd2idxITT is detail::crd2idx_itt: an integer coordinate over the modes
// ss:ds.
func crd2idxITT(c IntTuple, ss, ds []IntTuple) (IntTuple, error) {
	if len(ss) == 0 {
		return Int(0), nil
	}
	if len(ss) == 1 {
		return crd2idxT(c, ss[0], ds[0])
	}
	if isConstant(c, 0) {
		first, err := crd2idxT(Int(0), ss[0], ds[0])
		if err != nil {
			return IntTuple{}, err
		}
		rest := Int(0) // (_0 + ... + crd2idx(_0, get<Is>...))
		for i := 1; i < len(ss); i++ {
			v, err := crd2idxT(Int(0), ss[i], ds[i])
			if err != nil {
				return IntTuple{}, err
			}
			if rest, err = arithAdd(rest, v); err != nil {
				return IntTuple{}, err
			}
		}
		return arithAdd(first, rest)
	}
	p := productT(ss[0])
	if p.v == 0 {
		return IntTuple{}, errorf("crd2idx", "division by zero", "a mode of size 0 divides the coordinate %d", c.v)
	}
	// divmod(coord, product(shape_0)): C++'s types, x % _1 the static _0
	mod, _ := leafMod("crd2idx", c, p)
	div, _ := leafDiv("crd2idx", c, p)
	first, err := crd2idxT(mod, ss[0], ds[0])
	if err != nil {
		return IntTuple{}, err
	}
	rest, err := crd2idxITT(div, ss[1:], ds[1:])
	if err != nil {
		return IntTuple{}, err
	}
	return arithAdd(first, rest)
}

// ArithOffsetError is what Layout.Slice and Layout.Eval answer for a
// layout of ScaledBasis strides, whose offset is not an int: Offset holds
// the offset as an ArithmeticTuple (or basis) and Sub the sliced layout
// (which Slice returns too), so that an operation ending in the slice
// (a partition) can be applied to a coordinate layout as it is to an
// integer one and its answer read from the error.
type ArithOffsetError struct {
	Op     string
	Offset IntTuple
	Sub    Layout
}

func (e *ArithOffsetError) Error() string {
	return e.Op + ": the offset of a layout with ScaledBasis strides is the ArithmeticTuple " + e.Offset.StaticString() + ", not an int"
}

// ArithOffset is the ArithmeticTuple offset err carries, if it is an
// ArithOffsetError.
func ArithOffset(err error) (IntTuple, bool) {
	var e *ArithOffsetError
	if errors.As(err, &e) {
		return e.Offset, true
	}
	return IntTuple{}, false
}

// arithOffsetErr is the ArithOffsetError of c in l, whose slice is sub,
// or the error met computing it; nil where the offset is zero in every
// direction, which the int 0 states exactly (a regrouping slice such as
// L((_,_),_)). With typed, a zero offset with a run-time component (a
// dynamic coordinate's 0) is reported too: added to a counting tensor's
// coordinate it makes that component a run-time int, as in C++.
func arithOffsetErr(op string, l Layout, c IntTuple, sub Layout, typed bool) error {
	o, err := crd2idxT(c.replaceUnderscores(), l.shape, l.stride)
	if err != nil {
		return relabel(err, op)
	}
	if o.allZero() && (!typed || !o.hasDynamic()) {
		return nil
	}
	return &ArithOffsetError{Op: op, Offset: o, Sub: sub}
}

// allZero reports whether every integer and basis value of t is 0.
func (t IntTuple) allZero() bool {
	if t.kind() == kindTuple {
		for _, e := range t.elems {
			if !e.allZero() {
				return false
			}
		}
		return true
	}
	return t.v == 0
}

// hasDynamic reports whether an integer or basis value of t is dynamic.
func (t IntTuple) hasDynamic() bool {
	if t.kind() == kindTuple {
		for _, e := range t.elems {
			if e.hasDynamic() {
				return true
			}
		}
		return false
	}
	return t.dynamic()
}

// replaceUnderscores is c with each `_` read as _0, as slice_and_offset
// computes the offset.
func (t IntTuple) replaceUnderscores() IntTuple {
	switch t.kind() {
	case kindUnderscore:
		return Int(0)
	case kindTuple:
		return t.transform(IntTuple.replaceUnderscores)
	}
	return t
}

// errBasisStrides refuses op of a layout with ScaledBasis strides where
// the operation compares strides with integers to order them (complement,
// left_inverse): cutetui does not follow C++ there.
func errBasisStrides(op string, l Layout) error {
	return errorf(op, "unsupported stride", "%s has ScaledBasis strides", l.StaticString())
}

// tilerHasBasis reports whether a layout of the tiler t has a ScaledBasis
// stride: the right side of composition, whose strides divide A's shapes.
func tilerHasBasis(t Tiler) bool {
	switch t := t.(type) {
	case Layout:
		return t.stride.HasBasis()
	case ByMode:
		for _, e := range t {
			if tilerHasBasis(e) {
				return true
			}
		}
	}
	return false
}
