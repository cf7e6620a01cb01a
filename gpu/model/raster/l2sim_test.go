package raster

import (
	"fmt"
	"math"
	"sort"
	"testing"
)

// tmaProblem is a problem on the tma kernel's 128×256×64 tiles.
func tmaProblem(m, n, k int) Problem {
	return Problem{M: m, N: n, K: k, TileM: 128, TileN: 256, TileK: 64, ElemBytes: 2}
}

func benchMappings() []Mapping {
	return []Mapping{RowMajor(), Identity(1), Identity(2), Identity(4), Identity(8), SM90(8, true), SM90(8, false), Triton(8)}
}

// inStep is SimL2 without sets and spread: one LRU per partition, every
// wave's CTAs in step. The formulas below hold exactly for it.
var inStep = L2{Partitions: 2, WriteC: true}

func TestSimulateReadsEachByteOnceWhenItFits(t *testing.T) {
	// A and B, and half of C (C's lines live in one partition), fit in half
	// the L2: in step and fully associative, every mapping reads each byte of
	// A and B once. With SimL2's sets, a set that draws more than its share
	// evicts some: never fewer bytes, at most 4% more here.
	d, _ := Profile("h200")
	for _, p := range []Problem{tmaProblem(2048, 2048, 1024), tmaProblem(1000, 700, 320), {M: 3000, N: 2000, K: 1024, TileM: 128, TileN: 128, TileK: 64, ElemBytes: 2}} {
		want := int64(p.M+p.N) * int64(p.K) * 2
		for _, mp := range allMappings() {
			for _, cps := range []int{1, 2} {
				tr, err := SimulateL2(p, mp, d, cps, inStep)
				if err != nil {
					t.Fatal(err)
				}
				if tr.DRAMBytes != want {
					t.Errorf("%dx%dx%d %s, %d CTAs/SM: DRAM %d bytes, want |A|+|B| = %d", p.M, p.N, p.K, mp.Name(), cps, tr.DRAMBytes, want)
				}
				tr, err = Simulate(p, mp, d, cps)
				if err != nil {
					t.Fatal(err)
				}
				if tr.DRAMBytes < want || float64(tr.DRAMBytes) > 1.04*float64(want) {
					t.Errorf("%dx%dx%d %s, %d CTAs/SM, SimL2: DRAM %d bytes, want |A|+|B| = %d to 4%% more", p.M, p.N, p.K, mp.Name(), cps, tr.DRAMBytes, want)
				}
			}
		}
	}
}

func TestSimulateStripFormula(t *testing.T) {
	// 32768×32768×1024 on 128×256 tiles: the A panels of one strip (64 MiB)
	// exceed the L2, the strip's B panels do not, so a width-S strip order
	// reads B once and A once per strip: |B| + |A|·⌈tilesN/S⌉, exactly in
	// step and fully associative; within 5% with SimL2 (ncu measured this
	// shape within 3% of the formula, docs/benchmarks.md).
	d, _ := Profile("h200")
	p := tmaProblem(32768, 32768, 1024)
	a := int64(p.M) * int64(p.K) * 2
	for _, s := range []int{2, 4, 8} {
		want := a + a*int64(128/s)
		tr, err := SimulateL2(p, Identity(s), d, 1, inStep)
		if err != nil {
			t.Fatal(err)
		}
		if tr.DRAMBytes != want {
			t.Errorf("N=%d: %d bytes, want %d", s, tr.DRAMBytes, want)
		}
		if tr, err = Simulate(p, Identity(s), d, 1); err != nil {
			t.Fatal(err)
		}
		if r := float64(tr.DRAMBytes)/float64(want) - 1; math.Abs(r) > 0.05 {
			t.Errorf("N=%d, SimL2: %d bytes, %+.1f%% from the formula's %d", s, tr.DRAMBytes, 100*r, want)
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

func TestSectorSpanCountsASharedSectorOnce(t *testing.T) {
	// Row 1 of 6000 bytes starts 16 bytes into a sector: its K chunk
	// [128, 256) touches five sectors, the first of which chunk [0, 128)
	// fetched; after it, four are new.
	if got := sectorSpan(1, 1, 6000, 128, 256, false); got != 160 {
		t.Errorf("chunk 1 of row 1: %d bytes of sectors, want 160", got)
	}
	if got := sectorSpan(1, 1, 6000, 128, 256, true); got != 128 {
		t.Errorf("chunk 1 of row 1 after chunk 0: %d bytes, want 128", got)
	}
	// A panel's chunks, each after the one before, add up to the sectors
	// of its whole rows.
	for _, rb := range []int64{6000, 200, 8192, 4096 + 48} {
		for _, step := range []int64{128, 96, 1000} {
			var sum int64
			for b0 := int64(0); b0 < rb; b0 += step {
				sum += sectorSpan(5, 77, rb, b0, min(rb, b0+step), b0 > 0)
			}
			if want := sectorBytes(5, 77, rb, 0, rb); sum != want {
				t.Errorf("rows of %d bytes in steps of %d: chunks add up to %d, whole rows %d", rb, step, sum, want)
			}
		}
	}
}

func TestSimulateSpreadSeparatesDistantSharers(t *testing.T) {
	// 8192³ on 128×256 tiles, SimL2 against SimL2 in step: row-major's CTAs
	// that share a B panel are a row (32 CTAs) apart in launch order, so
	// the stagger puts them about a K chunk apart, with a wave's worth of
	// other chunks between, and the sets lose some of what they share;
	// N=8's sharers are neighbours and keep sharing.
	d, _ := Profile("h200")
	p := tmaProblem(8192, 8192, 8192)
	spread := SimL2
	inStep := L2{Partitions: 2, WriteC: true, Ways: SimL2.Ways}
	for _, tc := range []struct {
		mp       Mapping
		min, max float64 // bounds on spread / in step
	}{{RowMajor(), 1.2, 4}, {Identity(8), 0.99, 1.01}} {
		a, err := SimulateL2(p, tc.mp, d, 1, inStep)
		if err != nil {
			t.Fatal(err)
		}
		b, err := SimulateL2(p, tc.mp, d, 1, spread)
		if err != nil {
			t.Fatal(err)
		}
		if r := float64(b.DRAMBytes) / float64(a.DRAMBytes); r < tc.min || r > tc.max {
			t.Errorf("%s: spread %d bytes, in step %d (×%.2f), want ×%.2f to ×%.2f", tc.mp.Name(), b.DRAMBytes, a.DRAMBytes, r, tc.min, tc.max)
		}
	}
}

func TestSimulateSetsKeepPartOfAWorkingSetOverTheCapacity(t *testing.T) {
	// 16384×16384×4096, N=8 on 128×256 tiles: a wave's 16.5 A panels and 8
	// B panels (32.5 MiB) and its C (8.25 MiB a partition) exceed the 30
	// MiB; one LRU, walked in the same order every wave, evicts each B
	// chunk just before the next wave reads it. Sets of 16 chunks fill
	// unevenly and keep some of B.
	d, _ := Profile("h200")
	p := tmaProblem(16384, 16384, 4096)
	lruOne, err := SimulateL2(p, Identity(8), d, 1, inStep)
	if err != nil {
		t.Fatal(err)
	}
	sets, err := SimulateL2(p, Identity(8), d, 1, L2{Partitions: 2, WriteC: true, Ways: 16})
	if err != nil {
		t.Fatal(err)
	}
	if sets.DRAMBytes >= lruOne.DRAMBytes {
		t.Errorf("16 ways: %d bytes, one LRU %d: want fewer with sets", sets.DRAMBytes, lruOne.DRAMBytes)
	}
	for _, l2 := range []L2{{Partitions: 2, Ways: -1}, {Partitions: 2, Spread: 1.5}, {Partitions: 2, Spread: -0.1}} {
		if _, err := SimulateL2(p, Identity(8), d, 1, l2); err == nil {
			t.Errorf("%+v accepted", l2)
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

func TestSimulateWavesAddUpToSimulate(t *testing.T) {
	d, _ := Profile("h200")
	for _, p := range []Problem{tmaProblem(16384, 16384, 4096), tmaProblem(10000, 7000, 3000), tmaProblem(2048, 2048, 1024), tmaProblem(65536, 2048, 4096)} {
		for _, mp := range benchMappings() {
			for _, cps := range []int{1, 2} {
				want, err := Simulate(p, mp, d, cps)
				if err != nil {
					t.Fatal(err)
				}
				tr, err := SimulateWaves(p, mp, d, cps)
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%dx%dx%d %s, %d CTAs/SM", p.M, p.N, p.K, mp.Name(), cps)
				if tr.Traffic != want {
					t.Errorf("%s: trace totals %+v, Simulate %+v", name, tr.Traffic, want)
				}
				order, err := LaunchOrder(mp, tr.TilesM, tr.TilesN)
				if err != nil {
					t.Fatal(err)
				}
				var req, miss, hit int64
				rank := 0 // place in launch order, over the tiles of every wave
				ids := sortedIDs(order)
				for i, w := range tr.Waves {
					req += w.RequestBytes
					miss += w.MissBytes
					hit += w.HitBytes
					if w.HitBytes+w.MissBytes != w.RequestBytes || w.HitBytes < 0 || w.MissBytes < 0 {
						t.Fatalf("%s wave %d: %d hit + %d missed != %d requested", name, i, w.HitBytes, w.MissBytes, w.RequestBytes)
					}
					if w.TotalHitBytes != hit || w.TotalMissBytes != miss {
						t.Fatalf("%s wave %d: running totals %d/%d, sums %d/%d", name, i, w.TotalHitBytes, w.TotalMissBytes, hit, miss)
					}
					if len(w.Tiles) > tr.WaveCTAs || (i < len(tr.Waves)-1 && len(w.Tiles) != tr.WaveCTAs) {
						t.Fatalf("%s wave %d: %d tiles, waves of %d", name, i, len(w.Tiles), tr.WaveCTAs)
					}
					var held int64
					for m, b := range w.ResidentA {
						if b < 0 || b > tr.PanelA[m] {
							t.Fatalf("%s wave %d: A panel %d has %d of %d bytes resident", name, i, m, b, tr.PanelA[m])
						}
						held += b
					}
					for n, b := range w.ResidentB {
						if b < 0 || b > tr.PanelB[n] {
							t.Fatalf("%s wave %d: B panel %d has %d of %d bytes resident", name, i, n, b, tr.PanelB[n])
						}
						held += b
					}
					if held+w.ResidentC > tr.CapacityBytes {
						t.Fatalf("%s wave %d: %d bytes resident in an L2 of %d", name, i, held+w.ResidentC, tr.CapacityBytes)
					}
					for _, tile := range w.Tiles {
						if order[tile.M][tile.N] != ids[rank] {
							t.Fatalf("%s wave %d: tile %v has launch id %d, want the %d-th id %d", name, i, tile, order[tile.M][tile.N], rank, ids[rank])
						}
						rank++
					}
				}
				if rank != tr.TilesM*tr.TilesN || req != want.RequestBytes || miss != want.DRAMBytes {
					t.Errorf("%s: waves hold %d tiles, request %d, miss %d; Simulate: %d tiles, %d, %d", name, rank, req, miss, tr.TilesM*tr.TilesN, want.RequestBytes, want.DRAMBytes)
				}
			}
		}
	}
}

// sortedIDs is every launch id of order, ascending.
func sortedIDs(order [][]int) []int {
	var ids []int
	for _, row := range order {
		ids = append(ids, row...)
	}
	sort.Ints(ids)
	return ids
}

func TestSimulateWavesKeepsEverythingWhenItFits(t *testing.T) {
	// 2048×2048×1024 fits: in step and fully associative, after the last
	// wave every panel is wholly resident, and each wave misses only panels
	// no earlier wave read.
	d, _ := Profile("h200")
	_, trace, err := simulate(tmaProblem(2048, 2048, 1024), RowMajor(), d, 1, inStep, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	tr := *trace
	last := tr.Waves[len(tr.Waves)-1]
	for m, b := range last.ResidentA {
		if b != tr.PanelA[m] {
			t.Errorf("A panel %d: %d of %d bytes resident", m, b, tr.PanelA[m])
		}
	}
	for n, b := range last.ResidentB {
		if b != tr.PanelB[n] {
			t.Errorf("B panel %d: %d of %d bytes resident", n, b, tr.PanelB[n])
		}
	}
	if want := int64(2048*2048*4) / 2; last.ResidentC != want {
		t.Errorf("C: %d bytes resident, want half of 2048x2048 fp32 = %d", last.ResidentC, want)
	}
}

func TestSimulateWavesStripReusesItsPanels(t *testing.T) {
	// 16384×16384×4096 on 128×256 tiles (128×64), waves of 132: row-major
	// launches about two rows a wave and so reads most of B's 64 panels
	// every wave; N=8 launches a strip 8 panels wide and 16.5 tall, whose
	// 25 panels stay in the L2 between waves. N=8's later waves miss less.
	d, _ := Profile("h200")
	p := tmaProblem(16384, 16384, 4096)
	rm, err := SimulateWaves(p, RowMajor(), d, 1)
	if err != nil {
		t.Fatal(err)
	}
	n8, err := SimulateWaves(p, Identity(8), d, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(rm.Waves) != 63 || len(n8.Waves) != 63 {
		t.Fatalf("%d and %d waves, want ⌈8192/132⌉ = 63", len(rm.Waves), len(n8.Waves))
	}
	panelsOf := func(w Wave) int {
		a, b := map[int]bool{}, map[int]bool{}
		for _, t := range w.Tiles {
			a[t.M], b[t.N] = true, true
		}
		return len(a) + len(b)
	}
	if got := panelsOf(rm.Waves[1]); got != 2+64 && got != 3+64 {
		t.Errorf("row-major wave 1 reads %d panels, want 2 or 3 rows of A and all 64 of B", got)
	}
	if got := panelsOf(n8.Waves[1]); got > 18+8 {
		t.Errorf("N=8 wave 1 reads %d panels, want at most 18 rows of A and 8 of B", got)
	}
	worse := 0
	for i := 1; i < len(rm.Waves); i++ {
		if n8.Waves[i].MissBytes > rm.Waves[i].MissBytes {
			worse++
		}
	}
	if worse > 0 {
		t.Errorf("N=8 misses more than row-major in %d of %d waves", worse, len(rm.Waves)-1)
	}
}

// BenchmarkSimulateWaves128x64Tiles8Mappings is the wave-by-wave trace of the
// same launches as BenchmarkSimulate128x64Tiles8Mappings (within the 50 ms
// budget of issue 12).
func BenchmarkSimulateWaves128x64Tiles8Mappings(b *testing.B) {
	d, _ := Profile("h200")
	p := tmaProblem(16384, 16384, 4096)
	maps := benchMappings()
	for b.Loop() {
		for _, mp := range maps {
			if _, err := SimulateWaves(p, mp, d, 1); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func TestStartWaves(t *testing.T) {
	d := Device{Name: "t", SMs: 3, L2Bytes: 1 << 20}
	p := Problem{M: 4 * 128, N: 2 * 128, K: 64, TileM: 128, TileN: 128, ElemBytes: 2}
	tr, err := SimulateWaves(p, RowMajor(), d, 1) // 8 tiles, waves of 3: ids 0-2, 3-5, 6-7
	if err != nil {
		t.Fatal(err)
	}
	// Started in launch order: every tile in its model wave.
	inOrder := []int64{0, 10, 20, 30, 40, 50, 60, 70} // tile m·2+n = launch id under row-major
	ms, err := StartWaves(tr, inOrder)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{0, 0, 0, 1, 1, 1, 2, 2}; fmt.Sprint(ms.Wave) != fmt.Sprint(want) || ms.Agree != 8 {
		t.Errorf("in order: waves %v, %d agree; want %v, 8", ms.Wave, ms.Agree, want)
	}
	if fmt.Sprint(ms.First, ms.Last) != "[0 30 60] [20 50 70]" {
		t.Errorf("in order: wave starts from %v to %v, want [0 30 60] to [20 50 70]", ms.First, ms.Last)
	}
	// Tile 6 starts first and tile 1 last: 6 takes 1's place in wave 0 and
	// 1 takes 6's in the last wave; the others keep their waves.
	late := []int64{5, 99, 20, 30, 40, 50, 1, 70}
	ms, err = StartWaves(tr, late)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{0, 2, 0, 1, 1, 1, 0, 2}; fmt.Sprint(ms.Wave) != fmt.Sprint(want) || ms.Agree != 6 {
		t.Errorf("out of order: waves %v, %d agree; want %v, 6", ms.Wave, ms.Agree, want)
	}
	// Equal times keep the launch order.
	if ms, _ = StartWaves(tr, make([]int64, 8)); fmt.Sprint(ms.Wave) != "[0 0 0 1 1 1 2 2]" {
		t.Errorf("all at once: waves %v", ms.Wave)
	}
	if _, err := StartWaves(tr, make([]int64, 7)); err == nil {
		t.Error("7 start times for 8 tiles accepted")
	}
}
