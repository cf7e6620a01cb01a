package kernels

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// every kernel, registered or not.
var every = []Kernel{MMA, WGMMA, TMAKernel, TMAPersistent, TMAMulticast, TMAMulticast2x2, TMAStore, TMAPingpong, TMAPingpong64, TMAPingpong64x128, TMAPingpong64x128Deep, TMAPingpong64x128LongK, TMAPingpong64x160, TMAPingpong64x192, TMAPingpong256x176, TMAMulticast256x64, TMAMulticast256x96, TMAMulticast256x160, TMAMulticast512x144, TMAMulticast512x152}

func TestSources(t *testing.T) {
	for _, k := range every {
		for _, want := range []string{"tile_", "record_tile(rec,", "extern \"C\" __global__", k.Entry + "(", "gemm_smem_bytes", "gemm_stages"} {
			if !strings.Contains(k.Source, want) {
				t.Errorf("%s: source lacks %q", k.Name, want)
			}
		}
		if k.Unaligned != "" && !strings.Contains(k.Source, k.Unaligned+"(") {
			t.Errorf("%s: no %s", k.Name, k.Unaligned)
		}
		if strings.Contains(k.Source, "#include") {
			t.Errorf("%s: includes a header; NVRTC is given none", k.Name)
		}
	}
	for _, k := range All {
		got, err := ByName(k.Name)
		if err != nil || got.Entry != k.Entry {
			t.Errorf("ByName(%q) = %v, %v", k.Name, got.Name, err)
		}
	}
	if _, err := ByName("nope"); err == nil || !strings.Contains(err.Error(), "mma") {
		t.Errorf("ByName(nope) = %v, want an error listing the kernels", err)
	}
}

// The tile in the Kernel value is the one the source computes with.
func TestTileMatchesSource(t *testing.T) {
	for _, k := range every {
		for name, want := range map[string]int{"BM": k.TileM, "BN": k.TileN, "BK": k.TileK} {
			m := regexp.MustCompile(`(?m)^#define ` + name + ` (\d+)$`).FindStringSubmatch(k.Source)
			if m == nil {
				t.Errorf("%s: no #define %s", k.Name, name)
				continue
			}
			if got, _ := strconv.Atoi(m[1]); got != want {
				t.Errorf("%s: #define %s %d, Kernel says %d", k.Name, name, got, want)
			}
		}
	}
}

// The tma kernel takes tensor maps in place of A and B, as __grid_constant__.
func TestTMAKernelParameters(t *testing.T) {
	src := TMAKernel.Source
	i := strings.Index(src, TMAKernel.Entry+"(")
	if i < 0 {
		t.Fatal("no entry")
	}
	params := src[i : i+strings.Index(src[i:], ")")]
	for _, want := range []string{"const __grid_constant__ TensorMap tmA", "const __grid_constant__ TensorMap tmB", "float *C", "int *rec"} {
		if !strings.Contains(params, want) {
			t.Errorf("parameters %q lack %q", params, want)
		}
	}
	if !TMAKernel.TMA || !TMAKernel.Hopper || MMA.TMA || WGMMA.TMA {
		t.Error("TMA flags")
	}
}

func TestSplitTail(t *testing.T) {
	for _, c := range []struct{ tiles, clusters, ktiles, min, l, s int }{
		{2048, 66, 64, 4, 2, 16}, // 2048x65536x4096 and 65536x2048x4096 in 256x256 tiles
		{4096, 66, 64, 4, 4, 16}, // 16384x16384x4096
		{1024, 66, 128, 4, 0, 1}, // 8192³: 34 of 66 in the last wave, more than half
		{1120, 66, 47, 4, 0, 1},  // 10000x7000x3000: 64 of 66
		{720, 66, 32, 4, 0, 1},   // 5000x9000x2000: 60 of 66
		{81, 66, 16, 4, 15, 4},   // 2200x2052x1000 on 256x256 tiles
		{81, 66, 29, 4, 15, 4},   // 2200x2050x1800
		{81, 66, 35, 4, 15, 4},   // the verify shapes 2200x205{0,2}x2200
		{2048, 66, 64, 1, 2, 33}, // chunks of one K step allowed
		{2048, 66, 7, 4, 0, 1},   // too few K steps for two chunks
		{64, 66, 64, 4, 0, 1},    // no full wave, more than half of one
		{16, 66, 16, 4, 0, 1},    // 1000³ in 256x256 tiles: 4 chunks would save only 12 K steps
		{32, 66, 16, 4, 0, 1},    // 1000³ in 128x256 tiles: 2 chunks save 8
		{16, 66, 64, 4, 16, 4},   // 1024x2048x4096 in 256x256 tiles: split-K of every tile (saves 48)
		{4, 66, 128, 4, 4, 16},   // 256x512x8192 in 128x256 tiles: 16 chunks of 8 steps
		{16, 66, 7, 4, 0, 1},     // too few K steps for two chunks
		{1, 66, 1000, 4, 1, 66},  // one tile over every cluster
		{33, 66, 32, 4, 33, 2},   // two chunks of 16 save 16: enough
		{132, 66, 64, 4, 0, 1},   // no partial wave
		{2048, 66, 64, 0, 0, 1},  // off
		{5, 1, 64, 4, 0, 1},      // one cluster
		{67, 66, 1000, 4, 1, 66}, // one tile over every cluster
		{99, 66, 1000, 4, 33, 2}, // exactly half
		{100, 66, 1000, 4, 0, 1}, // just over half
	} {
		l, s := SplitTail(c.tiles, c.clusters, c.ktiles, c.min)
		if l != c.l || s != c.s {
			t.Errorf("SplitTail(%d, %d, %d, %d) = (%d, %d), want (%d, %d)", c.tiles, c.clusters, c.ktiles, c.min, l, s, c.l, c.s)
		}
		if l > 0 && ((c.tiles-l)%c.clusters != 0 || l*s > c.clusters || s > c.ktiles) {
			t.Errorf("SplitTail(%d, %d, %d, %d) = (%d, %d): whole tiles not in full waves, or more chunks than clusters or K steps", c.tiles, c.clusters, c.ktiles, c.min, l, s)
		}
	}
}

// TestBoxRows: a CTA of a 2×1 cluster loads half of the tile's B rows,
// rounded up to whole 8-row swizzle atoms (512x152: 80 of 152, not 76); A
// rows are the CTA's own.
func TestBoxRows(t *testing.T) {
	for _, c := range []struct {
		k    Kernel
		a, b int
	}{
		{TMAMulticast, 128, 128},
		{TMAMulticast2x2, 64, 128},
		{TMAPingpong, 128, 96},
		{TMAMulticast256x160, 128, 80},
		{TMAMulticast512x144, 256, 72},
		{TMAMulticast512x152, 256, 80},
		{TMAStore, 128, 256},
	} {
		if a, b := c.k.BoxRows(); a != c.a || b != c.b {
			t.Errorf("%s: BoxRows() = %d, %d; want %d, %d", c.k.Name, a, b, c.a, c.b)
		}
	}
}

// TestKernelSplit: tma-pingpong drops a split tail that saves fewer than
// SplitMinSaved K steps of the longest chunk; tma-multicast keeps it.
func TestKernelSplit(t *testing.T) {
	for _, c := range []struct {
		kern                Kernel
		tiles, clusters, kt int
		l, s                int
	}{
		{TMAPingpong, 352, 66, 16, 0, 1},   // 4096x4096x1024: 3 chunks save 16 - 5 = 11
		{TMAPingpong, 352, 66, 32, 22, 3},  // 4096x4096x2048: 32 - 10 = 22
		{TMAPingpong, 99, 66, 35, 33, 2},   // the verify shape 2200x2052x2200: 35 - 17 = 18
		{TMAPingpong, 99, 66, 16, 0, 1},    // 2200x2052x1000: 16 - 8 = 8
		{TMAMulticast, 352, 66, 16, 22, 3}, // no minimum
		{TMAMulticast, 400, 66, 16, 4, 4},  // 5000x5000x1000
		{TMAPingpong, 132, 66, 16, 0, 1},   // whole waves: no tail either way
	} {
		if l, s := c.kern.Split(c.tiles, c.clusters, c.kt, SplitMinSteps); l != c.l || s != c.s {
			t.Errorf("%s.Split(%d, %d, %d) = (%d, %d), want (%d, %d)", c.kern.Name, c.tiles, c.clusters, c.kt, l, s, c.l, c.s)
		}
	}
}

func TestStreamK(t *testing.T) {
	for _, c := range []struct {
		tiles, clusters, ktiles, l int
		use                        bool
	}{
		{48, 66, 96, 48, true},      // 3072x1024x6144 in 256x256 tiles: 96 → 70 steps
		{64, 66, 8, 64, false},      // 1800x1800x512: 8 → 8
		{256, 66, 16, 124, false},   // 4096x4096x1024: 64 → 63
		{70, 66, 48, 70, false},     // 2560x1792x3072: the split tail already takes 52
		{100, 66, 64, 100, true},    // two waves, 34 in the second (no split tail): 128 → 97
		{1024, 66, 128, 100, false}, // 8192³ in 256x256: 2048 → 1986 steps, 3%
		{132, 66, 64, 0, false},     // whole waves
		{5, 1, 64, 0, false},        // one cluster
		{48, 66, 9, 48, false},      // 1000x3000x520: 9 → 7 steps, 22% but only 2 steps
		{49, 66, 64, 49, true},      // 1792x1792x4096: 64 → 48, 16 steps
	} {
		l, use := StreamK(c.tiles, c.clusters, c.ktiles)
		if c.l > 0 && l != c.l || use != c.use {
			t.Errorf("StreamK(%d, %d, %d) = (%d, %v), want (%d, %v)", c.tiles, c.clusters, c.ktiles, l, use, c.l, c.use)
		}
	}
}

// A kernel the host may run with stream-K (sk_split = 0) has it built in:
// one built without it would compute the shared tiles whole on one cluster.
func TestStreamKBuiltIn(t *testing.T) {
	for _, k := range every {
		if !k.SplitTail {
			continue
		}
		off := strings.Contains(k.Source, "#define STREAMK 0\n")
		if off != k.NoStreamK {
			t.Errorf("%s: NoStreamK %v, source builds it %v", k.Name, k.NoStreamK, !off)
		}
		if k.StreamK && k.NoStreamK {
			t.Errorf("%s: stream-K by default but not built", k.Name)
		}
	}
}

// TestSmallVariantStages: five stages while they fit beside the epilogue's
// buffers in the 227 KiB a CTA may have (through 240 columns), four from
// 248, eight for the deep ring; the kernels of All where they exist.
func TestSmallVariantStages(t *testing.T) {
	for _, c := range []struct {
		bn     int
		deep   bool
		stages string
	}{{64, false, "5"}, {120, false, "5"}, {240, false, "5"}, {248, false, "4"}, {72, true, "8"}} {
		k := smallVariant(c.bn, c.deep)
		if !strings.Contains(k.Source, "#define STAGES "+c.stages+"\n") || k.TileN != c.bn {
			t.Errorf("smallVariant(%d, %v): %s, not %s stages of %d columns", c.bn, c.deep, k.Name, c.stages, c.bn)
		}
		stage := 64*64*2 + c.bn*64*2
		if n, _ := strconv.Atoi(c.stages); n*stage+8*2*2048+1024+16*n > 232448 {
			t.Errorf("smallVariant(%d): %d stages do not fit", c.bn, n)
		}
	}
	for _, k := range []Kernel{TMAPingpong64x128, TMAPingpong64x128Deep, TMAPingpong64x160, TMAPingpong64x192, TMAPingpong64} {
		if v := smallVariant(k.TileN, k.Name == TMAPingpong64x128Deep.Name); v.Name != k.Name {
			t.Errorf("smallVariant(%d) = %s, want %s", k.TileN, v.Name, k.Name)
		}
	}
}
