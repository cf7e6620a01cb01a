package raster

import (
	"slices"
	"testing"
)

// driftProblem is 2×2 tiles of 64×64 over K = 128 in steps of 64: every
// chunk is 64 rows of 128 bytes (8 KiB), every panel two chunks (16 KiB).
var driftProblem = Problem{M: 128, N: 128, K: 128, TileM: 64, TileN: 64, TileK: 64, ElemBytes: 2}

func TestSimulateDriftSharesOnlyWhatTheL2Holds(t *testing.T) {
	// Row-major on 2 SMs: wave 0 is tiles (0,0), (0,1), sharing A0; wave 1
	// is (1,0), (1,1), sharing A1. In step, the two CTAs of a wave read
	// A's chunk in one fetch even when the L2 holds nothing else (1 byte):
	// A0 + A1 + 2·(B0 + B1) = 6 panels, 96 KiB. Drifting, each CTA reads
	// on its own, and with no room to keep A's chunk for the other, every
	// request misses: 8 panels, 128 KiB. An L2 that holds everything reads
	// each panel once (64 KiB) whether the CTAs drift or not.
	const panel = 16 << 10
	for _, tc := range []struct {
		l2Bytes int64
		drift   float64
		want    int64
	}{
		{1, 0, 6 * panel},
		{1, 0.5, 8 * panel},
		{1 << 30, 0, 4 * panel},
		{1 << 30, 0.5, 4 * panel},
	} {
		d := Device{Name: "two SMs", SMs: 2, L2Bytes: tc.l2Bytes}
		tr, err := SimulateL2(driftProblem, RowMajor(), d, 1, L2{Partitions: 1, Drift: tc.drift})
		if err != nil {
			t.Fatal(err)
		}
		if tr.DRAMBytes != tc.want || tr.RequestBytes != 8*panel {
			t.Errorf("L2 of %d bytes, drift %g: DRAM %d bytes of %d requested, want %d", tc.l2Bytes, tc.drift, tr.DRAMBytes, tr.RequestBytes, tc.want)
		}
	}
}

func TestCohortsDriftDelaysEachCTAsLaterTiles(t *testing.T) {
	// 4 CTAs, 10 waves of 8 K chunks: without drift wave v starts at 8v;
	// with it each CTA's tile of wave v starts no earlier than its tile of
	// wave v−1 ends, wave 0 is not delayed, and the CTAs come apart.
	ctas := make([]tileXY, 40)
	for g := range ctas {
		ctas[g] = tileXY{g / 4, g % 4}
	}
	const w, kt = 4, 8
	plain := cohorts(ctas, w, kt, 10, 4, 0, 0, 0)
	if len(plain.start) != 10 {
		t.Fatalf("in step: %d cohorts, want one a wave (10)", len(plain.start))
	}
	for c, s := range plain.start {
		if s != int32(c*kt) {
			t.Errorf("in step: cohort %d starts at %d, want %d", c, s, c*kt)
		}
	}
	cl := cohorts(ctas, w, kt, 10, 4, 0, 0.3, 0)
	if len(cl.start) != len(ctas) {
		t.Fatalf("drift: %d cohorts, want one a CTA (%d)", len(cl.start), len(ctas))
	}
	apart := false
	for g := range ctas {
		s := cl.start[g]
		if cl.cta[g] != int32(g) || cl.wave[g] != int32(g/w) {
			t.Fatalf("drift: cohort %d holds CTA %d of wave %d", g, cl.cta[g], cl.wave[g])
		}
		switch {
		case g < w && s != 0:
			t.Errorf("drift: CTA %d of wave 0 starts at %d, want 0", g, s)
		case g >= w && s < cl.start[g-w]+kt:
			t.Errorf("drift: CTA %d starts wave %d at %d, before its wave %d tile ends (%d)", g%w, g/w, s, g/w-1, cl.start[g-w]+kt)
		}
		if g >= w && g%w > 0 && s != cl.start[g-1] {
			apart = true
		}
	}
	if !apart {
		t.Error("drift 0.3: every wave's CTAs still start together")
	}
	if again := cohorts(ctas, w, kt, 10, 4, 0, 0.3, 0); !slices.Equal(again.start, cl.start) {
		t.Error("drift: two runs start the CTAs at different ticks")
	}
}

func TestSimulateWavesUnderDriftAddUpToSimulate(t *testing.T) {
	// Drifting CTAs end out of launch order; every wave is still recorded
	// once, with all its tiles, and the waves' misses add up to the total.
	d, _ := Profile("h200")
	p := tmaProblem(4096, 4096, 2048)
	l2 := SimL2
	l2.Drift = 0.2
	tr, trace, err := simulate(p, Identity(8), d, 1, l2, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	var tiles int
	var miss int64
	for i, wv := range trace.Waves {
		if len(wv.Tiles) == 0 {
			t.Fatalf("wave %d not recorded", i)
		}
		tiles += len(wv.Tiles)
		miss += wv.MissBytes
	}
	if tiles != trace.TilesM*trace.TilesN || miss != tr.DRAMBytes {
		t.Errorf("waves hold %d tiles (want %d) and %d missed bytes (want %d)", tiles, trace.TilesM*trace.TilesN, miss, tr.DRAMBytes)
	}
	for _, bad := range []float64{-0.1, 1.5} {
		if _, err := SimulateL2(p, Identity(8), d, 1, L2{Partitions: 2, Drift: bad}); err == nil {
			t.Errorf("drift %g accepted", bad)
		}
	}
}

func BenchmarkSimulatePersistent128x64Tiles8Mappings(b *testing.B) {
	// BenchmarkSimulate128x64Tiles8Mappings under PersistentL2: one cohort a
	// CTA, visited in start order.
	d, _ := Profile("h200")
	p := tmaProblem(16384, 16384, 4096)
	maps := benchMappings()
	for b.Loop() {
		for _, mp := range maps {
			if _, err := SimulateL2(p, mp, d, 1, PersistentL2); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestCohortsRateKeepsEachCTAsPace: with Rate each CTA's tiles come one
// K loop × (1 + r) apart for its own r in [−Rate, Rate], the same for all
// its tiles; wave 0 is not delayed; Rate 0 is the launch in step.
func TestCohortsRateKeepsEachCTAsPace(t *testing.T) {
	ctas := make([]tileXY, 40)
	for g := range ctas {
		ctas[g] = tileXY{g / 4, g % 4}
	}
	const w, kt, rate = 4, 100, 0.05
	cl := cohorts(ctas, w, kt, 10, 4, 0, 0, rate)
	if len(cl.start) != len(ctas) {
		t.Fatalf("rate: %d cohorts, want one a CTA (%d)", len(cl.start), len(ctas))
	}
	paces := map[int32]bool{}
	for i := 0; i < w; i++ {
		if cl.start[i] != 0 {
			t.Errorf("rate: CTA %d starts wave 0 at %d, want 0", i, cl.start[i])
		}
		r := ctaRate(rate, i)
		if r < -rate || r > rate {
			t.Errorf("rate: CTA %d's rate %g outside ±%g", i, r, rate)
		}
		for v := 1; v < 10; v++ {
			want := float64(v) * (1 + r) * kt
			if got := float64(cl.start[v*w+i]); got < want-1 || got > want+1 {
				t.Errorf("rate: CTA %d starts wave %d at %g, want %.1f", i, v, got, want)
			}
		}
		paces[cl.start[9*w+i]] = true
	}
	if len(paces) < 2 {
		t.Error("rate: every CTA kept the same pace")
	}
	if ctaRate(0, 3) != 0 || ctaRate(rate, 3) != ctaRate(rate, 3) {
		t.Error("ctaRate: not 0 at rate 0, or not the same for the same CTA")
	}
	if _, err := SimulateL2(Problem{M: 1024, N: 1024, K: 256, TileM: 128, TileN: 128, TileK: 64, ElemBytes: 2}, RowMajor(), Device{SMs: 8, L2Bytes: 1 << 20}, 1, L2{Partitions: 2, Ways: 16, Rate: 1}); err == nil {
		t.Error("SimulateL2 took Rate 1")
	}
}
