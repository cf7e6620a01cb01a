package bench

import (
	"bytes"
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
// the Hopper GPU, one of each of three kernels kernels.Choose picks
// (1200×1400: 60 tiles of 128×256, none narrower in one wave, in 4×1
// clusters), and names
// the kernel in each shape's table.
func TestGPUViewAutoKernel(t *testing.T) {
	v, m := runOnHopper(t, Options{
		Kernel:   kernels.Auto,
		Shapes:   []sweep.Shape{{M: 4096, N: 4096, K: 1024}, {M: 4096, N: 4096, K: 1000}, {M: 1200, N: 1400, K: 200}},
		Mappings: []raster.Mapping{raster.Identity(2)},
	})
	if !contains(v, "Kernel auto") || contains(v, "Error") {
		t.Errorf("auto run:\n%s", v)
	}
	if m.report == nil || len(m.report.Results) != 3 {
		t.Fatalf("auto run: report %+v", m.report)
	}
	// Each shape runs on Choose's kernel, three families here: ping-pong
	// fitted to its waves (4096×4096×1024: 256×176), tma-multicast for
	// the ragged rows of K = 1000, and 4×1 clusters for 1200×1400 (the
	// ladder's 128×256 tiles trimmed to 6 of 240 columns, run in 5×6 = 30
	// 4×1 clusters of 256×256).
	for i, s := range []sweep.Shape{{M: 4096, N: 4096, K: 1024}, {M: 4096, N: 4096, K: 1000}, {M: 1200, N: 1400, K: 200}} {
		if got, want := m.report.Results[i].Kernel, kernels.Choose(s.M, s.N, s.K).Name; got != want {
			t.Errorf("shape %d ran on %q, want %q", i, got, want)
		}
	}
	for i, want := range []string{"tma-pingpong-256x", kernels.TMAMulticast.Name, "tma-pingpong-256x256-4x1"} {
		if got := m.report.Results[i].Kernel; !strings.HasPrefix(got, want) {
			t.Errorf("shape %d ran on %q, want the family %q", i, got, want)
		}
	}
}
