package engine

import "testing"

// TestCoordinatesKeepCppTypes: idx2crd, crd2idx, crd2crd and the offset
// of slice_and_offset give each integer C++'s type: run-time where a
// dynamic integer reaches it through stride.hpp's divmod and Horner's
// rule, static otherwise, with integral_constant.hpp's mixed cases (x % _1,
// _0 / x, _0 * x are _0) and crd2idx_itt's is_constant<0> shortcut. The
// answers are g++'s, CUTLASS 7107b055: the first five from crosscheck's
// DynamicWideCases seed 131, where the engine printed them all static,
// the others run by hand.
func TestCoordinatesKeepCppTypes(t *testing.T) {
	idx2crd := []struct{ i, shape, want string }{
		{"13793", "(((5,_2,5),(_4,_3,_3),8))", "(((3,0,4),(3,2,1),7))"},
		{"5", "(_1,_4)", "(_0,5)"},
		{"_5", "(3,_4)", "(2,1)"},
		{"_0", "(3,(_4,2))", "(_0,(_0,_0))"},
	}
	for _, c := range idx2crd {
		got, err := Idx2Crd(ctup(t, c.i), ctup(t, c.shape))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("idx2crd(%s, %s) = %s, %v; C++ gives %s", c.i, c.shape, got.StaticString(), err, c.want)
		}
	}
	crd2idx := []struct{ c, shape, want string }{
		{"(1,_2)", "(_4,_3)", "9"},
		{"(_0,2)", "(_4,_3)", "8"},
		{"(_1,_2)", "(4,_3)", "9"},
	}
	for _, c := range crd2idx {
		got, err := Crd2IdxShapeT(ctup(t, c.c), ctup(t, c.shape))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("crd2idx(%s, %s) = %s, %v; C++ gives %s", c.c, c.shape, got.StaticString(), err, c.want)
		}
	}
	crd2crd := []struct{ c, src, dst, want string }{
		{"(_1,2)", "(_4,_3)", "_12", "9"},
		{"_7", "(4,_3)", "(_2,_6)", "(_1,_3)"},
	}
	for _, c := range crd2crd {
		got, err := Crd2Crd(ctup(t, c.c), ctup(t, c.src), ctup(t, c.dst))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("crd2crd(%s, %s, %s) = %s, %v; C++ gives %s", c.c, c.src, c.dst, got.StaticString(), err, c.want)
		}
	}
	strided := []struct{ i, shape, stride, want string }{
		{"7", "(_4,_3)", "(_3,_1)", "(2,1)"},
		{"7", "(_1,3)", "(_3,_1)", "(_0,1)"},
		{"5", "(_4,3)", "(_3,_1)", "(1,2)"}, // get_hier_coord(int(5)) of (_4,3):(_3,_1)
	}
	for _, c := range strided {
		got, err := Idx2CrdStride(ctup(t, c.i), ctup(t, c.shape), ctup(t, c.stride))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("idx2crd(%s, %s, %s) = %s, %v; C++ gives %s", c.i, c.shape, c.stride, got.StaticString(), err, c.want)
		}
	}
	evals := []struct{ l, c, want string }{
		{"(6,6,4):(_12,_8,3)", "(0,_2,1)", "19"},
		{"(_1,_4):(3,_0)", "2", "_0"}, // divmod by _1: 2 % _1 is _0, so _0*3 + 2*_0
	}
	for _, c := range evals {
		got, err := clay(t, c.l).Crd2Idx(ctup(t, c.c))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("crd2idx(%s, %s) = %s, %v; C++ gives %s", c.c, c.l, got.StaticString(), err, c.want)
		}
	}
	offsets := []struct {
		l    string
		c    IntTuple
		want string
	}{
		{"(3,(2,(_16,_2))):(_64,(_0,(24,8)))", DynInt(163), "336"},
		{"_6:0", Int(1), "0"},
		{"(_4,_3):(_1,_4)", Tuple(Underscore(), DynInt(1)), "4"},
		{"(_4,3):(_1,_4)", Tuple(Underscore(), Int(1)), "_4"},
		{"(_4,3):(_1,4)", Tuple(Underscore(), Int(0)), "_0"},
	}
	for _, c := range offsets {
		got, err := clay(t, c.l).SliceOffset(c.c)
		if err != nil || got.StaticString() != c.want {
			t.Errorf("slice_and_offset(%s, %s) offset = %s, %v; C++ gives %s", c.c.StaticString(), c.l, got.StaticString(), err, c.want)
		}
	}
}
