package engine

import (
	"strings"
)

// Layout is CuTe's Shape:Stride, a function from coordinates to offsets:
// L(c) = inner_product(natural coordinate of c, Stride). Shape and Stride
// are congruent. Build one with MakeLayout or MakeCompactLayout, which
// check it; its representation is private so that every Layout outside this
// package was checked (the zero Layout is 0:0, which MakeLayout accepts).
// As in C++, a shape may hold 0: size((4,0):(1,4)) is 0, and an operation
// computes with it as C++ does, refusing where C++ divides by zero at run
// time or asserts at compile time; nothing panics.
type Layout struct {
	shape, stride IntTuple
}

// Shape is shape(L).
func (l Layout) Shape() IntTuple { return l.shape }

// Stride is stride(L).
func (l Layout) Stride() IntTuple { return l.stride }

// MakeLayout is make_layout(shape, stride). It refuses shapes and strides
// that are not congruent, shape integers < 0, `_`, and sizes or cosizes over
// MaxExtent.
func MakeLayout(shape, stride IntTuple) (l Layout, err error) {
	defer catch("make_layout", &err)
	l = Layout{shape, stride}
	return l, l.check("make_layout")
}

// check validates l, its checks in the order their errors take
// precedence; it panics with overflow if its extents do not fit.
func (l Layout) check(op string) error {
	if l.shape.HasUnderscore() || l.stride.HasUnderscore() {
		return errorf(op, "invalid layout", "_ in %s:%s", l.shape, l.stride)
	}
	if !Congruent(l.shape, l.stride) {
		return errorf(op, "shape and stride are not congruent", "shape %s has profile %s, stride %s has profile %s", l.shape, profile(l.shape), l.stride, profile(l.stride))
	}
	if l.shape.HasBasis() {
		return errorf(op, "invalid shape", "a ScaledBasis in the shape %s", l.shape)
	}
	if v, ok := firstNegative(l.shape); ok {
		return errorf(op, "invalid shape", "every shape must be an integer of at least 0, got %d in %s", v, l.shape)
	}
	// A size-0 mode makes the size 0, but the algorithms still multiply
	// the other modes' shapes: the bounds hold for l with each 0 read as 1,
	// so that every product they form stays within MaxExtent.
	if _, err := checkedInt(l.cosize); err != nil { // a size-0 mode's (0-1)*|d| counts down
		return errorf(op, "cosize too large", "cosize past 64 bits exceeds 2^61")
	}
	l = Layout{shape: l.shape.mapLeaves(func(v int) int { return max(v, 1) }), stride: l.stride}
	if n := product(l.shape); n > MaxExtent {
		return errorf(op, "size too large", "size %d exceeds 2^61", n)
	}
	if c := l.cosize(); c > MaxExtent {
		return errorf(op, "cosize too large", "cosize %d exceeds 2^61", c)
	}
	return nil
}

// checkedInt is f(), or the overflow its checked arithmetic met.
func checkedInt(f func() int) (n int, err error) {
	defer catch("", &err)
	return f(), nil
}

// profile prints the nesting of t with every integer shown as *.
func profile(t IntTuple) string {
	s := t.mapLeaves(func(int) int { return 0 }).String()
	return strings.ReplaceAll(s, "0", "*")
}

// MakeCompactLayout is make_layout(shape): the column-major layout of shape.
func MakeCompactLayout(shape IntTuple) (l Layout, err error) {
	defer catch("make_layout", &err)
	if shape.HasUnderscore() {
		return Layout{}, errorf("make_layout", "invalid shape", "_ in %s", shape)
	}
	l = Layout{shape, compactColMajor(shape, 1)}
	return l, l.check("make_layout")
}

// Concat is make_layout(L0, L1, ...): the layout whose modes are the given
// layouts. It refuses a result whose size or cosize exceeds MaxExtent.
func Concat(ls ...Layout) (r Layout, err error) {
	defer catch("make_layout", &err)
	r = concat(ls...)
	return r, r.check("make_layout")
}

// concat is Concat unchecked, for results that are valid by construction
// or checked by the caller.
func concat(ls ...Layout) Layout {
	both := make([]IntTuple, 2*len(ls)) // one allocation; IntTuples are immutable
	sh, st := both[:len(ls):len(ls)], both[len(ls):]
	for i, l := range ls {
		sh[i], st[i] = l.shape, l.stride
	}
	return Layout{tuple(sh), tuple(st)}
}

// Size is the number of coordinates, the product of the shape.
func (l Layout) Size() int { return product(l.shape) }

// Cosize is sum((s-1)*|d|) + 1 over the modes: one past the largest offset
// reached (for non-negative strides).
func (l Layout) Cosize() int { return l.cosize() }

func (l Layout) cosize() int { return cosizeFrom(1, l.shape, l.stride) }

// cosizeFrom adds (s-1)*|d| to c for each mode s:d of the congruent s and d.
func cosizeFrom(c int, s, d IntTuple) int {
	if s.kind() != kindTuple {
		return add(c, mul(s.v-1, abs(d.v)))
	}
	for i := range s.elems {
		c = cosizeFrom(c, s.elems[i], d.elems[i])
	}
	return c
}

// firstNegative returns the first integer of t that is less than 0.
func firstNegative(t IntTuple) (int, bool) {
	if t.kind() != kindTuple {
		return t.v, t.v < 0
	}
	for _, e := range t.elems {
		if v, ok := firstNegative(e); ok {
			return v, true
		}
	}
	return 0, false
}

// Rank is the number of top-level modes.
func (l Layout) Rank() int { return Rank(l.shape) }

// Depth is the nesting depth of the shape.
func (l Layout) Depth() int { return Depth(l.shape) }

// Mode is layout<I0,I1,...>(L): the sub-layout at the nested mode index.
func (l Layout) Mode(idx ...int) (Layout, error) {
	s, err := Get(l.shape, idx...)
	if err != nil {
		return Layout{}, relabel(err, "layout")
	}
	d, _ := Get(l.stride, idx...)
	return Layout{s, d}, nil
}

func relabel(err error, op string) error {
	if e, ok := err.(*Error); ok {
		c := *e
		c.Op = op
		return &c
	}
	return err
}

// modes returns the top-level modes of l (l itself if its shape is an integer).
func (l Layout) modes() []Layout {
	if l.shape.kind() != kindTuple {
		return []Layout{l}
	}
	out := make([]Layout, len(l.shape.elems))
	for i := range out {
		out[i] = Layout{l.shape.elems[i], l.stride.elems[i]}
	}
	return out
}

// Eval is L(c) for a 1-D index, an R-D coordinate or a natural coordinate.
func (l Layout) Eval(c IntTuple) (n int, err error) {
	defer catch("layout", &err)
	if c.HasUnderscore() {
		return 0, errorf("layout", "invalid coordinate", "%s contains _; slice instead", c)
	}
	if l.stride.HasBasis() {
		return 0, arithOffsetErr("layout", l, c, l, false)
	}
	return crd2idx(c, l.shape, l.stride, nil)
}

// String prints l as cute::print does without `_`: "(4,3):(1,4)".
func (l Layout) String() string {
	var buf [128]byte
	b := append(l.shape.appendTo(buf[:0], Plain), ':')
	return string(l.stride.appendTo(b, Plain))
}

// StaticString prints l in CuTe's static form: "(_4,_3):(_1,_4)".
func (l Layout) StaticString() string {
	var buf [128]byte
	b := append(l.shape.appendTo(buf[:0], Static), ':')
	return string(l.stride.appendTo(b, Static))
}

// Equal reports whether l and m have identical shapes and strides.
func (l Layout) Equal(m Layout) bool { return l.shape.Equal(m.shape) && l.stride.Equal(m.stride) }

// Flat is flatten(L): the shape and stride with all nesting removed.
func (l Layout) Flat() Layout { return Layout{Flatten(l.shape), Flatten(l.stride)} }

// Group is group<B,E>(L): modes [b,e) gathered into one mode. As in C++,
// an empty range (b == e) inserts nothing, and a layout with an integer
// shape is wrapped into a rank-1 tuple first: group<0,1>(8:1) = ((8)):((1)).
func (l Layout) Group(b, e int) (Layout, error) {
	r := l.Rank()
	if b < 0 || e > r || b > e {
		return Layout{}, errorf("group", "index out of range", "group<%d,%d> of a rank-%d layout", b, e, r)
	}
	ms := l.modes()
	var out []Layout
	out = append(out, ms[:b]...)
	if b < e {
		out = append(out, concat(ms[b:e]...))
	}
	out = append(out, ms[e:]...)
	return concat(out...), nil
}

// transformLayout is cute::transform_layout(L, t, f): f applied to the
// first rank(t) modes of l, paired with t's elements; l's remaining modes are
// kept when keepRest (coalesce, divide, product) and dropped otherwise
// (composition).
func transformLayout(op string, l Layout, t []Tiler, keepRest bool, f func(Layout, Tiler) (Layout, error)) (Layout, error) {
	rank := 1 // the modes of l: l itself if its shape is an integer
	if l.shape.kind() == kindTuple {
		rank = len(l.shape.elems)
	}
	if len(t) > rank {
		what := "tiler"
		if op == "coalesce" || op == "filter" {
			what = "profile"
		}
		return Layout{}, errorf(op, "too many modes in "+what, "the %s has %d modes, the layout %s only %d", what, len(t), l, rank)
	}
	n := len(t)
	if keepRest {
		n = rank
	}
	both := make([]IntTuple, 2*n) // the result's shape and stride, as concat builds them
	for i := range n {
		m := l
		if l.shape.kind() == kindTuple {
			m = Layout{l.shape.elems[i], l.stride.elems[i]}
		}
		if i < len(t) {
			r, err := f(m, t[i])
			if err != nil {
				return Layout{}, err
			}
			m = r
		}
		both[i], both[n+i] = m.shape, m.stride
	}
	return Layout{tuple(both[:n:n]), tuple(both[n:])}, nil
}

// Coshape is layout.hpp's coshape(L) for int strides: the smallest int C
// above every offset, inner_product(shape - 1, |stride|) + 1 (so
// size(coshape(L)) == cosize(L)).
func (l Layout) Coshape() int { return l.cosize() }

// Coprofile is layout.hpp's coprofile(L): repeat_like(sum(stride), 0),
// which for int strides is the int 0.
func (l Layout) Coprofile() IntTuple { return Int(0) }

// IsStatic is is_static<Layout>: its shape and stride are both static.
func (l Layout) IsStatic() bool { return isStatic(&l.shape) && isStatic(&l.stride) }

// Identical reports whether l and m are equal with the same integers
// static and dynamic.
func (l Layout) Identical(m Layout) bool {
	return l.shape.Identical(m.shape) && l.stride.Identical(m.stride)
}
