package engine

import "testing"

// TestPrintStyles: one Print, two styles: cutetui's notation, and
// cute::print's, where a static integer is marked `_`, a dynamic one is
// not, and a Tile<...> prints as a tuple.
func TestPrintStyles(t *testing.T) {
	l := Layout{Tuple(Int(4), DynInt(8)), Ints(1, 4)}
	c := MakeComposedLayout(Swizzle{3, 3, 3}, 0, Layout{Ints(8, 64), Ints(64, 1)})
	for _, tc := range []struct {
		p           Printer
		plain, stat string
	}{
		{l, "(4,8):(1,4)", "(_4,8):(_1,_4)"},
		{Tuple(Int(2), DynInt(3)), "(2,3)", "(_2,3)"},
		{ByMode{Int(2), Layout{Int(4), Int(2)}}, "<2,4:2>", "(_2,_4:_2)"},
		{c, "Sw<3,3,3> o 0 o (8,64):(64,1)", "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)"},
		{Swizzle{2, 4, 3}, "Sw<2,4,3>", "Sw<2,4,3>"},
	} {
		if got := Sprint(tc.p, Plain); got != tc.plain {
			t.Errorf("Sprint(%v, Plain) = %q, want %q", tc.p, got, tc.plain)
		}
		if got := Sprint(tc.p, Static); got != tc.stat {
			t.Errorf("Sprint(%v, Static) = %q, want %q", tc.p, got, tc.stat)
		}
	}
}
