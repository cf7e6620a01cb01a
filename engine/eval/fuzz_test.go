package eval

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/value"
)

// seeds are statements of every form, shared by the fuzz targets (the
// corpora under testdata/fuzz hold more).
var seeds = []string{
	"(2,(1,6)):(1,(6,2))", "8:1", "(24)", "24", "_12:_1", "(_2,_-3):(1,2)", "_", "-5",
	"<3:3,(2,4):(1,8)>", "<_,2,<3,_>>", "Sw<3,3,3>", "Sw<3,3,-3>(77)",
	"right_inverse(Sw<2,3,-3> o 32 o 32:1)", "32:1 o -32 o Sw<2,3,-3> o 0 o 8:2", "upcast<2>(C)",
	"composition(S, smem_ptr_flag_bits<16>{}, A)",
	"coalesce(make_layout(make_shape(int(2),_4{},int(1)),make_stride(_1{},int(2),_3{})))",
	"logical_divide(make_layout(make_shape(int(16),_8{})), make_shape(_4{},_2{}))",
	"complement(make_layout(make_shape(_4{},_2{}),make_stride(_1{},_8{})), int(64))",
	"left_inverse(make_layout(make_shape(_4{},int(8)), make_stride(_8{},_1{})))",
	"A = (4,3):(1,4)", "A(5)", "A(1,2)", "A((1,2))", "A(_,1)", "slice_and_offset(A, (_,1))",
	"coalesce((2,(1,6)):(1,(6,2)), (1,1))", "complement(4:1, 24)", "complement((2,2):(1,6))",
	"composition((12,(4,8)):(59,(13,1)), <3:4,8:2>)", "(6,2):(8,2) o (4,3):(3,1)",
	"logical_divide((4,2,3):(2,1,8), 4:2)", "zipped_divide((9,(4,8)):(59,(13,1)), <3:3,(2,4):(1,8)>)",
	"tiled_product((2,2):(4,1), 6:1)", "blocked_product((2,5):(5,1), (3,4):(1,3))",
	"left_inverse((2,2):(12,2))", "right_inverse((4,(2)):(0,(1)))",
	"make_composed_layout(Sw<3,3,3>, 0, (8,64):(64,1))(1,2)", "Sw<3,3,3> o 0 o (8,64):(64,1)",
	"idx2crd(16, (3,(2,3)))", "crd2idx(16, (3,(2,3)), (3,(12,1)))", "shape_mod((3,6,2,8), 6)",
	"get<1,0>((2,(1,6)))", "layout<1>(A)", "group<0,2>((2,3,4):(1,2,6))", "print_layout(A)",
	"size(", "(2,3", "coalesce(1:1,2,3)", "99999999999999999999", "((((((((((1))))))))))",
	"(2,0):(1,2)", "foo(A)", "A = B = 1",
	"Int<8>{}", "Layout<Shape<_4,_8>,Stride<_8,_1>>{}", "Tile<Layout<_4,_2>,_>{}", "make_layout((2,1,3), LayoutRight{})",
	"make_ordered_layout((2,(3,4)),(1,0))", "select<2,0>((2,3,4))", "take<0,2>((2,3,4):(1,2,6))", "make_swizzle<8,4>()",
	"A(9+16*3)", "(3,6,2,8) % 6", "(3,6,2,8) / 72", "(2+3)*4", "_ - 3", "1-2-3", "9223372036854775807+1",
	"composition(8:1, Sw<3,3,3>)", "C = Sw<3,3> o (8,64):(64,1)", "C(_,1)", "right_inverse(Sw<3,3,3> o (8,64):(64,1))",
}

// FuzzParse: the parser never panics, and printing a parsed statement
// gives text that parses and prints the same.
func FuzzParse(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var n Node
		var err error
		withinBudget(t, s, func() { n, err = Parse(s) })
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("Parse(%q): error %T, want *Error", s, err)
			}
			if e := err.(*Error); e.Pos < 0 || e.Pos > len(s) {
				t.Fatalf("Parse(%q): column %d outside the statement", s, e.Pos)
			}
			return
		}
		if n == nil {
			return
		}
		p1 := n.String()
		if len(p1) > MaxStatement {
			return // the printed form spaces its operators: past the limit of a statement
		}
		n2, err := Parse(p1)
		if err != nil {
			t.Fatalf("Parse(%q) printed %q, which does not parse: %v", s, p1, err)
		}
		if p2 := n2.String(); p2 != p1 {
			t.Fatalf("Parse(%q) printed %q, which prints %q", s, p1, p2)
		}
	})
}

// FuzzExec: no statement makes evaluation panic or hang, errors lie inside
// the statement, and a printed value evaluates back to itself.
func FuzzExec(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := NewEnv()
		for _, pre := range []string{"A = (4,3):(1,4)", "B = (2,(1,6)):(1,(6,2))", "S = Sw<2,1,2>", "C = S o 1 o A", "T = <2:1,_>"} {
			if _, err := e.exec(pre); err != nil {
				t.Fatal(err)
			}
		}
		for _, line := range strings.Split(s, "\n") {
			// The derivation of the line (no recover: a panic fails the fuzz).
			if n, err := Parse(line); err == nil && n != nil {
				if a, ok := n.(*Assign); ok {
					n = a.Expr
				}
				if call, ok := n.(*Call); ok {
					withinBudget(t, line, func() { e.derive(call) })
				}
			}
			var res Result
			var err error
			withinBudget(t, line, func() { res, err = e.exec(line) })
			if err != nil {
				ee, ok := err.(*Error)
				if !ok {
					t.Fatalf("Exec(%q): error %T, want *Error", line, err)
				}
				if ee.Pos < 0 || ee.Pos > len(line) {
					t.Fatalf("Exec(%q): column %d outside the statement", line, ee.Pos)
				}
				continue
			}
			if res.Value == nil {
				continue
			}
			switch res.Value.Kind() {
			case value.KindText, value.KindPair, value.KindBool, value.KindBank: // a bool prints as CuTe's _1/_0, an int when read back; a bank result is a table
				continue
			case value.KindMMAAtom, value.KindTiledMMA, value.KindThrMMA, value.KindCopyAtom, value.KindTiledCopy, value.KindThrCopy, value.KindType, value.KindPointer, value.KindTensor, value.KindOffset, value.KindBasisLayout, value.KindBasisStride, value.KindValues, value.KindCopyOp:
				continue // cute::print's forms (multi-line, pointers), not notation
			}
			if strings.Contains(res.Value.String(), "(unset)") {
				continue // an smem_ptr_flag_bits offset prints as cute::print's smem_ptr[16b](unset)
			}
			texts := []string{res.Value.String(), res.Value.StaticString()}
			if res.Value.Kind() == value.KindTiler {
				texts = texts[:1] // the static form is cute::print's (T0,T1,...), a tuple when read back
			}
			for _, text := range texts {
				back, err := NewEnv().Eval(text)
				if err != nil {
					t.Fatalf("%q = %s, which does not evaluate: %v", line, text, err)
				}
				if !value.Equal(back, res.Value) {
					t.Fatalf("%q = %s, which evaluates to %s %s", line, text, back.Kind(), back)
				}
			}
		}
	})
}
