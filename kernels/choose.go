package kernels

// How auto picks a kernel for a shape (Choose, ChooseWhy): the small
// shapes' one-wave tiles, the kernels weighed under and past two waves of
// ping-pong's 256×192 tiles, and the busiest cluster's K steps
// (clusterSteps) that most of the rules compare.

import (
	"fmt"
	"strings"
)

// DeepMinSteps is the least K steps (of 64) at which Choose runs
// TMAPingpong64x128Deep in place of TMAPingpong64x128.
const DeepMinSteps = 24

// SmallTile is the 128×N tile (per 2×1 cluster of tma-pingpong-64xN) that
// Choose runs a small shape on, ok false when 128×256 tiles are more than
// one wave of HopperClusters. In one wave every CTA computes one tile, so
// the launch takes about one CTA's time, which grows with its tile (H200,
// 1200×800×1200: 40 tiles of 128×256 in 15.5 µs, 50 of 128×160 in 11.7;
// docs/benchmarks.md). It is the ladder's tile — the first of 128, 160,
// 192 and 256 columns whose tiles fit one wave — trimmed to the columns
// its count along N needs (a multiple of 8: 1400 columns are 6 tiles of
// 240, not 256), or, where that puts half as many CTAs again to work, the
// narrowest tile that fits one wave (at least 64 columns): 512×768 runs 48
// tiles of 128×64, not 24 of 128×128. A narrower tile that adds fewer
// tiles than that was slower on the H200 (640×1536×2048: 65 tiles of
// 128×120 at 80% of cuBLAS, 60 of 128×128 at 90%): the A panels it
// reloads cost more than the work it spreads.
func SmallTile(m, n int) (bn int, ok bool) {
	bn, _, _, ok = smallTile(m, n)
	return bn, ok
}

// smallTile is SmallTile's tile with the ladder's width it came from, and
// whether it is the narrowest one-wave tile rather than the ladder's trimmed.
func smallTile(m, n int) (bn, ladder int, narrowest, ok bool) {
	tm := (m + 127) / 128
	if m <= 0 || n <= 0 || tm > HopperClusters {
		return 0, 0, false, false
	}
	for _, w := range []int{128, 160, 192, 256} {
		if tm*((n+w-1)/w) <= HopperClusters {
			ladder = w
			break
		}
	}
	if ladder == 0 {
		return 0, 0, false, false
	}
	tn := (n + ladder - 1) / ladder
	bn = max(((n+tn-1)/tn+7)/8*8, 64)
	perRow := HopperClusters / tm // tiles along N that one wave has room for
	narrow := max(((n+perRow-1)/perRow+7)/8*8, 64)
	if 2*((n+narrow-1)/narrow) >= 3*tn {
		return narrow, ladder, true, true
	}
	return bn, ladder, false, true
}

// Auto is the kernel name (cutetui bench --kernel auto, sweep.Config.Kernel)
// that runs each shape with the kernel Choose picks for it. It names no
// Kernel of All.
const Auto = "auto"

// Choose is the kernel a library would dispatch to for C[m×n] = A[m×k]·B[n×k]ᵀ
// on a Hopper GPU, between the persistent kernels that lead at different
// shapes (docs/benchmarks.md, "Per-shape choice", "The default kernel,
// unaligned K and small shapes" and "Narrow tiles"):
//
//   - where 128×256 tiles are at most one wave of HopperClusters (small
//     shapes), tma-pingpong-64xN on the narrowest 128×N tiles that are
//     (SmallTile: the most CTAs at work, the least work a CTA, split along K
//     where SplitTail allows; 1000³ in 11.9 µs on 128×128 against
//     128×256's 14.5 and tma-multicast's 17.4), with 8 stages from
//     DeepMinSteps K steps where N ≤ 128; and, for tiles of 128 columns
//     or more, in 4×1 clusters of the narrowest tiles as wide (or as 192
//     columns, where those are wider) whose clusters fit one wave of
//     HopperQuadClusters (quadTile, smallQuad: the L2 serves B once for
//     four CTAs), where there are such, or in 2×2 clusters of 128×128
//     tiles where 4×1 ones would be a quarter wider (SmallDuo); but on
//     the 2×1 tiles where 4×1 clusters would widen 192 columns to 256 in
//     four cluster rows or more whose last is at most half full (stayDuo);
//     from LongKMinSteps K steps, 128×64 tiles become 128×128 with K
//     shared out, 2×1 tiles 72–128 wide tma-multicast's 256×256 with K
//     split where their steps are under SmallLongKRatio times, and from
//     QuadLongKMinSteps 4×1 clusters of tiles up to QuadLongKMaxWidth
//     wide tma-multicast's too;
//   - under two waves of tma-pingpong's 256×192 tiles, the kernel whose
//     busiest cluster computes the fewest K steps' worth of work
//     (clusterSteps, split tails and stream-K counted; leastSteps):
//     tma-multicast's 256×256 or 256×160 tiles, tma-pingpong's 256×192 or
//     256×176 unless they come to more than one wave and under one and a
//     half (ping-pong has no stream-K: one whole tile a cluster and a split
//     tail ran 3072×1024×6144 at 87% of cuBLAS on 256×176 against 91% on
//     tma-multicast's stream-K; at one whole wave, 1536×1792×2112, 256×176
//     ran at 87% against 77%), or 512×144 or 512×152 where they save
//     WideMinGain more; or, where rows are whole L2 lines, ping-pong on
//     its tiles narrowed to the waves they take (WaveFit) where they are
//     WaveFitMinWidth wide or more and their busiest cluster has no more
//     steps than that pick's;
//   - otherwise, where a row of A or B (k·2 bytes) is a whole number of
//     128-byte L2 lines, tma-pingpong (ping-pong warpgroups overlap one
//     tile's epilogue with the other's main loop) on its tiles narrowed to
//     the waves they take (WaveFit), except under three waves of 256×192
//     where tma-multicast's 256×256 or 256×160 tiles give its busiest
//     cluster fewer steps (a third tile for some clusters is a tail
//     ping-pong has no stream-K for); where it is not, the one of tma-pingpong and
//     tma-multicast (cooperative, 256×256 tiles) with the fewer steps for
//     its busiest cluster, ping-pong on a tie.
//
// Over all of these, Choose runs its pick for the swapped shape N×M×K,
// computing Cᵀ = B·Aᵀ (Swapped, chooseSwapped), where that pick is of 256-row
// tiles and its busiest cluster computes SwapMinGain fewer steps: a few
// hundred rows leave a 256-row tile's last row mostly empty, and swapped
// they fall on its columns, which wgmma sizes by 8 (528×3808×7736: 60.6
// µs against 86.3 on the H200).
//
// Past the small shapes, where that pick is ping-pong on 256-row tiles that
// come to one wave, Choose runs the cooperative kernel on the same tiles
// (chooseCooperative: one tile a cluster leaves ping-pong's second
// consumer warpgroup idle; 5352×560×480: 11.8 µs against 12.7).
//
// Past the small shapes, over that pick, Choose runs one wave of 384-row
// tiles (192-row CTAs of three consumer warpgroups, chooseTall), swapped
// or not, where they are TallMinWidth wide or more and their busiest
// cluster computes TallMinGain fewer steps: rows of 384 fill the last row
// of tiles where those of 256 leave it mostly empty (1880×1920×8144: 84.2
// µs against 107.5). Where those do not apply, it runs one wave of 192-row
// tiles in 1×2 clusters sharing A (chooseOneByTwo), unswapped, 112–192
// columns a CTA, where they save TallMinGain, in place of 512-row tiles
// only at up to OneByTwoOver512MaxWidth columns a CTA (896×3520×3624: 43.4
// µs against 53.2; 6312×552×992: 17.4 against 21.6).
//
// Where the pick is then still the cooperative kernel's 256-row tiles, it
// runs one wave of them 192–256 wide, swapped where that has fewer steps,
// where that saves TallMinGain (chooseWideFill; 1608×1952×5344: 51.3 µs
// against 61.5).
//
// Measured (H200, 2026-11-29, docs/benchmarks.md "Where the last points
// go"): with the tensor maps' L2 promotion at 128 bytes, rows that are not
// whole lines no longer cost ping-pong more than the cooperative kernel
// (at 256 bytes they did: 10000×7000×3000 at 83–90% of cuBLAS against
// 93–96%), and ping-pong's turns pay under two waves too once a cluster
// has two tiles or more (2944×1920×1536: 89% against 77% on 256×160).
// Of 17 shapes drawn or changed after the fit, the rule's pick was the
// fastest of the five kernels, or within 2 points of it, at 16 (the miss:
// 7500×6750×5392, tma-multicast at 278% of cuBLAS, ping-pong 287%). The rule
// looks at k for the row and at m, n for the tile counts, the signature a
// library dispatcher has. For k % 8 ≠ 0 the sweep copies A and B into rows
// of RowPitch(k) elements (whole L2 lines) first, so the rule looks at that
// pitch.
func Choose(m, n, k int) Kernel {
	kern, _ := ChooseWhy(m, n, k)
	return kern
}

// ChooseWhy is Choose's kernel and the reason for it, in a line for reports.
func ChooseWhy(m, n, k int) (Kernel, string) {
	pitch := RowPitch(k)
	copied := ""
	if pitch != k {
		copied = fmt.Sprintf("K·2 = %d bytes is not a multiple of 16, so A and B are first copied into rows of %d elements (timed); ", k*2, pitch)
	}
	kern, why := chooseOrientation(m, n, k, pitch)
	if !fromSmall(m, n, k, kern) {
		kern, why = chooseCooperative(m, n, k, kern, why)
		kern, why = chooseTall(m, n, k, kern, why)
		kern, why = chooseWideFill(m, n, k, kern, why)
	}
	return kern, copied + why
}

// fromSmall reports whether kern, chooseOrientation's pick at m×n×k, is
// the small shapes' (chooseSmall's; at n×m×k where kern is swapped).
func fromSmall(m, n, k int, kern Kernel) bool {
	rows, cols := oriented(m, n, kern)
	_, _, ok := chooseSmall(rows, cols, k)
	return ok
}

// chooseOrientation is chooseOriented's pick, or chooseSwapped's where it
// applies, and the reason.
func chooseOrientation(m, n, k, pitch int) (Kernel, string) {
	kern, why := chooseOriented(m, n, k, pitch)
	if sw, swhy, ok := chooseSwapped(m, n, k, pitch, kern); ok {
		return sw, swhy
	}
	return kern, why
}

// chooseOriented is Choose's kernel for C = A·Bᵀ at m×n×k as it stands
// (rows of A and B pitch elements apart), and the reason.
func chooseOriented(m, n, k, pitch int) (Kernel, string) {
	if kern, why, ok := chooseSmall(m, n, k); ok {
		return kern, why
	}
	return chooseWaves(m, n, k, pitch)
}

// chooseWaves is Choose's pick past the small shapes by the waves of
// ping-pong's 256×192 tiles at m×n.
func chooseWaves(m, n, k, pitch int) (Kernel, string) {
	t := tileCount(m, n, TMAPingpong)
	if t < 2*HopperClusters {
		return chooseUnderTwoWaves(m, n, k, t, pitch)
	}
	if pitch*2%128 != 0 {
		kern, steps := fewestSteps(m, n, k, []Kernel{TMAPingpong, TMAMulticast})
		why := fmt.Sprintf("rows of A and B are %d bytes, not whole 128-byte L2 lines: the tiles whose busiest cluster computes the fewest K steps' worth of a 256x256 tile, %.0f (256x192 ping-pong, or 256x256 cooperative, ping-pong on a tie)", pitch*2, steps)
		kern, trim := Trim(kern, n)
		return kern, why + trim
	}
	return choosePastTwoWaves(m, n, k, t, pitch)
}

// chooseSmall is Choose's pick where smallTile's 128×N tiles fit one wave
// (ok false where they do not): the long-K tiles, the 2×1 tiles, or their
// 4×1 or 2×2 clusters.
func chooseSmall(m, n, k int) (Kernel, string, bool) {
	bn, ladder, narrowest, ok := smallTile(m, n)
	if !ok {
		return Kernel{}, "", false
	}
	steps := (k + 63) / 64
	if bn == 64 && steps >= LongKMinSteps {
		t := tileCount(m, n, TMAPingpong64x128LongK)
		return TMAPingpong64x128LongK, fmt.Sprintf("%d tiles of 128x64 would fit one wave of the %d clusters, but over %d K steps of 64 (at least %d) a CTA's loads, not its tile, set its pace: %d tiles of 128x128, their K steps shared out over the clusters (split-K or stream-K, kernels.StreamK), load a third more rows a step for twice the outputs", tileCount(m, n, Kernel{TileM: 128, TileN: 64}), HopperClusters, steps, LongKMinSteps, t), true
	}
	deep := bn <= 128 && steps >= DeepMinSteps
	kern := smallVariant(bn, deep)
	t := tileCount(m, n, kern)
	why := fmt.Sprintf("%d tiles of 128x%d, at most one wave of the %d clusters: ", t, bn, HopperClusters)
	switch {
	case narrowest:
		why += fmt.Sprintf("the narrowest tiles that fit one wave, %d CTAs at work where the 128x%d tiles that fit put %d (a CTA's time goes with its tile)", 2*t, ladder, 2*((m+127)/128)*((n+ladder-1)/ladder))
	case bn < ladder:
		why += fmt.Sprintf("the narrowest of 128, 160, 192 and 256 columns whose tiles fit one wave, %d, trimmed to the %d columns their count needs (a CTA's time goes with its tile)", ladder, bn)
	default:
		why += "the narrowest of 128, 160, 192 and 256 columns whose tiles fit one wave (a CTA's time goes with its tile)"
	}
	split := fmt.Sprintf(", split along K where that saves %d K steps or more", SplitMinSaved)
	if w, ok := quadTile(m, n, bn); ok && bn >= 128 && !narrowest {
		if stayDuo(m, bn, w) {
			return kern, why + fmt.Sprintf("; not in 4x1 clusters: they would take tiles of %d, whose 64x%d parts run %d stages where the 2x1 tiles' run %d, in %d cluster rows of 256 whose last is at most half full (%d rows)", w, w, maxStages(64, w), min(5, maxStages(64, bn)), (m+255)/256, m-(m-1)/256*256) + split, true
		}
		if c := duoClusters(m, n); bn == 128 && 4*w >= 5*bn && c <= HopperQuadClusters {
			kern = SmallDuo(deep)
			why += fmt.Sprintf("; in %d 2x2 clusters of 128x256 (A shared by two CTAs, B by two), one wave of the %d resident, where 4x1 clusters would need tiles of %d", c, HopperQuadClusters, w)
		} else {
			deep = deep && w <= 128
			kern = smallQuad(w, deep)
			why += fmt.Sprintf("; in %d 4x1 clusters of 256x%d (B shared by four CTAs), the narrowest as wide as the 2x1 tiles, or than 192 where those are wider, that fit one wave of the %d resident", quadClusters(m, n, w), w, HopperQuadClusters)
		}
	}
	fits := fmt.Sprintf("%d tiles of 128x%d would fit one wave of the %d clusters", t, bn, HopperClusters)
	if kern.ClusterM == 4 && kern.ClusterN == 1 && kern.TileN <= QuadLongKMaxWidth && steps >= QuadLongKMinSteps {
		mc, why := splitOnMulticast(m, n, steps, QuadLongKMinSteps, fits+fmt.Sprintf(", in 4x1 clusters of 256x%d", kern.TileN), "run faster")
		return mc, why, true
	}
	if kern.ClusterSize() == 2 && kern.TileM == 128 && bn <= 128 && steps >= LongKMinSteps {
		if ms, ss := clusterSteps(m, n, k, TMAMulticast), clusterSteps(m, n, k, kern); ms < SmallLongKRatio*ss {
			mc, why := splitOnMulticast(m, n, steps, LongKMinSteps, fits, fmt.Sprintf("run a step of work at about half the 128-row tiles' cost: its busiest cluster's %.0f K steps' worth of a 256x256 tile are under %.1f times their %.0f", ms, SmallLongKRatio, ss))
			return mc, why, true
		}
	}
	if deep {
		return kern, why + fmt.Sprintf("; %d K steps of 64, at least %d: the 8-stage ring, whose loads in flight shorten a step", steps, DeepMinSteps), true
	}
	return kern, why + split, true
}

// splitOnMulticast is tma-multicast's 256×256 tiles, trimmed, for a small
// shape over steps K steps of 64 (minSteps or more), their K split over
// the clusters, and the reason: what the small tiles were (was), and why
// the cooperative tiles run it (because).
func splitOnMulticast(m, n, steps, minSteps int, was, because string) (Kernel, string) {
	mc, trim := Trim(TMAMulticast, n)
	return mc, fmt.Sprintf("%s, but over %d K steps of 64 (at least %d) the cooperative kernel's 256x256 tiles, their K split over the clusters (%d tiles), %s", was, steps, minSteps, tileCount(m, n, TMAMulticast), because) + trim
}

// QuadLongKMinSteps is the K steps of 64 from which Choose runs a small
// shape that it would put in 4×1 clusters (smallQuad) on tma-multicast's
// 256×256 tiles (trimmed), their K split over the clusters. Measured on the
// H200 (docs/benchmarks.md, "Small shapes over a long K"): at fifteen such
// shapes of 4,232–16,336 K, tma-multicast ran 1–21% faster at eight of the
// nine with 110 K steps or more (4% slower at the ninth) and 2–21% slower
// at the six with fewer; the steps model did not tell them apart (its
// ratio was 1.0–1.33 at both).
const QuadLongKMinSteps = 110

// QuadLongKMaxWidth is the widest 4×1 cluster tile that QuadLongKMinSteps
// takes to tma-multicast. Measured on the H200 (docs/benchmarks.md, "Small
// shapes over a long K"): held out at fourteen shapes, tma-multicast was
// faster at ten, and at 10 of 11 where the 4×1 tiles were 192 wide or
// less; where they were 200–224 wide (here and in the fit) it was 0.4–4.3%
// slower at four of four.
const QuadLongKMaxWidth = 192

// SmallLongKRatio is how many times the busiest cluster's K steps
// (clusterSteps) of a small shape's 2×1 tiles of 128 rows and at most 128
// columns (the 8-stage ring's) tma-multicast's 256×256 tiles, their K
// split over the clusters, may take for Choose to run them there from
// LongKMinSteps K steps. The steps model counts a
// 128-row tile's step at its share of a 256×256 one, but one warpgroup on
// a 64-row part runs it at about half the pace: measured on the H200
// (docs/benchmarks.md, "Small shapes over a long K"), at thirteen small
// shapes of 4,120–15,968 K on tiles 72–120 wide, tma-multicast ran 5–38%
// faster at the eight where it took up to 1.8 times the steps, and from
// 1.9% faster to 8.9% slower at the five where it took 2.0–2.4 times.
const SmallLongKRatio = 1.9

// chooseUnderTwoWaves is Choose's pick where t, ping-pong's 256×192 tiles
// at m×n, come to under two waves: leastSteps' tiles, or ping-pong's
// wave-fitted ones (WaveFitMinWidth) where rows of pitch elements are
// whole L2 lines.
func chooseUnderTwoWaves(m, n, k, t, pitch int) (Kernel, string) {
	ks := []Kernel{TMAMulticast, TMAMulticast256x160}
	for _, pp := range []Kernel{TMAPingpong, TMAPingpong256x176} {
		if t := tileCount(m, n, pp); t <= HopperClusters || 2*t >= 3*HopperClusters { // not one wave and a split tail
			ks = append(ks, pp)
		}
	}
	kern, steps, wide := leastSteps(m, n, k, ks)
	why := fmt.Sprintf("%d tiles of 256x192, under two waves of the %d clusters: the %s %dx%d tiles, whose busiest cluster computes the fewest K steps' worth of a 256x256 tile, %.0f (on 256x256: %.0f; 256x160, ping-pong's 256x192 and 256x176, 512x144 and 512x152 weighed, split tails counted)", t, HopperClusters, kern.Name, kern.TileM, kern.TileN, steps, wide)
	kern, trim := Trim(kern, n)
	if pitch*2%128 != 0 {
		return kern, why + trim
	}
	if pp, w := WaveFit(m, n); w >= WaveFitMinWidth && pp.Name != kern.Name {
		if ps, ks := clusterSteps(m, n, k, pp), clusterSteps(m, n, k, kern); ps <= ks {
			return pp, fmt.Sprintf("%d tiles of 256x192, under two waves of the %d clusters, rows of whole 128-byte L2 lines: ping-pong on the narrowest tiles that take as many waves, 256x%d (%d tiles), whose busiest cluster computes %.0f K steps' worth of a 256x256 tile, no more than %s's %.0f (ping-pong overlaps a tile's epilogue with the other warpgroup's main loop)", t, HopperClusters, w, tileCount(m, n, pp), ps, kern.Name, ks)
		}
	}
	return kern, why + trim
}

// choosePastTwoWaves is Choose's pick where t, ping-pong's 256×192 tiles
// at m×n, come to two waves or more and rows of pitch elements are whole
// L2 lines: ping-pong, on its wave-fitted tiles where WaveFitMaxSteps
// allows, or under three waves tma-multicast where its busiest cluster
// has fewer steps (ThreeWaveMinGain fewer where the fit is not taken).
func choosePastTwoWaves(m, n, k, t, pitch int) (Kernel, string) {
	pp, w := WaveFit(m, n)
	kt, waves := (k+TMAPingpong.TileK-1)/TMAPingpong.TileK, wavesOf(t)
	fitted, fit := kt <= WaveFitMaxSteps || 3*(t%HopperClusters) > HopperClusters, ""
	switch {
	case !fitted:
		pp, fit = Trim(TMAPingpong, n)
		if w < TMAPingpong.TileN {
			fit += fmt.Sprintf("; not narrowed to its waves: %d K steps, more than %d, and the last of its %d waves a third full or less (%d tiles of 256x192)", kt, WaveFitMaxSteps, waves, t)
		}
	case w < TMAPingpong.TileN:
		fit = fmt.Sprintf("; its tiles narrowed to %d columns, the narrowest whose %d tiles come to as many a cluster as 256x192's, %d (the same tiles for the busiest cluster, less work each)", w, tileCount(m, n, pp), waves)
	}
	if t < 3*HopperClusters {
		gain := 0.0
		if !fitted {
			gain = ThreeWaveMinGain
		}
		mc, trim := Trim(TMAMulticast, n)
		mc160, trim160 := Trim(TMAMulticast256x160, n)
		kern, steps := fewestSteps(m, n, k, []Kernel{mc, mc160})
		if ps := clusterSteps(m, n, k, pp); steps < ps*(1-gain) {
			if kern.Name == mc160.Name {
				trim = trim160
			}
			return kern, fmt.Sprintf("%d tiles of 256x192, past two waves of the %d clusters and under three: the %s %dx%d tiles, whose busiest cluster computes %.0f K steps' worth of a 256x256 tile, %.0f%% fewer than ping-pong's %s (%.0f; split tails and stream-K counted; tma-multicast's 256x256 and 256x160 weighed)", t, HopperClusters, kern.Name, kern.TileM, kern.TileN, steps, 100*(1-steps/ps), pp.Name, ps) + trim
		}
	}
	return pp, fmt.Sprintf("rows of A and B are %d bytes, whole 128-byte L2 lines: ping-pong overlaps each tile's epilogue with the other warpgroup's main loop", pitch*2) + fit
}

// WaveFitMaxSteps and the last wave's third are where Choose narrows
// ping-pong's tiles to their waves (WaveFit): at up to WaveFitMaxSteps K
// steps of 64, or where 256×192's last wave is more than a third full.
// Measured on the H200 (docs/benchmarks.md, "Ping-pong's tiles fitted to
// their waves"; points of cuBLAS, fitted against 256×192): at 40 K steps
// or fewer faster at 12 of 13 shapes (−1.0 to +14.3 points); with more
// steps faster at all ten whose last wave was more than a third full (+2.3
// to +5.7) and slower at all seven whose last was a third full or less
// (−0.6 to −5.5: a short last wave costs less than the fit's narrower
// tiles do over the whole run). Held out at fourteen shapes: faster at ten,
// +1.2 points on average.
const WaveFitMaxSteps = 40

// LongKMinSteps is the K steps of 64 from which Choose runs a small shape
// whose one-wave tiles would be the narrowest, 128×64, on 128×128 tiles
// with their K steps shared out (TMAPingpong64x128LongK: a split tail, or
// stream-K where the tiles more than half fill the clusters): a 64×64 part
// loads 64 + 32 rows a step for 4,096 outputs, a 64×128 part 64 + 64 for
// 8,192, and over a long K the loads set the pace. Measured on the H200
// (docs/benchmarks.md, "Long K on small shapes"): at six shapes whose
// tiles were 128×64, K 5,704–11,888, 64×128 with stream-K forced was
// 0.1–33% faster; held out at ten shapes, 10–42% faster at nine and 7.8%
// slower at one (256×192×14312); where stream-K is taken, 18–38% faster
// than before at seven of seven (552×816×11888 from 62–66% of cuBLAS to
// 85–88%).
const LongKMinSteps = 64

// WaveFitMinWidth is the narrowest fitted ping-pong tile (WaveFit) that
// Choose runs under two waves of 256×192, where its busiest cluster has no
// more steps than the kernel leastSteps picks. Measured on the H200
// (docs/benchmarks.md, "Under two waves"): at the six shapes of thirteen
// where the fit was 144–160 wide it was 1.8–14.7% faster than the
// cooperative pick, its steps equal; at the seven where it was 96–136 wide
// it was 3.4–23% slower, five of them with fewer steps: narrow ping-pong
// tiles run a step slower than the steps count. Held out at twelve shapes
// where the rule changes the pick: faster at ten (+2.8% on average), 4.9%
// and 0.5% slower at two.
const WaveFitMinWidth = 144

// ThreeWaveMinGain is the least fraction of ping-pong's busiest-cluster K
// steps (clusterSteps) that tma-multicast must save for Choose to run it
// where ping-pong's 256×192 tiles come to two waves or more and under
// three, rows are whole L2 lines, and ping-pong's tiles are not narrowed to
// their waves (WaveFit; where they are, fewer steps at all). Measured on
// the H200 (docs/benchmarks.md, "Past two waves of ping-pong's tiles"):
// where the pick saved 11–17% it ran 8–15% faster at three of four
// shapes and tied at the fourth; where it saved 2–3% it tied twice and lost
// 6% once; held out, 1.5–13.4% faster at fourteen shapes of fourteen.
const ThreeWaveMinGain = 0.10

// WaveFit is ping-pong's 256-row tiles narrowed to the waves they take at
// m×n, and their width: the narrowest 256×w (w a multiple of 8, 64 to
// 192) whose tiles come to as many for the busiest of HopperClusters
// clusters as 256×192's, ⌈tiles/66⌉ — the same count of tiles, less work
// each (2176×2944: 144 tiles of 256×184, three for some clusters, or 198
// of 256×136, three for every one). TMAPingpong itself where no narrower
// one does. Past two waves w is at least 128 (over 132 tiles of 192 in
// three waves need 198 of 128 or more). It does what Trim does and more:
// Trim keeps the tiles along N, WaveFit keeps the waves. Choose takes it
// where WaveFitMaxSteps allows.
func WaveFit(m, n int) (Kernel, int) {
	tm := (m + TMAPingpong.TileM - 1) / TMAPingpong.TileM
	waves := wavesOf(tm * ((n + TMAPingpong.TileN - 1) / TMAPingpong.TileN))
	for w := 64; w < TMAPingpong.TileN; w += 8 {
		if wavesOf(tm*((n+w-1)/w)) <= waves {
			return pingpongVariant(w), w // built once: a variant carries its whole source
		}
	}
	return TMAPingpong, TMAPingpong.TileN
}

// wavesOf is the waves of HopperClusters that tiles take: the tiles of the
// busiest cluster.
func wavesOf(tiles int) int { return (tiles + HopperClusters - 1) / HopperClusters }

// Trim is kern with its tiles narrowed to the columns their count along N
// needs — ⌈n / ⌈n/TileN⌉⌉ rounded up to a multiple of 8, as wgmma's N allows,
// and no fewer than 64 —
// for tma-multicast's and tma-pingpong's 256-row tiles (the same tiles, the
// same waves, less work a tile: 1800 columns are 8 tiles of 232, not 256);
// other kernels, and tiles already as narrow, are returned as they are.
// The string says what was trimmed, for ChooseWhy ("" when nothing was).
func Trim(kern Kernel, n int) (Kernel, string) {
	if kern.TileM != 256 || kern.ClusterM != 2 || kern.ClusterN != 1 || n <= 0 {
		return kern, ""
	}
	var variant func(int) Kernel
	switch {
	case strings.HasPrefix(kern.Name, TMAMulticast.Name) && kern.File == TMAMulticast.File:
		variant = multicastVariant
	case strings.HasPrefix(kern.Name, TMAPingpong.Name) && kern.File == TMAPingpong.File:
		variant = pingpongVariant
	default:
		return kern, ""
	}
	tiles := (n + kern.TileN - 1) / kern.TileN
	bn := max(((n+tiles-1)/tiles+7)/8*8, 64)
	if bn >= kern.TileN {
		return kern, ""
	}
	return variant(bn), fmt.Sprintf("; trimmed: %d columns are %d tiles of %d, not %d", n, tiles, bn, kern.TileN)
}

// fewestSteps is the kernel of ks whose busiest cluster computes the fewest
// K steps' worth of work at m×n×k (clusterSteps; the first of equals), with
// its count.
func fewestSteps(m, n, k int, ks []Kernel) (best Kernel, steps float64) {
	best, steps = ks[0], clusterSteps(m, n, k, ks[0])
	for _, kern := range ks[1:] {
		if s := clusterSteps(m, n, k, kern); s < steps {
			best, steps = kern, s
		}
	}
	return best, steps
}

// WideLadder is the 512-row cooperative kernels that Choose weighs against
// tma-multicast's 256×256 and 256×160 tiles under two waves of 256×192:
// their tile counts fill one wave of HopperClusters where the others leave
// a partial second one (H200: 2048×2304×2048 at 93–96% of cuBLAS against
// 89–90% on 256×160, 2560×1792×3072 at 90–92% against 83–86%;
// docs/benchmarks.md, "Whole waves"). Past two waves they are not weighed:
// they match the other two there at best (with the L2 promotion at 128
// bytes, 5000³ on 512×152 98% of cuBLAS against tma-multicast's 100%,
// 8000×5000×4880 99% against ping-pong's 98%; at 256 bytes they were 8–13
// points slower where rows are not whole L2 lines).
var WideLadder = []Kernel{TMAMulticast512x144, TMAMulticast512x152}

// WideMinGain is the least fraction of the busiest cluster's K steps (as
// clusterSteps counts them) that a WideLadder kernel must save against the
// kernel Choose would run without it.
const WideMinGain = 0.03

// leastSteps is the kernel of ks whose busiest cluster computes the fewest
// K steps' worth of work at m×n×k (clusterSteps; the first of equals), or a
// WideLadder kernel's where that takes WideMinGain more off; with its count
// and ks[0]'s.
func leastSteps(m, n, k int, ks []Kernel) (best Kernel, steps, first float64) {
	best, steps = fewestSteps(m, n, k, ks)
	first = clusterSteps(m, n, k, ks[0])
	wb, ws := best, steps
	for _, kern := range WideLadder {
		if s := clusterSteps(m, n, k, kern); s < ws {
			wb, ws = kern, s
		}
	}
	if ws < steps*(1-WideMinGain) {
		best, steps = wb, ws
	}
	return best, steps, first
}

// HopperClusters is the 2×1 clusters of the cluster kernels resident at once
// on an H100 or H200 (132 SMs, one CTA each; the occupancy API's answer
// there), the wave that Choose sizes small shapes against.
const HopperClusters = 66

// clusterSteps is the K steps (TileK each, counted on 256-column tiles)
// that the busiest of HopperClusters clusters computes at m×n×k with
// kernel kern: ⌈tiles/clusters⌉ whole tiles, or, where its launch shares
// the last tiles' steps out (StreamK, for a kernel with Kernel.StreamK) or
// splits its last wave (Kernel.Split), its share of them plus
// SplitFixedSteps; times TileN/256.
func clusterSteps(m, n, k int, kern Kernel) float64 {
	t, kt, c := tileCount(m, n, kern), (k+kern.TileK-1)/kern.TileK, HopperClusters
	steps := (t + c - 1) / c * kt
	if l, use := StreamK(t, c, kt); kern.StreamK && use {
		steps = (t-l)/c*kt + (l*kt+c-1)/c + SplitFixedSteps
	} else if l, s := kern.Split(t, c, kt, SplitMinSteps); l > 0 {
		steps = t/c*kt + (kt+s-1)/s + SplitFixedSteps
	}
	return float64(steps) * float64(kern.TileM*kern.TileN) / (256 * 256)
}

// oriented is the rows and columns of the product kern computes at m×n:
// n×m where it runs swapped (Cᵀ = B·Aᵀ), else m×n.
func oriented(m, n int, kern Kernel) (rows, cols int) {
	if kern.SwapAB {
		return n, m
	}
	return m, n
}

// pickSteps is clusterSteps of kern at the product it computes at m×n×k
// (oriented).
func pickSteps(m, n, k int, kern Kernel) float64 {
	rows, cols := oriented(m, n, kern)
	return clusterSteps(rows, cols, k, kern)
}

// SplitFixedSteps is what a split tail or stream-K costs a cluster beyond
// its K steps, in K steps of a 256×256 tile: the reduce-add into C and the
// wait for a tile's first piece. Fitted on 26 shapes of the two-wave class
// (tma-multicast against its 256×160 tiles, H200; 24 of 26 chosen right
// with 12, 23 with 10 or 14) and held to 11 more (10 right; the old rule,
// whole-wave columns, 7): docs/benchmarks.md, "Narrow tiles". About 9 µs
// at the 0.73 µs a step of 2560×1792, as the K sweeps' fixed part there.
const SplitFixedSteps = 12

// tileCount is the output tiles of kernel k at m×n.
func tileCount(m, n int, k Kernel) int {
	tm, tn := tileGrid(m, n, k)
	return tm * tn
}

// tileGrid is kernel k's tiles at m×n along M and along N.
func tileGrid(m, n int, k Kernel) (tm, tn int) {
	return (m + k.TileM - 1) / k.TileM, (n + k.TileN - 1) / k.TileN
}
