package kernels

// The operands swapped: C = A·Bᵀ computed as Cᵀ = B·Aᵀ, so that a shape's
// few rows fall on the tile's N, which wgmma sizes by 8, and not on its 256
// rows (Swapped).

import (
	"fmt"
	"strings"
)

// SwapSuffix ends the name of a kernel that Swapped made:
// "tma-multicast-256x136-t".
const SwapSuffix = "-t"

// Swapped is kern computing Cᵀ = B·Aᵀ in place of C = A·Bᵀ: the host hands
// it B as its A and A as its B and the shape N×M×K (Kernel.SwapAB), and its
// epilogue stores each tile transposed, element (i, j) of its N×M product
// at C[j][i] (TRANSPOSE_C in tma_multicast.cuh: two warps' 16×32 boxes
// staged as one of 32 rows of C by 32 columns, stored by TMA through a map
// of C with boxes of that shape). ok is false for kernels without that
// epilogue (those not built on tma_multicast.cuh, and those already
// swapped).
func Swapped(kern Kernel) (Kernel, bool) {
	if kern.SwapAB || !kern.StoreC || !strings.HasSuffix(kern.Source, tmaMulticastBody) {
		return kern, false
	}
	kern.Name += SwapSuffix
	kern.About = fmt.Sprintf("%s; operands swapped (Cᵀ = B·Aᵀ on an NxM grid of tiles, each stored transposed)", kern.About)
	kern.Source = "#define TRANSPOSE_C 1\n" + kern.Source
	kern.SwapAB = true
	return kern, true
}

// swappedByName is the kernel a name ending in SwapSuffix names: Swapped
// of the kernel the rest of the name does.
func swappedByName(name string) (Kernel, bool) {
	rest, ok := strings.CutSuffix(name, SwapSuffix)
	if !ok || strings.HasSuffix(rest, SwapSuffix) { // swapped once at most: no recursion on "-t-t-t…"
		return Kernel{}, false
	}
	base, err := ByName(rest)
	if err != nil {
		return Kernel{}, false
	}
	return Swapped(base)
}

// SwapMinGain is the least fraction of the busiest cluster's K steps
// (clusterSteps) that the kernel Choose picks for the swapped shape N×M×K
// must save against its pick for M×N×K for Choose to run it swapped.
// Measured on the H200 (docs/benchmarks.md, "The operands swapped"): at
// the ten shapes of twenty where it saved 10–23% the swapped kernel ran
// 3–31% faster (17% on average), and held out, 23 of 24 faster (−10.7%);
// with the transposed epilogue of 32×32 boxes, at twenty shapes where it
// saved 3–10%, 10 of 11 saving 5% or more ran 1–12% faster (the eleventh
// 0.8% slower), while those saving 3–4.2% went from 4.7% faster to 5.4%
// slower; held out at 21 shapes saving 5–10%, 21 faster (−7.7% on
// average).
const SwapMinGain = 0.05

// SwapMinRows is the least tile height (rows of the cluster's tile) of a
// kernel that Choose runs swapped. Measured on the H200 (docs/benchmarks.md,
// "The operands swapped"): swapped onto the small shapes' 128-row tiles
// of tma-pingpong-64xN, with 10% fewer steps or more, it was 5–15% slower
// at three of five held-out shapes; onto 256-row tiles, faster at 18 of
// 19, and held out after the cut, at 23 of 24.
const SwapMinRows = 256

// chooseSwapped is Choose's pick computing Cᵀ = B·Aᵀ (Swapped) and its
// reason, ok where it applies: where chooseOriented's kernel for n×m×k
// has SwapMinGain fewer busiest-cluster steps than kern, its pick for
// m×n×k. A few hundred rows
// on 256-row tiles leave the last row of tiles mostly empty (528 rows: 768
// computed); swapped, they are the tiles' columns, which wgmma sizes by 8
// (three tiles of 176).
func chooseSwapped(m, n, k, pitch int, kern Kernel) (Kernel, string, bool) {
	if m == n {
		return Kernel{}, "", false
	}
	st, _ := chooseOriented(n, m, k, pitch)
	sw, ok := Swapped(st)
	if !ok || st.TileM < SwapMinRows {
		return Kernel{}, "", false
	}
	s0, s1 := clusterSteps(m, n, k, kern), clusterSteps(n, m, k, st)
	if s1 >= s0*(1-SwapMinGain) {
		return Kernel{}, "", false
	}
	sm, sn := tileGrid(n, m, st) // along C's N, along its M
	km, kn := tileGrid(m, n, kern)
	return sw, fmt.Sprintf("C = A·Bᵀ computed as Cᵀ = B·Aᵀ (the operands swapped, each tile stored transposed): on the %dx%d grid of %dx%d tiles of %s the busiest cluster computes %.0f K steps' worth of a 256x256 tile, %.0f%% fewer than on the %dx%d grid of %dx%d tiles of %s (%.0f); %d of the %d rows of %s's tiles hold C's, %d of %d swapped", sm, sn, st.TileM, st.TileN, st.Name, s1, 100*(1-s1/s0), km, kn, kern.TileM, kern.TileN, kern.Name, s0, m, km*kern.TileM, kern.Name, n, sm*st.TileM), true
}
