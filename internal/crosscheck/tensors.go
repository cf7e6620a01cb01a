package crosscheck

import "fmt"

// TensorCases are tensors without data (a pointer and a layout, or a
// coordinate tensor) taken apart as a kernel does: local_tile (with and
// without a projection), local_partition, inner_/outer_partition, the
// divides, recast, coalesce, group_modes and slices, every integer
// static so that C++'s types print as cutetui --static prints them.
func TensorCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	tensors := []string{
		"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_128,_64>,Stride<_64,_1>>{})",
		"make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<_96,_80>>{})",
		"make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<Shape<_8,_16>,_64>,Stride<Stride<_64,_512>,_1>>{})",
		"make_identity_tensor(make_shape(Int<128>{},Int<64>{}))",
		"make_identity_tensor(Shape<_96,_80>{})",
		"make_coord_tensor(Layout<Shape<_64,_32>,Stride<_32,_1>>{})",
	}
	for ti, t := range tensors {
		add("tensor", t)
		add("size", "size("+t+")")
		add("shape", "shape("+t+")")
		for _, c := range []string{"make_coord(Int<0>{},Int<0>{})", "make_coord(Int<1>{},Int<2>{})", "make_coord(Int<2>{},_)", "make_coord(_,Int<3>{})", "make_coord(_,_)"} {
			add("local_tile", "local_tile("+t+",Shape<_32,_16>{},"+c+")")
		}
		add("local_tile", "local_tile("+t+",make_tile(Int<16>{},Int<16>{}),make_coord(Int<3>{},Int<1>{}))")
		add("local_tile", "local_tile("+t+",Shape<_32,_8,_16>{},make_coord(Int<1>{},Int<2>{},_),Step<_1,X,_1>{})")
		add("local_tile", "local_tile("+t+",Shape<_8,_32,_16>{},make_coord(Int<1>{},Int<2>{},_),Step<X,_1,_1>{})")
		add("local_tile", "local_tile("+t+",Shape<_32,_16,_8>{},make_coord(Int<1>{},Int<3>{},_),Step<_1,_1,X>{})")
		add("local_tile", "local_tile("+t+",Shape<_32,_16>{},Int<5>{})")
		add("local_tile", "local_tile("+t+",Shape<_32,_16>{},make_coord(Int<1>{},Int<2>{},Int<3>{}))") // too many modes
		for _, k := range []int{0, 3, 13, 127} {
			add("local_partition", fmt.Sprintf("local_partition(%s,Layout<Shape<_16,_8>>{},Int<%d>{})", t, k))
			add("local_partition", fmt.Sprintf("local_partition(%s,Layout<Shape<_16,_8>,Stride<_8,_1>>{},Int<%d>{})", t, k))
			add("local_partition", fmt.Sprintf("local_partition(%s,Layout<Shape<_16,_8,_4>>{},Int<%d>{},Step<_1,X,_1>{})", t, k))
			add("local_partition", fmt.Sprintf("local_partition(%s,Layout<Shape<_4,_16,_2>,Stride<_16,_1,_64>>{},Int<%d>{},Step<X,_1,_1>{})", t, k+ti))
		}
		add("local_partition", "local_partition("+t+",Layout<Shape<Shape<_2,_4>,_8>>{},Int<21>{})")
		add("inner_partition", "inner_partition("+t+",Shape<_32,_16>{},make_coord(Int<1>{},Int<2>{}))")
		add("outer_partition", "outer_partition("+t+",Shape<_32,_16>{},make_coord(Int<1>{},Int<2>{}))")
		add("outer_partition", "outer_partition("+t+",Shape<_8,_4>{},make_coord(Int<5>{},_))")
		for _, d := range []string{"zipped_divide", "logical_divide", "flat_divide", "tiled_divide"} {
			add("divide", d+"("+t+",Shape<_32,_16>{})")
			add("divide", d+"("+t+",make_tile(Layout<Shape<_4,_8>,Stride<_8,_1>>{},Layout<_16,_2>{}))")
		}
		add("coalesce", "coalesce("+t+")")
		add("coalesce", "coalesce(zipped_divide("+t+",Shape<_32,_16>{}))")
		add("group_modes", "group_modes<0,2>(flat_divide("+t+",Shape<_32,_16>{}))")
		add("group_modes", "group_modes<1,3>(flat_divide("+t+",Shape<_32,_16>{}))")
		add("slice", t+"(_,Int<1>{})")
		add("slice", t+"(Int<3>{},_)")
		add("slice", "flat_divide("+t+",Shape<_32,_16>{})(_,_,Int<1>{},Int<2>{})")
		add("slice", "zipped_divide("+t+",Shape<_32,_16>{})(make_coord(_,_),Int<7>{})")
	}
	for _, t := range tensors[:3] {
		for _, ty := range []string{"uint32_t", "uint8_t", "uint128_t", "float", "half_t", "double"} {
			add("recast", "recast<"+ty+">("+t+")")
		}
		add("layout", "layout("+t+")")
	}
	// Swizzled shared-memory tensors: make_tensor of an smem pointer and a
	// GMMA atom tiled to shape makes a swizzle pointer.
	for _, sl := range []struct{ ty, atom, shape string }{
		{"half_t", "GMMA::Layout_K_SW128_Atom<half_t>", "Shape<_128,_64>"},
		{"half_t", "GMMA::Layout_MN_SW128_Atom<half_t>", "Shape<_128,_64>"},
		{"bfloat16_t", "GMMA::Layout_K_SW64_Atom<bfloat16_t>", "Shape<_64,_32,_2>"},
		{"float", "GMMA::Layout_K_SW32_Atom<float>", "Shape<_64,_16>"},
		{"half_t", "GMMA::Layout_K_INTER_Atom<half_t>", "Shape<_64,_64>"},
	} {
		t := "make_tensor(make_smem_ptr<" + sl.ty + ">(nullptr),tile_to_shape(" + sl.atom + "{}," + sl.shape + "{}))"
		add("swizzled", t)
		add("swizzled", t+"(_,Int<1>{})")
		add("swizzled", "local_tile("+t+",Shape<_32,_16>{},make_coord(Int<1>{},Int<0>{}))")
		add("swizzled", "local_partition("+t+",Layout<Shape<_16,_8>>{},Int<9>{})")
		add("swizzled", "layout("+t+")")
		for _, thr := range []int{0, 77} {
			sl2 := fmt.Sprintf("make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}).get_slice(%d)", thr)
			add("swizzled", sl2+".partition_A("+t+")")
			add("swizzled", sl2+".partition_B("+t+")")
		}
	}
	add("swizzled", "make_tensor(make_gmem_ptr<half_t>(nullptr),GMMA::Layout_K_SW128_Atom<half_t>{})") // Expected smem.
	add("swizzled", "make_tensor(make_smem_ptr<float>(nullptr),GMMA::Layout_K_SW128_Atom<half_t>{})")  // Expected a B-bit pointer type.
	for _, c := range []string{
		"make_identity_tensor(make_shape(Int<4>{},make_shape(Int<2>{},Int<3>{})))",
		"make_identity_tensor(make_shape(Int<4>{},Int<8>{},Int<2>{}))",
		"make_identity_tensor(Int<8>{})",
		"make_identity_tensor(make_shape(Int<128>{},Int<64>{}))(Int<3>{},Int<5>{})",
		"make_identity_tensor(make_shape(Int<4>{},make_shape(Int<2>{},Int<3>{})))(Int<1>{},make_coord(Int<1>{},Int<2>{}))",
		"make_coord_tensor(Layout<Shape<_4,_8>>{})(Int<3>{},Int<2>{})",
		"coalesce(make_identity_tensor(make_shape(Int<4>{},Int<1>{},Int<8>{})))",
		"coalesce(make_coord_tensor(Layout<Shape<_4,_8>>{}))",
		"local_partition(make_identity_tensor(make_shape(Int<8>{},Int<8>{},Int<4>{})),Layout<Shape<_2,_4>>{},Int<5>{})",
		"make_identity_layout(Shape<_4,_8>{})",
		"E<0>{}",
		"stride(make_identity_tensor(make_shape(Int<4>{},make_shape(Int<2>{},Int<2>{}))))",
		"stride(local_partition(make_identity_tensor(Shape<_64,_64>{}),Layout<Shape<_16,_8>>{},Int<3>{}))",
		"stride(make_layout(Shape<_4,_8>{},make_stride(E<0>{},Int<0>{})))",
		"stride(make_coord_tensor(Layout<Shape<_4,_8>>{}))",
		"make_identity_layout(Shape<_4,_8>{})(Int<3>{},Int<5>{})",
		"make_identity_layout(Shape<_4,_8>{})(_,Int<5>{})",
		"make_layout(make_shape(Int<4>{},Int<8>{}),make_stride(E<1>{},E<0>{}))(Int<3>{},Int<5>{})",
		"make_identity_layout(make_shape(Int<4>{},make_shape(Int<2>{},Int<2>{})))(Int<3>{},make_coord(Int<1>{},Int<0>{}))",
		"E<1,0>{}",
		"make_stride(E<0>{},E<1>{})",
		"make_layout(make_shape(Int<4>{},Int<8>{}),make_stride(E<1>{},E<0>{}))",
		"make_coord_tensor(make_layout(make_shape(Int<4>{},Int<8>{}),make_stride(E<1>{},E<0>{})))",
		"make_layout(Shape<_4,_8>{},make_stride(E<0>{},Int<0>{}))",
		"make_layout(make_shape(Int<4>{},make_shape(Int<2>{},Int<2>{})),make_stride(E<0>{},make_stride(E<1,0>{},E<1,1>{})))",
		"make_coord_tensor(make_layout(make_shape(Int<4>{},Int<8>{}),make_stride(E<2>{},E<0>{})))",
		"local_tile(make_coord_tensor(make_layout(make_shape(Int<32>{},Int<16>{}),make_stride(E<1>{},E<0>{}))),Shape<_8,_4>{},make_coord(Int<2>{},Int<1>{}))",
		"zipped_divide(make_layout(make_shape(Int<32>{},Int<16>{}),make_stride(E<1>{},E<0>{})),Shape<_8,_4>{})",
		"local_tile(make_identity_tensor(make_shape(Int<4>{},make_shape(Int<2>{},Int<4>{}))),Shape<_2,_4>{},make_coord(Int<1>{},Int<1>{}))",
		"local_tile(make_identity_tensor(make_shape(make_shape(Int<2>{},Int<4>{}),make_shape(Int<2>{},Int<4>{}))),Shape<_4,_4>{},make_coord(Int<1>{},_))",
		"local_partition(make_identity_tensor(make_shape(Int<8>{},make_shape(Int<2>{},Int<4>{}))),Layout<Shape<_4,_2>>{},Int<5>{})",
		"zipped_divide(make_identity_tensor(make_shape(make_shape(Int<2>{},Int<2>{}),make_shape(Int<2>{},Int<4>{}))),Shape<_2,_4>{})",
		"logical_divide(make_identity_tensor(make_shape(Int<4>{},make_shape(Int<2>{},Int<4>{}))),make_tile(Layout<_2,_2>{},Layout<_4,_2>{}))",
		"coalesce(make_identity_tensor(make_shape(Int<4>{},make_shape(Int<2>{},Int<4>{}))))",
		"make_identity_tensor(make_shape(Int<4>{},make_shape(Int<2>{},Int<4>{})))(_,make_coord(Int<1>{},_))",
		"composition(make_identity_tensor(make_shape(Int<4>{},make_shape(Int<2>{},Int<4>{}))),Layout<Shape<_8,_4>,Stride<_4,_1>>{})",
		"make_identity_layout(make_shape(Int<4>{},make_shape(Int<2>{},Int<3>{})))",
		"layout(make_identity_tensor(Shape<_4,_8>{}))",
		"layout<1>(make_identity_tensor(Shape<_4,_8>{}))",
		"make_coord_tensor(make_identity_layout(Shape<_4,_8>{}))",
		"composition(make_identity_layout(Shape<_8,_4>{}),Layout<Shape<_8,_4>,Stride<_4,_1>>{})",
		"composition(make_identity_tensor(Shape<_16,_8>{}),make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{}).get_layoutC_TV())",
		"layout(local_tile(make_identity_tensor(Shape<_64,_64>{}),Shape<_16,_8>{},make_coord(Int<1>{},Int<2>{})))",
		"size(make_identity_layout(Shape<_4,_8>{}))",
	} {
		add("coord_tensor", c)
	}
	return out
}
