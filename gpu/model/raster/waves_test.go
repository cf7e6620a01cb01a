package raster

import (
	"fmt"
	"testing"
)

// A 4×2 tile grid, waves of 3 CTAs, 1 MiB of L2: everything fits.
func smallTrace(t *testing.T, mp Mapping) Trace {
	t.Helper()
	d := Device{Name: "t", SMs: 3, L2Bytes: 1 << 20}
	p := Problem{M: 4 * 128, N: 2 * 128, K: 64, TileM: 128, TileN: 128, ElemBytes: 2}
	tr, err := SimulateWaves(p, mp, d, 1)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestTraceTileWavesAndPanelsRead(t *testing.T) {
	tr := smallTrace(t, RowMajor()) // launch ids 0..7 = m·2 + n
	if got := fmt.Sprint(tr.TileWaves()); got != "[0 0 0 1 1 1 2 2]" {
		t.Errorf("tile waves %s, want [0 0 0 1 1 1 2 2]", got)
	}
	for w, want := range [][2]int{{2, 2}, {2, 2}, {1, 2}} {
		if a, b := tr.PanelsRead(w); a != want[0] || b != want[1] {
			t.Errorf("wave %d reads %d A and %d B panels, want %v", w, a, b, want)
		}
	}
}

func TestTraceWholeAndResidentShare(t *testing.T) {
	tr := smallTrace(t, RowMajor())
	// After wave 0 (tiles (0,0) (0,1) (1,0)) rows 0-1 and both columns are
	// read and, as everything fits, wholly resident.
	if a, b := tr.Whole(0); a != 2 || b != 2 {
		t.Errorf("after wave 0: %d A and %d B panels whole, want 2 and 2", a, b)
	}
	if s := tr.ResidentShare(0, true, 0, 4); s != 0.5 {
		t.Errorf("share of A resident after wave 0: %v, want 0.5", s)
	}
	if s := tr.ResidentShare(2, true, 0, 4); s != 1 {
		t.Errorf("share of A resident at the end: %v, want 1", s)
	}
	if s := tr.ResidentShare(0, false, 5, 9); s != 0 {
		t.Errorf("share of an empty range: %v, want 0", s)
	}
}

func TestMeasuredInModelWave(t *testing.T) {
	tr := smallTrace(t, RowMajor())
	ms, err := StartWaves(tr, []int64{5, 99, 20, 30, 40, 50, 1, 70})
	if err != nil {
		t.Fatal(err)
	}
	for w, want := range []int{2, 3, 1} {
		if got := ms.InModelWave(tr, w); got != want {
			t.Errorf("wave %d: %d tiles started in it, want %d", w, got, want)
		}
	}
}
