package raster

import (
	"math"
	"testing"
)

func TestSimulateStartsInStepIsTheModelsOwnSchedule(t *testing.T) {
	// Every CTA of wave v starting at v·T is the model's schedule without
	// spread or drift, each CTA on its own (as under Drift): the same
	// bytes as SimulateL2 with a drift too small to move any start.
	d, _ := Profile("h200")
	p := Problem{M: 4096, N: 7168, K: 2136, TileM: 256, TileN: 192, TileK: 64, ElemBytes: 2}
	tm, tn, _ := Tiles(p.M, p.N, p.TileM, p.TileN)
	own := PersistentL2
	own.Drift = 1e-9
	for _, mp := range []Mapping{RowMajor(), Identity(8)} {
		ctas, err := launchList(mp, tm, tn)
		if err != nil {
			t.Fatal(err)
		}
		w := d.SMs / 2
		starts := make([]int64, tm*tn)
		for g, c := range ctas {
			starts[c.m*tn+c.n] = 5000 + int64(g/w)*18000
		}
		dm := Device{SMs: w, L2Bytes: d.L2Bytes}
		got, err := SimulateStarts(p, mp, dm, 1, PersistentL2, starts)
		if err != nil {
			t.Fatal(err)
		}
		want, err := SimulateL2(p, mp, dm, 1, own)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s: measured in step %+v, the model's %+v", mp.Name(), got, want)
		}
	}
}

func TestSimulateStartsSeparatedSharersReadTwice(t *testing.T) {
	// 2×2 tiles of 128×128, K = 16 chunks of 16 KiB each, on 2 SMs whose
	// L2 holds 4 chunks. In step, the two CTAs of a wave read their A
	// panel's chunk at the same tick and share it: 3 of every 4 chunk reads
	// miss (A once, both B panels; B is evicted between waves), 96 chunks.
	// Half a tile apart, the chunk is long gone when the second CTA wants
	// it: every read misses, 128 chunks.
	p := Problem{M: 256, N: 256, K: 1024, TileM: 128, TileN: 128, TileK: 64, ElemBytes: 2}
	d := Device{Name: "t", SMs: 2, L2Bytes: 2 * 4 * 16384}
	l2 := L2{Partitions: 2}
	const chunk = 128 * 128
	for _, tc := range []struct {
		name   string
		starts []int64 // tiles (0,0), (0,1), (1,0), (1,1)
		want   int64
	}{
		{"in step", []int64{0, 0, 1000, 1000}, 96 * chunk},
		{"half a tile apart", []int64{0, 500, 1000, 1500}, 128 * chunk},
	} {
		tr, err := SimulateStarts(p, RowMajor(), d, 1, l2, tc.starts)
		if err != nil {
			t.Fatal(err)
		}
		if tr.DRAMBytes != tc.want {
			t.Errorf("%s: %d bytes from DRAM, want %d (%d chunks)", tc.name, tr.DRAMBytes, tc.want, tc.want/chunk)
		}
	}
}

func TestSimulateStartsRefusesTimesItCannotScale(t *testing.T) {
	p := Problem{M: 256, N: 256, K: 1024, TileM: 128, TileN: 128, TileK: 64, ElemBytes: 2}
	d := Device{Name: "t", SMs: 2, L2Bytes: 1 << 20}
	for _, tc := range []struct {
		name   string
		d      Device
		starts []int64
	}{
		{"no times", d, nil},
		{"three times for four tiles", d, []int64{0, 0, 1}},
		{"one wave", Device{Name: "t", SMs: 4, L2Bytes: 1 << 20}, []int64{0, 1, 2, 3}},
		{"no time between tiles", d, []int64{7, 7, 7, 7}},
		{"a tile started before the one before it", d, []int64{1000, 1000, 0, 0}},
	} {
		if _, err := SimulateStarts(p, RowMajor(), tc.d, 1, PersistentL2, tc.starts); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
	// Three waves, the last tile 2⁴⁰ ns late: past 4 × the launch's waves
	// of ticks, refused rather than walked to.
	p3 := p
	p3.M = 384
	if _, err := SimulateStarts(p3, RowMajor(), d, 1, PersistentL2, []int64{0, 0, 1000, 1000, 2000, 1 << 40}); err == nil {
		t.Error("a start far past the launch: accepted")
	}
	// Times at the ends of int64 are scaled in float64: an answer, no panic.
	if _, err := SimulateStarts(p, RowMajor(), d, 1, PersistentL2, []int64{math.MinInt64, 0, 0, math.MaxInt64}); err != nil {
		t.Logf("extreme times: %v", err)
	}
}
