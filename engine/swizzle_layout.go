package engine

import "math/bits"

// The algebra of swizzles and swizzled (composed) layouts, as C++'s
// swizzle.hpp, swizzle_layout.hpp and layout_composed.hpp define it.
// Every operation on a composed layout Sw o off o L acts on L and composes
// the result with the same Sw and off again; where C++ builds the result
// with composition(Sw<0,M,S>, _0, L) it is the plain layout L (see Plain).

// Plain reports whether C++ holds c as the plain layout c.Outer:
// composition(Sw<0,M,S>, _0, L) is L (swizzle_layout.hpp's identity
// overload). make_composed_layout still builds the composed form.
func (c ComposedLayout) Plain() bool { return c.inner.b == 0 && c.offset == 0 }

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

// ComposeLayoutSwizzle is composition(A, Sw): the swizzle of A's images of
// Sw's masks, composed with A: make_swizzle<A(yyy), A(zzz)>() o _0 o A.
func ComposeLayoutSwizzle(a Layout, w Swizzle) (r ComposedLayout, err error) {
	defer catch("composition", &err)
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
	return ComposedLayout{inner: nw, outer: a}, nil
}

// ComposeLayoutComposed is composition(A, Sw o _0 o L) =
// composition(composition(A, Sw), L); C++ requires the offset to be 0.
func ComposeLayoutComposed(a Layout, b ComposedLayout) (ComposedLayout, error) {
	if b.offset != 0 {
		return ComposedLayout{}, errorf("composition", "Require offset == 0.", "%s has offset %d", b, b.offset)
	}
	c, err := ComposeLayoutSwizzle(a, b.inner)
	if err != nil {
		return ComposedLayout{}, err
	}
	l, err := Composition(c.outer, b.outer)
	if err != nil {
		return ComposedLayout{}, err
	}
	c.outer = l
	return c, nil
}

// SwizzleLayout is make_layout(Sw<B,M,S>): Sw composed with (M+B+|S|):1.
func SwizzleLayout(w Swizzle) ComposedLayout {
	return ComposedLayout{inner: w, outer: Layout{Int(w.m + w.b + abs(w.s)), Int(1)}}
}

// RightInverse is right_inverse(Sw o _0 o L) = composition(right_inverse(L), Sw).
// With a nonzero offset C++ answers right_inverse(L) o -off o Sw, a layout
// this engine does not represent.
func (c ComposedLayout) RightInverse() (ComposedLayout, error) {
	if c.offset != 0 {
		return ComposedLayout{}, errorf("right_inverse", "unsupported", "%s has offset %d; C++ answers the layout right_inverse(L) o %d o %s, which cutetui does not represent", c, c.offset, -c.offset, c.inner)
	}
	return ComposeLayoutSwizzle(RightInverse(c.outer), c.inner)
}

// LeftInverse is left_inverse(Sw o _0 o L) = composition(left_inverse(L), Sw).
func (c ComposedLayout) LeftInverse() (ComposedLayout, error) {
	if c.offset != 0 {
		return ComposedLayout{}, errorf("left_inverse", "unsupported", "%s has offset %d; C++ answers the layout left_inverse(L) o %d o %s, which cutetui does not represent", c, c.offset, -c.offset, c.inner)
	}
	li, err := LeftInverse(c.outer)
	if err != nil {
		return ComposedLayout{}, err
	}
	return ComposeLayoutSwizzle(li, c.inner)
}

// Upcast is upcast<N>(Sw<B,M,S>): Sw<B,M-log2 N,S>, or Sw<max(B+M',0),0,S>
// where M' = M-log2 N is negative.
func (w Swizzle) Upcast(n int) (Swizzle, error) {
	if n <= 0 || n&(n-1) != 0 {
		return Swizzle{}, errorf("upcast", "N must be a power of two", "N = %d", n)
	}
	nm := w.m - (bits.Len(uint(n)) - 1)
	if nm >= 0 {
		return NewSwizzle(w.b, nm, w.s)
	}
	return NewSwizzle(max(w.b+nm, 0), 0, w.s)
}

// Downcast is downcast<N>(Sw<B,M,S>) = Sw<B,M+log2 N,S>.
func (w Swizzle) Downcast(n int) (Swizzle, error) {
	if n <= 0 || n&(n-1) != 0 {
		return Swizzle{}, errorf("downcast", "N must be a power of two", "N = %d", n)
	}
	return NewSwizzle(w.b, w.m+bits.Len(uint(n))-1, w.s)
}

// Upcast is upcast<N> of a composed layout: of the swizzle, the offset
// (exact division, safe_div) and the layout.
func (c ComposedLayout) Upcast(n int) (ComposedLayout, error) {
	w, err := c.inner.Upcast(n)
	if err != nil {
		return ComposedLayout{}, err
	}
	if c.offset%n != 0 {
		return ComposedLayout{}, errorf("upcast", "Static safe_div requires t % u == 0", "offset %d is not a multiple of %d", c.offset, n)
	}
	l, err := Upcast(c.outer, n)
	if err != nil {
		return ComposedLayout{}, err
	}
	return ComposedLayout{inner: w, offset: c.offset / n, outer: l}, nil
}

// Downcast is downcast<N> of a composed layout: of the swizzle, the offset
// (times N) and the layout.
func (c ComposedLayout) Downcast(n int) (r ComposedLayout, err error) {
	defer catch("downcast", &err)
	w, err := c.inner.Downcast(n)
	if err != nil {
		return ComposedLayout{}, err
	}
	l, err := Downcast(c.outer, n)
	if err != nil {
		return ComposedLayout{}, err
	}
	return ComposedLayout{inner: w, offset: mul(c.offset, n), outer: l}, nil
}

// SliceAndOffset is slice_and_offset(crd, Sw o off o L) of swizzle_layout.hpp.
// An all-`_` coordinate only reshapes: (Sw o off o slice(crd, L), 0).
// Otherwise the offset of the modes fixed by crd is split into the bits
// the swizzle reads or flips and the rest; where the remaining layout does
// not touch both a source bit and the bit it flips, the result decays to a
// plain layout (Plain) with the offset carried out; else it stays swizzled.
func (c ComposedLayout) SliceAndOffset(crd IntTuple) (r ComposedLayout, offset int, err error) {
	const op = "slice"
	defer catch(op, &err)
	sliced, _, err := c.outer.Slice(crd)
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	if allUnderscore(crd) {
		return ComposedLayout{inner: c.inner, offset: c.offset, outer: sliced}, 0, nil
	}
	w := c.inner
	b, m, s := w.b, w.m, abs(w.s)
	// sw = make_layout((2^M, 2^B, 2^(|S|-B), 2^B, 1)) and its projections.
	shape := Ints(1<<m, 1<<b, 1<<(s-b), 1<<b, 1)
	antiZY := Layout{shape, Ints(1, 0, 1<<(m+b), 0, 1<<(m+b+s))}
	onlyZY := Layout{shape, Ints(0, 1<<m, 0, 1<<(m+s), 0)}

	dicedCrd, err := dice(crd, crd)
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	dShape, err := dice(crd, c.outer.shape)
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	dStride, _ := dice(crd, c.outer.stride)
	diced := Layout{dShape, dStride}

	dAnti, err := Composition(antiZY, diced)
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	dOnly, err := Composition(onlyZY, diced)
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	bitsZY, err := toMixedBits(dOnly, dicedCrd)
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	offZY := c.offset ^ bitsZY
	offAnti, err := dAnti.Eval(dicedCrd)
	if err != nil {
		return ComposedLayout{}, 0, err
	}

	sOnly, err := Composition(onlyZY, sliced)
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	active, err := sOnly.Eval(Int(sOnly.Size() - 1))
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	if active&^w.Apply(active) != 0 {
		// The remaining layout hits a source bit and the bit it flips.
		return ComposedLayout{inner: w, offset: offZY, outer: sliced}, offAnti, nil
	}
	// Decay: the swizzle as a layout with the strides offZY leaves it.
	z := w.ZZZMask() & -w.ZZZMask()
	y := w.YYYMask() & -w.YYYMask()
	lo, hi := swizzleStrides(z < y, z, y, offZY, b), swizzleStrides(z > y, z, y, offZY, b)
	var fs, fd []IntTuple
	fs, fd = append(fs, Int(1<<m)), append(fd, Int(1))
	for i := 0; i < b; i++ {
		fs, fd = append(fs, Int(2)), append(fd, Int(lo[i]))
	}
	fs, fd = append(fs, Int(1<<(s-b))), append(fd, Int(1<<(m+b)))
	for i := 0; i < b; i++ {
		fs, fd = append(fs, Int(2)), append(fd, Int(hi[i]))
	}
	fs, fd = append(fs, Int(1)), append(fd, Int(1<<(m+b+s)))
	l, err := Composition(Layout{Tuple(fs...), Tuple(fd...)}, sliced)
	if err != nil {
		return ComposedLayout{}, 0, err
	}
	return ComposedLayout{outer: l}, add(w.Apply(offZY), offAnti), nil
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

// toMixedBits is to_mixed_bits(L, crd) with static integers: the XOR over
// the modes of (c·d) & ((s-1)·d), each s·d 0 or a power of two.
func toMixedBits(l Layout, crd IntTuple) (int, error) {
	c, err := Idx2Crd(crd, l.shape)
	if err != nil {
		return 0, err
	}
	var walk func(s, d, c IntTuple) (int, error)
	walk = func(s, d, c IntTuple) (int, error) {
		if s.IsTuple() && d.IsTuple() && c.IsTuple() {
			x := 0
			for i := 0; i < s.Len(); i++ {
				v, err := walk(s.At(i), d.At(i), c.At(i))
				if err != nil {
					return 0, err
				}
				x ^= v
			}
			return x, nil
		}
		if !s.IsInt() || !d.IsInt() || !c.IsInt() {
			return 0, errorf("slice", "Either Shape, Stride, and Coord must be all tuples, or they must be all integral", "%s:%s at %s", s, d, c)
		}
		sd := mul(s.Value(), d.Value())
		if sd != 0 && (sd < 0 || sd&(sd-1) != 0) {
			return 0, errorf("slice", "Requires pow2 shape*stride.", "mode %s:%s of the swizzle projection", s, d)
		}
		return mul(c.Value(), d.Value()) & mul(s.Value()-1, d.Value()), nil
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

// MaxCommonVectorComposed is max_common_vector of two composed layouts: the
// common vector of their layouts, capped at 2^M of each swizzle unless the
// two swizzles are the same.
func MaxCommonVectorComposed(a, b ComposedLayout) (int, error) {
	v, err := MaxCommonVector(a.outer, b.outer)
	if err != nil {
		return 0, err
	}
	if a.inner == b.inner {
		return v, nil
	}
	return min(v, 1<<a.inner.m, 1<<b.inner.m), nil
}

// MaxCommonVectorComposedLayout is max_common_vector(Sw o off o A, B) (and,
// C++ being symmetric here, of B and the composed layout): the common vector
// of A and B, capped at 2^M.
func MaxCommonVectorComposedLayout(a ComposedLayout, b Layout) (int, error) {
	v, err := MaxCommonVector(a.outer, b)
	if err != nil {
		return 0, err
	}
	return min(v, 1<<a.inner.m), nil
}

// MaxCommonLayoutComposed is max_common_layout(Sw o off o A, B): the common
// layout of A and B truncated to 2^M elements.
func MaxCommonLayoutComposed(a ComposedLayout, b Layout) (Layout, error) {
	common, err := MaxCommonLayout(a.outer, b)
	if err != nil {
		return Layout{}, err
	}
	if base := 1 << a.inner.m; base < common.Size() {
		return Composition(common, Int(base))
	}
	return common, nil
}
