package raster

import (
	"fmt"
	"math"
	"slices"
)

// SimulateStarts is SimulateL2 with the CTAs starting when a GPU measured
// them to, in place of the model's timing (l2's Spread, Drift and Rate are
// not used): startNs[m·TilesN + n] is when tile (m, n)'s CTA began its loads
// (any clock common to all SMs). The CTA at place i of each wave in launch
// order (a persistent kernel's cluster i) runs the tiles at places i, i + W,
// …; T is the median time between two of its consecutive tiles, and tile
// (m, n) starts its K loop at tick round((start − first start) / T · kt),
// walking it at the model's rate. So the simulation's error on a measured
// launch splits into what the start order explains and what the cache does.
func SimulateStarts(p Problem, mp Mapping, d Device, ctasPerSM int, l2 L2, startNs []int64) (Traffic, error) {
	if startNs == nil {
		startNs = []int64{}
	}
	tr, _, err := simulate(p, mp, d, ctasPerSM, l2, false, startNs)
	return tr, err
}

// maxStartSpread bounds the measured starts: the last may start at most this
// many times the launch's waves × T after the first (a launch ends in about
// its waves × T), so that no input makes the simulation walk without end.
const maxStartSpread = 4

// startCohorts is the launch ctas with each CTA a cohort of its own, started
// at its measured tick (see SimulateStarts).
func startCohorts(ctas []tileXY, w, kt, tm, tn int, startNs []int64) (cohortList, error) {
	if len(startNs) != tm*tn {
		return cohortList{}, fmt.Errorf("raster: simulate starts: %d start times for %d×%d tiles", len(startNs), tm, tn)
	}
	// In float64: the differences of any two int64 times are finite there.
	first := float64(slices.Min(startNs))
	var gaps []float64 // between a CTA's consecutive tiles
	for g := w; g < len(ctas); g++ {
		c, prev := ctas[g], ctas[g-w]
		gaps = append(gaps, float64(startNs[c.m*tn+c.n])-float64(startNs[prev.m*tn+prev.n]))
	}
	if len(gaps) == 0 {
		return cohortList{}, fmt.Errorf("raster: simulate starts: one wave (%d tiles for %d CTAs) has no time between tiles to scale by", len(ctas), w)
	}
	slices.Sort(gaps)
	tile := gaps[len(gaps)/2]
	if !(tile > 0) {
		return cohortList{}, fmt.Errorf("raster: simulate starts: the median time between a CTA's tiles is %g ns (want positive)", tile)
	}
	nw := ceilDiv(len(ctas), w)
	limit := float64(maxStartSpread) * float64(nw) * float64(kt)
	var cl cohortList
	for g, c := range ctas {
		tick := math.Round((float64(startNs[c.m*tn+c.n]) - first) / tile * float64(kt))
		if !(tick >= 0 && tick <= limit) {
			return cohortList{}, fmt.Errorf("raster: simulate starts: tile (%d, %d) starts %.0f tile times after the first, in a launch of %d waves", c.m, c.n, tick/float64(kt), nw)
		}
		cl.start = append(cl.start, int32(tick))
		cl.wave = append(cl.wave, int32(g/w))
		cl.cta = append(cl.cta, int32(g))
		cl.pan = append(cl.pan, int32(len(cl.panels)))
		cl.panels = append(cl.panels, int32(c.m), int32(tm+c.n))
	}
	cl.cta = append(cl.cta, int32(len(ctas)))
	cl.pan = append(cl.pan, int32(len(cl.panels)))
	return cl, nil
}
