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
// among them: each costs a compile the first time it runs (cached after)
// and a few rounds of timing.
const MaxCandidates = 6

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
// of 5%), not by more.
const CandidateMaxSteps = 1.15

// Candidates is the kernels worth timing for C[m×n] = A[m×k]·B[n×k]ᵀ,
// Choose's pick first, then, in this order of preference and by fewest K
// steps within each, at most MaxCandidates in all and none with more than
// CandidateMaxSteps times the pick's steps:
//
//  1. the picks the rules made on the way to Choose's (before the operands
//     were weighed swapped, before the one-wave rules replaced them), the
//     pick for N×M×K swapped, and the other body (ping-pong or
//     cooperative) on the pick's own 256-row tiles;
//  2. what the rules weigh and their gates may turn down: tma-multicast's
//     and tma-pingpong's 256-row tiles trimmed, ping-pong's wave-fitted
//     ones, the 512-row tiles, one wave of 384-row tiles, of 192-row
//     tiles in 1×2 clusters and of wide cooperative tiles (swapped too);
//  3. what was measured faster than the rules' pick at some shapes and
//     slower at most (docs/benchmarks.md, "Tried, not adopted"): one wave
//     of 128-row CTAs, or of 64–104-column 192-row CTAs, in 1×2 clusters
//     sharing A, and two waves of ping-pong's 384-row tiles.
//
// Each is a kernel ByName builds by its name, so a report's tuned kernel
// can be run again with bench --kernel.
func Candidates(m, n, k int) []Candidate {
	pick, _ := ChooseWhy(m, n, k)
	out := []Candidate{{pick, "auto's pick (kernels.Choose)"}}
	if m <= 0 || n <= 0 || k <= 0 {
		return out
	}
	type entry struct {
		c     Candidate
		class int
		steps float64
	}
	ps := pickSteps(m, n, k, pick)
	var pool []entry
	seen := map[string]bool{pick.Name: true}
	add := func(class int, kern Kernel, why string) {
		if kern.Name == "" || seen[kern.Name] {
			return
		}
		s := pickSteps(m, n, k, kern)
		if s > ps*CandidateMaxSteps {
			return
		}
		seen[kern.Name] = true
		pool = append(pool, entry{Candidate{kern, why}, class, s})
	}
	addSwapped := func(class int, kern Kernel, why string) {
		if sw, ok := Swapped(kern); ok {
			add(class, sw, why)
		}
	}

	pitch := RowPitch(k)
	o, _ := chooseOriented(m, n, k, pitch)
	oriented, _ := chooseOrientation(m, n, k, pitch)
	add(1, oriented, "the pick before the one-wave rules")
	add(1, o, "the pick before the operands were weighed swapped")
	if so, _ := chooseOriented(n, m, k, pitch); so.TileM >= SwapMinRows {
		addSwapped(1, so, "the pick for NxMxK, the operands swapped")
	}
	for _, kern := range []Kernel{pick, oriented} {
		if other, ok := otherBody(kern); ok {
			add(1, other, "the other body (ping-pong or cooperative) on the pick's tiles")
		}
	}

	for _, base := range []Kernel{TMAMulticast, TMAMulticast256x160, TMAPingpong, TMAPingpong256x176} {
		t, _ := Trim(base, n)
		add(2, t, "256-row tiles the rules weigh, trimmed")
	}
	if pp, w := WaveFit(m, n); w < TMAPingpong.TileN {
		add(2, pp, "ping-pong's tiles narrowed to their waves")
	}
	for _, w := range WideLadder {
		add(2, w, "512-row tiles the rules weigh")
	}
	if t, _, ok := tallTiles(m, n, k); ok {
		add(2, t, "one wave of 384-row tiles")
	}
	if t, _, ok := tallTiles(n, m, k); ok {
		addSwapped(2, t, "one wave of 384-row tiles, the operands swapped")
	}
	if t, ok := oneByTwoWave(m, n, 192, TallMinWidth, TallMaxWidth); ok {
		add(2, t, "one wave of 192-row tiles in 1x2 clusters")
	}
	if t, ok := wideFillTiles(m, n); ok {
		add(2, t, "one wave of wide cooperative tiles")
	}
	if t, ok := wideFillTiles(n, m); ok {
		addSwapped(2, t, "one wave of wide cooperative tiles, the operands swapped")
	}

	if t, ok := oneByTwoWave(m, n, 128, 64, 256); ok {
		add(3, t, "one wave of 128-row CTAs in 1x2 clusters (cuBLAS's at some short launches)")
	}
	if t, ok := oneByTwoWave(m, n, 192, 64, TallMinWidth-8); ok {
		add(3, t, "one wave of narrow 192-row CTAs in 1x2 clusters (cuBLAS's at some short launches)")
	}
	if t, ok := tallPingpongWaves(m, n, 2); ok {
		add(3, t, "two waves of ping-pong's 384-row tiles")
	}

	slices.SortStableFunc(pool, func(a, b entry) int {
		if a.class != b.class {
			return a.class - b.class
		}
		return cmp.Compare(a.steps, b.steps)
	})
	for _, e := range pool {
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

// oneByTwoWave is one wave of ctaM-row tiles in 1×2 clusters (the two CTAs
// side by side along N, sharing their A rows: tma-multicast-{ctaM}x{2w}-1x2)
// at m×n, w the columns a CTA needs (a multiple of 8) for the clusters of a
// tile row that one wave of HopperClusters leaves; ok false where w is not
// within lo..hi or the kernel cannot be built.
func oneByTwoWave(m, n, ctaM, lo, hi int) (Kernel, bool) {
	tm := (m + ctaM - 1) / ctaM
	tn := HopperClusters / tm
	if tn < 1 {
		return Kernel{}, false
	}
	w := ((n+tn-1)/tn + 15) / 16 * 8
	if w < lo || w > hi {
		return Kernel{}, false
	}
	return clusterVariant(ctaM, 2*w, 1, 2)
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
