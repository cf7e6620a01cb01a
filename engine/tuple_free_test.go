package engine

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestTupleFreeLaws checks the free functions of int_tuple.hpp, layout.hpp
// and tuple_algorithms.hpp added beside the algebra against the laws C++'s
// definitions imply, on random nested tuples.
func TestTupleFreeLaws(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	var gen func(depth int) IntTuple
	gen = func(depth int) IntTuple {
		if depth == 0 || r.IntN(3) == 0 {
			return Int(1 + r.IntN(12))
		}
		es := make([]IntTuple, 1+r.IntN(3)) // () is refused by front, back, max, min, gcd: below
		for i := range es {
			es[i] = gen(depth - 1)
		}
		return tuple(es)
	}
	for range 2000 {
		a, b := gen(3), gen(3)
		// congruent implies weakly congruent; an int is below everything;
		// a tuple is never below an int; the order is reflexive.
		wab, err := WeaklyCongruent(a, b)
		if err != nil {
			t.Fatal(err)
		}
		if Congruent(a, b) && !wab {
			t.Errorf("congruent %s %s but not weakly_congruent", a, b)
		}
		if w, _ := WeaklyCongruent(a, a); !w {
			t.Errorf("weakly_congruent(%s, %s) is false", a, a)
		}
		if w, _ := WeaklyCongruent(Int(3), b); !w {
			t.Errorf("weakly_congruent(3, %s) is false", b)
		}
		if w, _ := WeaklyCongruent(a, Int(3)); w != a.IsInt() {
			t.Errorf("weakly_congruent(%s, 3) = %v", a, w)
		}
		// repeat_like(a, 0) is congruent with a; reverse twice is a;
		// wrap then unwrap of an int is the int; front/back are leaves of a.
		rl, err := RepeatLike(a, Int(0))
		if err != nil || !Congruent(rl, a) {
			t.Errorf("repeat_like(%s, 0) = %s, %v", a, rl, err)
		}
		if ra := Reverse(a); a.IsTuple() && !ra.At(0).Equal(a.At(a.Len()-1)) || !Reverse(ra).Equal(a) {
			t.Errorf("reverse(reverse(%s)) = %s", a, Reverse(Reverse(a)))
		}
		if leaves := Flatten(a); leaves.IsTuple() && leaves.Len() > 0 {
			f, err1 := Front(a)
			bk, err2 := Back(a)
			if err1 != nil || err2 != nil || !f.Equal(leaves.At(0)) || !bk.Equal(leaves.At(leaves.Len()-1)) {
				t.Errorf("front/back(%s) = %s, %s; leaves %s", a, f, bk, leaves)
			}
		}
		// tuple_cat's rank is the sum of the ranks.
		if a.IsTuple() && b.IsTuple() {
			c, err := TupleCat(a, b)
			if err != nil || c.Len() != a.Len()+b.Len() {
				t.Errorf("tuple_cat(%s, %s) = %s, %v", a, b, c, err)
			}
		}
		// evenly_divides(a, d) for an int d is whether d divides size(a)
		// when d divides a's modes in order; at least d | size(a) is needed.
		d := 1 + r.IntN(8)
		ev, err := EvenlyDivides(a, Int(d))
		if err != nil {
			t.Fatal(err)
		}
		if n := product(a); ev && n%d != 0 {
			t.Errorf("evenly_divides(%s, %d) though %d does not divide %d", a, d, d, n)
		}
		// gcd divides, lcm is a multiple, max >= min, of two positive ints.
		x, y := 1+r.IntN(100), 1+r.IntN(100)
		g, _ := Gcd(Int(x), Int(y))
		l, _ := Lcm(x, y)
		if g <= 0 || x%g != 0 || y%g != 0 || l != x/g*y || l%x != 0 || l%y != 0 {
			t.Errorf("gcd(%d,%d) = %d, lcm = %d", x, y, g, l)
		}
		mx, err1 := Max(a, Int(x))
		mn, err2 := Min(a, Int(x))
		if err1 != nil || err2 != nil || mx < x || mn > x || mx < mn {
			t.Errorf("max/min(%s, %d) = %d, %d", a, x, mx, mn)
		}
	}
	if _, err := RepeatLike(Flatten(repeatLike(tuple(make([]IntTuple, 300)), 1)), tuple(make([]IntTuple, 300))); err == nil {
		t.Error("repeat_like of 300 x 301 nodes is not refused")
	}
	if _, err := Lcm(math.MinInt, -1); err == nil {
		t.Error("lcm(MinInt, -1) does not overflow")
	}
	for _, e := range []IntTuple{Tuple(), Tuple(Tuple(Tuple()), Int(4))} {
		_, err1 := Front(e)
		_, err2 := Max(e)
		_, err3 := Gcd(Int(2), e)
		if err1 == nil || err2 == nil || err3 == nil {
			t.Errorf("front, max or gcd of %s is not refused: %v %v %v", e, err1, err2, err3)
		}
	}
	if _, err := Lcm(0, 0); err == nil {
		t.Error("lcm(0, 0) is not refused")
	}
}
