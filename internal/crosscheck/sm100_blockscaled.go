package crosscheck

import (
	"fmt"
	"regexp"
	"strings"
)

// BlockScaledCases are Blackwell's block-scaled UMMA atoms
// (SM100_MMA_MXF8F6F4_SS, SM100_MMA_MXF4_SS and their _2x1SM_ forms): the
// atom over the types, scale-factor types, M, N, vector sizes and majors
// C++ declares and some it refuses; its TiledMMA, partition_shape_C,
// partition_C and the accumulator in TMEM (partition_fragment_C).
func BlockScaledCases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	var ops []string
	mx := func(two, ab, c, sf string, m, n int, am, bm, neg string) {
		name := "SM100_MMA_MXF8F6F4_SS"
		if two != "" {
			name = "SM100_MMA_MXF8F6F4_2x1SM_SS"
		}
		ops = append(ops, fmt.Sprintf("%s<%s,%s,%s,%d,%d,UMMA::Major::%s,UMMA::Major::%s%s>", name, ab, c, sf, m, n, am, bm, neg))
	}
	f4 := func(two, ab, c, sf string, m, n, vs int, am, bm, neg string) {
		name := "SM100_MMA_MXF4_SS"
		if two != "" {
			name = "SM100_MMA_MXF4_2x1SM_SS"
		}
		ops = append(ops, fmt.Sprintf("%s<%s,%s,%s,%d,%d,%d,UMMA::Major::%s,UMMA::Major::%s%s>", name, ab, c, sf, m, n, vs, am, bm, neg))
	}
	for _, ab := range []string{"float_e4m3_t,float_e4m3_t", "float_e5m2_t,float_e2m3_t", "float_e3m2_t,float_e2m1_t", "float_e2m1_t,float_e2m1_t", "int8_t,uint8_t", "half_t,half_t", "float,float"} {
		for _, sf := range []string{"float_ue8m0_t", "float_ue4m3_t", "float_e4m3_t"} {
			mx("", ab, "float", sf, 128, 256, "K", "K", "")
		}
	}
	for _, mn := range [][2]int{{128, 8}, {128, 24}, {128, 264}, {64, 128}, {256, 128}} {
		mx("", "float_e4m3_t,float_e4m3_t", "float", "float_ue8m0_t", mn[0], mn[1], "MN", "K", "")
		mx("2", "float_e4m3_t,float_e4m3_t", "float", "float_ue8m0_t", mn[0], mn[1], "K", "MN", "")
	}
	mx("2", "float_e2m1_t,float_e5m2_t", "half_t", "float_ue8m0_t", 256, 256, "K", "K", ",UMMA::ScaleIn::Neg,UMMA::ScaleIn::One")
	mx("2", "float_e4m3_t,float_e4m3_t", "float", "float_ue8m0_t", 256, 48, "MN", "MN", "")
	mx("", "float_e4m3_t,float_e4m3_t", "half_t", "float_ue4m3_t", 128, 64, "K", "K", ",UMMA::ScaleIn::One,UMMA::ScaleIn::Neg")
	for _, vs := range []int{16, 32, 8} {
		for _, ab := range []string{"float_e2m1_t,float_e2m1_t", "float_e4m3_t,float_e4m3_t", "int4b_t,int4b_t"} {
			for _, sf := range []string{"float_ue8m0_t", "float_ue4m3_t"} {
				f4("", ab, "float", sf, 128, 256, vs, "K", "K", "")
			}
		}
		for _, mn := range [][2]int{{128, 128}, {256, 256}, {256, 24}, {64, 64}} {
			f4("2", "float_e2m1_t,float_e2m1_t", "float", "float_ue8m0_t", mn[0], mn[1], vs, "K", "K", "")
		}
	}
	for _, mn := range [][2]int{{128, 8}, {128, 120}, {64, 128}, {128, 272}} {
		f4("", "float_e2m1_t,float_e2m1_t", "float", "float_ue4m3_t", mn[0], mn[1], 16, "K", "MN", "")
	}
	f4("2", "float_e2m1_t,float_e2m1_t", "half_t", "float_ue4m3_t", 128, 32, 16, "MN", "K", ",UMMA::ScaleIn::Neg")
	f4("", "float_e2m1_t,float_e2m1_t", "double", "float_ue8m0_t", 128, 64, 32, "K", "K", "")

	gC := func(ty string, m, n int) string {
		return fmt.Sprintf("make_tensor(make_gmem_ptr<%s>(nullptr),Layout<Shape<Int<%d>,Int<%d>>,Stride<Int<%d>,_1>>{})", ty, m, n, n)
	}
	// Only the atoms of valid shapes (M 128, or 128 and 256 for two
	// CTAs) go on to TiledMMAs and partitions: each refused atom would
	// cost g++ a compile of its own for every case built from it.
	valid := regexp.MustCompile(`,(128|256),(8|64|128|256|48),(16,|32,)?UMMA`)
	n := 0
	for _, op := range ops {
		add("blockscaled_atom", "MMA_Atom<"+op+">{}")
		if !valid.MatchString(op) || strings.Contains(op, "int4b_t") || strings.Contains(op, "float,float,") ||
			strings.Contains(op, "half_t,half_t,") || strings.Contains(op, ",float_e4m3_t,") && !strings.Contains(op, "float_e4m3_t,float_e4m3_t") {
			continue
		}
		tm := "make_tiled_mma(" + op + "{})"
		add("blockscaled_tmem", fmt.Sprintf("partition_fragment_C(%s,Shape<_256,_256>{})", tm)) // 64K 32-bit columns·lanes: all of TMEM
		if n++; n%3 != 1 {
			continue
		}
		add("blockscaled_tiled", tm)
		add("blockscaled_shape", fmt.Sprintf("partition_shape_C(%s,Shape<_512,_256>{})", tm))
		add("blockscaled_shape", fmt.Sprintf("partition_shape_A(%s,Shape<_256,_128>{})", tm))
		add("blockscaled_layout", tm+".get_layoutC_TV()")
		add("blockscaled_layout", tm+".get_layoutB_TV()")
		for _, thr := range []int{0, 1} {
			sl := fmt.Sprintf("%s.get_slice(%d)", tm, thr)
			add("blockscaled_partition", sl+".partition_C("+gC("float", 256, 256)+")")
			add("blockscaled_tmem", sl+".partition_fragment_C("+gC("float", 256, 512)+")")
			add("blockscaled_partition", sl+".partition_A("+gC("uint8_t", 256, 128)+")")
		}
		add("blockscaled_tmem", fmt.Sprintf("partition_fragment_C(%s,Shape<_256,_256,_2>{})(_,1,0,1)", tm))
	}
	// Two atoms along N in one TiledMMA, as a 256×256 tile of a 1-SM
	// kernel takes them.
	tm := "make_tiled_mma(SM100_MMA_MXF4_SS<float_e2m1_t,float_e2m1_t,float,float_ue4m3_t,128,128,16,UMMA::Major::K,UMMA::Major::K>{},Layout<Shape<_1,_2,_1>>{})"
	add("blockscaled_tiled", tm)
	add("blockscaled_tmem", "partition_fragment_C("+tm+",Shape<_256,_256>{})")
	add("blockscaled_partition", tm+".get_slice(1).partition_C("+gC("float", 256, 256)+")")
	return out
}
