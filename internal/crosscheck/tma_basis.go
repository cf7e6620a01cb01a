package crosscheck

// BasisCases are layouts and tensors of ScaledBasis strides, the
// coordinate layouts of TMA (make_identity_layout, make_layout of E<i>{}
// strides, with static and run-time scales): coalesce, composition, the
// divides, crd2idx of a coordinate (an ArithmeticTuple), and element
// access and slices of identity tensors. Each holds a basis to C++'s
// arithmetic: a stride merges only with one of its own direction, a
// run-time scale is never merged, and a coordinate keeps C++'s types.
func BasisCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	layouts := []string{
		"make_identity_layout(Shape<_4,_8>{})",
		"make_identity_layout(Shape<Shape<_2,_2>,_8>{})",
		"make_layout(make_shape(_4{},_8{}),make_stride(E<0>{},_4{}*E<0>{}))",
		"make_layout(make_shape(_4{},_8{}),make_stride(E<1>{},int(4)*E<1>{}))",
		"make_layout(make_shape(_64{},_8{},_16{}),make_stride(E<0>{},int(1)*E<1>{},int(8)*E<1>{}))",
		"make_layout(make_shape(_16{},_4{}),make_stride(E<1>{},_16{}*E<0>{}))",
	}
	for _, l := range layouts {
		add("basis_layout", l)
		add("basis_coalesce", "coalesce("+l+")")
		add("basis_composition", "composition("+l+",Layout<Shape<_2,_16>,Stride<_16,_1>>{})")
		add("basis_composition", "composition("+l+",Layout<Shape<_4,_2>,Stride<_2,_8>>{})")
		add("basis_divide", "logical_divide("+l+",Shape<_2,_4>{})")
		add("basis_divide", "zipped_divide("+l+",Shape<_2,_4>{})")
		add("basis_crd2idx", l+"(Int<3>{},Int<5>{})")
		add("basis_crd2idx", l+"(int(3),Int<1>{})")
		add("basis_crd2idx", l+"(Int<7>{})")
	}
	tensors := []string{
		"make_identity_tensor(Shape<_4,_8>{})",
		"make_identity_tensor(Shape<Shape<_2,_2>,_8>{})",
		"make_identity_tensor(make_shape(Int<16>{},Int<8>{}))",
	}
	for _, t := range tensors {
		add("basis_tensor", t+"(Int<3>{},Int<5>{})")
		add("basis_tensor", t+"(int(2),Int<1>{})")
		add("basis_tensor", t+"(_,Int<3>{})")
		add("basis_tensor", "local_tile("+t+",Shape<_2,_4>{},make_coord(Int<1>{},Int<1>{}))")
		add("basis_tensor", "zipped_divide("+t+",Shape<_2,_4>{})")
	}
	return out
}
