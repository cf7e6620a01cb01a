package sweep

import (
	"context"
	"errors"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// Bench is the benchmark as a front end drives it: find the GPU, list the
// GEMM kernels it runs, run a sweep. The TUI's bench view talks to it
// only, so a test can give the view a fake. GPU is the implementation on
// the CUDA device.
type Bench interface {
	// Probe looks for the GPU once. With none, the error says why (and
	// what was looked for), and Run gives the model-only report.
	Probe() (gpu.Device, error)
	// Kernels are the GEMM kernels the probed GPU runs, in kernels.All's
	// order (slowest first); none before Probe or with no GPU.
	Kernels() []kernels.Kernel
	// Run measures cfg on the GPU, calling progress (may be nil) as it
	// goes and stopping between launches when ctx is cancelled. With no
	// GPU it returns the traffic model of cfg for device profile model,
	// labelled model-only.
	Run(ctx context.Context, cfg Config, model raster.Device, progress func(Progress)) (Report, error)
	// Close releases the GPU.
	Close()
}

// Runs reports whether kernel k runs on a device of NVRTC target arch: the
// Hopper kernels need sm_90a, the others any GPU since Ampere.
func Runs(k kernels.Kernel, arch string) bool { return !k.Hopper || arch == kernels.HopperArch }

// GPU is Bench on the CUDA device that gpu.Open finds.
type GPU struct {
	opts gpu.Options
	g    *gpu.GPU
	why  string // why there is no GPU, after a failed Probe
}

// NewGPU returns the benchmark on the device gpu.Open(o) finds; nothing is
// opened until Probe.
func NewGPU(o gpu.Options) *GPU { return &GPU{opts: o} }

// Probe opens the GPU (once; later calls return the first answer).
func (b *GPU) Probe() (gpu.Device, error) {
	if b.g != nil {
		return b.g.Dev, nil
	}
	if b.why != "" {
		return gpu.Device{}, errors.New(b.why)
	}
	g, err := gpu.Open(b.opts)
	if err != nil {
		b.why = err.Error()
		return gpu.Device{}, err
	}
	b.g = g
	return g.Dev, nil
}

// Kernels are the kernels of package kernels that the probed GPU runs.
func (b *GPU) Kernels() []kernels.Kernel {
	if b.g == nil {
		return nil
	}
	var ks []kernels.Kernel
	for _, k := range kernels.All {
		if Runs(k, b.g.Dev.Arch()) {
			ks = append(ks, k)
		}
	}
	return ks
}

// Run measures cfg on the GPU, or gives the model for device model with
// none.
func (b *GPU) Run(ctx context.Context, cfg Config, model raster.Device, progress func(Progress)) (Report, error) {
	if b.g == nil {
		return modelRun(ctx, cfg, model, b.why, progress)
	}
	return Run(ctx, b.g, cfg, progress)
}

// modelRun is ModelOnly shape by shape, so that progress shows (the model
// of a large shape takes a second) and ctx can stop it between shapes.
func modelRun(ctx context.Context, cfg Config, model raster.Device, why string, progress func(Progress)) (Report, error) {
	cfg = cfg.withDefaults()
	if err := checkModelWork(cfg); err != nil {
		return Report{}, err
	}
	var rep Report
	for i, s := range cfg.Shapes {
		if progress != nil {
			progress(Progress{Done: i, Total: len(cfg.Shapes), Step: "model of " + s.String()})
		}
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		one := cfg
		one.Shapes = []Shape{s}
		r, err := ModelOnly(one, model, why)
		if err != nil {
			return rep, err
		}
		if i == 0 {
			rep = r
		} else {
			rep.Results = append(rep.Results, r.Results...)
		}
	}
	rep.Shapes = cfg.Shapes
	if progress != nil {
		progress(Progress{Done: len(cfg.Shapes), Total: len(cfg.Shapes), Step: "done"})
	}
	return rep, ctx.Err()
}

// Close releases the GPU.
func (b *GPU) Close() {
	if b.g != nil {
		b.g.Close()
	}
}
