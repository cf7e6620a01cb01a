package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// dynAtomGen draws AtomRandomCases's TiledMMAs and TiledCopies (their
// atoms are types, so static) over tensors as a kernel holds them: global
// memory of run-time extents and leading dimensions
// (make_shape(int(M),int(K)), make_stride(int(K),_1{})), a CTA's tile of
// it at run-time block coordinates (static shape, run-time strides and
// offset), shared memory of a run-time leading dimension, and identity
// tensors of run-time extents, sliced for run-time thread indices
// (get_slice(int(t)), bare t, or Int<t>{}).
type dynAtomGen struct{ atomGen }

// num writes v as a run-time int(v) (mostly) or a static Int<v>{}.
func (g dynAtomGen) num(v int) string {
	if g.chance(0.7) {
		return fmt.Sprintf("int(%d)", v)
	}
	return fmt.Sprintf("Int<%d>{}", v)
}

// thread writes a thread index as kernels pass it: int(t), a bare t (an
// int in C++), or rarely a static Int<t>{}.
func (g dynAtomGen) thread(n int) string {
	t := g.r.IntN(max(n, 1))
	switch g.r.IntN(10) {
	case 0, 1:
		return fmt.Sprint(t)
	case 2:
		return fmt.Sprintf("Int<%d>{}", t)
	}
	return fmt.Sprintf("int(%d)", t)
}

// dynStrides writes strides for shape as make_stride(...): a unit stride
// the static _1{} (as kernels write it) but now and then int(1), the others
// run-time or static.
func (g dynAtomGen) dynStrides(shape []int) string {
	d := g.stridesFor(shape)
	parts := make([]string, len(d))
	for i, v := range d {
		switch {
		case v == 1 && !g.chance(0.15):
			parts[i] = "_1{}"
		case v == 0:
			parts[i] = "_0{}"
		default:
			parts[i] = g.num(v)
		}
	}
	return "make_stride(" + strings.Join(parts, ",") + ")"
}

func (g dynAtomGen) dynShape(shape []int) string {
	parts := make([]string, len(shape))
	for i, v := range shape {
		parts[i] = g.num(v)
	}
	return "make_shape(" + strings.Join(parts, ",") + ")"
}

// gtensor is a whole global tensor of the given extents (a k or batch
// mode now and then), its extents and strides run-time or static.
func (g dynAtomGen) gtensor(ty string, shape []int) string {
	p := "make_gmem_ptr<" + ty + ">(nullptr)"
	switch g.r.IntN(5) {
	case 0:
		return "make_tensor(" + p + "," + g.dynShape(shape) + ")" // compact, column-major
	case 1:
		return "make_tensor(" + p + ",make_layout(" + g.dynShape(shape) + "," + g.dynStrides(shape) + "))"
	}
	return "make_tensor(" + p + "," + g.dynShape(shape) + "," + g.dynStrides(shape) + ")"
}

// coord is a run-time (mostly) block coordinate below n.
func (g dynAtomGen) coord(n int) string { return g.num(g.r.IntN(max(n, 1))) }

// tile is a CTA's tile of a larger global tensor: static extents x and y
// (and a k mode of the rest where rank3), run-time strides and offset.
func (g dynAtomGen) tile(ty string, x, y int, rank3 bool) string {
	fx, fy := g.pickInt(1, 2, 3, 4), g.pickInt(1, 2, 4)
	if rank3 {
		fy = g.pickInt(2, 3, 4)
	}
	big := g.gtensor(ty, []int{x * fx, y * fy})
	if rank3 {
		return fmt.Sprintf("local_tile(%s,Shape<%s,%s>{},make_coord(%s,_))", big, ic(x), ic(y), g.coord(fx))
	}
	return fmt.Sprintf("local_tile(%s,Shape<%s,%s>{},make_coord(%s,%s))", big, ic(x), ic(y), g.coord(fx), g.coord(fy))
}

// stensor is shared memory of static extents and a run-time leading
// dimension (or stage stride).
func (g dynAtomGen) stensor(ty string, shape []int) string {
	sh := make([]string, len(shape))
	for i, v := range shape {
		sh[i] = ic(v) + "{}"
	}
	return "make_tensor(make_smem_ptr<" + ty + ">(nullptr),make_layout(make_shape(" + strings.Join(sh, ",") + ")," + g.dynStrides(shape) + "))"
}

// tensorOf draws a tensor of extents x and y for an operand: whole global
// memory, a tile of it, shared memory, or an identity tensor; static
// reports whether its shape is static (a fragment can be made of it).
func (g dynAtomGen) tensorOf(ty string, x, y int) (string, bool) {
	rank3 := g.chance(0.3)
	shape := []int{x, y}
	if rank3 {
		shape = append(shape, g.pickInt(2, 3, 4))
	}
	switch g.r.IntN(10) {
	case 0, 1:
		return g.gtensor(ty, shape), false
	case 2, 3, 4, 5:
		return g.tile(ty, x, y, rank3), true
	case 6, 7:
		return g.stensor(ty, shape), true
	case 8:
		return "make_identity_tensor(" + g.dynShape(shape) + ")", false
	}
	return fmt.Sprintf("local_tile(make_identity_tensor(make_shape(%s,%s)),Shape<%s,%s>{},make_coord(%s,%s))",
		g.num(2*x), g.num(3*y), ic(x), ic(y), g.coord(2), g.coord(3)), true
}

// dynLayout is a layout of extents x and y with run-time integers, for
// thrfrg and tidfrg.
func (g dynAtomGen) dynLayout(x, y int) string {
	shape := []int{x, y}
	if g.chance(0.2) {
		shape = append(shape, g.pickInt(2, 3))
	}
	return "make_layout(" + g.dynShape(shape) + "," + g.dynStrides(shape) + ")"
}

// operand is the extents and element type of operand which ("A", "B" or
// "C") of t: M×K, N×K or M×N, A and B of the atom's type, C of cType.
func (t tiledMMA) operand(which, cType string) (x, y int, ty string) {
	switch which {
	case "B":
		return t.n, t.k, t.info.ab
	case "C":
		return t.m, t.n, cType
	}
	return t.m, t.k, t.info.ab
}

// mmaCases are a random TiledMMA's partitions of run-time tensors.
func (g dynAtomGen) mmaCases(add func(g, e string)) {
	t := g.tiledMMA()
	tm := t.expr
	sl := tm + "." + g.pick("get_slice", "get_slice", "get_thread_slice") + "(" + g.thread(t.threads) + ")"
	for q := 0; q < 2; q++ {
		which := g.pick("A", "B", "C")
		x, y, ty := t.operand(which, "")
		if which == "C" {
			ty = g.pick("float", "half_t")
		}
		ex, ey := g.extent(x), g.extent(y)
		if t.info.gmma && which != "C" {
			// GMMA reads A and B from shared memory through
			// descriptors: partition them, do not make fragments.
			tn, _ := g.tensorOf(ty, ex, ey)
			add("dyn_partition", sl+".partition_"+which+"("+tn+")")
			continue
		}
		switch g.r.IntN(9) {
		case 0:
			add("dyn_thrfrg", tm+".thrfrg_"+which+"("+g.dynLayout(ex, ey)+")")
		case 1:
			add("dyn_partition_shape", "partition_shape_"+which+"("+tm+","+g.dynShape([]int{ex, ey})+")")
		case 2, 3:
			tn, _ := g.tensorOf(ty, ex, ey)
			add("dyn_partition_fragment", sl+".partition_fragment_"+which+"("+tn+")")
		case 4:
			tn, _ := g.tensorOf(ty, ex, ey)
			add("dyn_fragment_like", "make_fragment_like("+sl+".partition_"+which+"("+tn+"))")
		case 5:
			tn := g.tile(ty, ex, ey, true)
			add("dyn_partition_slice", sl+".partition_"+which+"("+tn+")(_,_,_,"+g.coord(3)+")")
		case 6:
			tn, _ := g.tensorOf(ty, ex, ey)
			add("dyn_partition_size", g.pick("size", "shape", "stride", "layout")+"("+sl+".partition_"+which+"("+tn+"))")
		default:
			tn, _ := g.tensorOf(ty, ex, ey)
			add("dyn_partition", sl+".partition_"+which+"("+tn+")")
		}
	}
	if g.chance(0.2) {
		ex, ey := g.extent(t.m), g.extent(t.n)
		add("dyn_partition_fragment", "partition_fragment_C("+tm+","+g.pick("make_shape("+ic(ex)+"{},"+ic(ey)+"{})", g.dynShape([]int{ex, ey}))+")")
	}
}

// copyCases are a random TiledCopy's partitions and retiles of run-time
// tensors.
func (g dynAtomGen) copyCases(add func(g, e string)) {
	t := g.tiledCopy()
	tc := t.expr
	m, n := max(t.m, 1), max(t.n, 1)
	sl := tc + "." + g.pick("get_slice", "get_thread_slice") + "(" + g.thread(t.threads) + ")"
	for q := 0; q < 2; q++ {
		which := g.pick("S", "D")
		switch g.r.IntN(6) {
		case 0:
			add("dyn_tidfrg", tc+".tidfrg_"+which+"("+g.dynLayout(g.extent(m), g.extent(n))+")")
		case 1:
			// A thread's fragment with run-time strides, retiled.
			frag := []int{g.pickInt(1, 2, 4, 8, 16), g.pickInt(1, 2, 4), g.pickInt(1, 2, 4)}
			if g.chance(0.3) {
				frag = []int{g.pickInt(2, 4, 8, 16, 32)}
			}
			add("dyn_retile", sl+".retile_"+which+"("+g.stensor(t.ty, frag)+")")
		case 2:
			tn, _ := g.tensorOf(t.ty, g.extent(m), g.extent(n))
			add("dyn_fragment_like", "make_fragment_like("+sl+".partition_"+which+"("+tn+"))")
		default:
			tn, _ := g.tensorOf(t.ty, g.extent(m), g.extent(n))
			add("dyn_partition_SD", sl+".partition_"+which+"("+tn+")")
		}
	}
}

// mainloopCases are an SM80 mainloop's register path: a thread's
// fragments of a CTA tile of run-time strides, retiled by the
// make_tiled_copy_A/B/C that fill them, sliced at a run-time k-block.
func (g dynAtomGen) mainloopCases(add func(g, e string)) {
	t := g.tiledMMA()
	if t.info.gmma {
		return
	}
	which := g.pick("A", "B", "C")
	x, y, ty := t.operand(which, "float")
	ex, ey := g.extent(x), g.extent(y)
	tn, _ := g.tensorOf(ty, ex, ey)
	thr := g.thread(t.threads)
	frag := tm(t.expr, thr) + ".partition_fragment_" + which + "(" + tn + ")"
	ca, _ := g.copyAtom(ty)
	tc := "make_tiled_copy_" + which + "(" + ca + "{}," + t.expr + ")." + g.pick("get_slice", "get_thread_slice") + "(" + thr + ")"
	switch g.r.IntN(4) {
	case 0:
		add("dyn_mainloop", tc+".retile_D("+frag+")")
	case 1:
		add("dyn_mainloop", tc+".retile_S("+frag+")")
	case 2:
		add("dyn_mainloop", tc+".partition_"+g.pick("S", "D")+"("+tn+")")
	default:
		add("dyn_mainloop", frag+"(_,_,"+g.coord(2)+")")
	}
}

func tm(tiled, thr string) string { return tiled + ".get_slice(" + thr + ")" }

// DynamicAtomCases draws about n cases from seed of TiledMMAs' and
// TiledCopies' partitions of run-time tensors (partition_A/B/C,
// partition_fragment_A/B/C, partition_S/D, retile_S/D, thrfrg/tidfrg of
// run-time layouts, make_fragment_like of partitions, slices at run-time
// k-blocks), get_slice of run-time thread indices.
func DynamicAtomCases(seed uint64, n int) []Case {
	g := dynAtomGen{atomGen{rand.New(rand.NewPCG(seed, 0xd7a70))}}
	var out []Case
	add := dedupe(&out)
	for tries := 0; len(out) < n && tries < 20*n; tries++ {
		switch p := g.r.IntN(10); {
		case p < 5:
			g.mmaCases(add)
		case p < 8:
			g.copyCases(add)
		default:
			g.mainloopCases(add)
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// DynamicFragmentCases draws about n cases from seed of register tensors
// made from run-time layouts and tensors: make_fragment_like and
// make_tensor_like of layouts and tensors whose strides (or extents) are
// run-time, with and without a value type, make_tensor<T> of them,
// partition_fragment_C of a TiledMMA and a shape, make_fragment_A/B/C of
// partitions, and recast, slices and queries of the fragments. C++ keeps
// a register tensor only of a static shape (ArrayEngine's size).
func DynamicFragmentCases(seed uint64, n int) []Case {
	g := dynAtomGen{atomGen{rand.New(rand.NewPCG(seed, 0xf4a6))}}
	var out []Case
	add := dedupe(&out)
	tys := []string{"float", "half_t", "int8_t", "double", "uint32_t", "bfloat16_t"}
	for tries := 0; len(out) < n && tries < 20*n; tries++ {
		shape := []int{g.pickInt(1, 2, 4, 8, 16), g.pickInt(2, 3, 4, 8)}
		if g.chance(0.4) {
			shape = append(shape, g.pickInt(1, 2, 3, 4))
		}
		sh := make([]string, len(shape))
		for i, v := range shape {
			sh[i] = ic(v) + "{}"
		}
		static := "make_shape(" + strings.Join(sh, ",") + ")"
		shapeStr := static
		if g.chance(0.3) {
			shapeStr = g.dynShape(shape)
		}
		lay := "make_layout(" + shapeStr + "," + g.dynStrides(shape) + ")"
		if g.chance(0.2) {
			lay = "make_layout(" + shapeStr + ")"
		}
		ty := g.pick(tys...)
		ten := "make_tensor(make_" + g.pick("gmem", "smem") + "_ptr<" + ty + ">(nullptr)," + lay + ")"
		ty2 := g.pick(tys...)
		switch g.r.IntN(12) {
		case 0:
			add("frag_like_layout", "make_fragment_like("+lay+")")
		case 1:
			add("frag_like_layout", "make_fragment_like<"+ty2+">("+lay+")")
		case 2:
			add("frag_like_tensor", "make_fragment_like("+ten+")")
		case 3:
			add("frag_like_tensor", "make_fragment_like<"+ty2+">("+ten+")")
		case 4:
			add("tensor_like", "make_tensor_like("+ten+")")
		case 5:
			add("tensor_like", "make_tensor_like<"+ty2+">("+g.pick(lay, ten)+")")
		case 6:
			add("make_tensor_T", "make_tensor<"+ty2+">("+g.pick(lay, shapeStr, shapeStr+","+g.dynStrides(shape))+")")
		case 7:
			f := g.pick("make_fragment_like", "make_tensor_like")
			add("frag_query", g.pick("size", "shape", "stride", "layout", "cosize", "rank")+"("+f+"("+ten+"))")
		case 8:
			f := g.pick("make_fragment_like", "make_tensor_like")
			crd := make([]string, len(shape))
			for i := range crd {
				crd[i] = "_"
			}
			crd[g.r.IntN(len(crd))] = g.coord(2)
			add("frag_slice", f+"("+ten+")("+strings.Join(crd, ",")+")")
		case 9:
			add("frag_recast", "recast<"+g.pick("uint32_t", "uint8_t", "half_t", "uint64_t")+">(make_fragment_like("+ten+"))")
		case 10:
			t := g.tiledMMA()
			if t.info.gmma {
				continue
			}
			ex, ey := g.extent(t.m), g.extent(t.n)
			shp := g.dynShape([]int{ex, ey})
			if g.chance(0.5) {
				shp = "make_shape(" + ic(ex) + "{}," + ic(ey) + "{})"
			}
			add("frag_partition_C", "partition_fragment_C("+t.expr+","+shp+")")
		default:
			t := g.tiledMMA()
			if t.info.gmma {
				continue
			}
			which := g.pick("A", "B", "C")
			x, y, ety := t.operand(which, "float")
			tn, _ := g.tensorOf(ety, g.extent(x), g.extent(y))
			thr := g.thread(t.threads)
			add("frag_make_ABC", t.expr+".make_fragment_"+which+"("+tm(t.expr, thr)+".partition_"+which+"("+tn+"))")
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}
