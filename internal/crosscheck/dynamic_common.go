package crosscheck

// DynamicCommonCases are max_common_vector and max_common_layout of
// layouts with dynamic integers (each pair of DynamicCommonLayouts),
// and slices of them: C++ keeps a common vector only where the common
// layout's first mode has a static shape and the constant stride _1.
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
	return out
}
