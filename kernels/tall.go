package kernels

import "fmt"

// The 384-row tiles: the cooperative kernel's 192-row CTAs (three consumer
// warpgroups, tallVariant) in 2×1 clusters, which Choose runs where rows of
// 256 (or 512) leave the last row of tiles mostly empty and 384 do not;
// and, where those do not apply, the same CTAs in 1×2 clusters (192-row
// tiles, the two CTAs sharing A).

// TallMinWidth is the narrowest 384-row tile Choose runs. Measured on the
// H200 (docs/benchmarks.md, "Tiles of 384 rows"): at 21 shapes drawn where
// the 384-row tiles of 96 columns or more had 5% fewer busiest-cluster K
// steps than auto's pick, the tiles 112–192 wide ran 0.8–24% faster at 17
// of 18 (4.8% slower at the eighteenth), those 96 and 104 wide 1.1–4.8%
// slower at three of three; 64–88 wide were 20–90% slower (call 1): a
// 192-row CTA narrower than that loads more per step than its tensor cores
// use.
const TallMinWidth = 112

// TallMinGain is the least fraction of the busiest cluster's K steps
// (clusterSteps) that the 384-row tiles must save against Choose's pick for
// Choose to run them (the measured picks of calls 1 and 2 saved 5–19%).
const TallMinGain = 0.05

// TallMaxWaves is the most waves of the 66 clusters that the 384-row tiles
// Choose weighs take: they are narrowed to the columns that one wave
// leaves each cluster. Measured on the H200 (docs/benchmarks.md, "Tiles of
// 384 rows"): where they took one wave they ran faster at 18 of 19 shapes
// over the fit and a held-out set (−12.1% on average; 3.5% slower at the
// nineteenth), where they took two at 17 of 23 (−1.6%): the cooperative
// kernel does not overlap the first wave's epilogue with the second's main
// loop, as the ping-pong picks it replaced there do. Held out again after
// the cut, 15 of 16 shapes ran faster (−6.8%).
const TallMaxWaves = 1

// tallTiles is the 384-row tiles, TallMinWidth to TallMaxWidth columns,
// whose busiest cluster computes the fewest K steps at m×n×k, of those
// trimmed to fill one wave to TallMaxWaves waves of HopperClusters; ok
// false where none is that wide or narrow.
func tallTiles(m, n, k int) (best Kernel, steps float64, ok bool) {
	tm := (m + 383) / 384
	for w := 1; w <= TallMaxWaves; w++ {
		tn := w * HopperClusters / tm
		if tn < 1 {
			continue
		}
		bn := ((n+tn-1)/tn + 7) / 8 * 8
		if bn < TallMinWidth || bn > TallMaxWidth {
			continue
		}
		kern := tallVariant(bn)
		if s := clusterSteps(m, n, k, kern); !ok || s < steps {
			best, steps, ok = kern, s, true
		}
	}
	return best, steps, ok
}

// chooseTall is the 384-row tiles and their reason where they save
// TallMinGain of the busiest cluster's K steps against kern, Choose's pick
// at m×n×k past the small shapes (swapped or not): tallTiles' at m×n×k, or
// at n×m×k swapped (Swapped, C = A·Bᵀ computed as Cᵀ = B·Aᵀ) where those
// save SwapMinGain against them, or where only they apply; else
// chooseOneByTwo's pick.
func chooseTall(m, n, k int, kern Kernel, why string) (Kernel, string) {
	tall, ts, ok := tallTiles(m, n, k)
	rows, cols, swapped := m, n, false
	if st, sts, sok := tallTiles(n, m, k); sok && (!ok || sts < ts*(1-SwapMinGain)) {
		if sw, swok := Swapped(st); swok {
			tall, ts, ok, rows, cols, swapped = sw, sts, true, n, m, true
		}
	}
	ks := pickSteps(m, n, k, kern)
	if !ok || ts >= ks*(1-TallMinGain) {
		return chooseOneByTwo(m, n, k, kern, ks, why)
	}
	tm, tn := tileGrid(rows, cols, tall)
	what := fmt.Sprintf("%d rows are %d tile rows of 384", rows, tm)
	if swapped {
		what = fmt.Sprintf("C = A·Bᵀ computed as Cᵀ = B·Aᵀ (the operands swapped, each tile stored transposed): its %d rows (C's columns) are %d tile rows of 384", rows, tm)
	}
	return tall, fmt.Sprintf("%s (192 a CTA, three consumer warpgroups), the last %d full: on %d tiles of 384x%d, one wave, the busiest cluster computes %s K steps' worth of a 256x256 tile, %.0f%% fewer than on %s's %dx%d tiles (%s)", what, rows-(tm-1)*384, tm*tn, tall.TileN, stepsText(ts), 100*(1-ts/ks), kern.Name, kern.TileM, kern.TileN, stepsText(ks))
}

// stepsText writes a count of K steps' worth: to a tenth under 100.
func stepsText(s float64) string {
	if s < 100 {
		return fmt.Sprintf("%.1f", s)
	}
	return fmt.Sprintf("%.0f", s)
}

// OneByTwoOver512MaxWidth is the widest CTA part of the 1×2 clusters'
// 192-row tiles that Choose runs in place of 512-row tiles. Measured on the
// H200 (docs/benchmarks.md, "192-row tiles in 1×2 clusters"): in place of
// 512-row tiles, 144 and 160 columns a CTA ran 15–20% faster at two
// shapes (cuBLAS runs such tiles there: 544×6200×2080 on 132 CTAs of
// 192×144), 168 and 176 0–4% slower at three; held out, at most 160, 14
// of 14 faster (−14.0%).
const OneByTwoOver512MaxWidth = 160

// oneByTwoTiles is the 192-row tiles in 1×2 clusters (the two CTAs of a
// cluster side by side along N, sharing their A rows by multicast:
// tma-multicast-192x{2N}-1x2), one wave of them, TallMinWidth to
// TallMaxWidth columns a CTA, at m×n×k, and their busiest cluster's K
// steps; ok false where one wave's tiles are not that wide or narrow.
func oneByTwoTiles(m, n, k int) (best Kernel, steps float64, ok bool) {
	kern, ok := oneByTwoWave(m, n, 192, TallMinWidth, TallMaxWidth, 1)
	if !ok {
		return Kernel{}, 0, false
	}
	return kern, clusterSteps(m, n, k, kern), true
}

// chooseOneByTwo is oneByTwoTiles' kernel and its reason where it saves
// TallMinGain of the busiest cluster's K steps against kern (ks of them),
// the pick chooseTall keeps, and, where that is of 512-row tiles, are at
// most OneByTwoOver512MaxWidth columns a CTA; else kern and why. Only where
// the 384-row tiles do not apply: where they do, the 1×2 clusters ran 5 of
// 8 held-out shapes faster, by about 1%, and up to 5.8% slower
// (docs/benchmarks.md, "192-row tiles in 1×2 clusters"). In place of
// 512-row tiles they ran 14 of 14 held-out shapes faster (−14%) at 144–160
// columns a CTA, 0–4% slower at three of 168–176.
func chooseOneByTwo(m, n, k int, kern Kernel, ks float64, why string) (Kernel, string) {
	wide, ws, ok := oneByTwoTiles(m, n, k)
	if !ok || ws >= ks*(1-TallMinGain) || (kern.TileM == 512 && wide.TileN/2 > OneByTwoOver512MaxWidth) {
		return kern, why
	}
	tm, tn := tileGrid(m, n, wide)
	return wide, fmt.Sprintf("%d rows are %d tile rows of 192 (three consumer warpgroups a CTA), the last %d full, in 1x2 clusters sharing A: on %d tiles of 192x%d, one wave, the busiest cluster computes %s K steps' worth of a 256x256 tile, %.0f%% fewer than on %s's %dx%d tiles (%s)", m, tm, m-(tm-1)*192, tm*tn, wide.TileN, stepsText(ws), 100*(1-ws/ks), kern.Name, kern.TileM, kern.TileN, stepsText(ks))
}
