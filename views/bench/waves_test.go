package bench

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/kernels"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// waveShapes is one shape whose launch takes 16 waves of the mma kernel
// (64x64 tiles of 128x128, 264 CTAs a wave) and whose panels do not all
// fit in the modelled L2.
var waveShapes = []sweep.Shape{{M: 8192, N: 8192, K: 4096}}

// TestWaveScreen: w turns the wave view on; . steps a wave, m the mapping;
// the screen shows the wave's tiles, the panels resident after it and its
// hits and misses, all from raster.SimulateWaves, in 80x24 and 120x40.
func TestWaveScreen(t *testing.T) {
	for _, sz := range []struct {
		w, h    int
		mapping int // presses of m: 0 row-major, 4 N=8
	}{{80, 24, 0}, {120, 40, 4}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			m := New(testutil.Common(), Options{Bench: noGPU(), Shapes: waveShapes})
			probe(t, m)
			m.SetSize(sz.w, sz.h-1)
			for _, k := range "w" + strings.Repeat("m", sz.mapping) + ".." {
				if _, used := m.HandleKey(runes(string(k))); !used {
					t.Fatalf("key %q not used", k)
				}
			}
			v := m.View()
			checkFits(t, v, sz.w, sz.h-1)
			mp := sweep.DefaultMappings()[sz.mapping]
			d, _ := raster.Profile("h100")
			tr, err := m.report.WaveTrace(0, sz.mapping)
			if err != nil {
				t.Fatal(err)
			}
			wv := tr.Waves[2]
			want := []string{
				"Wave 3 of 16", mp.Name(), "264 CTAs a wave",
				fmt.Sprintf("In flight: %d tiles", len(wv.Tiles)),
				fmt.Sprintf("this wave %s/%s, so far %s/%s of %s", gbs(wv.HitBytes), gbs(wv.MissBytes), gbs(wv.TotalHitBytes), gbs(wv.TotalMissBytes),
					gbs(m.report.Results[0].Variants[sz.mapping].SimDRAMBytes)),
				fmt.Sprintf("(model, %d MiB", d.L2Bytes/2>>20),
			}
			for _, s := range want {
				if !strings.Contains(v, s) {
					t.Errorf("lacks %q:\n%s", s, v)
				}
			}
			golden.RequireEqual(t, []byte(v))
		})
	}
}

// TestWaveScreenMeasured: with a GPU report that holds each tile's start
// time, the measured start order is drawn beside the model's, and the
// count of tiles that started in the model's wave is StartWaves's. (The
// start times are made up here: the launch order with the first and last
// tile swapped.)
func TestWaveScreenMeasured(t *testing.T) {
	d, _ := raster.Profile("h200")
	cfg := sweep.Config{Shapes: waveShapes, Mappings: sweep.DefaultMappings(), Kernel: "tma"}
	rep, err := sweep.ModelOnly(cfg, d, "")
	if err != nil {
		t.Fatal(err)
	}
	rep.ModelOnly, rep.Device, rep.Why = false, "Fake H200", ""
	sr := &rep.Results[0]
	for i := range sr.Variants {
		tr, err := rep.WaveTrace(0, i)
		if err != nil {
			t.Fatal(err)
		}
		start := make([]int64, tr.TilesM*tr.TilesN)
		rank := int64(0)
		for _, w := range tr.Waves {
			for _, tile := range w.Tiles {
				start[tile.M*tr.TilesN+tile.N] = 1000 * rank
				rank++
			}
		}
		first, last := tr.Waves[0].Tiles[0], tr.Waves[len(tr.Waves)-1].Tiles[len(tr.Waves[len(tr.Waves)-1].Tiles)-1]
		a, b := first.M*tr.TilesN+first.N, last.M*tr.TilesN+last.N
		start[a], start[b] = start[b], start[a]
		sr.Variants[i].StartNs = start
		sr.Variants[i].TFLOPs, sr.Variants[i].MedianMs = 600, 1
	}
	sr.Variants = append(sr.Variants, sweep.Variant{Name: sweep.CublasName, TFLOPs: 650, MedianMs: 0.9})
	f := hopper()
	f.report = rep
	m := New(testutil.Common(), Options{Bench: f, Kernel: kernels.TMAKernel.Name})
	m.SetSize(120, 39)
	probe(t, m)
	for _, k := range "w...." {
		m.HandleKey(runes(string(k)))
	}
	v := m.View()
	checkFits(t, v, 120, 39)
	tr, _ := rep.WaveTrace(0, 0)
	n := len(tr.Waves[4].Tiles)
	total := tr.TilesM * tr.TilesN
	for _, want := range []string{"measured: start order", "model: launch order, L2",
		fmt.Sprintf("Measured: %d of these %d tiles started in wave 5; all waves: %d of %d", n, n, total-2, total)} {
		if !strings.Contains(v, want) {
			t.Errorf("lacks %q:\n%s", want, v)
		}
	}
	golden.RequireEqual(t, []byte(v))
	m.SetSize(80, 23)
	v = m.View()
	checkFits(t, v, 80, 23)
	if !strings.Contains(v, "measured: start order") || !strings.Contains(v, "Measured: ") {
		t.Errorf("80x24 lacks the measured order:\n%s", v)
	}
}

// TestWavePlay: a plays the waves, a tick a wave, and stops at the last;
// a tick of an earlier play, or after a step key, moves nothing.
func TestWavePlay(t *testing.T) {
	m := New(testutil.Common(), Options{Bench: noGPU(), Shapes: waveShapes})
	probe(t, m)
	m.SetSize(80, 23)
	m.HandleKey(runes("w"))
	cmd, used := m.HandleKey(runes("a"))
	if !used || cmd == nil || !m.waves.playing {
		t.Fatalf("a: used %v, cmd %v, playing %v", used, cmd != nil, m.waves.playing)
	}
	id := m.waves.play
	m.Update(waveTickMsg{id})
	m.Update(waveTickMsg{id - 1}) // a stale tick
	if m.waves.wave != 1 {
		t.Fatalf("after one tick: wave %d, want 1", m.waves.wave)
	}
	m.HandleKey(runes(",")) // a step stops the play
	if m.waves.playing {
		t.Error("still playing after a step")
	}
	m.Update(waveTickMsg{id})
	if m.waves.wave != 0 {
		t.Errorf("a tick after a step moved to wave %d", m.waves.wave)
	}
	m.HandleKey(runes("a"))
	ticks := 0
	for m.waves.playing && ticks < 100 {
		_, cmd := m.Update(waveTickMsg{m.waves.play})
		ticks++
		if (cmd == nil) == m.waves.playing {
			t.Fatalf("tick %d: cmd %v while playing %v", ticks, cmd != nil, m.waves.playing)
		}
	}
	if m.waves.wave != 15 || ticks != 15 {
		t.Errorf("played to wave %d in %d ticks, want the last (15) in 15", m.waves.wave, ticks)
	}
	m.HandleKey(runes("w"))
	if m.waves.on || strings.Contains(m.View(), "Wave 16") {
		t.Error("w did not leave the wave view")
	}
}

// TestDefaultKernel: the view starts where cutetui bench does (auto on
// Hopper, mma elsewhere), or with the last choice when that is not offered.
func TestDefaultKernel(t *testing.T) {
	all := make([]string, 0, len(kernels.All)+1)
	for _, k := range kernels.All {
		all = append(all, k.Name)
	}
	all = append(all, kernels.Auto)
	if got := defaultKernel(kernels.HopperArch, all); got != kernels.Auto {
		t.Errorf("Hopper, every kernel: %q, want auto", got)
	}
	if got := defaultKernel("sm_86", []string{kernels.MMA.Name}); got != kernels.MMA.Name {
		t.Errorf("Ampere: %q, want mma", got)
	}
	if got := defaultKernel(kernels.HopperArch, []string{kernels.MMA.Name, kernels.WGMMA.Name}); got != kernels.WGMMA.Name {
		t.Errorf("Hopper without auto's kernels: %q, want the last, wgmma", got)
	}
}

// TestWavesPlayInTheProgram: through a Bubble Tea program (teatest), w
// then a plays the launch of a 4-wave shape to its last wave, on the
// program's own ticks; the final screen is the last wave, stopped.
func TestWavesPlayInTheProgram(t *testing.T) {
	tm, _ := start(t, Options{Bench: noGPU(), Shapes: []sweep.Shape{{M: 4096, N: 4096, K: 4096}}})
	waitFor(t, tm, "Predicted DRAM reads")
	tm.Send(runes("w"))
	tm.Send(runes("a"))
	waitFor(t, tm, "Wave 4 of 4")
	v := final(t, tm)
	if !strings.Contains(v, "Wave 4 of 4") || strings.Contains(v, "(playing)") {
		t.Errorf("final screen is not the last wave, stopped:\n%s", v)
	}
	golden.RequireEqual(t, []byte(v))
}

// TestWaveScreenSwapped: for a kernel that swaps its operands the wave
// view draws Cᵀ's tiles (the shape it computes) and says whose panels
// its A and B panels are.
func TestWaveScreenSwapped(t *testing.T) {
	m := New(testutil.Common(), Options{Bench: noGPU(), Shapes: []sweep.Shape{{M: 528, N: 3808, K: 7736}}, Kernel: "tma-multicast-256x136-t"})
	probe(t, m)
	m.SetSize(120, 39)
	m.HandleKey(runes("w"))
	v := m.View()
	checkFits(t, v, 120, 39)
	for _, want := range []string{"528x3808x7736  (15x4 tiles of 256x136 of Cᵀ)", "Operands swapped: the tiles are Cᵀ's"} {
		if !strings.Contains(v, want) {
			t.Errorf("lacks %q:\n%s", want, v)
		}
	}
	plain := New(testutil.Common(), Options{Bench: noGPU(), Shapes: []sweep.Shape{{M: 3808, N: 528, K: 7736}}, Kernel: "tma-multicast-256x136"})
	probe(t, plain)
	plain.SetSize(120, 39)
	plain.HandleKey(runes("w"))
	if pv := plain.View(); strings.Contains(pv, "Operands swapped") || !strings.Contains(pv, "(15x4 tiles of 256x136)") {
		t.Errorf("the unswapped kernel's view:\n%s", pv)
	}
}
