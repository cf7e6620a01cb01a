package bench

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/kernels"
)

// These tests need a GPU and skip without one. On a GPU machine run a test
// binary built here: CGO_ENABLED=0 go test -c -o bin/benchview.test ./views/bench
// then bin/benchview.test -test.run GPU -test.v (gpu/scripts/gpu-test.sh does).

func needGPU(t *testing.T) {
	t.Helper()
	g, err := gpu.Open(gpu.Options{})
	if err != nil {
		t.Skipf("no GPU: %v", err)
	}
	g.Close()
}

func TestGPUViewRunsAndDraws(t *testing.T) {
	needGPU(t)
	tm, m := start(t, Options{
		Shapes:   []sweep.Shape{{M: 1024, N: 2048, K: 512}},
		Mappings: []raster.Mapping{raster.RowMajor(), raster.Identity(8)},
	})
	t.Cleanup(m.Close)
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte("| = cuBLAS")) || bytes.Contains(b, []byte("Error:"))
	}, teatest.WithDuration(60*time.Second), teatest.WithCheckInterval(20*time.Millisecond))
	v := final(t, tm)
	for _, want := range []string{"Device: NVIDIA", "TFLOP/s", "% cuBLAS", "row-major", "N=8"} {
		if !contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	if contains(v, "MODEL ONLY") {
		t.Errorf("a GPU run is labelled model-only:\n%s", v)
	}
	// With no kernel asked for, a Hopper GPU starts with auto (defaultKernel).
	if want := "Kernel mma"; m.dev.Arch() == "sm_90a" {
		want = "Kernel auto"
		if !contains(v, want) {
			t.Errorf("a Hopper GPU should start with the auto kernel:\n%s", v)
		}
	} else if !contains(v, want) {
		t.Errorf("want %q:\n%s", want, v)
	}
	// w: the first wave, with the measured start order beside the model's.
	m.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("w")})
	m.SetSize(120, 40)
	w := m.View()
	if !contains(w, "Wave 1 of") || !contains(w, "measured: start order") || !contains(w, "Measured: ") {
		t.Errorf("the wave view lacks the measured start order:\n%s", w)
	}
	t.Logf("wave view:\n%s", w)
}

func TestGPUViewCancel(t *testing.T) {
	needGPU(t)
	tm, m := start(t, Options{Shapes: []sweep.Shape{{M: 8192, N: 8192, K: 8192}}, Rounds: 500})
	t.Cleanup(m.Close)
	waitFor(t, tm, "Running [")
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("x")})
	waitFor(t, tm, "Run cancelled.")
	if v := final(t, tm); contains(v, "Running [") {
		t.Errorf("still running after cancel:\n%s", v)
	}
}

// runOnHopper starts the view with o, waits for its table (or an error)
// and returns the final screen; it skips the test on a GPU that is not a
// Hopper.
func runOnHopper(t *testing.T, o Options) (string, *Model) {
	t.Helper()
	needGPU(t)
	tm, m := start(t, o)
	t.Cleanup(m.Close)
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte("| = cuBLAS")) || bytes.Contains(b, []byte("Error:"))
	}, teatest.WithDuration(60*time.Second), teatest.WithCheckInterval(20*time.Millisecond))
	v := final(t, tm)
	if m.dev.Arch() != "sm_90a" {
		t.Skip("not a Hopper GPU")
	}
	return v, m
}

func TestGPUViewWGMMAKernel(t *testing.T) {
	v, _ := runOnHopper(t, Options{
		Kernel:   "wgmma",
		Shapes:   []sweep.Shape{{M: 1000, N: 1500, K: 256}},
		Mappings: []raster.Mapping{raster.Identity(2)},
	})
	if !contains(v, "Kernel wgmma") || contains(v, "Error") {
		t.Errorf("wgmma run:\n%s", v)
	}
}

// TestGPUViewAutoKernel: the view started with auto runs three shapes on
// the Hopper GPU, each tuned (sweep.Config.Tune) between the kernels the
// rules weigh for it, whose pick is kernels.Choose's: ping-pong fitted to
// its waves at 4096×4096×1024 (256×176), tma-multicast for the ragged
// rows of K = 1000, and 4×1 clusters at 1200×1400×200 (60 tiles of
// 128×256, none narrower in one wave); each shape's table names the
// kernel that ran, one of its candidates.
func TestGPUViewAutoKernel(t *testing.T) {
	shapes := []sweep.Shape{{M: 4096, N: 4096, K: 1024}, {M: 4096, N: 4096, K: 1000}, {M: 1200, N: 1400, K: 200}}
	v, m := runOnHopper(t, Options{
		Kernel:   kernels.Auto,
		Shapes:   shapes,
		Mappings: []raster.Mapping{raster.Identity(2)},
	})
	if !contains(v, "Kernel auto") || contains(v, "Error") {
		t.Errorf("auto run:\n%s", v)
	}
	if m.report == nil || len(m.report.Results) != 3 {
		t.Fatalf("auto run: report %+v", m.report)
	}
	for i, s := range shapes {
		sr := m.report.Results[i]
		if sr.Tune == nil || sr.Tune.Kernel != sr.Kernel || sr.Tune.Rule != kernels.Choose(s.M, s.N, s.K).Name {
			t.Errorf("shape %d ran on %q, tuning %+v; want the rules' pick %s tuned", i, sr.Kernel, sr.Tune, kernels.Choose(s.M, s.N, s.K).Name)
		}
		if !slices.ContainsFunc(kernels.Candidates(s.M, s.N, s.K), func(c kernels.Candidate) bool { return c.Kernel.Name == sr.Kernel }) {
			t.Errorf("shape %d ran on %q, not one of its candidates", i, sr.Kernel)
		}
		if i == m.shownShape && !contains(v, "kernel "+sr.Kernel) {
			t.Errorf("shape %d's table does not name %s:\n%s", i, sr.Kernel, v)
		}
	}
	for i, want := range []string{"tma-pingpong-256x", kernels.TMAMulticast.Name, "tma-pingpong-256x256-4x1"} {
		if got := m.report.Results[i].Tune.Rule; !strings.HasPrefix(got, want) {
			t.Errorf("shape %d: the rules picked %q, want the family %q", i, got, want)
		}
	}
}
