package eval

import "testing"

// Audit (area C): composed layouts and swizzles in the language, against
// C++'s layout_composed.hpp and swizzle_layout.hpp. Each expected value is
// traced in the comment (or in engine/audit_c_test.go for the engine parts).
func TestAuditCComposed(t *testing.T) {
	const c = "C = Sw<3,3,3> o 0 o (8,64):(64,1)"
	const z = "Z = make_composed_layout(Sw<0,4,3>, 0, (8,8):(8,1))"
	tests := []struct {
		stmts []string
		want  string
	}{
		// swizzle_layout.hpp: composition(Swizzle<0,M,S>, Int<0>, Layout)
		// returns the layout; composition(Sw, L) goes through it.
		{[]string{"composition(Sw<0,4,3>, 8:1)"}, "8:1"},
		{[]string{"Sw<0,4,3> o 8:1"}, "8:1"},
		// make_composed_layout builds the ComposedLayout directly.
		{[]string{"make_composed_layout(Sw<0,4,3>, 0, 8:1)"}, "Sw<0,4,3> o 0 o 8:1"},
		// logical_divide(ComposedLayout, B) = composition(Sw, off,
		// logical_divide(L, B)): the identity overload again for Sw<0,..>.
		{[]string{z, "logical_divide(Z, 4)"}, "(4,(2,8)):(8,(32,1))"},
		{[]string{z, "composition(Z, 2:1)"}, "2:8"},
		// A nonzero offset keeps it composed (only Int<0> matches).
		{[]string{"Z = make_composed_layout(Sw<0,4,3>, 8, (8,8):(8,1))", "logical_divide(Z, 4)"}, "Sw<0,4,3> o 8 o (4,(2,8)):(8,(32,1))"},
		// layout<I>, get<I>, shape<I>, size<I>, cosize<I> of a ComposedLayout
		// act on layout_b (layout_composed.hpp).
		{[]string{c, "layout<1>(C)"}, "Sw<3,3,3> o 0 o 64:1"},
		{[]string{c, "get<0>(C)"}, "Sw<3,3,3> o 0 o 8:64"},
		{[]string{c, "size<1>(C)"}, "64"},
		{[]string{c, "shape<0>(C)"}, "8"},
		{[]string{c, "cosize<0>(C)"}, "449"},
		{[]string{c, "coalesce(C)"}, "Sw<3,3,3> o 0 o (8,64):(64,1)"},
		{[]string{c, "flatten(C)"}, "Sw<3,3,3> o 0 o (8,64):(64,1)"},
		// complement(C, cot) = complement(L, cot): a plain layout.
		{[]string{c, "complement(C, 1024)"}, "2:512"},
		{[]string{c, "logical_product(C, 2)"}, "Sw<3,3,3> o 0 o ((8,64),2):((64,1),512)"},
		// slice_and_offset of swizzle_layout.hpp (traced in
		// engine/audit_c_test.go): decays to plain layouts here.
		{[]string{c, "slice((_,1), C)"}, "(8):(72)"},
		{[]string{c, "slice_and_offset((_,1), C)"}, "((8):(72),1)"},
		{[]string{c, "slice_and_offset((1,_), C)"}, "(((8,2,4)):((1,-8,16)),72)"},
		{[]string{c, "slice_and_offset((_,_), C)"}, "(Sw<3,3,3> o 0 o (8,64):(64,1),0)"},
		// right_inverse(Sw o _0 o L) = composition(right_inverse(L), Sw).
		{[]string{c, "right_inverse(C)"}, "Sw<3,0,-6> o 0 o (64,8):(8,1)"},
		{[]string{"right_inverse(Sw<2,4,-3>)"}, "Sw<2,4,-3>"},
		// composition(Layout, ComposedLayout) and of two swizzles.
		{[]string{c, "composition((8,64):(64,1), C)"}, "Sw<3,0,3> o 0 o (8,(8,8)):(8,(64,1))"},
		{[]string{"Sw<3,3,3> o Sw<2,3,3>"}, "Sw<1,5,3>"},
		// make_layout(Swizzle) = Sw o Layout<Int<M+B+|S|>,_1>.
		{[]string{"make_layout(Sw<3,3,3>)"}, "Sw<3,3,3> o 0 o 9:1"},
		{[]string{"upcast<16>(Sw<3,3,3>)"}, "Sw<2,0,3>"},
		{[]string{c, "upcast<2>(C)"}, "Sw<3,2,3> o 0 o (8,32):(32,1)"},
		{[]string{c, "max_common_vector((8,64):(64,1), C)"}, "8"},
		{[]string{c, "max_common_layout(C, (8,64):(64,1))"}, "8:8"},
	}
	for _, tt := range tests {
		got, err := run(t, tt.stmts...)
		if err != nil {
			t.Errorf("%q: %v", tt.stmts, err)
			continue
		}
		if got != tt.want {
			t.Errorf("%q = %q, want %q", tt.stmts, got, tt.want)
		}
	}
	// stride(ComposedLayout) is deleted in C++; filter has no one-argument
	// form for a composed layout.
	for _, in := range []string{"stride(C)", "filter(C)"} {
		if _, err := run(t, c, in); err == nil {
			t.Errorf("%s accepted", in)
		}
	}
	e := NewEnv()
	e.Static = true
	if _, err := e.exec(c); err != nil {
		t.Fatal(err)
	}
	res, err := e.exec("slice_and_offset((_,_), C)")
	if err != nil || res.Text != "(Sw<3,3,3> o _0 o (_8,_64):(_64,_1),_0)" {
		t.Errorf("static slice_and_offset = %q, %v", res.Text, err)
	}
}
