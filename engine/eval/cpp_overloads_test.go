package eval

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// TestPredicatesAreBools: congruent and compatible compare shape(a) and
// shape(b) and give a bool (the value's kind, not only its printed form,
// is pinned here; testdata/transcripts/overloads.txt has the rest of the
// C++ overloads).
func TestPredicatesAreBools(t *testing.T) {
	for in, want := range map[string]bool{
		"congruent((2,3):(1,2), (4,5))":    true,
		"congruent((2,3):(1,2), (4,(5)))":  false,
		"compatible(6, (2,3):(1,2))":       true,
		"compatible((2,3):(1,2), (6):(1))": false,
	} {
		v, err := NewEnv().Eval(in)
		if b, ok := v.(value.BoolValue); err != nil || !ok || bool(b) != want {
			t.Errorf("%s = %v, %v; want %v", in, v, err, want)
		}
	}
}

// TestPrintLayoutStaticTitle: print_layout starts with print(layout), which
// prints the static form (_2,_3):(_3,_1) when the integers are static.
func TestPrintLayoutStaticTitle(t *testing.T) {
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

// TestExplainOverloads: --explain of the C++ overloads does not
// trace the other overload (crd2idx(c, shape) has no stride to trace).
func TestExplainOverloads(t *testing.T) {
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

// TestOverloadsAgreeWithEngine: the C++ overloads of the language agree with the engine's
// forms where C++ makes them equal, over random hierarchical shapes.
//   - crd2idx(c, s) = crd2idx(c, s, compact_col_major(s)) for a coordinate
//     inside s (both are the colexicographic index);
//   - idx2crd(i, s, compact_col_major(s)) = idx2crd(i, s) for i < size(s)
//     (the two differ only past the end, where the three-argument form wraps);
//   - tile_to_shape(L, t, LayoutLeft{}) = tile_to_shape(L, t);
//   - ceil_div(a, b) of ints is the smallest q with q*b >= a for b > 0.
func TestOverloadsAgreeWithEngine(t *testing.T) {
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
		d, err := engine.CompactMajor(s, engine.LayoutLeft, 1)
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
		want, err := engine.TileToShape(block, target, engine.ModeOrder{})
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
			q := v.(value.TupleValue).T.Value()
			if a > 0 && (q*b < a || (q-1)*b >= a) {
				t.Errorf("ceil_div(%d, %d) = %d", a, b, q)
			}
			if want := (a + b - 1) / b; q != want { // C++'s truncating formula
				t.Errorf("ceil_div(%d, %d) = %d, want %d", a, b, q, want)
			}
		}
	}
}

// TestOverloadsNeverPanic: the C++ overloads of the language, called with arguments of
// every kind (ints with 0 and negatives, nested tuples, _, layouts, tags,
// swizzles), answer or refuse with a positioned error, in Exec and Explain;
// never an internal error.
func TestOverloadsNeverPanic(t *testing.T) {
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
