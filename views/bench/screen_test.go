package bench

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/kernels"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// probe runs m's Init (the probe) and the run it starts, to the end.
func probe(t *testing.T, m *Model) {
	t.Helper()
	m.Update(m.Init()())
	waitIdle(t, m)
}

// checkFits: the view is no taller and no wider than its size, and keeps
// the margins of the other screens (a blank line on top, two columns left).
func checkFits(t *testing.T, v string, w, h int) {
	t.Helper()
	lines := strings.Split(v, "\n")
	if len(lines) > h {
		t.Errorf("%d lines in a height of %d:\n%s", len(lines), h, v)
	}
	if lines[0] != "" {
		t.Errorf("no blank line on top: %q", lines[0])
	}
	for _, l := range lines {
		if lipgloss.Width(l) > w-margin {
			t.Errorf("line wider than %d (less the right margin): %q", w, l)
		}
		if l != "" && !strings.HasPrefix(l, "  ") {
			t.Errorf("line without the left margin: %q", l)
		}
	}
}

// TestModelOnlyScreenSizes: with no GPU, a sweep as large as the default
// one (4 shapes, the 7 default mappings) is usable in 80x24 — header,
// selection and the whole table show — and in 120x40 the bar chart shows
// too. The view gets the terminal less the app's key line. (Shapes cheaper
// to model than the defaults keep the test fast under -race.)
func TestModelOnlyScreenSizes(t *testing.T) {
	shapes := []sweep.Shape{{M: 8192, N: 8192, K: 8192}, {M: 16384, N: 2048, K: 4096}, {M: 2048, N: 16384, K: 4096}, {M: 4096, N: 4096, K: 4096}}
	m := New(testutil.Common(), Options{Bench: noGPU(), Shapes: shapes})
	probe(t, m)
	for _, sz := range []struct {
		w, h  int
		chart bool
	}{{80, 24, false}, {120, 40, true}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			m.SetSize(sz.w, sz.h-1)
			v := m.View()
			checkFits(t, v, sz.w, sz.h-1)
			for _, want := range []string{"MODEL ONLY", "[i: details]", "Device profile", "Kernel mma", "Shapes (MxNxK)", "Mappings", "4096x4096x4096", "Predicted, not measured", "sim DRAM GB", "formula GB"} {
				if !strings.Contains(v, want) {
					t.Errorf("lacks %q:\n%s", want, v)
				}
			}
			// Every mapping has its row in the table.
			for _, mp := range sweep.DefaultMappings() {
				if !strings.Contains(v, "\n  "+mp.Name()+" ") {
					t.Errorf("no row for %s:\n%s", mp.Name(), v)
				}
			}
			if got := strings.Contains(v, "Predicted DRAM reads of A and B (GB, L2 simulation"); got != sz.chart {
				t.Errorf("chart shown %v, want %v:\n%s", got, sz.chart, v)
			}
			golden.RequireEqual(t, []byte(v))
		})
	}
}

// hopper is a made-up Hopper GPU: the view's choices depend only on what
// Probe and Kernels say.
func hopper() *fakeBench {
	rep := sweep.Report{Device: "Fake H100", Results: []sweep.ShapeResult{{Shape: "8192x8192x8192", TilesM: 64, TilesN: 64, TileM: 128, TileN: 128}}}
	for i, mp := range sweep.DefaultMappings() {
		rep.Results[0].Variants = append(rep.Results[0].Variants, sweep.Variant{Name: mp.Name(), Grid: [3]int{4096, 1, 1},
			MedianMs: 2.5, TFLOPs: float64(400 + 10*i), PctCublas: 99.9, ModelDRAMBytes: 8_690_000_000, ModelHitRate: 0.494})
	}
	rep.Results[0].Variants = append(rep.Results[0].Variants, sweep.Variant{Name: sweep.CublasName, MedianMs: 2.4, TFLOPs: 460, PctCublas: 100})
	return &fakeBench{
		dev:     &gpu.Device{Name: "Fake H100", Major: 9, Minor: 0, SMs: 132, L2Bytes: 50 << 20, MemBytes: 80 << 30, DriverVersion: 13000},
		kernels: kernels.All,
		report:  rep,
	}
}

// TestGPUChoicesComeFromTheBench: with a Hopper GPU the view starts with
// auto (see defaultKernel), K cycles through the kernels the bench says the GPU
// runs, a run asks
// the bench for the chosen kernel, the measured table fits 80x24, and
// closing the view closes the bench.
func TestGPUChoicesComeFromTheBench(t *testing.T) {
	f := hopper()
	m := New(testutil.Common(), Options{Bench: f})
	m.SetSize(80, 23)
	probe(t, m)
	if got := f.configs(); len(got) != 1 || got[0].Kernel != kernels.Auto {
		t.Fatalf("first run: %+v", got)
	}
	v := m.View()
	checkFits(t, v, 80, 23)
	for _, want := range []string{"Device: Fake H100, sm_90", "[K]", "% cuBLAS", "cuBLAS"} {
		if !strings.Contains(v, want) {
			t.Errorf("lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "MODEL ONLY") || strings.Contains(v, "[p: switch]") {
		t.Errorf("a GPU screen offers the model's choices:\n%s", v)
	}
	if !strings.Contains(v, "Kernel auto [K]: per shape, the fastest of its candidates, timed first") {
		t.Errorf("auto's line is missing:\n%s", v)
	}
	m.HandleKey(runes("K"))
	if m.kernel != kernels.All[0].Name {
		t.Errorf("K after auto (the last choice) gives %q, want the first kernel", m.kernel)
	}
	m.HandleKey(runes("r"))
	waitIdle(t, m)
	if got := f.configs(); len(got) != 2 || got[1].Kernel != kernels.All[0].Name {
		t.Errorf("a run with the first kernel: %+v", got)
	}
	m.HandleKey(runes("K"))
	if m.kernel != kernels.All[1].Name {
		t.Errorf("K after the first kernel gives %q, want the second", m.kernel)
	}
	m.HandleKey(runes("r"))
	waitIdle(t, m)
	if got := f.configs(); len(got) != 3 || got[2].Kernel != kernels.All[1].Name {
		t.Errorf("third run: %+v", got)
	}
	// Without tma-pingpong there is nothing for auto to choose between.
	noPingpong := hopper()
	noPingpong.kernels = []kernels.Kernel{kernels.TMAMulticast, kernels.TMAKernel}
	m3 := New(testutil.Common(), Options{Bench: noPingpong})
	m3.SetSize(80, 23)
	probe(t, m3)
	if got := m3.kernelChoices(); len(got) != 2 || slices.Contains(got, kernels.Auto) {
		t.Errorf("choices without tma-pingpong: %v", got)
	}
	m3.Close()
	// An sm_80 GPU: only the kernels the bench lists, so no K.
	a100 := hopper()
	a100.dev.Major = 8
	a100.kernels = kernels.All[:1]
	m2 := New(testutil.Common(), Options{Bench: a100})
	m2.SetSize(80, 23)
	probe(t, m2)
	if m2.kernel != kernels.All[0].Name || strings.Contains(m2.View(), "[K]") {
		t.Errorf("one kernel: chose %q\n%s", m2.kernel, m2.View())
	}
	m.Close()
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.closed {
		t.Error("closing the view left the bench open")
	}
}

func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }
