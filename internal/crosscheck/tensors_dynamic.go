package crosscheck

import "fmt"

// DynamicTensorCases are TensorCases's operations on tensors as a kernel
// holds them: global-memory tensors of run-time extents and leading
// dimensions (make_tensor(ptr, make_shape(int(M),int(N)), make_stride(...))),
// identity tensors of run-time extents, and run-time block and thread
// indices (int(n)), through local_tile (with projections),
// local_partition, inner_/outer_partition, the divides, slices, coalesce,
// group_modes, recast, and the partitions of TiledMMAs and TiledCopies
// (partition_A/B/C, partition_S/D of a get_slice(int(t))). C++ keeps
// each integer static or dynamic as its operators make it; cutetui
// --static prints the same markers.
func DynamicTensorCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	tensors := []string{
		"make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(256),int(128)),make_stride(int(128),_1{}))",
		"make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(96),int(80)))",
		"make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(100),int(70)),make_stride(_1{},int(100)))",
		"make_tensor(make_gmem_ptr<half_t>(nullptr),make_layout(make_shape(int(128),_64{}),make_stride(_64{},_1{})))",
		"make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(128),int(64),int(3)),make_stride(int(64),_1{},int(8192)))",
		"make_identity_tensor(make_shape(int(128),int(64)))",
		"make_identity_tensor(make_shape(int(100),_64{}))",
	}
	for ti, t := range tensors {
		add("tensor", t)
		add("size", "size("+t+")")
		add("shape", "shape("+t+")")
		for _, c := range []string{"make_coord(int(0),int(0))", "make_coord(int(1),int(2))", "make_coord(Int<1>{},int(2))", "make_coord(int(2),_)", "make_coord(_,int(3))", "make_coord(_,_)"} {
			add("local_tile", "local_tile("+t+",Shape<_32,_16>{},"+c+")")
		}
		add("local_tile", "local_tile("+t+",make_tile(Int<16>{},Int<16>{}),make_coord(int(3),int(1)))")
		add("local_tile", "local_tile("+t+",make_shape(int(16),_8{}),make_coord(int(3),int(1)))")
		add("local_tile", "local_tile("+t+",Shape<_32,_8,_16>{},make_coord(int(1),int(2),_),Step<_1,X,_1>{})")
		add("local_tile", "local_tile("+t+",Shape<_8,_32,_16>{},make_coord(int(1),int(2),_),Step<X,_1,_1>{})")
		add("local_tile", "local_tile("+t+",Shape<_32,_16,_8>{},make_coord(int(1),int(3),_),Step<_1,_1,X>{})")
		add("local_tile", "local_tile("+t+",Shape<_32,_16>{},int(5))")
		for _, k := range []int{0, 13, 127} {
			add("local_partition", fmt.Sprintf("local_partition(%s,Layout<Shape<_16,_8>>{},int(%d))", t, k))
			add("local_partition", fmt.Sprintf("local_partition(%s,Layout<Shape<_16,_8>,Stride<_8,_1>>{},int(%d))", t, k+ti))
			add("local_partition", fmt.Sprintf("local_partition(%s,Layout<Shape<_16,_8,_4>>{},int(%d),Step<_1,X,_1>{})", t, k))
		}
		add("local_partition", "local_partition("+t+",Layout<Shape<_16,_8>>{},Int<13>{})")
		add("local_partition", "local_partition(local_tile("+t+",Shape<_32,_16>{},make_coord(int(1),int(2))),Layout<Shape<_8,_4>>{},int(9))")
		add("inner_partition", "inner_partition("+t+",Shape<_32,_16>{},make_coord(int(1),int(2)))")
		add("outer_partition", "outer_partition("+t+",Shape<_32,_16>{},make_coord(int(1),int(2)))")
		add("outer_partition", "outer_partition("+t+",Shape<_8,_4>{},make_coord(int(5),_))")
		for _, d := range []string{"zipped_divide", "logical_divide", "flat_divide", "tiled_divide"} {
			add("divide", d+"("+t+",Shape<_32,_16>{})")
			add("divide", d+"("+t+",make_tile(Layout<Shape<_4,_8>,Stride<_8,_1>>{},Layout<_16,_2>{}))")
			add("divide", d+"("+t+",make_shape(int(32),_16{}))")
		}
		add("coalesce", "coalesce("+t+")")
		add("coalesce", "coalesce(zipped_divide("+t+",Shape<_32,_16>{}))")
		add("group_modes", "group_modes<0,2>(flat_divide("+t+",Shape<_32,_16>{}))")
		add("slice", t+"(_,int(1))")
		add("slice", t+"(int(3),_)")
		add("slice", t+"(_,Int<1>{})")
		add("slice", "flat_divide("+t+",Shape<_32,_16>{})(_,_,int(1),int(2))")
		add("slice", "zipped_divide("+t+",Shape<_32,_16>{})(make_coord(_,_),int(7))")
		add("layout", "layout(local_tile("+t+",Shape<_32,_16>{},make_coord(int(1),int(2))))")
	}
	for _, t := range tensors[:4] {
		for _, ty := range []string{"uint32_t", "uint8_t", "uint128_t"} {
			add("recast", "recast<"+ty+">("+t+")")
		}
	}
	// A kernel's mainloop: the CTA's tile of gmem, then a thread's
	// partition by a TiledMMA or TiledCopy slice of a run-time thread index.
	mmas := []string{
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{})",
		"make_tiled_mma(UniversalFMA<float,float,float>{},Layout<Shape<_16,_16,_1>>{})",
		"make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})",
	}
	gA := "make_tensor(make_gmem_ptr<half_t>(nullptr),make_shape(int(512),int(256)),make_stride(int(256),_1{}))"
	gC := "make_tensor(make_gmem_ptr<float>(nullptr),make_shape(int(512),int(384)),make_stride(int(384),_1{}))"
	cC := "make_identity_tensor(make_shape(int(512),int(384)))"
	for mi, m := range mmas {
		for _, thr := range []string{"int(0)", "int(37)", "Int<5>{}"} {
			s := m + ".get_slice(" + thr + ")"
			ctaA := "local_tile(" + gA + ",Shape<_64,_32>{},make_coord(int(2),_))"
			ctaC := "local_tile(" + gC + ",Shape<_64,_64>{},make_coord(int(2),int(3)))"
			add("partition", s+".partition_A("+ctaA+")")
			add("partition", s+".partition_B("+ctaA+")")
			add("partition", s+".partition_C("+ctaC+")")
			add("partition", s+".partition_C(local_tile("+cC+",Shape<_64,_64>{},make_coord(int(2),int(3))))")
			if mi < 2 {
				add("partition", s+".partition_C("+gC+")")
				add("partition", "size("+s+".partition_A("+ctaA+"))")
			}
		}
	}
	copies := []string{
		"make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>{},Layout<Shape<_16,_8>,Stride<_8,_1>>{},Layout<Shape<_1,_8>>{})",
		"make_tiled_copy(Copy_Atom<UniversalCopy<float>,float>{},Layout<Shape<_16,_16>>{},Layout<_1>{})",
	}
	for _, tc := range copies {
		for _, thr := range []string{"int(0)", "int(77)"} {
			s := tc + ".get_slice(" + thr + ")"
			add("copy_partition", s+".partition_S(local_tile("+gA+",Shape<_128,_64>{},make_coord(int(1),_)))")
			add("copy_partition", s+".partition_D(local_tile("+gC+",Shape<_128,_64>{},make_coord(int(1),int(2))))")
			add("copy_partition", s+".partition_S(local_tile("+cC+",Shape<_128,_64>{},make_coord(int(1),int(2))))")
		}
	}
	// print_layout and print_tensor print their tables themselves.
	for _, e := range []string{
		"print_layout(make_layout(make_shape(int(2),_3{}),make_stride(_3{},int(1))))",
		"print_layout(make_layout(make_shape(int(2),make_shape(_2{},int(2))),make_stride(_1{},make_stride(int(2),_4{}))))",
		"print_layout(Layout<Shape<Shape<_2,_2>,_3>,Stride<Stride<_1,_6>,_2>>{})",
		"print_layout(composition(Swizzle<1,0,1>{},make_layout(make_shape(int(2),_4{}),make_stride(_4{},_1{}))))",
		"print_layout(composition(Swizzle<2,1,2>{},Layout<Shape<_8,_8>,Stride<_8,_1>>{}))",
		"print_tensor(make_identity_tensor(make_shape(int(2),_3{})))",
		"print_tensor(local_tile(make_identity_tensor(make_shape(int(4),_6{})),Shape<_2,_3>{},make_coord(int(1),int(1))))",
		"print_tensor(make_identity_tensor(make_shape(_2{},make_shape(_2{},_2{}))))",
		"print_tensor(make_identity_tensor(Shape<_2,_2,_2>{}))",
		"print_tensor(make_coord_tensor(Layout<Shape<_4,_2>,Stride<_2,_1>>{}))",
		"print_tensor(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}).get_slice(int(5)).partition_C(make_identity_tensor(Shape<_16,_8>{})))",
	} {
		add("print", e)
	}
	return out
}
