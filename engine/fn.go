package engine

// The operations of Fn for a Layout and a Swizzle: C++'s overloads on the
// type of the first operand, dispatched on the receiver. A Layout's are
// its functions (RightInverse, Upcast, ...), its result held as an Fn.

// Compose is composition(L, b) of C++'s overloads for a layout L:
//
//	composition(L, L')          the layout algebra (Composition)
//	composition(L, Sw)          make_swizzle<L(yyy),L(zzz)> o 0 o L (L for an identity swizzle)
//	composition(L, A o 0 o B)   composition(composition(L, A), B); offset 0 required
func (l Layout) Compose(b Fn) (Fn, error) {
	switch b := b.(type) {
	case Layout:
		return Composition(l, b)
	case Swizzle:
		c, err := composeLayoutSwizzle(l, b)
		if err != nil {
			return nil, err
		}
		return Compose3(c.a, c.offset, c.b), nil
	case ComposedLayout:
		if b.offset.Value() != 0 {
			return nil, errorf("composition", "Require offset == 0.", "%s has offset %s", b, b.offset)
		}
		x, err := l.Compose(b.a)
		if err != nil {
			return nil, err
		}
		return x.Compose(b.b)
	}
	return nil, errorf("composition", "no matching function", "%v with %v", l, b)
}

// LogicalProduct is logical_product(L, b) of C++'s overloads for a
// layout L:
//
//	logical_product(L, L')          the layout algebra (LogicalProduct)
//	logical_product(L, Sw o 0 o B)  logical_product(L, B) under a new swizzle (swizzle_layout.hpp)
func (l Layout) LogicalProduct(b Fn) (Fn, error) {
	switch b := b.(type) {
	case Layout:
		return fnOf(LogicalProduct(l, b))
	case ComposedLayout:
		return logicalProductComposed(l, b)
	}
	return nil, errorf("logical_product", "no matching function", "C++ defines logical_product(Layout, Layout) and logical_product(Layout, Sw o O o L), not with %s", b)
}

// RightInverse is right_inverse(L) (RightInverse) as an Fn.
func (l Layout) RightInverse() (Fn, error) { return RightInverse(l), nil }

// LeftInverse is left_inverse(L) (LeftInverse) as an Fn.
func (l Layout) LeftInverse() (Fn, error) { return fnOf(LeftInverse(l)) }

// Upcast is upcast<N>(L) (Upcast) as an Fn.
func (l Layout) Upcast(n int) (Fn, error) { return fnOf(Upcast(l, n)) }

// Downcast is downcast<N>(L) (Downcast) as an Fn.
func (l Layout) Downcast(n int) (Fn, error) { return fnOf(Downcast(l, n)) }

// Compose is composition(Sw, b): Sw o 0 o L for a layout L (L itself for
// Sw<0,M,S>), the swizzle of the XORed masks for a swizzle of the same
// shift; C++ has no composition(Swizzle, ComposedLayout).
func (w Swizzle) Compose(b Fn) (Fn, error) {
	switch b := b.(type) {
	case Layout:
		return Compose3(w, IntOffset(0), b), nil
	case Swizzle:
		return swizzleFn(ComposeSwizzles(w, b))
	}
	return nil, errorf("composition", "no matching function", "C++ has no composition(Swizzle, ComposedLayout): %s with %s", w, b)
}

// RightInverse is right_inverse(Sw) = Sw: a swizzle is its own inverse.
func (w Swizzle) RightInverse() (Fn, error) { return w, nil }

// LeftInverse is left_inverse(Sw) = Sw.
func (w Swizzle) LeftInverse() (Fn, error) { return w, nil }

// fnOf is a layout result as an Fn (nil where err is not).
func fnOf(l Layout, err error) (Fn, error) {
	if err != nil {
		return nil, err
	}
	return l, nil
}

// swizzleFn is a swizzle result as an Fn (nil where err is not).
func swizzleFn(w Swizzle, err error) (Fn, error) {
	if err != nil {
		return nil, err
	}
	return w, nil
}
