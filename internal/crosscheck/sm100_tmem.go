package crosscheck

import "fmt"

// TmemCopyCases are Blackwell's TMEM loads and stores as Copy_Atom prints
// them (every datapath, repetition and _16b packing, over 32- and 16-bit
// values, and widths C++ refuses), SM100's 8-bit ldmatrix and stmatrix,
// and make_tmem_copy over an UMMA accumulator with its threads'
// partition_S and partition_D.
func TmemCopyCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	paths := []struct {
		name string
		reps int
	}{{"16dp256b", 32}, {"16dp128b", 64}, {"16dp64b", 128}, {"16dp32b", 128}, {"32dp32b", 128}}
	i := 0
	for _, p := range paths {
		for r := 1; r <= p.reps; r *= 2 {
			for _, packed := range []string{"", "_16b"} {
				for _, dir := range []string{"LOAD", "STORE"} {
					op := fmt.Sprintf("SM100_TMEM_%s_%s%dx%s", dir, p.name, r, packed)
					ty := []string{"float", "half_t", "uint8_t", "double"}[i%4]
					i++
					add("tmem_atom", "Copy_Atom<"+op+","+ty+">{}")
					if i%3 == 0 {
						add("tmem_atom", "Copy_Atom<"+op+",uint32_t>{}")
					}
				}
			}
		}
	}
	for _, op := range []string{"SM100_U8x8_LDSM_T", "SM100_U8x16_LDSM_T", "SM100_U8x4_STSM_T", "SM100_U8x8_STSM_T", "SM100_U8x16_STSM_T",
		"SM100_SU4_DU8x16_x1_LDSM_N", "SM100_SU4_DU8x16_x2_LDSM_N", "SM100_SU4_DU8x16_x4_LDSM_N",
		"SM100_SU6_DU8x16_x1_LDSM_N", "SM100_SU6_DU8x16_x2_LDSM_N", "SM100_SU6_DU8x16_x4_LDSM_N"} {
		for _, ty := range []string{"uint8_t", "half_t"} {
			add("ldsm_u8", "Copy_Atom<"+op+","+ty+">{}")
		}
	}
	// make_tmem_copy over an accumulator: 128 lanes (M = 128) or the
	// 64-lane layouts of M = 64, float and half_t, threads across the
	// four warps.
	accs := []struct{ mma, ty string }{
		{"SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>", "float"},
		{"SM100_MMA_F16BF16_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::K>", "float"},
		{"SM100_MMA_F16BF16_SS<half_t,half_t,half_t,128,128,UMMA::Major::K,UMMA::Major::K>", "half_t"},
		{"SM100_MMA_F16BF16_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::K>", "float"},
		{"SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,256,128,UMMA::Major::K,UMMA::Major::K>", "float"},
	}
	atoms := []string{"SM100_TMEM_LOAD_32dp32b8x", "SM100_TMEM_LOAD_32dp32b32x", "SM100_TMEM_LOAD_16dp256b1x", "SM100_TMEM_LOAD_16dp32b4x",
		"SM100_TMEM_STORE_32dp32b16x", "SM100_TMEM_LOAD_32dp32b16x_16b", "SM100_TMEM_LOAD_16dp128b2x"}
	for ai, acc := range accs {
		frg := fmt.Sprintf("partition_fragment_C(make_tiled_mma(%s{}),Shape<_256,_256>{})(_,_,_)", acc.mma)
		g := fmt.Sprintf("make_tensor(make_gmem_ptr<%s>(nullptr),Layout<Shape<_256,_256>,Stride<_256,_1>>{})", acc.ty)
		gp := fmt.Sprintf("make_tiled_mma(%s{}).get_slice(0).partition_C(%s)", acc.mma, g)
		for k, at := range atoms {
			ty := acc.ty
			if k == 3 && ai == 0 {
				ty = "half_t" // a width unlike the tensor's: refused
			}
			tc := fmt.Sprintf("make_tmem_copy(Copy_Atom<%s,%s>{},%s)", at, ty, frg)
			add("tmem_copy", tc)
			for _, thr := range []int{0, 37, 127} {
				add("tmem_partition", fmt.Sprintf("%s.get_slice(%d).partition_S(%s)", tc, thr, frg))
				if thr != 0 {
					add("tmem_partition", fmt.Sprintf("%s.get_slice(%d).partition_D(%s)", tc, thr, gp))
				}
			}
		}
	}
	return out
}
