package engine

import (
	"strconv"
	"testing"
)

// ctup reads an IntTuple as C++ prints it: _4 is the static Int<4>{}, a
// bare 4 the dynamic int(4) ("(_3,(4,_1))").
func ctup(t testing.TB, s string) IntTuple {
	t.Helper()
	v, rest := readCTuple(t, s)
	if rest != "" {
		t.Fatalf("ctup(%q): trailing %q", s, rest)
	}
	return v
}

func readCTuple(t testing.TB, s string) (IntTuple, string) {
	if s[0] != '(' {
		static := s[0] == '_'
		if static {
			s = s[1:]
		}
		i := 0
		for i < len(s) && (s[i] == '-' || s[i] >= '0' && s[i] <= '9') {
			i++
		}
		n, err := strconv.Atoi(s[:i])
		if err != nil {
			t.Fatalf("ctup: bad int in %q", s)
		}
		if static {
			return Int(n), s[i:]
		}
		return DynInt(n), s[i:]
	}
	s = s[1:]
	elems := []IntTuple{}
	for s[0] != ')' {
		var e IntTuple
		e, s = readCTuple(t, s)
		elems = append(elems, e)
		if s[0] == ',' {
			s = s[1:]
		}
	}
	return tuple(elems), s[1:]
}

// clay reads "shape:stride" as C++ prints it (ctup's markers).
func clay(t testing.TB, s string) Layout {
	t.Helper()
	for i := range s {
		if s[i] == ':' {
			l, err := MakeLayout(ctup(t, s[:i]), ctup(t, s[i+1:]))
			if err != nil {
				t.Fatalf("clay(%q): %v", s, err)
			}
			return l
		}
	}
	t.Fatalf("clay(%q): no stride", s)
	return Layout{}
}

// TestCompactOrderDynamicOrders: compact_order (stride.hpp) ignores a
// dynamic order, takes it as larger than every static one and orders the
// dynamic ones left to right (the i-th flat leaf, if dynamic, becomes
// max_order+1+i), and each stride is static where the shapes it multiplies
// are. The answers are g++'s, CUTLASS 7107b055, from crosscheck's
// DynamicWideCases seed 131 (make_ordered_layout(make_shape(_3{},int(4)),
// make_stride(int(12),int(12))) and the others) and stride.hpp's comment.
func TestCompactOrderDynamicOrders(t *testing.T) {
	for _, c := range []struct{ shape, order, want string }{
		{"(_3,4)", "(12,12)", "(_1,_3)"},
		{"(((5,_1),(2)))", "(((_4,8),(1)))", "(((_1,_0),(5)))"},
		{"((_5,(_2,2),2))", "((64,(4,_0),64))", "((2,(10,_1),20))"},
		{"((_3,(_6,_1)))", "((_12,(6,_2)))", "((_1,(_3,_0)))"},
		{"(((_4),(2),(_2,16,8)))", "(((1),(2),(_64,_1,_1)))", "(((256),(1024),(128,_1,_1)))"},
		{"(((3),(_2,4),6),((_2),(5,4),_2))", "(((_3),(0,_64),2),((_0),(_4,0),_1))", "(((_4),(240,60),480),((_1),(12,2880),_2))"},
		// stride.hpp's example, make_ordered_layout(make_shape(2,3,4,5),
		// make_step(Int<2>{}, 67, 42, Int<50>{})), run through g++
		{"(2,3,4,5)", "(_2,67,42,_50)", "(_1,10,30,2)"},
		// an integer order of a tuple mode orders the mode's product (g++)
		{"(_2,(_3,_4))", "(_1,_0)", "(_12,(_1,_3))"},
	} {
		got, err := CompactOrder(ctup(t, c.shape), ctup(t, c.order))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("compact_order(%s, %s) = %s, %v; C++ gives %s", c.shape, c.order, got.StaticString(), err, c.want)
		}
	}
}

// TestMakeLayoutLikeDynamicStrides: make_layout_like orders the modes by
// compact_order of the strides, so dynamic strides count as large and
// left to right, and filter_zeros keeps a dynamic 0 (only a static _0 is
// is_constant<0>). g++'s answers, CUTLASS 7107b055 (DynamicWideCases
// seed 131).
func TestMakeLayoutLikeDynamicStrides(t *testing.T) {
	for _, c := range []struct{ l, want string }{
		{"(((_2,16)),((2))):(((64,2)),((1)))", "(((_2,16)),((2))):(((_1,_2)),((32)))"},
		{"(_4,3,_2):(0,_1,_0)", "(_4,3,_2):(3,_1,_0)"}, // g++ by hand: the dynamic 0 is ordered last
	} {
		got, err := LayoutLike(clay(t, c.l))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("make_layout_like(%s) = %s, %v; C++ gives %s", c.l, got.StaticString(), err, c.want)
		}
	}
}

// TestMakeFragmentLikeDynamicShape: make_fragment_like(L) builds the
// ordered fragment only for a static shape (layout.hpp: `if constexpr (R >
// 1 && is_static<Shape>::value)`); a shape with a dynamic integer gets
// make_layout(shape), column-major. g++'s answers, CUTLASS 7107b055
// (DynamicWideCases seed 131).
func TestMakeFragmentLikeDynamicShape(t *testing.T) {
	for _, c := range []struct{ l, want string }{
		{"(_4,(8,_3),4):(288,(_36,_1),3)", "(_4,(8,_3),4):(_1,(_4,32),96)"},
		{"(((_6,_5),(6,16,_8)),_16):(((3,64),(_1,64,16)),64)", "(((_6,_5),(6,16,_8)),_16):(((_1,_6),(_30,180,2880)),23040)"},
		{"(4,2):(_3,12)", "(4,2):(_1,4)"},
	} {
		got, err := FragmentLike(clay(t, c.l))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("make_fragment_like(%s) = %s, %v; C++ gives %s", c.l, got.StaticString(), err, c.want)
		}
	}
}

// TestNullspaceDynamicZeroStride: nullspace keeps only the modes whose
// stride is the static _0 (is_constant_v<0, ...>); a dynamic 0 stride is
// not one. g++'s answers, CUTLASS 7107b055 (DynamicWideCases seed 131).
func TestNullspaceDynamicZeroStride(t *testing.T) {
	for _, c := range []struct{ l, want string }{
		{"(_16,(8),((6),(_8,5))):(0,(16),((16),(3,_12)))", "_1:_0"},
		{"((4,_16,(_3,4)),2):((_0,_2,(2,_6)),0)", "4:_1"},
	} {
		if got := Nullspace(clay(t, c.l)); got.StaticString() != c.want {
			t.Errorf("nullspace(%s) = %s; C++ gives %s", c.l, got.StaticString(), c.want)
		}
	}
}

// TestCoalesceShapeKeepsRunsOfOneKind: coalesce(shape) of layout.hpp folds
// flatten(shape), multiplying a mode into the last only where both are
// static or both dynamic, so a shape mixing them keeps one mode per run;
// an integer is itself. g++'s answers, CUTLASS 7107b055, run by hand after
// crosscheck's AlgebraWide seed 109 drew coalesce(_16{}), which cutetui
// refused.
func TestCoalesceShapeKeepsRunsOfOneKind(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"_16", "_16"},
		{"16", "16"},
		{"(2,_4)", "(2,_4)"},
		{"(_2,_4,3,5,_2)", "(_8,15,_2)"},
		{"((2),_1,(_3,1))", "(2,_3,1)"},
		{"(_2,(_4,_3))", "_24"},
	} {
		got, err := CoalesceShape(ctup(t, c.s))
		if err != nil || got.StaticString() != c.want {
			t.Errorf("coalesce(%s) = %s, %v; C++ gives %s", c.s, got.StaticString(), err, c.want)
		}
	}
}

// TestEvenlyDividesType: evenly_divides answers C++'s type: static where
// it is known at compile time, a run-time bool otherwise, a static false
// mode making a by-mode answer static false ((true_type{} && ... && z)
// with integral_constant.hpp's C<false> && x). g++'s answers, CUTLASS
// 7107b055, run by hand (static 1/0 printed _1/_0, run-time 1/0).
func TestEvenlyDividesType(t *testing.T) {
	for _, c := range []struct {
		a, b         string
		ok, isStatic bool
	}{
		{"(8,_4)", "(_2,_2)", true, false},
		{"(_8,_4)", "(_2,_2)", true, true},
		{"(_8,_4)", "(_2,_3)", false, true},
		{"(8,_4)", "(_2,_3)", false, true},
		{"(_8,_4)", "4", true, false},
		{"(_8,_4,_2)", "(_2,_3,_2,_2)", false, true},
	} {
		ok, st, err := EvenlyDividesT(ctup(t, c.a), ctup(t, c.b))
		if err != nil || ok != c.ok || st != c.isStatic {
			t.Errorf("evenly_divides(%s, %s) = %v (static %v), %v; C++: %v (static %v)", c.a, c.b, ok, st, err, c.ok, c.isStatic)
		}
	}
}
