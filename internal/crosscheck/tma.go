package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
)

// TMAFlags are the g++ flags of the TMA cases: stubs_tma/ first, whose
// cuda.h records cuTensorMapEncodeTiled's arguments rather than encoding
// them, and tma_prelude.h included before anything else, which sets
// __CUDACC_VER_MAJOR__ to 12 so that make_tma_copy calls the driver and
// defines tma_encode_args(tma) to print what it received.
func TMAFlags() []string {
	_, file, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(file), "stubs_tma")
	return []string{"-I" + dir, "-include", filepath.Join(dir, "tma_prelude.h")}
}

// tmaGmem is a global tensor of element type ty, shape (m,k), K-major
// (stride (k,1)) or MN-major (stride (1,m)).
func tmaGmem(ty string, m, k int, kMajor bool) string {
	st := fmt.Sprintf("Stride<_1,_%d>", m)
	if kMajor {
		st = fmt.Sprintf("Stride<_%d,_1>", k)
	}
	return fmt.Sprintf("make_tensor(make_gmem_ptr<%s>(nullptr),Layout<Shape<_%d,_%d>,%s>{})", ty, m, k, st)
}

// tmaCopyCases are the expressions asked of one make_tma_copy call mk
// (whose global tensor has shape gshape and smem tensor stensor).
func tmaCopyCases(add func(g, e string), group, mk, gshape, stensor string, slices []int) {
	add(group, mk)
	add(group, "tma_encode_args("+mk+")")
	add(group, mk+".get_tma_tensor("+gshape+"{})")
	for _, k := range slices {
		sl := fmt.Sprintf("%s.get_slice(%d)", mk, k)
		add(group, sl+".partition_S("+mk+".get_tma_tensor("+gshape+"{}))")
		add(group, sl+".partition_D("+stensor+")")
	}
}

// TMACases are make_tma_copy and make_tma_atom for K- and MN-major
// operands, plain and GMMA-swizzled smem layouts, several element types,
// multicast over 2 and 4 CTAs and the TMA store: the TiledCopy, the
// encode arguments, the TMA coordinate tensor and the partitions of a
// CTA's slice; then n random plain cases from seed.
func TMACases(seed uint64, n int) []Case {
	var out []Case
	add := func(g, e string) { out = append(out, Case{g, e}) }
	type gmma struct {
		ty, atom  string
		kMajor    bool
		tile      string
		stepOrder string
	}
	var sw []gmma
	for _, ty := range []string{"half_t", "bfloat16_t", "float", "float_e4m3_t", "int8_t", "tfloat32_t"} {
		for _, major := range []string{"K", "MN"} {
			for _, kind := range []string{"INTER", "SW32", "SW64", "SW128"} {
				sw = append(sw, gmma{ty, "GMMA::Layout_" + major + "_" + kind + "_Atom<" + ty + ">", major == "K", "Shape<_128,_64>", ""})
			}
		}
	}
	// MN-major smem tiled with Step<_2,_1,_3> (K first), as the sm90 collective builds it.
	sw = append(sw, gmma{"half_t", "GMMA::Layout_MN_SW128_Atom<half_t>", false, "Shape<_128,_64,_4>", "Step<_2,_1,_3>"})
	sw = append(sw, gmma{"half_t", "GMMA::Layout_MN_SW64_Atom<half_t>", false, "Shape<_128,_64,_3>", "Step<_2,_1,_3>"})
	sw = append(sw, gmma{"bfloat16_t", "GMMA::Layout_MN_SW128_Atom<bfloat16_t>", false, "Shape<_64,_128,_2>", "Step<_2,_1,_3>"})
	for i, s := range sw {
		sl := "tile_to_shape(" + s.atom + "{}," + s.tile + "{})"
		if s.stepOrder != "" {
			// The collective tiles its stages too and hands TMA stage 0.
			sl = "tile_to_shape(" + s.atom + "{}," + s.tile + "{}," + s.stepOrder + "{})(_,_,Int<0>{})"
		}
		for _, gmajor := range []bool{true, false} {
			g := tmaGmem(s.ty, 256, 128, gmajor)
			st := "make_tensor(make_smem_ptr<" + s.ty + ">(nullptr)," + sl + ")"
			op, extra := "SM90_TMA_LOAD", ""
			switch i % 3 {
			case 1:
				op, extra = "SM90_TMA_LOAD_MULTICAST", ",Int<2>{}"
			case 2:
				op = "SM90_TMA_STORE"
			}
			slices := []int{0}
			if extra != "" {
				slices = []int{0, 1}
			}
			mk := "make_tma_copy(" + op + "{}," + g + "," + sl + extra + ")"
			group := "tma_gmma"
			if gmajor != s.kMajor {
				group = "tma_gmma_mismatch" // majorness of smem against gmem: refused
				add(group, mk)
				add(group, "tma_encode_args("+mk+")")
				continue
			}
			tmaCopyCases(add, group, mk, "Shape<_256,_128>", st, slices)
			add("tma_atom", "make_tma_atom("+op+"{},"+g+","+sl+",Shape<_128,_64>{}"+extra+")")
		}
	}
	// Plain smem layouts, 2D and 3D, with multicast over 1, 2 and 4 CTAs
	// and explicit CTA tilers.
	plain := []struct{ g, gshape, s, rest string }{
		{"make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<_1024,_256>,Stride<_256,_1>>{})", "Shape<_1024,_256>", "Layout<Shape<_64,_32>,Stride<_32,_1>>", ""},
		{"make_tensor(make_gmem_ptr<float>(nullptr),Layout<Shape<_1024,_256>>{})", "Shape<_1024,_256>", "Layout<Shape<_64,_32>>", ""},
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_1024,_32,_512>,Stride<_64,_1,_65536>>{})", "Shape<_1024,_32,_512>", "Layout<Shape<_16,_8,_2>,Stride<_16,_1,_8>>", ""},
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_64,_8,_16>,Stride<_1,_64,_512>>{})", "Shape<_64,_8,_16>", "Layout<Shape<_64,_8,_16>>", ""},
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_128,_128>,Stride<_128,_1>>{})", "Shape<_128,_128>", "Layout<Shape<_64,_64>,Stride<_64,_1>>", ",Shape<_64,_64>{},Int<4>{}"},
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_128,_128>,Stride<_128,_1>>{})", "Shape<_128,_128>", "Layout<Shape<_64,_64>,Stride<_64,_1>>", ",Int<2>{}"},
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_128,_128>,Stride<_128,_1>>{})", "Shape<_128,_128>", "Layout<Shape<_64,_64>,Stride<_1,_64>>", ""},   // smem MN-major, gmem K-major
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_128,_128>,Stride<_128,_1>>{})", "Shape<_128,_128>", "Layout<Shape<_64,_512>,Stride<_512,_1>>", ""}, // a box of 512: too large
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<Int<100>,_128>,Stride<Int<136>,_1>>{})", "Shape<Int<100>,_128>", "Layout<Shape<_32,_64>,Stride<_64,_1>>", ""},
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<Int<100>,_128>,Stride<Int<130>,_1>>{})", "Shape<Int<100>,_128>", "Layout<Shape<_32,_64>,Stride<_64,_1>>", ""}, // stride not 16B
		{"make_tensor(make_gmem_ptr<half_t>(nullptr),Layout<Shape<_128,_64>,Stride<_64,_1>>{})", "Shape<_128,_64>", "Layout<Shape<_64,_64>,Stride<_64,_1>>", ""},
		{"make_tensor(make_gmem_ptr<int16_t>(nullptr),Layout<Shape<_128,_64>,Stride<_64,_1>>{})", "Shape<_128,_64>", "Layout<Shape<_64,_64>,Stride<_64,_1>>", ""}, // no TMA format
	}
	for _, p := range plain {
		ops := []string{"SM90_TMA_LOAD", "SM90_TMA_LOAD_MULTICAST", "SM90_TMA_STORE"}
		if p.rest != "" {
			ops = ops[1:2]
		}
		for _, op := range ops {
			mk := "make_tma_copy(" + op + "{}," + p.g + "," + p.s + "{}" + p.rest + ")"
			tmaCopyCases(add, "tma_plain", mk, p.gshape, "make_tensor(make_smem_ptr<half_t>(nullptr),"+p.s+"{})", []int{0, 1})
		}
	}
	return append(out, tmaRandomCases(seed, n)...)
}

// tmaRandomCases are n make_tma_copy cases of random 2D and 3D global
// tensors (random mode order, padded strides) and smem tiles (random
// mode order), loads with a random cluster size and stores.
func tmaRandomCases(seed uint64, n int) []Case {
	r := rand.New(rand.NewPCG(seed, 0x7a3))
	types := []string{"half_t", "float", "int8_t", "double", "bfloat16_t"}
	var out []Case
	for len(out) < n {
		ty := types[r.IntN(len(types))]
		rank := 2 + r.IntN(2)
		gs, ss := make([]int, rank), make([]int, rank)
		for i := range gs {
			ss[i] = 1 << r.IntN(6)
			gs[i] = ss[i] * (1 + r.IntN(4))
		}
		gord, sord := r.Perm(rank), r.Perm(rank)
		gd, sd := make([]int, rank), make([]int, rank)
		acc := 1
		for _, i := range gord {
			gd[i] = acc
			acc *= gs[i]
			if r.IntN(3) == 0 {
				acc += 8 * r.IntN(3)
			}
		}
		acc = 1
		for _, i := range sord {
			sd[i] = acc
			acc *= ss[i]
		}
		lay := func(s, d []int) string {
			a, b := "", ""
			for i := range s {
				if i > 0 {
					a, b = a+",", b+","
				}
				a += fmt.Sprintf("Int<%d>", s[i])
				b += fmt.Sprintf("Int<%d>", d[i])
			}
			return "Layout<Shape<" + a + ">,Stride<" + b + ">>{}"
		}
		g := "make_tensor(make_gmem_ptr<" + ty + ">(nullptr)," + lay(gs, gd) + ")"
		op, extra := "SM90_TMA_LOAD", ""
		switch r.IntN(3) {
		case 1:
			op, extra = "SM90_TMA_LOAD_MULTICAST", fmt.Sprintf(",Int<%d>{}", 1<<r.IntN(3))
		case 2:
			op = "SM90_TMA_STORE"
		}
		mk := "make_tma_copy(" + op + "{}," + g + "," + lay(ss, sd) + extra + ")"
		gshape := lay(gs, gd)
		gshape = "shape(" + gshape + ")"
		switch r.IntN(4) {
		case 0:
			out = append(out, Case{"tma_random", mk})
		case 1:
			out = append(out, Case{"tma_random", "tma_encode_args(" + mk + ")"})
		case 2:
			out = append(out, Case{"tma_random", mk + ".get_tma_tensor(" + gshape + ")"})
		case 3:
			out = append(out, Case{"tma_random", fmt.Sprintf("%s.get_slice(%d).partition_S(%s.get_tma_tensor(%s))", mk, r.IntN(2), mk, gshape)})
		}
	}
	return out
}

// MulticastMaskCases are create_tma_multicast_mask of cluster layouts
// (V,M,N,K) of 1 to 16 CTAs, column- and row-major, at every CTA, with
// the N mode free (A's multicast), the M mode free (B's), both, none.
func MulticastMaskCases() []Case {
	var out []Case
	for _, l := range []struct {
		l    string
		m, n int
	}{
		{"Layout<Shape<_1,_2,_2,_1>>{}", 2, 2}, {"Layout<Shape<_1,_2,_1,_1>>{}", 2, 1}, {"Layout<Shape<_1,_1,_4,_1>>{}", 1, 4},
		{"Layout<Shape<_1,_4,_4,_1>>{}", 4, 4}, {"Layout<Shape<_1,_2,_4,_1>,Stride<_0,_4,_1,_0>>{}", 2, 4}, {"Layout<Shape<_2,_2,_2,_1>>{}", 2, 2},
	} {
		for m := range l.m {
			for n := range l.n {
				crd := fmt.Sprintf("make_coord(Int<0>{},Int<%d>{},Int<%d>{},Int<0>{})", m, n)
				for _, modes := range []string{"<2>", "<1>", "<1,2>", ""} {
					out = append(out, Case{"tma_mask", "create_tma_multicast_mask" + modes + "(" + l.l + "," + crd + ")"})
				}
			}
		}
	}
	return out
}

// TMAPartitionCases are tma_partition of a TMA atom's shared-memory tile
// and the CTA's tile of the TMA coordinate tensor, as the sm90 collective
// calls it (the tile's modes grouped, the K tiles left as Rest), for K-
// and MN-major operands, every CTA of a multicast over 1, 2 and 4.
func TMAPartitionCases() []Case {
	var out []Case
	for _, op := range []struct {
		ty, atom, g string
	}{
		{"half_t", "GMMA::Layout_K_SW128_Atom<half_t>", "Layout<Shape<_256,_128>,Stride<_128,_1>>"},
		{"half_t", "GMMA::Layout_MN_SW64_Atom<half_t>", "Layout<Shape<_256,_128>,Stride<_1,_256>>"},
		{"float", "GMMA::Layout_K_SW32_Atom<float>", "Layout<Shape<_256,_128>,Stride<_128,_1>>"},
		{"bfloat16_t", "GMMA::Layout_MN_SW128_Atom<bfloat16_t>", "Layout<Shape<_256,_128>,Stride<_1,_256>>"},
	} {
		sl := "tile_to_shape(" + op.atom + "{},Shape<_128,_64>{})"
		s := "group_modes<0,2>(make_tensor(make_smem_ptr<" + op.ty + ">(nullptr)," + sl + "))"
		for _, cl := range []int{1, 2, 4} {
			mcast, opName := fmt.Sprintf(",Int<%d>{}", cl), "SM90_TMA_LOAD_MULTICAST"
			if cl == 1 {
				mcast, opName = "", "SM90_TMA_LOAD"
			}
			atom := "make_tma_atom(" + opName + "{},make_tensor(make_gmem_ptr<" + op.ty + ">(nullptr)," + op.g + "{})," + sl + ",Shape<_128,_64>{}" + mcast + ")"
			g := "group_modes<0,2>(local_tile(" + atom + ".get_tma_tensor(Shape<_256,_128>{}),Shape<_128,_64>{},make_coord(Int<1>{},_)))"
			if cl == 1 {
				out = append(out, Case{"tma_partition", "tma_partition(" + atom + "," + s + "," + g + ")"})
			}
			for k := range cl {
				out = append(out, Case{"tma_partition", fmt.Sprintf("tma_partition(%s,Int<%d>{},Layout<Int<%d>>{},%s,%s)", atom, k, cl, s, g)})
			}
		}
	}
	return out
}
