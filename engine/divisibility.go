package engine

// Divisibility of dynamic integers. The CuTe DSL's compiler (MLIR) knows
// of each dynamic integer a number it is a multiple of, and prints it:
// `?` when it knows none, `?{div=3}` when the value is a multiple of 3
// (cute_layout_algebra.ipynb: composition((6,2):(?,2), (4,3):(3,1)) is
// ((2,2),3):((?{div=3},2),?), the stride ? * 3). C++ CuTe has no such
// notion and ignores it: values, equality and C++'s printing do not
// change. The rules the engine follows, each the one that keeps the
// claim true (a rule the recorded outputs do not show keeps the least
// claim):
//   - a static integer n is a multiple of |n| (0 of every number);
//   - a * b is a multiple of div(a) * div(b) (the recorded case);
//   - a + b and min(a, b) of gcd(div(a), div(b));
//   - a / b and ceil_div(a, b) of a static b: div(a) / b where b divides
//     div(a) (the quotient is then exact), else nothing known;
//   - abs(a) of div(a); anything else (signum, a % b, ...) of nothing.
// A divisibility above maxDivisibility is kept as nothing known.

// maxDivisibility bounds the divisibility a dynamic integer carries: it is
// the capacity of the dynamic mark's elements, so the mark has this many.
const maxDivisibility = 1 << 16

// DynIntDiv is the dynamic integer v known to be a multiple of d (the
// DSL's ?{div=d}); d outside [1, maxDivisibility) is nothing known.
func DynIntDiv(v, d int) IntTuple {
	if d < 1 || d >= maxDivisibility {
		d = 1
	}
	return IntTuple{v: v, elems: dynamicMark[:0:d]}
}

// Divisibility is the number t is known to be a multiple of: |t| for a
// static integer (0 for 0: a multiple of every number), the mark of a
// dynamic one, 1 for anything else.
func (t IntTuple) Divisibility() int {
	switch {
	case t.kind() != kindInt:
		return 1
	case !t.dynamic():
		return abs(t.v)
	}
	return cap(t.elems)
}

// dynDiv is the dynamic integer v whose divisibility is d, where d = 0
// (a multiple of every number) is read as d = v's own, kept only when it
// divides v (a claim the value contradicts is dropped).
func dynDiv(v, d int) IntTuple {
	if d == 0 {
		d = abs(v)
	}
	if d == 0 || v%d != 0 {
		d = 1
	}
	return DynIntDiv(v, d)
}

// gcd is the greatest common divisor of |a| and |b| (gcd(0, b) = |b|).
func gcd(a, b int) int { return abs(gcdInt(a, b)) }

// divMul is the divisibility of a * b: the product, or nothing known when
// it overflows the bound.
func divMul(a, b IntTuple) int {
	da, db := a.Divisibility(), b.Divisibility()
	if da == 0 || db == 0 {
		return 0
	}
	if da >= maxDivisibility || db >= maxDivisibility || da*db >= maxDivisibility {
		return 1
	}
	return da * db
}

// divQuo is the divisibility of a / b (and ceil_div) for a static b that
// divides a's divisibility; nothing known otherwise.
func divQuo(a, b IntTuple) int {
	da := a.Divisibility()
	if b.dynamic() || b.v == 0 {
		return 1
	}
	if da == 0 {
		return 0
	}
	if da%b.v == 0 {
		return abs(da / b.v)
	}
	return 1
}
