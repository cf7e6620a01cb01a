package sweep

import (
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/kernels"
)

// EnvCompileJobs names an environment variable: how many kernels NVRTC
// compiles at once before a run loads them (precompile); 1 compiles them
// one at a time, as each is loaded. The default is CompileJobs.
const EnvCompileJobs = "CUTETUI_COMPILE_JOBS"

// compileJobs is EnvCompileJobs's value (1..64), else CompileJobs().
func compileJobs() int {
	if v, err := strconv.Atoi(os.Getenv(EnvCompileJobs)); err == nil && v >= 1 && v <= 64 {
		return v
	}
	return CompileJobs()
}

// CompileJobs is how many kernels are compiled at once by default: one a
// CPU, at most 16. Each compile adds 30–55 MB to the process at its peak
// (on the H200 machine, 50 modules on an empty cache: 33 s and 451 MB one
// at a time, 5.1 s and 711 MB eight at once, 3.9 s and 888 MB sixteen;
// docs/benchmarks.md, "Compiled ahead, in parallel").
func CompileJobs() int { return min(runtime.NumCPU(), 16) }

// gemmSource is the NVRTC compilation of kernel k's module that loadGemm
// loads.
func gemmSource(k kernels.Kernel) gpu.Source {
	opts := append([]string{"-lineinfo"}, strings.Fields(os.Getenv(EnvKernelOpts))...)
	return gpu.Source{Name: k.File, Src: k.Source, Opts: opts}
}

// compilation is one NVRTC compilation of a run, named for the progress
// by its kernel ("util" for the helpers).
type compilation struct {
	kernel string
	src    gpu.Source
}

// kernelSources are the compilations LoadKernel(k) makes: k's module,
// mma.sync's for the unaligned shapes of a kernel without tensor maps or
// an unaligned entry of its own, and the helpers' (util.cu).
func kernelSources(k kernels.Kernel) []compilation {
	cs := []compilation{{k.Name, gemmSource(k)}}
	if !k.TMA && k.Unaligned == "" {
		cs = append(cs, compilation{kernels.MMA.Name, gemmSource(kernels.MMA)})
	}
	return append(cs, compilation{"util", gpu.Source{Name: "util.cu", Src: kernels.Util}})
}

// compileSet gathers the distinct compilations of kernels as they are
// added, in the order they are first needed, keeping only a hash of each
// source to tell them apart: a run of many shapes adds its candidates
// shape by shape and holds one copy of each distinct source, not one a
// candidate.
type compileSet struct {
	arch string
	seen map[[sha256.Size]byte]bool
	cs   []compilation
}

func newCompileSet(arch string) *compileSet {
	return &compileSet{arch: arch, seen: map[[sha256.Size]byte]bool{}}
}

// add adds kernel k's compilations (kernelSources) not already there;
// none where k does not run on the set's arch.
func (s *compileSet) add(k kernels.Kernel) {
	if !Runs(k, s.arch) {
		return
	}
	for _, c := range kernelSources(k) {
		h := sha256.New()
		for _, part := range append([]string{c.src.Name, c.src.Src}, c.src.Opts...) {
			io.WriteString(h, part)
			h.Write([]byte{0})
		}
		var key [sha256.Size]byte
		h.Sum(key[:0])
		if !s.seen[key] {
			s.seen[key] = true
			s.cs = append(s.cs, c)
		}
	}
}

// compilations are the distinct compilations of the kernels of kerns that
// run on arch, in the order the kernels need them.
func compilations(kerns []kernels.Kernel, arch string) []compilation {
	s := newCompileSet(arch)
	for _, k := range kerns {
		s.add(k)
	}
	return s.cs
}

// precompile compiles cs before they are loaded, compileJobs() at once,
// into the cubin cache that LoadKernel reads (gpu.GPU.Precompile): on an
// empty cache a tuned run compiles up to kernels.MaxCandidates kernels a
// shape, about 0.65 s each. step is called once a compilation, as it
// finishes. A source that does not compile is left for its load, which
// reports it. It returns NVRTC's log of each kernel compiled with
// warnings, by name, and how many it compiled (the others were cached).
func precompile(ctx context.Context, g *gpu.GPU, cs []compilation, step func(string) error) (logs map[string]string, compiled int, err error) {
	jobs := compileJobs()
	srcs := make([]gpu.Source, len(cs))
	for i, c := range cs {
		srcs[i] = c.src
	}
	logs = map[string]string{}
	var stepErr error
	i := 0
	g.Precompile(ctx, srcs, jobs, func(j int, now bool, log string, err error) {
		name := cs[j].kernel
		i++
		what := "in the cubin cache"
		switch {
		case err != nil:
			what = "did not compile (its load says why)"
		case now:
			what = fmt.Sprintf("compiled (NVRTC, %d at once)", jobs)
			compiled++
		}
		if log != "" && err == nil {
			logs[name] = log
		}
		if serr := step(fmt.Sprintf("kernel %d of %d: %s %s", i, len(cs), name, what)); serr != nil && stepErr == nil {
			stepErr = serr
		}
	})
	if stepErr == nil {
		stepErr = ctx.Err()
	}
	return logs, compiled, stepErr
}
