package engine

import "fmt"

// Swizzle is CuTe's Swizzle<B,M,S>, written Sw<B,M,S>: it XORs the B bits
// at positions [M+S, M+S+B) of an offset into the B bits at [M, M+B)
// (for S < 0 the roles are mirrored: the upper bits take the lower):
//
//	Sw<B,M,S>(x) = x ^ ((x & yyy_mask) >> S)
//
// with yyy_mask = (2^B-1) << (M + max(0,S)); a negative shift shifts left.
type Swizzle struct{ B, M, S int }

// NewSwizzle checks the parameters as C++ does: B >= 0, M >= 0, |S| >= B.
func NewSwizzle(b, m, s int) (Swizzle, error) {
	switch {
	case b < 0:
		return Swizzle{}, errorf("Swizzle", "BBits must be positive", "B = %d", b)
	case m < 0:
		return Swizzle{}, errorf("Swizzle", "MBase must be positive", "M = %d", m)
	case abs(s) < b:
		return Swizzle{}, errorf("Swizzle", "abs(SShift) must be more than BBits", "|S| = %d < B = %d", abs(s), b)
	case b+m+abs(s) > 62:
		return Swizzle{}, errorf("Swizzle", "too many bits", "B+M+|S| = %d exceeds 62", b+m+abs(s))
	}
	return Swizzle{b, m, s}, nil
}

// YYYMask is the mask of the source bits, ZZZMask that of the bits they flip.
func (w Swizzle) YYYMask() int { return (1<<w.B - 1) << (w.M + max(0, w.S)) }

// ZZZMask is the mask of the bits that Apply flips.
func (w Swizzle) ZZZMask() int { return (1<<w.B - 1) << (w.M - min(0, w.S)) }

// Apply is Sw<B,M,S>(x).
func (w Swizzle) Apply(x int) int {
	y := x & w.YYYMask()
	if w.S >= 0 {
		y >>= w.S
	} else {
		y <<= -w.S
	}
	return x ^ y
}

// String prints "Sw<3,3,3>".
func (w Swizzle) String() string { return fmt.Sprintf("Sw<%d,%d,%d>", w.B, w.M, w.S) }

// ComposedLayout is make_composed_layout(Inner, Offset, Outer):
// c -> Inner(Offset + Outer(c)), the swizzled layouts of shared memory.
type ComposedLayout struct {
	Inner  Swizzle
	Offset int
	Outer  Layout
}

// Eval is the composed layout at coordinate c.
func (c ComposedLayout) Eval(crd IntTuple) (n int, err error) {
	defer catch("composed layout", &err)
	o, err := c.Outer.Eval(crd)
	if err != nil {
		return 0, err
	}
	return c.Inner.Apply(add(c.Offset, o)), nil
}

// String prints as C++ does without `_`: "Sw<3,3,3> o 0 o (8,64):(64,1)".
func (c ComposedLayout) String() string {
	return fmt.Sprintf("%s o %d o %s", c.Inner, c.Offset, c.Outer)
}

// StaticString prints the static form: "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)".
func (c ComposedLayout) StaticString() string {
	return fmt.Sprintf("%s o _%d o %s", c.Inner, c.Offset, c.Outer.StaticString())
}
