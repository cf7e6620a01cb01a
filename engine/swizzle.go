package engine

import "fmt"

// Swizzle is CuTe's Swizzle<B,M,S>, written Sw<B,M,S>: it XORs the B bits
// at positions [M+S, M+S+B) of an offset into the B bits at [M, M+B)
// (for S < 0 the roles are mirrored: the upper bits take the lower):
//
//	Sw<B,M,S>(x) = x ^ ((x & yyy_mask) >> S)
//
// with yyy_mask = (2^B-1) << (M + max(0,S)); a negative shift shifts left.
// Build one with NewSwizzle or MakeSwizzle, which check it.
type Swizzle struct{ b, m, s int }

// B is the number of bits XORed (BBits).
func (w Swizzle) B() int { return w.b }

// M is the number of least-significant bits kept constant (MBase).
func (w Swizzle) M() int { return w.m }

// S is the distance of the shift (SShift).
func (w Swizzle) S() int { return w.s }

// NewSwizzle checks the parameters as C++ does: B >= 0, M >= 0, |S| >= B.
func NewSwizzle(b, m, s int) (Swizzle, error) {
	switch {
	case b < 0:
		return Swizzle{}, errorf("Swizzle", "BBits must be positive", "B = %d", b)
	case m < 0:
		return Swizzle{}, errorf("Swizzle", "MBase must be positive", "M = %d", m)
	case -b < s && s < b:
		return Swizzle{}, errorf("Swizzle", "abs(SShift) must be more than BBits", "|S| = %d < B = %d", abs(s), b)
	case b > 62 || m > 62 || s > 62 || s < -62: // before the sum, which could overflow
		return Swizzle{}, errorf("Swizzle", "too many bits", "B = %d, M = %d, S = %d: B+M+|S| exceeds 62", b, m, s)
	case b+m+abs(s) > 62:
		return Swizzle{}, errorf("Swizzle", "too many bits", "B+M+|S| = %d exceeds 62", b+m+abs(s))
	}
	return Swizzle{b, m, s}, nil
}

// YYYMask is the mask of the source bits, ZZZMask that of the bits they flip.
func (w Swizzle) YYYMask() int { return (1<<w.b - 1) << (w.m + max(0, w.s)) }

// ZZZMask is the mask of the bits that Apply flips.
func (w Swizzle) ZZZMask() int { return (1<<w.b - 1) << (w.m - min(0, w.s)) }

// Apply is Sw<B,M,S>(x).
func (w Swizzle) Apply(x int) int {
	y := x & w.YYYMask()
	if w.s >= 0 {
		y >>= w.s
	} else {
		y <<= -w.s
	}
	return x ^ y
}

// String prints "Sw<3,3,3>".
func (w Swizzle) String() string { return fmt.Sprintf("Sw<%d,%d,%d>", w.b, w.m, w.s) }

// ComposedLayout is make_composed_layout(Inner, Offset, Outer):
// c -> Inner(Offset + Outer(c)), the swizzled layouts of shared memory.
// Build one with MakeComposedLayout.
type ComposedLayout struct {
	inner  Swizzle
	offset int
	outer  Layout
}

// MakeComposedLayout is make_composed_layout(inner, offset, outer).
func MakeComposedLayout(inner Swizzle, offset int, outer Layout) ComposedLayout {
	return ComposedLayout{inner, offset, outer}
}

// Inner is the swizzle applied last.
func (c ComposedLayout) Inner() Swizzle { return c.inner }

// Offset is the offset added to the outer layout's value.
func (c ComposedLayout) Offset() int { return c.offset }

// Outer is the layout applied first.
func (c ComposedLayout) Outer() Layout { return c.outer }

// Eval is the composed layout at coordinate c.
func (c ComposedLayout) Eval(crd IntTuple) (n int, err error) {
	defer catch("composed layout", &err)
	o, err := c.outer.Eval(crd)
	if err != nil {
		return 0, err
	}
	return c.inner.Apply(add(c.offset, o)), nil
}

// String prints as C++ does without `_`: "Sw<3,3,3> o 0 o (8,64):(64,1)".
func (c ComposedLayout) String() string {
	return fmt.Sprintf("%s o %d o %s", c.inner, c.offset, c.outer)
}

// StaticString prints the static form: "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)".
func (c ComposedLayout) StaticString() string {
	return fmt.Sprintf("%s o _%d o %s", c.inner, c.offset, c.outer.StaticString())
}
