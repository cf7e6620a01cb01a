package raster

import (
	"math"
	"testing"
)

// tmaProblem is a problem on the tma kernel's 128×256×64 tiles.
func tmaProblem(m, n, k int) Problem {
	return Problem{M: m, N: n, K: k, TileM: 128, TileN: 256, TileK: 64, ElemBytes: 2}
}

func benchMappings() []Mapping {
	return []Mapping{RowMajor(), Identity(1), Identity(2), Identity(4), Identity(8), SM90(8, true), SM90(8, false), Triton(8)}
}

func TestSimulateReadsEachByteOnceWhenItFits(t *testing.T) {
	// A and B, and half of C (C's lines live in one partition), fit in half
	// the L2: every mapping reads each byte of A and B once.
	d, _ := Profile("h200")
	for _, p := range []Problem{tmaProblem(2048, 2048, 1024), tmaProblem(1000, 700, 320), {M: 3000, N: 2000, K: 1024, TileM: 128, TileN: 128, TileK: 64, ElemBytes: 2}} {
		want := int64(p.M+p.N) * int64(p.K) * 2
		for _, mp := range allMappings() {
			for _, cps := range []int{1, 2} {
				tr, err := Simulate(p, mp, d, cps)
				if err != nil {
					t.Fatal(err)
				}
				if tr.DRAMBytes != want {
					t.Errorf("%dx%dx%d %s, %d CTAs/SM: DRAM %d bytes, want |A|+|B| = %d", p.M, p.N, p.K, mp.Name(), cps, tr.DRAMBytes, want)
				}
			}
		}
	}
}

func TestSimulateStripFormula(t *testing.T) {
	// 32768×32768×1024 on 128×256 tiles: the A panels of one strip (64 MiB)
	// exceed the L2, the strip's B panels do not, so a width-S strip order
	// reads B once and A once per strip: |B| + |A|·⌈tilesN/S⌉.
	d, _ := Profile("h200")
	p := tmaProblem(32768, 32768, 1024)
	a := int64(p.M) * int64(p.K) * 2
	for _, s := range []int{2, 4, 8} {
		tr, err := Simulate(p, Identity(s), d, 1)
		if err != nil {
			t.Fatal(err)
		}
		want := a + a*int64(128/s)
		if tr.DRAMBytes != want {
			t.Errorf("N=%d: %d bytes, want %d", s, tr.DRAMBytes, want)
		}
	}
}

func TestSimulateRowMajorReadsMostOnSquareShapes(t *testing.T) {
	d, _ := Profile("h200")
	for _, p := range []Problem{tmaProblem(8192, 8192, 8192), tmaProblem(16384, 16384, 4096), {M: 16384, N: 16384, K: 4096, TileM: 128, TileN: 128, TileK: 64, ElemBytes: 2}} {
		rm, err := Simulate(p, RowMajor(), d, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, mp := range []Mapping{Identity(4), Identity(8), SM90(8, false), SM90(8, true), Triton(8)} {
			tr, err := Simulate(p, mp, d, 1)
			if err != nil {
				t.Fatal(err)
			}
			if tr.DRAMBytes > rm.DRAMBytes {
				t.Errorf("%dx%dx%d: %s reads %d bytes, more than row-major's %d", p.M, p.N, p.K, mp.Name(), tr.DRAMBytes, rm.DRAMBytes)
			}
			if tr.DRAMBytes > tr.RequestBytes || tr.HitRate < 0 || tr.HitRate > 1 {
				t.Errorf("%s: DRAM %d of %d requested, hit rate %v", mp.Name(), tr.DRAMBytes, tr.RequestBytes, tr.HitRate)
			}
		}
	}
}

func TestSimulatePartitionsHalveTheCapacity(t *testing.T) {
	// Two partitions of an L2 of 60 MiB are one cache of 30 MiB for what is
	// read, and C's tiles take half their bytes there.
	p := tmaProblem(16384, 16384, 4096)
	d := Device{Name: "t", SMs: 132, L2Bytes: 60 << 20}
	two, err := SimulateL2(p, Identity(8), d, 1, L2{Partitions: 2, WriteC: true})
	if err != nil {
		t.Fatal(err)
	}
	d.L2Bytes /= 2
	half := p
	half.CElemBytes = 2
	one, err := SimulateL2(half, Identity(8), d, 1, L2{Partitions: 1, WriteC: true})
	if err != nil {
		t.Fatal(err)
	}
	if one != two {
		t.Errorf("2 partitions of 60 MiB: %+v; 1 of 30 MiB with C at half size: %+v", two, one)
	}
	// Writing C through the L2 leaves less room for A and B: never fewer reads.
	noC, err := SimulateL2(p, Identity(8), Device{Name: "t", SMs: 132, L2Bytes: 60 << 20}, 1, L2{Partitions: 2})
	if err != nil {
		t.Fatal(err)
	}
	if noC.DRAMBytes > two.DRAMBytes {
		t.Errorf("without C's writes %d bytes, with them %d: want at least as many with", noC.DRAMBytes, two.DRAMBytes)
	}
	if _, err := SimulateL2(p, Identity(8), d, 1, L2{Partitions: 3}); err == nil {
		t.Error("3 partitions accepted")
	}
}

func TestSectorBytes(t *testing.T) {
	for _, tc := range []struct {
		r0, rows, rowBytes, b0, b1, want int64
	}{
		{0, 128, 8192, 0, 128, 128 * 128}, // aligned rows: one line each
		{0, 1, 6000, 0, 128, 128},         // row 0 starts aligned
		{1, 1, 6000, 0, 128, 160},         // row 1 starts at 6000 = 187·32 + 16: five sectors
		{0, 2, 6000, 0, 128, 288},
		{0, 8, 6000, 5888, 6000, 4*128 + 4*128}, // the 112-byte tail: 4 sectors whether it starts at 0 or 16 mod 32
		{0, 0, 6000, 0, 128, 0},
	} {
		if got := sectorBytes(tc.r0, tc.rows, tc.rowBytes, tc.b0, tc.b1); got != tc.want {
			t.Errorf("sectorBytes(%d, %d, %d, %d, %d) = %d, want %d", tc.r0, tc.rows, tc.rowBytes, tc.b0, tc.b1, got, tc.want)
		}
	}
	// Brute force over rows agrees with the periodic sum.
	for _, rb := range []int64{6000, 200, 8, 4096 + 48} {
		for _, r0 := range []int64{0, 3, 17} {
			var want int64
			for r := r0; r < r0+77; r++ {
				a, e := r*rb+rb/4, r*rb+min(rb, rb/4+144)
				want += ((e+31)/32 - a/32) * 32
			}
			if got := sectorBytes(r0, 77, rb, rb/4, min(rb, rb/4+144)); got != want {
				t.Errorf("rowBytes %d r0 %d: %d, brute force %d", rb, r0, got, want)
			}
		}
	}
}

func TestSimulateRaggedCountsPartialTiles(t *testing.T) {
	// 10000×7000×3000: the edge panels hold fewer rows, the last K step
	// 56 columns; rows of 6000 bytes straddle sectors, so the bytes fetched
	// exceed |A|+|B| even when read once.
	d, _ := Profile("h200")
	p := tmaProblem(10000, 7000, 3000)
	tr, err := Simulate(p, Identity(8), d, 1)
	if err != nil {
		t.Fatal(err)
	}
	exact := float64(p.M+p.N) * float64(p.K) * 2
	if r := float64(tr.DRAMBytes) / exact; r < 1 || math.IsNaN(r) {
		t.Errorf("DRAM %d bytes is below |A|+|B| = %.0f", tr.DRAMBytes, exact)
	}
	if tr.Waves < 16 || tr.Waves > 17 {
		t.Errorf("waves %.2f, want 79·28/132 = 16.8", tr.Waves)
	}
}

func TestSimulateErrors(t *testing.T) {
	d, _ := Profile("h200")
	for _, p := range []Problem{
		{M: 0, N: 1, K: 1, TileM: 1, TileN: 1, ElemBytes: 2},
		{M: 1, N: 1, K: 0, TileM: 1, TileN: 1, ElemBytes: 2},
		{M: 1 << 40, N: 1 << 40, K: 8, TileM: 128, TileN: 128, ElemBytes: 2},
	} {
		if _, err := Simulate(p, RowMajor(), d, 1); err == nil {
			t.Errorf("Simulate(%+v) succeeded, want an error", p)
		}
	}
	if _, err := Simulate(tmaProblem(8, 8, 8), RowMajor(), Device{}, 1); err == nil {
		t.Error("Simulate with an empty device succeeded")
	}
}

// BenchmarkSimulate128x64Tiles8Mappings is the redraw budget of the tile map:
// a 128×64 tile grid (16384×16384×4096 on 128×256 tiles) under 8 mappings.
func BenchmarkSimulate128x64Tiles8Mappings(b *testing.B) {
	d, _ := Profile("h200")
	p := tmaProblem(16384, 16384, 4096)
	maps := benchMappings()
	for b.Loop() {
		for _, mp := range maps {
			if _, err := Simulate(p, mp, d, 1); err != nil {
				b.Fatal(err)
			}
		}
	}
}
