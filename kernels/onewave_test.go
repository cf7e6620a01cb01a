package kernels

import (
	"math/rand"
	"strings"
	"testing"
)

// TestChooseCooperative: where ping-pong's 256-row tiles come to one wave,
// Choose runs the cooperative kernel on the same tiles (swapped where they
// are); past one wave, ping-pong stays. The H200 figures are
// docs/benchmarks.md's ("One wave of ping-pong's tiles": µs, new against
// old).
func TestChooseCooperative(t *testing.T) {
	for _, tc := range []struct {
		m, n, k int
		want    string
	}{
		{5352, 560, 480, "tma-multicast-256x192"},      // 21x3 = 63 (fit): 11.8 against 12.7
		{3848, 736, 400, "tma-multicast-256x184"},      // 15x4 = 60 (fit): 11.4 against 12.3
		{560, 5552, 544, "tma-multicast-256x192-t"},    // held out, swapped: 12.6 against 13.4
		{1808, 1376, 1928, "tma-multicast-256x176"},    // held out: 23.3 against 24.0
		{4120, 752, 3512, "tma-multicast-256x192-t"},   // held out: 36.8 either
		{2560, 1792, 3072, "tma-pingpong-256x144"},     // 10x13 = 130 tiles: two a cluster
		{8192, 8192, 8192, TMAPingpong.Name},           // many waves
		{1000, 1000, 1000, "tma-pingpong-256x160-4x1"}, // a small shape: 64-row parts, 4x1
	} {
		kern, why := ChooseWhy(tc.m, tc.n, tc.k)
		if kern.Name != tc.want {
			t.Errorf("Choose(%d, %d, %d) = %s, want %s", tc.m, tc.n, tc.k, kern.Name, tc.want)
		}
		if coop := strings.Contains(why, "cooperative kernel's two consumer warpgroups share each tile"); coop != strings.HasPrefix(tc.want, TMAMulticast.Name+"-256x") {
			t.Errorf("ChooseWhy(%d, %d, %d): %s with %q", tc.m, tc.n, tc.k, kern.Name, why)
		}
	}
	// At random shapes: no pick past the small shapes is one wave of
	// ping-pong's 256-row tiles, and each the rule changed keeps the tiles.
	r := rand.New(rand.NewSource(12))
	changed := 0
	for range 4000 {
		m, n, k := 8*(1+r.Intn(1200)), 8*(1+r.Intn(1200)), 8*(1+r.Intn(1000))
		got := Choose(m, n, k)
		rows, cols := m, n
		if got.SwapAB {
			rows, cols = n, m
		}
		if got.File == TMAPingpong.File && got.TileM == 256 && got.ClusterM == 2 && got.ClusterN == 1 && tileCount(rows, cols, got) <= HopperClusters {
			t.Fatalf("Choose(%d, %d, %d) = %s: %d tiles, one wave", m, n, k, got.Name, tileCount(rows, cols, got))
		}
		pick, _ := chooseOrientation(m, n, k, RowPitch(k))
		if fromSmall(m, n, k, pick) || pick.File != TMAPingpong.File || got.Name == pick.Name {
			continue
		}
		if got.TileM == 384 || got.TileM == 192 {
			continue // the tall tiles' rules weigh the cooperative pick (TestChooseTall)
		}
		if coop, _ := chooseCooperative(m, n, k, pick, ""); got.Name != coop.Name {
			if wf, _ := chooseWideFill(m, n, k, coop, ""); got.Name == wf.Name {
				continue // then one wave of wide cooperative tiles (TestChooseWideFill)
			}
		}
		changed++
		if got.File != TMAMulticast.File || got.TileM != pick.TileM || got.TileN != pick.TileN || got.SwapAB != pick.SwapAB {
			t.Errorf("Choose(%d, %d, %d) = %s in place of %s", m, n, k, got.Name, pick.Name)
		}
	}
	if changed < 20 {
		t.Errorf("%d of 4000 random shapes moved to the cooperative kernel: the rule is not exercised", changed)
	}
}

// TestChooseWideFill: where the cooperative kernel's 256-row tiles are
// Choose's pick past the small shapes and the 384-row rules, one wave of
// its tiles 192–256 wide, at m×n or swapped, the fewer steps of the two,
// takes their place where it saves TallMinGain; the H200 figures are
// docs/benchmarks.md's ("One wave of wide cooperative tiles": µs, new
// against old).
func TestChooseWideFill(t *testing.T) {
	for _, tc := range []struct {
		m, n, k int
		want    string
	}{
		{2016, 1736, 4808, "tma-multicast-256x224"},   // 8x8 = 64 tiles, as many steps as 7x9 = 63 swapped (cuBLAS's): 50.7 and 51.1 against 62.5
		{1608, 1952, 5344, "tma-multicast-256x208-t"}, // held out: 51.3 against 61.5
		{5008, 632, 2616, "tma-multicast-256x216"},    // held out: 30.5 against 37.0
		{1400, 2472, 6920, "tma-multicast-256x232"},   // held out: 82.1 against 78.3, a miss
		{8192, 8192, 8192, TMAPingpong.Name},          // many waves
		{3000, 544, 1328, "tma-multicast-256x136"},    // one wave would be 256x112: under WideFillMinWidth
	} {
		kern, why := ChooseWhy(tc.m, tc.n, tc.k)
		if kern.Name != tc.want {
			t.Errorf("Choose(%d, %d, %d) = %s, want %s", tc.m, tc.n, tc.k, kern.Name, tc.want)
		}
		if fill := strings.Contains(why, "one wave of wide cooperative tiles"); fill != (kern.TileN >= WideFillMinWidth && strings.HasPrefix(kern.Name, TMAMulticast.Name+"-256x2")) {
			t.Errorf("ChooseWhy(%d, %d, %d): %s with %q", tc.m, tc.n, tc.k, kern.Name, why)
		}
	}
	r := rand.New(rand.NewSource(13))
	fills := 0
	for range 6000 {
		m, n, k := 8*(1+r.Intn(1200)), 8*(1+r.Intn(1200)), 8*(1+r.Intn(1000))
		got, why := ChooseWhy(m, n, k)
		if !strings.Contains(why, "one wave of wide cooperative tiles") {
			continue
		}
		fills++
		rows, cols := m, n
		if got.SwapAB {
			rows, cols = n, m
		}
		if got.File != TMAMulticast.File || got.TileM != 256 || got.TileN < WideFillMinWidth || got.TileN > 256 || tileCount(rows, cols, got) > HopperClusters {
			t.Errorf("Choose(%d, %d, %d) = %s: %d tiles", m, n, k, got.Name, tileCount(rows, cols, got))
		}
		if cols > (HopperClusters/((rows+255)/256))*got.TileN || cols <= (HopperClusters/((rows+255)/256))*(got.TileN-8) {
			t.Errorf("Choose(%d, %d, %d) = %s: not the narrowest tiles whose columns fill one wave", m, n, k, got.Name)
		}
	}
	if fills < 5 {
		t.Errorf("%d of 6000 random shapes on one wave of wide cooperative tiles: the rule is not exercised", fills)
	}
}
