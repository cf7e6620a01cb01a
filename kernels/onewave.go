package kernels

import "fmt"

// chooseCooperative is the cooperative kernel (tma-multicast's body) on
// kern's own tiles, and why, where kern, Choose's pick at m×n×k past the
// small shapes (swapped or not), is ping-pong on 256-row tiles in 2×1
// clusters that come to one wave of HopperClusters or less; else kern and
// why as they are. With one tile a cluster, ping-pong's second consumer
// warpgroup has no tile to take and the first computes its 128-row part
// alone, epilogue and all, while the cooperative kernel's two share it,
// 64 rows each. Measured on the H200 (docs/benchmarks.md, "One wave of
// ping-pong's tiles"): faster at 7 of 8 shapes (−2.5%), by 7% where K is
// short (5352×560×480: 11.8 µs against 12.7).
func chooseCooperative(m, n, k int, kern Kernel, why string) (Kernel, string) {
	if kern.File != TMAPingpong.File || kern.TileM != 256 || kern.ClusterM != 2 || kern.ClusterN != 1 {
		return kern, why
	}
	rows, cols := oriented(m, n, kern)
	t := tileCount(rows, cols, kern)
	if t > HopperClusters {
		return kern, why
	}
	coop := multicastVariant(kern.TileN)
	if kern.SwapAB {
		sw, ok := Swapped(coop)
		if !ok {
			return kern, why
		}
		coop = sw
	}
	return coop, fmt.Sprintf("%s; %d tiles of 256x%d are one wave, one a cluster, so the cooperative kernel's two consumer warpgroups share each tile (ping-pong's second would have none)", why, t, kern.TileN)
}

// WideFillMinWidth is the narrowest 256-row tiles chooseWideFill runs:
// narrower cooperative tiles that fill one wave ran slower than the
// pick they replaced at 6 of 8 shapes (120–152 columns; docs/benchmarks.md,
// "One wave of ping-pong's tiles"), those 192 wide or more faster at 11 of
// 13 ("One wave of wide cooperative tiles").
const WideFillMinWidth = 192

// wideFillTiles is the cooperative kernel's 256-row tiles at m×n,
// WideFillMinWidth to 256 columns, that fill one wave of HopperClusters:
// the columns one wave leaves each tile row, in multiples of 8; ok false
// where those are narrower or wider.
func wideFillTiles(m, n int) (Kernel, bool) {
	tm := (m + 255) / 256
	per := HopperClusters / tm // tiles along N one wave has room for
	if per < 1 {
		return Kernel{}, false
	}
	w := ((n+per-1)/per + 7) / 8 * 8
	if w < WideFillMinWidth || w > 256 {
		return Kernel{}, false
	}
	return multicastVariant(w), true
}

// chooseWideFill is one wave of the cooperative kernel's wide tiles
// (wideFillTiles), at m×n or swapped (at n×m: Swapped), whichever has the
// fewer K steps for its busiest cluster (unswapped on a tie), and why,
// where kern, Choose's pick past the small shapes and the 384-row rules,
// is the cooperative kernel on 256-row tiles in 2×1 clusters and they
// save TallMinGain of its steps; else kern and why. cuBLAS fills the wave
// so (2016×1736×4808: 126 CTAs of 224 rows by 128 columns, our 256×224
// swapped, 50.6 µs against auto's 62.5 on 256×160 tiles over a wave and a
// half; the rule runs 256×224 unswapped there, as many steps: 50.7). Measured
// on the H200 (docs/benchmarks.md, "One wave of wide cooperative tiles"):
// held out, 13 of 14 shapes faster (−7.8%).
func chooseWideFill(m, n, k int, kern Kernel, why string) (Kernel, string) {
	if kern.File != TMAMulticast.File || kern.TileM != 256 || kern.ClusterM != 2 || kern.ClusterN != 1 {
		return kern, why
	}
	ks := pickSteps(m, n, k, kern)
	best, bs, ok := Kernel{}, 0.0, false
	if c, cok := wideFillTiles(m, n); cok {
		best, bs, ok = c, clusterSteps(m, n, k, c), true
	}
	if c, cok := wideFillTiles(n, m); cok {
		if s := clusterSteps(n, m, k, c); !ok || s < bs {
			if sw, sok := Swapped(c); sok {
				best, bs, ok = sw, s, true
			}
		}
	}
	if !ok || bs >= ks*(1-TallMinGain) || best.Name == kern.Name {
		return kern, why
	}
	rows, cols := oriented(m, n, best)
	tm, tn := tileGrid(rows, cols, best)
	what := ""
	if best.SwapAB {
		what = " (C = A·Bᵀ computed as Cᵀ = B·Aᵀ, the operands swapped)"
	}
	return best, fmt.Sprintf("one wave of wide cooperative tiles%s: %d tiles of 256x%d (%dx%d), the busiest cluster computes %s K steps' worth of a 256x256 tile, %.0f%% fewer than on %s's %dx%d tiles (%s)", what, tm*tn, best.TileN, tm, tn, stepsText(bs), 100*(1-bs/ks), kern.Name, kern.TileM, kern.TileN, stepsText(ks))
}
