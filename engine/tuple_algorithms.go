package engine

import (
	"fmt"
	"math"
)

// The IntTuple overloads of int_tuple.hpp, stride.hpp, tuple_algorithms.hpp
// and underscore.hpp beside the layout algebra: ceil_div of tuples,
// crd2idx(c, shape), idx2crd(i, shape, stride), append/prepend (and
// append<N>/prepend<N>), select, take and group, and slice and dice of
// tuples, with the layout forms that apply them to shape and stride alike. Each follows its
// C++ branches, refusing as C++'s static_assert does (with its wording);
// the integers are checked for overflow.

// maxAppend bounds the copies of x that AppendN and PrependN add, so that
// nothing allocates in proportion to a hostile N.
const maxAppend = 1 << 16

// CeilDiv is int_tuple.hpp's ceil_div(a, b): (a + b - 1) / b for ints, in
// C++'s truncating arithmetic; by mode for two tuples (b's missing modes
// are 1); for a tuple a and an int b, b is folded through a's modes (mode i
// is ceil_div(a_i, b), and b becomes ceil_div(b, a_i)); for an int a and a
// tuple b, ceil_div(a, product(b)).
func CeilDiv(a, b IntTuple) (r IntTuple, err error) {
	defer catch("ceil_div", &err)
	if a.HasUnderscore() || b.HasUnderscore() {
		return IntTuple{}, errorf("ceil_div", "invalid argument", "_ is not an integer")
	}
	return ceilDivChecked(a, b)
}

func ceilDivChecked(a, b IntTuple) (IntTuple, error) {
	switch {
	case a.kind() == kindTuple && b.kind() == kindTuple:
		if len(a.elems) < len(b.elems) {
			return IntTuple{}, errorf("ceil_div", "Mismatched ranks", "%s has rank %d, fewer than the %d of %s", a, len(a.elems), len(b.elems), b)
		}
		out := make([]IntTuple, len(a.elems))
		for i := range out {
			bi := Int(1)
			if i < len(b.elems) {
				bi = b.elems[i]
			}
			r, err := ceilDivChecked(a.elems[i], bi)
			if err != nil {
				return IntTuple{}, err
			}
			out[i] = r
		}
		return tuple(out), nil
	case a.kind() == kindTuple:
		out := make([]IntTuple, len(a.elems))
		rest := b
		for i, ai := range a.elems {
			r, err := ceilDivChecked(ai, rest)
			if err != nil {
				return IntTuple{}, err
			}
			out[i] = r
			if rest, err = ceilDivChecked(rest, ai); err != nil {
				return IntTuple{}, err
			}
		}
		return tuple(out), nil
	case b.kind() == kindTuple:
		return ceilDivChecked(a, productT(b))
	}
	x, y := a.v, b.v
	if y == 0 {
		return IntTuple{}, errorf("ceil_div", "division by zero", "ceil_div(%d, 0)", x)
	}
	s := add(add(x, y), -1)
	if s == math.MinInt && y == -1 {
		panic(overflow{expr: fmt.Sprintf("%d/%d", s, y)})
	}
	if static2(a, b) {
		return Int(s / y), nil
	}
	// (a + b - _1) / b of a dynamic a or b is dynamic; exact when b
	// divides a.
	if q := s / y; q*y == x {
		return dynDiv(q, divQuo(a, b)), nil
	}
	return DynInt(s / y), nil
}

// Crd2IdxShape is crd2idx(c, shape), the column-major index of a
// coordinate without strides: an int c is already an index; otherwise c and
// shape have one rank, each int of c stands for the product of the part of
// shape it meets (product_like), and Horner's rule
// i = c0 + s0*(c1 + s1*(c2 + ...)) gives the index, the last coordinate
// taken as it is.
func Crd2IdxShape(c, shape IntTuple) (n int, err error) {
	defer catch("crd2idx", &err)
	if c.HasUnderscore() || shape.HasUnderscore() {
		return 0, errorf("crd2idx", "invalid argument", "_ is not an integer")
	}
	if c.kind() == kindInt {
		return c.v, nil
	}
	if shape.kind() != kindTuple {
		return 0, errorf("crd2idx", "Invalid parameters", "coordinate %s is a tuple but shape %s is an integer", c, shape)
	}
	var cs, ss []int
	if err := productLike(c, shape, &cs, &ss); err != nil {
		return 0, err
	}
	if len(cs) == 0 {
		return 0, errorf("crd2idx", "Invalid parameters", "the coordinate %s has no integers", c)
	}
	r := cs[len(cs)-1]
	for k := len(cs) - 2; k >= 0; k-- {
		r = add(cs[k], mul(ss[k], r))
	}
	return r, nil
}

// Crd2IdxShapeT is crd2idx(c, shape) with C++'s type: Crd2IdxShape's
// index, static where every integer of Horner's rule
// c0 + s0*(c1 + s1*(c2 + ...)) is (a static _0 factor making its product
// _0), c itself when c is an integer.
func Crd2IdxShapeT(c, shape IntTuple) (r IntTuple, err error) {
	defer catch("crd2idx", &err)
	if _, err := Crd2IdxShape(c, shape); err != nil {
		return IntTuple{}, err
	}
	if c.kind() == kindInt {
		return c, nil
	}
	cs := flatLeaves(c)
	ss := flatLeaves(productLikeT(shape, c))
	r = cs[len(cs)-1]
	for k := len(cs) - 2; k >= 0; k-- {
		r = cs[k].add(leafMul(ss[k], r))
	}
	return r, nil
}

// productLike flattens c into cs and product_like(shape, c) into ss: for
// each int of c, the product of the part of shape it meets.
func productLike(c, shape IntTuple, cs, ss *[]int) error {
	if c.kind() == kindInt {
		*cs = append(*cs, c.v)
		*ss = append(*ss, product(shape))
		return nil
	}
	if shape.kind() != kindTuple || len(shape.elems) != len(c.elems) {
		return errorf("crd2idx", "Mismatched Ranks", "coordinate %s does not match the profile of %s", c, shape)
	}
	for i := range c.elems {
		if err := productLike(c.elems[i], shape.elems[i], cs, ss); err != nil {
			return err
		}
	}
	return nil
}

// Idx2CrdStride is idx2crd(i, shape, stride): each int mode of the shape
// takes (i / d) % s, and 0 for a mode of size 1. A tuple i splits by mode;
// an int stride under a tuple shape starts the compact column-major strides
// of that shape (compact_col_major(shape, stride)). Unlike idx2crd(i, shape)
// every mode, the last included, is taken modulo its size.
func Idx2CrdStride(i, shape, stride IntTuple) (r IntTuple, err error) {
	defer catch("idx2crd", &err)
	if i.HasUnderscore() || shape.HasUnderscore() || stride.HasUnderscore() {
		return IntTuple{}, errorf("idx2crd", "invalid argument", "_ is not an integer")
	}
	return idx2crdStride(i, shape, stride)
}

func idx2crdStride(i, s, d IntTuple) (IntTuple, error) {
	if i.kind() == kindTuple {
		if s.kind() != kindTuple {
			return IntTuple{}, errorf("idx2crd", "Invalid parameters", "index %s is a tuple but shape %s is an integer", i, s)
		}
		if len(i.elems) != len(s.elems) || d.kind() != kindTuple || len(d.elems) != len(i.elems) {
			return IntTuple{}, errorf("idx2crd", "Mismatched Ranks", "index %s, shape %s and stride %s", i, s, d)
		}
		out := make([]IntTuple, len(i.elems))
		for k := range out {
			r, err := idx2crdStride(i.elems[k], s.elems[k], d.elems[k])
			if err != nil {
				return IntTuple{}, err
			}
			out[k] = r
		}
		return tuple(out), nil
	}
	if s.kind() == kindTuple {
		if d.kind() != kindTuple {
			d, _ = compactMajor(s, false, d)
		}
		if len(d.elems) != len(s.elems) {
			return IntTuple{}, errorf("idx2crd", "Mismatched Ranks", "shape %s and stride %s", s, d)
		}
		out := make([]IntTuple, len(s.elems))
		for k := range out {
			r, err := idx2crdStride(i, s.elems[k], d.elems[k])
			if err != nil {
				return IntTuple{}, err
			}
			out[k] = r
		}
		return tuple(out), nil
	}
	if d.kind() == kindTuple {
		return IntTuple{}, errorf("idx2crd", "Invalid parameters", "shape %s is an integer but stride %s is a tuple", s, d)
	}
	if isConstant(s, 1) { // C++ skips the division: a mode of size _1 is at _0
		return Int(0), nil
	}
	if d.v == 0 {
		return IntTuple{}, errorf("idx2crd", "division by zero", "a mode of size %d has stride 0", s.v)
	}
	if s.v == 0 {
		return IntTuple{}, errorf("idx2crd", "division by zero", "a mode of size 0")
	}
	if i.v == math.MinInt && d.v == -1 {
		panic(overflow{expr: fmt.Sprintf("%d/%d", i.v, d.v)})
	}
	// (idx / stride) % shape with C++'s types: _0 / x and x % _1 are _0
	q, _ := leafDiv("idx2crd", i, d)
	return leafMod("idx2crd", q, s)
}

// Append is tuple_algorithms.hpp's append(t, x): t with x added as its last
// element; an int t becomes the pair (t,x).
func Append(t, x IntTuple) IntTuple { return join(modesOf(t), []IntTuple{x}) }

// Prepend is prepend(t, x): t with x added as its first element; an int t
// becomes the pair (x,t).
func Prepend(t, x IntTuple) IntTuple { return join([]IntTuple{x}, modesOf(t)) }

// AppendN is append<N>(t, x): t extended to rank n with copies of x,
// unchanged when it already has rank n (an int has rank 1); C++ refuses an
// n below t's rank.
func AppendN(t, x IntTuple, n int) (IntTuple, error) {
	xs, err := padding("append", t, x, n)
	if err != nil || xs == nil {
		return t, err
	}
	return join(modesOf(t), xs), nil
}

// PrependN is prepend<N>(t, x): t extended to rank n with copies of x in
// front.
func PrependN(t, x IntTuple, n int) (IntTuple, error) {
	xs, err := padding("prepend", t, x, n)
	if err != nil || xs == nil {
		return t, err
	}
	return join(xs, modesOf(t)), nil
}

// AppendLayout is layout.hpp's append(L, X): the layout of L's modes
// followed by X (by default 1:0) as its last mode, shapes and strides
// appended alike.
func AppendLayout(l, x Layout) (Layout, error) {
	return MakeLayout(Append(l.shape, x.shape), Append(l.stride, x.stride))
}

// PrependLayout is prepend(L, X): X as the first mode of L.
func PrependLayout(l, x Layout) (Layout, error) {
	return MakeLayout(Prepend(l.shape, x.shape), Prepend(l.stride, x.stride))
}

// AppendLayoutN is append<N>(L, X): L padded to rank n with copies of X.
func AppendLayoutN(l, x Layout, n int) (Layout, error) {
	return joinLayoutN(l, x, n, AppendN)
}

// PrependLayoutN is prepend<N>(L, X): L padded to rank n with copies of X
// in front.
func PrependLayoutN(l, x Layout, n int) (Layout, error) {
	return joinLayoutN(l, x, n, PrependN)
}

func joinLayoutN(l, x Layout, n int, f func(t, x IntTuple, n int) (IntTuple, error)) (Layout, error) {
	shape, err := f(l.shape, x.shape, n)
	if err != nil {
		return Layout{}, err
	}
	stride, err := f(l.stride, x.stride, n)
	if err != nil {
		return Layout{}, err
	}
	return MakeLayout(shape, stride)
}

// padding is the n - rank(t) copies of x that append<N> adds; nil when t
// has rank n already.
func padding(op string, t, x IntTuple, n int) ([]IntTuple, error) {
	r := Rank(t)
	switch {
	case n == r:
		return nil, nil
	case n < r:
		return nil, errorf(op, "invalid argument", "N = %d is below the rank %d of %s", n, r, t)
	case n-r > maxAppend:
		return nil, errorf(op, "invalid argument", "N = %d is too large (at most %d modes are added)", n, maxAppend)
	}
	xs := make([]IntTuple, n-r)
	for i := range xs {
		xs[i] = x
	}
	return xs, nil
}

// modesOf is the top-level modes of t; an int or `_` is its own one mode.
func modesOf(t IntTuple) []IntTuple {
	if t.kind() == kindTuple {
		return t.elems
	}
	return []IntTuple{t}
}

// join is the tuple of the modes of a followed by those of b.
func join(a, b []IntTuple) IntTuple {
	out := make([]IntTuple, 0, len(a)+len(b))
	return tuple(append(append(out, a...), b...))
}

// Slice is underscore.hpp's slice(c, t) of tuples: the elements of t paired
// with a `_` of c, gathered into one flat tuple (lift_slice); slice(_, t) is
// t itself and slice(n, t) the empty tuple.
func Slice(c, t IntTuple) (IntTuple, error) { return sliceOrDice("slice", c, t, kindUnderscore) }

// Dice is underscore.hpp's dice(c, t), the complement of Slice: the
// elements of t paired with an int of c, gathered into one flat tuple
// (lift_dice); dice(n, t) is t itself and dice(_, t) the empty tuple.
func Dice(c, t IntTuple) (IntTuple, error) { return sliceOrDice("dice", c, t, kindInt) }

// DiceLayout is dice(c, L): the modes of L at the ints of c, its shape and
// stride diced alike.
func DiceLayout(c IntTuple, l Layout) (Layout, error) {
	shape, err := Dice(c, l.shape)
	if err != nil {
		return Layout{}, err
	}
	stride, _ := Dice(c, l.stride) // congruent with the shape
	return MakeLayout(shape, stride)
}

// sliceOrDice keeps the elements of t paired with a leaf of c of kind keep.
func sliceOrDice(op string, c, t IntTuple, keep kind) (IntTuple, error) {
	if c.kind() != kindTuple {
		if c.kind() == keep {
			return t, nil
		}
		return Tuple(), nil
	}
	var out []IntTuple
	if err := lift(op, c, t, keep, &out); err != nil {
		return IntTuple{}, err
	}
	return tuple(out), nil
}

// lift appends to out the elements of t paired with a leaf of c of kind
// keep (lift_slice, lift_dice).
func lift(op string, c, t IntTuple, keep kind, out *[]IntTuple) error {
	if c.kind() != kindTuple {
		if c.kind() == keep {
			*out = append(*out, t)
		}
		return nil
	}
	if t.kind() != kindTuple || len(t.elems) != len(c.elems) {
		return errorf(op, "Mismatched Ranks", "coordinate %s does not match the profile of %s", c, t)
	}
	for i := range c.elems {
		if err := lift(op, c.elems[i], t.elems[i], keep, out); err != nil {
			return err
		}
	}
	return nil
}

// Select is tuple_algorithms.hpp's select<I...>(t): the modes of t at the
// indices idx, in that order; an int t has the one mode 0.
func Select(t IntTuple, idx ...int) (IntTuple, error) {
	ms := modesOf(t)
	out := make([]IntTuple, len(idx))
	for k, i := range idx {
		if i < 0 || i >= len(ms) {
			return IntTuple{}, errorf("select", "index out of range", "mode %d of %s, which has rank %d", i, t, len(ms))
		}
		out[k] = ms[i]
	}
	return tuple(out), nil
}

// Take is take<B,E>(t): the modes [b,e) of t, checked against t's rank
// before anything is built; take<B,B> is the empty tuple whatever t's rank
// (C++'s make_range<B,B> is empty).
func Take(t IntTuple, b, e int) (IntTuple, error) {
	ms := modesOf(t)
	switch {
	case b < 0 || b > e:
		return IntTuple{}, errorf("take", "index out of range", "take<%d,%d> needs 0 <= B <= E", b, e)
	case b == e:
		return Tuple(), nil
	case e > len(ms):
		return IntTuple{}, errorf("take", "index out of range", "mode %d of %s, which has rank %d", max(b, len(ms)), t, len(ms))
	}
	return tuple(append([]IntTuple(nil), ms[b:e]...)), nil
}

// Group is group<B,E>(t): t with its modes [b,e) gathered into one mode
// (none inserted when b = e, as in C++); an int t has rank 1.
func Group(t IntTuple, b, e int) (IntTuple, error) {
	ms := modesOf(t)
	if b < 0 || b > e || e > len(ms) {
		return IntTuple{}, errorf("group", "index out of range", "group<%d,%d> needs 0 <= B <= E <= rank %d", b, e, len(ms))
	}
	out := make([]IntTuple, 0, len(ms)-(e-b)+1)
	out = append(out, ms[:b]...)
	if b < e {
		out = append(out, Tuple(ms[b:e]...))
	}
	return tuple(append(out, ms[e:]...)), nil
}

// SelectLayout is select<I...>(L): the layout of L's modes at idx, shapes
// and strides selected alike.
func SelectLayout(l Layout, idx ...int) (Layout, error) {
	for _, i := range idx {
		if r := Rank(l.shape); i < 0 || i >= r {
			return Layout{}, errorf("select", "index out of range", "mode %d of %s, which has rank %d", i, l, r)
		}
	}
	shape, _ := Select(l.shape, idx...)
	stride, _ := Select(l.stride, idx...)
	return MakeLayout(shape, stride)
}

// TakeLayout is take<B,E>(L): the layout of L's modes [b,e).
func TakeLayout(l Layout, b, e int) (Layout, error) {
	if r := Rank(l.shape); b >= 0 && b < e && e > r {
		return Layout{}, errorf("take", "index out of range", "mode %d of %s, which has rank %d", max(b, r), l, r)
	}
	shape, err := Take(l.shape, b, e)
	if err != nil {
		return Layout{}, err
	}
	stride, _ := Take(l.stride, b, e)
	return MakeLayout(shape, stride)
}

// AddInt, SubInt and MulInt are a+b, a-b and a*b, or an "integer
// overflow" *Error when the result does not fit in 64 bits.
func AddInt(a, b int) (n int, err error) {
	defer catch("+", &err)
	return add(a, b), nil
}

// SubInt is a-b, checked for overflow.
func SubInt(a, b int) (n int, err error) {
	defer catch("-", &err)
	c := a - b
	if (c < a) != (b > 0) {
		panic(overflow{expr: fmt.Sprintf("%d-%d", a, b)})
	}
	return c, nil
}

// MulInt is a*b, checked for overflow.
func MulInt(a, b int) (n int, err error) {
	defer catch("*", &err)
	return mul(a, b), nil
}

// Reverse is tuple_algorithms.hpp's reverse(t): the top-level elements of
// a tuple in reverse order; an int is itself.
func Reverse(t IntTuple) IntTuple {
	if t.kind() != kindTuple {
		return t
	}
	out := make([]IntTuple, len(t.elems))
	for i, e := range t.elems {
		out[len(out)-1-i] = e
	}
	return tuple(out)
}

// Front is front(t): the first non-tuple element, following get<0> down
// the nesting; C++ refuses the empty tuple (get<0> of tuple<>).
func Front(t IntTuple) (IntTuple, error) { return end("front", t, false) }

// Back is back(t): the last non-tuple element, following get<N-1> down
// the nesting; C++ refuses the empty tuple.
func Back(t IntTuple) (IntTuple, error) { return end("back", t, true) }

func end(op string, t IntTuple, last bool) (IntTuple, error) {
	for t.kind() == kindTuple {
		if len(t.elems) == 0 {
			return IntTuple{}, errorf(op, "invalid argument", "%s of the empty tuple () has no element", op)
		}
		if last {
			t = t.elems[len(t.elems)-1]
		} else {
			t = t.elems[0]
		}
	}
	return t, nil
}

// Wrap is wrap(t): a tuple as it is, anything else as the rank-1 tuple (t).
func Wrap(t IntTuple) IntTuple {
	if t.kind() == kindTuple {
		return t
	}
	return Tuple(t)
}

// Unwrap is unwrap(t): rank-1 tuples unwrapped until a tuple of another
// rank or a non-tuple is left: ((3)) -> 3, ((3,2)) -> (3,2).
func Unwrap(t IntTuple) IntTuple { return unwrap(t) }

// RepeatLike is repeat_like(t, x): t's nesting with x at every leaf
// (x may itself be a tuple). The result is refused beyond maxAppend
// leaves and tuples.
func RepeatLike(t, x IntTuple) (IntTuple, error) {
	n := countNodes(t)
	if m := countNodes(x); n > maxAppend || m > maxAppend || n*m > maxAppend {
		return IntTuple{}, errorf("repeat_like", "too large", "repeat_like(%s, ...) would have more than %d ints and tuples", t, maxAppend)
	}
	return repeatLikeT(t, x), nil
}

func countNodes(t IntTuple) int {
	n := 1
	for _, e := range t.elems {
		n += countNodes(e)
	}
	return n
}

func repeatLikeT(t, x IntTuple) IntTuple {
	if t.kind() != kindTuple {
		return x
	}
	out := make([]IntTuple, len(t.elems))
	for i, e := range t.elems {
		out[i] = repeatLikeT(e, x)
	}
	return tuple(out)
}

// TupleCat is tuple_cat(ts...): the top-level elements of the tuples ts
// in order; tuple_cat() is (). C++ refuses a non-tuple argument
// (tuple_size of an int is incomplete).
func TupleCat(ts ...IntTuple) (IntTuple, error) {
	var out []IntTuple
	for i, t := range ts {
		if t.kind() != kindTuple {
			return IntTuple{}, errorf("tuple_cat", "invalid argument", "%s (argument %d) is not a tuple: tuple_size of an int is not defined", t, i)
		}
		out = append(out, t.elems...)
	}
	return tuple(out), nil
}
