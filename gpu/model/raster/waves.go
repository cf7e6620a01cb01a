package raster

// Helpers that read a Trace wave by wave, for the views that draw it.

// TileWaves is the model's wave of every tile, at m·TilesN + n.
func (tr Trace) TileWaves() []int {
	out := make([]int, tr.TilesM*tr.TilesN)
	for w, wv := range tr.Waves {
		for _, t := range wv.Tiles {
			out[t.M*tr.TilesN+t.N] = w
		}
	}
	return out
}

// PanelsRead is how many distinct A panels (tile rows) and B panels (tile
// columns) the CTAs of wave w read.
func (tr Trace) PanelsRead(w int) (a, b int) {
	rows := make(map[int]bool)
	cols := make(map[int]bool)
	for _, t := range tr.Waves[w].Tiles {
		rows[t.M], cols[t.N] = true, true
	}
	return len(rows), len(cols)
}

// Whole is how many A panels and B panels are wholly resident in the
// modelled L2 after wave w (every sector of every K step).
func (tr Trace) Whole(w int) (a, b int) {
	wv := tr.Waves[w]
	for m, v := range wv.ResidentA {
		if v == tr.PanelA[m] {
			a++
		}
	}
	for n, v := range wv.ResidentB {
		if v == tr.PanelB[n] {
			b++
		}
	}
	return a, b
}

// ResidentShare is the share of the bytes of A panels [i0, i1) (ofA) or of
// B panels [i0, i1) resident after wave w: Σ Resident / Σ Panel, in [0, 1].
func (tr Trace) ResidentShare(w int, ofA bool, i0, i1 int) float64 {
	res, all := tr.Waves[w].ResidentB, tr.PanelB
	if ofA {
		res, all = tr.Waves[w].ResidentA, tr.PanelA
	}
	var r, t int64
	for i := max(i0, 0); i < min(i1, len(all)); i++ {
		r += res[i]
		t += all[i]
	}
	if t == 0 {
		return 0
	}
	return float64(r) / float64(t)
}

// InModelWave is how many tiles of the model's wave w started in measured
// wave w.
func (ms Measured) InModelWave(tr Trace, w int) int {
	n := 0
	for _, t := range tr.Waves[w].Tiles {
		if ms.Wave[t.M*tr.TilesN+t.N] == w {
			n++
		}
	}
	return n
}
