package bench

import (
	"context"
	"errors"
	"sync"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/kernels"
)

// fakeBench is sweep.Bench for the view's tests. With no device (why set)
// it is a machine without a GPU: Run gives the engine's traffic model, as
// sweep.GPU does there. With a device it stands for a GPU: Kernels are the
// ones given and Run returns the given report (numbers made up for the
// layout only, never shown as measurements outside these tests).
type fakeBench struct {
	dev     *gpu.Device
	why     string
	kernels []kernels.Kernel
	report  sweep.Report

	mu     sync.Mutex // Run is called on the view's background goroutine
	runs   []sweep.Config
	closed bool
}

func (f *fakeBench) Probe() (gpu.Device, error) {
	if f.dev == nil {
		return gpu.Device{}, errors.New(f.why)
	}
	return *f.dev, nil
}

func (f *fakeBench) Kernels() []kernels.Kernel {
	if f.dev == nil {
		return nil
	}
	return f.kernels
}

func (f *fakeBench) Run(ctx context.Context, cfg sweep.Config, model raster.Device, progress func(sweep.Progress)) (sweep.Report, error) {
	f.mu.Lock()
	f.runs = append(f.runs, cfg)
	f.mu.Unlock()
	if f.dev == nil {
		rep, err := sweep.ModelOnly(cfg, model, f.why)
		if err == nil {
			err = ctx.Err()
		}
		return rep, err
	}
	if progress != nil {
		progress(sweep.Progress{Done: 1, Total: 1, Step: "fake"})
	}
	rep := f.report
	rep.Kernel = cfg.Kernel
	return rep, ctx.Err()
}

func (f *fakeBench) Close() {
	f.mu.Lock()
	f.closed = true
	f.mu.Unlock()
}

// configs are the configurations Run was called with.
func (f *fakeBench) configs() []sweep.Config {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]sweep.Config(nil), f.runs...)
}

var _ sweep.Bench = (*fakeBench)(nil)
