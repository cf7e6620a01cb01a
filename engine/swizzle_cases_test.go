package engine

import "testing"

// Swizzles and composed layouts against the C++ headers (swizzle.hpp,
// swizzle_layout.hpp, layout_composed.hpp), each expected value traced by
// hand through the C++ code named in its comment.

func TestSwizzleApplyCases(t *testing.T) {
	tests := []struct {
		w       Swizzle
		x, want int
	}{
		// Swizzle::apply: offset ^ shiftr(offset & yyy_msk, S); yyy_msk =
		// 3<<4 = 48, shiftr by -3 shifts left: 16 -> 16 ^ 128.
		{Swizzle{2, 4, -3}, 16, 144},
		// Sw<0,M,S>: bit_msk = 0, the identity.
		{Swizzle{0, 4, 3}, 12345, 12345},
		// -1 & 448 = 448, >> 3 = 56, -1 ^ 56 = -57 (int arithmetic).
		{Swizzle{3, 3, 3}, -1, -57},
	}
	for _, tt := range tests {
		if got := tt.w.Apply(tt.x); got != tt.want {
			t.Errorf("%s(%d) = %d, want %d", tt.w, tt.x, got, tt.want)
		}
	}
	if got := (Swizzle{2, 4, -3}).String(); got != "Sw<2,4,-3>" {
		t.Errorf("print(Swizzle) = %q", got) // printf("Sw<%d,%d,%d>")
	}
}

func TestMakeSwizzleCases(t *testing.T) {
	tests := []struct {
		y, z int
		want string // Sw<...> or the static_assert message
	}{
		// swizzle.hpp's own examples of make_swizzle.
		{0b1000, 0b0100, "Sw<1,2,1>"},
		{0b11000000, 0b00000110, "Sw<2,1,5>"},
		// countr_zero(0) = 32, M = 32 % 32 = 0, S = 0.
		{0, 0, "Sw<0,0,0>"},
		{3, 4, "Number of bits in Y and Z don't match"},
		// B = 2, M = 0, S = 0-1 = -1: Swizzle<2,0,-1> fails |S| >= B.
		{0b101, 0b1010, "abs(SShift) must be more than BBits"},
	}
	for _, tt := range tests {
		w, err := MakeSwizzle(tt.y, tt.z)
		got := w.String()
		if err != nil {
			got = err.(*Error).Cond
		}
		if got != tt.want {
			t.Errorf("make_swizzle<%d,%d> = %s, want %s", tt.y, tt.z, got, tt.want)
		}
	}
}

func TestComposeSwizzlesCases(t *testing.T) {
	// composition(Swizzle, Swizzle): make_swizzle<Y0^Y1, Z0^Z1>.
	// 448^192 = 256, 56^24 = 32: B = 1, M = 5, S = 8-5 = 3.
	w, err := ComposeSwizzles(Swizzle{3, 3, 3}, Swizzle{2, 3, 3})
	if err != nil || w.String() != "Sw<1,5,3>" {
		t.Errorf("Sw<3,3,3> o Sw<2,3,3> = %v, %v; want Sw<1,5,3>", w, err)
	}
	if w, err = ComposeSwizzles(Swizzle{3, 3, 3}, Swizzle{3, 3, 3}); err != nil || w.String() != "Sw<0,0,0>" {
		t.Errorf("Sw<3,3,3> o Sw<3,3,3> = %v, %v; want Sw<0,0,0>", w, err)
	}
	if _, err = ComposeSwizzles(Swizzle{3, 3, 3}, Swizzle{2, 3, 4}); err == nil || err.(*Error).Cond != "Can only merge swizzles of the same shift." {
		t.Errorf("swizzles of different shifts merged: %v", err)
	}
}

func TestComposedLayoutAlgebra(t *testing.T) {
	c := MakeComposedLayout(Swizzle{3, 3, 3}, 0, lay(t, "(8,64):(64,1)"))
	tests := []struct {
		name string
		f    func() (Fn, error)
		want string
	}{
		// composition(Layout, Swizzle): a(448) = 448, a(56) = 56 ->
		// make_swizzle<448,56> = Sw<3,3,3>, composed with a.
		{"8:1 o Sw<3,3,3>", func() (Fn, error) { return composeLayoutSwizzle(lay(t, "8:1"), Swizzle{3, 3, 3}) }, "Sw<3,3,3> o 0 o 8:1"},
		// a = (8,64):(64,1): a(448) = a((0,56)) = 56, a(56) = a((0,7)) = 7
		// -> make_swizzle<56,7>: M = 0, S = 3.
		{"L o Sw<3,3,3>", func() (Fn, error) { return composeLayoutSwizzle(c.Outer(), c.Inner()) }, "Sw<3,0,3> o 0 o (8,64):(64,1)"},
		// composition(Layout, ComposedLayout) = composition(composition(a,
		// Sw), L): Sw<3,0,3> o 0 o (a o L); a o L mode 0 = 8:8 (next_shape
		// 1, rest stride 8), mode 1 = (8,8):(64,1).
		{"L o C", func() (Fn, error) { return c.Outer().Compose(c) }, "Sw<3,0,3> o 0 o (8,(8,8)):(8,(64,1))"},
		// right_inverse(Sw o _0 o L) = composition(right_inverse(L), Sw):
		// right_inverse(L) = (64,8):(8,1); it maps 448 -> 7 and 56 -> 448:
		// make_swizzle<7,448> = Sw<3,0,-6>.
		{"right_inverse(C)", c.RightInverse, "Sw<3,0,-6> o 0 o (64,8):(8,1)"},
		// make_layout(Swizzle) = composition(Sw, Layout<Int<M+B+|S|>,_1>).
		{"make_layout(Sw<3,3,3>)", func() (Fn, error) { return SwizzleLayout(Swizzle{3, 3, 3}), nil }, "Sw<3,3,3> o 0 o 9:1"},
		// upcast<2>: Sw<3,2,3>, offset safe_div(8,2) = 4, upcast of L.
		{"upcast<2>(Sw o 8 o L)", func() (Fn, error) {
			return MakeComposedLayout(Swizzle{3, 3, 3}, 8, c.Outer()).Upcast(2)
		}, "Sw<3,2,3> o 4 o (8,32):(32,1)"},
		{"downcast<2>(Sw o 8 o L)", func() (Fn, error) {
			return MakeComposedLayout(Swizzle{3, 3, 3}, 8, c.Outer()).Downcast(2)
		}, "Sw<3,4,3> o 16 o (8,128):(128,1)"},
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
	// CUTE_STATIC_ASSERT_V(b.offset() == Int<0>{}, "Require offset == 0.")
	if _, err := c.Outer().Compose(MakeComposedLayout(c.Inner(), 1, c.Outer())); err == nil || err.(*Error).Cond != "Require offset == 0." {
		t.Errorf("composition(L, Sw o 1 o L): %v", err)
	}
	// static safe_div: the offset must divide.
	if _, err := MakeComposedLayout(c.Inner(), 3, c.Outer()).Upcast(2); err == nil {
		t.Error("upcast<2> of offset 3 accepted")
	}
	// make_layout(Sw<0,4,3>) is composition(Sw<0,4,3>, _7:_1): the layout.
	if p := SwizzleLayout(Swizzle{0, 4, 3}); !p.Plain() || p.Outer().String() != "7:1" {
		t.Errorf("make_layout(Sw<0,4,3>) = %s (plain %v), want 7:1", p, p.Plain())
	}
}

func TestSwizzleCastCases(t *testing.T) {
	tests := []struct {
		up   bool
		n    int
		want string
	}{
		{true, 2, "Sw<3,2,3>"},   // NewM = 3-1 >= 0
		{true, 16, "Sw<2,0,3>"},  // NewM = -1: Swizzle<max(B+NewM,0),0,S>
		{true, 256, "Sw<0,0,3>"}, // NewM = -5: max(-2,0) = 0
		{false, 4, "Sw<3,5,3>"},  // Swizzle<B,M+log2 N,S>
	}
	for _, tt := range tests {
		f := Swizzle{3, 3, 3}.Downcast
		if tt.up {
			f = Swizzle{3, 3, 3}.Upcast
		}
		w, err := f(tt.n)
		if err != nil || w.String() != tt.want {
			t.Errorf("cast(%v,%d) = %v, %v; want %s", tt.up, tt.n, w, err, tt.want)
		}
	}
	if _, err := (Swizzle{3, 3, 3}).Upcast(3); err == nil {
		t.Error("upcast<3> of a swizzle accepted; C++ requires a power of two")
	}
}

func TestSliceComposedCases(t *testing.T) {
	c := MakeComposedLayout(Swizzle{3, 3, 3}, 0, lay(t, "(8,64):(64,1)"))
	tests := []struct {
		c      ComposedLayout
		crd    string
		want   string
		plain  bool
		offset int
	}{
		// swizzle_layout.hpp slice_and_offset, decay branch. (_,1): sliced
		// (8):(64) only touches Y bits (active 448, 448 & ~Sw(448) = 0);
		// offset_only_zy = 0, offset_anti_zy = 1; the swizzle layout
		// (8,(2,2,2),1,(2,2,2),1):(1,(8,16,32),64,(72,144,288),512) o (8):(64)
		// = (8):(72); offset Sw(0)+1.
		{c, "(_,1)", "(8):(72)", true, 1},
		// (1,_): offset_only_zy = 64 (Y bit 6 set), so stride_lo =
		// (-8,16,32); composed with (64):(1) gives ((8,2,4)):((1,-8,16));
		// offset Sw(64)+0 = 72.
		{c, "(1,_)", "((8,2,4)):((1,-8,16))", true, 72},
		// all_underscore: only a reshape, offset _0.
		{c, "(_,_)", "Sw<3,3,3> o 0 o (8,64):(64,1)", false, 0},
		// Not reducible: Sw<1,0,1> o (4,2):(1,4) at (_,1): sliced (4):(1)
		// hits Y bit 1 and Z bit 0 (active 3, 3 & ~Sw(3) = 1);
		// offset_anti_zy = (2):(4)(1) = 4.
		{MakeComposedLayout(Swizzle{1, 0, 1}, 0, lay(t, "(4,2):(1,4)")), "(_,1)", "Sw<1,0,1> o 0 o (4):(1)", false, 4},
		// Sw<0,4,3>: nothing active, decays to (8):(8) with offset 1.
		{MakeComposedLayout(Swizzle{0, 4, 3}, 0, lay(t, "(8,8):(8,1)")), "(_,1)", "(8):(8)", true, 1},
	}
	for _, tt := range tests {
		r, off, err := tt.c.SliceAndOffset(tup(t, tt.crd))
		if err != nil {
			t.Errorf("slice_and_offset(%s, %s): %v", tt.crd, tt.c, err)
			continue
		}
		got := r.String()
		_, plain := r.(Layout)
		if got != tt.want || plain != tt.plain || off != tt.offset {
			t.Errorf("slice_and_offset(%s, %s) = (%s, %d) plain %v, want (%s, %d) plain %v", tt.crd, tt.c, got, off, plain, tt.want, tt.offset, tt.plain)
		}
		// Whatever the form, the slice plus its offset is the composed
		// layout on the sliced coordinates.
		var dom Layout
		switch r := r.(type) {
		case Layout:
			dom = r
		case ComposedLayout:
			dom = r.Outer()
		}
		for i := 0; i < dom.Size(); i++ {
			full := sliceCoord(t, tup(t, tt.crd), dom.Size(), i)
			want, err := tt.c.Eval(full)
			if err != nil {
				t.Fatal(err)
			}
			v, err := evalFn(r, Int(i))
			if err != nil {
				t.Fatal(err)
			}
			if v+off != want {
				t.Errorf("slice %s of %s at %d: %d + %d, want %d", tt.crd, tt.c, i, v, off, want)
				break
			}
		}
	}
	// to_mixed_bits: static_assert "Requires pow2 shape*stride." for the
	// diced mode (3):(1) of Sw<1,0,1> o (3,4):(1,4) at (1,_).
	bad := MakeComposedLayout(Swizzle{1, 0, 1}, 0, lay(t, "(3,4):(1,4)"))
	if _, _, err := bad.SliceAndOffset(tup(t, "(1,_)")); err == nil || err.(*Error).Cond != "Requires pow2 shape*stride." {
		t.Errorf("slice of a non-power-of-two diced mode: %v", err)
	}
}

// sliceCoord fills the single `_` of a rank-2 coordinate with i.
func sliceCoord(t *testing.T, crd IntTuple, n, i int) IntTuple {
	t.Helper()
	e := []IntTuple{crd.At(0), crd.At(1)}
	switch {
	case e[0].IsUnderscore() && e[1].IsUnderscore():
		return Int(i)
	case e[0].IsUnderscore():
		e[0] = Int(i)
	default:
		e[1] = Int(i)
	}
	return Tuple(e...)
}

func TestMaxCommonComposedCases(t *testing.T) {
	c := MakeComposedLayout(Swizzle{3, 3, 3}, 0, lay(t, "(8,64):(64,1)"))
	// max_common_vector(C, L) = min(max_common_vector(L, L) = 512, 2^M).
	if n, err := c.MaxCommonVector(c.Outer()); err != nil || n != 8 {
		t.Errorf("max_common_vector(C, L) = %d, %v; want 8", n, err)
	}
	// The same swizzle on both sides: no cap.
	if n, err := c.MaxCommonVector(c); err != nil || n != 512 {
		t.Errorf("max_common_vector(C, C) = %d, %v; want 512", n, err)
	}
	// max_common_layout(L, L) = (64,8):(8,1) (composition(inv_b,
	// layout<0>(512:1))), truncated: compose(8) = 8:8.
	if l, err := c.MaxCommonLayout(c.Outer()); err != nil || l.String() != "8:8" {
		t.Errorf("max_common_layout(C, L) = %s, %v; want 8:8", l, err)
	}
}
