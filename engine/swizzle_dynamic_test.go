package engine

import "testing"

// TestComposeLayoutSwizzleNeedsStaticMasks: composition(A, Sw) of
// swizzle_layout.hpp is make_swizzle<A(yyy_msk{}), A(zzz_msk{})>() o A,
// the images template arguments: g++ refuses it where a dynamic integer
// of A makes either image a run-time int, and compiles it where both stay
// static. CUTLASS 7107b055, g++ 12 by hand, after crosscheck's
// DynamicWideCases seed 122 drew left_inverse(composition(Swizzle<1,1,2>{},
// make_layout(make_shape(int(2),int(4)),make_stride(_8{},_1{})))), whose
// left inverse composes (_8,2):(2,_1) with the swizzle and which cutetui
// answered (the last row is what g++ printed for that case's all-static
// form, whose left inverse is this composition).
func TestComposeLayoutSwizzleNeedsStaticMasks(t *testing.T) {
	w := Swizzle{1, 1, 2}
	for _, c := range []struct{ a, want string }{
		{"(_8,2):(2,_1)", "refused"},
		{"(_8,2):(_2,1)", "refused"},
		{"(8,_2):(_2,_1)", "refused"},
		{"(_8,_2):(_2,_1)", "Sw<1,0,-2> o _0 o (_8,_2):(_2,_1)"},
	} {
		got := "refused"
		if r, err := clay(t, c.a).Compose(w); err == nil {
			got = r.(ComposedLayout).StaticString()
		}
		if got != c.want {
			t.Errorf("composition(%s, %s) = %s; C++: %s", c.a, w, got, c.want)
		}
	}
}
