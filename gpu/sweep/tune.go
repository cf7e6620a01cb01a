package sweep

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// Tuning (Config.Tune): shape by shape, auto's kernels.Candidates are
// checked against cuBLAS and timed a few rounds under every mapping, and
// the fastest then runs the shape's sweep in the same buffers. The tuning
// rounds only choose; the report's times are the sweep's own rounds after
// them, as for any kernel. The same buffers, at once after the tuning,
// because a kernel's time moved between a process's allocations (H200,
// 1456x1224x12632: tma-multicast-256x248 in 77 us in one, 95-102 in a
// later one, cuBLAS 93-101; docs/benchmarks.md, "One kernel, two
// speeds"): a kernel is chosen where it is measured.

// Tune is how auto tuned one shape: each candidate's time, and which ran.
type Tune struct {
	Rule   string    `json:"rule"`   // the rules' pick (kernels.Choose)
	Kernel string    `json:"kernel"` // the kernel that ran the shape
	Rounds int       `json:"rounds"` // timed rounds of each candidate and mapping
	Runs   []TuneRun `json:"runs"`   // kernels.Candidates, in its order
}

// TuneRun is one candidate of a tuned shape.
type TuneRun struct {
	Kernel   string  `json:"kernel"`
	Why      string  `json:"why"`
	MedianMs float64 `json:"median_ms,omitempty"` // its fastest mapping's median over the tuning rounds
	Mapping  string  `json:"mapping,omitempty"`   // that mapping
	Err      string  `json:"error,omitempty"`     // why it was not timed: it did not build, load or pass its check
}

// Gain is how much faster than the rules' pick the kernel that ran timed
// in the tuning, a fraction: 0 where it is the pick (or either has no time).
func (t Tune) Gain() float64 {
	var rule, ran float64
	for _, r := range t.Runs {
		if r.Kernel == t.Rule {
			rule = r.MedianMs
		}
		if r.Kernel == t.Kernel {
			ran = r.MedianMs
		}
	}
	if t.Kernel == t.Rule || rule <= 0 || ran <= 0 {
		return 0
	}
	return 1 - ran/rule
}

// Head is the tuning's verdict in a line: the kernel that ran, against
// the rules' pick.
func (t Tune) Head() string {
	if t.Kernel == t.Rule {
		return fmt.Sprintf("tuned: the rules' pick %s was the fastest of %d candidates", t.Rule, len(t.Runs))
	}
	return fmt.Sprintf("tuned: %s timed %.1f%% faster than the rules' pick %s", t.Kernel, 100*t.Gain(), t.Rule)
}

// Note is Head and every candidate's time, in a line (for logs).
func (t Tune) Note() string {
	var times []string
	for _, r := range t.Runs {
		if r.Err != "" {
			times = append(times, fmt.Sprintf("%s not timed: %s", r.Kernel, r.Err))
			continue
		}
		times = append(times, fmt.Sprintf("%s %.1f us", r.Kernel, 1000*r.MedianMs))
	}
	return fmt.Sprintf("%s (medians of %d rounds, best mapping: %s)", t.Head(), t.Rounds, strings.Join(times, ", "))
}

// Lines is the tuning for a report's table: Head, then a line a candidate
// with its time and fastest mapping (or why it was not timed) and why it
// was weighed, the one that ran marked.
func (t Tune) Lines() []string {
	lines := []string{fmt.Sprintf("%s (medians of %d rounds, the fastest mapping's):", t.Head(), t.Rounds)}
	w := 0
	for _, r := range t.Runs {
		w = max(w, len(r.Kernel))
	}
	for _, r := range t.Runs {
		ran := ""
		if r.Kernel == t.Kernel {
			ran = "  <- ran"
		}
		if r.Err != "" {
			lines = append(lines, fmt.Sprintf("  %-*s  not timed: %s", w, r.Kernel, r.Err))
			continue
		}
		lines = append(lines, fmt.Sprintf("  %-*s  %7.1f us  %-10s  %s%s", w, r.Kernel, 1000*r.MedianMs, r.Mapping, r.Why, ran))
	}
	return lines
}

// runTuned is Run for kernels.Auto with cfg.Tune rounds: tuneShape at
// every shape, in cfg.Shapes' order, into one report whose Chosen lists
// each kernel that ran and its shapes.
func runTuned(ctx context.Context, g *gpu.GPU, cfg Config, progress func(Progress)) (Report, error) {
	total := 0
	set := newCompileSet(g.Dev.Arch())
	for _, s := range cfg.Shapes {
		if err := s.Check(); err != nil {
			return Report{}, fmt.Errorf("sweep: shape %s: %v", s, err)
		}
		cands := kernels.Candidates(s.M, s.N, s.K)
		for _, c := range cands {
			set.add(c.Kernel)
		}
		total += tuneSteps(len(cands), len(cfg.Mappings), cfg.Tune) + shapeSteps(cfg)
	}
	step := progressSteps(ctx, total+len(set.cs), progress)
	if _, _, err := precompile(ctx, g, set.cs, step); err != nil {
		return Report{}, err
	}
	rep := measuredReport(g, cfg)
	rep.Kernel, rep.KernelAbout = kernels.Auto, kernels.AutoAbout
	for si, s := range cfg.Shapes {
		var sr ShapeResult
		var kr KernelRun
		err := g.Do(func() error {
			var err error
			sr, kr, err = tuneShape(ctx, g, s, cfg, shapeSeed(cfg, s)+uint32(si), step)
			return err
		})
		if err != nil {
			return rep, err
		}
		rep.Results = append(rep.Results, sr)
		rep.Chosen = addChosen(rep.Chosen, kr, s)
	}
	return rep, nil
}

// tuneShape tunes shape s (inside g.Do) and measures the kernel it
// chooses: kernels.Candidates are loaded and checked against cuBLAS, then
// timed round-robin, cfg.Tune rounds after one warm-up, each under every
// mapping of cfg and then cuBLAS (the order the sweep times a kernel in);
// a candidate's time is its fastest mapping's median. The rules' pick
// runs unless another is kernels.TuneMinGain faster; it is then measured as
// measureShape measures any kernel, in the same operands. A candidate
// that does not load or check is reported and left out; where the pick
// itself fails, so does the tuning. It returns the shape's result and
// the kernel that ran it.
func tuneShape(ctx context.Context, g *gpu.GPU, s Shape, cfg Config, seed uint32, step func(string) error) (sr ShapeResult, kr KernelRun, err error) {
	cands := kernels.Candidates(s.M, s.N, s.K)
	t := Tune{Rule: cands[0].Kernel.Name, Kernel: cands[0].Kernel.Name, Rounds: cfg.Tune}
	loaded := make([]*Kernels, len(cands)) // nil where it did not load or check
	defer func() {
		for _, k := range loaded {
			if k == nil {
				continue
			}
			if ferr := k.Free(); ferr != nil && err == nil {
				err = ferr
			}
		}
	}()
	for i, c := range cands {
		t.Runs = append(t.Runs, TuneRun{Kernel: c.Kernel.Name, Why: c.Why})
		// Compiled before the first shape (precompile); loaded here, so
		// the progress names it.
		if err := step(s.String() + ": tuning, load " + c.Kernel.Name); err != nil {
			return sr, kr, err
		}
		k, err := LoadKernel(g, c.Kernel)
		if err != nil {
			if i == 0 {
				return sr, kr, err
			}
			t.Runs[i].Err = err.Error()
			continue
		}
		loaded[i] = k
	}
	bufs := &buffers{g: g}
	defer bufs.free(&err)
	ops, err := shapeBuffers(loaded[0], s, seed, bufs)
	if err != nil {
		return sr, kr, err
	}
	if err := timeCandidates(&t, loaded, s, cfg, ops, step); err != nil {
		return sr, kr, err
	}
	k := loaded[slices.IndexFunc(t.Runs, func(r TuneRun) bool { return r.Kernel == t.Kernel })]
	d := g.Dev
	model := raster.Device{Name: d.Name, SMs: d.SMs / k.Kernel.ClusterSize(), L2Bytes: d.L2Bytes}
	if sr, err = newShapeResult(k, s, cfg.Mappings, model); err != nil {
		return sr, kr, err
	}
	if err := measureIn(ctx, k, s, &sr, cfg, ops, bufs, step); err != nil {
		return sr, kr, err
	}
	_, sr.KernelWhy = kernels.ChooseWhy(s.M, s.N, s.K)
	if t.Kernel != t.Rule {
		sr.KernelWhy = "the rules' pick was " + t.Rule + ": " + sr.KernelWhy
	}
	sr.Tune = &t
	kr = KernelRun{Kernel: k.Kernel.Name, About: k.Kernel.About, Registers: k.Registers, Threads: k.Threads, Stages: k.Stages, CTAsPerSM: k.CTAsPerSM}
	return sr, kr, nil
}

// timeCandidates checks each loaded candidate of t (nil: not loaded) at s
// in ops, times those that pass, and sets t.Kernel: the rules' pick
// (t.Runs[0]) unless another timed kernels.TuneMinGain faster.
func timeCandidates(t *Tune, loaded []*Kernels, s Shape, cfg Config, ops operands, step func(string) error) error {
	var names []string
	var ls []func() error
	var owner []int // the candidate of each launch, -1 for cuBLAS
	unchecked := os.Getenv(EnvUnchecked) == "1"
	// skip counts the check and timing steps of a candidate that is not
	// timed (it did not load or check), so that the progress ends at
	// tuneSteps' total.
	skip := func(what string) error {
		for range 1 + (len(cfg.Mappings)+1)*(1+cfg.Tune) {
			if err := step(s.String() + ": tuning, " + what); err != nil {
				return err
			}
		}
		return nil
	}
	for i, k := range loaded {
		name := t.Runs[i].Kernel
		if k == nil {
			if err := skip(name + " not loaded"); err != nil {
				return err
			}
			continue
		}
		launch := func(mi int) func() error {
			return func() error {
				_, err := k.Gemm(cfg.Mappings[mi], ops.a, ops.b, ops.c, s, 0)
				return err
			}
		}
		if !unchecked {
			if _, err := k.check(name, s, ops.c, ops.ref, ops.scratch, cfg.Tol, launch(0)); err != nil {
				if i == 0 {
					return err
				}
				t.Runs[i].Err = err.Error()
				loaded[i] = nil
				if ferr := k.Free(); ferr != nil {
					return ferr
				}
				if err := skip(name + " failed its check"); err != nil {
					return err
				}
				continue
			}
		}
		if err := step(s.String() + ": tuning, check " + name); err != nil {
			return err
		}
		for mi, mp := range cfg.Mappings {
			names = append(names, name+" "+mp.Name())
			ls = append(ls, launch(mi))
			owner = append(owner, i)
		}
		// cuBLAS after each candidate's mappings, as the sweep times a
		// kernel: what ran before a launch moves its time (the L2 it finds).
		names = append(names, CublasName)
		ls = append(ls, func() error { return k.g.GemmBF16(ops.a, ops.b, ops.c, s.M, s.N, s.K) })
		owner = append(owner, -1)
	}
	times, err := timeLaunches(loaded[0], s, ops.c, names, ls, 1, cfg.Tune, func(what string) error { return step("tuning, " + what) })
	if err != nil {
		return err
	}
	for li, ts := range times {
		if owner[li] < 0 {
			continue
		}
		sorted := append([]float64(nil), ts...)
		sort.Float64s(sorted)
		run := &t.Runs[owner[li]]
		if md := median(sorted); run.MedianMs == 0 || md < run.MedianMs {
			run.MedianMs, run.Mapping = md, cfg.Mappings[li%(len(cfg.Mappings)+1)].Name()
		}
	}
	t.Kernel = fastest(t.Runs)
	return nil
}

// fastest is the kernel tuning runs: the fastest timed candidate of runs
// where it is kernels.TuneMinGain faster than runs[0], the rules' pick;
// else the pick.
func fastest(runs []TuneRun) string {
	var best *TuneRun
	for i := range runs[1:] {
		if r := &runs[1+i]; r.Err == "" && r.MedianMs > 0 && (best == nil || r.MedianMs < best.MedianMs) {
			best = r
		}
	}
	if best != nil && best.MedianMs < runs[0].MedianMs*(1-kernels.TuneMinGain) {
		return best.Kernel
	}
	return runs[0].Kernel
}

// tuneSteps is tuneShape's tuning steps at a shape with cands candidates
// under maps mappings (the sweep's own steps come after): a load and a
// check of each, then its mappings and cuBLAS in each round.
func tuneSteps(cands, maps, rounds int) int {
	return 2*cands + cands*(maps+1)*(1+rounds)
}
