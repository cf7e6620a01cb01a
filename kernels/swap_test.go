package kernels

import (
	"math/rand"
	"strings"
	"testing"
)

// TestSwapped: a kernel of tma_multicast.cuh's body swapped is named with
// SwapSuffix, takes its operands swapped and is built with TRANSPOSE_C;
// ByName reads the names back; other kernels, and swapped ones, are not
// swapped (again).
func TestSwapped(t *testing.T) {
	for _, name := range []string{"tma-multicast", "tma-multicast-256x136", "tma-pingpong", "tma-pingpong-256x176", "tma-multicast-512x144", "tma-pingpong-64x128-sk", "tma-pingpong-256x200-4x1", "tma-pingpong-64x120-8s", "tma-store"} {
		base, err := ByName(name)
		if err != nil {
			t.Fatal(err)
		}
		sw, ok := Swapped(base)
		if !ok || sw.Name != name+SwapSuffix || !sw.SwapAB || !strings.HasPrefix(sw.Source, "#define TRANSPOSE_C 1\n") || strings.TrimPrefix(sw.Source, "#define TRANSPOSE_C 1\n") != base.Source {
			t.Errorf("Swapped(%s) = %s (SwapAB %v), %v", name, sw.Name, sw.SwapAB, ok)
		}
		if sw.TileM != base.TileM || sw.TileN != base.TileN || sw.ClusterSize() != base.ClusterSize() || sw.StreamK != base.StreamK {
			t.Errorf("Swapped(%s) changed the tile or its launch", name)
		}
		got, err := ByName(name + SwapSuffix)
		if err != nil || got.Name != sw.Name || got.Source != sw.Source || !got.SwapAB {
			t.Errorf("ByName(%s) = %s, %v", name+SwapSuffix, got.Name, err)
		}
		if _, ok := Swapped(sw); ok {
			t.Errorf("Swapped(%s) swapped again", sw.Name)
		}
		if _, err := ByName(sw.Name + SwapSuffix); err == nil {
			t.Errorf("ByName(%s) succeeded", sw.Name+SwapSuffix)
		}
	}
	for _, k := range []Kernel{MMA, WGMMA, TMAKernel, TMAPersistent} {
		if _, ok := Swapped(k); ok {
			t.Errorf("Swapped(%s): it has no transposed epilogue", k.Name)
		}
		if _, err := ByName(k.Name + SwapSuffix); err == nil {
			t.Errorf("ByName(%s) succeeded", k.Name+SwapSuffix)
		}
	}
	for _, bad := range []string{"-t", "t", "tma-multicast-", "tma-multicast-T", "nope-t", "tma-multicast" + strings.Repeat("-t", 100000)} {
		if k, err := ByName(bad); err == nil {
			t.Errorf("ByName(%.40q) = %s", bad, k.Name)
		}
	}
}

// TestChooseSwapped: Choose swaps the operands where the kernel it picks
// for N×M×K, of 256-row tiles, has SwapMinGain fewer busiest-cluster steps
// than its pick for M×N×K; the H200 figures are docs/benchmarks.md's
// ("The operands swapped").
func TestChooseSwapped(t *testing.T) {
	for _, tc := range []struct {
		m, n, k int
		want    string
	}{
		{528, 3808, 7736, "tma-multicast-256x136-t"},  // 528 rows on 256x176 tiles: 768 computed; swapped, 3 tiles of 136+ (60.6 µs against 86.3)
		{544, 4248, 7896, "tma-multicast-256x136-t"},  // held out: 74.5 µs against 113.0
		{4120, 752, 3512, "tma-multicast-256x192-t"},  // held out: 38.1 µs against 49.4 (ping-pong-t; one wave, so the cooperative kernel on its tiles: 36.8 either)
		{536, 10976, 464, "tma-pingpong-256x184-t"},   // held out: 18.0 µs against 23.8
		{3072, 1024, 6144, "tma-multicast-256x192-t"}, // issue 23's: 53.5 µs against 57.7 (ping-pong-t; the cooperative kernel on its tiles: 52.9)
		{984, 6656, 2440, TMAPingpong.Name},           // 0.6% more steps swapped (H200: 10% slower)
		{3208, 576, 1872, "tma-multicast-256x144"},    // swapped, 128-row tiles of 64x248: SwapMinRows (15% slower)
		{568, 1576, 11248, "tma-multicast-256x192-t"}, // swapped, 1576x568 runs tma-multicast over its long K (SmallLongKRatio), no longer 64x120 (call 3: 8.4% slower there)
		{8192, 8192, 8192, TMAPingpong.Name},
	} {
		kern, why := ChooseWhy(tc.m, tc.n, tc.k)
		if kern.Name != tc.want {
			t.Errorf("Choose(%d, %d, %d) = %s, want %s", tc.m, tc.n, tc.k, kern.Name, tc.want)
		}
		if kern.SwapAB != strings.Contains(why, "Cᵀ = B·Aᵀ") {
			t.Errorf("ChooseWhy(%d, %d, %d): %s with %q", tc.m, tc.n, tc.k, kern.Name, why)
		}
	}
	// The rule at random shapes: a swap saves SwapMinGain of the steps on
	// 256-row tiles, what is not swapped would not, and no shape is
	// swapped both ways.
	r := rand.New(rand.NewSource(1))
	swaps := 0
	for range 3000 {
		m, n, k := 8*(1+r.Intn(1500)), 8*(1+r.Intn(1500)), 8*(1+r.Intn(1500))
		pitch := RowPitch(k)
		orig, _ := chooseOriented(m, n, k, pitch)
		other, _ := chooseOriented(n, m, k, pitch)
		got := Choose(m, n, k)
		saves := m != n && other.TileM >= SwapMinRows && clusterSteps(n, m, k, other) < clusterSteps(m, n, k, orig)*(1-SwapMinGain)
		want, steps, pick := orig.Name, clusterSteps(m, n, k, orig), orig
		if saves {
			pick, _ = Swapped(other)
			want, steps, swaps = other.Name+SwapSuffix, clusterSteps(n, m, k, other), swaps+1
			if back := Choose(n, m, k); back.SwapAB && back.TileM != 384 { // 384-row tiles may swap back (TestChooseTall)
				t.Errorf("%dx%dx%d swapped both ways", m, n, k)
			}
		}
		if !fromSmall(m, n, k, pick) { // one wave of ping-pong's tiles runs on the cooperative kernel (TestChooseCooperative)
			pick, _ = chooseCooperative(m, n, k, pick, "")
			want, steps = pick.Name, clusterSteps(m, n, k, pick)
			if pick.SwapAB {
				steps = clusterSteps(n, m, k, pick)
			}
		}
		if tall, ts, ok := tallTiles(m, n, k); ok && !fromSmall(m, n, k, pick) && ts < steps*(1-TallMinGain) && got.TileM != 384 {
			t.Fatalf("Choose(%d, %d, %d) = %s: 384-row tiles %s save %g of %g steps", m, n, k, got.Name, tall.Name, steps-ts, steps)
		}
		if (got.TileM == 384 || got.TileM == 192) && !fromSmall(m, n, k, pick) {
			continue // past the swap, the 384-row tiles, swapped or not, or 1x2 clusters of 192-row tiles (TestChooseTall)
		}
		if !fromSmall(m, n, k, pick) {
			wf, _ := chooseWideFill(m, n, k, pick, "") // one wave of wide cooperative tiles (TestChooseWideFill)
			want = wf.Name
		}
		if got.Name != want {
			t.Fatalf("Choose(%d, %d, %d) = %s, want %s", m, n, k, got.Name, want)
		}
	}
	if swaps < 100 {
		t.Errorf("%d of 3000 random shapes swapped: the rule is not exercised", swaps)
	}
}

// TestSwappedInAll: both bodies' swapped kernels are in All, for the GPU
// test.
func TestSwappedInAll(t *testing.T) {
	for _, want := range []string{TMAMulticast.Name + SwapSuffix, TMAPingpong.Name + SwapSuffix} {
		found := false
		for _, k := range All {
			found = found || (k.Name == want && k.SwapAB)
		}
		if !found {
			t.Errorf("%s is not in All", want)
		}
	}
}
