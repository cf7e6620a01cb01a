package eval

import (
	"strings"
	"testing"
)

// TestCppSpellings: a line copied from C++ evaluates to the value CuTe's
// types denote.
func TestCppSpellings(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Int<8>{}", "8"},
		{"Int<-3>{}", "-3"},
		{"_8{}", "8"},
		{"Shape<_2,Shape<_1,_6>>{}", "(2,(1,6))"},
		{"Shape<Int<2>, Int<3>>{}", "(2,3)"},
		{"Stride<_1,_2>{}", "(1,2)"},
		{"Coord<_1,_0>{}", "(1,0)"},
		{"Shape<_24>{}", "(24)"},
		{"Layout<Shape<_4,_8>,Stride<_8,_1>>{}", "(4,8):(8,1)"},
		{"Layout<Shape<_4,_8>>{}", "(4,8):(1,4)"},
		{"Layout<_8,_1>{}(3)", "3"},
		{"Tile<Layout<_4,_2>,_8>{}", "<4:2,8>"},
		{"Tile<_,_4>{}", "<_,4>"},
		{"make_layout(make_shape(Int<2>{}, Int<3>{}), make_stride(Int<3>{}, Int<1>{}))", "(2,3):(3,1)"},
		{"logical_divide(Layout<Shape<_16>>{}, Tile<_4>{})", "((4,4)):((1,4))"},
		{"coalesce(Layout<Shape<_2,Shape<_1,_6>>, Stride<_1,Stride<_6,_2>>>{})", "12:1"},
	}
	for _, tc := range tests {
		env := NewEnv()
		res, err := env.Exec(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if res.Text != tc.want {
			t.Errorf("%s = %s, want %s", tc.in, res.Text, tc.want)
		}
	}
}

// TestCppSpellingErrors: malformed C++ spellings are refused at the right
// column.
func TestCppSpellingErrors(t *testing.T) {
	tests := []struct {
		in     string
		pos    int
		prefix string
	}{
		{"Int<8>{", 6, "expected {}"},
		{"{}", 0, "{} only follows a C++ type or constant"},
		{"(2,3){}", 5, "{} only follows a C++ type or constant"},
		{"Int<_2,_3>{}", 0, "Int takes one template argument, got 2"},
		{"Int<Shape<_2>>{}", 4, "Int<N> takes an integer"},
		{"Shape<_2,", 9, "missing template argument"},
		{"Shape<_2 _3>", 9, `expected "," or ">"`},
		{"Shape<_2", 5, "unbalanced brackets"},
		{"Shape<(2,3)>", 6, "expected a type"},
		{"Layout<_2,_1,_3>{}", 0, "Layout takes a shape and an optional stride, got 3"},
		{"Tile<>{}", 0, "empty Tile<>"},
		{"Shape<_>{}", 6, "expected a type"},
	}
	for _, tc := range tests {
		_, err := NewEnv().Exec(tc.in)
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("%s: got %v, want an *Error", tc.in, err)
			continue
		}
		if e.Pos != tc.pos || !strings.HasPrefix(e.Msg, tc.prefix) {
			t.Errorf("%s: error at %d %q, want at %d %q...", tc.in, e.Pos, e.Msg, tc.pos, tc.prefix)
		}
	}
}

// TestCppHelpers: compact strides, select/take/append/prepend, ceil_div.
func TestCppHelpers(t *testing.T) {
	tests := []struct{ in, want string }{
		{"compact_col_major((2,1,3))", "(1,0,2)"},
		{"compact_row_major((2,(3,4)))", "(12,(4,1))"},
		{"compact_col_major((2,3),4)", "(4,8)"},
		{"compact_order((2,3,4),(2,0,1))", "(12,1,3)"},
		{"make_ordered_layout((2,3,4),(2,0,1))", "(2,3,4):(12,1,3)"},
		{"make_ordered_layout((2,(3,4)),(1,0))", "(2,(3,4)):(12,(1,3))"},
		{"select<2,0>((2,3,4))", "(4,2)"},
		{"select<1>((4,3):(1,4))", "(3):(4)"},
		{"take<0,2>((2,3,4):(1,2,6))", "(2,3):(1,2)"},
		{"take<1,1>((2,3))", "()"},
		{"append((2,3),4)", "(2,3,4)"},
		{"append(2,3)", "(2,3)"},
		{"prepend(2,(3,4))", "((3,4),2)"},
		{"ceil_div(7,2)", "4"},
		{"ceil_div(8,2)", "4"},
		{"ceil_div(-7,2)", "-3"},
		{"make_swizzle<8,4>()", "Sw<1,2,1>"},
		{"make_layout((2,1,3), LayoutRight{})", "(2,1,3):(3,0,1)"},
		{"make_layout(make_shape(Int<4>{}, Int<8>{}), LayoutLeft{})", "(4,8):(1,4)"},
		{"make_layout((2,(3,4)), GenRowMajor{})", "(2,(3,4)):(12,(4,1))"},
		{"make_ordered_layout((2,3), LayoutRight{})", "(2,3):(3,1)"},
		{"LayoutRight{}", "LayoutRight{}"},
		{"make_swizzle<192,6>()", "Sw<2,1,5>"},
	}
	for _, tc := range tests {
		res, err := NewEnv().Exec(tc.in)
		if err != nil || res.Text != tc.want {
			t.Errorf("%s = %v, %v; want %s", tc.in, res.Text, err, tc.want)
		}
	}
	for _, bad := range []string{"take<1,1>((2,3):(1,2))", "take<2,1>((2,3))", "select<3>((2,3))", "select((2,3))", "ceil_div(7,0)", "make_ordered_layout((2,3),(0,1,2))", "compact_order((2,3),(_,1))", "make_swizzle<8>()", "make_swizzle<3,3>()", "LayoutLeft = 3", "size(LayoutLeft{})", "make_layout(LayoutRight{}, (2,3))"} {
		if _, err := NewEnv().Exec(bad); err == nil {
			t.Errorf("%s: want an error", bad)
		}
	}
}

// TestGroupAndLayoutEdges: group<B,B> inserts nothing, group<B,-1> runs to
// the end, layout<>(L) is L — as the C++ templates do.
func TestGroupAndLayoutEdges(t *testing.T) {
	tests := []struct{ in, want string }{
		{"group<1,1>((2,3,4))", "(2,3,4)"},
		{"group<0,0>(8)", "(8)"},
		{"group<1,-1>((2,3,4))", "(2,(3,4))"},
		{"group<1,-1>((2,3,4):(1,2,6))", "(2,(3,4)):(1,(2,6))"},
		{"group<1,1>((2,3,4):(1,2,6))", "(2,3,4):(1,2,6)"},
		{"layout<>((2,3):(1,2))", "(2,3):(1,2)"},
	}
	for _, tc := range tests {
		res, err := NewEnv().Exec(tc.in)
		if err != nil || res.Text != tc.want {
			t.Errorf("%s = %v, %v; want %s", tc.in, res.Text, err, tc.want)
		}
	}
}

// TestMajorTagLimits: a row-major layout past the size limit is refused
// like any other, not built.
func TestMajorTagLimits(t *testing.T) {
	for _, in := range []string{
		"make_layout((1073741824,1073741824,16), LayoutRight{})",
		"make_ordered_layout((1073741824,1073741824,16), GenRowMajor{})",
	} {
		if _, err := NewEnv().Exec(in); err == nil {
			t.Errorf("%s: want an error", in)
		}
	}
}
