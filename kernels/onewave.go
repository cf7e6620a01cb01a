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
	rows, cols := m, n
	if kern.SwapAB {
		rows, cols = n, m
	}
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
