package kernels

import (
	"fmt"
	"strings"
	"testing"
)

// TestChoose: small shapes on tma-pingpong-64xN (SmallTile's tile, 8
// stages from DeepMinSteps where N ≤ 128); under two waves of 256x192 the
// tiles with the fewest K steps' worth for the busiest cluster
// (clusterSteps: tma-multicast's 256x256 or 256x160, ping-pong's 256x192 or
// 256x176 outside one wave and a split tail, 512x144 or 512x152 where they
// save WideMinGain); past those, tma-pingpong where rows of A and B (K·2
// bytes, or the padded copy's RowPitch(K)·2 when K % 8 != 0) are whole L2
// lines, else the one of it and tma-multicast with fewer steps; 256-row
// tiles trimmed (Trim): chooseOriented's pick. Choose runs that, or the
// swapped pick where chooseSwapped takes it (swapped below). Resolve
// follows Choose for Auto and ByName otherwise. The H200 figures in the
// comments are docs/benchmarks.md's.
func TestChoose(t *testing.T) {
	// The shapes below where Choose runs the operands swapped (H200, calls
	// 5 and 13 of session 10, against the pick below).
	swapped := map[[3]int]string{
		{777, 1500, 100}:   "tma-pingpong-256x160-4x1-t",  // 12.6–13.1 µs against 12.8–12.9
		{1952, 744, 2880}:  "tma-pingpong-256x200-4x1-t",  // 17.7–18.0 µs against 20.7–21.1
		{600, 2440, 3264}:  "tma-pingpong-256x200-4x1-t",  // 19.2–19.5 µs against 22.8–23.1
		{1048, 1208, 2048}: "tma-pingpong-256x192-4x1-t",  // 14.1–14.4 µs against 15.6–15.9
		{2112, 3008, 5504}: TMAPingpong.Name + SwapSuffix, // 12x11 = 132 tiles swapped, two whole waves: 96.8–98.0 µs against 108.7–109.8
		{2304, 2048, 6144}: "tma-pingpong-256x144-t",      // 8x16 = 128 swapped, 8.9% fewer steps (call 13): 83.8 µs against 86.9
	}
	// And where it runs 384-row tiles (chooseTall; H200, session 11, call 3,
	// against the pick below).
	// And where ping-pong's tiles are one wave, on the cooperative kernel
	// (chooseCooperative; H200, session 12, call 7).
	coop := map[[3]int]string{
		{1536, 1536, 4096}: "tma-multicast-256x144", // 30.3 µs against 30.6
	}
	tall := map[[3]int]string{
		{2200, 2052, 1024}: "tma-multicast-384x192", // 6x11 = 66, 5% fewer steps: 22.2 µs against 21.5 (a miss, at 288% of cuBLAS)
	}
	for _, tc := range []struct {
		m, n, k int
		want    string
	}{
		{8192, 8192, 8192, TMAPingpong.Name},
		{16384, 16384, 4096, TMAPingpong.Name},
		{65536, 2048, 4096, TMAPingpong.Name},
		{2048, 65536, 4096, TMAPingpong.Name},
		{10000, 7000, 3000, TMAMulticast.Name},     // 6000-byte rows
		{5000, 9000, 2000, TMAPingpong.Name},       // 4000-byte rows, 351 steps' worth against 352 (256x256); H200: 104% of cuBLAS against 97%
		{10240, 7168, 3072, TMAPingpong.Name},      // aligned K, the ragged shape rounded up
		{10000, 7000, 3072, TMAPingpong.Name},      // ragged M and N only
		{10240, 7168, 3000, TMAMulticast.Name},     // ragged K only
		{4096, 4096, 64, "tma-pingpong-256x176"},   // 128-byte rows; 16x22 = 352 tiles, 6 a cluster: 16x24 = 384 of 176 too (WaveFit)
		{4096, 4096, 32, TMAMulticast.Name},        // 64-byte rows
		{4096, 4096, 96, TMAMulticast.Name},        // 192-byte rows
		{3000, 9000, 2500, "tma-pingpong-256x184"}, // K % 8 != 0: copied into rows of 2560; 12x47 = 564 tiles, 9 a cluster: 12x49 = 588 of 184 too
		{4096, 4096, 4100, TMAPingpong.Name},       // copied into rows of 4160
		// Under two waves of 256x192 (clusterSteps, K steps' worth of a
		// 256x256 tile for the busiest cluster; measured H200 winners):
		{2200, 2052, 1024, "tma-pingpong-256x152"},   // 99 of 256x192; 256x160 20 against 16 + 4 + 12 = 32; 9x14 = 126 of ping-pong's 256x152, 19 (H200: 21.3–24.0 µs against 23.2–24.1)
		{2560, 1792, 3072, "tma-pingpong-256x144"},   // 65 of 512x144 in one wave, 48·1.125 = 54 against 60 (256x160) and 64; 10x13 = 130 of ping-pong's 256x144, 54 too (H200: 42.2–45.1 µs against 44.6–44.8)
		{2560, 1792, 6144, "tma-pingpong-256x144"},   // 96·1.125 = 108 against 114 (256x256: 96 + 6 + 12), ping-pong 256x144 108 too (H200: 2.6% slower than 512x144, a miss)
		{2560, 1792, 3000, TMAMulticast512x144.Name}, // 6000-byte rows: no wave fit, 512x144's 47·1.125 against 256x160's 58.75
		{2304, 2048, 6144, "tma-pingpong-256x152"},   // 256x256 117 (96 + 9 + 12); 9x14 = 126 of ping-pong's 256x152, 114 (H200: within 1%)
		{2432, 1664, 7168, TMAMulticast512x144.Name}, // 5x13 = 65 of 512x144: 112·1.125 = 126 against 131 (256x256: 112 + 7 + 12)
		{3072, 1536, 3072, "tma-pingpong-256x144"},   // 6x11 = 66 of 512x144: 54 against 60 (256x160); 12x11 = 132 of ping-pong's 256x144, 54 (H200: 3% faster)
		{2048, 2304, 2048, "tma-pingpong-256x144"},   // 4x16 = 64 of 512x144: 36 against 40 (256x160); 8x16 = 128 of ping-pong's 256x144, 36 (H200: 30.9–31.4 µs against 33.6–33.8)
		{2688, 1664, 5376, "tma-pingpong-256x144"},   // 6x11 = 66 of 512x152: 84·1.1875 = 99.8 against 105 (256x160) and 117 (512x144, 72 tiles); 11x12 = 132 of ping-pong's 256x144, 94.5 (H200: 4% faster)
		{2304, 2304, 2048, "tma-pingpong-256x168"},   // 126 of 256x176 (44 against 48 on 256x192, 50 on 256x160), trimmed to 14 of 168; H200: 93–95% of cuBLAS against 87–92% untrimmed
		{2048, 2304, 2000, TMAMulticast512x144.Name}, // 4000-byte rows too: 36 against 40 (256x160); measured 94–95% of cuBLAS against 83–86%
		{2048, 2432, 4360, TMAMulticast512x152.Name}, // 81.9 against 86.2 (256x160); 79–80% against 69–71%
		{1920, 1920, 3584, "tma-multicast-256x240"},  // 60 against 56 (64 tiles, one wave), trimmed to 8 of 240; H200: 102–104% against 98–99%
		{2944, 1920, 1536, TMAPingpong256x176.Name},  // 132 of 256x176, two whole waves: 33 against 36 (256x192) and 40.6 (256x160); H200: 91% against 88% and 77%
		{2000, 3000, 1500, TMAPingpong.Name},         // 36 against 42.5 (256x160) and 48; H200: 249% of cuBLAS against 218%
		{2816, 2048, 8192, TMAPingpong256x176.Name},  // 132 of 256x176: 176 against 181.25 (256x160); H200: 96.5% against 92.8%
		// Small: at most 66 tiles of 128x128, then of 128x256.
		{1000, 1000, 1000, "tma-pingpong-256x160-4x1"},  // 8x8 = 64; 28 4x1 clusters of 160 (10.7–10.8 µs against 10.7–11.2)
		{1024, 1024, 1024, "tma-pingpong-256x160-4x1"},  // 8x8; 28 4x1 clusters of 160 (9.7–10.0 µs against 9.4–10.4)
		{640, 1536, 2048, TMAPingpongDuoDeep.Name},      // 5x12 = 60, 32 K steps; 3x12 = 36 4x1 clusters of 128 (3x10 = 30 of 160), 5x6 = 30 2x2 clusters of 128 (H200: 11.8–11.9 µs against 13.3–13.7 on 4x1 of 160)
		{768, 1280, 1536, TMAPingpongQuadDeep.Name},     // 6x10 = 60, 24 K steps: 8 stages; 3x10 = 30 4x1 clusters (H200: 10.3–10.6 µs against 11.0–11.8)
		{768, 1280, 1473, TMAPingpongQuadDeep.Name},     // 24 steps, the last partial
		{768, 1280, 1472, TMAPingpongQuad.Name},         // 23 steps: 5 stages
		{768, 1088, 2432, TMAPingpongQuadDeep.Name},     // 9 tiles along N trimmed to 128: 27 4x1 clusters (12.9–13.3 µs against 14.4–15.0)
		{1024, 768, 1536, TMAPingpongQuadDeep.Name},     // 24 4x1 clusters
		{544, 1328, 3968, "tma-pingpong-256x136-4x1"},   // 4x1 widens 128 to 136 only: not 2x2 (H200: 2x2 11% slower)
		{832, 992, 1008, TMAPingpongDuo.Name},           // 4x1 would widen to 160; 7x4 = 28 2x2 clusters (9.8–9.9 µs against 10.0–11.0)
		{1024, 704, 1344, "tma-pingpong-64x120"},        // trimmed to 120: 4x1 clusters need whole 8-row atoms in B's quarters (bParts)
		{1000, 1000, 2000, "tma-pingpong-256x160-4x1"},  // 4x8 = 32 4x1 clusters of 128, 4x7 = 28 of 160 (13.3–13.8 µs against 14.4–15.2)
		{512, 704, 3584, "tma-pingpong-64x64-8s"},       // the narrowest tiles: not in 4x1 clusters (no gain measured)
		{512, 704, 4096, TMAPingpong64x128LongK.Name},   // 64 K steps: 128x128 tiles, K shared out (LongKMinSteps)
		{552, 816, 11888, TMAPingpong64x128LongK.Name},  // 186 K steps (H200: 86–88% of cuBLAS with stream-K against 63–66% on 128x64)
		{664, 880, 15968, "tma-multicast-256x224"},      // 66 of 128x80, 250 K steps: 12 tiles of 256x256 split in 5, 1.6 times the steps (H200: 44.1 µs against 69.9; SmallLongKRatio)
		{936, 624, 9800, "tma-multicast-256x208"},       // held out: 29.6 µs against 44.4
		{1456, 520, 10176, "tma-pingpong-64x104-8s"},    // tma-multicast would take 2.0 times the steps (H200: 8.9% slower there)
		{1344, 664, 5752, "tma-pingpong-64x112-8s"},     // 2.1 times (1.9% faster there: a tie)
		{1216, 1024, 15144, TMAMulticast.Name},          // 4x1 clusters of 256x192 over 237 K steps (QuadLongKMinSteps; H200: 61.6 µs against 81.9)
		{1384, 1112, 10912, "tma-pingpong-256x224-4x1"}, // 224 wide: QuadLongKMaxWidth (tma-multicast 4.3% slower)
		{1032, 920, 5536, "tma-pingpong-256x160-4x1"},   // 87 K steps (tma-multicast 14% slower)
		{1100, 700, 1400, "tma-pingpong-64x120"},        // 9x6 = 54 of 128x128, trimmed to 120 (63 of 128x104 would add under half as many)
		{1, 1, 1, "tma-pingpong-64x64"},                 // 1, trimmed to the narrowest, 64
		{1200, 800, 1200, "tma-pingpong-256x160-4x1"},   // 10x7 = 70 of 128x128, 10x5 = 50 of 128x160: 25 4x1 clusters (10.2–10.6 µs against 10.8–11.4)
		{1200, 1100, 1200, "tma-pingpong-256x192-4x1"},  // 10x9, 10x7 = 70 of 128x160, 10x6 = 60 of 128x192, trimmed to 184; 5x6 = 30 4x1 clusters of 192 (11.7–12.4 µs against 12.9–13.8)
		{777, 1500, 100, "tma-pingpong-256x224-4x1"},    // 7x12, 7x10, 7x8 = 56 of 128x192; 4x7 = 28 4x1 clusters of 224 (184 to 224 at 912x1440x3792: 24.8–25.4 µs against 29.2–29.5)
		{1200, 1400, 1200, "tma-pingpong-256x256-4x1"},  // 10x9 = 90 of 128x160, 10x8 = 80 of 128x192, 10x6 = 60 of 128x256, trimmed to 240; 5x6 = 30 4x1 clusters of 256
		{896, 1704, 2432, "tma-pingpong-64x192"},        // 7x9 = 63 of 128x192; 4x1 would take 4x7 = 28 of 256, the last cluster row half full: stayDuo (H200: 16.9–17.6 µs against 18.7–19.2)
		{1888, 768, 1408, "tma-pingpong-64x192"},        // 15x4 = 60; 8 cluster rows, the last 96 rows (H200, held out: 12.3–13.2 µs against 13.7–14.0)
		{1952, 744, 2880, "tma-pingpong-256x256-4x1"},   // 8 cluster rows, the last 160 rows: more than half full, 4x1 (H200: 20.9–21.3 µs against 20.9–21.9)
		{600, 2440, 3264, "tma-pingpong-256x256-4x1"},   // 3 cluster rows: 4x1 (H200: 22.8–23.2 µs against 22.6–23.4)
		{1048, 1208, 2048, "tma-pingpong-256x224-4x1"},  // 176 widened to 224, not 192 to 256: 4x1 (H200: 15.6–16.0 µs against 15.2–16.5)
		{1024, 2048, 4096, TMAPingpong64.Name},          // 8x8 = 64
		{1408, 1536, 4096, TMAPingpong64.Name},          // 11x6 = 66, one whole wave
		{1536, 1536, 4096, "tma-pingpong-256x144"},      // 12x6 = 72; 6x8 = 48 tiles of 256x192; 60 of 256x160 (40 steps' worth) against 36 of 256x256 (stream-K: 35 + 12); 6x11 = 66 of ping-pong's 256x144, 36 (H200: 3% faster)
		{2048, 2048, 1024, TMAMulticast.Name},           // 8x11 = 88 tiles of 256x192; 60 of 512x144: 18 against 16 (256x256, one wave)
		{2048, 2048, 8192, TMAMulticast.Name},           // the same tiles, longer K
		{2816, 2048, 8192, TMAPingpong256x176.Name},     // 11x11 = 121 tiles: under two waves...
		{3072, 2048, 8192, TMAPingpong.Name},            // ...ping-pong from 12x11 = 132
		{3000, 3000, 1000, TMAPingpong.Name},            // 12x16 = 192 tiles, 2000-byte rows: 36 steps' worth against 48 (256x256); H200: 97% of cuBLAS against 82%
		{5000, 5000, 5000, TMAMulticast.Name},           // 330 of 512x152 (5 whole waves) against 400 of 256x256: past two waves of 256x192 the 512-row tiles are not weighed
		{7000, 5000, 3000, TMAMulticast.Name},           // 462 of 512x152 (7 whole waves): likewise
		{4096, 4096, 1024, "tma-pingpong-256x176"},      // 16x22 = 352 tiles, 2048-byte rows: 6 a cluster, as 16x24 = 384 of 176 (H200: 52.6–53.2 µs against 56.0–56.6)
		{2176, 2944, 1216, "tma-pingpong-256x136"},      // 9x16 = 144, 3 for some clusters: 9x22 = 198 of 136, 3 for each (H200: 81–89% of cuBLAS against tma-multicast-256x160's 75–77%)
		{3264, 3136, 4096, "tma-pingpong-256x160"},      // 13x17 = 221, 64 K steps, the last wave 23 of 66: fitted (H200: +4.3 points)
		{2112, 3008, 5504, TMAPingpong.Name},            // 9x16 = 144, 86 K steps, the last wave 12 of 66: not fitted (H200: 256x144 4.3 points slower)
		{3200, 2560, 256, TMAMulticast.Name},            // 13x14 = 182: 256x256's 8 steps' worth against 8.25 on ping-pong's 256x176 (H200: ping-pong 4.8 points slower)
		{3008, 2624, 4992, "tma-multicast-256x240"},     // 12x14 = 168 of 256x192, 2.55 waves: 156 steps' worth against ping-pong's 175.5, 11% fewer (H200: 110.1–110.8 µs against 126.0–127.1)
		{2240, 3072, 2112, "tma-pingpong-256x144"},      // 9x16 = 144, 2.18 waves: 9x22 = 198 of 144, 55.7 steps' worth against 256x160's 61.9 (H200: 44.9–49.1 µs against 47.9–48.1 on 256x192)
	} {
		if got, _ := chooseOriented(tc.m, tc.n, tc.k, RowPitch(tc.k)); got.Name != tc.want {
			t.Errorf("chooseOriented(%d, %d, %d) = %s, want %s", tc.m, tc.n, tc.k, got.Name, tc.want)
		}
		want := tc.want
		if sw, ok := swapped[[3]int{tc.m, tc.n, tc.k}]; ok {
			want = sw
		}
		if c, ok := coop[[3]int{tc.m, tc.n, tc.k}]; ok {
			want = c
		}
		if tl, ok := tall[[3]int{tc.m, tc.n, tc.k}]; ok {
			want = tl
		}
		if got := Choose(tc.m, tc.n, tc.k); got.Name != want {
			t.Errorf("Choose(%d, %d, %d) = %s, want %s", tc.m, tc.n, tc.k, got.Name, want)
		}
		if got, err := Resolve(Auto, tc.m, tc.n, tc.k); err != nil || got.Name != want {
			t.Errorf("Resolve(auto, %d, %d, %d) = %s, %v; want %s", tc.m, tc.n, tc.k, got.Name, err, want)
		}
	}
	// Past the small classes, rows of whole L2 lines run ping-pong; others
	// the one of ping-pong and tma-multicast with fewer steps' worth for the
	// busiest cluster, ping-pong on a tie.
	for k := 1; k <= 4096; k++ {
		got := Choose(8192, 8192, k).Name
		want := TMAPingpong.Name
		if RowPitch(k)%64 != 0 && clusterSteps(8192, 8192, k, TMAMulticast) < clusterSteps(8192, 8192, k, TMAPingpong) {
			want = TMAMulticast.Name
		}
		if got != want {
			t.Fatalf("Choose(8192, 8192, %d) = %s, want %s", k, got, want)
		}
	}
	if got, err := Resolve("tma", 1, 1, 1); err != nil || got.Name != "tma" {
		t.Errorf("Resolve(tma) = %s, %v", got.Name, err)
	}
	if _, err := Resolve("nope", 1, 1, 64); err == nil {
		t.Error("Resolve(nope) gave no error")
	}
	for _, k := range All {
		if k.Name == Auto {
			t.Errorf("a kernel of All is called %q, the name of the per-shape choice", Auto)
		}
	}
}

// TestClusterSteps: the busiest cluster's K steps counted on 256×256 tiles
// (TileM·TileN/65536 a step), and the 512-row tiles taken only where they
// save WideMinGain.
func TestClusterSteps(t *testing.T) {
	for _, c := range []struct {
		m, n, k int
		kern    Kernel
		want    float64
	}{
		{5000, 5000, 5000, TMAMulticast512x152, 5 * 79 * 1.1875}, // 330 tiles, five whole waves
		{2560, 1792, 3072, TMAMulticast512x144, 48 * 1.125},      // 65 tiles, one wave
		{2560, 1792, 3072, TMAMulticast256x160, 2 * 48 * 0.625},  // 120 tiles: two waves, 54 in the second (no split)
		{2560, 1792, 3072, TMAMulticast, 48 + 4 + 12},            // 70 tiles: a split tail of 4 in 12
		{2048, 2048, 1024, TMAMulticast, 16},                     // 64 tiles, one wave
	} {
		if got := clusterSteps(c.m, c.n, c.k, c.kern); got != c.want {
			t.Errorf("clusterSteps(%d, %d, %d, %s) = %g, want %g", c.m, c.n, c.k, c.kern.Name, got, c.want)
		}
	}
	// 1536×2304×5120: 512x144 would take 79.875 against tma-multicast's 80
	// (0.2%, under WideMinGain); 1536×2304×5632: 85.5 against 88 (2.8%).
	// Ping-pong's 72 tiles of 256x192 are not weighed: under one and a half
	// waves (H200: tma-multicast 100% of cuBLAS, ping-pong 97–99.5%). Choose
	// runs 4x16 = 64 tiles of 384x144 there, 67.5 and 74.25 (H200, session
	// 11: 112% of cuBLAS, 11% faster than tma-multicast).
	for _, mnk := range [][3]int{{1536, 2304, 5120}, {1536, 2304, 5632}} {
		if got, _ := chooseOriented(mnk[0], mnk[1], mnk[2], mnk[2]); got.Name != TMAMulticast.Name {
			t.Errorf("chooseOriented(%d, %d, %d) = %s, want %s", mnk[0], mnk[1], mnk[2], got.Name, TMAMulticast.Name)
		}
		if got := Choose(mnk[0], mnk[1], mnk[2]); got.Name != TMAMulticast384x144.Name {
			t.Errorf("Choose(%d, %d, %d) = %s, want %s", mnk[0], mnk[1], mnk[2], got.Name, TMAMulticast384x144.Name)
		}
	}
	// 3072×1024×6144: 72 tiles of 256x176 or 256x192, one wave and a split
	// tail, are not weighed (H200: 87% and 78% of cuBLAS against
	// tma-multicast's stream-K, 91%); 1536×1792×2112: 66 tiles of 256x176,
	// one whole wave, are (87% against 77% on 256x160), trimmed to 168
	// (91–93%). Choose runs 3072×1024×6144 swapped: 4x16 = 64 tiles of
	// 256x192, one wave, 72 steps' worth against 82 (H200: 98% of cuBLAS),
	// on the cooperative kernel (one tile a cluster: 100%).
	for _, c := range []struct {
		m, n, k int
		want    string
	}{{3072, 1024, 6144, TMAMulticast.Name}, {1536, 1792, 2112, "tma-pingpong-256x168"}, {1536, 1792, 2880, "tma-pingpong-256x168"}} {
		if got, _ := chooseOriented(c.m, c.n, c.k, RowPitch(c.k)); got.Name != c.want {
			t.Errorf("chooseOriented(%d, %d, %d) = %s, want %s", c.m, c.n, c.k, got.Name, c.want)
		}
	}
	if got := Choose(3072, 1024, 6144); got.Name != "tma-multicast-256x192"+SwapSuffix {
		t.Errorf("Choose(3072, 1024, 6144) = %s, want tma-multicast-256x192%s", got.Name, SwapSuffix)
	}
}

// TestTrim: the 256-row tiles narrowed to the columns their count along N
// needs, in multiples of 8; others, and tiles already that narrow, kept.
func TestTrim(t *testing.T) {
	for _, c := range []struct {
		kern Kernel
		n    int
		want string
	}{
		{TMAMulticast, 1800, "tma-multicast-256x232"}, // 8 tiles: ⌈1800/8⌉ = 225 → 232
		{TMAMulticast, 2048, "tma-multicast"},         // 8 whole tiles
		{TMAMulticast, 1, "tma-multicast-256x64"},     // one tile, no narrower than 64
		{TMAMulticast256x160, 2112, "tma-multicast-256x152"},
		{TMAPingpong, 1984, "tma-pingpong-256x184"},
		{TMAPingpong256x176, 2304, "tma-pingpong-256x168"},
		{TMAPingpong, 1920, "tma-pingpong"},
		{TMAMulticast512x144, 1000, "tma-multicast-512x144"}, // not a 256-row tile
		{TMAPingpong64x160, 1000, "tma-pingpong-64x160"},
		{TMAKernel, 1000, "tma"},
		{TMAMulticast2x2, 1000, "tma-multicast-2x2"}, // 2×2 clusters: not trimmed into a 2×1 kernel
	} {
		got, why := Trim(c.kern, c.n)
		if got.Name != c.want || (got.Name == c.kern.Name) != (why == "") {
			t.Errorf("Trim(%s, %d) = %s, %q; want %s", c.kern.Name, c.n, got.Name, why, c.want)
		}
		if got.Name != c.kern.Name {
			if got.TileM != 256 || got.TileN%8 != 0 || got.TileN >= c.kern.TileN ||
				(c.n+got.TileN-1)/got.TileN != (c.n+c.kern.TileN-1)/c.kern.TileN {
				t.Errorf("Trim(%s, %d): tiles %dx%d", c.kern.Name, c.n, got.TileM, got.TileN)
			}
			if !strings.Contains(got.Source, fmt.Sprintf("#define BN %d\n", got.TileN)) {
				t.Errorf("Trim(%s, %d): the source does not define BN %d", c.kern.Name, c.n, got.TileN)
			}
			if back, err := ByName(got.Name); err != nil || back.Source != got.Source || back.TileN != got.TileN {
				t.Errorf("ByName(%s) = %s, %v: not the trimmed kernel", got.Name, back.Name, err)
			}
		}
	}
	// The kernels of All keep their stage counts under multicastVariant's rule.
	for _, k := range []Kernel{TMAMulticast256x64, TMAMulticast256x96, TMAMulticast256x160} {
		if v := multicastVariant(k.TileN); v.Source != k.Source {
			t.Errorf("multicastVariant(%d) is not %s's source", k.TileN, k.Name)
		}
	}
	for _, bad := range []string{"tma-multicast-256x260", "tma-multicast-256x100", "tma-pingpong-256x200", "tma-multicast-256x0128", "tma-multicast-256x"} {
		if _, err := ByName(bad); err == nil {
			t.Errorf("ByName(%q) gave no error", bad)
		}
	}
}

// TestSmallTile: the ladder's tile trimmed, or the narrowest one-wave tile
// where it puts half as many CTAs again to work (H200, docs/benchmarks.md).
func TestSmallTile(t *testing.T) {
	for _, c := range []struct {
		m, n, want int
	}{
		{640, 1536, 128},  // 60 tiles; 65 of 120 would add 8%: measured 80% of cuBLAS against 90%
		{1200, 800, 160},  // 50 tiles of 160; 60 of 136 (measured 92% against 94%)
		{1664, 1088, 224}, // 5 of 256 along N trimmed to 224 (85% against 72%)
		{512, 768, 64},    // 24 tiles of 128 → 48 of 64 (87% against 78%)
		{320, 1280, 64},   // 30 → 60 (84% against 76%)
		{1408, 1280, 256}, // 55 of 256; 66 of 216 add a fifth (87% against 91%)
		{1, 1, 64},
	} {
		if got, ok := SmallTile(c.m, c.n); !ok || got != c.want {
			t.Errorf("SmallTile(%d, %d) = %d, %v; want %d", c.m, c.n, got, ok, c.want)
		}
	}
	if _, ok := SmallTile(8448, 128); !ok {
		t.Error("66 rows of tiles: one wave, want ok")
	}
	for _, mn := range [][2]int{{8449, 128}, {1200, 1600}, {0, 5}} {
		if bn, ok := SmallTile(mn[0], mn[1]); ok {
			t.Errorf("SmallTile(%d, %d) = %d: not a small shape", mn[0], mn[1], bn)
		}
	}
	// Every tile it gives is one wave, a multiple of 8 from 64 to 256.
	for m := 1; m <= 4000; m += 37 {
		for n := 1; n <= 4000; n += 41 {
			if bn, ok := SmallTile(m, n); ok && (bn%8 != 0 || bn < 64 || bn > 256 || ((m+127)/128)*((n+bn-1)/bn) > HopperClusters) {
				t.Fatalf("SmallTile(%d, %d) = %d", m, n, bn)
			}
		}
	}
}

// TestWaveFit holds WaveFit to its definition at shapes past two waves:
// its tiles take no more waves than 256×192's, the next narrower ones
// would take more, and past two waves it is never narrower than 128.
func TestWaveFit(t *testing.T) {
	waves := func(m, n, w int) int {
		return (((m+255)/256)*((n+w-1)/w) + HopperClusters - 1) / HopperClusters
	}
	for m := 2048; m <= 12288; m += 704 {
		for n := 2048; n <= 12288; n += 328 {
			kern, w := WaveFit(m, n)
			if kern.TileN != w || kern.TileM != 256 || w%8 != 0 || w > 192 {
				t.Fatalf("WaveFit(%d, %d) = %s, %d", m, n, kern.Name, w)
			}
			if want := waves(m, n, 192); waves(m, n, w) > want || w > 64 && waves(m, n, w-8) <= want {
				t.Errorf("WaveFit(%d, %d) = %d: %d waves, 192's %d, %d's %d", m, n, w, waves(m, n, w), want, w-8, waves(m, n, w-8))
			}
			if tileCount(m, n, TMAPingpong) >= 2*HopperClusters && w < 128 {
				t.Errorf("WaveFit(%d, %d) = %d, past two waves", m, n, w)
			}
		}
	}
}
