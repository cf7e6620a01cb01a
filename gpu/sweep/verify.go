package sweep

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// VerifyShapes are the shapes of the GPU test: tile multiples, ragged edges in
// M, N and K, K not a multiple of 8 (mma's unaligned kernel; the TMA kernels'
// copies into padded rows), tiny and thin.
var VerifyShapes = []Shape{
	{128, 128, 32}, {1024, 1024, 1024}, {1000, 1000, 1000}, {300, 257, 72},
	{129, 131, 37}, {17, 2000, 64}, {2000, 17, 520}, {1, 1, 1}, {777, 1500, 96},
	{2048, 2048, 8192},
	// 9×9 tiles of 256×256 (ragged M, N and K): with the 66 clusters of an
	// H100 or H200 the last 15 tiles are split along K in 4 (tma-multicast's
	// split tail), reduced by TMA (N % 4 == 0) and by atomics (N % 4 != 0);
	// tma-pingpong's last 33 of 9×11 in 2, saving 18 of 35 K steps (its
	// Kernel.SplitMinSaved is 16).
	{2200, 2052, 2200}, {2200, 2050, 2200},
	// K·2 not a multiple of 16 at a size that fills the GPU: the TMA
	// kernels read copies of A and B in padded rows (kernels.RowPitch).
	{1500, 2300, 1001},
	// 48 tiles of 256×256 and 63–64 K steps: tma-multicast shares the K
	// steps out over the 66 clusters (stream-K, kernels.StreamK), its pieces
	// added by TMA (N % 4 == 0) and by atomics (N % 4 != 0).
	{2000, 1536, 4000}, {1536, 2046, 4096},
}

// VerifyMappings are every mapping kind with several widths.
func VerifyMappings() []raster.Mapping {
	ms := []raster.Mapping{raster.RowMajor()}
	for _, s := range []int{1, 2, 4, 8} {
		ms = append(ms, raster.Identity(s), raster.SM90(s, true), raster.SM90(s, false), raster.Triton(s))
	}
	return append(ms, raster.Triton(3), raster.Identity(3))
}

// Verify checks, for every shape and mapping, that the kernel's output matches
// cuBLAS (poisoned output, every element written, relative error < tol) and
// that the tile each CTA recorded is the one gpu/model/raster gives. It writes a
// line per check to w and returns the number of failures. It checks every
// kernel of package kernels that the device can run; with names, only those.
// The name kernels.Auto checks each shape with the kernel kernels.Choose
// gives it (a line before each kernel's checks lists its shapes).
//
// For a persistent kernel "the tile each CTA recorded" is the tile its
// cluster computed for CTA id t of the mapping's grid (the ids with no tile
// record none). When the split tail cuts a tile along K over several
// clusters (the line says so), the record is written by the cluster that
// computes its first K chunk, and that the chunks add up to the tile is
// what the comparison of C with cuBLAS checks.
func Verify(ctx context.Context, g *gpu.GPU, w io.Writer, tol float64, names ...string) (int, error) {
	fails := 0
	err := g.Do(func() error {
		fmt.Fprintf(w, "device %s; driver %d, NVRTC %s\n", g.Dev.Summary(), g.Dev.DriverVersion, g.Dev.NVRTCVersion)
		fmt.Fprintf(w, "libraries: %s\n", strings.Join(g.Dev.Libraries, ", "))
		jobs, err := verifyJobs(names)
		if err != nil {
			return err
		}
		logs, err := verifyPrecompile(ctx, g, w, jobs)
		if err != nil {
			return err
		}
		for _, j := range jobs {
			kern := j.kern
			if !Runs(kern, g.Dev.Arch()) {
				fmt.Fprintf(w, "kernel %s: skipped, it needs sm_90a and this device is %s\n", kern.Name, g.Dev.Arch())
				continue
			}
			k, err := LoadKernel(g, kern)
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "kernel %s (%s): %d threads, %d stages, %d regs, %d CTAs/SM (cubin cached: %v)\n",
				kern.Name, kern.About, k.Threads, k.Stages, k.Registers, k.CTAsPerSM, k.GemmCached)
			if k.Clusters > 0 {
				fmt.Fprintf(w, "kernel %s: %d clusters of %d CTAs resident at once\n", kern.Name, k.Clusters, kern.ClusterSize())
			}
			if k.LocalBytes > 0 {
				fmt.Fprintf(w, "kernel %s: %d bytes of local memory per thread (stack or spilled registers)\n", kern.Name, k.LocalBytes)
			}
			if log := cmp.Or(k.CompileLog, logs[kern.Name]); log != "" {
				fmt.Fprintf(w, "kernel %s: NVRTC log:\n%s\n", kern.Name, log)
			}
			if len(j.shapes) < len(VerifyShapes) {
				ss := make([]string, len(j.shapes))
				for i, s := range j.shapes {
					ss[i] = s.String()
				}
				fmt.Fprintf(w, "kernel %s: a candidate of %s (kernels.Candidates) at %s\n", kern.Name, kernels.Auto, strings.Join(ss, ", "))
			}
			f, err := verifyKernel(ctx, k, w, tol, j.shapes)
			if ferr := k.Free(); err == nil {
				err = ferr
			}
			if err != nil {
				return err
			}
			fails += f
		}
		return nil
	})
	return fails, err
}

// verifyJob is a kernel and the shapes Verify checks it at.
type verifyJob struct {
	kern   kernels.Kernel
	shapes []Shape
}

// verifyJobs is what Verify checks for names: every kernel of kernels.All
// at VerifyShapes without names; with them, each named kernel
// (kernels.ByName: those of All and the tiles Trim, SmallTile and the other
// generated variants name) at VerifyShapes, and, for kernels.Auto, each
// kernel of a verify shape's kernels.Candidates (Choose's pick and those
// tuning may run in its place) at those shapes (added to the kernel's job
// when it is named too). A name ByName does not know is an
// error: a check of nothing must not pass.
func verifyJobs(names []string) ([]verifyJob, error) {
	var jobs []verifyJob
	add := func(kern kernels.Kernel, shapes ...Shape) {
		i := slices.IndexFunc(jobs, func(j verifyJob) bool { return j.kern.Name == kern.Name })
		if i < 0 {
			i = len(jobs)
			jobs = append(jobs, verifyJob{kern: kern})
		}
		jobs[i].shapes = append(jobs[i].shapes, shapes...)
	}
	if len(names) == 0 {
		for _, kern := range kernels.All {
			add(kern, VerifyShapes...)
		}
		return jobs, nil
	}
	for _, name := range names {
		if name == kernels.Auto {
			continue
		}
		kern, err := kernels.ByName(name)
		if err != nil {
			return nil, err
		}
		if !slices.ContainsFunc(jobs, func(j verifyJob) bool { return j.kern.Name == kern.Name }) {
			add(kern, VerifyShapes...)
		}
	}
	if slices.Contains(names, kernels.Auto) {
		for _, s := range VerifyShapes {
			for _, c := range kernels.Candidates(s.M, s.N, s.K) {
				add(c.Kernel, s)
			}
		}
	}
	return jobs, nil
}

// verifyPrecompile compiles the jobs' kernels ahead (precompile) and says
// how many it compiled in one line; it returns NVRTC's logs by kernel.
func verifyPrecompile(ctx context.Context, g *gpu.GPU, w io.Writer, jobs []verifyJob) (map[string]string, error) {
	kerns := make([]kernels.Kernel, len(jobs))
	for i, j := range jobs {
		kerns[i] = j.kern
	}
	cs := compilations(kerns, g.Dev.Arch())
	start := time.Now()
	logs, n, err := precompile(ctx, g, cs, func(string) error { return ctx.Err() })
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "kernels: %d modules, %d compiled now (NVRTC, %d at once), in %.1f s\n", len(cs), n, compileJobs(), time.Since(start).Seconds())
	return logs, nil
}

func verifyKernel(ctx context.Context, k *Kernels, w io.Writer, tol float64, shapes []Shape) (int, error) {
	fails := 0
	for _, s := range shapes {
		if err := ctx.Err(); err != nil {
			return fails, err
		}
		f, err := verifyShape(k, s, w, tol)
		if err != nil {
			return fails, err
		}
		fails += f
	}
	return fails, nil
}

func verifyShape(k *Kernels, s Shape, w io.Writer, tol float64) (fails int, err error) {
	g := k.g
	m, n, kk := int64(s.M), int64(s.N), int64(s.K)
	tm, tn, _, _, err := k.Tiles(s)
	if err != nil {
		return 0, err
	}
	bufs := &buffers{g: g}
	defer bufs.free(&err)
	alloc := bufs.alloc
	a, b, c, ref, scratch := alloc(m*kk*2), alloc(n*kk*2), alloc(m*n*4), alloc(m*n*4), alloc(64)
	maxGrid := int64(0)
	for _, mp := range VerifyMappings() {
		x, y, z := mp.Grid(tm, tn)
		maxGrid = max(maxGrid, int64(x)*int64(y)*int64(z))
	}
	rec := alloc(maxGrid * 16) // per CTA id: (m, n) as two int32, then its start time (u64)
	if err = bufs.err; err != nil {
		return 0, err
	}
	if err = k.Fill(a, m*kk, uint32(s.M)*2654435761); err != nil {
		return 0, err
	}
	if err = k.Fill(b, n*kk, uint32(s.N)*40503+7); err != nil {
		return 0, err
	}
	if err = g.GemmBF16(a, b, ref, s.M, s.N, s.K); err != nil {
		return 0, err
	}
	for _, mp := range VerifyMappings() {
		var grid [3]int
		rel, cerr := k.check(mp.Name(), s, c, ref, scratch, tol, func() error {
			if err := g.Fill32(rec, 0xdeadbeef, maxGrid*4); err != nil {
				return err
			}
			var err error
			grid, err = k.Gemm(mp, a, b, c, s, rec)
			return err
		})
		status := "ok"
		if cerr != nil {
			status = "FAIL " + cerr.Error()
			fails++
		}
		total := grid[0] * grid[1] * grid[2]
		got := make([]int32, 4*total)
		if err := gpu.CopyToHost(g, got, rec); err != nil {
			return fails, err
		}
		msg := compareTiles(mp, tm, tn, grid, got[:2*total])
		if msg == "" {
			if _, err := startTimes(got, total, tm, tn); err != nil {
				msg = "start times: " + err.Error()
			}
		}
		if msg != "" {
			status += "; FAIL tiles: " + msg
			if cerr == nil {
				fails++
			}
		} else {
			status += "; tiles and starts recorded"
		}
		if p := kernels.RowPitch(s.K); p != s.K && k.launcherFor(s).kern.TMA {
			status += fmt.Sprintf("; A and B copied into rows of %d", p)
		}
		if l, sp := k.LaunchSplit(mp, s); l > 0 && sp == 0 {
			status += fmt.Sprintf("; last %d tiles stream-K", l)
		} else if l > 0 {
			status += fmt.Sprintf("; last %d tiles split along K in %d", l, sp)
		}
		fmt.Fprintf(w, "%-16s %-12s grid %dx%dx%d  rel err %.2e  %s\n", s, mp.Name(), grid[0], grid[1], grid[2], rel, status)
	}
	// cuBLAS itself against float64 on the CPU, at sampled elements.
	if m*kk+n*kk <= 1<<25 {
		if err := spotCheck(g, a, b, ref, s, w, &fails); err != nil {
			return fails, err
		}
	}
	// Negative controls: the check must reject an unwritten output and a
	// product of other inputs.
	if _, cerr := k.check("control: nothing launched", s, c, ref, scratch, tol, func() error { return nil }); cerr == nil {
		fmt.Fprintf(w, "%-16s FAIL: an unwritten (poisoned) output passed the check\n", s)
		fails++
	}
	if s.M*s.N > 16 {
		if err = k.Fill(b, n*kk, 12345); err != nil {
			return fails, err
		}
		if _, cerr := k.check("control: other B", s, c, ref, scratch, tol, func() error {
			_, err := k.Gemm(raster.RowMajor(), a, b, c, s, 0)
			return err
		}); cerr == nil {
			fmt.Fprintf(w, "%-16s FAIL: the product of other inputs passed the check\n", s)
			fails++
		}
	}
	return fails, nil
}

// spotCheck compares cuBLAS's C with float64 dot products at 64 sampled elements.
func spotCheck(g *gpu.GPU, a, b, ref gpu.DevPtr, s Shape, w io.Writer, fails *int) error {
	ha := make([]uint16, s.M*s.K)
	hb := make([]uint16, s.N*s.K)
	hc := make([]float32, s.M*s.N)
	for _, cp := range []error{gpu.CopyToHost(g, ha, a), gpu.CopyToHost(g, hb, b), gpu.CopyToHost(g, hc, ref)} {
		if cp != nil {
			return cp
		}
	}
	bf := func(u uint16) float64 { return float64(math.Float32frombits(uint32(u) << 16)) }
	var d2, r2 float64
	for t := 0; t < 64; t++ {
		i, j := (t*7919)%s.M, (t*104729+13)%s.N
		var sum float64
		for x := 0; x < s.K; x++ {
			sum += bf(ha[i*s.K+x]) * bf(hb[j*s.K+x])
		}
		d := float64(hc[i*s.N+j]) - sum
		d2 += d * d
		r2 += sum * sum
	}
	rel := math.Sqrt(d2 / r2)
	status := "ok"
	if !(rel < 1e-3) {
		status = "FAIL"
		*fails++
	}
	fmt.Fprintf(w, "%-16s cuBLAS vs float64 on the CPU at 64 elements: rel err %.2e %s\n", s, rel, status)
	return nil
}

// compareTiles checks the recorded (m, n) of each CTA against mp.Tile.
func compareTiles(mp raster.Mapping, tm, tn int, grid [3]int, got []int32) string {
	x, y, z := mp.Grid(tm, tn)
	if grid != [3]int{x, y, z} {
		return fmt.Sprintf("grid %v, raster says (%d,%d,%d)", grid, x, y, z)
	}
	for bz := 0; bz < z; bz++ {
		for by := 0; by < y; by++ {
			for bx := 0; bx < x; bx++ {
				t := bx + by*x + bz*x*y
				wm, wn, ok := mp.Tile(bx, by, bz, tm, tn)
				if !ok {
					wm, wn = -1, -1
				}
				if int(got[2*t]) != wm || int(got[2*t+1]) != wn {
					return fmt.Sprintf("CTA (%d,%d,%d) computed (%d,%d), raster says (%d,%d)", bx, by, bz, got[2*t], got[2*t+1], wm, wn)
				}
			}
		}
	}
	return ""
}
