package eval

import (
	"fmt"
	"math"

	"github.com/cutetui/cutetui/engine"
)

// The IntTuple overloads of int_tuple.hpp, stride.hpp and
// tuple_algorithms.hpp that the language offers beside the engine's:
// ceil_div of tuples, the two-argument crd2idx, the three-argument
// idx2crd, append<N>/prepend<N>, and slice and dice of tuples. Each follows its C++ branches; the
// integers are checked for overflow.

// tupleErr is a refusal of one of these functions, worded as C++'s
// static_assert where it has one.
type tupleErr string

func (e tupleErr) Error() string { return string(e) }

func tupleErrf(format string, args ...any) error { return tupleErr(fmt.Sprintf(format, args...)) }

// ceilDiv is cute::ceil_div(a, b): (a + b - 1) / b for ints, in C++'s
// truncating arithmetic; by mode for two tuples (b's missing modes are 1);
// for a tuple a and an int b, b is folded through a's modes (each mode
// takes ceil_div(a_i, b) and b becomes ceil_div(b, a_i)); for an int a and
// a tuple b, ceil_div(a, product(b)).
func ceilDiv(a, b engine.IntTuple) (engine.IntTuple, error) {
	switch {
	case a.IsTuple() && b.IsTuple():
		if a.Len() < b.Len() {
			return a, tupleErrf("Mismatched ranks: %s has rank %d, fewer than the %d of %s", a, a.Len(), b.Len(), b)
		}
		out := make([]engine.IntTuple, a.Len())
		for i := range out {
			bi := engine.Int(1)
			if i < b.Len() {
				bi = b.At(i)
			}
			r, err := ceilDiv(a.At(i), bi)
			if err != nil {
				return a, err
			}
			out[i] = r
		}
		return engine.Tuple(out...), nil
	case a.IsTuple():
		out := make([]engine.IntTuple, a.Len())
		rest := b
		for i := range out {
			r, err := ceilDiv(a.At(i), rest)
			if err != nil {
				return a, err
			}
			out[i] = r
			if rest, err = ceilDiv(rest, a.At(i)); err != nil {
				return a, err
			}
		}
		return engine.Tuple(out...), nil
	case b.IsTuple():
		p, err := engine.Size(b)
		if err != nil {
			return a, err
		}
		return ceilDiv(a, engine.Int(p))
	}
	x, y := a.Value(), b.Value()
	if y == 0 {
		return a, tupleErrf("division by zero: ceil_div(%d, 0)", x)
	}
	s, ok := addInt(x, y)
	if ok {
		s, ok = addInt(s, -1)
	}
	if !ok || (s == math.MinInt && y == -1) {
		return a, tupleErrf("integer overflow: ceil_div(%d, %d) does not fit in 64 bits", x, y)
	}
	return engine.Int(s / y), nil
}

// crd2idxShape is cute::crd2idx(c, shape), the column-major index of a
// coordinate without strides: an int c is already an index; otherwise c and
// shape have one rank, each int of c stands for the product of the shape
// it meets (product_like), and Horner's rule i = c0 + s0*(c1 + s1*(...))
// gives the index, the last coordinate taken as it is.
func crd2idxShape(c, shape engine.IntTuple) (int, error) {
	if c.IsInt() {
		return c.Value(), nil
	}
	if !shape.IsTuple() {
		return 0, tupleErrf("Invalid parameters: coordinate %s is a tuple but shape %s is an integer", c, shape)
	}
	var cs, ss []int
	if err := productLike(c, shape, &cs, &ss); err != nil {
		return 0, err
	}
	if len(cs) == 0 {
		return 0, tupleErrf("Invalid parameters: the coordinate %s has no integers", c)
	}
	r := cs[len(cs)-1]
	for k := len(cs) - 2; k >= 0; k-- {
		m, ok := mulInt(ss[k], r)
		if ok {
			r, ok = addInt(cs[k], m)
		}
		if !ok {
			return 0, tupleErrf("integer overflow: crd2idx(%s, %s) does not fit in 64 bits", c, shape)
		}
	}
	return r, nil
}

// productLike flattens c into cs and product_like(shape, c) into ss: for
// each int of c, the product of the part of shape it meets.
func productLike(c, shape engine.IntTuple, cs, ss *[]int) error {
	if c.IsInt() {
		p, err := engine.Size(shape)
		if err != nil {
			return err
		}
		*cs = append(*cs, c.Value())
		*ss = append(*ss, p)
		return nil
	}
	if !shape.IsTuple() || shape.Len() != c.Len() {
		return tupleErrf("Mismatched Ranks: coordinate %s does not match the profile of %s", c, shape)
	}
	for i := 0; i < c.Len(); i++ {
		if err := productLike(c.At(i), shape.At(i), cs, ss); err != nil {
			return err
		}
	}
	return nil
}

// idx2crdStride is cute::idx2crd(i, shape, stride): each int mode of the
// shape takes (i / d) % s, and 0 for a mode of size 1. A tuple i splits by
// mode; an int stride under a tuple shape starts the compact column-major
// strides of that shape (compact_col_major(shape, stride)). Unlike
// idx2crd(i, shape) every mode, the last included, is taken modulo its size.
func idx2crdStride(i, s, d engine.IntTuple) (engine.IntTuple, error) {
	if i.IsTuple() {
		if !s.IsTuple() {
			return i, tupleErrf("Invalid parameters: index %s is a tuple but shape %s is an integer", i, s)
		}
		if i.Len() != s.Len() || !d.IsTuple() || d.Len() != i.Len() {
			return i, tupleErrf("Mismatched Ranks: index %s, shape %s and stride %s", i, s, d)
		}
		out := make([]engine.IntTuple, i.Len())
		for k := range out {
			r, err := idx2crdStride(i.At(k), s.At(k), d.At(k))
			if err != nil {
				return i, err
			}
			out[k] = r
		}
		return engine.Tuple(out...), nil
	}
	if s.IsTuple() {
		if !d.IsTuple() {
			cd, err := engine.CompactMajor(s, false, d.Value())
			if err != nil {
				return i, err
			}
			d = cd
		}
		if d.Len() != s.Len() {
			return i, tupleErrf("Mismatched Ranks: shape %s and stride %s", s, d)
		}
		out := make([]engine.IntTuple, s.Len())
		for k := range out {
			r, err := idx2crdStride(i, s.At(k), d.At(k))
			if err != nil {
				return i, err
			}
			out[k] = r
		}
		return engine.Tuple(out...), nil
	}
	if d.IsTuple() {
		return i, tupleErrf("Invalid parameters: shape %s is an integer but stride %s is a tuple", s, d)
	}
	if s.Value() == 1 { // C++ skips the division: a mode of size 1 is at 0
		return engine.Int(0), nil
	}
	if d.Value() == 0 {
		return i, tupleErrf("division by zero: a mode of size %d has stride 0", s.Value())
	}
	if i.Value() == math.MinInt && d.Value() == -1 {
		return i, tupleErrf("integer overflow: %d / -1 does not fit in 64 bits", i.Value())
	}
	return engine.Int(i.Value() / d.Value() % s.Value()), nil
}

// joinTuple is cute::append(a, x) (front: prepend): a with x added as its
// last (first) element, an int a becoming the pair (a,x). With n >= 0 it is
// append<N>(a, x): a extended to rank n with copies of x, unchanged if it
// already has rank n (an int has rank 1).
func joinTuple(a, x engine.IntTuple, n int, front bool) (engine.IntTuple, error) {
	elems := []engine.IntTuple{a}
	if a.IsTuple() {
		elems = elems[:0]
		for i := range a.Len() {
			elems = append(elems, a.At(i))
		}
	}
	add := 1
	if n >= 0 {
		if n == len(elems) {
			return a, nil
		}
		if n < len(elems) {
			return a, tupleErrf("N = %d is below the rank %d of %s", n, len(elems), a)
		}
		add = n - len(elems)
		if add > 1<<16 { // nothing allocates in proportion to a hostile N

			return a, tupleErrf("N = %d is too large", n)
		}
	}
	xs := make([]engine.IntTuple, add)
	for i := range xs {
		xs[i] = x
	}
	if front {
		return engine.Tuple(append(xs, elems...)...), nil
	}
	return engine.Tuple(append(elems, xs...)...), nil
}

// sliceTuple is underscore.hpp's slice(a, b), or dice(a, b) when dice is
// set: the elements of b paired with a `_` of a (for dice, with an int),
// gathered into one flat tuple; slice(_, b) and dice(n, b) are b itself,
// slice(n, b) and dice(_, b) the empty tuple.
func sliceTuple(a, b engine.IntTuple, dice bool) (engine.IntTuple, error) {
	if !a.IsTuple() {
		if a.IsUnderscore() != dice {
			return b, nil
		}
		return engine.Tuple(), nil
	}
	var out []engine.IntTuple
	if err := liftSlice(a, b, dice, &out); err != nil {
		return a, err
	}
	return engine.Tuple(out...), nil
}

// liftSlice appends to out the elements of b kept by a (lift_slice, or
// lift_dice when dice is set).
func liftSlice(a, b engine.IntTuple, dice bool, out *[]engine.IntTuple) error {
	if !a.IsTuple() {
		if a.IsUnderscore() != dice {
			*out = append(*out, b)
		}
		return nil
	}
	if !b.IsTuple() || b.Len() != a.Len() {
		return tupleErrf("Mismatched Ranks: coordinate %s does not match the profile of %s", a, b)
	}
	for i := 0; i < a.Len(); i++ {
		if err := liftSlice(a.At(i), b.At(i), dice, out); err != nil {
			return err
		}
	}
	return nil
}

// addInt and mulInt are + and * that report overflow.
func addInt(a, b int) (int, bool) {
	s := a + b
	if (b > 0 && s < a) || (b < 0 && s > a) {
		return 0, false
	}
	return s, true
}

func mulInt(a, b int) (int, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	if p/b != a || (a == -1 && b == math.MinInt) || (b == -1 && a == math.MinInt) {
		return 0, false
	}
	return p, true
}
