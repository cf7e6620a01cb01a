package crosscheck

import (
	"fmt"
	"regexp"
	"strings"
)

// FragmentCases are the register fragments and descriptor tensors of a
// mainloop: partition_fragment_A/B/C and make_fragment_A/B/C of SM80
// mma.sync (registers), SM90 GMMA SS (descriptor iterators over shared
// memory) and RS (A in registers) atoms, make_tensor<T>(shape),
// make_fragment_like, slices of fragments, retile_S/retile_D,
// make_tiled_copy_A/B/C with LDSM and partition_S/partition_D of plain and
// swizzled shared memory, and TiledMMAs with permutation tilers. C++
// prints a register tensor's stack address, which differs from run to
// run; NormaliseFragmentAddr stands for it on both sides.
func FragmentCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	const (
		m80   = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{})"
		m80p  = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{},Tile<_32,_32,_16>{})"
		m70p  = "make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{},Layout<Shape<_2,_2>,Stride<_2,_1>>{},Tile<Layout<Shape<_4,_4,_2>,Stride<_1,_8,_4>>,_32,_4>{})"
		fma   = "make_tiled_mma(UniversalFMA<float,float,float>{},Layout<Shape<_16,_16,_1>>{})"
		sAk   = "make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_32>,Stride<_32,_1>>{})"
		sBk   = "make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_32,_3>,Stride<_32,_1,_2048>>{})"
		sAsw  = "make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{},Shape<_64,_32>{}))"
		gC    = "make_tensor(make_gmem_ptr<float>(nullptr),make_shape(Int<64>{},Int<64>{}))"
		gCr   = "make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<_128,_128>,Stride<_128,_1>>{})"
		ldsmA = "Copy_Atom<SM75_U32x4_LDSM_N,half_t>{}"
		ldsmB = "Copy_Atom<SM75_U32x2_LDSM_N,half_t>{}"
	)
	threads := []int{0, 5, 37, 127}
	for _, t := range threads {
		s := fmt.Sprintf("%s.get_slice(%d)", m80, t)
		add("frag_sm80", s+".partition_fragment_A("+sAk+")")
		add("frag_sm80", s+".partition_fragment_A("+sAsw+")")
		add("frag_sm80", s+".partition_fragment_B("+sBk+")")
		add("frag_sm80", s+".partition_fragment_C("+gC+")")
		add("frag_sm80", s+".partition_fragment_C("+gCr+")")
		add("frag_sm80", "size("+s+".partition_fragment_A("+sAk+"))")
		add("frag_sm80", "shape("+s+".partition_fragment_B("+sBk+"))")
		add("frag_sm80", s+".partition_fragment_A("+sAk+").layout()")
		add("frag_slice", s+".partition_fragment_C("+gC+")(_,_,Int<1>{})")
		add("frag_slice", s+".partition_fragment_B("+sBk+")(_,_,Int<0>{},Int<2>{})")
		add("frag_slice", s+".partition_fragment_A("+sAk+")(Int<3>{},_,_)")
		p := fmt.Sprintf("%s.get_slice(%d)", m80p, t)
		add("frag_perm", p+".partition_fragment_A("+sAk+")")
		add("frag_perm", p+".partition_fragment_C("+gC+")")
		q := fmt.Sprintf("%s.get_slice(%d)", m70p, t)
		add("frag_perm", q+".partition_fragment_C("+gC+")")
		add("frag_perm", q+".partition_fragment_A(make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_16>>{}))")
		add("frag_perm", q+".partition_fragment_B(make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_16>>{}))")
		f := fmt.Sprintf("%s.get_slice(%d)", fma, t+100)
		add("frag_fma", f+".partition_fragment_C("+gCr+")")
		add("frag_fma", f+".partition_fragment_A(make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<_128,_8>,Stride<_8,_1>>{}))")
	}
	add("frag_static", "partition_fragment_C("+m80+",Shape<_64,_64>{})")
	add("frag_static", "partition_fragment_C("+m80+",make_shape(Int<128>{},Int<32>{}))")
	add("frag_static", "partition_fragment_C("+m70p+",Shape<_64,_32>{})")
	add("frag_static", "partition_fragment_C("+fma+",Shape<_128,_128>{})")
	add("frag_static", "partition_fragment_C("+m80+",Shape<_64,_64>{})(_,Int<1>{},Int<3>{})")
	// make_fragment_A|B|C: the members of an already partitioned tensor.
	add("make_fragment", m80+".make_fragment_A("+m80+".get_slice(37).partition_A("+sAk+"))")
	add("make_fragment", m80+".make_fragment_B("+m80+".get_slice(37).partition_B("+sBk+"))")
	add("make_fragment", m80+".make_fragment_C("+m80+".get_slice(37).partition_C("+gC+"))")
	add("make_fragment", fma+".get_slice(17).make_fragment_C("+fma+".get_slice(17).partition_C("+gCr+"))")
	// Register tensors of a type: make_tensor<T>(...) and make_fragment_like.
	for _, e := range []string{
		"make_tensor<float>(Shape<_4,_8>{})",
		"make_tensor<half_t>(Layout<Shape<_4,_8>,Stride<_8,_1>>{})",
		"make_tensor<float>(make_shape(Int<2>{},Int<3>{}),make_stride(Int<3>{},Int<1>{}))",
		"make_tensor<double>(make_shape(Int<2>{},make_shape(Int<2>{},Int<2>{})))",
		"make_tensor<uint8_t>(Shape<_16>{})",
		"make_tensor<float>(Shape<_4,_8>{})(_,Int<2>{})",
		"make_tensor<float>(Shape<_4,_8>{})(Int<1>{},_)",
		"make_tensor<half_t>(Shape<_4,_8,_2>{})(_,_,Int<1>{})",
		"make_tensor<float>(Shape<_4,_8>{}).layout()",
		"size(make_tensor<float>(Shape<_4,_8>{}))",
		"make_fragment_like(" + gCr + ")",
		"make_fragment_like(" + sBk + ")",
		"make_fragment_like<float>(" + sAk + ")",
		"make_fragment_like<half_t>(Layout<Shape<_4,_8>,Stride<_8,_1>>{})",
		"make_fragment_like(Layout<Shape<_4,_8>,Stride<_8,_1>>{})",
		"make_fragment_like(" + m80 + ".get_slice(5).partition_A(" + sAk + "))",
		"make_fragment_like(" + m80 + ".get_slice(5).partition_fragment_A(" + sAk + "))",
		"make_fragment_like<float>(" + m80 + ".get_slice(5).partition_fragment_A(" + sAk + "))",
		"recast<uint32_t>(" + m80 + ".get_slice(5).partition_fragment_A(" + sAk + "))",
		"recast<uint32_t>(make_tensor<half_t>(Shape<_8,_2>{}))",
		"rank(" + m80 + ".get_slice(5).partition_fragment_C(" + gC + "))",
		"cosize(" + m80 + ".get_slice(5).partition_fragment_B(" + sBk + "))",
		"stride(" + m80 + ".get_slice(5).partition_fragment_A(" + sAk + "))",
		"size<0>(" + m80 + ".get_slice(5).partition_fragment_A(" + sAk + "))",
		"coalesce(" + m80 + ".get_slice(5).partition_fragment_C(" + gC + "))",
		"flatten(" + m80 + ".get_slice(5).partition_fragment_A(" + sAk + "))",
		"group_modes<1,3>(" + m80 + ".get_slice(5).partition_fragment_C(" + gC + "))",
		"zipped_divide(make_tensor<float>(Shape<_8,_8>{}),Shape<_2,_4>{})",
		"local_tile(make_tensor<float>(Shape<_8,_8>{}),Shape<_2,_4>{},make_coord(Int<1>{},Int<1>{}))",
		"local_partition(make_tensor<float>(Shape<_8,_8>{}),Layout<Shape<_2,_4>>{},Int<3>{})",
		"make_tensor<float>(Shape<_8,_8>{}).compose(Layout<Shape<_4,_2>>{},_)",
	} {
		add("reg_tensor", e)
	}
	// The Ampere mainloop's copies: LDSM through make_tiled_copy_A|B,
	// retile_D of the MMA's fragments, the epilogue's make_tiled_copy_C.
	for _, t := range threads {
		ca := fmt.Sprintf("make_tiled_copy_A(%s,%s).get_slice(%d)", ldsmA, m80, t)
		cb := fmt.Sprintf("make_tiled_copy_B(%s,%s).get_slice(%d)", ldsmB, m80, t)
		cc := fmt.Sprintf("make_tiled_copy_C(Copy_Atom<UniversalCopy<float>,float>{},%s).get_slice(%d)", m80, t)
		fa := fmt.Sprintf("%s.get_slice(%d).partition_fragment_A(%s)", m80, t, sAk)
		fb := fmt.Sprintf("%s.get_slice(%d).partition_fragment_B(%s)", m80, t, sBk)
		fc := fmt.Sprintf("%s.get_slice(%d).partition_fragment_C(%s)", m80, t, gC)
		add("copy_a", ca+".partition_S("+sAk+")")
		add("copy_a", ca+".partition_S("+sAsw+")")
		add("copy_a", ca+".retile_D("+fa+")")
		add("copy_a", ca+".retile_S("+fa+")")
		add("copy_a", ca+".partition_D("+sAk+")")
		add("copy_b", cb+".partition_S("+sBk+")")
		add("copy_b", cb+".retile_D("+fb+")")
		add("copy_c", cc+".retile_S("+fc+")")
		add("copy_c", cc+".partition_D("+gC+")")
		add("copy_c", cc+".partition_S("+gC+")")
	}
	add("copy_a", "make_tiled_copy_A("+ldsmA+","+m80+")")
	add("copy_b", "make_tiled_copy_B("+ldsmB+","+m80+")")
	add("copy_c", "make_tiled_copy_C(Copy_Atom<UniversalCopy<float>,float>{},"+m80+")")
	add("copy_a", "make_tiled_copy_A(Copy_Atom<SM75_U16x8_LDSM_T,half_t>{},"+m80+")")
	// Hopper: SS atoms read A and B through GMMA descriptors; RS atoms
	// hold A in registers; C is registers of 128 threads.
	for _, g := range []struct{ mma, a, b string }{
		{"SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_64,_64,_3>{})", "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_64,_64,_3>{})"},
		{"SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>", "tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{},Shape<_128,_32,_2>{})", "tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{},Shape<_128,_32,_2>{})"},
		{"SM90_64x64x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{},Shape<_64,_64,_2>{})", "tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{},Shape<_64,_64,_2>{})"},
		{"SM90_64x64x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>", "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_64,_64,_3>{})", "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_64,_64,_3>{})"},
		{"SM90_64x128x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::K>", "tile_to_shape(GMMA::Layout_K_SW64_Atom<bfloat16_t>{},Shape<_64,_32>{})", "tile_to_shape(GMMA::Layout_K_SW64_Atom<bfloat16_t>{},Shape<_128,_32>{})"},
	} {
		ty := "half_t"
		if regexp.MustCompile(`BF16`).MatchString(g.mma) {
			ty = "bfloat16_t"
		}
		for _, t := range []int{0, 77} {
			s := fmt.Sprintf("make_tiled_mma(%s{}).get_slice(%d)", g.mma, t)
			sA := "make_tensor(make_smem_ptr<" + ty + ">(nullptr)," + g.a + ")"
			sB := "make_tensor(make_smem_ptr<" + ty + ">(nullptr)," + g.b + ")"
			add("frag_sm90", s+".partition_fragment_A("+sA+")")
			add("frag_sm90", s+".partition_fragment_B("+sB+")")
			add("frag_sm90", s+".partition_fragment_C(make_tensor(make_gmem_ptr<float>(nullptr),make_shape(Int<64>{},Int<128>{})))")
			if strings.Count(g.a, ",") == 3 { // a stage mode: tCrA(_,_,k,stage)
				add("frag_sm90", s+".partition_fragment_A("+sA+")(_,_,_,Int<1>{})")
				add("frag_sm90", s+".partition_fragment_A("+sA+")(_,_,Int<1>{},Int<1>{})")
			} else {
				add("frag_sm90", s+".partition_fragment_A("+sA+")(_,_,Int<1>{})")
			}
			tm := fmt.Sprintf("make_tiled_mma(%s{})", g.mma)
			add("make_fragment", tm+".make_fragment_A("+s+".partition_A("+sA+"))")
			add("make_fragment", tm+".make_fragment_B("+s+".partition_B("+sB+"))")
		}
	}
	add("frag_sm90", "partition_fragment_C(make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{},Layout<Shape<_2,_1,_1>>{}),Shape<_128,_64>{})")
	// TiledMMAs with permutation tilers (0t_mma_atom.md), and A's and B's
	// replication across the warps of the other dimension: a thread mode
	// of stride 0 in get_layoutA|B_TV.
	const m80n = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{},Tile<_32,Layout<Shape<_8,_2,_2>,Stride<_1,_16,_8>>,_16>{})"
	for _, tm := range []string{m80, m80p, m70p, m80n, "make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{},Layout<Shape<_1,_4,_1>>{})"} {
		add("permutation", tm)
		add("permutation", tm+".get_layoutA_TV()")
		add("permutation", tm+".get_layoutB_TV()")
		add("permutation", tm+".get_layoutC_TV()")
		add("permutation", "tile_shape("+tm+")")
	}
	add("permutation", m80n+".get_slice(37).partition_fragment_B(make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_32>,Stride<_32,_1>>{}))")
	add("permutation", m80n+".get_slice(37).partition_B(make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_32>,Stride<_32,_1>>{}))")
	add("permutation", m80n+".get_slice(37).partition_C("+gC+")")
	// What C++ refuses: a fragment of a layout alone (no .data()), of a
	// shape, or a GMMA descriptor of a non-smem tensor.
	add("refused", m80+".get_slice(0).partition_fragment_A(tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{},Shape<_64,_32>{}))")
	add("refused", m80+".get_slice(0).partition_fragment_A(Shape<_64,_32>{})")
	add("refused", "make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}).get_slice(0).partition_fragment_A(make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_64,_64>,Stride<_64,_1>>{}))")
	return out
}

// fragmentAddr is a register tensor's pointer as C++ and cutetui print it.
var fragmentAddr = regexp.MustCompile(`(^|[^A-Za-z_])ptr\[(\d+)b\]\(0x[0-9a-f]+\)`)

// NormaliseFragmentAddr writes every register tensor's address (a plain
// ptr[Nb](0x…), the stack address C++ prints or cutetui's made-up one) as
// 0x…, so that the rest of the print can be compared. Typed pointers
// (gmem_ptr, smem_ptr, Sw<…>_smem_ptr) keep their addresses.
func NormaliseFragmentAddr(s string) string {
	s = fragmentSubAddr.ReplaceAllString(s, "${1}subptr[${2}b](0x….${3})")
	return fragmentAddr.ReplaceAllString(s, "${1}ptr[${2}b](0x…)")
}

// fragmentSubAddr is a register tensor's sub-byte pointer (a
// subbyte_iterator, printed with its bit index), whose address is as
// made-up as a plain one's; the bit index is compared.
var fragmentSubAddr = regexp.MustCompile(`(^|[^A-Za-z_])subptr\[(\d+)b\]\(0x[0-9a-f]+\.(\d+)\)`)

// ComposedTensorCases are tensors of composed layouts, as CUTLASS's
// sgemm_sm80 writes its swizzled shared memory
// (make_tensor(smem_ptr, composition(Swizzle<3,3,3>{}, L))): printed,
// sliced and partitioned by LDSM copies and mma.sync TiledMMAs. A thread's
// partition folds the swizzle into strides that depend on the thread
// index, which C++ prints as run-time ints (224, -16) for a run-time one
// and cutetui --static too since the second campaign of 2026-11-29 (its
// slices of a swizzle track MixedBits); every case is compared exactly,
// markers included, the fragments of a run-time index and the
// tile_to_shape'd layout's run-time partitions too.
func ComposedTensorCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	const (
		m80   = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{})"
		ldsmA = "Copy_Atom<SM75_U32x4_LDSM_N,half_t>{}"
		ldsmB = "Copy_Atom<SM75_U32x2_LDSM_N,half_t>{}"
	)
	tensors := []string{
		"make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<3,3,3>{},Layout<Shape<_64,_32>,Stride<_32,_1>>{}))",
		"make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(composition(Swizzle<3,3,3>{},Layout<Shape<_8,Shape<_8,_8>>,Stride<_8,Stride<_1,_64>>>{}),make_shape(Int<128>{},Int<64>{})))",
		"make_tensor(make_smem_ptr<half_t>(nullptr),composition(Swizzle<2,3,3>{},Layout<Shape<_64,_32>,Stride<_32,_1>>{}))",
	}
	for i, t := range tensors {
		add("composed_tensor", t)
		add("composed_tensor", t+"(_,Int<1>{})")
		add("composed_tensor", t+"(Int<3>{},_)")
		add("composed_tensor", "size("+t+")")
		add("composed_tensor", "layout("+t+")")
		// A static thread index (get_slice(Int<i>{})): C++'s folded
		// strides are static, and its answers are cutetui's exactly,
		// fragments included.
		for _, th := range []int{0, 5, 37, 127} {
			ca := fmt.Sprintf("make_tiled_copy_A(%s,%s).get_slice(Int<%d>{})", ldsmA, m80, th)
			s := fmt.Sprintf("%s.get_slice(Int<%d>{})", m80, th)
			add("composed_static", ca+".partition_S("+t+")")
			add("composed_static", s+".partition_A("+t+")")
			add("composed_static", s+".partition_B("+t+")")
			add("composed_static", s+".partition_fragment_A("+t+")")
			add("composed_static", s+".partition_fragment_B("+t+")")
		}
		for _, th := range []int{0, 5, 37, 127} {
			ca := fmt.Sprintf("make_tiled_copy_A(%s,%s).get_slice(%d)", ldsmA, m80, th)
			cb := fmt.Sprintf("make_tiled_copy_B(%s,%s).get_slice(%d)", ldsmB, m80, th)
			s := fmt.Sprintf("%s.get_slice(%d)", m80, th)
			add("composed_copy", ca+".partition_S("+t+")")
			add("composed_copy", cb+".partition_S("+t+")")
			add("composed_mma", s+".partition_A("+t+")")
			add("composed_mma", s+".partition_B("+t+")")
			add("composed_frag", s+".partition_fragment_C("+t+")")
			if i == 1 {
				add("composed_frag", s+".partition_fragment_A("+t+")")
			}
		}
	}
	return out
}
