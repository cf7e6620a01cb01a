package crosscheck

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
)

// mmaTypes are the MMA operations the atom cases use, spelled as in C++.
func mmaTypes() []string {
	var out []string
	for _, op := range atom.MMAOps() {
		// Namespaced operations (SM90::GMMA::SPARSE::, SM120::...) are
		// templates C++ names only with their arguments: their own
		// families (sparse_sm120.go) write them out.
		if strings.HasPrefix(op, "SM90_") || op == "UniversalFMA" || strings.Contains(op, "::") {
			continue
		}
		out = append(out, op)
	}
	out = append(out, "UniversalFMA<float,float,float>", "UniversalFMA<half_t>")
	for _, n := range []int{8, 16, 32, 64, 128, 256} {
		for _, ty := range []string{"F16F16F16", "F32F16F16", "F32BF16BF16"} {
			out = append(out,
				fmt.Sprintf("SM90_64x%dx16_%s_SS<GMMA::Major::K,GMMA::Major::K>", n, ty),
				fmt.Sprintf("SM90_64x%dx16_%s_RS<GMMA::Major::K,GMMA::Major::K>", n, ty))
		}
		out = append(out, fmt.Sprintf("SM90_64x%dx16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>", n))
	}
	out = append(out, "SM90_64x24x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>", "SM90_64x200x16_F32BF16BF16_RS<GMMA::Major::K,GMMA::Major::K>")
	return out
}

// copyTypes are copy operations with the element types they are used with.
func copyTypes() []string {
	var out []string
	for _, op := range []string{"SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N",
		"SM75_U16x2_LDSM_T", "SM75_U16x4_LDSM_T", "SM75_U16x8_LDSM_T",
		"SM90_U32x1_STSM_N", "SM90_U32x2_STSM_N", "SM90_U32x4_STSM_N", "SM90_U16x2_STSM_T", "SM90_U16x8_STSM_T"} {
		for _, t := range []string{"half_t", "bfloat16_t", "float", "uint8_t"} {
			out = append(out, "Copy_Atom<"+op+","+t+">")
		}
	}
	for _, op := range []string{"UniversalCopy<uint32_t>", "UniversalCopy<uint128_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint64_t>", "SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>"} {
		for _, t := range []string{"half_t", "bfloat16_t", "float", "tfloat32_t", "int8_t", "uint8_t"} {
			out = append(out, "Copy_Atom<"+op+","+t+">")
		}
	}
	return out
}

// AtomCases are the MMA and copy atoms, TiledMMAs and TiledCopies of the
// tables, printed and taken apart as a kernel would.
func AtomCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	for i, op := range mmaTypes() {
		add("mma_atom", "MMA_Atom<"+op+">{}")
		add("tiled_mma", "make_tiled_mma("+op+"{})")
		tm := "make_tiled_mma(" + op + "{},Layout<Shape<_2,_2,_1>>{})"
		if strings.HasPrefix(op, "SM90") {
			tm = "make_tiled_mma(" + op + "{},Layout<Shape<_2,_1,_1>>{})"
		}
		add("tiled_mma", tm)
		add("layoutC_TV", tm+".get_layoutC_TV()")
		add("layoutA_TV", tm+".get_layoutA_TV()")
		add("layoutB_TV", tm+".get_layoutB_TV()")
		add("tile_size", fmt.Sprintf("tile_size<%d>(%s)", i%3, tm))
		add("size", "size("+tm+")")
		if i%3 == 0 {
			add("get_slice", fmt.Sprintf("%s.get_slice(%d)", tm, 5+i))
			add("thrfrg", tm+".thrfrg_C(Layout<Shape<_128,_256>,Stride<_256,_1>>{})")
			add("thrfrg", tm+".thrfrg_A(Layout<Shape<_128,_64>>{})")
			add("partition_shape", "partition_shape_C("+tm+",Shape<_128,_256>{})")
			add("partition_fragment_C", "partition_fragment_C("+tm+",Shape<_128,_256>{}).layout()")
		}
	}
	for _, f := range []string{
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{},Tile<_32,_32,_16>{})",
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{},Tile<_32,Layout<Shape<_2,_4,_2>,Stride<_1,_4,_2>>,_16>{})",
		"make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{},Layout<Shape<_2,_2>>{},Tile<_32,_64>{})",
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_2>,Stride<_1,_4,_2>>{})",
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_4,_1,_1>>{},Tile<_64,Layout<Shape<_8,_2>,Stride<_2,_1>>,_16>{})",
		"make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{},Layout<Shape<_2,_2,_1>>{})",
		"make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{},Layout<Shape<_2,_2,_1>,Stride<_2,_1,_1>>{},Tile<_32,_32,_4>{})",
		"make_tiled_mma(UniversalFMA<float,float,float>{},Layout<Shape<_16,_16,_1>>{})",
		"make_tiled_mma(UniversalFMA<float,float,float>{},Layout<Shape<_16,_16,_1>,Stride<_16,_1,_0>>{})",
		"make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{},Layout<Shape<_2,_1,_1>>{},Tile<_128,_256,_16>{})",
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<_4>{})",
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1,_1>>{})",
		"make_tiled_mma(SM90_64x64x16_F32F16F16_RS<GMMA::Major::MN,GMMA::Major::K>{})",
	} {
		add("tiled_mma", f)
		add("layoutC_TV", f+".get_layoutC_TV()")
		add("layoutA_TV", f+".get_layoutA_TV()")
		add("layoutB_TV", f+".get_layoutB_TV()")
		add("get_slice", f+".get_slice(3)")
		add("thrfrg", f+".thrfrg_B(Layout<Shape<_64,_32>,Stride<_32,_1>>{})")
	}

	for _, ca := range copyTypes() {
		add("copy_atom", ca+"{}")
	}
	for _, c := range []struct{ atom, thr, val string }{
		{"Copy_Atom<UniversalCopy<uint128_t>,half_t>", "Layout<Shape<_16,_8>,Stride<_8,_1>>", "Layout<Shape<_1,_8>>"},
		{"Copy_Atom<UniversalCopy<uint128_t>,float>", "Layout<Shape<_32,_8>>", "Layout<Shape<_4,_1>>"},
		{"Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>", "Layout<Shape<_32,_4>,Stride<_4,_1>>", "Layout<Shape<_1,_8>>"},
		{"Copy_Atom<UniversalCopy<uint32_t>,half_t>", "Layout<Shape<_8,_16>>", "Layout<Shape<_2,_1>>"},
		{"Copy_Atom<UniversalCopy<uint32_t>,uint8_t>", "Layout<Shape<_4,_8>,Stride<_8,_1>>", "Layout<Shape<_1,_4>>"},
		{"Copy_Atom<UniversalCopy<uint128_t>,half_t>", "Layout<Shape<_16,_8>,Stride<_8,_1>>", "Layout<Shape<_1,_4>>"},
		{"Copy_Atom<SM75_U32x4_LDSM_N,half_t>", "Layout<Shape<_32,_1>>", "Layout<Shape<_1,_8>>"},
		{"Copy_Atom<UniversalCopy<float>,float>", "Layout<Shape<_16,_16>>", "Layout<_1>"},
	} {
		tc := "make_tiled_copy(" + c.atom + "{}," + c.thr + "{}," + c.val + "{})"
		add("tiled_copy", tc)
		add("layoutS_TV", tc+".get_layoutS_TV()")
		add("layoutD_TV", tc+".get_layoutD_TV()")
		add("tidfrg", tc+".tidfrg_S(Layout<Shape<_128,_64>,Stride<_64,_1>>{})")
		add("tidfrg", tc+".tidfrg_D(Layout<Shape<_128,_64>>{})")
		add("get_slice", tc+".get_slice(7)")
		add("size", "size("+tc+")")
	}
	mmas := []string{
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{})",
		"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{},Tile<_32,_32,_16>{})",
		"make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{},Layout<Shape<_2,_2,_1>>{})",
		"make_tiled_mma(SM80_16x8x32_S32S8S8S32_TN{},Layout<Shape<_2,_2,_1>>{})",
	}
	for _, m := range mmas {
		for _, ca := range []string{"Copy_Atom<SM75_U32x4_LDSM_N,half_t>", "Copy_Atom<SM75_U16x8_LDSM_T,half_t>", "Copy_Atom<SM75_U32x2_LDSM_N,half_t>", "Copy_Atom<UniversalCopy<uint32_t>,half_t>", "Copy_Atom<SM90_U32x4_STSM_N,half_t>"} {
			for _, which := range []string{"A", "B", "C"} {
				tc := "make_tiled_copy_" + which + "(" + ca + "{}," + m + ")"
				add("tiled_copy_"+which, tc)
				add("layoutS_TV", tc+".get_layoutS_TV()")
				add("layoutD_TV", tc+".get_layoutD_TV()")
				add("retile", tc+".retile(Layout<Shape<Shape<_2,_2,_2>,_2,_2>>{})")
			}
		}
	}
	// Partitions of tensors (a pointer with nothing behind it and a layout),
	// printed with their moved pointers.
	gC := "make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<_128,_128>,Stride<_128,_1>>{})"
	sA := "make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_32>,Stride<_32,_1>>{})"
	sB := "make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_32>>{})"
	for i, m := range append(mmas, "make_tiled_mma(UniversalFMA<float,float,float>{},Layout<Shape<_16,_16,_1>>{})", "make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{},Layout<Shape<_2,_2,_1>,Stride<_2,_1,_1>>{})") {
		for _, thr := range []int{0, 37 + i, 101} {
			sl := fmt.Sprintf("%s.get_slice(%d)", m, thr)
			add("partition", sl+".partition_C("+gC+")")
			add("partition", sl+".partition_A("+sA+")")
			add("partition", sl+".partition_B("+sB+")")
			add("partition_fragment", sl+".partition_fragment_A("+sA+").layout()")
			add("partition_fragment", sl+".partition_fragment_B("+sB+").layout()")
			add("partition_fragment", sl+".partition_fragment_C("+gC+").layout()")
		}
	}
	// Coordinate tensors: make_identity_tensor's ScaledBasis strides.
	for i, m := range append(mmas, "make_tiled_mma(UniversalFMA<float,float,float>{},Layout<Shape<_16,_16,_1>>{})", "make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{},Layout<Shape<_2,_2,_1>,Stride<_2,_1,_1>>{})") {
		for _, thr := range []int{0, 37 + i} {
			sl := fmt.Sprintf("%s.get_slice(%d)", m, thr)
			add("identity", sl+".partition_C(make_identity_tensor(make_shape(Int<128>{},Int<64>{})))")
			add("identity", sl+".partition_A(make_identity_tensor(make_shape(Int<64>{},Int<32>{})))")
			add("identity", sl+".partition_B(make_identity_tensor(make_shape(Int<64>{},Int<32>{})))")
		}
	}
	add("identity", "make_identity_tensor(make_shape(Int<4>{},Int<8>{},Int<2>{}))")
	// make_tiled_copy_C_atom and make_cotiled_copy: tilers of layouts.
	for _, m := range []string{mmas[0], mmas[1], mmas[2], "make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{},Layout<Shape<_2,_2,_1>>{})", "make_tiled_mma(UniversalFMA<float,float,float>{},Layout<Shape<_16,_8,_1>>{})"} {
		for _, ca := range []string{"Copy_Atom<UniversalCopy<uint32_t>,half_t>", "Copy_Atom<UniversalCopy<uint16_t>,half_t>", "Copy_Atom<UniversalCopy<float>,float>", "Copy_Atom<SM90_U32x4_STSM_N,half_t>", "Copy_Atom<UniversalCopy<uint64_t>,float>"} {
			tc := "make_tiled_copy_C_atom(" + ca + "{}," + m + ")"
			add("tiled_copy_C_atom", tc)
			add("tiled_copy_C_atom", tc+".get_layoutS_TV()")
			add("tiled_copy_C_atom", tc+".tidfrg_S(Layout<Shape<_128,_128>>{})")
			add("tiled_copy_C_atom", tc+".get_slice(5).partition_S(make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_128,_128>,Stride<_128,_1>>{}))")
		}
	}
	for _, c := range []struct{ atom, tv, data string }{
		{"Copy_Atom<UniversalCopy<uint128_t>,half_t>", "Layout<Shape<_32,_8>,Stride<_8,_1>>", "Layout<Shape<_64,_4>,Stride<_4,_1>>"},
		{"Copy_Atom<UniversalCopy<uint128_t>,half_t>", "Layout<Shape<_32,_8>,Stride<_8,_1>>", "Layout<Shape<_16,_16>>"},
		{"Copy_Atom<UniversalCopy<uint32_t>,half_t>", "Layout<Shape<_32,_2>,Stride<_2,_1>>", "Layout<Shape<_8,_8>,Stride<_8,_1>>"},
		{"Copy_Atom<UniversalCopy<uint32_t>,float>", "Layout<Shape<_16,_1>>", "Layout<Shape<_4,_4>>"},
		{"Copy_Atom<UniversalCopy<uint128_t>,half_t>", "Layout<Shape<_32,_8>,Stride<_8,_1>>", "Layout<Shape<_32,_4>,Stride<_4,_1>>"}, // values off the data
		{"Copy_Atom<UniversalCopy<uint128_t>,half_t>", "Layout<Shape<_32,_8>,Stride<_8,_1>>", "Layout<Shape<_8,_32>,Stride<_32,_1>>"},
	} {
		tc := "make_cotiled_copy(" + c.atom + "{}," + c.tv + "{}," + c.data + "{})"
		add("cotiled_copy", tc)
		add("cotiled_copy", tc+".get_layoutS_TV()")
		add("cotiled_copy", tc+".get_slice(3).partition_D(make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_32>,Stride<_32,_1>>{}))")
	}
	// GMMA's shared-memory layout atoms, and tile_to_shape of them.
	for _, sw := range []string{"INTER", "SW32", "SW64", "SW128"} {
		for _, mj := range []string{"MN", "K"} {
			add("gmma_smem", "GMMA::Layout_"+mj+"_"+sw+"_Atom_Bits{}")
			for _, t := range []string{"half_t", "bfloat16_t", "float", "tfloat32_t", "int8_t", "uint8_t"} {
				a := "GMMA::Layout_" + mj + "_" + sw + "_Atom<" + t + ">{}"
				add("gmma_smem", a)
				add("gmma_smem", "tile_to_shape("+a+",Shape<_128,_64>{})")
				add("gmma_smem", "tile_to_shape("+a+",Shape<_256,_128,_3>{})")
				add("gmma_smem", "tile_to_shape("+a+",make_shape(Int<128>{},Int<128>{},Int<4>{}),Step<_2,_1,_3>{})")
			}
			add("gmma_smem", "GMMA::Layout_"+sw+"_Atom<half_t,GMMA::Major::"+mj+">{}")
		}
	}
	add("gmma_smem", "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{},Shape<_8,_32>{})") // does not divide
	add("pointer", "make_rmem_ptr<half_t>(nullptr)")                                       // ambiguous in C++: no nullptr_t overload
	add("pointer", "make_smem_ptr<half_t>(nullptr)")
	for _, c := range []string{
		"make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>{},Layout<Shape<_16,_8>,Stride<_8,_1>>{},Layout<Shape<_1,_8>>{})",
		"make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>{},Layout<Shape<_32,_4>,Stride<_4,_1>>{},Layout<Shape<_1,_8>>{})",
		"make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>{}," + mmas[0] + ")",
		"make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N,half_t>{}," + mmas[0] + ")",
	} {
		for _, thr := range []int{0, 5, 77} {
			sl := fmt.Sprintf("%s.get_slice(%d)", c, thr)
			add("partition_S", sl+".partition_S(make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_128,_64>,Stride<_64,_1>>{}))")
			add("partition_D", sl+".partition_D(make_tensor(make_smem_ptr<half_t>(nullptr),Layout<Shape<_64,_32>,Stride<_32,_1>>{}))")
		}
		add("identity", c+".get_slice(9).partition_S(make_identity_tensor(make_shape(Int<128>{},Int<64>{})))")
		add("identity", c+".get_slice(9).partition_D(make_identity_tensor(make_shape(Int<64>{},Int<32>{})))")
		add("retile", c+".get_slice(3).retile_D(make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<Shape<_2,_2,_2>,_4,_2>>{}))")
	}
	return out
}
