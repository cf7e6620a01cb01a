package sweep

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// These tests need a GPU and skip without one. Run them on a GPU machine with
// a test binary built here: CGO_ENABLED=0 go test -c -o bin/sweep.test ./gpu/sweep
// then bin/sweep.test -test.run GPU -test.v (gpu/scripts/gpu-test.sh does).

func openGPU(t *testing.T) *gpu.GPU {
	t.Helper()
	g, err := gpu.Open(gpu.Options{})
	if err != nil {
		t.Skipf("no GPU: %v", err)
	}
	t.Cleanup(g.Close)
	return g
}

// runToEnd is Run of cfg, which must succeed with its progress ending at
// its last step.
func runToEnd(t *testing.T, g *gpu.GPU, cfg Config) Report {
	t.Helper()
	var last Progress
	rep, err := Run(context.Background(), g, cfg, func(p Progress) { last = p })
	if err != nil {
		t.Fatal(err)
	}
	if last.Done != last.Total || last.Total == 0 {
		t.Errorf("progress ended at %d/%d", last.Done, last.Total)
	}
	return rep
}

func TestGPURunSmall(t *testing.T) {
	g := openGPU(t)
	cfg := Config{Shapes: []Shape{{1000, 3000, 520}, {777, 1500, 100}}, Mappings: []raster.Mapping{raster.RowMajor(), raster.Identity(4), raster.Triton(8)}}
	rep := runToEnd(t, g, cfg)
	if rep.ModelOnly || rep.SMs < 1 || rep.CTAsPerSM < 1 || len(rep.Results) != 2 {
		t.Fatalf("report = %+v", rep)
	}
	for _, sr := range rep.Results {
		if len(sr.Variants) != 4 || sr.Variants[3].Name != CublasName {
			t.Fatalf("%s: variants %+v", sr.Shape, sr.Variants)
		}
		for _, v := range sr.Variants {
			if v.Checks != 2 || v.RelErr >= 1e-2 || v.MedianMs <= 0 || v.MinMs > v.MedianMs || v.MaxMs < v.MedianMs || v.TFLOPs <= 0 {
				t.Errorf("%s %s: %+v", sr.Shape, v.Name, v)
			}
		}
	}
	// Every tile's start was recorded (Run fails otherwise) and cuts into
	// waves; how many started in the model's wave is logged.
	for i, sr := range rep.Results {
		for j, v := range sr.Variants[:len(sr.Variants)-1] {
			tr, err := rep.WaveTrace(i, j)
			if err != nil {
				t.Fatal(err)
			}
			ms, err := raster.StartWaves(tr, v.StartNs)
			if err != nil {
				t.Fatalf("%s %s: %v", sr.Shape, v.Name, err)
			}
			t.Logf("%s %s: %d of %d tiles started in the model's wave (waves of %d)", sr.Shape, v.Name, ms.Agree, len(ms.Wave), tr.WaveCTAs)
		}
	}
}

func TestGPURunCancel(t *testing.T) {
	g := openGPU(t)
	ctx, cancel := context.WithCancel(context.Background())
	cfg := Config{Shapes: []Shape{{4096, 4096, 4096}}, Mappings: DefaultMappings(), Rounds: 200}
	_, err := Run(ctx, g, cfg, func(p Progress) {
		if p.Done == 20 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run after cancel = %v, want context.Canceled", err)
	}
	// The GPU is still usable after a cancelled run.
	if _, err := Run(context.Background(), g, Config{Shapes: []Shape{{256, 256, 256}}, Mappings: []raster.Mapping{raster.Identity(2)}}, nil); err != nil {
		t.Fatalf("run after a cancelled one: %v", err)
	}
}

// The tma kernel: registers without spills, one CTA of 384 threads per SM,
// its 128×256 tiles in the report, and correct at ragged shapes (the sweep
// checks every variant against cuBLAS before and after timing).
func TestGPURunTMA(t *testing.T) {
	g := openGPU(t)
	if g.Dev.Arch() != "sm_90a" {
		t.Skipf("the tma kernel needs sm_90a; this device is %s", g.Dev.Arch())
	}
	err := g.Do(func() error {
		k, err := LoadKernel(g, kernels.TMAKernel)
		if err != nil {
			return err
		}
		if k.LocalBytes != 0 || k.Threads != 384 || k.CTAsPerSM != 1 {
			t.Errorf("tma kernel: %d bytes local, %d threads, %d CTAs/SM; want 0, 384, 1", k.LocalBytes, k.Threads, k.CTAsPerSM)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Kernel: "tma", Shapes: []Shape{{1000, 3000, 520}, {300, 257, 72}, {777, 1500, 100}},
		Mappings: []raster.Mapping{raster.RowMajor(), raster.Identity(8), raster.SM90(4, true), raster.Triton(3)}}
	rep, err := Run(context.Background(), g, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, sr := range rep.Results {
		// K % 8 != 0 runs the tma kernel too, on copies of A and B in
		// padded rows, and the report says so.
		if sr.TileM != 128 || sr.TileN != 256 || sr.Kernel != "tma" {
			t.Errorf("%s: %s on %dx%d tiles, want tma on 128x256", sr.Shape, sr.Kernel, sr.TileM, sr.TileN)
		}
		if copied := strings.Contains(sr.KernelWhy, "copied into rows of"); copied != (cfg.Shapes[i].K%8 != 0) {
			t.Errorf("%s: why %q", sr.Shape, sr.KernelWhy)
		}
		for _, v := range sr.Variants {
			if v.Checks != 2 || v.RelErr >= 1e-2 {
				t.Errorf("%s %s: %+v", sr.Shape, v.Name, v)
			}
		}
	}
}

// kernels.Auto: each shape measured with kernels.Choose's kernel (its tiles,
// the mapping check against its grid), the results in the asked order.
func TestGPURunAuto(t *testing.T) {
	g := openGPU(t)
	if g.Dev.Arch() != "sm_90a" {
		t.Skipf("the auto kernels need sm_90a; this device is %s", g.Dev.Arch())
	}
	// One shape of three kernels Choose picks: tma-pingpong-64x128 (64
	// tiles of 128x128), tma-multicast (88 of 256x192), tma-pingpong.
	cfg := Config{Kernel: kernels.Auto, Shapes: []Shape{{1000, 1000, 1000}, {2048, 2048, 1024}, {4096, 4096, 1024}},
		Mappings: []raster.Mapping{raster.RowMajor(), raster.Identity(8), raster.Triton(8)}}
	rep := runToEnd(t, g, cfg)
	if rep.Kernel != kernels.Auto || len(rep.Chosen) != 3 || len(rep.Results) != 3 {
		t.Fatalf("report: kernel %q, chosen %+v, %d results", rep.Kernel, rep.Chosen, len(rep.Results))
	}
	for i, sr := range rep.Results {
		k := kernels.Choose(cfg.Shapes[i].M, cfg.Shapes[i].N, cfg.Shapes[i].K)
		if _, why := kernels.ChooseWhy(cfg.Shapes[i].M, cfg.Shapes[i].N, cfg.Shapes[i].K); sr.KernelWhy != why {
			t.Errorf("result %d: why %q, want Choose's %q", i, sr.KernelWhy, why)
		}
		if sr.Shape != cfg.Shapes[i].String() || sr.Kernel != k.Name || sr.TileM != k.TileM || sr.TileN != k.TileN {
			t.Errorf("result %d: %s by %s on %dx%d tiles; want %s by %s", i, sr.Shape, sr.Kernel, sr.TileM, sr.TileN, cfg.Shapes[i], k.Name)
		}
		for _, v := range sr.Variants {
			if v.Checks != 2 || v.RelErr >= 1e-2 || v.MedianMs <= 0 {
				t.Errorf("%s %s: %+v", sr.Shape, v.Name, v)
			}
		}
	}
}

// TestGPUPrecompile: the cubins compiled ahead, several at once, are the
// bytes NVRTC gives one at a time, and LoadKernel then finds them cached.
func TestGPUPrecompile(t *testing.T) {
	g := openGPU(t)
	var kerns []kernels.Kernel
	for _, c := range kernels.Candidates(1000, 1000, 1000) {
		kerns = append(kerns, c.Kernel)
	}
	kerns = append(kerns, kernels.WGMMA)
	cs := compilations(kerns, g.Dev.Arch())
	if len(cs) < 4 {
		t.Fatalf("only %d compilations", len(cs))
	}
	cubins := func(jobs string) map[string][]byte {
		dir := t.TempDir()
		t.Setenv("XDG_CACHE_HOME", dir)
		t.Setenv(EnvCompileJobs, jobs)
		steps := 0
		_, n, err := precompile(context.Background(), g, cs, func(string) error { steps++; return nil })
		if err != nil {
			t.Fatal(err)
		}
		if n != len(cs) || steps != len(cs) {
			t.Fatalf("%s at once: %d compiled in %d steps, want %d", jobs, n, steps, len(cs))
		}
		files, err := filepath.Glob(filepath.Join(dir, "cutetui", "cubin", "*.cubin"))
		if err != nil || len(files) != len(cs) {
			t.Fatalf("%s at once: %d cubins in the cache (%v), want %d", jobs, len(files), err, len(cs))
		}
		out := map[string][]byte{}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out[filepath.Base(f)] = b
		}
		// Now cached: nothing compiles again, and the loads find them.
		if _, n, err := precompile(context.Background(), g, cs, func(string) error { return nil }); err != nil || n != 0 {
			t.Errorf("%s at once, again: %d compiled (%v), want 0", jobs, n, err)
		}
		err = g.Do(func() error {
			k, err := LoadKernel(g, kerns[0])
			if err != nil {
				return err
			}
			if !k.GemmCached {
				t.Errorf("%s loaded after precompile, not from the cache", kerns[0].Name)
			}
			return k.Free()
		})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	one, many := cubins("1"), cubins("8")
	for name, b := range one {
		if !bytes.Equal(b, many[name]) {
			t.Errorf("%s: %d bytes one at a time, %d bytes eight at once, not the same", name, len(b), len(many[name]))
		}
	}
}
