package engine

import (
	"math"
	"testing"
)

// checkEachVerdict is whether checkEach accepts l (an overflow it panics
// with counts as a refusal, as catch makes it one).
func checkEachVerdict(l Layout) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, isOverflow := r.(overflow); !isOverflow {
				panic(r)
			}
			ok = false
		}
	}()
	return l.checkEach("test") == nil
}

// TestPlainValidAgreesWithCheckEach: check's one-walk fast path accepts
// exactly the layouts the checks one by one accept, on random layouts and
// on hand-picked extremes (overflow, MaxExtent, `_`, incongruent, 0 and
// negative shapes, math.MinInt strides), except a layout with a size-0
// mode, which it leaves to checkEach.
func TestPlainValidAgreesWithCheckEach(t *testing.T) {
	big, m := 1<<40, MaxExtent
	cases := []Layout{
		{}, {Int(1), Int(0)}, {Tuple(), Tuple()},
		{Ints(2, 3), Ints(1, 2)}, {Ints(2, 3), Int(1)}, {Int(2), Ints(1)},
		{Ints(2, 0), Ints(1, 2)}, {Ints(2, -1), Ints(1, 2)},
		{Tuple(Int(2), Underscore()), Ints(1, 2)}, {Ints(2, 2), Tuple(Int(1), Underscore())},
		{Ints(big, big), Ints(1, big)}, {Ints(big, big), Ints(big, 1<<30)},
		{Int(m), Int(1)}, {Int(m), Int(0)}, {Int(m + 1), Int(0)}, {Ints(2, m/2), Ints(m/2, 1)},
		{Int(m/2 + 1), Int(2)}, {Int(m/2 + 1), Int(-2)}, {Int(2), Int(m)}, {Int(2), Int(m + 1)},
		{Int(2), Int(math.MinInt)}, {Int(2), Int(math.MaxInt)}, {Int(2), Int(-m)}, {Int(3), Int(-m)},
		{Ints(1, 1), Ints(math.MinInt, math.MaxInt)},
	}
	g := newGen(7)
	for range 3000 {
		cases = append(cases, g.layout())
	}
	for _, l := range cases {
		if got, want := l.plainValid(), checkEachVerdict(l); got != want && !(want && hasZero(l.shape)) {
			t.Errorf("%s:%s: plainValid %v, checkEach accepts %v", l.shape, l.stride, got, want)
		}
	}
}

// TestUnpackIsTheSlice: unpack builds tiled and flat results directly;
// they equal the slices result(_, repeat<R1>(_)) and
// result(repeat<R0>(_), repeat<R1>(_)) that C++ takes, for modes that are
// integers, rank-1 tuples, empty tuples and deeper tuples.
func TestUnpackIsTheSlice(t *testing.T) {
	g := newGen(11)
	modes := []Layout{{Int(4), Int(1)}, {Ints(4), Ints(1)}, {Tuple(), Tuple()}, {Tuple(Ints(2, 2)), Tuple(Ints(1, 2))}}
	for range 300 {
		modes = append(modes, g.layout())
	}
	for i, m0 := range modes {
		for _, m1 := range modes[max(0, i-3) : i+1] {
			z := concat(m0, m1)
			for _, both := range []bool{false, true} {
				first := Underscore()
				if both {
					first = repeatUnderscore(Rank(m0.shape))
				}
				want, err := sliceLayout(z, Tuple(first, repeatUnderscore(Rank(m1.shape))))
				if err != nil {
					t.Fatalf("slice of %s: %v", z, err)
				}
				got, err := unpack(z, both)
				if err != nil || !got.Equal(want) {
					t.Errorf("unpack(%s, flat %v) = %s, %v; the slice is %s", z, both, got, err, want)
				}
			}
		}
	}
}

// hasZero reports whether an integer of t is 0.
func hasZero(t IntTuple) bool {
	for _, e := range flatLeaves(t) {
		if e.kind() == kindInt && e.v == 0 {
			return true
		}
	}
	return false
}
