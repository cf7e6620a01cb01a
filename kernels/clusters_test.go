package kernels

import (
	"fmt"
	"strings"
	"testing"
)

// TestClusterVariant: tma-multicast-BMxBN-CMxCN names the cooperative kernel
// in other cluster shapes, with its tiles, cluster, boxes and source; shapes
// the kernel cannot be built for are refused.
func TestClusterVariant(t *testing.T) {
	for _, c := range []struct {
		name           string
		cm, cn, tm, tn int
		boxA, boxB     int
	}{
		{"tma-multicast-512x128-4x2", 4, 2, 512, 128, 64, 16},
		{"tma-multicast-256x128-2x2", 2, 2, 256, 128, 64, 32},
		{"tma-multicast-512x64-4x1", 4, 1, 512, 64, 128, 16},
		{"tma-multicast-256x256-1x2", 1, 2, 256, 256, 128, 128},
		{"tma-pingpong-256x256-4x2", 4, 2, 256, 256, 32, 32},
		{"tma-pingpong-128x256-2x2", 2, 2, 128, 256, 32, 64},
		{"tma-pingpong-128x256-2x2-8s", 2, 2, 128, 256, 32, 64},
		{"tma-pingpong-256x160-4x1-6s", 4, 1, 256, 160, 64, 40},
		{"tma-pingpong-384x128-2x1", 2, 1, 384, 128, 192, 64}, // 192-row parts: three chains a warpgroup
	} {
		k, err := ByName(c.name)
		if err != nil {
			t.Errorf("ByName(%q): %v", c.name, err)
			continue
		}
		if k.Name != c.name || k.ClusterM != c.cm || k.ClusterN != c.cn || k.TileM != c.tm || k.TileN != c.tn {
			t.Errorf("ByName(%q) = %s: cluster %dx%d, tiles %dx%d", c.name, k.Name, k.ClusterM, k.ClusterN, k.TileM, k.TileN)
		}
		if a, b := k.BoxRows(); a != c.boxA || b != c.boxB {
			t.Errorf("%s: boxes of %d and %d rows, want %d and %d", c.name, a, b, c.boxA, c.boxB)
		}
		want := fmt.Sprintf("#define BM %d\n#define BN %d\n#define CLUSTER_M %d\n#define CLUSTER_N %d\n", c.tm, c.tn, c.cm, c.cn)
		if c.cn == 1 && strings.HasPrefix(c.name, TMAPingpong.Name) { // gemm_tma_pingpong.cu's default
			want = fmt.Sprintf("#define BM %d\n#define BN %d\n#define CLUSTER_M %d\n#ifndef EPI_NBUF", c.tm, c.tn, c.cm)
		}
		if c.tm/c.cm == 192 && (!strings.Contains(k.Source, "#define EPI_NBUF 1\n") || !strings.HasPrefix(k.Source, "#ifndef STAGES\n#define STAGES 5\n") || !k.NoStreamK) {
			t.Errorf("%s: 192-row ping-pong parts want one epilogue buffer a warp, five stages and no stream-K", c.name)
		}
		if !strings.Contains(k.Source, want) || !strings.Contains(k.Source, k.Entry+"(") ||
			strings.HasSuffix(c.name, "-8s") != strings.HasPrefix(k.Source, "#ifndef STAGES\n#define STAGES 8\n") {
			t.Errorf("%s: the source does not define its tile and cluster, or not its entry %s", c.name, k.Entry)
		}
	}
	for _, bad := range []string{
		"tma-multicast-512x128-3x2",  // 3 along M
		"tma-multicast-1024x128-4x4", // 16 CTAs
		"tma-multicast-256x128-4x2",  // 64-row CTAs
		"tma-multicast-512x132-4x2",  // 66 columns a CTA
		"tma-multicast-512x128-4x",
		"tma-multicast-0512x128-4x2",
		"tma-pingpong-512x1024-4x4",   // 16 CTAs
		"tma-pingpong-256x512-2x2",    // 128x256 CTAs: 256 accumulators a thread
		"tma-pingpong-128x128-4x1",    // 32-row CTAs
		"tma-pingpong-256x120-4x1",    // B's 120 rows in four parts of 32 from row 29.3 (failed verify on the H200)
		"tma-pingpong-256x384-2x2-8s", // 128x192 CTAs: eight stages do not fit
		"tma-multicast-512x128-4x2-8s",
		"tma-pingpong-256x160-4x1-7s",  // six stages of 64x160 fit, not seven
		"tma-pingpong-256x160-4x1-06s", // a leading zero
		"tma-pingpong-256x160-4x1-1s",  // one stage
		"tma-pingpong-384x136-2x1",     // 192x136 parts: 204 accumulators a thread
		"tma-pingpong-384x128-2x1-6s",  // five stages of 192 + 128 rows fit, not six
	} {
		if _, err := ByName(bad); err == nil {
			t.Errorf("ByName(%q) gave no error", bad)
		}
	}
}

// TestQuadTile: the 4×1 tiles are the narrowest at least as wide as the
// 2×1 ones, or than 192 where those are wider, whose quarters of B are
// whole 8-row atoms and whose clusters fit one wave of HopperQuadClusters;
// none where no width to 256 fits.
func TestQuadTile(t *testing.T) {
	for _, c := range []struct{ ctaN, cm int }{{128, 4}, {136, 4}, {160, 4}, {64, 4}, {152, 2}, {120, 2}, {8, 4}} {
		if !bParts(c.ctaN, c.cm) {
			t.Errorf("bParts(%d, %d) = false, want true", c.ctaN, c.cm)
		}
	}
	for _, c := range []struct{ ctaN, cm int }{{120, 4}, {144, 4}, {152, 4}, {80, 4}} {
		if bParts(c.ctaN, c.cm) {
			t.Errorf("bParts(%d, %d) = true, want false", c.ctaN, c.cm)
		}
	}
	for _, c := range []struct{ m, n, bn, want int }{
		{768, 1280, 128, 128},  // 3x10 = 30
		{640, 1536, 128, 160},  // 3x12 = 36 at 128; 136 (3x12), 160 (3x10 = 30)
		{1000, 1000, 128, 160}, // 4x8 = 32 at 128, 4x8 at 136, 4x7 = 28 at 160
		{1200, 800, 160, 160},  // 5x5 (136 would fit, 5x6: not below the ladder's width up to 192)
		{1200, 1100, 184, 192}, // 184 is not whole quarters; 5x6 at 192
		{1536, 1024, 256, 224}, // 6x5: past 192, from 192 (2x1 at 192 is 12x6 = 72 clusters)
		{1200, 1200, 256, 200}, // 5x6 at 200
		{4096, 4096, 128, 0},   // 16x16 at 256: none fits
	} {
		w, ok := quadTile(c.m, c.n, c.bn)
		if ok != (c.want > 0) || (ok && w != c.want) {
			t.Errorf("quadTile(%d, %d, %d) = %d, %v; want %d", c.m, c.n, c.bn, w, ok, c.want)
		}
		if ok && quadClusters(c.m, c.n, w) > HopperQuadClusters {
			t.Errorf("quadTile(%d, %d, %d) = %d: %d clusters", c.m, c.n, c.bn, w, quadClusters(c.m, c.n, w))
		}
	}
}
