package engine

import "testing"

// The values of IntTuple ops, coordinates, coalesce, complement and
// composition, against C++ CuTe with static integers. Each case names the
// C++ function and the branch that gives the expected value.
func TestAlgebraCases(t *testing.T) {
	L := func(s string) Layout { return lay(t, s) }
	T := func(s string) IntTuple { return tup(t, s) }
	str := layoutResult
	strT := tupleResult
	cases := []struct{ name, got, want string }{
		// stride.hpp detail::compact<LayoutLeft>: `if constexpr
		// (is_constant<1, Shape>)` returns stride Int<0> and leaves the
		// running product unchanged; make_layout(shape) uses
		// compact_major<LayoutLeft>(shape).
		{"make_layout((2,1,3))", str(MakeCompactLayout(T("(2,1,3)"))), "(2,1,3):(1,0,2)"},
		{"make_layout(1)", str(MakeCompactLayout(Int(1))), "1:0"},
		{"make_layout((1))", str(MakeCompactLayout(T("(1)"))), "(1):(0)"},
		{"make_layout((4,(1,2)))", str(MakeCompactLayout(T("(4,(1,2))"))), "(4,(1,2)):(1,(0,4))"},
		{"make_layout((1,8))", str(MakeCompactLayout(T("(1,8)"))), "(1,8):(0,1)"},
		// nullspace: the strides come from compact_major<LayoutLeft> of the
		// flat shape, so a size-1 stride-0 mode gets stride 0.
		{"nullspace((1,4):(0,1))", Nullspace(L("(1,4):(0,1)")).String(), "1:0"},
		{"nullspace((2,1,3):(0,0,1))", Nullspace(L("(2,1,3):(0,0,1)")).String(), "(2,1):(1,0)"},

		// detail::complement, `if constexpr (is_constant<0, Stride>)`:
		// make_layout(coalesce(cotarget)); coalesce of a static shape folds
		// to its product, and make_layout(_1) is _1:_0.
		{"complement(4:0, 1)", str(Complement(L("4:0"), Int(1))), "1:0"},
		{"complement(4:0)", str(Complement(L("4:0"), CosizeOf(Filter(L("4:0"))))), "1:0"}, // cosize(filter(4:0)) = cosize(1:0) = 1
		{"complement(1:7)", str(Complement(L("1:7"), CosizeOf(Filter(L("1:7"))))), "1:0"},
		{"complement(1:0, (1,1))", str(Complement(L("1:0"), T("(1,1)"))), "1:0"},
		{"complement(4:0, 8)", str(Complement(L("4:0"), Int(8))), "8:1"},
		{"complement(4:0, (2,3))", str(Complement(L("4:0"), T("(2,3)"))), "6:1"},
		// General case: rest_shape = coalesce(ceil_div(cotarget, new_stride)),
		// a tuple cotarget folded left to right.
		{"complement(4:1, (6,4))", str(Complement(L("4:1"), T("(6,4)"))), "8:4"},
		{"complement(4:1, (4,6))", str(Complement(L("4:1"), T("(4,6)"))), "6:4"},
		{"complement((2,4):(8,1), 64)", str(Complement(L("(2,4):(8,1)"), Int(64))), "(2,4):(4,16)"},
		{"complement((2,2):(2,8))", str(Complement(L("(2,2):(2,8)"), CosizeOf(Filter(L("(2,2):(2,8)"))))), "(2,2):(1,4)"},
		{"complement(4:1, 4)", str(Complement(L("4:1"), Int(4))), "1:0"},
		// new_shape = min_stride / last_stride == 0: static_assert.
		{"complement((2,2):(1,1), 8)", str(Complement(L("(2,2):(1,1)"), Int(8))), "error: Non-injective Layout detected in complement"},

		// coalesce: bw_coalesce; a rank-1 result is an integer layout, a
		// size-1 result _1:_0; stride-0 modes merge (s*0 == 0).
		{"coalesce(1:3)", Coalesce(L("1:3")).String(), "1:0"},
		{"coalesce((4):(2))", Coalesce(L("(4):(2)")).String(), "4:2"},
		{"coalesce((2,3):(0,0))", Coalesce(L("(2,3):(0,0)")).String(), "6:0"},
		{"coalesce((2,1,2):(1,9,2))", Coalesce(L("(2,1,2):(1,9,2)")).String(), "4:1"},
		{"coalesce((2,2):(-1,-2))", Coalesce(L("(2,2):(-1,-2)")).String(), "4:-1"},
		// coalesce(layout, profile): transform_layout keeps the layout's
		// modes past the profile, and make_layout of one layout wraps it.
		{"coalesce(4:1, (1))", str(CoalesceProfile(L("4:1"), T("(1)"))), "(4):(1)"},
		{"coalesce((2,3,4):(1,2,6), (1,1))", str(CoalesceProfile(L("(2,3,4):(1,2,6)"), T("(1,1)"))), "(2,3,4):(1,2,6)"},
		{"coalesce(((2,2),3):((1,2),4), ((1),1))", str(CoalesceProfile(L("((2,2),3):((1,2),4)"), T("((1),1)"))), "((2,2),3):((1,2),4)"},
		// filter = coalesce(filter_zeros(L)).
		{"filter((4,1,2):(0,3,1))", Filter(L("(4,1,2):(0,3,1)")).String(), "2:1"},
		{"filter((2,3):(0,0))", Filter(L("(2,3):(0,0)")).String(), "1:0"},

		// composition: A is coalesce_x'd (a trailing size-1 mode becomes
		// size 2 so its stride survives), then composition_impl.
		{"(4,1):(1,0) o 8:1", str(Composition(L("(4,1):(1,0)"), L("8:1"))), "(4,2):(1,0)"},
		{"(2,1):(1,5) o 4:1", str(Composition(L("(2,1):(1,5)"), L("4:1"))), "(2,2):(1,5)"},
		{"1:0 o 3:1", str(Composition(L("1:0"), L("3:1"))), "3:0"},
		// composition_impl general case: a size-1 B leaves result_shape
		// empty, giving Layout{rest_shape, rest_stride * last stride}.
		{"(4,3):(3,1) o 1:2", str(Composition(L("(4,3):(3,1)"), L("1:2"))), "1:1"},
		{"(4,3):(3,1) o 1", str(Composition(L("(4,3):(3,1)"), Int(1))), "1:1"},
		// is_constant<0, RStride> comes first: B's stride-0 modes stay s:0.
		{"(4,3):(1,4) o (2,1):(1,0)", str(Composition(L("(4,3):(1,4)"), L("(2,1):(1,0)"))), "(2,1):(1,0)"},
		// rest_shape == 1: unwrap(result) gives an integer layout.
		{"(4,3):(3,1) o 2", str(Composition(L("(4,3):(3,1)"), Int(2))), "2:3"},
		// Weak stride divisibility: 3 < 4 passes though 3 does not divide 4.
		{"(4,3):(3,1) o 8:3", str(Composition(L("(4,3):(3,1)"), L("8:3"))), "(2,4):(9,1)"},
		{"(4,6):(1,5) o 2:6", str(Composition(L("(4,6):(1,5)"), L("2:6"))), "error: Stride Divisibility Condition"},
		{"(3,6,2,8):(1,100,1000,10000) o 16:9", str(Composition(L("(3,6,2,8):(1,100,1000,10000)"), L("16:9"))), "(2,2,4):(300,1000,10000)"},
		{"(4,2):(1,8) o 4:-1", str(Composition(L("(4,2):(1,8)"), L("4:-1"))), "4:-1"},
		// A tuple tiler composes by mode (transform_layout with the modes past
		// the tiler dropped); `_` keeps a mode; make_layout of one mode wraps.
		{"(4,3):(3,1) o (2)", str(Composition(L("(4,3):(3,1)"), T("(2)"))), "(2):(3)"},
		{"(4,3):(3,1) o <_>", str(Composition(L("(4,3):(3,1)"), ByMode{Underscore()})), "(4):(3)"},
		{"4:1 o <_>", str(Composition(L("4:1"), ByMode{Underscore()})), "(4):(1)"},
		{"((4,6),5):((1,4),24) o ((2,3),_)", str(Composition(L("((4,6),5):((1,4),24)"), T("((2,3),_)"))), "((2,3),5):((1,4),24)"},
		{"(4,3):(3,1) o ((2)):((1))", str(Composition(L("(4,3):(3,1)"), L("((2)):((1))"))), "((2)):((3))"},
		// composition(Layout, Tiler) with is_integral<Tiler>:
		// composition_impl(shape, stride, rhs, Int<1>{}) — stride 1 even for 1.
		{"(4,3):(3,1) o <1,1>", str(Composition(L("(4,3):(3,1)"), T("(1,1)"))), "(1,1):(3,1)"},
		// logical_divide / logical_product with an integral tiler use
		// make_layout(tiler), which is _1:_0 for 1 (detail::compact); the
		// stride-0 mode then takes composition_impl's stride-0 shortcut.
		{"logical_divide((4,3):(3,1), 1)", str(LogicalDivide(L("(4,3):(3,1)"), Int(1))), "(1,(4,3)):(0,(3,1))"},
		{"logical_divide(8:2, 1)", str(LogicalDivide(L("8:2"), Int(1))), "(1,8):(0,2)"},
		{"logical_product(4:2, 1)", str(LogicalProduct(L("4:2"), Int(1))), "(4,1):(2,0)"},
		{"zipped_divide((4,3):(3,1), <1,3>)", str(ZippedDivide(L("(4,3):(3,1)"), T("(1,3)"))), "((1,3),(4,1)):((0,1),(3,0))"},

		// idx2crd(idx, shape) for an integer idx and a tuple shape is
		// crd2idx(idx, shape, make_basis_like(shape)): the last mode takes
		// the rest without a modulus.
		{"idx2crd(9,(2,(1,1)))", strT(Idx2Crd(Int(9), T("(2,(1,1))"))), "(1,(0,4))"},
		{"idx2crd(3,(1,4))", strT(Idx2Crd(Int(3), T("(1,4)"))), "(0,3)"},
		{"idx2crd(5,(4))", strT(Idx2Crd(Int(5), T("(4)"))), "(5)"},
		{"idx2crd(5,((2,3)))", strT(Idx2Crd(Int(5), T("((2,3))"))), "((1,2))"},
		{"idx2crd((1,2),4)", strT(Idx2Crd(T("(1,2)"), Int(4))), "error: Invalid parameters"},
		// crd2idx_itt: no modulus on the last mode.
		{"crd2idx(7,(4),(2))", itoa(Crd2Idx(Int(7), T("(4)"), T("(2)"))), "14"},
		{"crd2idx((1,5),(3,(2,3)),(3,(12,1)))", itoa(Crd2Idx(T("(1,5)"), T("(3,(2,3))"), T("(3,(12,1))"))), "17"},

		// shape_div: tuple/int folds, int/tuple divides by the product,
		// int/int rounds a zero quotient away from zero.
		{"shape_div(((2,4),3), 4)", strT(ShapeDiv(T("((2,4),3)"), Int(4))), "((1,2),3)"},
		{"shape_div((2,3), (4,(1,3)))", strT(ShapeDiv(T("(2,3)"), T("(4,(1,3))"))), "(1,1)"},
		{"shape_div((6,4), 4)", strT(ShapeDiv(T("(6,4)"), Int(4))), "error: Static shape_div failure"},
		{"shape_div(3, 6)", strT(ShapeDiv(Int(3), Int(6))), "1"},

		// tuple_algorithms.hpp zip: a tuple whose first element is not a
		// tuple is wrapped; otherwise every element must be a tuple of the
		// first's rank (static_assert "Mismatched Ranks"; tuple_size of an
		// integer does not compile).
		{"zip((6,(4)))", strT(zip(T("(6,(4))"))), "((6,(4)))"},
		{"zip(((4),6))", strT(zip(T("((4),6)"))), "error: Mismatched Ranks"},
		{"zip(((1,2),(3,4,5)))", strT(zip(T("((1,2),(3,4,5))"))), "error: Mismatched Ranks"},
		{"zip(((1,2),(3,4)))", strT(zip(T("((1,2),(3,4))"))), "((1,3),(2,4))"},
		// blocked_product((4):(1), 6:1) = zip(get<0>, get<1>) of
		// ((4),6):((1),4): the zip of (4) with 6 does not compile.
		{"blocked_product((4):(1), 6:1)", str(BlockedProduct(L("(4):(1)"), L("6:1"))), "error: Mismatched Ranks"},
		{"raked_product((4):(1), 6:1)", str(RakedProduct(L("(4):(1)"), L("6:1"))), "((6,(4))):((4,(1)))"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s = %s; C++ gives %s", c.name, c.got, c.want)
		}
	}
	// compatible: int a vs tuple b is a == size(b); tuple a vs int b is false.
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"24", "(24)", true}, {"(24)", "24", false}, {"(24)", "(4,6)", false},
		{"(24)", "((4,6))", true}, {"(4,(2,3))", "(4,6)", false}, {"(4,6)", "(4,(2,3))", true},
	} {
		if got := Compatible(T(c.a), T(c.b)); got != c.want {
			t.Errorf("compatible(%s, %s) = %v; C++ gives %v", c.a, c.b, got, c.want)
		}
	}
}

func itoa(n int, err error) string {
	if err != nil {
		return "error: " + err.(*Error).Cond
	}
	return Int(n).String()
}
