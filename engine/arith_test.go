package engine

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestMulExact: mul answers a*b exactly when it fits in an int and
// panics with overflow otherwise, against math/big, on edge values and
// random ones of every magnitude.
func TestMulExact(t *testing.T) {
	edges := []int{0, 1, -1, 2, -2, 3, 7, math.MaxInt, math.MinInt, math.MaxInt / 2, math.MinInt / 2,
		1 << 31, -(1 << 31), 1 << 32, -(1 << 32), 3037000499, 3037000500, -3037000499, -3037000500, MaxExtent, -MaxExtent}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		edges = append(edges, int(r.Int64())>>r.IntN(64))
	}
	lo, hi := big.NewInt(math.MinInt64), big.NewInt(math.MaxInt64)
	for _, a := range edges {
		for _, b := range edges[:60] {
			want := new(big.Int).Mul(big.NewInt(int64(a)), big.NewInt(int64(b)))
			fits := want.Cmp(lo) >= 0 && want.Cmp(hi) <= 0
			got, overflowed := func() (v int, o bool) {
				defer func() {
					if r := recover(); r != nil {
						if _, ok := r.(overflow); !ok {
							panic(r)
						}
						o = true
					}
				}()
				return mul(a, b), false
			}()
			if overflowed == fits || (fits && int64(got) != want.Int64()) {
				t.Fatalf("mul(%d, %d) = %d, overflow %v; want %s", a, b, got, overflowed, want)
			}
		}
	}
}

// TestKinds: the three kinds of IntTuple, told apart by their elements
// (nil, underscoreMark's, any other), empty tuples included.
func TestKinds(t *testing.T) {
	empty := tuple(make([]IntTuple, 0, 1))
	for _, c := range []struct {
		t    IntTuple
		want kind
	}{
		{IntTuple{}, kindInt}, {Int(0), kindInt}, {Int(-3), kindInt}, {Underscore(), kindUnderscore},
		{Tuple(), kindTuple}, {tuple(nil), kindTuple}, {empty, kindTuple}, {Tuple(Underscore()), kindTuple},
		{Ints(1, 2), kindTuple}, {Tuple(Tuple()), kindTuple},
	} {
		if got := c.t.kind(); got != c.want {
			t.Errorf("%s: kind %d, want %d", c.t, got, c.want)
		}
	}
	if u := Underscore(); u.Value() != 0 || u.Len() != 0 || u.Elems() != nil || !u.Equal(Underscore()) || u.Equal(Tuple()) {
		t.Errorf("_ reads as %d, %d, %v", u.Value(), u.Len(), u.Elems())
	}
}
