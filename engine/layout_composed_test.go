package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestComposedOverloadCases: the composed overloads on the cases of issue
// 13, each answer as g++ printed it with CUTLASS 7107b055 (cute::print
// without the `_`).
func TestComposedOverloadCases(t *testing.T) {
	sw := func(b, m, s int) Swizzle { return Swizzle{b, m, s} }
	c32 := MakeComposedLayout(sw(2, 3, -3), 32, lay(t, "32:1"))
	up := MakeComposedLayout(sw(3, 0, -5), 0, lay(t, "((4,8),(2,2)):((16,1),(8,64))"))
	tests := []struct {
		name string
		f    func() (Fn, error)
		want string
	}{
		// right_inverse(Sw o 32 o L) = composition(right_inverse(L), -32, Sw).
		{"right_inverse(Sw<2,3,-3> o 32 o 32:1)", c32.RightInverse, "32:1 o -32 o Sw<2,3,-3>"},
		{"left_inverse(Sw<2,3,-3> o 32 o 32:1)", c32.LeftInverse, "32:1 o -32 o Sw<2,3,-3>"},
		// With offset 0: composition(right_inverse(L), Sw) = make_swizzle<L(y),L(z)> o 0 o L.
		{"right_inverse(Sw<2,3,-3> o 0 o 32:1)", MakeComposedLayout(sw(2, 3, -3), 0, lay(t, "32:1")).RightInverse, "Sw<2,3,-3> o 0 o 32:1"},
		// The generic inverse: right_inverse((4,8):(1,4)) = 32:1, -3, right_inverse(32:2) = 1:0.
		{"right_inverse(32:2 o 3 o (4,8):(1,4))", MakeComposed(lay(t, "32:2"), IntOffset(3), lay(t, "(4,8):(1,4)")).RightInverse, "32:1 o -3 o 1:0"},
		// upcast keeps the identity swizzle: the offset is the unsigned C<0u>.
		{"upcast<8>", func() (Fn, error) { return up.Upcast(8) }, "Sw<0,0,-5> o 0 o ((4,1),(2,2)):((2,1),(1,8))"},
		{"downcast<8>", func() (Fn, error) { return up.Downcast(8) }, "Sw<3,3,-5> o 0 o ((4,64),(2,2)):((128,1),(64,512))"},
		// safe_div(C<-4>, C<2u>): unsigned arithmetic, 4294967292 / 2.
		{"upcast<2>(Sw o -4 o L)", func() (Fn, error) { return MakeComposedLayout(sw(2, 3, 3), -4, lay(t, "32:1")).Upcast(2) }, "Sw<2,2,3> o 2147483646 o 16:1"},
		{"downcast<2>(Sw o -4 o L)", func() (Fn, error) { return MakeComposedLayout(sw(2, 3, 3), -4, lay(t, "32:1")).Downcast(2) }, "Sw<2,4,3> o 4294967288 o 64:1"},
		// ... and right_inverse negates the unsigned 2: 2^32-2.
		{"right_inverse(upcast<2>(Sw o 4 o L))", func() (Fn, error) {
			u, err := MakeComposedLayout(sw(2, 3, 3), 4, lay(t, "32:1")).Upcast(2)
			if err != nil {
				return nil, err
			}
			return u.RightInverse()
		}, "16:1 o 4294967294 o Sw<2,2,3>"},
		// filter(C, profile) = composition(A, O, filter(B, profile)).
		{"filter(Sw<2,4,2> o 1 o 4:2, 1)", func() (Fn, error) {
			return MakeComposedLayout(sw(2, 4, 2), 1, lay(t, "4:2")).OnB(OnBFilter, func(l Layout) (Layout, error) { return FilterProfile(l, Int(1)) })
		}, "Sw<2,4,2> o 1 o 4:2"},
		// composition(C, L): A o O o composition(B, L), nested and printed flat.
		{"composition(32:1 o -32 o Sw, 8:2)", func() (Fn, error) {
			return MakeComposed(lay(t, "32:1"), IntOffset(-32), sw(2, 3, -3)).Compose(lay(t, "8:2"))
		}, "32:1 o -32 o Sw<2,3,-3> o 0 o 8:2"},
		// composition(L, A o 0 o B) = composition(composition(L, A), B).
		{"composition((4,8):(1,4), 32:1 o 0 o Sw)", func() (Fn, error) {
			return lay(t, "(4,8):(1,4)").Compose(MakeComposed(lay(t, "32:1"), IntOffset(0), sw(2, 3, -3)))
		}, "Sw<2,3,-3> o 0 o 32:1"},
		// Slicing a composed layout whose A is a layout: no decay, offset absorbed.
		{"slice((_,1), 32:1 o 3 o (4,8):(1,4))", func() (Fn, error) {
			r, _, err := MakeComposed(lay(t, "32:1"), IntOffset(3), lay(t, "(4,8):(1,4)")).SliceAndOffset(tup(t, "(_,1)"))
			return r, err
		}, "32:1 o 7 o (4):(1)"},
		// The identity swizzle with an smem_ptr_flag_bits offset stays composed; upcast scales the flag.
		{"Sw<0,3,3> o smem_ptr[16b] o 32:1", func() (Fn, error) { return Compose3(sw(0, 3, 3), SmemPtrFlag(16), lay(t, "32:1")), nil }, "Sw<0,3,3> o smem_ptr[16b](unset) o 32:1"},
		{"upcast<2>(Sw o smem_ptr[16b] o 32:1)", func() (Fn, error) { return MakeComposed(sw(2, 3, 3), SmemPtrFlag(16), lay(t, "32:1")).Upcast(2) }, "Sw<2,3,3> o smem_ptr[32b](unset) o 16:1"},
		// logical_product(L, Sw o 0 o B) with the transferred swizzle.
		{"logical_product((2,2):(1,2), Sw<1,1,2> o 0 o (4,4):(4,1))", func() (Fn, error) {
			return lay(t, "(2,2):(1,2)").LogicalProduct(MakeComposedLayout(sw(1, 1, 2), 0, lay(t, "(4,4):(4,1)")))
		}, "Sw<1,3,2> o 0 o ((2,2),(4,4)):((1,2),(16,4))"},
	}
	for _, tt := range tests {
		got, err := tt.f()
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if got.String() != tt.want {
			t.Errorf("%s = %s, want %s", tt.name, got, tt.want)
		}
	}
	// What C++ does not compile, refused with the condition.
	refused := []struct {
		name string
		f    func() (Fn, error)
		cond string
	}{
		{"right_inverse(Sw o smem_ptr o L)", MakeComposed(sw(2, 3, 3), SmemPtrFlag(16), lay(t, "32:1")).RightInverse, "no matching function"},
		{"composition(Sw, Sw o 0 o L)", func() (Fn, error) { return sw(2, 3, 3).Compose(MakeComposedLayout(sw(1, 2, 3), 0, lay(t, "8:1"))) }, "no matching function"},
		{"composition(32:1 o -32 o Sw, 8)", func() (Fn, error) {
			return MakeComposed(lay(t, "32:1"), IntOffset(-32), sw(2, 3, -3)).ComposeTiler(Int(8))
		}, "no matching function"},
		{"composition(L, Sw o 1 o L)", func() (Fn, error) {
			return lay(t, "64:1").Compose(MakeComposedLayout(sw(1, 2, 3), 1, lay(t, "8:1")))
		}, "Require offset == 0."},
		{"logical_product(L, Sw o 4 o L)", func() (Fn, error) {
			return lay(t, "4:1").LogicalProduct(MakeComposedLayout(sw(1, 2, 3), 4, lay(t, "64:1")))
		}, "Require Swizzle offset == 0."},
	}
	for _, tt := range refused {
		_, err := tt.f()
		if e, ok := err.(*Error); !ok || e.Cond != tt.cond {
			t.Errorf("%s: %v, want the condition %q", tt.name, err, tt.cond)
		}
	}
	// size/shape of a composed layout whose layout_b is a swizzle: none.
	if _, err := MakeComposed(lay(t, "32:1"), IntOffset(-32), sw(2, 3, -3)).ShapeOf("size"); err == nil {
		t.Error("size(32:1 o -32 o Sw) accepted; C++ has no size of a swizzle")
	}
	if l := MakeComposedLayout(sw(1, 2, 3), 0, lay(t, "(2):(1)")).Nullspace(); l.String() != "1:0" {
		t.Errorf("nullspace(Sw<1,2,3> o 0 o (2):(1)) = %s, want 1:0", l)
	}
}

// randComposed draws Sw o off o L over a compact layout L of powers of two
// (modes in a random order, size-1 modes included), sometimes nested:
// Sw' o off' o (Sw o off o L), or P o off' o (Sw o off o L) for a
// layout P = n:1.
func randComposed(r *rand.Rand) (ComposedLayout, Layout) {
	n := 1 + r.IntN(3)
	shape := make([]int, n)
	for i := range shape {
		shape[i] = []int{1, 2, 4, 8}[r.IntN(4)]
	}
	stride := make([]int, n)
	cur := 1
	for _, p := range r.Perm(n) {
		stride[p] = cur
		cur *= shape[p]
	}
	l := Layout{Ints(shape...), Ints(stride...)}
	swz := func() Swizzle {
		b, m := r.IntN(4), r.IntN(4)
		s := max(b, 1) + r.IntN(3)
		if r.IntN(3) == 0 {
			s = -s
		}
		return Swizzle{b, m, s}
	}
	off := func() int { return []int{0, 0, 4, 8, 32, -16}[r.IntN(6)] }
	c := MakeComposedLayout(swz(), off(), l)
	switch r.IntN(4) {
	case 0:
		c = MakeComposed(swz(), IntOffset(off()), c)
	case 1:
		c = MakeComposed(Layout{Int(1 << 12), Int(1)}, IntOffset(off()), c)
	}
	return c, l
}

// TestComposedFunctionLaws: a composed layout is the function c ->
// A(offset + B(c)) of its parts, and its overloads keep that meaning:
// composition(C, T)(i) = C(T(i)); the slice plus its offset is C on the
// sliced coordinates; right_inverse(C)(C(i)) = i where B is a bijection
// (compact) and left_inverse likewise.
func TestComposedFunctionLaws(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 0))
	trials, inverses, slices := scaled(2000), 0, 0
	for trial := 0; trial < trials; trial++ {
		c, l := randComposed(r)
		size := l.Size()
		apply := func(f Fn, x int) int {
			v, err := evalFn(f, Int(x))
			if err != nil {
				t.Fatalf("%s(%d): %v", f, x, err)
			}
			return v
		}
		// The parts: A(offset + B(i)), B itself composed or a layout.
		for i := 0; i < size; i++ {
			want := apply(c.a, c.offset.Value()+apply(c.b, i))
			if got := apply(c, i); got != want {
				t.Fatalf("%s(%d) = %d, want A(off + B(i)) = %d", c, i, got, want)
			}
		}
		// right_inverse(C)(C(i)) = i and left_inverse(C)(C(i)) = i, where
		// L's image covers every bit of every swizzle: C++ passes a swizzle
		// through a layout by its images of the masks (composition(L, Sw),
		// "works in simple cases"), which is exact only then (g++:
		// right_inverse(Sw<2,2,3> o 0 o (4,4):(4,1)) = Sw<2,0,3> o 0 o
		// (4,4):(4,1), which maps C(8) = 2 to 9).
		invs := []func() (Fn, error){c.RightInverse, c.LeftInverse}
		if !coversSwizzles(c, l.Size()) {
			invs = nil
		}
		for _, inv := range invs {
			ri, err := inv()
			if _, refused := err.(*Error); refused {
				continue // C++ does not define it (for example two swizzles of different shifts to merge)
			} else if err != nil {
				t.Fatalf("inverse of %s: %v", c, err)
			}
			inverses++
			for i := 0; i < size; i++ {
				if got := apply(ri, apply(c, i)); got != i {
					t.Fatalf("%s is an inverse of %s, but maps C(%d) = %d to %d", ri, c, i, apply(c, i), got)
				}
			}
		}
		// composition(C, T)(i) = C(T(i)) for a tiler T of C's domain.
		tl := Layout{Int(max(size/2, 1)), Int(1 + r.IntN(2))}
		if tl.Size()*tl.Stride().Value() <= size {
			ct, err := c.ComposeTiler(tl)
			if err == nil {
				for i := 0; i < tl.Size(); i++ {
					if got, want := apply(ct, i), apply(c, apply(tl, i)); got != want {
						t.Fatalf("composition(%s, %s)(%d) = %d, want C(T(i)) = %d", c, tl, i, got, want)
					}
				}
			}
		}
		// Slicing at mode 0 fixed: slice(j) + offset = C(x0, j). C++ has no
		// dice of a composed layout, so Sw o O o (Sw' o O' o L) is not
		// sliced at an integer; and its decay to a plain layout assumes
		// that adding the offset carries into no bit the swizzle reads or
		// flips (with Sw<3,1,4> o 8 o (8,4):(1,8) g++ prints
		// slice_and_offset((1,_)) = ((4):(8),9), but C(1,3) = 35, not
		// 9+24), so the law is checked where every offset is 0.
		_, aSw := c.a.(Swizzle)
		_, bComposed := c.b.(ComposedLayout)
		if l.Rank() >= 2 && !(aSw && bComposed) && zeroOffsets(c) {
			x0 := r.IntN(l.shape.At(0).Value())
			crd := Tuple(append([]IntTuple{Int(x0)}, underscores(l.Rank()-1)...)...)
			s, off, err := c.SliceAndOffset(crd)
			if err != nil {
				t.Fatalf("slice_and_offset(%s, %s): %v", crd, c, err)
			}
			slices++
			rest := size / l.shape.At(0).Value()
			for j := 0; j < rest; j++ {
				rc, err := Idx2Crd(Int(j), Tuple(l.shape.elems[1:]...))
				if err != nil {
					t.Fatal(err)
				}
				full := Tuple(append([]IntTuple{Int(x0)}, flattenOnce(rc, l.Rank()-1)...)...)
				want, err := c.Eval(full)
				if err != nil {
					t.Fatal(err)
				}
				if got := apply(s, j) + off; got != want {
					t.Fatalf("slice_and_offset(%s, %s) = (%s, %d): at %d gives %d, want %d", crd, c, s, off, j, got, want)
				}
			}
		}
	}
	// The laws must have been checked, not skipped.
	if inverses < trials/10 || slices < trials/10 {
		t.Errorf("%d trials checked %d inverses and %d slices; too few", trials, inverses, slices)
	}
	t.Logf("%d composed layouts: %d inverses and %d slices checked", trials, inverses, slices)
}

func underscores(n int) []IntTuple {
	out := make([]IntTuple, n)
	for i := range out {
		out[i] = Underscore()
	}
	return out
}

// flattenOnce is the n coordinates of a rank-n coordinate (an int when n = 1).
func flattenOnce(c IntTuple, n int) []IntTuple {
	if n == 1 {
		if c.IsTuple() {
			return []IntTuple{c.At(0)}
		}
		return []IntTuple{c}
	}
	out := make([]IntTuple, n)
	for i := range out {
		out[i] = c.At(i)
	}
	return out
}

// zeroOffsets reports whether every offset of c, nested ones included, is 0.
func zeroOffsets(c ComposedLayout) bool {
	if c.offset.Value() != 0 {
		return false
	}
	if b, ok := c.b.(ComposedLayout); ok {
		return zeroOffsets(b)
	}
	return true
}

// coversSwizzles reports whether a codomain of n = 2^k elements holds every
// bit of every swizzle in c (2^(M+B+|S|) <= n).
func coversSwizzles(c ComposedLayout, n int) bool {
	for _, f := range []Fn{c.a, c.b} {
		switch f := f.(type) {
		case Swizzle:
			if 1<<(f.m+f.b+abs(f.s)) > n {
				return false
			}
		case ComposedLayout:
			if !coversSwizzles(f, n) {
				return false
			}
		}
	}
	return true
}

// TestLayoutLogicalProductOverloads: logical_product(L, b) dispatches on
// b as C++'s overloads do: a layout gives the algebra's product, a
// swizzle alone has no overload.
func TestLayoutLogicalProductOverloads(t *testing.T) {
	a, b := lay(t, "(2,2):(1,2)"), lay(t, "3:1")
	got, err := a.LogicalProduct(b)
	if err != nil {
		t.Fatal(err)
	}
	want, err := LogicalProduct(a, b)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Errorf("L.LogicalProduct(layout) = %s, LogicalProduct = %s", got, want)
	}
	if _, err := a.LogicalProduct(Swizzle{1, 1, 2}); err == nil || !strings.Contains(err.Error(), "no matching function") {
		t.Errorf("L.LogicalProduct(Sw) = %v, want no matching function", err)
	}
}
