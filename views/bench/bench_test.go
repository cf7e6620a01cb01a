package bench

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

const testW, testH = 100, 48

// noGPU is a benchmark on a machine with no GPU: its runs are the
// engine's traffic model (sweep.ModelOnly), as on a real one.
func noGPU() *fakeBench {
	return &fakeBench{why: "gpu: could not load libcuda (test: no GPU here)\nlooked for: nothing"}
}

// wrapper adapts the view (a Screen) to tea.Model for teatest.
type wrapper struct{ m *Model }

func (w wrapper) Init() tea.Cmd { return w.m.Init() }
func (w wrapper) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.String() == "ctrl+c" {
		return w, tea.Quit
	}
	_, cmd := w.m.Update(msg)
	return w, cmd
}
func (w wrapper) View() string { return w.m.View() }

func start(t *testing.T, o Options) (*teatest.TestModel, *Model) {
	t.Helper()
	c := testutil.Common()
	m := New(c, o)
	m.SetSize(testW, testH)
	return teatest.NewTestModel(t, wrapper{m}, teatest.WithInitialTermSize(testW, testH)), m
}

func waitFor(t *testing.T, tm *teatest.TestModel, s string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(s)) },
		teatest.WithDuration(60*time.Second), teatest.WithCheckInterval(20*time.Millisecond))
}

func final(t *testing.T, tm *teatest.TestModel) string {
	t.Helper()
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	return tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).View()
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func TestModelOnlyScreen(t *testing.T) {
	tm, _ := start(t, Options{Bench: noGPU(), Shapes: []sweep.Shape{{M: 8192, N: 8192, K: 8192}, {M: 4096, N: 4096, K: 4096}}})
	waitFor(t, tm, "Predicted DRAM reads")
	v := final(t, tm)
	for _, want := range []string{"MODEL ONLY", "not measured", "N=8", "Triton G=8", "8192x8192x8192", "8.69", "1.21"} {
		if !strings.Contains(v, want) {
			t.Errorf("model-only screen lacks %q:\n%s", want, v)
		}
	}
	golden.RequireEqual(t, []byte(v))
}

// TestWhyNoGPU: the first line says no GPU; i shows everything looked for.
func TestWhyNoGPU(t *testing.T) {
	tm, _ := start(t, Options{Bench: noGPU(), Shapes: []sweep.Shape{{M: 1024, N: 1024, K: 256}}})
	waitFor(t, tm, "[i: details]")
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("i")})
	waitFor(t, tm, "looked for: nothing")
	v := final(t, tm)
	if contains(v, "[i: details]") {
		t.Errorf("details shown, but the hint to show them is still there:\n%s", v)
	}
}

func TestProfileSwitchAndSelection(t *testing.T) {
	tm, m := start(t, Options{Bench: noGPU(), Shapes: []sweep.Shape{{M: 2048, N: 2048, K: 4096}, {M: 4096, N: 1024, K: 512}}})
	waitFor(t, tm, "Predicted DRAM reads")
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("p")})
	waitFor(t, tm, "traffic model of NVIDIA H200")
	// Deselect every mapping, then run: the view asks for a selection.
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(" ")}) // shape 1 off
	tm.Send(tea.KeyMsg{Type: tea.KeyDown})
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(" ")}) // shape 2 off
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("r")})
	waitFor(t, tm, "Select at least one shape")
	v := final(t, tm)
	if m.shapeOn[0] || m.shapeOn[1] {
		t.Errorf("shapes still selected: %v", m.shapeOn)
	}
	if !strings.Contains(v, "NVIDIA H200") {
		t.Errorf("profile did not switch to the H200:\n%s", v)
	}
}

func TestMeasuredResultsRender(t *testing.T) {
	// A finished run's report (numbers made up for the layout only) draws a
	// table, bars and the cuBLAS reference line.
	m := New(testutil.Common(), Options{Bench: noGPU(), Shapes: []sweep.Shape{{M: 256, N: 256, K: 64}}})
	m.SetSize(testW, testH)
	m.Update(probedMsg{gpu.Device{}, errors.New("x")})
	waitIdle(t, m)
	rep := sweep.Report{Device: "Test GPU", SMs: 132, L2Bytes: 50 << 20, CTAsPerSM: 2, Results: []sweep.ShapeResult{{
		Shape: "64x64x64", TilesM: 1, TilesN: 1, Variants: []sweep.Variant{
			{Name: "N=1", Grid: [3]int{1, 1, 1}, MedianMs: 2, TFLOPs: 100, PctCublas: 50, ModelDRAMBytes: 1e9, ModelHitRate: 0.5, SimDRAMBytes: 3e9, SimHitRate: 0.25},
			{Name: "cuBLAS", MedianMs: 1, TFLOPs: 200, PctCublas: 100},
		}}}}
	finished(m, rep, nil)
	v := m.View()
	for _, want := range []string{"| = cuBLAS 200", "N=1", "50.0", "3.00", "25.0%", "1.00"} {
		if !strings.Contains(v, want) {
			t.Errorf("results lack %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "not measured") {
		t.Error("a measured report is labelled model-only")
	}
	// A cancelled run says so and keeps the previous results.
	finished(m, sweep.Report{}, context.Canceled)
	if v := m.View(); !strings.Contains(v, "Run cancelled") || !strings.Contains(v, "| = cuBLAS 200") {
		t.Errorf("after cancel:\n%s", v)
	}
}

// finished gives m a run that has ended with rep and err.
func finished(m *Model, rep sweep.Report, err error) {
	m.cur, m.state = &runState{}, stateRunning
	m.cur.finish(rep, err)
	m.Update(wakeMsg{})
}

// waitIdle lets m's background run end (its messages are not delivered).
func waitIdle(t *testing.T, m *Model) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for m.state == stateRunning {
		if time.Now().After(deadline) {
			t.Fatal("the run did not end")
		}
		time.Sleep(5 * time.Millisecond)
		m.Update(nil)
	}
}

func TestLostWakeUpsLoseNothing(t *testing.T) {
	// The app routes messages to the active screen only: if the learner
	// leaves during a run, the wake-ups go elsewhere. The results must still
	// appear once the view is updated again.
	m := New(testutil.Common(), Options{Bench: noGPU(), Shapes: []sweep.Shape{{M: 1024, N: 1024, K: 256}}})
	m.SetSize(testW, testH)
	_, cmd := m.Update(probedMsg{gpu.Device{}, errors.New("no GPU (test)")})
	if cmd == nil || m.state != stateRunning {
		t.Fatalf("no run started (state %v)", m.state)
	}
	// cmd (the listener) is dropped, as when the app routes it elsewhere.
	waitIdle(t, m)
	if m.report == nil || len(m.report.Results) != 1 {
		t.Fatalf("report = %+v", m.report)
	}
	if v := m.View(); !strings.Contains(v, "Predicted DRAM reads") {
		t.Errorf("results not shown:\n%s", v)
	}
}

func TestHelpBindings(t *testing.T) {
	m := New(testutil.Common(), Options{Bench: noGPU()})
	m.SetSize(testW, testH)
	if len(m.ShortHelp()) == 0 || len(m.FullHelp()) == 0 {
		t.Fatal("no help bindings")
	}
	m.state = stateRunning
	if h := m.ShortHelp(); len(h) != 1 || h[0].Help().Desc != "cancel run" {
		t.Errorf("running short help = %v", h)
	}
}
