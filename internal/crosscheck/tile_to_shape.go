package crosscheck

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// TileToShapeCases draws n cases of tile_to_shape(block, trg_shape,
// ord_shape) from seed: a compact block of rank 1 to 3, a target of at
// least its rank whose modes are multiples of the block's (a mode in 16
// is not, and a target in 24 has a lower rank, for the refusals), and an
// order: a Step<...> of the target's rank (ties included), LayoutLeft{}
// or LayoutRight{}.
func TileToShapeCases(seed uint64, n int) []Case {
	r := rand.New(rand.NewPCG(seed, 0x711e))
	out := make([]Case, 0, n)
	for range n {
		rb := 1 + r.IntN(3)
		bs := make([]int, rb)
		for i := range bs {
			bs[i] = []int{1, 2, 2, 4, 8}[r.IntN(5)]
		}
		// The block: the modes of bs laid out in a random order.
		perm := r.Perm(rb)
		bd := make([]int, rb)
		cur := 1
		for _, p := range perm {
			bd[p] = cur
			cur *= bs[p]
		}
		rt := rb + r.IntN(4-rb)
		if rb > 1 && r.IntN(24) == 0 {
			rt = rb - 1 // Rank of layout must be <= rank of target shape
		}
		ts := make([]string, rt)
		for i := range ts {
			t := []int{1, 2, 3, 4}[r.IntN(4)]
			if i < rb {
				t *= bs[i]
				if r.IntN(16) == 0 && bs[i] > 1 {
					t++ // not a multiple
				}
			}
			ts[i] = staticInt(t)
		}
		var order string
		switch k := r.IntN(6); {
		case k == 0:
			order = "LayoutLeft{}"
		case k == 1:
			order = "LayoutRight{}"
		default:
			steps := make([]string, rt)
			for i, p := range r.Perm(rt) {
				if r.IntN(5) == 0 {
					p = 0 // a tie
				}
				steps[i] = fmt.Sprintf("_%d", p)
			}
			order = "Step<" + strings.Join(steps, ",") + ">{}"
		}
		ss, ds := make([]string, rb), make([]string, rb)
		for i := range bs {
			ss[i], ds[i] = staticInt(bs[i]), staticInt(bd[i])
		}
		block := "Layout<Shape<" + strings.Join(ss, ",") + ">,Stride<" + strings.Join(ds, ",") + ">>{}"
		out = append(out, Case{"tile_to_shape", "tile_to_shape(" + block + ",Shape<" + strings.Join(ts, ",") + ">{}," + order + ")"})
	}
	return out
}
