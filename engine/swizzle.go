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

// Apply is Sw<B,M,S>(x) = x ^ ((x & YYYMask) >> S). Traced, it is
// written out in binary: the source bits, the shift and the XOR.
func (w Swizzle) Apply(x int, tr ...*Trace) int {
	t := traceOf(tr)
	width := 0
	if t != nil {
		width = max(w.m+max(0, w.s)+w.b, w.m-min(0, w.s)+w.b, bitLen(x))
		evSwizzleMasks{w, width}.to(t)
	}
	y := x & w.YYYMask()
	evSwizzleSelect{x, y, width}.to(t)
	if w.s >= 0 {
		y >>= w.s
	} else {
		y <<= -w.s
	}
	evSwizzleShift{w.s, y, width}.to(t)
	r := x ^ y
	evSwizzleXor{r, width}.to(t)
	return r
}

func bitLen(x int) int {
	n := 1
	for x > 1 {
		x >>= 1
		n++
	}
	return n
}

// String prints "Sw<3,3,3>".
func (w Swizzle) String() string { return fmt.Sprintf("Sw<%d,%d,%d>", w.b, w.m, w.s) }
