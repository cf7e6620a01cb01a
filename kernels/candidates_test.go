package kernels

import (
	"math/rand"
	"slices"
	"testing"
)

// TestCandidates holds Candidates to its contract at random shapes of
// every class (small, under and past two waves, tall, wide, unaligned K):
// Choose's pick first, at most MaxCandidates, no kernel twice, none with
// more than CandidateMaxSteps times the pick's busiest-cluster steps, and
// each one ByName builds again by its name (so bench --kernel reruns a
// tuned shape's kernel).
func TestCandidates(t *testing.T) {
	r := rand.New(rand.NewSource(2911))
	extra := 0
	for i := 0; i < 600; i++ {
		m, n := 64+8*r.Intn(2000), 64+8*r.Intn(2000)
		k := 64 + r.Intn(8000)
		if i%3 == 0 {
			m, n = 256+r.Intn(15000), 256+r.Intn(15000)
		}
		cs := Candidates(m, n, k)
		if len(cs) == 0 || len(cs) > MaxCandidates {
			t.Fatalf("%dx%dx%d: %d candidates", m, n, k, len(cs))
		}
		if pick := Choose(m, n, k); cs[0].Kernel.Name != pick.Name {
			t.Errorf("%dx%dx%d: first candidate %s, Choose %s", m, n, k, cs[0].Kernel.Name, pick.Name)
		}
		extra += len(cs) - 1
		ps := pickSteps(m, n, k, cs[0].Kernel)
		var names []string
		for _, c := range cs {
			if slices.Contains(names, c.Kernel.Name) {
				t.Errorf("%dx%dx%d: %s twice", m, n, k, c.Kernel.Name)
			}
			names = append(names, c.Kernel.Name)
			if s := pickSteps(m, n, k, c.Kernel); s > ps*CandidateMaxSteps {
				t.Errorf("%dx%dx%d: %s takes %.1f steps, the pick %.1f", m, n, k, c.Kernel.Name, s, ps)
			}
			if c.Why == "" {
				t.Errorf("%dx%dx%d: %s has no reason", m, n, k, c.Kernel.Name)
			}
			b, err := ByName(c.Kernel.Name)
			if err != nil {
				t.Errorf("%dx%dx%d: %s: %v", m, n, k, c.Kernel.Name, err)
				continue
			}
			if b.Source != c.Kernel.Source || b.TileM != c.Kernel.TileM || b.TileN != c.Kernel.TileN || b.SwapAB != c.Kernel.SwapAB || b.ClusterM != c.Kernel.ClusterM || b.ClusterN != c.Kernel.ClusterN {
				t.Errorf("%dx%dx%d: ByName(%s) builds another kernel", m, n, k, c.Kernel.Name)
			}
		}
	}
	if extra < 600 {
		t.Errorf("%d candidates beside the pick over 600 shapes: tuning would rarely have a choice", extra)
	}
}

// TestCandidatesHoldCuBLASsTiles: at launches where cuBLAS ran tiles that
// no rule takes (docs/benchmarks.md, session 12, ncu; cuBLAS computes Cᵀ,
// so its tiles are read here in C's rows and columns), the same tiles are
// among the candidates: 4168×600×416 on 128×152 CTAs in 1×2 clusters,
// 576×3216×2200 on 192×80 in 1×2, 920×2320×376 on 192×96 in 1×2,
// 3952×1560×1520 on two waves of 128×200 in 1×2, 600×1648×1696 on 120×64
// CTAs whose wgmma rows are C's columns (our 64×120 swapped, 2×1 along
// N), 5352×560×480 on 128×192 likewise (192×128 in 1×2 swapped).
func TestCandidatesHoldCuBLASsTiles(t *testing.T) {
	candidatesHold(t, []candidateCase{
		{4168, 600, 416, "tma-multicast-128x304-1x2"},
		{576, 3216, 2200, "tma-multicast-192x160-1x2"},
		{920, 2320, 376, "tma-multicast-192x192-1x2"},
		{3952, 1560, 1520, "tma-multicast-128x400-1x2"},
		{600, 1648, 1696, "tma-pingpong-64x120-8s-t"},
		{5352, 560, 480, "tma-multicast-192x256-1x2-t"},
	})
}

// TestCandidatesHoldMeasuredWinners: the kernels measured fastest at
// small shapes over a long K in session 15 (docs/benchmarks.md, "Session
// 15: clusters of four") are among the candidates there: 2×2 and 1×4
// clusters of 128-row CTAs, 256-row tiles where the pick is stream-K's, and
// ping-pong's 128-row parts in 1×2 clusters at two short launches.
func TestCandidatesHoldMeasuredWinners(t *testing.T) {
	candidatesHold(t, []candidateCase{
		{1400, 1224, 11584, "tma-multicast-256x240-2x2-t"},
		{1456, 1224, 12632, "tma-multicast-256x256-2x2-t"},
		{1528, 1096, 11952, "tma-multicast-256x224-2x2"},
		{600, 1648, 1696, "tma-multicast-128x288-1x4"},
		{520, 608, 11488, "tma-multicast-256x176-t"},
		{512, 512, 13680, "tma-multicast-256x128"},
		{1000, 1000, 64, "tma-pingpong-128x128-1x2"},
		{4168, 1400, 704, "tma-pingpong-128x352-1x2"},
	})
}

// TestQuadWave: one wave of 128-row CTAs in clusters of four is the
// requested cluster shape, its clusters fit the HopperQuadClusters
// resident, its columns cover N, and no narrower CTA both fits and builds.
func TestQuadWave(t *testing.T) {
	r := rand.New(rand.NewSource(1815))
	built := 0
	for i := 0; i < 2000; i++ {
		m, n := 64+8*r.Intn(400), 64+8*r.Intn(400)
		for _, cl := range [][2]int{{2, 2}, {1, 4}, {4, 1}} {
			cm, cn := cl[0], cl[1]
			kern, ok := quadWave(m, n, cm, cn)
			if !ok {
				continue
			}
			built++
			ctaM, ctaN := kern.TileM/cm, kern.TileN/cn
			if kern.ClusterM != cm || kern.ClusterN != cn || ctaM != 128 || kern.SwapAB {
				t.Fatalf("%dx%d %dx%d: %s", m, n, cm, cn, kern.Name)
			}
			clusters := (m + kern.TileM - 1) / kern.TileM * ((n + kern.TileN - 1) / kern.TileN)
			if clusters > HopperQuadClusters || ctaN < 64 || ctaN > 256 {
				t.Errorf("%dx%d: %s: %d clusters of CTAs %d wide", m, n, kern.Name, clusters, ctaN)
			}
			narrower := ctaN - 8
			fits := (m+kern.TileM-1)/kern.TileM*((n+cn*narrower-1)/(cn*narrower)) <= HopperQuadClusters
			if _, builds := clusterVariant(kern.TileM, cn*narrower, cm, cn); fits && builds && narrower >= 64 {
				t.Errorf("%dx%d: %s, but %d columns a CTA also fit", m, n, kern.Name, narrower)
			}
		}
	}
	if built < 2000 {
		t.Errorf("only %d kernels built over 6000 tries", built)
	}
}

// TestOneByTwoPingpongWave: ping-pong's 128-row parts in 1×2 clusters,
// their parts within 64..192 columns, fill at most the waves asked for
// (a part a warpgroup: waves·HopperClusters·2 parts at most), and parts
// eight columns narrower would not.
func TestOneByTwoPingpongWave(t *testing.T) {
	r := rand.New(rand.NewSource(1816))
	built := 0
	for i := 0; i < 3000; i++ {
		m, n, waves := 64+8*r.Intn(600), 64+8*r.Intn(600), 1+r.Intn(2)
		kern, ok := oneByTwoPingpongWave(m, n, waves)
		if !ok {
			continue
		}
		built++
		w := kern.TileN / 2
		if kern.TileM != 128 || kern.ClusterM != 1 || kern.ClusterN != 2 || w < 64 || w > 192 || kern.File != TMAPingpong.File {
			t.Fatalf("%dx%d, %d waves: %s", m, n, waves, kern.Name)
		}
		parts := func(w int) int { return (m + 127) / 128 * ((n + 2*w - 1) / (2 * w)) * 2 }
		if parts(w) > waves*HopperClusters*2 {
			t.Errorf("%dx%d, %d waves: %s has %d parts", m, n, waves, kern.Name, parts(w))
		}
		if w > 64 && parts(w-8) <= waves*HopperClusters*2 {
			t.Errorf("%dx%d, %d waves: %s, but parts of %d fit too", m, n, waves, kern.Name, w-8)
		}
	}
	if built < 500 {
		t.Errorf("only %d kernels built over 3000 tries", built)
	}
}

// candidateCase is a shape and a kernel its candidates must hold.
type candidateCase struct {
	m, n, k int
	want    string
}

// candidatesHold reports each case whose shape's Candidates lack its kernel.
func candidatesHold(t *testing.T, cases []candidateCase) {
	t.Helper()
	for _, c := range cases {
		var names []string
		for _, cand := range Candidates(c.m, c.n, c.k) {
			names = append(names, cand.Kernel.Name)
		}
		if !slices.Contains(names, c.want) {
			t.Errorf("%dx%dx%d: candidates %v lack %s", c.m, c.n, c.k, names, c.want)
		}
	}
}

// TestCandidatesSquareSwapNothing: at m = n a swapped kernel computes the
// same tiles, stored transposed; no candidate is swapped there.
func TestCandidatesSquareSwapNothing(t *testing.T) {
	for _, s := range []int{1000, 2304, 8192} {
		for _, c := range Candidates(s, s, 2048) {
			if c.Kernel.SwapAB {
				t.Errorf("%dx%dx2048: %s", s, s, c.Kernel.Name)
			}
		}
	}
}

// TestOtherBody: the ping-pong and cooperative kernels on the same 256-row
// tiles are each other's other body, swapped as given; 512-row tiles and
// cooperative tiles wider than ping-pong's 192 have none.
func TestOtherBody(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"tma-multicast-256x192", "tma-pingpong"},
		{"tma-multicast-256x136", "tma-pingpong-256x136"},
		{"tma-pingpong-256x136", "tma-multicast-256x136"},
		{"tma-pingpong", "tma-multicast-256x192"},
		{"tma-pingpong-256x176-t", "tma-multicast-256x176-t"},
		{"tma-multicast-256x160-t", "tma-pingpong-256x160-t"},
		{"tma-multicast", ""},
		{"tma-multicast-512x144", ""},
		{"tma-pingpong-64x128", ""},
	} {
		k, err := ByName(c.in)
		if err != nil {
			t.Fatal(err)
		}
		o, ok := otherBody(k)
		if got := map[bool]string{true: o.Name, false: ""}[ok]; got != c.want {
			t.Errorf("otherBody(%s) = %q, want %q", c.in, got, c.want)
		}
	}
}
