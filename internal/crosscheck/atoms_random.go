package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
)

// atomGen draws random cases of the atom layer: TiledMMAs and TiledCopies
// built from the atoms of engine/atom's tables with random atom, thread
// and value layouts and permutations, their queries, and the tensor
// operations kernels apply to what they partition. Every integer is
// static, so C++'s types print as `cutetui eval --static` prints them.
type atomGen struct{ r *rand.Rand }

func (g atomGen) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }
func (g atomGen) pickInt(xs ...int) int    { return xs[g.r.IntN(len(xs))] }
func (g atomGen) chance(p float64) bool    { return g.r.Float64() < p }

// mmaInfo is what the generator needs of an MMA operation: its C++
// spelling and the shapes its sizes are drawn from.
type mmaInfo struct {
	op      string // C++ type of the operation, template arguments included
	m, n, k int    // Shape_MNK
	thr     int    // size(ThrID)
	ab      string // the element type of A and B
	gmma    bool
	majorA  string // GMMA's majors, "K" or "MN"
	majorB  string
}

// mma draws an MMA operation of the tables with its template arguments:
// GMMA's SS and RS with both majors (RS with an MN-major A is refused by
// C++ and must be by cutetui), UniversalFMA with one to four types, and
// the fixed SM70/SM75/SM80 operations.
func (g atomGen) mma() mmaInfo {
	switch {
	case g.chance(0.3):
		n := g.pickInt(8, 16, 32, 64, 64, 96, 128, 192, 256)
		if g.chance(0.05) {
			n = g.pickInt(24, 40, 72, 200) // an extended shape: refused without CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED
		}
		ty := g.pick("F16F16F16", "F32F16F16", "F32BF16BF16")
		src := g.pick("SS", "RS")
		ma, mb := "K", "K"
		if g.chance(0.4) {
			ma = "MN"
		}
		if g.chance(0.4) {
			mb = "MN"
		}
		if src == "RS" && ma == "MN" && g.chance(0.7) {
			ma = "K"
		}
		args := "GMMA::Major::" + ma + ",GMMA::Major::" + mb
		if g.chance(0.1) {
			args += ",GMMA::ScaleIn::" + g.pick("One", "Neg") + ",GMMA::ScaleIn::" + g.pick("One", "Neg")
		}
		ab := "half_t"
		if ty == "F32BF16BF16" {
			ab = "bfloat16_t"
		}
		if g.chance(0.35) {
			// The K-major-only _TN forms: TF32, FP8, 8-bit integer.
			k, ab, tn, targs := 32, "int8_t", g.pick("S32S8S8", "S32U8U8", "S32S8U8"), ""
			switch g.r.IntN(3) {
			case 0:
				k, ab, tn, targs = 8, "tfloat32_t", "F32TF32TF32", "<>"
			case 1:
				ab, tn, targs = "float_e4m3_t", g.pick("F32E4M3E4M3", "F16E4M3E4M3", "F32E4M3E5M2"), "<>"
			}
			if tn[0] == 'S' && g.chance(0.3) {
				src += "_TN_SATURATE"
			} else {
				src += "_TN"
			}
			return mmaInfo{op: fmt.Sprintf("SM90_64x%dx%d_%s_%s%s", n, k, tn, src, targs), m: 64, n: n, k: k, thr: 128, ab: ab, gmma: true, majorA: "K", majorB: "K"}
		}
		return mmaInfo{op: fmt.Sprintf("SM90_64x%dx16_%s_%s<%s>", n, ty, src, args), m: 64, n: n, k: 16, thr: 128, ab: ab, gmma: true, majorA: ma, majorB: mb}
	case g.chance(0.15):
		ts := []string{"float", "half_t", "double", "int32_t", "bfloat16_t"}
		d := g.pick(ts...)
		args := []string{d}
		for i := 0; i < g.r.IntN(4); i++ {
			args = append(args, g.pick(ts...))
		}
		ab := d
		if len(args) > 1 {
			ab = args[1]
		}
		return mmaInfo{op: "UniversalFMA<" + strings.Join(args, ",") + ">", m: 1, n: 1, k: 1, thr: 1, ab: ab}
	}
	var fixed []string
	for _, op := range atom.MMAOps() {
		if _, err := atom.LookupMMA(op, nil); err == nil && !strings.HasPrefix(op, "SM90_64x") && !strings.Contains(op, "::") {
			fixed = append(fixed, op)
		}
	}
	op := g.pick(fixed...)
	if g.chance(0.05) {
		op = "SM120_16x8x32_TN<" + g.pick("float_e4m3_t", "float_e2m1_t", "float_e5m2_t") + "," + g.pick("float_e4m3_t", "float_e3m2_t", "half_t") + "," + g.pick("float", "half_t") + ">"
		return mmaInfo{op: op, m: 16, n: 8, k: 32, thr: 32, ab: "float_e4m3_t"}
	}
	a, err := atom.LookupMMA(op, nil)
	if err != nil {
		panic(err)
	}
	s := a.ShapeMNK
	ab := a.ValTypeA
	if _, _, ok := atom.ElementType(ab); !ok {
		ab = "int8_t" // sub-byte and complex types: their pointers are not drawn
	}
	return mmaInfo{op: op, m: s.At(0).Value(), n: s.At(1).Value(), k: s.At(2).Value(), thr: a.ThrID.Size(), ab: ab}
}

// stridesFor gives strides for shape: column-major, row-major, a random
// order of the modes, or (rarely) with a stride-0 mode or padding.
func (g atomGen) stridesFor(shape []int) []int {
	n := len(shape)
	order := make([]int, n)
	switch g.r.IntN(4) {
	case 0, 1: // column-major
		for i := range order {
			order[i] = i
		}
	case 2: // row-major
		for i := range order {
			order[i] = n - 1 - i
		}
	default:
		copy(order, g.r.Perm(n))
	}
	d := make([]int, n)
	cur := 1
	for _, p := range order {
		d[p] = cur
		cur *= shape[p]
		if g.chance(0.08) {
			cur += g.pickInt(1, 2, 8) // padded
		}
	}
	if n > 1 && g.chance(0.1) {
		d[g.r.IntN(n)] = 0 // a broadcast mode
	}
	return d
}

// declared are the _N aliases integral_constant.hpp declares; other
// integers are written Int<N>.
var declared = map[int]bool{}

func init() {
	for _, n := range []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128,
		136, 144, 152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248, 256, 384, 512, 768, 1024, 2048, 4096, 8192,
		16384, 32768, 65536, 131072, 262144, 524288} {
		declared[n] = true
	}
}

// ic is the static integer type n: _N where C++ declares it, else Int<N>.
func ic(n int) string {
	if declared[n] {
		return fmt.Sprintf("_%d", n)
	}
	return fmt.Sprintf("Int<%d>", n)
}

func ints(xs []int) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = ic(x)
	}
	return out
}

// layoutOf is Layout<Shape<...>,Stride<...>>{}; rank 1 is written either
// as Layout<_N,_D> or Layout<Shape<_N>,Stride<_D>>.
func (g atomGen) layoutOf(shape, stride []int) string {
	if len(shape) == 1 && g.chance(0.5) {
		return "Layout<" + ic(shape[0]) + "," + ic(stride[0]) + ">{}"
	}
	return "Layout<Shape<" + strings.Join(ints(shape), ",") + ">,Stride<" + strings.Join(ints(stride), ",") + ">>{}"
}

// atomLayout draws the AtomLayoutMNK of make_tiled_mma: rank 1 to 3,
// extents 1 to 4 (at most 16 atoms), compact, row-major or permuted.
func (g atomGen) atomLayout() string {
	r := 1 + g.r.IntN(3)
	if g.chance(0.01) {
		r = 4 // refused: TiledMMA requires rank-3 AtomLayoutMNK
	}
	shape := make([]int, r)
	total := 1
	for i := range shape {
		shape[i] = 1 + g.r.IntN(4)
		if total*shape[i] > 16 {
			shape[i] = 1
		}
		total *= shape[i]
	}
	if g.chance(0.3) {
		return "Layout<Shape<" + strings.Join(ints(shape), ",") + ">>{}"
	}
	return g.layoutOf(shape, g.stridesFor(shape))
}

// permElem draws one element of the permutation Tile<...>: `_`, an
// integer (a multiple of the atoms' extent, or rarely not), or a layout
// of that size that permutes it.
func (g atomGen) permElem(extent int) string {
	switch g.r.IntN(5) {
	case 0:
		return "Underscore"
	case 1, 2:
		n := extent * g.pickInt(1, 1, 2, 4)
		if g.chance(0.1) {
			n = extent + g.pickInt(1, 4, 8) // does not divide evenly
		}
		return ic(n)
	}
	// A layout of size extent*f: a few modes whose strides permute them.
	total := extent * g.pickInt(1, 1, 2)
	var shape []int
	rest := total
	for rest > 1 && len(shape) < 3 {
		f := g.pickInt(2, 2, 4, 8)
		for rest%f != 0 {
			f /= 2
		}
		if len(shape) == 2 || f == rest {
			f = rest
		}
		shape = append(shape, f)
		rest /= f
	}
	if len(shape) == 0 {
		shape = []int{1}
	}
	order := g.r.Perm(len(shape))
	d := make([]int, len(shape))
	cur := 1
	for _, p := range order {
		d[p] = cur
		cur *= shape[p]
	}
	if len(shape) == 1 {
		return "Layout<" + ic(shape[0]) + "," + ic(d[0]) + ">"
	}
	return "Layout<Shape<" + strings.Join(ints(shape), ",") + ">,Stride<" + strings.Join(ints(d), ",") + ">>"
}

// tiledMMA is a random make_tiled_mma(...) expression with the tile it
// covers (an estimate where the permutation is a layout of another size).
type tiledMMA struct {
	expr    string
	info    mmaInfo
	m, n, k int // tile_size<0..2>, assuming the default tile where unknown
	threads int
}

func (g atomGen) tiledMMA() tiledMMA {
	info := g.mma()
	form := g.r.IntN(10)
	if form == 0 {
		return tiledMMA{expr: "make_tiled_mma(" + info.op + "{})", info: info, m: info.m, n: info.n, k: info.k, threads: info.thr}
	}
	al := g.atomLayout()
	// The atoms' extent in each mode, read back from the layout's shape.
	ext := [3]int{1, 1, 1}
	shapePart := al[len("Layout<"):]
	if strings.HasPrefix(shapePart, "Shape<") {
		inner := shapePart[len("Shape<"):strings.Index(shapePart, ">")]
		for i, s := range strings.Split(inner, ",") {
			if i < 3 {
				fmt.Sscanf(s, "_%d", &ext[i])
			}
		}
	} else {
		fmt.Sscanf(shapePart, "_%d", &ext[0])
	}
	threads := info.thr * ext[0] * ext[1] * ext[2]
	m, n, k := info.m*ext[0], info.n*ext[1], info.k*ext[2]
	if form < 5 {
		return tiledMMA{expr: "make_tiled_mma(" + info.op + "{}," + al + ")", info: info, m: m, n: n, k: k, threads: threads}
	}
	np := 1 + g.r.IntN(3)
	els := make([]string, np)
	sizes := []int{m, n, k}
	for i := range els {
		els[i] = g.permElem(sizes[i])
		var v int
		if _, err := fmt.Sscanf(els[i], "_%d", &v); err == nil {
			sizes[i] = v
		} else if _, err := fmt.Sscanf(els[i], "Int<%d>", &v); err == nil {
			sizes[i] = v
		}
	}
	tile := "Tile<" + strings.Join(els, ",") + ">{}"
	if g.chance(0.2) {
		// make_tile(...) of objects rather than a Tile type.
		for i, e := range els {
			switch {
			case e == "Underscore":
				els[i] = "_"
			case strings.HasPrefix(e, "_"):
				els[i] = "Int<" + e[1:] + ">{}"
			case strings.HasPrefix(e, "Int<"):
				els[i] = e + "{}"
			default:
				els[i] = e + "{}"
			}
		}
		tile = "make_tile(" + strings.Join(els, ",") + ")"
	}
	expr := "make_tiled_mma(" + info.op + "{}," + al + "," + tile + ")"
	rank3 := strings.Count(al[:strings.Index(al+">", ">")], ",") == 2
	if strings.HasPrefix(tile, "Tile<") && (rank3 && np == 3 && g.chance(0.4) || g.chance(0.03)) {
		// The type as kernels declare it: no padding to rank 3.
		expr = "TiledMMA<MMA_Atom<" + info.op + ">," + strings.TrimSuffix(al, "{}") + "," + strings.TrimSuffix(tile, "{}") + ">{}"
	}
	return tiledMMA{expr: expr, info: info, m: sizes[0], n: sizes[1], k: sizes[2], threads: threads}
}

// extent draws a tensor extent: a multiple of the tile (mostly) or not.
func (g atomGen) extent(tile int) int {
	if g.chance(0.08) {
		return tile + g.pickInt(1, 2, 8, 16)
	}
	e := tile * g.pickInt(1, 1, 2, 2, 3, 4)
	for e > 512 && e%2 == 0 && e/2 >= tile {
		e /= 2
	}
	return e
}

// tensor draws a tensor of the given extents (rank 2, or rank 3 with a
// k/rest mode): a gmem/smem pointer of an element type with column-major,
// row-major or padded strides, or an identity tensor.
func (g atomGen) tensor(ty string, x, y int) string {
	shape := []int{x, y}
	if g.chance(0.3) {
		shape = append(shape, g.pickInt(2, 3, 4))
	}
	if g.chance(0.12) {
		return "make_identity_tensor(make_shape(" + strings.Join(intObjs(shape), ",") + "))"
	}
	if ty == "" || g.chance(0.2) {
		ty = g.pick("half_t", "float", "bfloat16_t", "int8_t", "double", "uint32_t")
	}
	ptr := g.pick("make_gmem_ptr", "make_smem_ptr")
	return "make_tensor(" + ptr + "<" + ty + ">(nullptr)," + g.layoutOf(shape, g.stridesFor(shape)) + ")"
}

func intObjs(xs []int) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprintf("Int<%d>{}", x)
	}
	return out
}

// randomLayout draws a layout of the given extents for thrfrg/tidfrg:
// mostly a plain layout, sometimes swizzled (composition(Swizzle, L)) or
// a GMMA shared-memory atom tiled to the extents.
func (g atomGen) randomLayout(x, y int) string {
	switch {
	case g.chance(0.1):
		b, m := g.r.IntN(4), g.r.IntN(4)
		return fmt.Sprintf("composition(Swizzle<%d,%d,%d>{},%s)", b, m, b+g.r.IntN(3), g.plainLayout(x, y))
	case g.chance(0.1):
		ty := g.pick("half_t", "float", "int8_t")
		return "tile_to_shape(GMMA::Layout_" + g.pick("K", "MN") + "_" + g.pick("INTER", "SW32", "SW64", "SW128") + "_Atom<" + ty + ">{},Shape<" + ic(x) + "," + ic(y) + ">{})"
	}
	return g.plainLayout(x, y)
}

// plainLayout is a layout of the given extents, rank 2 or 3.
func (g atomGen) plainLayout(x, y int) string {
	shape := []int{x, y}
	if g.chance(0.25) {
		shape = append(shape, g.pickInt(2, 3))
	}
	return g.layoutOf(shape, g.stridesFor(shape))
}

// gmmaSmemTensor is a shared-memory tensor as Hopper kernels make them:
// a GMMA layout atom (mostly of the given major) tiled to (x,y[,stages]).
func (g atomGen) gmmaSmemTensor(ty, major string, x, y int) string {
	if g.chance(0.15) {
		major = g.pick("K", "MN")
	}
	if g.chance(0.1) {
		ty = g.pick("half_t", "bfloat16_t", "float")
	}
	sh := ic(x) + "," + ic(y)
	if g.chance(0.5) {
		sh += "," + ic(g.pickInt(2, 3, 4))
	}
	a := "GMMA::Layout_" + major + "_" + g.pick("INTER", "SW32", "SW64", "SW128", "SW128") + "_Atom<" + ty + ">"
	return "make_tensor(make_smem_ptr<" + ty + ">(nullptr),tile_to_shape(" + a + "{},Shape<" + sh + ">{}))"
}

// mmaCases are queries of one random TiledMMA.
func (g atomGen) mmaCases(add func(g, e string)) {
	t := g.tiledMMA()
	tm := t.expr
	add("rnd_tiled_mma", tm)
	switch g.r.IntN(3) {
	case 0:
		add("rnd_layoutTV", tm+".get_layoutC_TV()")
	case 1:
		add("rnd_layoutTV", tm+".get_layoutA_TV()")
	default:
		add("rnd_layoutTV", tm+".get_layoutB_TV()")
	}
	add("rnd_tile_size", fmt.Sprintf("tile_size<%d>(%s)", g.r.IntN(3), tm))
	if g.chance(0.3) {
		add("rnd_tile_size", "size("+tm+")")
	}
	thr := g.r.IntN(t.threads)
	if g.chance(0.05) {
		thr = t.threads + g.r.IntN(64) // past the threads: C++ computes a coordinate all the same
	}
	slice := g.pick("get_slice", "get_thread_slice")
	sl := fmt.Sprintf("%s.%s(%d)", tm, slice, thr)
	if g.chance(0.2) {
		add("rnd_get_slice", sl)
	}
	ab := t.info.ab
	for q := 0; q < 2; q++ {
		which := g.pick("A", "B", "C")
		x, y := t.m, t.k
		ty := ab
		switch which {
		case "B":
			x, y = t.n, t.k
		case "C":
			x, y = t.m, t.n
			ty = g.pick("float", "half_t")
		}
		ex, ey := g.extent(x), g.extent(y)
		switch g.r.IntN(5) {
		case 0:
			add("rnd_thrfrg", tm+".thrfrg_"+which+"("+g.randomLayout(ex, ey)+")")
		case 1:
			shape := []string{ic(ex), ic(ey)}
			if g.chance(0.3) {
				shape = append(shape, ic(g.pickInt(2, 3, 4)))
			}
			add("rnd_partition_shape", "partition_shape_"+which+"("+tm+",Shape<"+strings.Join(shape, ",")+">{})")
		case 2:
			tn := g.tensor(ty, ex, ey)
			if t.info.gmma && which != "C" && g.chance(0.7) {
				major := t.info.majorA
				if which == "B" {
					major = t.info.majorB
				}
				tn = g.gmmaSmemTensor(ty, major, ex, ey)
			}
			if strings.HasPrefix(tn, "make_identity") && which != "C" || (which != "C" && t.info.gmma && !strings.Contains(tn, "smem")) {
				add("rnd_partition", sl+".partition_"+which+"("+tn+")")
				continue
			}
			add("rnd_partition_fragment", sl+".partition_fragment_"+which+"("+tn+").layout()")
		default:
			add("rnd_partition", sl+".partition_"+which+"("+g.tensor(ty, ex, ey)+")")
		}
	}
}

// copyAtom draws a Copy_Atom with an element type; some pairs are refused
// by C++ (an LDSM of 8-bit values, cp.async of the wrong width).
func (g atomGen) copyAtom(natural string) (string, int) {
	ops := []string{"SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N",
		"SM75_U16x2_LDSM_T", "SM75_U16x4_LDSM_T", "SM75_U16x8_LDSM_T",
		"SM90_U32x1_STSM_N", "SM90_U32x2_STSM_N", "SM90_U32x4_STSM_N", "SM90_U16x2_STSM_T", "SM90_U16x4_STSM_T", "SM90_U16x8_STSM_T",
		"SM75_U32x1_MOVM_T", "SM50_Shuffle_U32_2x2Trans_XOR1", "SM50_Shuffle_U32_2x2Trans_XOR4"}
	for _, op := range []string{"UniversalCopy<uint8_t>", "UniversalCopy<uint16_t>", "UniversalCopy<uint32_t>", "UniversalCopy<uint64_t>", "UniversalCopy<uint128_t>",
		"UniversalCopy<half_t>", "UniversalCopy<float>", "UniversalCopy<double>",
		"SM80_CP_ASYNC_CACHEALWAYS<uint32_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint64_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>",
		"SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint128_t>", "SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<uint128_t>", "DefaultCopy", "AutoVectorizingCopy"} {
		ops = append(ops, op, op) // the one-thread copies are the common ones
	}
	op := g.pick(ops...)
	ty := natural
	if strings.Contains(op, "LDSM") || strings.Contains(op, "STSM") {
		ty = g.pick("half_t", "half_t", "bfloat16_t", "bfloat16_t", "uint16_t")
	}
	if ty == "" || g.chance(0.1) {
		ty = g.pick("half_t", "half_t", "bfloat16_t", "float", "uint8_t", "int8_t", "double", "tfloat32_t")
	}
	ca := "Copy_Atom<" + op + "," + ty + ">"
	threads := 1
	if strings.HasPrefix(op, "SM75") || strings.HasPrefix(op, "SM90") || strings.HasPrefix(op, "SM50") {
		threads = 32
	}
	return ca, threads
}

// copyAtomVals is the values per thread of a copy atom's reference, read
// from engine/atom (0 where the atom is refused).
func copyAtomVals(ca string) int {
	inner := strings.TrimSuffix(strings.TrimPrefix(ca, "Copy_Atom<"), ">")
	i := strings.LastIndex(inner, ",")
	opFull, ty := inner[:i], inner[i+1:]
	name, targs := opFull, []string(nil)
	if j := strings.Index(opFull, "<"); j >= 0 {
		name, targs = opFull[:j], []string{strings.TrimSuffix(opFull[j+1:], ">")}
	}
	tr, err := atom.LookupCopyTraits(name, targs)
	if err != nil {
		return 0
	}
	a, err := atom.MakeCopyAtom(tr, ty)
	if err != nil {
		return 0
	}
	return a.ValLayoutRef.Size() / a.ThrID.Size()
}

// split2 factors n into a random 2-mode shape.
func (g atomGen) split2(n int) []int {
	var divs []int
	for d := 1; d <= n; d++ {
		if n%d == 0 {
			divs = append(divs, d)
		}
	}
	a := divs[g.r.IntN(len(divs))]
	return []int{a, n / a}
}

// tiledCopy is a random TiledCopy expression with its tile and threads.
type tiledCopy struct {
	expr    string
	ty      string // the element type
	m, n    int    // its tile, where known
	threads int
}

func (g atomGen) tiledCopy() tiledCopy {
	ca, athr := g.copyAtom(g.pick("half_t", "half_t", "float", "bfloat16_t", "int8_t"))
	ty := ca[strings.LastIndex(ca, ",")+1 : len(ca)-1]
	vals := copyAtomVals(ca)
	if vals == 0 {
		vals = 1
	}
	if athr == 1 && g.chance(0.1) {
		// make_cotiled_copy: (thread, value) -> address over a data layout.
		nthr := g.pickInt(8, 16, 32, 64)
		m, n := g.pickInt(8, 16, 32, 64), g.pickInt(8, 16, 32, 64)
		tv := g.layoutOf([]int{nthr, vals}, []int{vals, 1})
		if g.chance(0.4) {
			tv = g.layoutOf([]int{nthr, vals}, []int{1, nthr})
		}
		data := g.layoutOf([]int{m, n}, g.stridesFor([]int{m, n}))
		return tiledCopy{expr: "make_cotiled_copy(" + ca + "{}," + tv + "," + data + ")", ty: ty, m: m, n: n, threads: nthr}
	}
	switch g.r.IntN(6) {
	case 0, 1, 2:
		nthr := athr * g.pickInt(1, 2, 4, 8)
		if athr == 1 {
			nthr = g.pickInt(8, 16, 32, 64, 128, 256)
		}
		if g.chance(0.04) {
			nthr = athr*2 + 1 + g.r.IntN(3)
		}
		nval := vals * g.pickInt(1, 1, 1, 2, 4)
		if g.chance(0.05) && vals > 1 {
			nval = vals / 2 // too few values for the atom: refused
		}
		ts, vs := g.split2(nthr), g.split2(nval)
		thrL := "Layout<Shape<" + strings.Join(ints(ts), ",") + ">>{}"
		switch {
		case g.chance(0.2):
			thrL = g.layoutOf(ts, g.stridesFor(ts)) // padded or broadcast threads too
		case g.chance(0.5):
			thrL = g.layoutOf(ts, []int{ts[1], 1})
		}
		valL := "Layout<Shape<" + strings.Join(ints(vs), ",") + ">>{}"
		if g.chance(0.3) {
			valL = g.layoutOf(vs, []int{vs[1], 1})
		}
		expr := "make_tiled_copy(" + ca + "{}," + thrL + "," + valL + ")"
		if g.chance(0.12) {
			// Rank 1 or rank 3 thread and value layouts (a 3-D tile).
			if g.chance(0.5) {
				thrL, valL = g.layoutOf([]int{nthr}, []int{1}), g.layoutOf([]int{nval}, []int{1})
				expr = "make_tiled_copy(" + ca + "{}," + thrL + "," + valL + ")"
				return tiledCopy{expr: expr, ty: ty, m: nthr * nval, n: 1, threads: nthr}
			}
			t3 := []int{ts[0], ts[1], 1}
			if ts[1]%2 == 0 {
				t3 = []int{ts[0], ts[1] / 2, 2}
			}
			v3 := []int{vs[0], vs[1], 1}
			thrL = g.layoutOf(t3, g.stridesFor(t3))
			expr = "make_tiled_copy(" + ca + "{}," + thrL + "," + g.layoutOf(v3, g.stridesFor(v3)) + ")"
			return tiledCopy{expr: expr, ty: ty, m: t3[0] * v3[0], n: t3[1] * v3[1], threads: nthr}
		}
		if g.chance(0.08) {
			expr = "make_tiled_copy(" + ca + "{}," + thrL + ")"
			vs = []int{1, 1}
		}
		return tiledCopy{expr: expr, ty: ty, m: ts[0] * vs[0], n: ts[1] * vs[1], threads: nthr}
	case 3, 4:
		t := g.tiledMMA()
		which := g.pick("A", "B", "C", "C_atom")
		nat := t.info.ab
		if which == "C" || which == "C_atom" {
			nat = g.pick("float", "half_t")
		}
		ca, _ = g.copyAtom(nat)
		ty = ca[strings.LastIndex(ca, ",")+1 : len(ca)-1]
		m, n := t.m, t.k
		switch which {
		case "B":
			m, n = t.n, t.k
		case "C", "C_atom":
			m, n = t.m, t.n
		}
		return tiledCopy{expr: "make_tiled_copy_" + which + "(" + ca + "{}," + t.expr + ")", ty: ty, m: m, n: n, threads: t.threads}
	}
	inner := g.tiledCopy()
	which := g.pick("S", "D")
	ca2, _ := g.copyAtom(inner.ty)
	return tiledCopy{expr: "make_tiled_copy_" + which + "(" + ca2 + "{}," + inner.expr + ")", ty: inner.ty, m: inner.m, n: inner.n, threads: inner.threads}
}

// copyCases are queries of one random TiledCopy.
func (g atomGen) copyCases(add func(g, e string)) {
	t := g.tiledCopy()
	tc := t.expr
	add("rnd_tiled_copy", tc)
	add("rnd_layoutSD_TV", tc+".get_layout"+g.pick("S", "D")+"_TV()")
	if g.chance(0.3) {
		add("rnd_tile_size", fmt.Sprintf("tile_size<%d>(%s)", g.r.IntN(2), tc))
	}
	if g.chance(0.2) {
		add("rnd_tile_size", "size("+tc+")")
	}
	m, n := max(t.m, 1), max(t.n, 1)
	thr := g.r.IntN(max(t.threads, 1))
	sl := fmt.Sprintf("%s.%s(%d)", tc, g.pick("get_slice", "get_thread_slice"), thr)
	for q := 0; q < 2; q++ {
		which := g.pick("S", "D")
		switch g.r.IntN(4) {
		case 0:
			add("rnd_tidfrg", tc+".tidfrg_"+which+"("+g.randomLayout(g.extent(m), g.extent(n))+")")
		case 1:
			// A thread's fragment, retiled.
			frag := []int{g.pickInt(1, 2, 4, 8, 16), g.pickInt(1, 2, 4), g.pickInt(1, 2, 4)}
			if g.chance(0.3) {
				frag = []int{g.pickInt(2, 4, 8, 16, 32)}
			}
			add("rnd_retile", sl+".retile_"+which+"(make_tensor(make_"+g.pick("gmem", "smem")+"_ptr<"+t.ty+">(nullptr),"+g.layoutOf(frag, g.stridesFor(frag))+"))")
		default:
			tn := g.tensor(t.ty, g.extent(m), g.extent(n))
			if g.chance(0.25) {
				tn = g.gmmaSmemTensor(t.ty, g.pick("K", "MN"), g.extent(m), g.extent(n))
			}
			p := sl + ".partition_" + which + "(" + tn + ")"
			if g.chance(0.2) && !strings.HasPrefix(tn, "make_identity") {
				add("rnd_fragment_like", "make_fragment_like("+p+").layout()")
				continue
			}
			add("rnd_partition_SD", p)
		}
	}
}

// tensorCases are the tensor operations of kernels on a random tensor.
func (g atomGen) tensorCases(add func(g, e string)) {
	x, y := g.pickInt(16, 32, 64, 96, 128), g.pickInt(8, 16, 32, 64, 128)
	tn := g.tensor("", x, y)
	bx, by := g.pickInt(4, 8, 16, 32), g.pickInt(4, 8, 16, 32)
	switch g.r.IntN(7) {
	case 0:
		crd := fmt.Sprintf("make_coord(Int<%d>{},Int<%d>{})", g.r.IntN(max(x/bx, 1)+1), g.r.IntN(max(y/by, 1)+1))
		if g.chance(0.3) {
			crd = fmt.Sprintf("make_coord(Int<%d>{},_)", g.r.IntN(max(x/bx, 1)))
		}
		add("rnd_local_tile", fmt.Sprintf("local_tile(%s,Shape<%s,%s>{},%s)", tn, ic(bx), ic(by), crd))
	case 1:
		bk := g.pickInt(4, 8, 16)
		step := g.pick("Step<_1,X,_1>", "Step<X,_1,_1>", "Step<_1,_1,X>")
		add("rnd_local_tile", fmt.Sprintf("local_tile(%s,Shape<%s,%s,%s>{},make_coord(Int<%d>{},Int<%d>{},_),%s{})", tn, ic(bx), ic(by), ic(bk), g.r.IntN(2), g.r.IntN(2), step))
	case 2:
		ts := []int{g.pickInt(2, 4, 8, 16, 32), g.pickInt(1, 2, 4, 8)}
		add("rnd_local_partition", fmt.Sprintf("local_partition(%s,%s,Int<%d>{})", tn, g.layoutOf(ts, g.stridesFor(ts)), g.r.IntN(ts[0]*ts[1])))
	case 3:
		if g.chance(0.3) {
			// As a kernel's mainloop: the CTA's tile of A by the MMA's tile shape.
			t := g.tiledMMA()
			add("rnd_local_tile", fmt.Sprintf("local_tile(%s,tile_shape(%s),make_coord(Int<%d>{},Int<%d>{},_),Step<_1,X,_1>{})", g.tensor(t.info.ab, t.m*g.pickInt(1, 2), t.k*g.pickInt(1, 2, 4)), t.expr, g.r.IntN(2), g.r.IntN(2)))
			return
		}
		if g.chance(0.3) {
			ts := []int{g.pickInt(2, 4, 8, 16), g.pickInt(1, 2, 4, 8), g.pickInt(1, 2)}
			add("rnd_local_partition", fmt.Sprintf("local_partition(%s,%s,Int<%d>{},%s{})", tn, g.layoutOf(ts, g.stridesFor(ts)), g.r.IntN(ts[0]*ts[1]*ts[2]), g.pick("Step<_1,X,_1>", "Step<X,_1,_1>", "Step<_1,_1,X>")))
			return
		}
		d := g.pick("zipped_divide", "logical_divide", "tiled_divide", "flat_divide")
		add("rnd_divide", fmt.Sprintf("%s(%s,Shape<%s,%s>{})", d, tn, ic(bx), ic(by)))
	case 4:
		if !strings.HasPrefix(tn, "make_identity") {
			add("rnd_recast", "recast<"+g.pick("uint32_t", "uint8_t", "uint128_t", "half_t", "float", "uint64_t")+">("+tn+")")
		}
	case 5:
		// GMMA's shared-memory layout atoms tiled to a shape.
		ty := g.pick("half_t", "bfloat16_t", "float", "tfloat32_t", "int8_t", "uint8_t", "double")
		a := "GMMA::Layout_" + g.pick("MN", "K") + "_" + g.pick("INTER", "SW32", "SW64", "SW128") + "_Atom<" + ty + ">"
		sh := fmt.Sprintf("Shape<_%d,_%d>", g.pickInt(8, 16, 32, 64, 128, 256), g.pickInt(8, 16, 32, 64, 128))
		if g.chance(0.4) {
			sh = fmt.Sprintf("Shape<_%d,_%d,_%d>", g.pickInt(64, 128, 256), g.pickInt(32, 64, 128), g.pickInt(2, 3, 4))
		}
		ts := "tile_to_shape(" + a + "{}," + sh + "{})"
		if g.chance(0.3) {
			ts = "tile_to_shape(" + a + "{}," + sh + "{},Step<_2,_1" + strings.Repeat(",_3", strings.Count(sh, ",")-1) + ">{})"
		}
		if g.chance(0.4) {
			add("rnd_gmma_smem", "make_tensor(make_smem_ptr<"+ty+">(nullptr),"+ts+")")
		} else {
			add("rnd_gmma_smem", ts)
		}
	default:
		if g.chance(0.5) {
			// Slices, as a kernel takes a k-tile or a stage.
			t3 := fmt.Sprintf("local_tile(%s,Shape<%s,%s>{},make_coord(_,_))", tn, ic(bx), ic(by))
			switch g.r.IntN(3) {
			case 0:
				add("rnd_slice", fmt.Sprintf("%s(_,_,Int<%d>{},_)", t3, g.r.IntN(max(x/bx, 1))))
			case 1:
				add("rnd_slice", fmt.Sprintf("%s(_,Int<%d>{})", tn, g.r.IntN(y)))
			default:
				add("rnd_slice", fmt.Sprintf("%s(make_coord(_,Int<%d>{}),_)", "zipped_divide("+tn+",Shape<"+ic(bx)+","+ic(by)+">{})", g.r.IntN(by)))
			}
			return
		}
		if !strings.HasPrefix(tn, "make_identity") && g.chance(0.5) {
			switch g.r.IntN(4) {
			case 0:
				add("rnd_tensor_misc", g.pick("flatten", "filter_zeros")+"("+tn+")")
			case 1:
				add("rnd_tensor_misc", fmt.Sprintf("domain_offset(make_coord(Int<%d>{},Int<%d>{}),%s)", g.r.IntN(x), g.r.IntN(y), tn))
			case 2:
				add("rnd_tensor_misc", "make_tensor_like<"+g.pick("float", "half_t")+">("+tn+").layout()")
			default:
				add("rnd_tensor_misc", "make_fragment_like("+tn+").layout()")
			}
			return
		}
		add("rnd_tensor_misc", g.pick("coalesce", "shape", "size", "layout")+"("+tn+")")
	}
}

// dedupe is an add(group, expression) that appends each expression to
// *out once, in the order first drawn.
func dedupe(out *[]Case) func(grp, e string) {
	seen := map[string]bool{}
	return func(grp, e string) {
		if !seen[e] {
			seen[e] = true
			*out = append(*out, Case{grp, e})
		}
	}
}

// AtomRandomCases draws about n random cases of the atom layer from seed:
// TiledMMAs and their queries, TiledCopies and theirs, and tensor
// operations, in the proportions 45:35:20.
func AtomRandomCases(seed uint64, n int) []Case {
	g := atomGen{rand.New(rand.NewPCG(seed, 0xa70b5))}
	var out []Case
	add := dedupe(&out)
	for tries := 0; len(out) < n && tries < 10*n; tries++ {
		switch p := g.r.IntN(20); {
		case p < 9:
			g.mmaCases(add)
		case p < 16:
			g.copyCases(add)
		default:
			g.tensorCases(add)
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}
