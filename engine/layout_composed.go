package engine

import (
	"fmt"
	"strconv"
)

// The general composed layout of C++'s layout_composed.hpp,
// ComposedLayout<A, Offset, B>: c -> A(Offset + B(c)), where A and B are
// each a layout, a swizzle or a composed layout. Every operation C++
// defines on it acts on B, the layout that defines the domain, and
// composes the result with A and the offset again; swizzle_layout.hpp
// specialises some of them for A a Swizzle (slicing, the inverses,
// max_common_*), and pointer_flagged.hpp for an offset smem_ptr_flag_bits.

// Fn is one side of a composed layout: a Layout, a Swizzle or a
// ComposedLayout (nothing else implements it). The operations C++
// overloads for all three are its methods, so that Go dispatches on the
// receiver as C++ does on the operand's type (fn.go has a Layout's).
type Fn interface {
	Printer
	String() string
	StaticString() string
	Compose(b Fn) (Fn, error)  // composition(this, b)
	RightInverse() (Fn, error) // right_inverse
	LeftInverse() (Fn, error)  // left_inverse
	Upcast(n int) (Fn, error)  // upcast<N>
	Downcast(n int) (Fn, error)
	isFn()
}

func (Layout) isFn()         {}
func (Swizzle) isFn()        {}
func (ComposedLayout) isFn() {}

// StaticString prints a swizzle as String does: its parameters are
// template arguments, printed without `_`.
func (w Swizzle) StaticString() string { return w.String() }

// offsetKind is the C++ type of a composed layout's offset.
type offsetKind uint8

const (
	offInt   offsetKind = iota // Int<N>: C<int(N)>
	offUint                    // C<uint32_t(N)>, what upcast<N>/downcast<N> of an Int make
	offFlag                    // smem_ptr_flag_bits<B>, an Int<0> that prints as smem_ptr[Bb](unset)
	offMixed                   // MixedBits<S,F>: static bits S, run-time bits under the mask F
)

// Offset is the middle term of a composed layout: a static integer, as
// C++ types it. Int<N> is signed; upcast<N> and downcast<N> of an offset
// (safe_div by, and product with, C<uint32_t(N)>) make it a 32-bit
// unsigned C<N>, with C++'s wrap-around; smem_ptr_flag_bits<B> is the
// placeholder offset of GMMA's shared-memory atoms, equal to 0.
type Offset struct {
	v    int // the value; for offUint and offMixed in [0, 2^32); for offFlag the bits B
	kind offsetKind
	// s and f are MixedBits<S,F>'s static bits and run-time mask
	// (offMixed): v = s | (the run-time int & f).
	s, f uint32
}

// IntOffset is the offset Int<n>.
func IntOffset(n int) Offset { return Offset{v: n} }

// SmemPtrFlag is the offset smem_ptr_flag_bits<bits>.
func SmemPtrFlag(bits int) Offset { return Offset{v: bits, kind: offFlag} }

// uintOffset is C<uint32_t(n)>.
func uintOffset(n int) Offset { return Offset{v: int(uint32(n)), kind: offUint} }

// Value is the offset as an integer (0 for smem_ptr_flag_bits).
func (o Offset) Value() int {
	if o.kind == offFlag {
		return 0
	}
	return o.v
}

// Unsigned reports whether C++ types the offset C<uint32_t(N)>.
func (o Offset) Unsigned() bool { return o.kind == offUint }

// FlagBits is B of an offset smem_ptr_flag_bits<B>, and whether it is one.
func (o Offset) FlagBits() (int, bool) { return o.v, o.kind == offFlag }

// isInt0 is whether the offset has the type Int<0> exactly, the offset of
// the identity overload composition(Sw<0,M,S>, Int<0>, Layout).
func (o Offset) isInt0() bool { return o.kind == offInt && o.v == 0 }

// isConstant0 is is_constant<0, Offset>: a C<0> of either signedness (an
// smem_ptr_flag_bits is a type derived from Int<0>, not C<0> itself).
func (o Offset) isConstant0() bool { return o.kind != offFlag && o.v == 0 }

// plus is o + p with C++'s usual arithmetic conversions (smem_ptr_flag_bits
// converts to its base Int<0>): unsigned if either is.
func (o Offset) plus(p Offset) Offset {
	if o.kind == offUint || p.kind == offUint {
		return uintOffset(o.Value() + p.Value())
	}
	return IntOffset(add(o.Value(), p.Value()))
}

// negate is right_inverse(O) = left_inverse(O) = -O of an integral offset.
func (o Offset) negate(op string) (Offset, error) {
	switch o.kind {
	case offUint:
		return uintOffset(-o.v), nil
	case offFlag:
		return Offset{}, errorf(op, "no matching function", "%s(%s): an smem_ptr_flag_bits offset is not integral (is_integral<T>)", op, o)
	}
	return IntOffset(neg(o.v)), nil
}

// String prints the offset without the static marker: "3", "smem_ptr[16b](unset)",
// and a MixedBits as swizzle.hpp prints it, "M_32|(16&48)=48".
func (o Offset) String() string {
	switch o.kind {
	case offFlag:
		return fmt.Sprintf("smem_ptr[%db](unset)", o.v)
	case offMixed:
		return fmt.Sprintf("M_%d|(%d&%d)=%d", o.s, uint32(o.v)&o.f, o.f, uint32(o.v))
	}
	return strconv.Itoa(o.v)
}

// StaticString prints the offset as cute::print prints its type: "_3",
// "_4294967294", "smem_ptr[16b](unset)".
func (o Offset) StaticString() string {
	if o.kind == offFlag || o.kind == offMixed {
		return o.String()
	}
	return "_" + strconv.Itoa(o.v)
}

// ComposedLayout is make_composed_layout(A, Offset, B): c -> A(Offset +
// B(c)). A and B are each a Layout, a Swizzle or a ComposedLayout; the
// swizzled layouts of shared memory are Sw o off o L. Build one with
// MakeComposedLayout (that form) or MakeComposed.
type ComposedLayout struct {
	a      Fn
	offset Offset
	b      Fn
}

// MakeComposedLayout is make_composed_layout(inner, Int<offset>, outer),
// the swizzled layout Sw o offset o L.
func MakeComposedLayout(inner Swizzle, offset int, outer Layout) ComposedLayout {
	return ComposedLayout{inner, IntOffset(offset), outer}
}

// MakeComposed is make_composed_layout(a, offset, b) for any a and b
// (the constructor, which never decays; see Compose3 for composition).
func MakeComposed(a Fn, offset Offset, b Fn) ComposedLayout {
	return ComposedLayout{a, offset, b}
}

// A is layout_a(), the function applied last.
func (c ComposedLayout) A() Fn { return c.a }

// B is layout_b(), the function applied first; it defines the domain.
func (c ComposedLayout) B() Fn { return c.b }

// OffsetTerm is offset(), with its C++ type.
func (c ComposedLayout) OffsetTerm() Offset { return c.offset }

// Inner is the swizzle A of Sw o off o L (Sw<0,0,0> where A is not a
// swizzle; see Simple).
func (c ComposedLayout) Inner() Swizzle {
	w, _ := c.a.(Swizzle)
	return w
}

// Offset is the offset's value.
func (c ComposedLayout) Offset() int { return c.offset.Value() }

// Outer is the layout that defines the domain: B, or B's own domain where
// B is composed (the empty layout where the innermost B is a swizzle,
// which has no domain; see Domain).
func (c ComposedLayout) Outer() Layout {
	l, _ := c.Domain()
	return l
}

// Domain is the layout at the bottom of the chain of B's, which gives the
// composed layout its shape, size and cosize; ok is false when that B is
// a swizzle (a function of integers, with no shape: C++ defines no size
// of it).
func (c ComposedLayout) Domain() (Layout, bool) {
	switch b := c.b.(type) {
	case Layout:
		return b, true
	case ComposedLayout:
		return b.Domain()
	}
	return Layout{}, false
}

// Simple reports whether c is Sw o off o L with a signed integer offset
// (the form of the swizzled layouts of shared memory).
func (c ComposedLayout) Simple() bool {
	_, sw := c.a.(Swizzle)
	_, l := c.b.(Layout)
	return sw && l && c.offset.kind == offInt
}

// Plain reports whether C++ holds c as the plain layout B:
// composition(Sw<0,M,S>, Int<0>, L) is L (swizzle_layout.hpp's identity
// overload). make_composed_layout still builds the composed form.
func (c ComposedLayout) Plain() bool {
	w, sw := c.a.(Swizzle)
	_, l := c.b.(Layout)
	return sw && l && w.b == 0 && c.offset.isInt0()
}

// Eval is the composed layout at coordinate c: A(offset + B(c)).
func (c ComposedLayout) Eval(crd IntTuple) (n int, err error) {
	defer catch("composed layout", &err)
	x, err := evalFn(c.b, crd)
	if err != nil {
		return 0, err
	}
	if c.offset.kind == offUint {
		x = int(uint32(c.offset.v + x))
	} else {
		x = add(c.offset.Value(), x)
	}
	r, err := evalFn(c.a, Int(x))
	if err != nil {
		return 0, err
	}
	if c.offset.kind == offUint {
		r = int(uint32(r))
	}
	return r, nil
}

// evalFn is f(crd) for a layout, a swizzle (of an integer) or a composed
// layout.
func evalFn(f Fn, crd IntTuple) (int, error) {
	switch f := f.(type) {
	case Layout:
		return f.Eval(crd)
	case Swizzle:
		if !crd.IsInt() {
			return 0, errorf("composed layout", "a swizzle takes an integer", "%s(%s)", f, crd)
		}
		return f.Apply(crd.Value()), nil
	case ComposedLayout:
		return f.Eval(crd)
	}
	return 0, errorf("composed layout", "not a function", "%v", f)
}

// String prints as C++ does without `_`, A o offset o B, a nested
// composed layout flat: "Sw<3,3,3> o 0 o (8,64):(64,1)",
// "32:1 o -32 o Sw<2,3,-3>".
func (c ComposedLayout) String() string {
	return c.a.String() + " o " + c.offset.String() + " o " + c.b.String()
}

// StaticString prints the static form: "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)".
func (c ComposedLayout) StaticString() string {
	return c.a.StaticString() + " o " + c.offset.StaticString() + " o " + c.b.StaticString()
}

// Compose3 is C++'s three-argument composition(A, offset, B): the
// composed layout A o offset o B, except composition(Sw<0,M,S>, Int<0>, L)
// of a plain layout L, which is L (the identity overload; an offset of
// another type, C<0u> or smem_ptr_flag_bits, keeps the composed form).
func Compose3(a Fn, offset Offset, b Fn) Fn {
	c := ComposedLayout{a, offset, b}
	if c.Plain() {
		return b
	}
	return c
}

// Compose is composition(A o O o B, T) = A o O o composition(B, T) for a
// layout, swizzle or composed layout T; ComposeTiler takes a tiler.
func (c ComposedLayout) Compose(t Fn) (Fn, error) {
	r, err := c.b.Compose(t)
	if err != nil {
		return nil, err
	}
	return Compose3(c.a, c.offset, r), nil
}

// ComposeTiler is composition(A o O o B, T) for a tiler T (an integer, a
// shape, a layout or a by-mode tiler): A o O o composition(B, T). B must
// be a layout or composed layout (C++ has no composition(Swizzle, T)).
func (c ComposedLayout) ComposeTiler(t Tiler) (Fn, error) {
	var r Fn
	switch b := c.b.(type) {
	case Layout:
		l, err := Composition(b, t)
		if err != nil {
			return nil, err
		}
		r = l
	case ComposedLayout:
		x, err := b.ComposeTiler(t)
		if err != nil {
			return nil, err
		}
		r = x
	default:
		return nil, errorf("composition", "no matching function", "C++ has no composition(Swizzle, tiler): %s with %v", c.b, t)
	}
	return Compose3(c.a, c.offset, r), nil
}

// RightInverse is right_inverse(A o O o B). For A a swizzle and O a C<0>
// it is composition(right_inverse(B), A) (swizzle_layout.hpp); otherwise
// composition(right_inverse(B), -O, right_inverse(A)), the composed
// layout of the inverses in reverse order (layout_composed.hpp).
func (c ComposedLayout) RightInverse() (Fn, error) {
	return c.inverse("right_inverse", Fn.RightInverse)
}

// LeftInverse is left_inverse(A o O o B), as RightInverse with
// left_inverse.
func (c ComposedLayout) LeftInverse() (Fn, error) {
	return c.inverse("left_inverse", Fn.LeftInverse)
}

func (c ComposedLayout) inverse(op string, inv func(Fn) (Fn, error)) (r Fn, err error) {
	defer catch(op, &err)
	ib, err := inv(c.b)
	if err != nil {
		return nil, err
	}
	if _, sw := c.a.(Swizzle); sw && c.offset.isConstant0() {
		return ib.Compose(c.a)
	}
	o, err := c.offset.negate(op)
	if err != nil {
		return nil, err
	}
	ia, err := inv(c.a)
	if err != nil {
		return nil, err
	}
	return Compose3(ib, o, ia), nil
}

// Upcast is upcast<N>(A o O o B) = composition(upcast<N>(A), upcast<N>(O),
// upcast<N>(B)), where upcast<N>(O) = safe_div(O, C<uint32_t(N)>) is an
// unsigned C<O/N> (so C++ keeps the identity swizzle Sw<0,M,S> composed).
// With an offset smem_ptr_flag_bits<B> (pointer_flagged.hpp) A is kept and
// the flag becomes smem_ptr_flag_bits<B*N>.
func (c ComposedLayout) Upcast(n int) (r Fn, err error) {
	const op = "upcast"
	defer catch(op, &err)
	if n <= 0 || n&(n-1) != 0 || n > 1<<30 {
		return nil, errorf(op, "N must be a power of two", "N = %d (an int template argument)", n)
	}
	b, err := c.b.Upcast(n)
	if err != nil {
		return nil, err
	}
	if bits, ok := c.offset.FlagBits(); ok {
		return Compose3(c.a, SmemPtrFlag(mul(bits, n)), b), nil
	}
	a, err := c.a.Upcast(n)
	if err != nil {
		return nil, err
	}
	u := uint32(c.offset.v)
	if u%uint32(n) != 0 {
		return nil, errorf(op, "Static safe_div requires t % u == 0", "offset %s is not a multiple of %d", c.offset, n)
	}
	return Compose3(a, Offset{v: int(u / uint32(n)), kind: offUint}, b), nil
}

// Downcast is downcast<N>(A o O o B) = composition(downcast<N>(A), O *
// C<uint32_t(N)>, downcast<N>(B)) (an unsigned offset); with an offset
// smem_ptr_flag_bits<B>, A is kept and the flag becomes
// smem_ptr_flag_bits<B/N>.
func (c ComposedLayout) Downcast(n int) (r Fn, err error) {
	const op = "downcast"
	defer catch(op, &err)
	if n <= 0 || n&(n-1) != 0 || n > 1<<30 {
		return nil, errorf(op, "N must be a power of two", "N = %d (an int template argument)", n)
	}
	b, err := c.b.Downcast(n)
	if err != nil {
		return nil, err
	}
	if bits, ok := c.offset.FlagBits(); ok {
		return Compose3(c.a, SmemPtrFlag(bits/n), b), nil
	}
	a, err := c.a.Downcast(n)
	if err != nil {
		return nil, err
	}
	return Compose3(a, uintOffset(int(uint32(c.offset.v)*uint32(n))), b), nil
}

// Nullspace is nullspace(A o O o B): C++ does not attempt it for
// composed layouts and answers 1:0.
func (ComposedLayout) Nullspace() Layout { return Layout{Int(1), Int(0)} }

// ShapeOf is shape(A o O o B) = shape(B); B must reach a layout.
func (c ComposedLayout) ShapeOf(op string) (Layout, error) {
	l, ok := c.Domain()
	if !ok {
		return Layout{}, errorf(op, "no matching function", "C++ has no %s of a swizzle (the domain of %s)", op, c)
	}
	return l, nil
}
