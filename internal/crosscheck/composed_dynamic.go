package crosscheck

import (
	"fmt"
	"math/rand/v2"
)

// DynamicComposedTensorCases draws about n cases from seed of swizzled
// (composed) layouts and tensors with run-time parts, as kernels hold
// them: composition(Swizzle, L) of a layout with run-time extents or
// strides, GMMA and UMMA layout atoms tiled to run-time shapes,
// shared-memory tensors of them sliced and tiled at run-time
// coordinates, and their partitions by TiledMMAs and TiledCopies for
// run-time thread indices. Unlike ComposedTensorCases, every case is
// compared exactly, static markers included.
func DynamicComposedTensorCases(seed uint64, n int) []Case {
	g := dynAtomGen{atomGen{rand.New(rand.NewPCG(seed, 0xc0d5))}}
	var out []Case
	add := dedupe(&out)
	const (
		m80   = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},Layout<Shape<_2,_2,_1>>{})"
		ldsmA = "Copy_Atom<SM75_U32x4_LDSM_N,half_t>{}"
		ldsmB = "Copy_Atom<SM75_U32x2_LDSM_N,half_t>{}"
	)
	swz := func() string {
		b, m := g.pickInt(1, 2, 3), g.pickInt(0, 1, 2, 3, 4)
		return fmt.Sprintf("Swizzle<%d,%d,%d>{}", b, m, g.pickInt(b, 3))
	}
	for tries := 0; len(out) < n && tries < 20*n; tries++ {
		x, y := g.pickInt(16, 32, 64, 128), g.pickInt(16, 32, 64)
		var lay string
		switch g.r.IntN(4) {
		case 0:
			// A swizzle of a layout with run-time extents or strides.
			lay = "composition(" + swz() + "," + g.dynLayout(x, y) + ")"
		case 1:
			lay = "composition(" + swz() + ",make_layout(make_shape(" + ic(x) + "{}," + ic(y) + "{}),make_stride(" + g.num(y) + ",_1{})))"
		case 2:
			at := "GMMA::Layout_" + g.pick("K", "MN") + "_" + g.pick("INTER", "SW32", "SW64", "SW128") + "_Atom<half_t>{}"
			if g.chance(0.4) {
				at = "UMMA::Layout_" + g.pick("K", "MN") + "_" + g.pick("INTER", "SW32", "SW64", "SW128") + "_Atom<half_t>{}"
			}
			x, y = g.pickInt(64, 128), g.pickInt(64, 128)
			lay = "tile_to_shape(" + at + ",make_shape(" + g.num(x) + "," + g.num(y) + "))"
		default:
			lay = "composition(Swizzle<3,3,3>{},Layout<Shape<" + ic(x) + "," + ic(y) + ">,Stride<" + ic(y) + ",_1>>{})"
		}
		ten := "make_tensor(make_smem_ptr<half_t>(nullptr)," + lay + ")"
		switch g.r.IntN(12) {
		case 0:
			add("cdyn_layout", lay)
		case 1:
			add("cdyn_tensor", ten)
		case 2:
			add("cdyn_slice", ten+"(_,"+g.coord(y)+")")
		case 3:
			add("cdyn_slice", ten+"("+g.coord(x)+",_)")
		case 4:
			add("cdyn_eval", lay+"(make_coord("+g.coord(x)+","+g.coord(y)+"))")
		case 5:
			add("cdyn_tile", fmt.Sprintf("local_tile(%s,Shape<_16,_16>{},make_coord(%s,%s))", ten, g.coord(x/16), g.coord(y/16)))
		case 6:
			add("cdyn_divide", g.pick("zipped_divide", "logical_divide", "flat_divide")+"("+ten+",Shape<_8,_8>{})")
		case 7, 8:
			ca := "make_tiled_copy_A(" + ldsmA + "," + m80 + ").get_slice(" + g.thread(128) + ")"
			if g.chance(0.5) {
				ca = "make_tiled_copy_B(" + ldsmB + "," + m80 + ").get_slice(" + g.thread(128) + ")"
			}
			add("cdyn_copy", ca+".partition_S("+ten+")")
		case 9, 10:
			add("cdyn_mma", m80+".get_slice("+g.thread(128)+").partition_"+g.pick("A", "B", "C")+"("+ten+")")
		default:
			add("cdyn_frag", m80+".get_slice("+g.thread(128)+").partition_fragment_"+g.pick("A", "B", "C")+"("+ten+")")
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}
