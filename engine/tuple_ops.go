package engine

import "math"

// Rank is the number of top-level modes: len of a tuple, 1 for an integer.
func Rank(t IntTuple) int {
	if t.kind() == kindTuple {
		return len(t.elems)
	}
	return 1
}

// Depth is the nesting depth: 0 for an integer, 1 + max depth of the elements for a tuple.
func Depth(t IntTuple) int {
	if t.kind() != kindTuple {
		return 0
	}
	d := 0
	for _, e := range t.elems {
		d = max(d, Depth(e))
	}
	return d + 1
}

// Size is the product of all the integers of t (1 for the empty tuple).
func Size(t IntTuple) (n int, err error) {
	defer catch("size", &err)
	if t.HasUnderscore() {
		return 0, errorf("size", "invalid argument", "%s contains _", t)
	}
	return product(t), nil
}

// product is Size without the checks on `_`; it panics on overflow.
func product(t IntTuple) int {
	if t.kind() == kindInt {
		return t.v
	}
	p := 1
	for _, e := range t.elems {
		p = mul(p, product(e))
	}
	return p
}

// Get is get<I0,I1,...>(t): the element at the nested index path.
func Get(t IntTuple, idx ...int) (IntTuple, error) {
	cur := t
	for n, i := range idx {
		if cur.kind() != kindTuple {
			if i == 0 {
				continue // get<0>(x) == x for a non-tuple
			}
			return IntTuple{}, errorf("get", "index out of range", "index %d (position %d) of %s, which is not a tuple", i, n+1, cur)
		}
		if i < 0 || i >= len(cur.elems) {
			return IntTuple{}, errorf("get", "index out of range", "index %d (position %d) of %s of rank %d", i, n+1, cur, len(cur.elems))
		}
		cur = cur.elems[i]
	}
	return cur, nil
}

// Flatten removes all nesting: ((2,3),(4)) -> (2,3,4). An integer stays an integer.
func Flatten(t IntTuple) IntTuple {
	if t.kind() != kindTuple {
		return t
	}
	return tuple(flatLeaves(t))
}

// flatLeaves returns the integers of t in order (t itself if it is an integer).
func flatLeaves(t IntTuple) []IntTuple {
	return appendLeaves(make([]IntTuple, 0, countLeaves(t)), t)
}

// countLeaves is the number of integers (and `_`) of t.
func countLeaves(t IntTuple) int {
	if t.kind() != kindTuple {
		return 1
	}
	n := 0
	for _, e := range t.elems {
		n += countLeaves(e)
	}
	return n
}

// appendLeaves appends the integers (and `_`) of t to out, left to right.
func appendLeaves(out []IntTuple, t IntTuple) []IntTuple {
	if t.kind() != kindTuple {
		return append(out, t)
	}
	for _, e := range t.elems {
		out = appendLeaves(out, e)
	}
	return out
}

// appendLeafInts appends the values of the integers of t to out, left to right.
func appendLeafInts(out []int, t IntTuple) []int {
	if t.kind() != kindTuple {
		return append(out, t.v)
	}
	for _, e := range t.elems {
		out = appendLeafInts(out, e)
	}
	return out
}

// Congruent reports whether a and b have the same nesting profile.
func Congruent(a, b IntTuple) bool {
	if (a.kind() == kindTuple) != (b.kind() == kindTuple) {
		return false
	}
	if a.kind() != kindTuple {
		return true
	}
	if len(a.elems) != len(b.elems) {
		return false
	}
	for i := range a.elems {
		if !Congruent(a.elems[i], b.elems[i]) {
			return false
		}
	}
	return true
}

// Compatible is the weak partial order of the CuTe docs: a is compatible
// with b if size(a) == size(b) and every coordinate of a is a valid
// coordinate of b; that is, an integer of a may stand for a whole sub-tuple
// of b of the same size.
func Compatible(a, b IntTuple) bool {
	if a.kind() == kindTuple {
		if b.kind() != kindTuple || len(a.elems) != len(b.elems) {
			return false
		}
		for i := range a.elems {
			if !Compatible(a.elems[i], b.elems[i]) {
				return false
			}
		}
		return true
	}
	if a.kind() != kindInt {
		return false
	}
	n, err := Size(b)
	return err == nil && a.v == n
}

// zip transposes a tuple of tuples: ((a0,a1),(b0,b1)) -> ((a0,b0),(a1,b1)),
// as cute::zip does; a tuple whose first element is not a tuple is wrapped.
// When the first element is a tuple, every element must be a tuple of its
// rank (C++ static_asserts "Mismatched Ranks"; an integer element does not
// compile).
func zip(t IntTuple) (IntTuple, error) {
	if t.kind() != kindTuple {
		return t, nil
	}
	if len(t.elems) == 0 || t.elems[0].kind() != kindTuple {
		return Tuple(t), nil
	}
	r := len(t.elems[0].elems)
	for i, e := range t.elems {
		if e.kind() != kindTuple || len(e.elems) != r {
			return IntTuple{}, errorf("zip", "Mismatched Ranks", "element %d of %s is %s, not a tuple of rank %d like element 0", i, t, e, r)
		}
	}
	out := make([]IntTuple, r)
	for j := 0; j < r; j++ {
		col := make([]IntTuple, len(t.elems))
		for i, e := range t.elems {
			col[i] = e.elems[j]
		}
		out[j] = tuple(col)
	}
	return tuple(out), nil
}

// appendN pads t with x to rank n, as cute::append<N>: an integer with n == 1 stays.
func appendN(t IntTuple, n int, x IntTuple) IntTuple {
	if t.kind() != kindTuple {
		if n == 1 {
			return t
		}
		t = Tuple(t)
	}
	out := append([]IntTuple(nil), t.elems...)
	for len(out) < n {
		out = append(out, x)
	}
	return tuple(out)
}

// unwrap turns a rank-1 tuple into its element (once), as cute::unwrap on a tuple of one.
func unwrap(t IntTuple) IntTuple {
	for t.kind() == kindTuple && len(t.elems) == 1 {
		t = t.elems[0]
	}
	return t
}

// WeaklyCongruent is int_tuple.hpp's weakly_congruent(a, b), the partial
// order a <= b of profiles: an int of a may stand for a whole sub-tuple of
// b, a tuple of a needs a tuple of b of the same rank, mode by mode.
func WeaklyCongruent(a, b IntTuple) (bool, error) {
	if a.HasUnderscore() || b.HasUnderscore() {
		return false, errorf("weakly_congruent", "invalid argument", "_ is not an IntTuple")
	}
	return weaklyCongruent(a, b), nil
}

func weaklyCongruent(a, b IntTuple) bool {
	switch {
	case a.kind() != kindTuple:
		return true
	case b.kind() != kindTuple || len(a.elems) != len(b.elems):
		return false
	}
	for i := range a.elems {
		if !weaklyCongruent(a.elems[i], b.elems[i]) {
			return false
		}
	}
	return true
}

// EvenlyDivides is int_tuple.hpp's evenly_divides(a, b): whether the
// tiler b divides shape a without remainder. For a tuple b (of rank at
// most a's), mode by mode, evenly_divides(a_i, b_i); for an int b,
// size(a) == b * size(ceil_div(a, b)).
func EvenlyDivides(a, b IntTuple) (ok bool, err error) {
	defer catch("evenly_divides", &err)
	if a.HasUnderscore() || b.HasUnderscore() {
		return false, errorf("evenly_divides", "invalid argument", "_ is not an IntTuple")
	}
	return evenlyDivides(a, b)
}

// EvenlyDividesT is EvenlyDivides with C++'s type: static (true_type,
// false_type) where the answer is known at compile time, a run-time bool
// otherwise. The by-mode answers fold as (true_type{} && ... && z), where
// a static false makes the whole static false (integral_constant.hpp's
// operator&& of C<false>); an integer tiler's size(a) == size(b) *
// size(ceil_div(a, b)) is static where its terms are.
func EvenlyDividesT(a, b IntTuple) (ok, static bool, err error) {
	defer catch("evenly_divides", &err)
	if a.HasUnderscore() || b.HasUnderscore() {
		return false, false, errorf("evenly_divides", "invalid argument", "_ is not an IntTuple")
	}
	return evenlyDividesT(a, b)
}

func evenlyDividesT(a, b IntTuple) (bool, bool, error) {
	if b.kind() == kindTuple {
		if len(b.elems) > Rank(a) {
			return false, true, nil // false_type
		}
		ok, static := true, true // true_type{}
		for i, bi := range b.elems {
			ai := a
			if a.kind() == kindTuple { // get<0> of an int is the int
				ai = a.elems[i]
			}
			z, zs, err := evenlyDividesT(ai, bi)
			if err != nil {
				return false, false, err
			}
			switch {
			case static && !ok, zs && !z: // C<false> && x, x && C<false>
				ok, static = false, true
			default:
				ok, static = ok && z, static && zs
			}
		}
		return ok, static, nil
	}
	ok, err := evenlyDivides(a, b)
	if err != nil {
		return false, false, err
	}
	q, err := ceilDivChecked(a, b)
	if err != nil {
		return false, false, err
	}
	rhs := leafMul(productT(b), productT(q))
	return ok, static2(productT(a), rhs), nil
}

func evenlyDivides(a, b IntTuple) (bool, error) {
	if b.kind() == kindTuple {
		if len(b.elems) > Rank(a) {
			return false, nil
		}
		for i, bi := range b.elems {
			ai := a
			if a.kind() == kindTuple { // get<0> of an int is the int
				ai = a.elems[i]
			}
			ok, err := evenlyDivides(ai, bi)
			if err != nil || !ok {
				return false, err
			}
		}
		return true, nil
	}
	if b.v == 0 {
		return false, errorf("evenly_divides", "division by zero", "ceil_div(%s, 0) divides by zero", a)
	}
	q, err := ceilDivChecked(a, b)
	if err != nil {
		return false, err
	}
	return product(a) == mul(b.v, product(q)), nil
}

// Gcd is cute::gcd(t0, ts...): the greatest common divisor, folded from
// the right, gcd(t0, gcd(ts...)); a tuple argument is first reduced to
// the gcd of its elements. C++'s Euclid on signed ints: the sign follows
// the remainders (gcd(4,-6) = -2, gcd(-4,6) = 2).
func Gcd(ts ...IntTuple) (int, error) { return reduceInts("gcd", gcd2, ts) }

// Max is cute::max(t0, ts...): the largest int of the arguments and of
// the elements of their tuples.
func Max(ts ...IntTuple) (int, error) {
	return reduceInts("max", func(a, b int) int { return max(a, b) }, ts)
}

// Min is cute::min(t0, ts...): the smallest int of the arguments and of
// the elements of their tuples.
func Min(ts ...IntTuple) (int, error) {
	return reduceInts("min", func(a, b int) int { return min(a, b) }, ts)
}

// Lcm is cute::lcm(a, b) of two ints: (a / gcd(a,b)) * b, in C++'s signed
// arithmetic; lcm(0, 0) divides by zero.
func Lcm(a, b int) (r int, err error) {
	defer catch("lcm", &err)
	g := gcd2(a, b)
	if g == 0 {
		return 0, errorf("lcm", "division by zero", "lcm(%d, %d) divides by gcd 0", a, b)
	}
	if g == -1 && a == math.MinInt {
		panic(overflow{op: '/', a: a, b: g})
	}
	return mul(a/g, b), nil
}

// gcd2 is math.hpp's Euclid: u %= t, t %= u until one is 0.
func gcd2(t, u int) int {
	for {
		if t == 0 {
			return u
		}
		u %= t
		if u == 0 {
			return t
		}
		t %= u
	}
}

func reduceInts(op string, f func(int, int) int, ts []IntTuple) (int, error) {
	if len(ts) == 0 {
		return 0, errorf(op, "invalid argument", "%s of nothing", op)
	}
	t0 := ts[0]
	switch t0.kind() {
	case kindUnderscore:
		return 0, errorf(op, "invalid argument", "_ is not an int")
	case kindTuple:
		if len(t0.elems) == 0 {
			return 0, errorf(op, "invalid argument", "%s of the empty tuple ()", op)
		}
		v, err := reduceInts(op, f, t0.elems)
		if err != nil {
			return 0, err
		}
		return reduceInts(op, f, append([]IntTuple{Int(v)}, ts[1:]...))
	}
	if len(ts) == 1 {
		return t0.v, nil
	}
	v, err := reduceInts(op, f, ts[1:])
	if err != nil {
		return 0, err
	}
	return f(t0.v, v), nil
}
