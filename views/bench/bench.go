// Package bench is the tutor's benchmark view: it shows the device, lets the
// learner pick GEMM shapes and CTA-to-tile mappings, runs the sweep of
// gpu/sweep in the background (cancellable, with progress) and shows a table
// and a bar chart of TFLOP/s per mapping against cuBLAS, beside the L2
// traffic model. With no GPU it shows the model alone, labelled as a model.
// It reaches the GPU only through gpu/sweep.Bench (Probe, Kernels, Run), so
// which kernels run and what the table holds are decided there, once.
//
// Mount it with New(c, Options{}) anywhere a Screen of views/app is wanted.
package bench

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/kernels"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/keymap"
)

// Options configure the view.
type Options struct {
	// Bench is the benchmark the view drives; nil is sweep.NewGPU on the
	// device gpu.Open finds. Tests pass a fake.
	Bench sweep.Bench
	// Shapes and Mappings offered (defaults: sweep.DefaultShapes and
	// sweep.DefaultMappings); all start selected.
	Shapes   []sweep.Shape
	Mappings []raster.Mapping
	// Rounds of timing (default 20).
	Rounds int
	// DeviceProfile is the model's device when there is no GPU (default "h100").
	DeviceProfile string
	// Kernel is the GEMM kernel to start with (kernels.ByName; default: with
	// a GPU, defaultKernel; with none, "mma").
	Kernel string
}

// KeyMap is the view's own bindings.
type KeyMap struct {
	Up, Down, Toggle, Run, Cancel, Profile, Kernel, NextShape, PrevShape, Why key.Binding
}

// keysOf is the view's bindings, read from the tutor's key map (so the
// settings file remaps them and `cutetui help keys` lists them).
func keysOf(k *keymap.KeyMap) KeyMap {
	return KeyMap{
		Up: k.Up, Down: k.Down, Toggle: k.BenchSelect, Run: k.BenchRun, Cancel: k.BenchCancel, Profile: k.BenchProfile,
		Kernel: k.BenchKernel, NextShape: k.BenchNextShape, PrevShape: k.BenchPrevShape, Why: k.BenchWhy,
	}
}

type state int

const (
	stateProbing state = iota // looking for the GPU
	stateIdle                 // ready, nothing run yet (or results shown)
	stateRunning
)

// Model is the benchmark view.
type Model struct {
	c    common.Common
	opts Options
	keys KeyMap
	w, h int

	state   state
	bench   sweep.Bench
	dev     *gpu.Device // the GPU Probe found; nil with none
	noGPU   string      // why there is no GPU ("" when there is one)
	why     bool        // show all of noGPU, not just its first line
	profile int         // index into raster.Profiles for the model-only view
	kernel  string      // GEMM kernel (kernels.ByName)

	shapeOn []bool
	mapOn   []bool
	cursor  int // over shapes then mappings

	cancel   context.CancelFunc
	progress sweep.Progress
	cur      *runState     // the run in progress (nil when none)
	wake     chan struct{} // signalled by the run on progress, closed when it ends

	report     *sweep.Report
	shownShape int
	message    string // last outcome: error, cancellation

	waves waveState // the launch wave by wave (waves.go)
}

var (
	_ common.Component  = (*Model)(nil)
	_ common.KeyHandler = (*Model)(nil)
)

// runState is what the background run shares with the view. The run writes
// it under mu; the view reads it on every Update, so a wake-up that the app
// routes elsewhere (the learner left the screen) loses nothing.
type runState struct {
	mu       sync.Mutex
	progress sweep.Progress
	finished bool
	rep      sweep.Report
	err      error
}

func (r *runState) set(p sweep.Progress) {
	r.mu.Lock()
	r.progress = p
	r.mu.Unlock()
}

func (r *runState) finish(rep sweep.Report, err error) {
	r.mu.Lock()
	r.finished, r.rep, r.err = true, rep, err
	r.mu.Unlock()
}

func (r *runState) snapshot() (sweep.Progress, bool, sweep.Report, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.progress, r.finished, r.rep, r.err
}

// New builds the view; Init starts looking for the GPU.
func New(c common.Common, o Options) *Model {
	if len(o.Shapes) == 0 {
		o.Shapes = sweep.DefaultShapes
	}
	if len(o.Mappings) == 0 {
		o.Mappings = sweep.DefaultMappings()
	}
	if o.Rounds < 20 {
		o.Rounds = 20
	}
	m := &Model{c: c, opts: o, keys: keysOf(c.Keys), kernel: kernels.MMA.Name, bench: o.Bench}
	if m.bench == nil {
		m.bench = sweep.NewGPU(gpu.Options{})
	}
	if _, err := kernels.ByName(o.Kernel); err == nil || o.Kernel == kernels.Auto {
		m.kernel = o.Kernel
	}
	m.shapeOn = make([]bool, len(o.Shapes))
	m.mapOn = make([]bool, len(o.Mappings))
	for i := range m.shapeOn {
		m.shapeOn[i] = true
	}
	for i := range m.mapOn {
		m.mapOn[i] = true
	}
	if o.DeviceProfile != "" {
		for i, d := range raster.Profiles {
			if d.Key == o.DeviceProfile {
				m.profile = i
			}
		}
	}
	return m
}

// Messages.
type (
	probedMsg struct {
		dev gpu.Device
		err error
	}
	// wakeMsg says the run has news; the news itself is in runState.
	wakeMsg struct{}
)

// Init looks for the GPU in the background.
func (m *Model) Init() tea.Cmd {
	b := m.bench
	return func() tea.Msg {
		dev, err := b.Probe()
		return probedMsg{dev, err}
	}
}

// SetSize tells the view its size.
func (m *Model) SetSize(w, h int) { m.w, m.h = w, h }

// Close cancels a run and releases the GPU.
func (m *Model) Close() {
	if m.cancel != nil {
		m.cancel()
	}
	m.bench.Close()
}

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding {
	if m.state == stateRunning {
		return []key.Binding{m.keys.Cancel}
	}
	if m.waves.on && m.report != nil {
		k := m.c.Keys
		return []key.Binding{k.WaveNext, k.WavePrev, k.WavePlay, k.WaveMapping, m.keys.NextShape, k.Waves}
	}
	b := []key.Binding{m.keys.Toggle, m.keys.Run, m.keys.NextShape}
	if m.report != nil {
		b = append(b, m.c.Keys.Waves)
	}
	if m.dev == nil {
		b = append(b, m.keys.Profile, m.keys.Why)
	} else if len(m.kernels()) > 1 {
		b = append(b, m.keys.Kernel)
	}
	return b
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{m.keys.Up, m.keys.Down, m.keys.Toggle},
		{m.keys.Run, m.keys.Cancel, m.keys.Profile, m.keys.Kernel, m.keys.Why},
		{m.keys.PrevShape, m.keys.NextShape},
		{m.c.Keys.Waves, m.c.Keys.WaveNext, m.c.Keys.WavePrev, m.c.Keys.WavePlay, m.c.Keys.WaveMapping},
	}
}

func (m *Model) selected() ([]sweep.Shape, []raster.Mapping) {
	var ss []sweep.Shape
	var ms []raster.Mapping
	for i, on := range m.shapeOn {
		if on {
			ss = append(ss, m.opts.Shapes[i])
		}
	}
	for i, on := range m.mapOn {
		if on {
			ms = append(ms, m.opts.Mappings[i])
		}
	}
	return ss, ms
}

// Capturing implements common.Component: the view edits no text.
func (m *Model) Capturing() bool { return false }

// Update implements tea.Model: the probe's answer, the run's wake-ups and
// keys (through HandleKey).
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd, _ := m.update(msg)
	return m, cmd
}

// HandleKey implements common.KeyHandler: it reports whether the key was
// the view's (esc, unused when idle, goes back).
func (m *Model) HandleKey(msg tea.KeyMsg) (tea.Cmd, bool) { return m.update(msg) }

// update handles a message and reports whether it used a key.
func (m *Model) update(msg tea.Msg) (tea.Cmd, bool) {
	m.sync()
	switch msg := msg.(type) {
	case probedMsg:
		m.dev = &msg.dev
		if msg.err != nil {
			m.noGPU = msg.err.Error()
			m.dev = nil
		}
		if names := m.kernelChoices(); m.dev != nil && m.opts.Kernel == "" && len(names) > 0 {
			m.kernel = defaultKernel(m.dev.Arch(), names)
		}
		m.state = stateIdle
		return m.start(), false
	case wakeMsg:
		return m.listen(), false
	case waveTickMsg:
		return m.onTick(msg), false
	case tea.KeyMsg:
		cmd, used := m.key(msg)
		if cmd == nil && m.state == stateRunning {
			// A wake-up may have gone to another screen: listen again.
			cmd = m.listen()
		}
		return cmd, used
	}
	return nil, false
}

// sync takes the run's progress, and its outcome once it has ended.
func (m *Model) sync() {
	if m.cur == nil {
		return
	}
	p, finished, rep, err := m.cur.snapshot()
	m.progress = p
	if !finished {
		return
	}
	m.cur, m.state, m.cancel = nil, stateIdle, nil
	switch {
	case errors.Is(err, context.Canceled):
		m.message = "Run cancelled."
	case err != nil:
		m.message = "Error: " + err.Error()
	default:
		m.message = ""
		m.report = &rep
		m.shownShape = min(m.shownShape, max(len(rep.Results)-1, 0))
	}
}

func (m *Model) key(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := m.keys
	if m.state == stateRunning {
		switch {
		case key.Matches(msg, k.Cancel, m.c.Keys.Back):
			if m.cancel != nil {
				m.cancel()
			}
			return nil, true
		case key.Matches(msg, k.Run), key.Matches(msg, k.Profile), key.Matches(msg, k.Kernel):
			return nil, true // one run at a time
		}
	}
	if m.state == stateProbing {
		return nil, false
	}
	if cmd, used := m.waveKey(msg); used {
		return cmd, true
	}
	n := len(m.shapeOn) + len(m.mapOn)
	switch {
	case key.Matches(msg, k.Up):
		m.cursor = (m.cursor + n - 1) % n
	case key.Matches(msg, k.Down):
		m.cursor = (m.cursor + 1) % n
	case key.Matches(msg, k.Toggle):
		if m.cursor < len(m.shapeOn) {
			m.shapeOn[m.cursor] = !m.shapeOn[m.cursor]
		} else {
			i := m.cursor - len(m.shapeOn)
			m.mapOn[i] = !m.mapOn[i]
		}
	case key.Matches(msg, k.Run):
		return m.start(), true
	case key.Matches(msg, k.Profile):
		if m.dev != nil {
			return nil, false
		}
		m.profile = (m.profile + 1) % len(raster.Profiles)
		return m.start(), true
	case key.Matches(msg, k.Why):
		if m.dev != nil {
			return nil, false
		}
		m.why = !m.why
	case key.Matches(msg, k.Kernel):
		ks := m.kernelChoices()
		if m.dev == nil || len(ks) < 2 {
			return nil, false
		}
		for i, name := range ks {
			if name == m.kernel {
				m.kernel = ks[(i+1)%len(ks)]
				break
			}
		}
		m.message = "Kernel " + m.kernel + ": press enter to run."
		return nil, true
	case key.Matches(msg, k.NextShape):
		if m.report != nil && len(m.report.Results) > 0 {
			m.shownShape = (m.shownShape + 1) % len(m.report.Results)
		}
	case key.Matches(msg, k.PrevShape):
		if m.report != nil && len(m.report.Results) > 0 {
			m.shownShape = (m.shownShape + len(m.report.Results) - 1) % len(m.report.Results)
		}
	default:
		return nil, false
	}
	return nil, true
}

// defaultKernel is the kernel the view starts with on a GPU of NVRTC target
// arch whose choices (kernelChoices) are names: kernels.Default's, the one
// cutetui bench runs (auto on Hopper: the fastest kernels), where it is among
// them, else the last of names. K picks the others (tma, the one-tile-per-CTA
// kernel, shows the launch order's effect most plainly: its row-major is
// 1.25x slower than N=8 at 16384x16384x4096 on the H200, where the
// persistent kernels' orders are within 2%, docs/benchmarks.md).
func defaultKernel(arch string, names []string) string {
	if want, _ := kernels.Default(arch); slices.Contains(names, want) {
		return want
	}
	return names[len(names)-1]
}

// start runs the sweep (GPU) or the model (no GPU) for the selection in the
// background.
func (m *Model) start() tea.Cmd {
	shapes, maps := m.selected()
	if len(shapes) == 0 || len(maps) == 0 {
		m.message = "Select at least one shape and one mapping."
		return nil
	}
	cfg := sweep.Config{Shapes: shapes, Mappings: maps, Rounds: m.opts.Rounds, Kernel: m.kernel}
	if m.kernel == kernels.Auto {
		cfg.Tune = kernels.TuneRounds
	}
	ctx, cancel := context.WithCancel(context.Background())
	run := &runState{}
	wake := make(chan struct{}, 1)
	m.cur, m.wake, m.cancel, m.state, m.message = run, wake, cancel, stateRunning, ""
	m.progress = sweep.Progress{}
	signal := func() {
		select { // never block the run (the GPU thread)
		case wake <- struct{}{}:
		default:
		}
	}
	b, model := m.bench, raster.Profiles[m.profile]
	go func() {
		rep, err := b.Run(ctx, cfg, model, func(p sweep.Progress) {
			run.set(p)
			signal()
		})
		run.finish(rep, err)
		close(wake)
	}()
	return m.listen()
}

// kernels are the GEMM kernels the GPU runs (none without one).
func (m *Model) kernels() []kernels.Kernel {
	if m.dev == nil {
		return nil
	}
	return m.bench.Kernels()
}

// kernelChoices are the names K cycles through: the kernels the GPU runs,
// then kernels.Auto (each shape with the kernel kernels.Choose picks) when
// the GPU runs every kernel Choose can pick.
func (m *Model) kernelChoices() []string {
	ks := m.kernels()
	names := make([]string, 0, len(ks)+1)
	for _, k := range ks {
		names = append(names, k.Name)
	}
	if slices.Contains(names, kernels.TMAMulticast.Name) && slices.Contains(names, kernels.TMAPingpong.Name) && slices.Contains(names, kernels.TMAPingpong64.Name) && slices.Contains(names, kernels.TMAPingpong64x128.Name) {
		names = append(names, kernels.Auto)
	}
	return names
}

// listen waits for the current run's next wake-up (or its end).
func (m *Model) listen() tea.Cmd {
	wake := m.wake
	if wake == nil || m.state != stateRunning {
		return nil
	}
	return func() tea.Msg {
		<-wake
		return wakeMsg{}
	}
}

func gbs(b int64) string { return fmt.Sprintf("%.2f", float64(b)/1e9) }
