package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// DynamicUMMACases draws about n cases from seed of Blackwell's UMMA
// TiledMMAs and TMEM copies over tensors of run-time extents, strides
// and coordinates: a thread's partition_A/B/C of global tensors and of a
// CTA's tile of them (local_tile at int block coordinates),
// partition_fragment_C (the accumulator in TMEM) of such a tile and of a
// run-time or static shape, partition_fragment_A/B of shared memory of a
// run-time leading dimension (a descriptor C++ builds only from static
// strides), make_tmem_copy over the accumulator with partition_S/D for a
// run-time thread index, and slices at run-time coordinates.
func DynamicUMMACases(seed uint64, n int) []Case {
	g := dynAtomGen{atomGen{rand.New(rand.NewPCG(seed, 0x5100d))}}
	var ops []ummaOp
	for _, u := range ummaOps() {
		// The atoms C++ declares (UMMACases checks those it refuses).
		if _, err := cutetui("MMA_Atom<" + u.op + ">{}"); err == nil {
			ops = append(ops, u)
		}
	}
	var out []Case
	add := dedupe(&out)
	atoms := []string{"SM100_TMEM_LOAD_32dp32b8x", "SM100_TMEM_LOAD_32dp32b32x", "SM100_TMEM_LOAD_16dp256b1x", "SM100_TMEM_LOAD_16dp32b4x",
		"SM100_TMEM_STORE_32dp32b16x", "SM100_TMEM_LOAD_32dp32b16x_16b", "SM100_TMEM_LOAD_16dp128b2x", "SM100_TMEM_LOAD_32dp32b1x"}
	for tries := 0; len(out) < n && tries < 20*n; tries++ {
		u := ops[g.r.IntN(len(ops))]
		ab := u.op[strings.Index(u.op, "<")+1 : strings.Index(u.op, ",")]
		cty := strings.Split(u.op[strings.Index(u.op, "<")+1:], ",")[2]
		tiled := "make_tiled_mma(" + u.op + "{})"
		if g.chance(0.15) && !u.two {
			tiled = "make_tiled_mma(" + u.op + "{}," + g.pick("Layout<Shape<_2,_1,_1>>{}", "Layout<Shape<_1,_2,_1>>{}") + ")"
		}
		thr := g.thread(2)
		sl := tiled + ".get_slice(" + thr + ")"
		m, nn := u.m*g.pickInt(1, 1, 2), u.n*g.pickInt(1, 1, 2)
		switch g.r.IntN(8) {
		case 0:
			add("umma_dyn_partition", sl+".partition_C("+g.gtensor(cty, []int{m, nn})+")")
		case 1:
			add("umma_dyn_partition", sl+".partition_C("+g.tile(cty, m, nn, false)+")")
		case 2:
			which := g.pick("A", "B")
			x := m
			if which == "B" {
				x = nn
			}
			k := g.pickInt(64, 128)
			tn, _ := g.tensorOf(ab, x, k)
			add("umma_dyn_partition", sl+".partition_"+which+"("+tn+")")
		case 3:
			add("umma_dyn_tmem", sl+".partition_fragment_C("+g.tile(cty, m, nn, false)+")")
		case 4:
			shp := g.dynShape([]int{m, nn})
			if g.chance(0.4) {
				shp = "make_shape(" + ic(m) + "{}," + ic(nn) + "{})"
			}
			add("umma_dyn_tmem", "partition_fragment_C("+tiled+","+shp+")")
		case 5:
			// The accumulator sliced at run-time tile coordinates.
			add("umma_dyn_tmem", fmt.Sprintf("partition_fragment_C(%s,Shape<%s,%s>{})(_,%s,%s)", tiled, ic(2*u.m), ic(u.n), g.coord(2), g.coord(1)))
		case 6:
			// A and B from shared memory through descriptors: the UMMA
			// layout atom tiled (static strides), or a plain tile of a
			// run-time leading dimension.
			which := g.pick("A", "B")
			x := m
			if which == "B" {
				x = nn
			}
			k := 64
			major := "K"
			if strings.Contains(u.op, "UMMA::Major::MN") && which == "A" {
				major = "MN"
			}
			var sm string
			if g.chance(0.5) {
				sm = fmt.Sprintf("make_tensor(make_smem_ptr<%s>(nullptr),tile_to_shape(UMMA::Layout_%s_%s_Atom<%s>{},make_shape(%s{},%s{})))", ab, major, g.pick("INTER", "SW32", "SW64", "SW128"), ab, ic(x), ic(k))
				if g.chance(0.5) {
					sm = fmt.Sprintf("local_tile(%s,Shape<%s,%s>{},make_coord(_0{},%s))", sm, ic(x), ic(k/2), g.coord(2))
				}
			} else {
				sm = g.stensor(ab, []int{x, k})
			}
			add("umma_dyn_desc", sl+".partition_fragment_"+which+"("+sm+")")
		default:
			if u.two || u.m < 128 {
				add("umma_dyn_partition", sl+".partition_C("+g.tile(cty, m, nn, g.chance(0.3))+")")
				continue
			}
			frg := fmt.Sprintf("partition_fragment_C(%s,Shape<%s,%s>{})", tiled, ic(u.m), ic(u.n))
			at := g.pick(atoms...)
			ty := cty
			if strings.HasSuffix(at, "_16b") {
				ty = "half_t"
			}
			tc := fmt.Sprintf("make_tmem_copy(Copy_Atom<%s,%s>{},%s)", at, ty, frg)
			ts := tc + ".get_slice(" + g.thread(128) + ")"
			gp := sl + ".partition_C(" + g.tile(cty, u.m, u.n, false) + ")"
			switch g.r.IntN(3) {
			case 0:
				add("umma_dyn_tmem_copy", ts+".partition_S("+frg+")")
			case 1:
				add("umma_dyn_tmem_copy", ts+".partition_D("+gp+")")
			default:
				add("umma_dyn_tmem_copy", "make_fragment_like("+ts+".partition_D("+gp+"))")
			}
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// DynamicSmemDescCases are make_umma_desc of shared-memory tiles with
// run-time integers: C++ reads the canonical layout's strides as
// constexpr, so a run-time stride (or, for K-major, a run-time MN extent)
// does not compile, and cutetui must refuse it too; a run-time extent of
// an MN-major tile is not read as a constant.
func DynamicSmemDescCases() []InstrDescCase {
	var out []InstrDescCase
	for _, c := range []struct{ t, major string }{
		{"make_tensor(make_smem_ptr<half_t>(nullptr),make_layout(make_shape(_64{},_16{}),make_stride(_1{},int(64))))", "K"},
		{"make_tensor(make_smem_ptr<half_t>(nullptr),make_layout(make_shape(_64{},_16{}),make_stride(_1{},int(64))))", "MN"},
		{"make_tensor(make_smem_ptr<half_t>(nullptr),make_layout(make_shape(_64{},_16{}),make_stride(int(16),_1{})))", "K"},
		{"make_tensor(make_smem_ptr<half_t>(nullptr),make_layout(make_shape(int(64),_16{}),make_stride(_16{},_1{})))", "K"},
		{"make_tensor(make_smem_ptr<half_t>(nullptr),make_layout(make_shape(int(64),_16{}),make_stride(_1{},_64{})))", "MN"},
		{"make_tensor(make_smem_ptr<half_t>(nullptr),make_layout(make_shape(_64{},int(16)),make_stride(_1{},_64{})))", "MN"},
		{"make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(UMMA::Layout_K_SW128_Atom<half_t>{},make_shape(int(128),_64{})))", "K"},
		{"make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(UMMA::Layout_MN_SW128_Atom<half_t>{},make_shape(int(128),_64{})))", "MN"},
		{"make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(UMMA::Layout_MN_SW64_Atom<half_t>{},make_shape(_128{},int(64))))", "MN"},
		{"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(UMMA::Layout_K_SW128_Atom<half_t>{},Shape<_128,_64>{})),Shape<_128,_16>{},make_coord(_0{},int(1)))", "K"},
		{"local_tile(make_tensor(make_smem_ptr<half_t>(nullptr),tile_to_shape(UMMA::Layout_MN_SW128_Atom<half_t>{},Shape<_128,_64>{})),Shape<_64,_16>{},make_coord(int(1),_0{}))", "MN"},
	} {
		out = append(out, smemDescCase(c.t, c.major))
	}
	return out
}
