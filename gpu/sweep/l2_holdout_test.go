package sweep

import (
	"encoding/json"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// TestL2ModelHoldOut holds raster.Simulate to the hold-out set of issue 23
// (docs/benchmarks.md, "The L2 model on held-out shapes"): ncu's DRAM bytes
// on the H200 at eight shapes never used to set the model (tma,
// tma-pingpong and tma-multicast at three, under row-major, N=1 and N=8;
// the last two at five more, under row-major, N=1, N=2 and N=8),
// recomputed as the bench computes them (the kernel's tile, a cluster's SMs
// as one). As measured: every row-major launch of the persistent cluster
// kernels that auto runs is within 10%, and 55 of the 67 launches are. A
// third set (holdout3: tma-pingpong and tma-multicast at five more shapes
// under row-major, N=1, N=2 and N=8, measured 2026-11-28 17:53 UTC after
// the model was last changed) adds 37 of 40: 92 of 107 in all. The
// persistent kernels (tma-pingpong, tma-multicast) are simulated with
// raster.PersistentL2 (their CTAs drift apart; Drift chosen on holdout2):
// 97 of 107 (holdout 24 of 27, holdout2 35 of 40, holdout3 38 of 40;
// docs/l2-model.md). A fourth set (holdout4: the same two kernels and
// mappings at five shapes drawn 2026-11-29, three with rows that are not
// whole L2 lines, measured at the new defaults: L2 promotion of 128 bytes,
// no exit cluster barrier) held 25 of 40 with chunks of 32-byte sectors;
// simulated as measured, a miss reading the whole 128-byte line
// (PersistentL2's Promotion, nothing fitted), 29 of 40: 126 of 147 in all.
// The first three sets were measured at 256-byte promotion, which the model
// does not represent; they keep the sector chunks they were judged with.
// Still missed on holdout4 (docs/l2-model.md): ping-pong's swizzled and
// row-major launches of the large ragged-row shapes (13–32% under ncu),
// multicast's N=1 and N=2 at the two 4096-row aligned shapes (16–19%
// under), and ping-pong at the small 4096×4096×2136 (12–52% over). A
// fifth set (holdout5: the same kernels and mappings at five shapes drawn
// with seed 1229 after the model's last change, three with ragged rows,
// measured 2026-11-29 03:45 UTC by gpu/scripts/gpu-holdout5.sh) holds 40
// of 40, the worst −5.3%: 166 of 187 in all. A seventh set (holdout7:
// the same kernels and mappings at five shapes drawn with seed 1311, the
// model's predictions committed to docs/l2-model.md before the call,
// measured 2026-11-29 07:39 UTC by gpu/scripts/gpu-holdout7.sh; holdout6
// profiled repeats of known shapes and is not a set here) holds 34 of 40:
// 200 of 227 in all. An eighth (holdout8: auto's wave-fitted ping-pong
// tiles, 256×184, at five shapes drawn with seed 1312, predictions
// committed before the call, measured 2026-11-29 10:02 UTC by
// gpu/scripts/gpu-holdout8.sh) holds 16 of 20, the misses N=1 and N=2 at
// 10.0–11.7% under: 216 of 247 in all. A ninth (holdout9: auto's
// swapped kernel tma-pingpong-t, simulated on the shape it computes, N×M×K,
// at five shapes drawn with seed 1313, predictions committed before the
// call, measured 2026-11-29 11:59 UTC by gpu/scripts/gpu-holdout9.sh)
// holds 20 of 20, the worst −8.2%: 236 of 267. A tenth (holdout10: auto's
// 384-row tiles, tma-multicast-384xN, one wave of them, at five shapes
// drawn with seed 1314, predictions committed before the call, measured
// 2026-11-29 14:17 UTC by gpu/scripts/gpu-holdout10.sh under --kernel auto)
// holds 20 of 20, every launch −0.1%: 256 of 287. An eleventh (holdout11:
// tma-pingpong and tma-multicast at five shapes drawn with seed 1315, two
// of 4096 rows, predictions committed before the call, measured 2026-11-29
// 17:55 UTC by gpu/scripts/gpu-holdout11.sh) holds 38 of 40, the misses
// ping-pong's N=8 at 14336×13312×4232 (−18.9%) and N=1 at 10240×4096×3976
// (−13.6%): 294 of 327. The test fails if the model
// falls below these counts, or if a row-major launch of the first three
// sets misses by more than 10%.
func TestL2ModelHoldOut(t *testing.T) {
	within, total := 0, 0
	setWithin := map[string]int{} // "holdout", "holdout2", …
	sets := []string{"holdout-h200-1128-tma", "holdout-h200-1128-tma-pingpong", "holdout-h200-1128-tma-multicast",
		"holdout2-h200-1128-tma-pingpong", "holdout2-h200-1128-tma-multicast",
		"holdout3-h200-1128-tma-pingpong", "holdout3-h200-1128-tma-multicast",
		"holdout4-h200-1129-tma-pingpong", "holdout4-h200-1129-tma-multicast",
		"holdout5-h200-1129-tma-pingpong", "holdout5-h200-1129-tma-multicast",
		"holdout7-h200-1129-tma-pingpong", "holdout7-h200-1129-tma-multicast",
		"holdout8-h200-1129-tma-pingpong-256x184", "holdout9-h200-1129-tma-pingpong-t",
		"holdout10-h200-1129-auto",
		"holdout11-h200-1129-tma-pingpong", "holdout11-h200-1129-tma-multicast"}
	holdoutLaunches(t, sets, func(l holdoutLaunch) {
		at128 := !strings.HasPrefix(l.set, "holdout-") && !strings.HasPrefix(l.set, "holdout2") && !strings.HasPrefix(l.set, "holdout3")
		l2 := SimL2For(l.kern)
		if !at128 {
			// Measured with tensor maps that promoted 256 bytes, which
			// the model does not represent: the 32-byte sectors they
			// were judged with before.
			l2.Promotion = 0
		}
		sim, err := raster.SimulateL2(l.p, l.mp, l.d, l.ctas, l2)
		if err != nil {
			t.Fatal(err)
		}
		e := float64(sim.DRAMBytes-l.v.NcuDRAMBytes) / float64(l.v.NcuDRAMBytes)
		total++
		if math.Abs(e) <= 0.10 {
			within++
			setWithin[strings.SplitN(l.set, "-", 2)[0]]++
		} else if l.kern.ClusterSize() > 1 && l.v.Name == "row-major" && !at128 {
			t.Errorf("%s %s %s: Simulate %.2f GB, ncu %.2f GB (%+.0f%%)", l.set, l.shape, l.v.Name, float64(sim.DRAMBytes)/1e9, float64(l.v.NcuDRAMBytes)/1e9, 100*e)
		}
		t.Logf("%-13s %-16s %-10s sim %.2f ncu %.2f GB %+5.1f%%", l.set, l.shape, l.v.Name, float64(sim.DRAMBytes)/1e9, float64(l.v.NcuDRAMBytes)/1e9, 100*e)
	})
	if total != 327 || within < 294 {
		t.Errorf("%d of %d launches within 10%% of ncu, want 294 of 327", within, total)
	}
	for set, want := range map[string]int{"holdout": 24, "holdout2": 35, "holdout3": 38, "holdout4": 29, "holdout5": 40, "holdout7": 34, "holdout8": 16, "holdout9": 20, "holdout10": 20, "holdout11": 38} {
		if setWithin[set] < want {
			t.Errorf("%s: %d launches within 10%% of ncu, want %d", set, setWithin[set], want)
		}
	}
}

// TestL2ModelWithMeasuredStarts simulates holdout4 with each tile starting
// when the H200 measured it to (the JSON's start_ns, raster.SimulateStarts)
// in place of PersistentL2's drift. Those starts are the bench's record
// launch's, in another process than the launch ncu measured (--profile
// runs a child), and a launch's paces are the process's (docs/l2-model.md,
// holdout6 and holdout7), so this pairs one launch's order with another's
// bytes: 29 of the 40 launches within 10%, as many as with the drift, and
// ping-pong at 14336×7168×5656 under N=8, whose recorded clusters stayed
// in step, still 32% under ncu. The test fails below 29.
func TestL2ModelWithMeasuredStarts(t *testing.T) {
	within, total := 0, 0
	holdoutLaunches(t, []string{"holdout4-h200-1129-tma-pingpong", "holdout4-h200-1129-tma-multicast"}, func(l holdoutLaunch) {
		sim, err := raster.SimulateStarts(l.p, l.mp, l.d, l.ctas, SimL2For(l.kern), l.v.StartNs)
		if err != nil {
			t.Fatalf("%s %s %s: %v", l.set, l.shape, l.v.Name, err)
		}
		e := float64(sim.DRAMBytes-l.v.NcuDRAMBytes) / float64(l.v.NcuDRAMBytes)
		total++
		if math.Abs(e) <= 0.10 {
			within++
		}
		t.Logf("%-13s %-16s %-10s sim %.2f ncu %.2f GB %+5.1f%%", l.set, l.shape, l.v.Name, float64(sim.DRAMBytes)/1e9, float64(l.v.NcuDRAMBytes)/1e9, 100*e)
	})
	t.Logf("measured starts: %d of %d within 10%%", within, total)
	if total != 40 || within < 29 {
		t.Errorf("%d of %d launches within 10%% of ncu with measured starts, want 29 of 40", within, total)
	}
}

// holdoutLaunch is one profiled launch of a hold-out set: the problem, its
// mapping and device as the bench simulates them, and what ncu measured.
type holdoutLaunch struct {
	set   string // the file's name, e.g. "holdout4-h200-1129-tma-pingpong"
	shape string
	kern  kernels.Kernel
	p     raster.Problem
	mp    raster.Mapping
	d     raster.Device
	ctas  int
	v     Variant
}

// holdoutLaunches reads the recorded hold-out sets (docs/data/model-*.json)
// and calls f for every launch of ours in them (cuBLAS's left out).
func holdoutLaunches(t *testing.T, sets []string, f func(l holdoutLaunch)) {
	t.Helper()
	for _, set := range sets {
		b, err := os.ReadFile("../../docs/data/model-" + set + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var r Report
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s: %v", set, err)
		}
		for _, sr := range r.Results {
			// A report of one kernel, or of auto's (holdout10): each
			// shape's kernel and its CTAs an SM.
			name, ctas := r.Kernel, r.CTAsPerSM
			if name == kernels.Auto {
				name = sr.Kernel
				for _, c := range r.Chosen {
					if c.Kernel == name {
						ctas = c.CTAsPerSM
					}
				}
			}
			kern, err := kernels.ByName(name)
			if err != nil {
				t.Fatal(err)
			}
			d := raster.Device{Name: r.Device, SMs: r.SMs / kern.ClusterSize(), L2Bytes: r.L2Bytes}
			ks := KernelShape(kern, Shape{sr.M, sr.N, sr.K}) // N×M×K for a swapped kernel
			p := raster.Problem{M: ks.M, N: ks.N, K: ks.K, TileM: sr.TileM, TileN: sr.TileN, TileK: sr.TileK, ElemBytes: 2}
			for _, v := range sr.Variants {
				if v.Name == "cuBLAS" {
					continue
				}
				if v.NcuDRAMBytes <= 0 {
					t.Fatalf("%s %s %s: no ncu bytes", set, sr.Shape, v.Name)
				}
				mp, err := raster.Parse(v.Name)
				if err != nil {
					t.Fatal(err)
				}
				f(holdoutLaunch{set: set, shape: sr.Shape, kern: kern, p: p, mp: mp, d: d, ctas: ctas, v: v})
			}
		}
	}
}

// TestL2ModelStartsAreClusterPaces: what of the measured start order
// matters to the DRAM bytes is each cluster's steady pace. For every
// launch of holdout4 and holdout5 (80, with start_ns), simulated with each
// cluster's start times replaced by their least-squares line (tile j at
// a + b·j: a pace b of its own, no jitter) the bytes are within 3% of the
// simulation with the measured starts (raster.SimulateStarts); with one
// common pace for every cluster (the lines' median slope, each cluster at
// its own first start) 18 of the 80 are more than 3% apart, by up to 21%
// (docs/l2-model.md). raster.L2.Rate models such paces.
func TestL2ModelStartsAreClusterPaces(t *testing.T) {
	n, apartCommon, worst := 0, 0, 0.0
	holdoutLaunches(t, []string{"holdout4-h200-1129-tma-pingpong", "holdout4-h200-1129-tma-multicast",
		"holdout5-h200-1129-tma-pingpong", "holdout5-h200-1129-tma-multicast"}, func(l holdoutLaunch) {
		tm, tn, err := raster.Tiles(l.p.M, l.p.N, l.p.TileM, l.p.TileN)
		if err != nil {
			t.Fatal(err)
		}
		seq, err := clusterTiles(l.mp, tm, tn, l.d.SMs)
		if err != nil {
			t.Fatal(err)
		}
		paced, common := clusterPaces(seq, l.v.StartNs)
		sim := func(st []int64) float64 {
			tr, err := raster.SimulateStarts(l.p, l.mp, l.d, l.ctas, SimL2For(l.kern), st)
			if err != nil {
				t.Fatalf("%s %s %s: %v", l.set, l.shape, l.v.Name, err)
			}
			return float64(tr.DRAMBytes)
		}
		own := sim(l.v.StartNs)
		if e := sim(paced)/own - 1; math.Abs(e) > 0.03 {
			t.Errorf("%s %s %s: each cluster on its line reads %+.1f%% against its measured starts", l.set, l.shape, l.v.Name, 100*e)
		}
		if e := math.Abs(sim(common)/own - 1); e > 0.03 {
			apartCommon++
			worst = max(worst, e)
		}
		n++
	})
	if n != 80 {
		t.Errorf("%d launches with starts, want 80", n)
	}
	if apartCommon == 0 {
		t.Error("one common pace reads within 3% of the measured starts everywhere: the paces would not matter")
	}
	t.Logf("%d launches; one common pace more than 3%% off at %d, by up to %.0f%%", n, apartCommon, 100*worst)
}

// clusterTiles is the tiles (m·tn + n) each of w persistent clusters
// computes, in order: the tiles in launch order, place g to cluster g mod w
// (the kernels' scheduler; raster's launch list).
func clusterTiles(mp raster.Mapping, tm, tn, w int) ([][]int, error) {
	order, err := raster.LaunchOrder(mp, tm, tn)
	if err != nil {
		return nil, err
	}
	type tile struct{ id, idx int }
	tiles := make([]tile, 0, tm*tn)
	for m := range order {
		for n, id := range order[m] {
			tiles = append(tiles, tile{id, m*tn + n})
		}
	}
	slices.SortFunc(tiles, func(a, b tile) int { return a.id - b.id })
	seq := make([][]int, w)
	for g, x := range tiles {
		seq[g%w] = append(seq[g%w], x.idx)
	}
	return seq, nil
}

// clusterPaces is the start times with each cluster's on its least-squares
// line (paced), and with every cluster at its first start plus the lines'
// median slope times its tile's index (common).
func clusterPaces(seq [][]int, st []int64) (paced, common []int64) {
	paced, common = make([]int64, len(st)), make([]int64, len(st))
	var slopes []float64
	type line struct{ a, b float64 }
	lines := make([]line, len(seq))
	for c, s := range seq {
		var sx, sy, sxx, sxy float64
		for j, i := range s {
			x, y := float64(j), float64(st[i])
			sx, sy, sxx, sxy = sx+x, sy+y, sxx+x*x, sxy+x*y
		}
		n := float64(len(s))
		if len(s) < 2 {
			lines[c] = line{sy, 0}
			continue
		}
		b := (n*sxy - sx*sy) / (n*sxx - sx*sx)
		lines[c] = line{(sy - b*sx) / n, b}
		slopes = append(slopes, b)
	}
	slices.Sort(slopes)
	med := slopes[len(slopes)/2]
	for c, s := range seq {
		for j, i := range s {
			paced[i] = int64(lines[c].a + lines[c].b*float64(j))
			common[i] = st[s[0]] + int64(med*float64(j))
		}
	}
	shift := func(v []int64) {
		lo := slices.Min(v)
		for i := range v {
			v[i] -= lo
		}
	}
	shift(paced)
	shift(common)
	return paced, common
}
