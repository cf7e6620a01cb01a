package kernels

import (
	"cmp"
	"slices"
)

// The kernels auto tunes between (cutetui bench --tune, gpu/sweep): the
// pick of Choose's rules and the kernels they weighed beside it, each of
// which some measured shapes ran faster than the rules' pick. Timing them
// at the shape settles what the rules only estimate.

// Candidate is a kernel Candidates weighs at a shape, and why it is there.
type Candidate struct {
	Kernel Kernel
	Why    string
}

// MaxCandidates is the most kernels Candidates gives a shape, the pick
// among them: each costs a compile the first time it runs (cached after,
// and several compile at once) and a few rounds of timing. It was 8 until
// the compiles ran in parallel, then 12; at 12 the steps model's order
// left out the clusters of four measured fastest at 1456x1224x12632 (8.7%
// faster than the best of twelve) and 1400x1224x11584, and with ping-pong's
// 1x2 parts added 16 still left out 1% at 1528x1096x11952 of 38 shapes
// timed under every family (docs/benchmarks.md, "Session 15").
const MaxCandidates = 18

// TuneRounds is cutetui bench's --tune by default: the timed rounds of
// each candidate and mapping that choose a shape's kernel (gpu/sweep).
const TuneRounds = 5

// TuneMinGain is how much faster than the rules' pick (the first
// candidate) another candidate must time to run in its place: less is
// within the tuning rounds' noise, and the pick then stands.
const TuneMinGain = 0.01

// CandidateMaxSteps is the most times the pick's busiest-cluster K steps
// (clusterSteps, at the product a kernel computes) that another candidate
// may take: the steps model misjudges a kernel's pace by up to about a
// tenth between the bodies and tile widths it compares (the rules' gains
// of 5%), and by up to 1.3 times where the pick shares K out (stream-K):
// at 520x608x11488 256x176 tiles swapped, 1.29 times the stream-K pick's
// steps, ran 14% faster than it.
const CandidateMaxSteps = 1.3

// Candidates is the kernels worth timing for C[m×n] = A[m×k]·B[n×k]ᵀ,
// Choose's pick first, then at most MaxCandidates in all, none with more
// than CandidateMaxSteps times the pick's K steps:
//
//  1. the picks the rules made on the way to Choose's (before the operands
//     were weighed swapped, before the one-wave rules replaced them), the
//     pick for N×M×K swapped, and the other body (ping-pong or
//     cooperative) on the pick's own 256-row tiles, in that order;
//  2. then, by fewest K steps, each family the rules weigh, at m×n and at
//     n×m swapped, as their gates may turn it down: tma-multicast's and
//     tma-pingpong's 256-row tiles trimmed, ping-pong's wave-fitted ones,
//     the 512-row tiles, the small shapes' tiles, one wave of 384-row
//     tiles, of 192-row tiles in 1×2 clusters and of wide cooperative
//     tiles; and what was measured faster than the rules' pick at some
//     shapes and slower at most (docs/benchmarks.md, "Tried, not
//     adopted"), which is what cuBLAS runs at some short launches: one or
//     two waves of 128-row CTAs, or one of 64–104-column 192-row CTAs, in
//     1×2 clusters, and two waves of ping-pong's 384-row tiles; and one
//     wave of 128-row CTAs in clusters of four (2×2, 1×4, 4×1: quadWave),
//     whose CTAs load half of each operand from the L2, or a quarter of
//     the one four share, and which ran fastest at some small shapes over
//     a long K.
//
// Where m = n, nothing swapped: the same tiles, stored transposed. Each is
// a kernel ByName builds by its name, so a report's tuned kernel can be
// run again with bench --kernel.
func Candidates(m, n, k int) []Candidate {
	pick, _ := ChooseWhy(m, n, k)
	out := []Candidate{{pick, "auto's pick (kernels.Choose)"}}
	if m <= 0 || n <= 0 || k <= 0 {
		return out
	}
	type entry struct {
		c     Candidate
		steps float64
	}
	ps := pickSteps(m, n, k, pick)
	var picks, families []entry // 1. in the order added; 2. by steps
	seen := map[string]bool{pick.Name: true}
	add := func(to *[]entry, kern Kernel, why string) {
		if kern.Name == "" || seen[kern.Name] {
			return
		}
		s := pickSteps(m, n, k, kern)
		if s > ps*CandidateMaxSteps {
			return
		}
		seen[kern.Name] = true
		*to = append(*to, entry{Candidate{kern, why}, s})
	}
	addSwapped := func(to *[]entry, kern Kernel, why string) {
		if m == n {
			return // the same tiles, stored transposed
		}
		if sw, ok := Swapped(kern); ok {
			add(to, sw, why)
		}
	}
	// both adds family f's kernel at m×n and, swapped, at n×m.
	both := func(why string, f func(rows, cols int) (Kernel, bool)) {
		if kern, ok := f(m, n); ok {
			add(&families, kern, why)
		}
		if kern, ok := f(n, m); ok {
			addSwapped(&families, kern, why+", the operands swapped")
		}
	}

	pitch := RowPitch(k)
	o, _ := chooseOriented(m, n, k, pitch)
	oriented, _ := chooseOrientation(m, n, k, pitch)
	add(&picks, oriented, "the pick before the one-wave rules")
	add(&picks, o, "the pick before the operands were weighed swapped")
	so, _ := chooseOriented(n, m, k, pitch)
	addSwapped(&picks, so, "the pick for NxMxK, the operands swapped")
	for _, kern := range []Kernel{pick, oriented} {
		if other, ok := otherBody(kern); ok {
			add(&picks, other, "the other body (ping-pong or cooperative) on the pick's tiles")
		}
	}

	for _, base := range []Kernel{TMAMulticast, TMAMulticast256x160, TMAPingpong, TMAPingpong256x176} {
		both("256-row tiles the rules weigh, trimmed", func(_, cols int) (Kernel, bool) {
			t, _ := Trim(base, cols)
			return t, true
		})
	}
	both("ping-pong's tiles narrowed to their waves", func(rows, cols int) (Kernel, bool) {
		pp, w := WaveFit(rows, cols)
		return pp, w < TMAPingpong.TileN
	})
	for _, w := range WideLadder {
		both("512-row tiles the rules weigh", func(int, int) (Kernel, bool) { return w, true })
	}
	both("the small shapes' tiles", func(rows, cols int) (Kernel, bool) {
		t, _, ok := chooseSmall(rows, cols, k)
		return t, ok
	})
	both("one wave of 384-row tiles", func(rows, cols int) (Kernel, bool) {
		t, _, ok := tallTiles(rows, cols, k)
		return t, ok
	})
	both("one wave of 192-row tiles in 1x2 clusters", func(rows, cols int) (Kernel, bool) {
		return oneByTwoWave(rows, cols, 192, TallMinWidth, TallMaxWidth, 1)
	})
	both("one wave of wide cooperative tiles", wideFillTiles)
	both("one wave of narrow 192-row CTAs in 1x2 clusters", func(rows, cols int) (Kernel, bool) {
		return oneByTwoWave(rows, cols, 192, 64, TallMinWidth-8, 1)
	})
	both("one wave of 128-row CTAs in 1x2 clusters", func(rows, cols int) (Kernel, bool) {
		return oneByTwoWave(rows, cols, 128, 64, 256, 1)
	})
	both("two waves of 128-row CTAs in 1x2 clusters", func(rows, cols int) (Kernel, bool) {
		return oneByTwoWave(rows, cols, 128, 64, 256, 2)
	})
	both("two waves of ping-pong's 384-row tiles", func(rows, cols int) (Kernel, bool) {
		return tallPingpongWaves(rows, cols, 2)
	})
	both("one wave of 128-row ping-pong parts in 1x2 clusters", func(rows, cols int) (Kernel, bool) {
		return oneByTwoPingpongWave(rows, cols, 1)
	})
	both("two waves of 128-row ping-pong parts in 1x2 clusters", func(rows, cols int) (Kernel, bool) {
		return oneByTwoPingpongWave(rows, cols, 2)
	})
	both("one wave of 128-row CTAs in 2x2 clusters", func(rows, cols int) (Kernel, bool) {
		return quadWave(rows, cols, 2, 2)
	})
	both("one wave of 128-row CTAs in 1x4 clusters", func(rows, cols int) (Kernel, bool) {
		return quadWave(rows, cols, 1, 4)
	})
	both("one wave of 128-row CTAs in 4x1 clusters", func(rows, cols int) (Kernel, bool) {
		return quadWave(rows, cols, 4, 1)
	})

	slices.SortStableFunc(families, func(a, b entry) int { return cmp.Compare(a.steps, b.steps) })
	for _, e := range append(picks, families...) {
		if len(out) == MaxCandidates {
			break
		}
		out = append(out, e.c)
	}
	return out
}

// otherBody is the ping-pong kernel on a cooperative kernel's 256-row tiles
// in 2×1 clusters, or the cooperative one on ping-pong's, swapped as kern
// is; ok false for other kernels and tiles ping-pong cannot take (wider
// than 192).
func otherBody(kern Kernel) (Kernel, bool) {
	if kern.TileM != 256 || kern.ClusterM != 2 || kern.ClusterN != 1 {
		return Kernel{}, false
	}
	var other Kernel
	switch kern.File {
	case TMAPingpong.File:
		other = multicastVariant(kern.TileN)
	case TMAMulticast.File:
		if kern.TileN > TMAPingpong.TileN || kern.TileN < 64 {
			return Kernel{}, false
		}
		other = pingpongVariant(kern.TileN)
		if kern.TileN == TMAPingpong.TileN {
			other = TMAPingpong
		}
	default:
		return Kernel{}, false
	}
	if kern.SwapAB {
		return Swapped(other)
	}
	return other, true
}

// oneByTwoWave is waves waves of ctaM-row tiles in 1×2 clusters (the two
// CTAs side by side along N, sharing their A rows:
// tma-multicast-{ctaM}x{2w}-1x2) at m×n, w the columns a CTA needs (a
// multiple of 8) for the clusters of a tile row that those waves of
// HopperClusters leave; ok false where w is not
// within lo..hi or the kernel cannot be built.
func oneByTwoWave(m, n, ctaM, lo, hi, waves int) (Kernel, bool) {
	w, ok := oneByTwoWidth(m, n, ctaM, lo, hi, waves)
	if !ok {
		return Kernel{}, false
	}
	return clusterVariant(ctaM, 2*w, 1, 2)
}

// oneByTwoWidth is the columns w (a multiple of 8) each CTA of a 1×2
// cluster of ctaM-row CTAs takes so that the clusters of a tile row fill
// what waves waves of HopperClusters leave it at m×n; ok false where w is
// not within lo..hi.
func oneByTwoWidth(m, n, ctaM, lo, hi, waves int) (w int, ok bool) {
	tm := (m + ctaM - 1) / ctaM
	tn := waves * HopperClusters / tm
	if tn < 1 {
		return 0, false
	}
	w = ((n+tn-1)/tn + 15) / 16 * 8
	return w, w >= lo && w <= hi
}

// oneByTwoPingpongWave is waves waves of ping-pong's 128-row parts in 1×2
// clusters (tma-pingpong-128x{2w}-1x2: a warpgroup computes a 128×w part,
// two wgmma chains, the two CTAs of a cluster side by side along N sharing
// their A rows) at m×n, w the columns a part needs (a multiple of 8) for
// the clusters of a tile row that those waves of HopperClusters leave; ok
// false where w is not within 64..192. One wave leaves a CTA's second
// warpgroup idle; two give each one a part. cuBLAS runs such tiles at
// short launches (128×64 parts in 1×2 clusters at 1024×1024×2048).
func oneByTwoPingpongWave(m, n, waves int) (Kernel, bool) {
	w, ok := oneByTwoWidth(m, n, 128, 64, 192, waves)
	if !ok {
		return Kernel{}, false
	}
	return pingpongClusterVariant(128, 2*w, 1, 2, 0)
}

// tallPingpongWaves is ping-pong's 384-row tiles in 2×1 clusters
// (tma-pingpong-384xN-2x1: 192-row parts, up to 128 columns) narrowed to
// the columns that waves waves of HopperClusters leave each tile row; ok
// false where those are under 64 or over 128.
func tallPingpongWaves(m, n, waves int) (Kernel, bool) {
	tm := (m + 383) / 384
	tn := waves * HopperClusters / tm
	if tn < 1 {
		return Kernel{}, false
	}
	w := ((n+tn-1)/tn + 7) / 8 * 8
	if w < 64 || w > 128 {
		return Kernel{}, false
	}
	return pingpongClusterVariant(384, w, 2, 1, 0)
}

// quadWave is one wave of 128-row CTAs in cm×cn clusters of four
// (tma-multicast-{128·cm}x{cn·w}-{cm}x{cn}: each CTA loads a cn-th of its
// A rows and a cm-th of its B rows from the L2) at m×n, w the narrowest
// columns a CTA can take (a multiple of 8, B loadable in cm parts) whose
// clusters fit one wave of HopperQuadClusters; ok false where w would be
// under 64 or over 256.
func quadWave(m, n, cm, cn int) (Kernel, bool) {
	tm := (m + 128*cm - 1) / (128 * cm)
	tn := HopperQuadClusters / tm
	if tn < 1 {
		return Kernel{}, false
	}
	for w := max(64, ((n+tn*cn-1)/(tn*cn)+7)/8*8); w <= 256; w += 8 {
		if kern, ok := clusterVariant(128*cm, cn*w, cm, cn); ok {
			return kern, true
		}
	}
	return Kernel{}, false
}
