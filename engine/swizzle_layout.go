package engine

import "math/bits"

// The algebra of swizzles and swizzled layouts Sw o off o L, as C++'s
// swizzle.hpp and swizzle_layout.hpp define it; the general composed
// layout and its generic overloads are in layout_composed.go. Where C++
// builds a result with composition(Sw<0,M,S>, _0, L) it is the plain
// layout L (see Plain and Compose3).

// MakeSwizzle is make_swizzle<Y,Z>(): the swizzle whose source bits are Y
// and flipped bits Z: B = popcount, M = the lower of the two lowest set
// bits, S = their distance.
func MakeSwizzle(y, z int) (Swizzle, error) {
	const op = "make_swizzle"
	if y < 0 || z < 0 || y > 1<<32-1 || z > 1<<32-1 {
		return Swizzle{}, errorf(op, "masks must fit in uint32", "Y = %d, Z = %d are template arguments of type uint32_t", y, z)
	}
	by, bz := bits.OnesCount32(uint32(y)), bits.OnesCount32(uint32(z))
	if by != bz {
		return Swizzle{}, errorf(op, "Number of bits in Y and Z don't match", "Y = %d has %d bits, Z = %d has %d", y, by, z, bz)
	}
	ty, tz := bits.TrailingZeros32(uint32(y)), bits.TrailingZeros32(uint32(z))
	m := min(ty, tz) % 32
	s := ty - tz
	w, err := NewSwizzle(by, m, s)
	if err != nil {
		return Swizzle{}, err
	}
	if w.YYYMask()|w.ZZZMask() != y|z {
		return Swizzle{}, errorf(op, "Something went wrong.", "Y = %d and Z = %d are not the masks of %s", y, z, w)
	}
	return w, nil
}

// ComposeSwizzles is composition(Sw0, Sw1) of two swizzles of the same
// shift: the swizzle of the XORed masks.
func ComposeSwizzles(a, b Swizzle) (Swizzle, error) {
	if a.s != b.s {
		return Swizzle{}, errorf("composition", "Can only merge swizzles of the same shift.", "%s and %s", a, b)
	}
	return MakeSwizzle(a.YYYMask()^b.YYYMask(), a.ZZZMask()^b.ZZZMask())
}

// composeLayoutSwizzle is composition(A, Sw): the swizzle of A's images of
// Sw's masks, composed with A: make_swizzle<A(yyy), A(zzz)>() o _0 o A
// (before the identity overload; see Layout.Compose). The masks are
// template arguments: C++ compiles it only where A(yyy_msk{}) and
// A(zzz_msk{}) are static, which a dynamic integer of A they meet undoes.
func composeLayoutSwizzle(a Layout, w Swizzle) (r ComposedLayout, err error) {
	defer catch("composition", &err)
	if !a.IsStatic() {
		for _, m := range []int{w.YYYMask(), w.ZZZMask()} {
			if t, err := a.Crd2Idx(Int(m)); err == nil && t.IsDynamic() {
				return ComposedLayout{}, errorf("composition", "non-type template argument is not a constant expression",
					"make_swizzle<A(yyy_msk), A(zzz_msk)>: A(%d) of %s is a run-time int", m, a.StaticString())
			}
		}
	}
	y, err := a.Eval(Int(w.YYYMask()))
	if err != nil {
		return ComposedLayout{}, err
	}
	z, err := a.Eval(Int(w.ZZZMask()))
	if err != nil {
		return ComposedLayout{}, err
	}
	nw, err := MakeSwizzle(y, z)
	if err != nil {
		return ComposedLayout{}, relabel(err, "composition")
	}
	return ComposedLayout{nw, IntOffset(0), a}, nil
}

// SwizzleLayout is make_layout(Sw<B,M,S>): Sw composed with (M+B+|S|):1.
func SwizzleLayout(w Swizzle) ComposedLayout {
	return ComposedLayout{w, IntOffset(0), Layout{Int(w.m + w.b + abs(w.s)), Int(1)}}
}

// Upcast is upcast<N>(Sw<B,M,S>): Sw<B,M-log2 N,S>, or Sw<max(B+M',0),0,S>
// where M' = M-log2 N is negative.
func (w Swizzle) Upcast(n int) (Fn, error) {
	if n <= 0 || n&(n-1) != 0 {
		return nil, errorf("upcast", "N must be a power of two", "N = %d", n)
	}
	nm := w.m - (bits.Len(uint(n)) - 1)
	if nm >= 0 {
		return swizzleFn(NewSwizzle(w.b, nm, w.s))
	}
	return swizzleFn(NewSwizzle(max(w.b+nm, 0), 0, w.s))
}

// Downcast is downcast<N>(Sw<B,M,S>) = Sw<B,M+log2 N,S>.
func (w Swizzle) Downcast(n int) (Fn, error) {
	if n <= 0 || n&(n-1) != 0 {
		return nil, errorf("downcast", "N must be a power of two", "N = %d", n)
	}
	return swizzleFn(NewSwizzle(w.b, w.m+bits.Len(uint(n))-1, w.s))
}

// SliceAndOffset is slice_and_offset(crd, A o O o B): the sub-layout at
// the `_` of crd and the offset carried out of it.
//
// Generic A (layout_composed.hpp): (A o O+off o slice(crd, B), 0) with
// (slice, off) = slice_and_offset(crd, B), built without decay.
//
// A a swizzle (swizzle_layout.hpp): an all-`_` coordinate only reshapes,
// (composition(Sw, O, slice(crd, B)), 0). Otherwise the offset of the
// modes fixed by crd is split into the bits the swizzle reads or flips
// and the rest; where the remaining layout does not touch both a source
// bit and the bit it flips, the result decays to a plain layout with the
// offset carried out; else it stays swizzled.
//
// A a swizzle and O an smem_ptr_flag_bits (pointer_flagged.hpp): the
// slice of B, kept under Sw o flag where B's offset is 0, else
// Sw o off o slice with the offset absorbed; the offset returned is 0.
func (c ComposedLayout) SliceAndOffset(crd IntTuple) (r Fn, offset int, err error) {
	defer catch("slice", &err)
	r, o, err := c.sliceAndOffset(crd)
	return r, o.Value(), err
}

// sliceAndOffset is SliceAndOffset with the offset typed as C++ types it:
// swizzle_layout.hpp's to_mixed_bits answers an unsigned C<N>, so the
// offset a swizzle's slice carries (or keeps) is unsigned; the generic
// overload answers Int<0>.
func (c ComposedLayout) sliceAndOffset(crd IntTuple) (r Fn, offset Offset, err error) {
	const op = "slice"
	w, isSw := c.a.(Swizzle)
	if !isSw || c.offset.kind == offFlag {
		var sliced Fn
		var off Offset
		switch b := c.b.(type) {
		case Layout:
			sl, o, err := b.Slice(crd)
			if err != nil {
				return nil, Offset{}, err
			}
			sliced, off = sl, IntOffset(o)
		case ComposedLayout:
			sl, o, err := b.sliceAndOffset(crd)
			if err != nil {
				return nil, Offset{}, err
			}
			sliced, off = sl, o
		default:
			return nil, Offset{}, errorf(op, "no matching function", "C++ has no slice_and_offset of a swizzle (%s is layout_b of %s)", c.b, c)
		}
		if isSw && off.isConstant0() {
			return Compose3(w, c.offset, sliced), IntOffset(0), nil
		}
		return ComposedLayout{c.a, c.offset.plus(off), sliced}, IntOffset(0), nil
	}
	if allUnderscore(crd) {
		var sliced Fn
		switch b := c.b.(type) {
		case Layout:
			sl, _, err := b.Slice(crd)
			if err != nil {
				return nil, Offset{}, err
			}
			sliced = sl
		case ComposedLayout:
			sl, _, err := b.sliceAndOffset(crd)
			if err != nil {
				return nil, Offset{}, err
			}
			sliced = sl
		default:
			return nil, Offset{}, errorf(op, "no matching function", "C++ has no slice of a swizzle (%s is layout_b of %s)", c.b, c)
		}
		return Compose3(w, c.offset, sliced), IntOffset(0), nil
	}
	outer, ok := c.b.(Layout)
	if !ok {
		return nil, Offset{}, errorf(op, "no matching function", "C++ has no dice of %s (layout_b of %s)", c.b, c)
	}
	sliced, _, err := outer.Slice(crd)
	if err != nil {
		return nil, Offset{}, err
	}
	b, m, s := w.b, w.m, abs(w.s)
	// sw = make_layout((2^M, 2^B, 2^(|S|-B), 2^B, 1)) and its projections.
	shape := Ints(1<<m, 1<<b, 1<<(s-b), 1<<b, 1)
	antiZY := Layout{shape, Ints(1, 0, 1<<(m+b), 0, 1<<(m+b+s))}
	onlyZY := Layout{shape, Ints(0, 1<<m, 0, 1<<(m+s), 0)}

	dicedCrd, err := dice(crd, crd)
	if err != nil {
		return nil, Offset{}, err
	}
	dShape, err := dice(crd, outer.shape)
	if err != nil {
		return nil, Offset{}, err
	}
	dStride, _ := dice(crd, outer.stride)
	diced := Layout{dShape, dStride}

	dAnti, err := Composition(antiZY, diced)
	if err != nil {
		return nil, Offset{}, err
	}
	dOnly, err := Composition(onlyZY, diced)
	if err != nil {
		return nil, Offset{}, err
	}
	bitsZY, err := toMixedBits(dOnly, dicedCrd)
	if err != nil {
		return nil, Offset{}, err
	}
	// offset ^ to_mixed_bits(...), a C<uint32_t> (unsigned), or a
	// MixedBits where a run-time coordinate reaches the swizzle's bits.
	offZY := mixedOf(c.offset).xor(bitsZY).offset()
	offAnti, err := dAnti.Eval(dicedCrd)
	if err != nil {
		return nil, Offset{}, err
	}

	sOnly, err := Composition(onlyZY, sliced)
	if err != nil {
		return nil, Offset{}, err
	}
	active, err := sOnly.Eval(Int(sOnly.Size() - 1))
	if err != nil {
		return nil, Offset{}, err
	}
	// is_constant<0, decltype(not (active & ~swizzle(active)))>: only a
	// static projection (P o L of static integers) can be irreducible; a
	// run-time one decays.
	staticActive := sOnly.IsStatic()
	if staticActive && active&^w.Apply(active) != 0 {
		// The remaining layout hits a source bit and the bit it flips.
		return Compose3(w, offZY, sliced), IntOffset(offAnti), nil
	}
	// Decay: the swizzle as a layout with the strides offZY leaves it.
	z := w.ZZZMask() & -w.ZZZMask()
	y := w.YYYMask() & -w.YYYMask()
	lo, hi := swizzleStrides(z < y, z, y, offZY.v, b), swizzleStrides(z > y, z, y, offZY.v, b)
	// conditional_return((offset & bit) == Int<0>{}, ...) is a run-time
	// int where bit lies under a MixedBits offset's run-time mask.
	dynLo, dynHi := swizzleStrideBits(z < y, z, y, b), swizzleStrideBits(z > y, z, y, b)
	strideOf := func(v, bit int) IntTuple {
		if offZY.kind == offMixed && offZY.f&uint32(bit) != 0 {
			return DynInt(v)
		}
		return Int(v)
	}
	var fs, fd []IntTuple
	fs, fd = append(fs, Int(1<<m)), append(fd, Int(1))
	for i := 0; i < b; i++ {
		fs, fd = append(fs, Int(2)), append(fd, strideOf(lo[i], dynLo[i]))
	}
	fs, fd = append(fs, Int(1<<(s-b))), append(fd, Int(1<<(m+b)))
	for i := 0; i < b; i++ {
		fs, fd = append(fs, Int(2)), append(fd, strideOf(hi[i], dynHi[i]))
	}
	fs, fd = append(fs, Int(1)), append(fd, Int(1<<(m+b+s)))
	l, err := Composition(Layout{Tuple(fs...), Tuple(fd...)}, sliced)
	if err != nil {
		return nil, Offset{}, err
	}
	// swizzle(offset_only_zy) + offset_anti_zy: unsigned.
	return l, uintOffset(w.Apply(offZY.v) + offAnti), nil
}

// swizzleStrides is detail::make_swizzle_strides: for the bits walked by
// Z (zBits) the stride is ±Z·2^i by the Y bit of off; otherwise (Y±Z)·2^i
// by its Z bit.
func swizzleStrides(zBits bool, z, y, off, b int) []int {
	d := make([]int, b)
	for i := range d {
		switch {
		case zBits && off&(y<<i) == 0:
			d[i] = z << i
		case zBits:
			d[i] = -(z << i)
		case off&(z<<i) == 0:
			d[i] = (y + z) << i
		default:
			d[i] = (y - z) << i
		}
	}
	return d
}

// swizzleStrideBits are the offset bits make_swizzle_strides tests for
// each stride swizzleStrides gives: Y<<i for the bits walked by Z, Z<<i
// otherwise.
func swizzleStrideBits(zBits bool, z, y, b int) []int {
	d := make([]int, b)
	for i := range d {
		if zBits {
			d[i] = y << i
		} else {
			d[i] = z << i
		}
	}
	return d
}

// mixedBits is a value as swizzle.hpp's MixedBits<S,F> holds it: static
// bits s, and under the mask f (disjoint from s) the bits d of a run-time
// int; f = 0 is the static C<s>.
type mixedBits struct{ s, d, f uint32 }

// makeMixedBits is make_mixed_bits(C<s>, d, C<f>): static bits take
// precedence, and no run-time bit left is the static C<s | (d & f)>... of
// which only C<s> remains (the mask is empty).
func makeMixedBits(s, d, f uint32) mixedBits {
	f &^= s
	if f == 0 {
		return mixedBits{s: s}
	}
	return mixedBits{s: s, d: d & f, f: f}
}

// xor is swizzle.hpp's operator^ of MixedBits (and C<s>, f = 0).
func (m mixedBits) xor(n mixedBits) mixedBits {
	if m.f == 0 && n.f == 0 {
		return mixedBits{s: m.s ^ n.s}
	}
	return makeMixedBits((^m.s&n.s&^m.f)|(m.s&^n.s&^n.f), (m.s|m.d)^(n.s|n.d), m.f|n.f)
}

// mixedOf is a composed layout's offset as MixedBits.
func mixedOf(o Offset) mixedBits {
	if o.kind == offMixed {
		return mixedBits{s: o.s, d: uint32(o.v) &^ o.s, f: o.f}
	}
	return mixedBits{s: uint32(o.Value())}
}

// offset is m as a composed layout's offset: C<uint32_t(s)>, or the
// MixedBits.
func (m mixedBits) offset() Offset {
	if m.f == 0 {
		return uintOffset(int(m.s))
	}
	return Offset{v: int(m.s | m.d), kind: offMixed, s: m.s, f: m.f}
}

// toMixedBits is to_mixed_bits(L, crd) (swizzle.hpp): the XOR over the
// modes of make_mixed_bits(_0, c·d, (s-1)·d), each s·d a static 0 or power
// of two (decltype(shape*stride)::value: a run-time product does not
// compile); a run-time coordinate leaves the bits of (s-1)·d run-time.
func toMixedBits(l Layout, crd IntTuple) (mixedBits, error) {
	c, err := Idx2Crd(crd, l.shape)
	if err != nil {
		return mixedBits{}, err
	}
	var walk func(s, d, c IntTuple) (mixedBits, error)
	walk = func(s, d, c IntTuple) (mixedBits, error) {
		if s.IsTuple() && d.IsTuple() && c.IsTuple() {
			x := mixedBits{}
			for i := 0; i < s.Len(); i++ {
				v, err := walk(s.At(i), d.At(i), c.At(i))
				if err != nil {
					return mixedBits{}, err
				}
				x = x.xor(v)
			}
			return x, nil
		}
		if !s.IsInt() || !d.IsInt() || !c.IsInt() {
			return mixedBits{}, errorf("slice", "Either Shape, Stride, and Coord must be all tuples, or they must be all integral", "%s:%s at %s", s, d, c)
		}
		if !leafMul(s, d).IsStatic() {
			return mixedBits{}, errorf("slice", "Requires pow2 shape*stride.", "mode %s:%s of the swizzle projection holds a run-time int, which decltype(shape*stride)::value cannot read", s, d)
		}
		sd := mul(s.Value(), d.Value())
		if sd != 0 && (sd < 0 || sd&(sd-1) != 0) {
			return mixedBits{}, errorf("slice", "Requires pow2 shape*stride.", "mode %s:%s of the swizzle projection", s, d)
		}
		f := uint32(mul(s.Value()-1, d.Value()))
		v := uint32(mul(c.Value(), d.Value()))
		if !leafMul(c, d).IsStatic() && f != 0 {
			return makeMixedBits(0, v, f), nil
		}
		return mixedBits{s: v & f}, nil
	}
	return walk(l.shape, l.stride, c)
}

// dice is cute::dice(c, t): t itself for an integer c, () for `_`, and for
// a tuple c the concatenation of the lifted dice of its modes (the modes
// paired with integers).
func dice(c, t IntTuple) (IntTuple, error) {
	switch {
	case c.IsUnderscore():
		return Tuple(), nil
	case c.IsInt():
		return t, nil
	}
	parts, err := liftDice(c, t)
	if err != nil {
		return IntTuple{}, err
	}
	return Tuple(parts...), nil
}

func liftDice(c, t IntTuple) ([]IntTuple, error) {
	switch {
	case c.IsUnderscore():
		return nil, nil
	case c.IsInt():
		return []IntTuple{t}, nil
	}
	if !t.IsTuple() || t.Len() != c.Len() {
		return nil, errorf("slice", "Mismatched Ranks", "coordinate %s does not match the profile of %s", c, t)
	}
	var out []IntTuple
	for i := 0; i < c.Len(); i++ {
		p, err := liftDice(c.At(i), t.At(i))
		if err != nil {
			return nil, err
		}
		out = append(out, p...)
	}
	return out, nil
}

// allUnderscore is all_underscore<Coord>: `_`, or a tuple of them (nested).
func allUnderscore(c IntTuple) bool {
	if c.IsUnderscore() {
		return true
	}
	if !c.IsTuple() {
		return false
	}
	for i := 0; i < c.Len(); i++ {
		if !allUnderscore(c.At(i)) {
			return false
		}
	}
	return true
}

// swizzleB is the swizzle and layout_b of Sw o O o B, the form
// swizzle_layout.hpp's max_common_* overloads take (B any layout or
// composed layout).
func (c ComposedLayout) swizzleB(op string) (Swizzle, Fn, error) {
	w, sw := c.a.(Swizzle)
	if !sw {
		return Swizzle{}, nil, errorf(op, "no matching function", "C++ defines %s of a composed layout Sw o O o B only, not of %s", op, c)
	}
	return w, c.b, nil
}

// maxCommonVectorFn is max_common_vector over layouts and composed layouts
// Sw o O o B, as swizzle_layout.hpp's overloads recurse into B.
func maxCommonVectorFn(a, b Fn) (int, error) {
	const op = "max_common_vector"
	switch x := a.(type) {
	case Layout:
		switch y := b.(type) {
		case Layout:
			return MaxCommonVector(x, y)
		case ComposedLayout:
			return maxCommonVectorFn(y, x)
		}
	case ComposedLayout:
		wa, ba, err := x.swizzleB(op)
		if err != nil {
			return 0, err
		}
		switch y := b.(type) {
		case Layout:
			v, err := maxCommonVectorFn(ba, y)
			if err != nil {
				return 0, err
			}
			return min(v, 1<<wa.m), nil
		case ComposedLayout:
			wb, bb, err := y.swizzleB(op)
			if err != nil {
				return 0, err
			}
			v, err := maxCommonVectorFn(ba, bb)
			if err != nil {
				return 0, err
			}
			if wa == wb {
				return v, nil
			}
			return min(v, 1<<wa.m, 1<<wb.m), nil
		}
	}
	return 0, errorf(op, "no matching function", "%s and %s", a, b)
}

// MaxCommonVector is max_common_vector(Sw o O o B, b) for b a layout or a
// composed layout (and, C++ being symmetric here, of b and the composed
// layout): with a layout L, the common vector of B and L capped at 2^M;
// with Sw1 o O1 o B1, the common vector of B and B1, capped at 2^M of each
// swizzle unless the two swizzles are the same.
func (c ComposedLayout) MaxCommonVector(b Fn) (int, error) {
	return maxCommonVectorFn(c, b)
}

// MaxCommonLayout is max_common_layout(Sw o off o B, L): the common
// layout of B and L truncated to 2^M elements.
func (a ComposedLayout) MaxCommonLayout(b Layout) (Layout, error) {
	w, bf, err := a.swizzleB("max_common_layout")
	if err != nil {
		return Layout{}, err
	}
	var common Layout
	switch x := bf.(type) {
	case Layout:
		common, err = MaxCommonLayout(x, b)
	case ComposedLayout:
		common, err = x.MaxCommonLayout(b)
	default:
		err = errorf("max_common_layout", "no matching function", "%s and %s", a, b)
	}
	if err != nil {
		return Layout{}, err
	}
	if base := 1 << w.m; base < common.Size() {
		return Composition(common, Int(base))
	}
	return common, nil
}

// logicalProductComposed is logical_product(L, Sw o 0 o B) of
// swizzle_layout.hpp (Layout.LogicalProduct of a composed layout): the product P = logical_product(L, B) under a new
// swizzle. The bits of Sw that B's codomain reaches, active =
// (P_zy o B)(size-1) for the projection P_zy of Sw's Y and Z bits, give
// Z = active & zzz_msk and Y = active & yyy_msk; the new swizzle is
// make_swizzle<P(0, B(Y)), P(0, B(Z))>, composed with P. C++ requires
// the offset to be 0.
func logicalProductComposed(l Layout, t ComposedLayout) (r Fn, err error) {
	const op = "logical_product"
	defer catch(op, &err)
	w, isSw := t.a.(Swizzle)
	b, isL := t.b.(Layout)
	if !isSw || !isL {
		return nil, errorf(op, "no matching function", "C++ defines logical_product(Layout, Sw o O o L) only, not with %s", t)
	}
	if t.offset.Value() != 0 {
		return nil, errorf(op, "Require Swizzle offset == 0.", "%s has offset %s", t, t.offset)
	}
	p, err := LogicalProduct(l, b)
	if err != nil {
		return nil, err
	}
	m, bb, s := w.m, w.b, abs(w.s)
	onlyZY := Layout{Ints(1<<m, 1<<bb, 1<<(s-bb), 1<<bb, 1), Ints(0, 1<<m, 0, 1<<(m+s), 0)}
	zy, err := Composition(onlyZY, b)
	if err != nil {
		return nil, err
	}
	active, err := zy.Eval(Int(zy.Size() - 1))
	if err != nil {
		return nil, err
	}
	at := func(x int) (int, error) {
		bx, err := b.Eval(Int(x))
		if err != nil {
			return 0, err
		}
		return p.Eval(Tuple(Int(0), Int(bx)))
	}
	nz, err := at(active & w.ZZZMask())
	if err != nil {
		return nil, err
	}
	ny, err := at(active & w.YYYMask())
	if err != nil {
		return nil, err
	}
	nw, err := MakeSwizzle(ny, nz)
	if err != nil {
		return nil, relabel(err, op)
	}
	return Compose3(nw, IntOffset(0), p), nil
}
