package kernels

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// TestTallVariant: tma-multicast-384xN is the cooperative body with
// 192-row CTAs of three consumer warpgroups, by name and as a cluster
// variant, from 64 to TallMaxWidth columns; its stages and the other
// kernels' consumers.
func TestTallVariant(t *testing.T) {
	k, err := ByName("tma-multicast-384x144")
	if err != nil {
		t.Fatal(err)
	}
	if k.Name != TMAMulticast384x144.Name || k.TileM != 384 || k.TileN != 144 || k.ClusterM != 2 || k.ClusterN != 1 || k.Consumers() != 3 {
		t.Errorf("tma-multicast-384x144: %s %dx%d in %dx%d, %d consumers", k.Name, k.TileM, k.TileN, k.ClusterM, k.ClusterN, k.Consumers())
	}
	if !strings.Contains(k.Source, "#define BM 384\n#define BN 144\n#define CLUSTER_M 2\n#define CLUSTER_N 1\n") || !strings.Contains(k.Source, "#define STAGES 4\n") {
		t.Errorf("tma-multicast-384x144's source does not define its tile and 4 stages")
	}
	if a, b := k.BoxRows(); a != 192 || b != 72 {
		t.Errorf("BoxRows = %d, %d; want 192, 72", a, b)
	}
	// Four stages of 192 + 144 rows fit beside three warpgroups' epilogue
	// buffers (48 KiB) in 227 KiB; five do not.
	stage := (192 + 144) * 64 * 2
	if s := maxStages(192, 144); s != 4 || 4*stage+3*16384+1024 > 232448 || 5*stage+3*16384+1024 <= 232448 {
		t.Errorf("maxStages(192, 144) = %d", s)
	}
	for _, bn := range []int{64, 112, 192} {
		if _, err := ByName("tma-multicast-384x" + strconv.Itoa(bn)); err != nil {
			t.Errorf("384x%d: %v", bn, err)
		}
	}
	for _, name := range []string{"tma-multicast-384x200", "tma-multicast-384x56", "tma-multicast-384x100", "tma-multicast-384x0144"} {
		if k, err := ByName(name); err == nil {
			t.Errorf("ByName(%s) = %s", name, k.Name)
		}
	}
	if v, ok := clusterVariant(384, 144, 2, 1); !ok || v.Consumers() != 3 || !strings.Contains(v.Source, "#define BM 384\n") {
		t.Errorf("clusterVariant(384, 144, 2, 1) = %s, %v", v.Name, ok)
	}
	if v, ok := clusterVariant(384, 256, 2, 1); ok {
		t.Errorf("clusterVariant(384, 256, 2, 1) = %s: 128 accumulators in 152 registers", v.Name)
	}
	if sw, ok := Swapped(k); !ok || sw.Name != "tma-multicast-384x144-t" || sw.Consumers() != 3 {
		t.Errorf("Swapped(%s) = %s, %v", k.Name, sw.Name, ok)
	}
	if sw, err := ByName("tma-multicast-384x120-t"); err != nil || !sw.SwapAB || sw.TileM != 384 {
		t.Errorf("ByName(tma-multicast-384x120-t) = %s, %v", sw.Name, err)
	}
	for _, k := range []Kernel{TMAMulticast, TMAMulticast512x144, TMAPingpong, TMAPingpong64x128, TMAPingpongQuad, TMAPingpongDuo} {
		if k.Consumers() != 2 {
			t.Errorf("%s: %d consumers, want 2", k.Name, k.Consumers())
		}
	}
}

// TestChooseTall: past the small shapes, Choose runs 384-row tiles, one
// wave of them, where they save TallMinGain of the busiest cluster's K
// steps against its pick and are TallMinWidth wide or more (swapped where
// that saves SwapMinGain more); the H200 figures are docs/benchmarks.md's
// ("Tiles of 384 rows": µs, the new pick against the old).
func TestChooseTall(t *testing.T) {
	for _, tc := range []struct {
		m, n, k int
		want    string
	}{
		{1800, 1800, 512, "tma-multicast-384x144"},     // 5x13 = 65 (issue 23's; 12.7 µs against 13.1)
		{1536, 2304, 5120, "tma-multicast-384x144"},    // 4x16 = 64, every row full (50.5 against 56.8)
		{2280, 1448, 7808, "tma-multicast-384x136"},    // held out: 71.1 against 87.8
		{4152, 1088, 6200, "tma-multicast-384x184"},    // held out, K % 64 != 0: 87.8 against 103.3
		{2128, 1864, 944, "tma-multicast-384x176"},     // held out: 19.1 against 23.9
		{2128, 2640, 6592, "tma-pingpong-256x176"},     // 6x22 = 132 of 384x120, two waves: 11.7% slower (TallMaxWaves)
		{4456, 1360, 5096, "tma-pingpong-256x176"},     // two waves of 384x128: 2.8% slower
		{3808, 1240, 7616, "tma-multicast-256x248"},    // 384x96, 7% fewer steps: 4.8% slower (TallMinWidth)
		{3072, 1024, 6144, "tma-multicast-256x192-t"},  // 8x8 = 64 of 384x128: 72 steps' worth, as many as the swapped pick
		{8192, 8192, 8192, TMAPingpong.Name},           // no 384-row tiles fit one wave
		{888, 4816, 8320, "tma-multicast-384x184-t"},   // swapped, held out: 104.1 µs against 126.0 (call 12)
		{1576, 1848, 1280, "tma-multicast-384x128-t"},  // swapped (4x15 = 60 tiles) more than 5% under unswapped 384x144: 18.1 against 21.2
		{1000, 1000, 1000, "tma-pingpong-256x160-4x1"}, // a small shape
		// 192-row tiles in 1x2 clusters where no 384-row tiles apply
		// ("192-row tiles in 1×2 clusters": held out, new against old µs).
		{896, 3520, 3624, "tma-multicast-192x272-1x2"}, // 43.4 against 53.2
		{552, 6480, 6272, "tma-multicast-192x304-1x2"}, // 65.0 against 83.6
		{560, 7304, 1728, "tma-multicast-192x336-1x2"}, // 27.9 against 27.2: a miss
		{536, 7176, 8208, "tma-multicast-512x144-t"},   // not in place of 512-row tiles 168 columns a CTA or wider (192x336-1x2 ran as fast)
		{544, 6344, 2176, "tma-multicast-192x304-1x2"}, // in place of 512x144-t, 152 a CTA: 28.2 against 33.7
		{6312, 552, 992, "tma-multicast-192x288-1x2"},  // in place of 512x144, 144 a CTA: 17.4 against 21.6
		{2096, 1704, 8016, "tma-multicast-384x160"},    // the 384-row tiles first (192x288-1x2 ran 8% faster)
	} {
		kern, why := ChooseWhy(tc.m, tc.n, tc.k)
		if kern.Name != tc.want {
			t.Errorf("Choose(%d, %d, %d) = %s, want %s", tc.m, tc.n, tc.k, kern.Name, tc.want)
		}
		if (kern.TileM == 384) != strings.Contains(why, "tile rows of 384") || (kern.TileM == 192) != strings.Contains(why, "in 1x2 clusters sharing A") {
			t.Errorf("ChooseWhy(%d, %d, %d): %s with %q", tc.m, tc.n, tc.k, kern.Name, why)
		}
	}
	// The rule at random shapes: a 384-row pick is one wave, TallMinWidth
	// to TallMaxWidth wide, and saves TallMinGain against the pick without
	// it; swapped, it saves SwapMinGain against the unswapped 384-row tiles
	// too; past the small shapes, a shape where the unswapped tiles would
	// save TallMinGain runs 384-row tiles; others run the pick.
	r := rand.New(rand.NewSource(11))
	talls, swapped, oneByTwos := 0, 0, 0
	for range 4000 {
		m, n, k := 8*(1+r.Intn(1200)), 8*(1+r.Intn(1200)), 8*(1+r.Intn(1000))
		got := Choose(m, n, k)
		pick, _ := chooseOrientation(m, n, k, RowPitch(k))
		small := fromSmall(m, n, k, pick)
		if !small {
			pick, _ = chooseCooperative(m, n, k, pick, "")
		}
		ps := clusterSteps(m, n, k, pick)
		if pick.SwapAB {
			ps = clusterSteps(n, m, k, pick)
		}
		tall, ts, ok := tallTiles(m, n, k)
		tallFits := ok && !small && ts < ps*(1-TallMinGain)
		if got.TileM == 192 {
			oneByTwos++
			gs := clusterSteps(m, n, k, got)
			if small || tallFits || (pick.TileM == 512 && got.TileN/2 > OneByTwoOver512MaxWidth) || got.ClusterM != 1 || got.ClusterN != 2 || got.SwapAB || gs >= ps*(1-TallMinGain) ||
				tileCount(m, n, got) > HopperClusters || got.TileN/2 < TallMinWidth || got.TileN/2 > TallMaxWidth {
				t.Errorf("Choose(%d, %d, %d) = %s: %d tiles, %g steps against the pick %s's %g", m, n, k, got.Name, tileCount(m, n, got), gs, pick.Name, ps)
			}
			continue
		}
		if got.TileM != 384 {
			if wf, _ := chooseWideFill(m, n, k, pick, ""); !small && wf.Name != pick.Name && got.Name == wf.Name {
				continue // one wave of wide cooperative tiles (TestChooseWideFill)
			}
			if got.Name != pick.Name || tallFits {
				t.Fatalf("Choose(%d, %d, %d) = %s; pick %s (%g steps), 384-row tiles %s (%g, %v)", m, n, k, got.Name, pick.Name, ps, tall.Name, ts, ok)
			}
			if w, ws, wok := oneByTwoTiles(m, n, k); wok && !small && (pick.TileM != 512 || w.TileN/2 <= OneByTwoOver512MaxWidth) && ws < ps*(1-TallMinGain) {
				t.Fatalf("Choose(%d, %d, %d) = %s (%g steps): 1x2 tiles %s save %g", m, n, k, got.Name, ps, w.Name, ps-ws)
			}
			continue
		}
		talls++
		rows, cols := m, n
		if got.SwapAB {
			rows, cols, swapped = n, m, swapped+1
		}
		gs := clusterSteps(rows, cols, k, got)
		if small || gs >= ps*(1-TallMinGain) || tileCount(rows, cols, got) > HopperClusters || got.TileN < TallMinWidth || got.TileN > TallMaxWidth {
			t.Errorf("Choose(%d, %d, %d) = %s: %d tiles, %g steps against the pick's %g", m, n, k, got.Name, tileCount(rows, cols, got), gs, ps)
		}
		if got.SwapAB && ok && gs >= ts*(1-SwapMinGain) {
			t.Errorf("Choose(%d, %d, %d) = %s, %g steps; unswapped %s %g", m, n, k, got.Name, gs, tall.Name, ts)
		}
	}
	if swapped < 5 {
		t.Errorf("%d of 4000 random shapes on 384-row tiles swapped: the rule is not exercised", swapped)
	}
	if oneByTwos < 2 {
		t.Errorf("%d of 4000 random shapes on 192-row tiles in 1x2 clusters: the rule is not exercised", oneByTwos)
	}
	if talls < 20 {
		t.Errorf("%d of 4000 random shapes on 384-row tiles: the rule is not exercised", talls)
	}
}
