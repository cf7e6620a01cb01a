package crosscheck

import "fmt"

// ummaOp is one UMMA operation of the cases: its C++ spelling and the
// M×N it computes.
type ummaOp struct {
	op   string
	m, n int
	ts   bool
	two  bool // a _2x1SM_ form
}

// ummaOps are the UMMA operations the cases use: every family, _SS and
// _TS, one- and two-CTA, over the M, N, majors and types C++ declares,
// and some it refuses (an M or N out of range, A transposed from TMEM, a
// type of the wrong width or one UMMA has no format for).
func ummaOps() []ummaOp {
	var out []ummaOp
	add := func(family, types string, m, n int, ts, two bool, amaj, bmaj string) {
		name := "SM100_MMA_" + family
		if two {
			name += "_2x1SM"
		}
		if ts {
			name += "_TS"
		} else {
			name += "_SS"
		}
		out = append(out, ummaOp{fmt.Sprintf("%s<%s,%d,%d,UMMA::Major::%s,UMMA::Major::%s>", name, types, m, n, amaj, bmaj), m, n, ts, two})
	}
	families := []struct{ family, types string }{
		{"F16BF16", "half_t,half_t,float"}, {"F16BF16", "half_t,half_t,half_t"},
		{"TF32", "tfloat32_t,tfloat32_t,float"}, {"S8", "int8_t,int8_t,int32_t"},
		{"F8F6F4", "float_e4m3_t,float_e4m3_t,float"},
	}
	for _, f := range families {
		for _, ts := range []bool{false, true} {
			for _, mn := range [][2]int{{128, 256}, {64, 128}, {64, 24}, {96, 128}, {128, 264}} {
				add(f.family, f.types, mn[0], mn[1], ts, false, "K", "K")
			}
			add(f.family, f.types, 128, 128, ts, false, "MN", "K")
			add(f.family, f.types, 64, 8, ts, false, "K", "MN")
			for _, mn := range [][2]int{{256, 256}, {128, 128}, {256, 48}, {64, 128}} {
				add(f.family, f.types, mn[0], mn[1], ts, true, "K", "K")
			}
			add(f.family, f.types, 256, 128, ts, true, "MN", "MN")
			add(f.family, f.types, 256, 16, ts, true, "K", "MN")
		}
	}
	// Types UMMA refuses or whose widths its traits refuse.
	for _, types := range []string{"float,float,float", "half_t,bfloat16_t,float", "half_t,tfloat32_t,float", "int8_t,int8_t,float", "half_t,half_t,int32_t", "uint16_t,uint16_t,float"} {
		add("F16BF16", types, 128, 128, false, false, "K", "K")
		add("TF32", types, 128, 128, false, false, "K", "K")
		add("S8", types, 128, 128, false, false, "K", "K")
	}
	return out
}

// UMMACases are Blackwell's UMMA atoms as a kernel uses them: the atom,
// its TiledMMA and TV layouts, partition_shape_C, and the accumulator in
// TMEM, partition_fragment_C, printed as a TMEM tensor.
func UMMACases() []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	gC := func(m, n int) string {
		return fmt.Sprintf("make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<Int<%d>,Int<%d>>,Stride<Int<%d>,_1>>{})", m, n, n)
	}
	for i, u := range ummaOps() {
		add("umma_atom", "MMA_Atom<"+u.op+">{}")
		tm := "make_tiled_mma(" + u.op + "{})"
		m2, n2 := 2*u.m, 2*u.n
		if i%4 != 0 { // the rest for one in four
			add("umma_tmem", fmt.Sprintf("partition_fragment_C(%s,Shape<Int<%d>,Int<%d>>{})", tm, m2, n2))
			continue
		}
		add("umma_tiled", tm)
		add("umma_partition_shape", fmt.Sprintf("partition_shape_C(%s,Shape<Int<%d>,Int<%d>>{})", tm, m2, n2))
		add("umma_partition_shape", fmt.Sprintf("partition_shape_A(%s,Shape<Int<%d>,Int<%d>>{})", tm, m2, 64))
		add("umma_tmem", fmt.Sprintf("partition_fragment_C(%s,Shape<Int<%d>,Int<%d>>{})", tm, u.m, u.n))
		add("umma_tmem", fmt.Sprintf("partition_fragment_C(%s,Shape<Int<%d>,Int<%d>>{})", tm, m2, n2))
		if i%8 == 0 {
			add("umma_tmem", fmt.Sprintf("partition_fragment_C(%s,Shape<Int<%d>,Int<%d>,_2>{})", tm, m2, u.n))
			add("umma_layout", tm+".get_layoutC_TV()")
			add("umma_layout", tm+".get_layoutA_TV()")
			add("umma_layout", tm+".get_layoutB_TV()")
		}
		for _, thr := range []int{0, 1} {
			sl := fmt.Sprintf("%s.get_slice(%d)", tm, thr)
			add("umma_partition", sl+".partition_C("+gC(m2, n2)+")")
			add("umma_tmem", sl+".partition_fragment_C("+gC(m2, n2)+")")
			if i%2 == 0 {
				add("umma_partition", fmt.Sprintf("%s.partition_A(make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<Int<%d>,_64>,Stride<_64,_1>>{}))", sl, m2))
				add("umma_partition", fmt.Sprintf("%s.partition_B(make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<Int<%d>,_64>>{}))", sl, n2))
			}
		}
	}
	// Several atoms in a TiledMMA, as a 2-SM kernel tiles them.
	for _, f := range []string{
		"make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>{},Layout<Shape<_2,_1,_1>>{})",
		"make_tiled_mma(SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,256,128,UMMA::Major::K,UMMA::Major::K>{},Layout<Shape<_1,_2,_1>>{})",
		"make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::MN>{},Layout<Shape<_2,_2,_1>>{})",
	} {
		add("umma_tiled", f)
		add("umma_layout", f+".get_layoutC_TV()")
		add("umma_partition", f+".get_slice(3).partition_C("+gC(512, 512)+")")
		add("umma_tmem", "partition_fragment_C("+f+",Shape<_512,_512>{})")
	}
	// Slices of the TMEM accumulator: the tmem_ptr moved by the offset,
	// rotated right by log2(32/bits) for 16-bit values.
	for _, c := range []string{
		"SM100_MMA_F16BF16_SS<half_t,half_t,half_t,128,64,UMMA::Major::K,UMMA::Major::K>{}",
		"SM100_MMA_F16BF16_SS<half_t,half_t,float,64,64,UMMA::Major::K,UMMA::Major::K>{}",
		"SM100_MMA_F16BF16_TS<half_t,half_t,half_t,64,64,UMMA::Major::K,UMMA::Major::K>{}",
		"SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::K>{}",
	} {
		for _, crd := range []string{"(_,1,1)", "(_,3,0)", "(_,0,1)"} {
			add("umma_tmem_slice", "partition_fragment_C(make_tiled_mma("+c+"),Shape<_256,_128>{})"+crd)
		}
	}
	// A _TS atom's A fragment in TMEM: NonInterleaved for one CTA,
	// Duplicated over the sub-partitions for two.
	for _, f := range []struct{ family, types string }{
		{"F16BF16", "half_t,half_t,float"}, {"TF32", "tfloat32_t,tfloat32_t,float"},
		{"S8", "int8_t,int8_t,int32_t"}, {"F8F6F4", "float_e4m3_t,float_e4m3_t,float"},
	} {
		for _, v := range []struct {
			two  string
			m, n int
		}{{"", 128, 256}, {"", 64, 128}, {"_2x1SM", 256, 256}, {"_2x1SM", 128, 128}} {
			op := fmt.Sprintf("SM100_MMA_%s%s_TS<%s,%d,%d,UMMA::Major::K,UMMA::Major::K>{}", f.family, v.two, f.types, v.m, v.n)
			for _, thr := range []int{0, 1} {
				add("umma_tmem_A", fmt.Sprintf("make_tiled_mma(%s).get_slice(%d).partition_fragment_A(make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<Int<%d>,_128>,Stride<_128,_1>>{}))", op, thr, 2*v.m))
			}
		}
	}
	return out
}

// UMMASmemCases are UMMA's shared-memory layout atoms and tile_to_shape
// with them, and the names UMMA does not declare (C++ refuses them).
func UMMASmemCases() []Case {
	var out []Case
	add := func(e string) { out = append(out, Case{"umma_smem", e}) }
	var atoms []string
	for _, sw := range []string{"INTER", "SW32", "SW64", "SW128"} {
		for _, mj := range []string{"MN", "K"} {
			atoms = append(atoms, "UMMA::Layout_"+mj+"_"+sw+"_Atom")
		}
	}
	atoms = append(atoms, "UMMA::Layout_MN_SW128_32B_Atom")
	for i, a := range atoms {
		for j, t := range []string{"half_t", "bfloat16_t", "float", "tfloat32_t", "int8_t", "uint8_t", "float_e4m3_t"} {
			at := a + "<" + t + ">{}"
			add(at)
			if (i+j)%2 == 0 {
				add("tile_to_shape(" + at + ",Shape<_128,_64>{})")
				add("tile_to_shape(" + at + ",Shape<_256,_128,_3>{})")
			}
		}
	}
	add("UMMA::Layout_MN_SW128_32B_Atom_Bits{}")
	add("UMMA::Layout_K_SW128_Atom_Bits{}")
	return out
}
