package eval

import (
	"math/rand"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// randTuple builds a random IntTuple of the given depth whose ints come
// from leaf; rank-1 tuples, size-1 modes and zeros occur.
func randTuple(r *rand.Rand, depth int, leaf func() int) (engine.IntTuple, engine.IntTuple) {
	if depth == 0 || r.Intn(3) == 0 {
		return engine.Int(1 + r.Intn(6)), engine.Int(leaf())
	}
	n := 1 + r.Intn(4)
	ss := make([]engine.IntTuple, n)
	ds := make([]engine.IntTuple, n)
	for i := range ss {
		ss[i], ds[i] = randTuple(r, depth-1, leaf)
	}
	return engine.Tuple(ss...), engine.Tuple(ds...)
}

// TestLayoutRoundTrip: for random hierarchical layouts (size-1 modes,
// stride-0 and negative strides), print(parse(s)) == s in both the plain
// and the static form, and the parsed layout is the same layout.
func TestLayoutRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 2000; i++ {
		s, d := randTuple(r, 3, func() int { return r.Intn(40) - 8 })
		l, err := engine.MakeLayout(s, d)
		if err != nil {
			t.Fatalf("MakeLayout(%s, %s): %v", s, d, err)
		}
		for _, text := range []string{l.String(), l.StaticString()} {
			got, err := ParseLayout(text)
			if err != nil {
				t.Fatalf("ParseLayout(%s): %v", text, err)
			}
			if !got.Equal(l) || got.String() != l.String() {
				t.Fatalf("ParseLayout(%s) = %s", text, got)
			}
		}
		// An IntTuple round-trips too, and a layout's value at an index is
		// what the engine says.
		v, err := NewEnv().Eval(s.String())
		if err != nil || v.String() != s.String() {
			t.Fatalf("Eval(%s) = %v, %v", s, v, err)
		}
		if n := l.Size(); n > 0 {
			idx := r.Intn(n)
			want, err := l.Eval(engine.Int(idx))
			if err != nil {
				t.Fatal(err)
			}
			got, err := NewEnv().Eval(l.String() + "(" + engine.Int(idx).String() + ")")
			if err != nil || got.String() != engine.Int(want).String() {
				t.Fatalf("%s(%d) = %v, %v; want %d", l, idx, got, err, want)
			}
		}
	}
}
