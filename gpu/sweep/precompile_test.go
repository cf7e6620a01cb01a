package sweep

import (
	"slices"
	"testing"

	"github.com/cutetui/cutetui/kernels"
)

func TestCompilationsAreLoadKernelsOnce(t *testing.T) {
	t.Setenv(EnvKernelOpts, "")
	ks := []kernels.Kernel{kernels.TMAPingpong, kernels.WGMMA, kernels.MMA, kernels.TMAPingpong, kernels.TMAMulticast}
	cs := compilations(ks, kernels.HopperArch)
	var names []string
	for _, c := range cs {
		names = append(names, c.kernel)
	}
	// LoadKernel's compilations in first-need order, each once: a TMA
	// kernel's module and util.cu; WGMMA's and, for its unaligned shapes,
	// mma.sync's (which mma itself then needs no more).
	want := []string{kernels.TMAPingpong.Name, "util", kernels.WGMMA.Name, kernels.MMA.Name, kernels.TMAMulticast.Name}
	if !slices.Equal(names, want) {
		t.Fatalf("compilations %v, want %v", names, want)
	}
	for _, c := range cs {
		if c.src.Name == "util.cu" {
			if c.src.Src != kernels.Util || len(c.src.Opts) != 0 {
				t.Errorf("util.cu's compilation is not the one LoadKernel makes: %d options", len(c.src.Opts))
			}
			continue
		}
		if len(c.src.Opts) != 1 || c.src.Opts[0] != "-lineinfo" {
			t.Errorf("%s: options %q, want loadGemm's [-lineinfo]", c.kernel, c.src.Opts)
		}
	}
	t.Setenv(EnvKernelOpts, "-DSTAGES=3  -DEPI_NBUF=4")
	if got := gemmSource(kernels.TMAPingpong).Opts; !slices.Equal(got, []string{"-lineinfo", "-DSTAGES=3", "-DEPI_NBUF=4"}) {
		t.Errorf("with %s set, options %q", EnvKernelOpts, got)
	}
}

func TestCompilationsLeaveOutWhatTheDeviceCannotRun(t *testing.T) {
	cs := compilations([]kernels.Kernel{kernels.TMAPingpong, kernels.MMA, kernels.WGMMA}, "sm_80")
	var names []string
	for _, c := range cs {
		names = append(names, c.kernel)
	}
	if want := []string{kernels.MMA.Name, "util"}; !slices.Equal(names, want) {
		t.Errorf("on sm_80: %v, want %v", names, want)
	}
}

func TestCompileJobs(t *testing.T) {
	for _, c := range []struct {
		env  string
		want int
	}{{"1", 1}, {"16", 16}, {"0", CompileJobs()}, {"65", CompileJobs()}, {"x", CompileJobs()}, {"", CompileJobs()}} {
		t.Setenv(EnvCompileJobs, c.env)
		if got := compileJobs(); got != c.want {
			t.Errorf("%s=%q: %d, want %d", EnvCompileJobs, c.env, got, c.want)
		}
	}
	if n := CompileJobs(); n < 1 || n > 16 {
		t.Errorf("CompileJobs() = %d, want 1..16", n)
	}
}
