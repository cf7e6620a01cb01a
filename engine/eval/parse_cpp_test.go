package eval

import "testing"

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
