package eval

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// Second audit (area C2): how the language turns literals into CuTe values
// and which C++ overload each built-in follows. Every expected value is
// traced through the C++ source named in its comment (layout.hpp,
// int_tuple.hpp, stride.hpp, tuple_algorithms.hpp of current CuTe).
func TestAudit2CLiterals(t *testing.T) {
	tests := []struct{ in, want string }{
		// A tuple of ints as a tiler is a Shape: is_tuple<Tiler>, so
		// logical_divide goes by mode and each int n is make_layout(n).
		{"logical_divide((8,6):(1,8), (2,3))", "((2,4),(3,2)):((1,2),(8,24))"},
		// A rank-1 tuple tiler divides mode 0 only; transform_layout keeps
		// mode 1 (make_layout(logical_divide(8:1,4), 6:8)).
		{"logical_divide((8,6):(1,8), (4))", "((4,2),6):((1,4),8)"},
		// composition with a tuple tiler drops the modes it does not hit,
		// and make_layout of one layout wraps it: (4):(1), not 4:1.
		{"composition((8,6):(1,8), (4))", "(4):(1)"},
		// An int tiler: composition_impl(coalesce_x(A), n, _1) = n:1.
		{"composition((8,6):(1,8), 4)", "4:1"},
		// (3:1,2:1) is make_tile(3:1, 2:1); a layout literal (4):(1) stays
		// rank 1.
		{"zipped_divide((6,4):(1,6), (3:1,2:1))", "((3,2),(2,2)):((1,6),(3,12))"},
		{"(4):(1)", "(4):(1)"},
		// make_layout(Layout) is make_layout(make_shape(L.shape()),
		// make_stride(L.stride())): one more level.
		{"make_layout(8:1)", "(8):(1)"},
		{"make_layout((4,3):(1,4))", "((4,3)):((1,4))"},
		// coalesce(L, profile) with a non-tuple profile is coalesce(L); a
		// tuple profile transforms mode by mode and keeps the rest.
		{"coalesce((2,(1,6)):(1,(6,2)), 1)", "12:1"},
		{"coalesce((2,(3,4)):(1,(2,6)), (1))", "(2,(3,4)):(1,(2,6))"},
		{"coalesce(8:1, (1))", "(8):(1)"},
		// get<I...> of a layout is make_layout(get<I...>(shape),
		// get<I...>(stride)); get<0> of an int is the int (rank 1).
		{"get<1,0>((2,(3,4)):(1,(2,6)))", "3:2"},
		{"get<0>(8:1)", "8:1"},
		{"size<1,0>((2,(3,4)))", "3"},
		{"depth((8):(1))", "1"},
		{"depth(8:1)", "0"},
		// slice keeps the _ modes (lift_slice); no _ gives the empty layout.
		{"slice((_,(1,_)), (4,(3,2)):(1,(4,12)))", "(4,2):(1,12)"},
		{"slice(1, (4,3):(1,4))", "():()"},
		// group<B,E> on an int wraps it (rank 1).
		{"group<0,1>(4)", "((4))"},
	}
	for _, tc := range tests {
		got, err := run(t, tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%s = %q, %v; want %s", tc.in, got, err, tc.want)
		}
	}
}

// TestAudit2COverloads: the C++ overloads the language lacked or computed
// differently before this audit.
func TestAudit2COverloads(t *testing.T) {
	tests := []struct{ in, want string }{
		// int_tuple.hpp ceil_div, int/int: (a + b - Int<1>{}) / b with C++'s
		// truncating division: (-4 + 3 - 1) / 3 = -2 / 3 = 0 (was -1).
		{"ceil_div(-4, 3)", "0"},
		{"ceil_div(-7, 2)", "-3"},
		// tuple/int: fold b through the modes (result_i = ceil_div(a_i, b),
		// b = ceil_div(b, a_i)): (⌈4/8⌉, ⌈6/⌈8/4⌉⌉) = (1,3).
		{"ceil_div((4,6), 8)", "(1,3)"},
		{"ceil_div((4,(3,2)), 8)", "(1,(2,2))"},
		// tuple/tuple: by mode, b padded with 1 (append<R>(b, Int<1>{})).
		{"ceil_div((8,6,4), (2,4))", "(4,2,4)"},
		{"ceil_div((8,(6,4)), ((2,3),4))", "(2,(2,4))"},
		// int/tuple: ceil_div(a, product(b)).
		{"ceil_div(8, (2,2))", "2"},
		// layout.hpp ceil_div(target, Layout) = shape(complement(tiler,
		// shape(target))): complement(4:1, (16,12)) = 48:4.
		{"ceil_div((16,12), 4:1)", "48"},
		// stride.hpp crd2idx(coord, shape): Horner over flatten(coord) and
		// flatten(product_like(shape, coord)): 1 + 2*2 = 5 and
		// 1 + 2*(2 + 3*1) = 11; the last coordinate is not wrapped.
		{"crd2idx((1,2), (2,(3,4)))", "5"},
		{"crd2idx((1,(2,1)), (2,(3,4)))", "11"},
		{"crd2idx((1,5), (2,3))", "11"},
		{"crd2idx(7, (2,3))", "7"},
		// layout.hpp crd2idx(c, Layout) = crd2idx(c, shape, stride).
		{"crd2idx((1,2), (2,3):(3,1))", "5"},
		{"crd2idx(5, (2,3):(3,1))", "5"},
		// stride.hpp idx2crd(idx, shape, stride): (idx / d) % s in every
		// mode; an int stride is compact_col_major(shape, stride):
		// (2,(6,12)) gives (10%3, 3%2, 1%3) = (1,(1,1)).
		{"idx2crd(20, (3,(2,3)), 2)", "(1,(1,1))"},
		{"idx2crd(20, (3,(2,3)), (1,(3,6)))", "(2,(0,0))"},
		{"idx2crd(7, 1, 0)", "0"},
		{"idx2crd((5,3), (4,(2,2)), (1,(1,2)))", "(1,(1,1))"},
		// layout.hpp append/prepend(Layout, Layout x = Layout<_1,_0>{}) and
		// append<N>: shape and stride appended alike.
		{"append((4,3):(1,4), 2:8)", "(4,3,2):(1,4,8)"},
		{"append((4,3):(1,4))", "(4,3,1):(1,4,0)"},
		{"prepend((4,3):(1,4), (2,2):(1,2))", "((2,2),4,3):((1,2),1,4)"},
		{"append<4>((4,3):(1,4))", "(4,3,1,1):(1,4,0,0)"},
		{"append<1>(4:1)", "4:1"},
		// tuple_algorithms.hpp append<N>/prepend<N>(t, x): pad to rank N;
		// an int with N == 1 is returned as is.
		{"append<4>((4,3), 1)", "(4,3,1,1)"},
		{"prepend<4>((4,3), 1)", "(1,1,4,3)"},
		{"append<3>(4, 1)", "(4,1,1)"},
		{"append<1>(4, 1)", "4"},
		{"append<2>((4,3), 1)", "(4,3)"},
		// layout.hpp filter(L, trg_profile): transform_layout by mode,
		// filter(l) at a non-tuple terminal.
		{"filter(((2,1),(3,4)):((1,5),(0,2)), (1,1))", "(2,4):(1,2)"},
		{"filter((4,3):(0,2), (1,1))", "(1,3):(0,2)"},
		{"filter((4,3):(0,2), 1)", "3:2"},
		// complement(layout, cotarget) takes shape(cotarget): a layout
		// cotarget stands for its shape.
		{"complement(4:2, (2,8):(1,2))", "(2,2):(1,8)"},
		{"complement(4:2, 8:1)", "2:1"},
		// make_shape() / make_tile() are the empty tuple<>.
		{"make_shape()", "()"},
		{"make_tile()", "()"},
		// layout.hpp tile_to_shape(block, trg_shape, ord_shape): the
		// repetitions (4,3) are laid out by make_ordered_layout((4,3),
		// ord_shape), here (4,3):(3,1), then blocked_product.
		{"tile_to_shape((2,2):(1,2), (8,6), (1,0))", "((2,4),(2,3)):((1,12),(2,4))"},
		{"tile_to_shape((2,2):(1,2), (8,6), LayoutRight{})", "((2,4),(2,3)):((1,12),(2,4))"},
		{"tile_to_shape((2,2):(1,2), (8,6), LayoutLeft{})", "((2,4),(2,3)):((1,4),(2,16))"},
		{"tile_to_shape((2,2):(1,2), (8,6,2), (2,0,1))", "((2,4),(2,3),(1,2)):((1,24),(2,4),(0,12))"},
		{"tile_to_shape(((2,2),2):((1,4),2), ((4,2),(2,3)), (1,0))", "(((2,2),2),(2,3)):(((1,4),24),(2,8))"},
		// stride.hpp compact_order(shape, GenColMajor/GenRowMajor).
		{"compact_order((2,1,3), LayoutRight{})", "(3,0,1)"},
		{"compact_order((2,(3,4)), GenColMajor{})", "(1,(2,6))"},
		// underscore.hpp slice(a, b) of tuples: filter_tuple of lift_slice
		// (the elements at a `_`, flattened); dice keeps those at an int;
		// slice(_, b) and dice(n, b) are b. layout.hpp dice(c, Layout) dices
		// shape and stride alike.
		{"slice((_,(1,_)), (4,(3,2)))", "(4,2)"},
		{"slice(1, (4,3))", "()"},
		{"slice(_, (4,3))", "(4,3)"},
		{"dice((_,(1,_)), (4,(3,2)))", "(3)"},
		{"dice(1, (4,3))", "(4,3)"},
		{"dice(_, (4,3))", "()"},
		{"dice((_,1), (4,3):(1,4))", "(3):(4)"},
		{"dice((_,(1,_)), (4,(3,2)):(1,(4,12)))", "(3):(4)"},
		// cute:: qualification of C++ names.
		{"cute::size(cute::make_layout(cute::make_shape(cute::Int<4>{}, cute::_2{})))", "8"},
		{"cute::Layout<cute::Shape<cute::_2,cute::_3>>{}(cute::_, 1)", "(2):(1)"},
	}
	for _, tc := range tests {
		got, err := run(t, tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%s = %q, %v; want %s", tc.in, got, err, tc.want)
		}
	}
	// congruent and compatible compare shape(a) and shape(b) (the value,
	// not its printed form, is pinned here).
	for in, want := range map[string]bool{
		"congruent((2,3):(1,2), (4,5))":    true,
		"congruent((2,3):(1,2), (4,(5)))":  false,
		"compatible(6, (2,3):(1,2))":       true,
		"compatible((2,3):(1,2), (6):(1))": false,
	} {
		v, err := NewEnv().Eval(in)
		if b, ok := v.(BoolValue); err != nil || !ok || bool(b) != want {
			t.Errorf("%s = %v, %v; want %v", in, v, err, want)
		}
	}
	// Refusals, as C++'s static_asserts (or a division by zero).
	for _, tc := range []struct{ in, msg string }{
		{"ceil_div(7, 0)", "division by zero"},
		{"ceil_div((8,6), (2,4,3))", "Mismatched ranks"},
		{"crd2idx((1,2), 6)", "Invalid parameters"},
		{"crd2idx((1,(1,1)), (2,3))", "Mismatched Ranks"},
		{"idx2crd(7, 4, 0)", "division by zero"},
		{"idx2crd(5, 4, (1,2))", "Invalid parameters"},
		{"idx2crd((5,3), (4,(2,2)), 1)", "Mismatched Ranks"},
		{"append<1>((4,3), 1)", "below the rank"},
		{"append(4:1, 2)", "must be a layout"},
		{"append<1000000>((1,2), 1)", "too large"},
		{"cutex::size(4)", "unexpected"},
		{"slice((_,1), 4)", "Mismatched Ranks"},
		{"dice((1,2,3), (4,3):(1,4))", "Mismatched Ranks"},
		{"tile_to_shape((2,2):(1,2), (8,5), (1,0))", "block shape does not divide the target shape"},
		{"tile_to_shape((2,2):(1,2), 8, (1,0))", "Rank of layout must be <= rank of target shape"},
		{"tile_to_shape((2,2):(1,2), (8,6), 3:1)", "argument 3 must be an order"},
	} {
		_, err := run(t, tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: error %v, want one with %q", tc.in, err, tc.msg)
		}
	}
}

// TestAudit2CStaticTable: print_layout starts with print(layout), which
// prints the static form (_2,_3):(_3,_1) when the integers are static.
func TestAudit2CStaticTable(t *testing.T) {
	e := NewEnv()
	e.Static = true
	for in, title := range map[string]string{
		"print_layout((2,3):(3,1))":                       "(_2,_3):(_3,_1)\n",
		"print_layout(Sw<1,0,1> o (2,2):(2,1))":           "Sw<1,0,1> o _0 o (_2,_2):(_2,_1)\n",
		"print_layout(Layout<Shape<_2,_2>>{})":            "(_2,_2):(_1,_2)\n",
		"print_layout(make_layout((2,1)))":                "(_2,_1):(_1,_0)\n",
		"print_layout(((2,2),3):((1,6),2))":               "((_2,_2),_3):((_1,_6),_2)\n",
		"print_layout((2,2):(-1,2))":                      "(_2,_2):(_-1,_2)\n",
		"print_layout(make_layout((3,2), LayoutRight{}))": "(_3,_2):(_2,_1)\n",
	} {
		res, err := e.exec(in)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		plain := NewEnv()
		pres, err := plain.exec(in)
		if err != nil {
			t.Fatal(err)
		}
		// Same table, only the title differs.
		_, prest, _ := strings.Cut(pres.Text, "\n")
		if res.Text != title+prest {
			t.Errorf("%s static:\n%s\nwant title %q over\n%s", in, res.Text, title, prest)
		}
	}
}

// TestAudit2CExplainNewForms: --explain of the forms added here does not
// trace the other overload (crd2idx(c, shape) has no stride to trace).
func TestAudit2CExplainNewForms(t *testing.T) {
	for in, want := range map[string]string{
		"crd2idx((1,2), (2,3))":       "5",
		"idx2crd(5, (2,3), (1,2))":    "(1,2)",
		"complement(4:2, 8:1)":        "2:1",
		"crd2idx((1,2), (2,3):(3,1))": "5",
	} {
		res, steps, err := NewEnv().Explain(in)
		if err != nil || res.Text != want {
			t.Errorf("Explain(%s) = %q, %v; want %s", in, res.Text, err, want)
		}
		traced := strings.HasPrefix(in, "complement") || strings.Contains(in, ":")
		if traced && len(steps) == 0 {
			t.Errorf("Explain(%s): no steps", in)
		}
		if !traced && len(steps) != 0 {
			t.Errorf("Explain(%s): steps of another overload: %v", in, steps)
		}
	}
}

// TestAudit2CAgreement: the overloads added here agree with the engine's
// forms where C++ makes them equal, over random hierarchical shapes.
//   - crd2idx(c, s) = crd2idx(c, s, compact_col_major(s)) for a coordinate
//     inside s (both are the colexicographic index);
//   - idx2crd(i, s, compact_col_major(s)) = idx2crd(i, s) for i < size(s)
//     (the two differ only past the end, where the three-argument form wraps);
//   - tile_to_shape(L, t, LayoutLeft{}) = tile_to_shape(L, t);
//   - ceil_div(a, b) of ints is the smallest q with q*b >= a for b > 0.
func TestAudit2CAgreement(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for n := 0; n < 1500; n++ {
		s, _ := randTuple(r, 3, func() int { return 0 })
		size, err := engine.Size(s)
		if err != nil || size > 1<<20 {
			continue
		}
		i := r.Intn(size)
		crd, err := engine.Idx2Crd(engine.Int(i), s)
		if err != nil {
			t.Fatal(err)
		}
		d, err := engine.CompactMajor(s, false, 1)
		if err != nil {
			t.Fatal(err)
		}
		e := NewEnv()
		for stmt, want := range map[string]string{
			"crd2idx(" + crd.String() + ", " + s.String() + ")":                               engine.Int(i).String(),
			"crd2idx(" + crd.String() + ", " + s.String() + ", " + d.String() + ")":           engine.Int(i).String(),
			"idx2crd(" + engine.Int(i).String() + ", " + s.String() + ", " + d.String() + ")": crd.String(),
		} {
			v, err := e.Eval(stmt)
			if err != nil || v.String() != want {
				t.Fatalf("%s = %v, %v; want %s", stmt, v, err, want)
			}
		}
	}
	for n := 0; n < 300; n++ {
		bs, bd := randTuple(r, 2, func() int { return r.Intn(5) })
		block, err := engine.MakeLayout(bs, bd)
		if err != nil {
			t.Fatal(err)
		}
		// A target of the block's rank or more whose modes are multiples.
		var modes []engine.IntTuple
		rank := block.Rank() + r.Intn(2)
		for k := 0; k < rank; k++ {
			m := 1
			if k < block.Rank() {
				mode, _ := block.Mode(k)
				m = mode.Size()
			}
			modes = append(modes, engine.Int(m*(1+r.Intn(3))))
		}
		target := engine.Tuple(modes...)
		want, err := engine.TileToShape(block, target)
		stmt := "tile_to_shape(" + block.String() + ", " + target.String() + ", LayoutLeft{})"
		got, gerr := NewEnv().Eval(stmt)
		if (err == nil) != (gerr == nil) || (err == nil && got.String() != want.String()) {
			t.Fatalf("%s = %v, %v; two-argument form %v, %v", stmt, got, gerr, want, err)
		}
	}
	for a := -20; a <= 20; a++ {
		for b := 1; b <= 7; b++ {
			v, err := NewEnv().Eval("ceil_div(" + engine.Int(a).String() + ", " + engine.Int(b).String() + ")")
			if err != nil {
				t.Fatal(err)
			}
			q := v.(TupleValue).T.Value()
			if a > 0 && (q*b < a || (q-1)*b >= a) {
				t.Errorf("ceil_div(%d, %d) = %d", a, b, q)
			}
			if want := (a + b - 1) / b; q != want { // C++'s truncating formula
				t.Errorf("ceil_div(%d, %d) = %d, want %d", a, b, q, want)
			}
		}
	}
}

// TestAudit2CNoPanics: the overloads added here, called with arguments of
// every kind (ints with 0 and negatives, nested tuples, _, layouts, tags,
// swizzles), answer or refuse with a positioned error, in Exec and Explain;
// never an internal error.
func TestAudit2CNoPanics(t *testing.T) {
	funcs := []string{"ceil_div", "crd2idx", "idx2crd", "append", "prepend", "append<3>", "prepend<0>",
		"filter", "complement", "slice", "dice", "tile_to_shape", "compact_order", "make_shape", "make_tile",
		"congruent", "compatible", "print_layout"}
	args := []string{"0", "-3", "7", "(2,3)", "(2,(1,3))", "((4))", "()", "_", "(_,1)", "(1,(_,2))",
		"(4,3):(1,4)", "8:1", "(2,(2,2)):(0,(1,4))", "():()", "LayoutRight{}", "Sw<1,1,1>", "(9223372036854775807,2)"}
	r := rand.New(rand.NewSource(3))
	for n := 0; n < 4000; n++ {
		k := r.Intn(4)
		parts := make([]string, k)
		for i := range parts {
			parts[i] = args[r.Intn(len(args))]
		}
		stmt := funcs[r.Intn(len(funcs))] + "(" + strings.Join(parts, ", ") + ")"
		for _, static := range []bool{false, true} {
			e := NewEnv()
			e.Static = static
			_, err := e.Exec(stmt)
			if err != nil {
				pe, ok := err.(*Error)
				if !ok || pe.Pos < 0 || pe.Pos > len(stmt) || strings.Contains(pe.Msg, "internal error") {
					t.Fatalf("%s: %v", stmt, err)
				}
			}
			if _, _, err := e.Explain(stmt); err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("Explain(%s): %v", stmt, err)
			}
		}
	}
}
