package crosscheck

// SubbyteCases are tensors of sub-byte element types, whose pointer is
// C++'s subbyte_iterator (container/array_subbyte.hpp), printed
// [gmem_|smem_]subptr[4b](address.bit): made, sliced (the bit index
// moves), tiled, recast to and from bytes (a pointer not at bit 0 cast to
// bytes trips C++'s assert), owned in registers, and swizzled.
func SubbyteCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	for _, ty := range []string{"uint1b_t", "int2b_t", "int4b_t", "uint4b_t", "float_e2m1_t", "float_e2m3_t"} {
		for _, l := range []string{"make_layout(Shape<_8,_64>{})", "Layout<Shape<_8,_64>,Stride<_64,_1>>{}"} {
			g := "make_tensor(make_gmem_ptr<" + ty + ">(nullptr)," + l + ")"
			add("subbyte_tensor", g)
			add("subbyte_slice", g+"(_,3)")
			add("subbyte_slice", g+"(5,_)")
			add("subbyte_slice", g+"(3,_)")
			add("subbyte_tile", "local_tile("+g+",Shape<_4,_16>{},make_coord(1,3))")
			add("subbyte_slice", "make_tensor(make_smem_ptr<"+ty+">(nullptr),"+l+")(_,7)")
			add("subbyte_recast", "recast<uint8_t>("+g+")")
			add("subbyte_recast", "recast<uint8_t>("+g+"(1,_))")
			add("subbyte_recast", "recast<"+ty+">(make_tensor(make_gmem_ptr<uint8_t>(nullptr),"+l+"))")
		}
		add("subbyte_register", "make_tensor<"+ty+">(Shape<_4,_8>{})")
		add("subbyte_register", "make_tensor<"+ty+">(Shape<_4,_8>{})(1,_)")
		add("subbyte_register", "make_tensor<"+ty+">(Shape<_4,_8>{})(_,3)")
	}
	// Swizzled shared memory of 4-bit elements, as composed layouts. (Their
	// slices are as a byte type's, which ComposedTensorCases compares: C++
	// holds the folded strides as run-time ints.)
	for _, l := range []string{"make_layout(Shape<_8,_64>{},LayoutRight{})", "make_layout(Shape<_16,_32>{})"} {
		add("subbyte_swizzle", "make_tensor(make_smem_ptr<int4b_t>(nullptr),composition(Swizzle<3,4,3>{},"+l+"))")
		add("subbyte_swizzle", "make_tensor(make_smem_ptr<uint1b_t>(nullptr),composition(Swizzle<2,4,3>{},"+l+"))")
	}
	return out
}
