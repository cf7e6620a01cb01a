package crosscheck

// DynamicCommonCases are max_common_vector and max_common_layout of
// layouts with dynamic integers (each pair of layouts below), slices of
// them, and tile_to_shape of static and dynamic blocks and targets: C++
// keeps a common vector only where the common layout's first mode has a
// static shape and the constant stride _1, and tile_to_shape asserts its
// division only for a static target, taking ceil_div otherwise.
func DynamicCommonCases() []Case {
	layouts := []string{
		"make_layout(make_shape(int(8),_4{}))",
		"make_layout(make_shape(_8{},int(4)))",
		"make_layout(make_shape(_8{},_4{}),make_stride(int(1),_8{}))",
		"make_layout(make_shape(_8{},_4{}),make_stride(_4{},_1{}))",
		"Layout<Shape<_8,_4>>{}",
		"make_layout(make_shape(_8{},_4{}),make_stride(_1{},int(8)))",
		"make_layout(make_shape(int(2),_4{}),make_stride(_4{},_1{}))",
	}
	var out []Case
	for _, a := range layouts {
		for _, b := range layouts {
			out = append(out, Case{"max_common_vector", "max_common_vector(" + a + "," + b + ")"})
			out = append(out, Case{"max_common_layout", "max_common_layout(" + a + "," + b + ")"})
		}
		out = append(out, Case{"slice", a + "(_,Int<2>{})"})
		out = append(out, Case{"slice", a + "(int(1),_)"})
	}
	blocks := []string{"Layout<Shape<_2,_4>>{}", "make_layout(make_shape(_2{},int(4)))", "make_layout(make_shape(int(2),_4{}),make_stride(_4{},_1{}))"}
	targets := []string{"make_shape(_8{},_8{})", "make_shape(int(8),_8{})", "make_shape(int(9),_8{})", "make_shape(_8{},int(16))", "make_shape(_8{},_8{},int(3))"}
	for _, b := range blocks {
		for _, t := range targets {
			out = append(out, Case{"tile_to_shape", "tile_to_shape(" + b + "," + t + ")"})
		}
		out = append(out, Case{"tile_to_shape", "tile_to_shape(" + b + ",make_shape(int(8),_8{}),Step<_2,_1>{})"})
		out = append(out, Case{"tile_to_shape", "tile_to_shape(" + b + ",make_shape(_8{},_8{},int(2)),Step<_2,_1,_3>{})"})
	}
	return out
}

// DynamicShapeDivCases are shape_div and ceil_div of static and dynamic
// integers and tuples of them: C++ asserts divisibility only when both
// sides are static, and otherwise returns (a + b - _1) / b with the
// dynamic type, through the fold of a tuple by an integer and the
// product of a tuple divisor.
func DynamicShapeDivCases() []Case {
	ints := []string{"int(8)", "_8{}", "int(3)", "_3{}", "int(16)", "_1{}", "int(1)", "int(12)"}
	var out []Case
	for _, a := range ints {
		for _, b := range ints {
			out = append(out, Case{"shape_div", "shape_div(" + a + "," + b + ")"})
			out = append(out, Case{"ceil_div", "ceil_div(" + a + "," + b + ")"})
		}
	}
	tuples := []string{"make_shape(int(8),_4{})", "make_shape(_8{},int(6))", "make_shape(_2{},_4{},int(3))", "make_shape(int(2),_3{})"}
	for _, a := range tuples {
		for _, b := range []string{"_16{}", "int(16)", "int(2)", "_4{}"} {
			out = append(out, Case{"shape_div", "shape_div(" + a + "," + b + ")"})
			out = append(out, Case{"shape_div", "shape_div(" + b + "," + a + ")"})
		}
	}
	out = append(out, Case{"shape_div", "shape_div(make_shape(_8{},int(6)),make_shape(int(2),_3{}))"})
	out = append(out, Case{"shape_div", "shape_div(make_shape(int(8),_6{}),make_shape(_2{},int(3)))"})
	return out
}
