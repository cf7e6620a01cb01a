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
// integers and tuples of them (and product_each, elem_scale and
// inner_product, with C++'s types): C++ asserts divisibility only when both
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
	for _, a := range tuples {
		out = append(out, Case{"product_each", "product_each(make_shape(" + a + ",_2{}))"})
		for _, b := range tuples {
			out = append(out, Case{"elem_scale", "elem_scale(" + a + "," + b + ")"})
		}
	}
	for _, p := range [][2]string{{"make_shape(int(8),_4{})", "make_shape(_2{},_3{})"}, {"make_shape(_8{},_4{})", "make_shape(_2{},int(3))"}, {"make_shape(_8{},_4{})", "make_shape(_0{},_3{})"}, {"make_shape(int(8),_4{})", "make_shape(_0{},_3{})"}, {"make_shape(_0{},_4{})", "make_shape(int(2),_0{})"}} {
		out = append(out, Case{"inner_product", "inner_product(" + p[0] + "," + p[1] + ")"})
	}
	out = append(out, Case{"shape_div", "shape_div(make_shape(_8{},int(6)),make_shape(int(2),_3{}))"})
	out = append(out, Case{"shape_div", "shape_div(make_shape(int(8),_6{}),make_shape(_2{},int(3)))"})
	return out
}

// DynamicComposedCases are swizzled composed layouts whose layout, offset
// or argument holds dynamic integers, as a kernel with a run-time tile
// count builds them: composition, the divides, upcast and downcast,
// coalesce, evaluation and tile_to_shape through Sw o 0 o B
// (layout_composed.hpp's act-on-B overloads and swizzle_layout.hpp).
func DynamicComposedCases() []Case {
	bs := []string{
		"make_layout(make_shape(int(8),_64{}),make_stride(_64{},_1{}))",
		"make_layout(make_shape(_8{},_64{}),make_stride(int(64),_1{}))",
		"make_layout(make_shape(_8{},int(64)),make_stride(_64{},_1{}))",
		"make_layout(make_shape(int(8),int(64)))",
	}
	var out []Case
	for _, b := range bs {
		out = append(out, Case{"eval", b + "(int(13))"}, Case{"eval", b + "(Int<13>{})"}, Case{"eval", b + "(make_coord(_3{},_2{}))"})
		for _, sw := range []string{"Swizzle<3,4,3>{}", "Swizzle<2,3,3>{}"} {
			c := "composition(" + sw + "," + b + ")"
			out = append(out,
				Case{"composed", c},
				Case{"coalesce", "coalesce(" + c + ")"},
				Case{"composition", "composition(" + c + ",Layout<Shape<_4,_8>>{})"},
				Case{"composition", "composition(" + c + ",make_layout(make_shape(int(4),_8{})))"},
				Case{"logical_divide", "logical_divide(" + c + ",make_tile(Layout<_4>{},Layout<_8>{}))"},
				Case{"zipped_divide", "zipped_divide(" + c + ",make_tile(Layout<_2>{},Layout<_16>{}))"},
				Case{"upcast", "upcast<2>(" + c + ")"},
				Case{"downcast", "downcast<2>(" + c + ")"},
				Case{"eval", c + "(int(13))"},
				Case{"eval", c + "(make_coord(int(3),_2{}))"},
				Case{"tile_to_shape", "tile_to_shape(" + c + ",make_shape(int(64),_128{}))"},
			)
		}
	}
	return out
}
