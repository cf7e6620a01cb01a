package bank

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestFindSwizzle checks the first swizzle found on cases worked by hand
// and that every swizzle found really gives one wavefront per phase.
func TestFindSwizzle(t *testing.T) {
	colTV := lay(t, i(32), i(1))
	colChunks := lay(t, tup(tup(i(8), i(4)), i(8)), tup(tup(i(1), i(64)), i(8)))
	ldsmRows := lay(t, tup(i(16), i(2)), tup(i(1), i(512)))
	cases := []struct {
		name   string
		smem   Smem
		access string
		tv     *engine.Layout
		first  string
	}{
		{"32x32 float by column", Plain(lay(t, tup(i(32), i(32)), tup(i(32), i(1))), 32), "LDS.32", &colTV, "Sw<5,0,5>"},
		{"LDS.128 of 8x64 half", Plain(lay(t, tup(i(8), i(64)), tup(i(64), i(1))), 16), "LDS.128", &colChunks, "Sw<3,3,3>"},
		{"ldmatrix.x4 of 64x64 half", Plain(lay(t, tup(i(64), i(64)), tup(i(64), i(1))), 16), "ldmatrix.x4", &ldsmRows, "Sw<3,3,3>"},
		{"ldmatrix.x4.trans of 64x64 half", Plain(lay(t, tup(i(64), i(64)), tup(i(64), i(1))), 16), "ldmatrix.x4.trans", &ldsmRows, "Sw<3,3,3>"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := access(t, c.access)
			found, err := FindSwizzle(c.smem, a, c.tv)
			if err != nil {
				t.Fatal(err)
			}
			if len(found) == 0 || found[0].Swizzle.String() != c.first {
				t.Fatalf("found %d, first %v; want %s first", len(found), found, c.first)
			}
			for _, f := range found {
				s := Smem{engine.MakeComposedLayout(f.Swizzle, 0, c.smem.Layout.Outer()), c.smem.ElemBits}
				r, err := Conflicts(s, a, c.tv)
				if err != nil {
					t.Fatalf("%s: %v", f.Swizzle, err)
				}
				for p, ph := range r.Phases {
					if ph.Wavefronts != 1 {
						t.Fatalf("%s: phase %d is %d-way", f.Swizzle, p, ph.Wavefronts)
					}
				}
				if f.Swizzle.M() < 3 && c.access != "LDS.32" {
					t.Fatalf("%s splits a 16-byte vector of halfs", f.Swizzle)
				}
			}
		})
	}
	// a layout whose cosize (993) has no factor 2 leaves no block a
	// swizzle could permute inside the allocation
	if found, err := FindSwizzle(Plain(lay(t, i(32), i(32)), 32), access(t, "LDS.32"), nil); err != nil || len(found) != 0 {
		t.Errorf("32:32 of floats (cosize 993): %v %v", found, err)
	}
}

// TestSwizzleBetween answers #1038 on known swizzles and random ones, and
// gives reasons where there is none.
func TestSwizzleBetween(t *testing.T) {
	plain := func(l engine.Layout) engine.ComposedLayout { return engine.MakeComposedLayout(engine.Swizzle{}, 0, l) }
	a := lay(t, tup(i(8), i(64)), tup(i(64), i(1)))
	got, err := SwizzleBetween(plain(a), engine.MakeComposedLayout(sw(t, 3, 3, 3), 0, a))
	if err != nil || len(got) == 0 || got[0].String() != "Sw<3,3,3>" {
		t.Fatalf("Sw<3,3,3> o A from A: %v %v", got, err)
	}
	if got, err := SwizzleBetween(plain(a), plain(a)); err != nil || len(got) != 1 || got[0].B() != 0 {
		t.Fatalf("A from A: %v %v", got, err)
	}
	for _, c := range []struct {
		a, b engine.Layout
		want string
	}{
		{lay(t, i(8), i(1)), lay(t, i(4), i(1)), "size"},
		{lay(t, tup(i(2), i(4)), tup(i(0), i(1))), lay(t, i(8), i(1)), "function"},
		{lay(t, i(8), i(1)), lay(t, i(8), i(2)), "no swizzle Sw<B,M,S>"},
	} {
		if _, err := SwizzleBetween(plain(c.a), plain(c.b)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s to %s: %v, want %q", c.a, c.b, err, c.want)
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	trials := 200
	if testing.Short() {
		trials = 40
	}
	for range trials {
		b := rng.IntN(4)
		m := rng.IntN(4)
		s := b + rng.IntN(3)
		if b == 0 {
			s = 0
		}
		w := sw(t, b, m, s)
		shape := tup(i(1<<rng.IntN(5)), i(1<<rng.IntN(5)))
		l, err := engine.MakeCompactLayout(shape)
		if err != nil {
			t.Fatal(err)
		}
		target := engine.MakeComposedLayout(w, 0, l)
		found, err := SwizzleBetween(plain(l), target)
		if err != nil {
			t.Fatalf("%s from %s: %v", target, l, err)
		}
		for _, f := range found {
			for x := range l.Size() {
				u, _ := l.Eval(engine.Int(x))
				v, _ := target.Eval(engine.Int(x))
				if f.Apply(u) != v {
					t.Fatalf("%s returned for %s but maps %d to %d, not %d", f, target, u, f.Apply(u), v)
				}
			}
		}
	}
}

// TestNoPanicOnRandomInput feeds random layouts, thread layouts and
// accesses to Conflicts, FindSwizzle and SwizzleBetween: each answers or
// refuses, never panics, and a found swizzle is always conflict-free.
func TestNoPanicOnRandomInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	trials := 400
	if testing.Short() {
		trials = 80
	}
	randLayout := func() engine.Layout {
		r := 1 + rng.IntN(3)
		sh, st := make([]engine.IntTuple, r), make([]engine.IntTuple, r)
		for k := range sh {
			sh[k] = i(1 + rng.IntN(40))
			st[k] = i(rng.IntN(80) - 8)
		}
		l, err := engine.MakeLayout(tup(sh...), tup(st...))
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	all := Accesses()
	answered, withSwizzle := 0, 0
	for range trials {
		a := all[rng.IntN(len(all))]
		sl := randLayout()
		if rng.IntN(2) == 0 { // a power-of-2 tile, row-major, the kind kernels use
			rows, cols := 1<<rng.IntN(7), 1<<(2+rng.IntN(6))
			sl = lay(t, tup(i(rows), i(cols)), tup(i(cols), i(1)))
		}
		s := Smem{engine.MakeComposedLayout(engine.Swizzle{}, 0, sl), []int{8, 16, 32, 64, 128, 7}[rng.IntN(6)]}
		tv := randLayout()
		var tvp *engine.Layout
		if rng.IntN(3) == 0 {
			tvp = &tv
		}
		if r, err := Conflicts(s, a, tvp); err == nil {
			answered++
			if r.Wavefronts < r.Ideal {
				t.Fatalf("%s on %s: %d wavefronts < ideal %d", a.Name, s, r.Wavefronts, r.Ideal)
			}
		}
		found, _ := FindSwizzle(s, a, tvp)
		if len(found) > 0 {
			withSwizzle++
		}
		for _, f := range found {
			c := Smem{engine.MakeComposedLayout(f.Swizzle, 0, s.Layout.Outer()), s.ElemBits}
			if r, err := Conflicts(c, a, tvp); err != nil || !r.ConflictFree() {
				t.Fatalf("%s on %s: found %s but %v %v", a.Name, s, f.Swizzle, r.Summary(), err)
			}
		}
		x, y := randLayout(), randLayout()
		_, _ = SwizzleBetween(s.Layout, engine.MakeComposedLayout(engine.Swizzle{}, 0, x))
		_, _ = SwizzleBetween(engine.MakeComposedLayout(engine.Swizzle{}, 0, y), engine.MakeComposedLayout(engine.Swizzle{}, 0, x))
	}
	t.Logf("%d of %d accesses answered, %d with a conflict-free swizzle", answered, trials, withSwizzle)
}
