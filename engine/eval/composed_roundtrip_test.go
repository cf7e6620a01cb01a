package eval

import (
	"math/rand"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// TestComposedRoundTrip: a composed layout A o n o B, A and B each a
// layout, swizzle or (to the right) composed layout, reads back from both
// its printed forms (`Sw<2,3,-3> o 32 o 32:1`, `_32:_1 o _-32 o
// Sw<2,3,-3>`, `... o Sw<1,2,3> o 0 o 8:1`) as the same value: the same
// print and the same function on its domain.
func TestComposedRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	fn := func() engine.Fn {
		if r.Intn(3) == 0 {
			b, m := r.Intn(4), r.Intn(4)
			s := max(b, 1) + r.Intn(3)
			if r.Intn(2) == 0 {
				s = -s
			}
			w, err := engine.NewSwizzle(b, m, s)
			if err != nil {
				t.Fatal(err)
			}
			return w
		}
		s, d := randTuple(r, 2, func() int { return r.Intn(40) - 8 })
		l, err := engine.MakeLayout(s, d)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	for i := 0; i < 1000; i++ {
		var c engine.Fn = fn()
		for k := 0; k < 1+r.Intn(3); k++ {
			c = engine.MakeComposed(fn(), engine.IntOffset(r.Intn(80)-40), c)
		}
		cl, ok := c.(engine.ComposedLayout)
		if !ok {
			t.Fatalf("%s is not composed", c)
		}
		for _, static := range []bool{false, true} {
			text := cl.String()
			if static {
				text = cl.StaticString()
			}
			env := NewEnv()
			env.Static = static
			v, err := env.Eval(text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			got, ok := v.(value.ComposedValue)
			if !ok {
				t.Fatalf("%s reads as a %s", text, v.Kind())
			}
			if got.String() != cl.String() || got.StaticString() != cl.StaticString() {
				t.Fatalf("%s reads back as %s", text, got.StaticString())
			}
			if dom, ok := cl.Domain(); ok {
				for x := 0; x < min(dom.Size(), 64); x++ {
					want, werr := cl.Eval(engine.Int(x))
					have, herr := got.C.Eval(engine.Int(x))
					if (werr == nil) != (herr == nil) || want != have {
						t.Fatalf("%s at %d: %d (%v), read back %d (%v)", cl, x, want, werr, have, herr)
					}
				}
			}
		}
	}
}
