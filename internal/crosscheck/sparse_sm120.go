package crosscheck

import (
	"fmt"
	"strings"
)

// SparseSM120Cases are Hopper's sparse GMMA atoms
// (SM90::GMMA::SPARSE::GMMA_*) over every family, SS and RS, main and
// extended N, defaulted and written template arguments; SM120's
// block-scaled warp MMAs (SM120::BLOCKSCALED::SM120_16x8x{32,64}_TN_VS)
// over declared and undeclared types; and TiledMMAs of both with their C
// layouts and partitions.
func SparseSM120Cases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	var atoms []string
	i := 0
	for _, f := range []struct {
		name string
		k    int
		args string // written template arguments
	}{
		{"F16F16F16", 32, "GMMA::Major::K,GMMA::Major::K"}, {"F32F16F16", 32, "GMMA::Major::MN,GMMA::Major::K,GMMA::ScaleIn::Neg,GMMA::ScaleIn::One"},
		{"F32BF16BF16", 32, "GMMA::Major::K,GMMA::Major::MN,GMMA::ScaleIn::One,GMMA::ScaleIn::One,GMMA::SparseSel::One"},
		{"F32TF32TF32", 16, ""}, {"F16E4M3E5M2", 64, "GMMA::ScaleIn::Neg,GMMA::ScaleIn::One"}, {"F32E5M2E5M2", 64, ""},
		{"S32S8U8", 64, "GMMA::SparseSel::One"}, {"S32U8U8", 64, ""},
	} {
		for _, n := range []int{8, 24, 64, 96, 256} {
			for _, src := range []string{"SS", "RS"} {
				i++
				sfx := "_TN"
				if f.k == 32 {
					sfx = ""
				}
				if f.name[:3] == "S32" && i%2 == 0 {
					sfx = "_TN_SATURATE"
				}
				op := fmt.Sprintf("SM90::GMMA::SPARSE::GMMA_64x%dx%d_%s_%s%s", n, f.k, f.name, src, sfx)
				// Every one is a class template: C++ wants <> even when
				// every argument is defaulted (cutetui reads Op and Op<>
				// alike).
				op += "<" + f.args + ">"
				atoms = append(atoms, op)
			}
		}
	}
	narrow := []string{"float_e2m1_t", "float_e2m3_t", "float_e3m2_t", "float_e4m3_t", "float_e5m2_t"}
	for j, a := range narrow {
		for k, b := range narrow {
			if (j+k)%2 == 0 {
				atoms = append(atoms, fmt.Sprintf("SM120::BLOCKSCALED::SM120_16x8x32_TN_VS<%s,%s,float,float_ue8m0_t,%d>", a, b, 32>>(k%2)))
			}
		}
	}
	for _, t := range []string{"float_e2m1_t,float_e2m1_t,float,float_ue4m3_t", "float_e2m1_t,float_e4m3_t,half_t,float_ue8m0_t",
		"int8_t,int8_t,float,float_ue8m0_t", "float_e4m3_t,float_e4m3_t,float,float_ue4m3_t"} {
		atoms = append(atoms, "SM120::BLOCKSCALED::SM120_16x8x32_TN_VS<"+t+",32>")
	}
	for _, t := range []string{"float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,16", "float_e2m1_t,float_e2m1_t,float,float_ue8m0_t,32",
		"float_e2m1_t,float_e4m3_t,float,float_ue8m0_t,32", "float_e2m1_t,float_e2m1_t,half_t,float_ue8m0_t,32"} {
		atoms = append(atoms, "SM120::BLOCKSCALED::SM120_16x8x64_TN_VS<"+t+">")
	}
	// C++ declares no SparseSel for the 16-bit forms past scaleB, nor
	// majors for the _TN ones: the wrong count is refused.
	atoms = append(atoms, "SM90::GMMA::SPARSE::GMMA_64x8x64_S32S8S8_SS_TN<GMMA::ScaleIn::One,GMMA::ScaleIn::One>",
		"SM90::GMMA::SPARSE::GMMA_64x8x32_F16F16F16_RS<GMMA::Major::MN,GMMA::Major::K>",
		"SM90::GMMA::SPARSE::GMMA_64x8x32_F16F16F16_SS<>")
	// Only atoms C++ declares go on to TiledMMAs: a refused atom costs
	// g++ a compile of its own for each case built from it.
	declared := func(a string) bool {
		for _, bad := range []string{"x24x", "float_ue4m3_t,32", "half_t", "int8_t,int8_t,float", "_TN<GMMA::ScaleIn::One,GMMA::ScaleIn::One>",
			"RS<GMMA::Major::MN", "float_e4m3_t,float,float_ue8m0_t,32>"} {
			if strings.Contains(a+"\x00", bad) {
				return false
			}
		}
		return !strings.HasSuffix(a, "_SS<>")
	}
	for j, a := range atoms {
		at := "MMA_Atom<" + a + ">{}"
		add("sparse_sm120_atom", at)
		if j%3 != 0 || !declared(a) {
			continue
		}
		tm := "make_tiled_mma(" + at + ")"
		add("sparse_sm120_tiled", tm+".get_layoutC_TV()")
		add("sparse_sm120_tiled", fmt.Sprintf("partition_shape_C(%s,Shape<_128,_256>{})", tm))
		add("sparse_sm120_tiled", fmt.Sprintf("%s.get_slice(37).partition_C(make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<_128,_256>,Stride<_256,_1>>{}))", tm))
	}
	return out
}

// SM120SparseCases are SM120's sparse warp MMAs (SM120::SPARSE and
// SM120::BLOCKSCALED::SPARSE) over declared and undeclared types, and a
// TiledMMA of each declared one with its C layout.
func SM120SparseCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	ok := []string{
		"SM120::SPARSE::SM120_SPARSE_16x8x64_TN<float_e2m1_t,float_e5m2_t,half_t>",
		"SM120::SPARSE::SM120_SPARSE_16x8x64_TN<float_e4m3_t,float_e4m3_t,float>",
		"SM120::SPARSE::SM120_SPARSE_16x8x64_TN<float_e3m2_t,float_e2m3_t,float>",
		"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x64_TN_VS<float_e2m1_t,float_e4m3_t,float,float_ue8m0_t,32>",
		"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x64_TN_VS<float_e5m2_t,float_e5m2_t,float,float_ue8m0_t,64>",
		"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x128_TN_VS<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,16>",
		"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x128_TN_VS<float_e2m1_t,float_e2m1_t,float,float_ue8m0_t,32>",
	}
	refused := []string{
		"SM120::SPARSE::SM120_SPARSE_16x8x64_TN<int8_t,int8_t,float>",
		"SM120::SPARSE::SM120_SPARSE_16x8x64_TN<float_e4m3_t,float_e4m3_t,int32_t>",
		"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x64_TN_VS<float_e2m1_t,float_e4m3_t,half_t,float_ue8m0_t,32>",
		"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x64_TN_VS<float_e2m1_t,float_e4m3_t,float,float_ue4m3_t,32>",
		"SM120::BLOCKSCALED::SPARSE::SM120_SPARSE_16x8x128_TN_VS<float_e2m1_t,float_e4m3_t,float,float_ue8m0_t,32>",
	}
	for _, a := range ok {
		at := "MMA_Atom<" + a + ">{}"
		add("sm120_sparse_atom", at)
		add("sm120_sparse_tiled", "make_tiled_mma("+at+",Layout<Shape<_2,_2,_1>>{}).get_layoutC_TV()")
		add("sm120_sparse_tiled", "make_tiled_mma("+at+").get_layoutA_TV()")
	}
	for _, a := range refused {
		add("sm120_sparse_atom", "MMA_Atom<"+a+">{}")
	}
	return out
}
