package sweep

import (
	"context"
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// Progress reports how far a run is: Done of Total steps, and what runs now.
type Progress struct {
	Done, Total int
	Step        string
}

// EnvKernelOpts names an environment variable of extra NVRTC options for the
// GEMM kernels (tuning switches such as -DSTAGES=3 or -DL2_PREFETCH=1).
const EnvKernelOpts = "CUTETUI_KERNEL_OPTS"

// EnvSplitTail names an environment variable that sets the fewest K steps
// of a split tail's chunk (kernels.SplitTail; default
// kernels.SplitMinSteps), 0 turning the split off: for experiments and
// before/after timings.
const EnvSplitTail = "CUTETUI_SPLIT_TAIL"

// EnvSplitAll names an environment variable that, set to S ≥ 2, cuts every
// tile of a split-tail kernel along K into S chunks (at most the resident
// clusters and the K steps), spread over the clusters in turn: for
// experiments with a split-K of the whole launch.
const EnvSplitAll = "CUTETUI_SPLIT_ALL"

// EnvStreamK names an environment variable that, set to 1, runs every split
// kernel with stream-K where there is a partial wave (kernels.StreamK's
// tiles, whether or not it would choose it), 0 never: for experiments and
// before/after timings. Unset, the kernels with Kernel.StreamK use it where
// kernels.StreamK says.
const EnvStreamK = "CUTETUI_STREAMK"

// EnvCheckFlags names an environment variable that, set to 1, reads the
// split tail's flags back before each launch that uses them and reports on
// stderr any left raised by an earlier launch (each launch's last adder
// resets its tile's flag, so all should be 0), then clears them: a
// diagnostic for the split tail's protocol.
const EnvCheckFlags = "CUTETUI_CHECK_FLAGS"

// EnvStoreTMA names an environment variable that, set to 0, makes the
// TMA-store kernels write C with plain stores from registers (the path they
// take when N % 4 != 0) at every N: for before/after timings of the epilogue.
const EnvStoreTMA = "CUTETUI_STORE_TMA"

// EnvTMAPromotion names an environment variable that sets the L2 promotion
// of the A and B tensor maps (none, 64, 128 or 256 bytes; default 128): for
// experiments on rows that are not whole L2 lines.
const EnvTMAPromotion = "CUTETUI_TMA_PROMOTION"

// tmaPromotion is EnvTMAPromotion's setting (gpu.L2PromoteDefault when unset
// or not one of its values).
func tmaPromotion() int {
	switch os.Getenv(EnvTMAPromotion) {
	case "none":
		return gpu.L2PromoteNone
	case "64":
		return gpu.L2Promote64B
	case "128":
		return gpu.L2Promote128B
	case "256":
		return gpu.L2Promote256B
	}
	return gpu.L2PromoteDefault
}

// EnvUnchecked names an environment variable that, set to 1, leaves out
// the correctness checks before and after the timing (the report's checks
// stay 0): only for timing experiment builds that do not write C, such as
// -DNO_EPILOGUE=1. A report made with it says nothing of correctness.
const EnvUnchecked = "CUTETUI_UNCHECKED"

// EnvPersistentCTAs names an environment variable that sets how many CTAs a
// persistent kernel is launched with (default SMs × CTAs per SM), for
// experiments.
const EnvPersistentCTAs = "CUTETUI_PERSISTENT_CTAS"

// EnvPadBytes names an environment variable that allocates that many bytes
// (up to 1 GiB) before each shape's A, moving where A, B and C land: an
// experiment on what moves a launch's time (docs/benchmarks.md, session
// 13, "One kernel, two speeds": not this).
const EnvPadBytes = "CUTETUI_PAD_BYTES"

// padBytes is EnvPadBytes's value, 0 when unset or out of range.
func padBytes() int64 {
	if v, err := strconv.ParseInt(os.Getenv(EnvPadBytes), 10, 64); err == nil && v > 0 && v <= 1<<30 {
		return v
	}
	return 0
}

// launcher is a GEMM kernel with its launch configuration.
type launcher struct {
	f       *gpu.Function
	threads int // its __launch_bounds__
	smem    int // dynamic shared memory per CTA (gemm_smem_bytes)
	stages  int
	kern    kernels.Kernel // its tile, and whether it takes tensor maps
	log     string         // NVRTC's log, when compiled now
}

// loadGemm compiles kernel k's module and sets up entry (and, if given, unaligned).
func loadGemm(g *gpu.GPU, k kernels.Kernel, entries ...string) ([]launcher, bool, error) {
	if !Runs(k, g.Dev.Arch()) {
		return nil, false, fmt.Errorf("sweep: kernel %s needs a Hopper GPU (sm_90a); this one is %s", k.Name, g.Dev.Arch())
	}
	src := gemmSource(k)
	mod, err := g.Compile(src.Name, src.Src, src.Opts...)
	if err != nil {
		return nil, false, err
	}
	smem, err := mod.Int32("gemm_smem_bytes")
	if err != nil {
		return nil, false, err
	}
	stages, err := mod.Int32("gemm_stages")
	if err != nil {
		return nil, false, err
	}
	var ls []launcher
	for _, e := range entries {
		f, err := mod.Function(e)
		if err != nil {
			return nil, false, err
		}
		if err := f.SetMaxDynamicSmem(int(smem)); err != nil {
			return nil, false, err
		}
		t := f.MaxThreads()
		if t < 32 || t > 1024 {
			return nil, false, fmt.Errorf("sweep: kernel %s reports %d threads per block", e, t)
		}
		ls = append(ls, launcher{f: f, threads: t, smem: int(smem), stages: int(stages), kern: k, log: mod.Log})
	}
	return ls, mod.Cached, nil
}

// Kernels is the compiled GEMM and helper kernels on one GPU.
type Kernels struct {
	g             *gpu.GPU
	Kernel        kernels.Kernel
	gemm, gemmU   launcher // gemmU: for K % 8 != 0 (the MMA kernel's when Kernel has none; unset for the TMA kernels, which copy A and B into padded rows)
	fill, compare *gpu.Function
	pitch         *gpu.Function // pitch_bf16: A or B copied into rows of kernels.RowPitch(K)
	spin          *gpu.Function // spin_ns: the GPU kept busy while the host queues a timed launch
	CTAsPerSM     int
	Clusters      int // clusters resident at once (kernels with clusters; 0 otherwise)
	Registers     int
	Threads       int // block size: the kernel's __launch_bounds__
	Smem          int // dynamic shared memory per CTA
	Stages        int // cp.async pipeline depth
	LocalBytes    int // local memory per thread of the GEMM kernel (spills)
	GemmCached    bool
	CompileLog    string // NVRTC's warnings when the GEMM kernel was compiled now

	maps       map[mapKey]gpu.TensorMap // tensor maps of the TMA kernel, by operand
	ws         gpu.DevPtr               // the split tail's flags (wsInts, zeroed once; they reset themselves)
	padA, padB padBuf                   // the padded copies of A and B for K % 8 != 0 (TMA kernels)
}

// padBuf is a device buffer that a TMA kernel's copy of A or B in padded
// rows goes to: allocated at the first launch that needs it, grown when a
// larger one does, kept until Free (the copy itself is part of every launch).
type padBuf struct {
	p     gpu.DevPtr
	bytes int64
}

// Free releases the buffers the kernels keep between launches (the padded
// copies of A and B and the split tail's flags); k must not launch again.
func (k *Kernels) Free() error {
	var first error
	for _, p := range []*gpu.DevPtr{&k.padA.p, &k.padB.p, &k.ws} {
		if *p != 0 {
			if err := k.g.Free(*p); err != nil && first == nil {
				first = err
			}
			*p = 0
		}
	}
	k.padA, k.padB, k.maps = padBuf{}, padBuf{}, nil
	return first
}

// wsInts is the size of the split tail's workspace in int32: room for the
// flags of half of 1024 clusters of 4 CTAs, 2 consumer warpgroups each
// (kernels.Kernel.Consumers: a flag each).
const wsInts = 4096

// persistentCTAs is how many CTAs a persistent launch of total CTA ids
// gets: one per resident slot (whole clusters), or EnvPersistentCTAs.
func (k *Kernels) persistentCTAs(total int) int {
	cl := k.Kernel.ClusterSize()
	slots := k.g.Dev.SMs * k.CTAsPerSM
	if k.Clusters > 0 {
		slots = min(slots, k.Clusters*cl)
	}
	if v, err := strconv.Atoi(os.Getenv(EnvPersistentCTAs)); err == nil && v > 0 {
		slots = v
	}
	return min(total*cl, slots) / cl * cl // whole clusters
}

// LaunchSplit is the split tail (tiles split, chunks per tile) of a launch
// of shape s under mapping mp: (0, 1) for none, (tiles, 0) for stream-K.
func (k *Kernels) LaunchSplit(mp raster.Mapping, s Shape) (l, sp int) {
	kern := k.launcherFor(s).kern
	if !kern.Persistent || k.Clusters == 0 {
		return 0, 1
	}
	tm, tn, _, _, err := k.Tiles(s)
	if err != nil {
		return 0, 1
	}
	x, y, z := mp.Grid(tm, tn)
	_, l, sp = k.splitPlan(s, x*y*z)
	return l, sp
}

// splitPlan is the launch of a persistent cluster kernel at shape s over a
// grid of total CTA ids: its CTAs, and its split tail (l tiles cut in sp
// chunks; 0, 1 for none). A split chunk waits on another cluster, so there
// is one only when every launched cluster is resident at once. With fewer
// tiles than resident clusters the split is planned over all of them (a
// split-K of every tile, kernels.SplitTail) and the launch has one cluster
// per chunk; otherwise the launch has a cluster per resident slot (or per
// id, if fewer) and the split cuts the last wave. Stream-K
// (kernels.StreamK, EnvStreamK; sp = 0) comes first where it is used: every
// resident cluster is launched, and l is the tiles whose K steps are shared
// out. EnvSplitAll (experiments) comes before both.
func (k *Kernels) splitPlan(s Shape, total int) (ctas, l, sp int) {
	cl := k.launcherFor(s).kern.ClusterSize()
	ctas = k.persistentCTAs(total)
	if k.Clusters == 0 || ctas/cl > k.Clusters {
		return ctas, 0, 1
	}
	tm, tn, _, _, err := k.Tiles(s)
	if err != nil {
		return ctas, 0, 1
	}
	res := k.persistentCTAs(k.g.Dev.SMs*max(k.CTAsPerSM, 1)) / cl
	if v, err := strconv.Atoi(os.Getenv(EnvSplitAll)); err == nil && v >= 2 && res >= 2 && res <= k.Clusters {
		kern := k.launcherFor(s).kern
		sp = min(v, res, (s.K+kern.TileK-1)/kern.TileK)
		if kern.SplitTail && kern.StoreC && sp >= 2 && tm*tn*cl*kern.Consumers() <= wsInts {
			return min(tm*tn*sp, res) * cl, tm * tn, sp
		}
	}
	if kern := k.launcherFor(s).kern; kern.SplitTail && kern.StoreC && res >= 2 && res <= k.Clusters {
		kt := (s.K + kern.TileK - 1) / kern.TileK
		l, use := kernels.StreamK(tm*tn, res, kt)
		use = use && kern.StreamK
		switch os.Getenv(EnvStreamK) {
		case "1":
			use = l > 0 && !kern.NoStreamK
		case "0":
			use = false
		}
		if use && l*cl*kern.Consumers() <= wsInts && (int64(l)*int64(kt)+1)*int64(res) < 1<<31 {
			return res * cl, l, 0
		}
	}
	if tm*tn < res && res <= k.Clusters {
		if l, sp = k.SplitTail(s, res); l > 0 {
			return l * sp * cl, l, sp
		}
		return ctas, 0, 1
	}
	l, sp = k.SplitTail(s, ctas/cl)
	return ctas, l, sp
}

// SplitTail is the split tail (kernels.SplitTail) that Gemm gives shape s
// under clusters resident clusters: the number of tiles split and the chunks
// per tile, (0, 1) for none.
func (k *Kernels) SplitTail(s Shape, clusters int) (l, sp int) {
	kern := k.launcherFor(s).kern
	if !kern.SplitTail || !kern.StoreC || clusters < 2 {
		return 0, 1
	}
	minSteps := kernels.SplitMinSteps
	if v, err := strconv.Atoi(os.Getenv(EnvSplitTail)); err == nil && v >= 0 {
		if v == 0 {
			return 0, 1
		}
		minSteps = v
	}
	ks := KernelShape(kern, s)
	tm, tn, err := raster.Tiles(ks.M, ks.N, kern.TileM, kern.TileN)
	if err != nil {
		return 0, 1
	}
	l, sp = kern.Split(tm*tn, clusters, (s.K+kern.TileK-1)/kern.TileK, minSteps)
	if l*kern.ClusterSize()*kern.Consumers() > wsInts {
		return 0, 1
	}
	return l, sp
}

// checkFlags reports on stderr the split tail's flags that an earlier
// launch left raised, before the launch named what, and clears them
// (EnvCheckFlags).
func (k *Kernels) checkFlags(what string) error {
	flags := make([]int32, wsInts)
	if err := gpu.CopyToHost(k.g, flags, k.ws); err != nil {
		return err
	}
	var raised []string
	for i, f := range flags {
		if f != 0 {
			raised = append(raised, fmt.Sprintf("%d:%d", i, f))
		}
	}
	if len(raised) == 0 {
		return nil
	}
	fmt.Fprintf(os.Stderr, "sweep: before %s: %d split flags raised: %s\n", what, len(raised), strings.Join(raised[:min(len(raised), 12)], " "))
	return k.g.Fill32(k.ws, 0, wsInts)
}

// mapKey names a tensor map: a bf16 matrix of rows×k at p in rows of pitch
// elements, read in boxes of box rows (or, with f32, C's fp32 map for the
// TMA-store epilogue).
type mapKey struct {
	p              gpu.DevPtr
	rows, k, pitch int
	box, boxK      int
	f32            bool
}

// LoadKernel compiles (or takes from the cache) GEMM kernel kern and the
// helpers. Call inside g.Do.
func LoadKernel(g *gpu.GPU, kern kernels.Kernel) (*Kernels, error) {
	k := &Kernels{g: g, Kernel: kern}
	switch {
	case kern.TMA:
		// K % 8 != 0: the kernel reads copies of A and B in padded rows.
		ls, cached, err := loadGemm(g, kern, kern.Entry)
		if err != nil {
			return nil, err
		}
		k.gemm, k.GemmCached = ls[0], cached
	case kern.Unaligned != "":
		ls, cached, err := loadGemm(g, kern, kern.Entry, kern.Unaligned)
		if err != nil {
			return nil, err
		}
		k.gemm, k.gemmU, k.GemmCached = ls[0], ls[1], cached
	default:
		ls, cached, err := loadGemm(g, kern, kern.Entry)
		if err != nil {
			return nil, err
		}
		k.gemm, k.GemmCached = ls[0], cached
		if ls, _, err = loadGemm(g, kernels.MMA, kernels.MMA.Unaligned); err != nil {
			return nil, err
		}
		k.gemmU = ls[0]
	}
	k.Threads, k.Smem, k.Stages = k.gemm.threads, k.gemm.smem, k.gemm.stages
	var err error
	if k.CTAsPerSM, err = k.gemm.f.Occupancy(k.Threads, k.Smem); err != nil {
		return nil, err
	}
	if k.CTAsPerSM < 1 {
		return nil, fmt.Errorf("sweep: the GEMM kernel does not fit on an SM (occupancy 0)")
	}
	if kern.ClusterSize() > 1 {
		// A persistent kernel in clusters launches only the clusters that
		// fit at once. The grid asked about must be whole clusters (132
		// SMs are not whole clusters of 8: CUDA_ERROR_INVALID_CLUSTER_SIZE).
		cl := kern.ClusterSize()
		if k.Clusters, err = k.gemm.f.MaxActiveClusters(g.Dev.SMs*k.CTAsPerSM/cl*cl, k.Threads, k.Smem); err != nil {
			return nil, err
		}
		if k.Clusters < 1 {
			return nil, fmt.Errorf("sweep: no cluster of kernel %s fits on the GPU", kern.Name)
		}
	}
	k.Registers = k.gemm.f.Registers()
	k.LocalBytes = k.gemm.f.LocalBytes()
	k.CompileLog = k.gemm.log
	util, err := g.Compile("util.cu", kernels.Util)
	if err != nil {
		return nil, err
	}
	if k.fill, err = util.Function("fill_bf16"); err != nil {
		return nil, err
	}
	if k.compare, err = util.Function("compare_f32"); err != nil {
		return nil, err
	}
	if k.pitch, err = util.Function("pitch_bf16"); err != nil {
		return nil, err
	}
	if k.spin, err = util.Function("spin_ns"); err != nil {
		return nil, err
	}
	return k, nil
}

// KernelArgs is the kernel's (mode, p) for mapping mp on a tM×tN tile grid.
func KernelArgs(mp raster.Mapping, tM, tN int) (mode, p int, err error) {
	switch v := mp.(type) {
	case raster.IdentitySwizzle:
		return kernels.ModeIdentity, raster.LogTile(v.N, tN), nil
	case raster.RowMajorRaster:
		return kernels.ModeRowMajor, 0, nil
	case raster.SM90Raster:
		if v.AlongM {
			return kernels.ModeSM90M, v.Size(tM, tN), nil
		}
		return kernels.ModeSM90N, v.Size(tM, tN), nil
	case raster.TritonGrouped:
		if v.G < 1 {
			return 0, 0, fmt.Errorf("sweep: Triton G=%d", v.G)
		}
		return kernels.ModeTriton, v.G, nil
	}
	return 0, 0, fmt.Errorf("sweep: mapping %s has no kernel mode", mp.Name())
}

// launcherFor is the GEMM kernel that runs shape s: the unaligned one when
// K % 8 != 0 (16-byte rows are needed by cp.async and by tensor maps), except
// for the TMA kernels, which read copies of A and B in padded rows then.
func (k *Kernels) launcherFor(s Shape) launcher {
	if s.K%8 != 0 && !k.gemm.kern.TMA {
		return k.gemmU
	}
	return k.gemm
}

// Tiles is the tile grid (tiles along M, along N) and the tile of the kernel
// that runs shape s, over the shape it computes (KernelShape: N×M where
// it swaps its operands).
func (k *Kernels) Tiles(s Shape) (tm, tn, tileM, tileN int, err error) {
	kern := k.launcherFor(s).kern
	ks := KernelShape(kern, s)
	tm, tn, err = raster.Tiles(ks.M, ks.N, kern.TileM, kern.TileN)
	return tm, tn, kern.TileM, kern.TileN, err
}

// KernelShape is the shape kern computes for C = A·Bᵀ at s: N×M×K where
// it computes Cᵀ = B·Aᵀ (kernels.Kernel.SwapAB), else s itself. Its tile
// grid, split tail and launch are those of that shape.
func KernelShape(kern kernels.Kernel, s Shape) Shape {
	if kern.SwapAB {
		return Shape{M: s.N, N: s.M, K: s.K}
	}
	return s
}

// tensorMap is the (cached) tensor map of the bf16 matrix rows×K at p in
// rows of pitch elements, read in boxes of box rows × boxK, 128-byte swizzled.
func (k *Kernels) tensorMap(p gpu.DevPtr, rows, K, pitch, box, boxK int) (gpu.TensorMap, error) {
	key := mapKey{p, rows, K, pitch, box, boxK, false}
	if m, ok := k.maps[key]; ok {
		return m, nil
	}
	m, err := k.g.TensorMapBF16(gpu.Tiled2D{Base: p, Rows: rows, Cols: K, Pitch: pitch, BoxRows: box, BoxCols: boxK, Swizzle: gpu.Swizzle128B, L2Promotion: tmaPromotion()})
	if err != nil {
		return m, err
	}
	if k.maps == nil || len(k.maps) >= 64 {
		k.maps = map[mapKey]gpu.TensorMap{}
	}
	k.maps[key] = m
	return m, nil
}

// tensorMapC is the (cached) fp32 tensor map of C (rows×cols at p) that the
// TMA-store epilogues write through: 16×32 boxes (a warp's rows), 128-byte
// swizzle; transposed, 32×32 boxes (two warps' 16 rows of Cᵀ each are 32
// columns of C).
func (k *Kernels) tensorMapC(p gpu.DevPtr, rows, cols int, transposed bool) (gpu.TensorMap, error) {
	box, boxCols := 16, 32
	if transposed {
		box = 32
	}
	key := mapKey{p, rows, cols, cols, box, boxCols, true}
	if m, ok := k.maps[key]; ok {
		return m, nil
	}
	m, err := k.g.TensorMapF32(gpu.Tiled2D{Base: p, Rows: rows, Cols: cols, BoxRows: box, BoxCols: boxCols, Swizzle: gpu.Swizzle128B})
	if err != nil {
		return m, err
	}
	if k.maps == nil || len(k.maps) >= 64 {
		k.maps = map[mapKey]gpu.TensorMap{}
	}
	k.maps[key] = m
	return m, nil
}

// Gemm launches C = A·Bᵀ under mapping mp; rec (may be 0) receives each CTA's
// tile. It returns the mapping's grid; a persistent kernel is launched with
// fewer CTAs that stand in for that grid's ids (and record their tiles).
func (k *Kernels) Gemm(mp raster.Mapping, a, b, c gpu.DevPtr, s Shape, rec gpu.DevPtr) ([3]int, error) {
	l := k.launcherFor(s)
	tm, tn, _, _, err := k.Tiles(s)
	if err != nil {
		return [3]int{}, err
	}
	mode, p, err := KernelArgs(mp, tm, tn)
	if err != nil {
		return [3]int{}, err
	}
	x, y, z := mp.Grid(tm, tn)
	grid := [3]int{x, y, z}
	if l.kern.TMA {
		// A cluster's CTAs share a tile; each loads its share of the rows.
		boxA, boxB := l.kern.BoxRows()
		a, b, pitch, err := k.padded(a, b, s)
		if err != nil {
			return grid, err
		}
		ks := KernelShape(l.kern, s) // the shape it computes: N×M where it swaps A and B
		if l.kern.SwapAB {
			a, b = b, a
		}
		ma, err := k.tensorMap(a, ks.M, ks.K, pitch, boxA, l.kern.TileK)
		if err != nil {
			return grid, fmt.Errorf("sweep: A of %s: %w", s, err)
		}
		mb, err := k.tensorMap(b, ks.N, ks.K, pitch, boxB, l.kern.TileK)
		if err != nil {
			return grid, fmt.Errorf("sweep: B of %s: %w", s, err)
		}
		if l.kern.Persistent {
			// One CTA per resident slot, each walking the ids t of grid
			// (x, y, z) in turn: t = blockIdx.x + i·gridDim.x.
			total := x * y * z
			ctas := k.persistentCTAs(total)
			if l.kern.StoreC {
				skTiles, skSplit, ws := int32(0), int32(1), gpu.DevPtr(0)
				var sl, ss int
				if ctas, sl, ss = k.splitPlan(s, total); sl > 0 {
					if k.ws == 0 {
						if k.ws, err = k.g.Alloc(wsInts * 4); err != nil {
							return grid, fmt.Errorf("sweep: split-tail workspace: %w", err)
						}
						if err = k.g.Fill32(k.ws, 0, wsInts); err != nil {
							return grid, err
						}
					}
					skTiles, skSplit, ws = int32(sl), int32(ss), k.ws
				}
				// TMA stores need 16-byte rows of C: N % 4 == 0; else the
				// kernel stores C itself and ignores the (empty) map.
				var mc gpu.TensorMap
				storeTMA := int32(0)
				if s.N%4 == 0 && os.Getenv(EnvStoreTMA) != "0" {
					if mc, err = k.tensorMapC(c, s.M, s.N, l.kern.SwapAB); err != nil {
						return grid, fmt.Errorf("sweep: C of %s: %w", s, err)
					}
					storeTMA = 1
				}
				if ws != 0 && os.Getenv(EnvCheckFlags) == "1" {
					if err := k.checkFlags(fmt.Sprintf("%s (mode %d, %d; split %d, %d)", s, mode, p, skTiles, skSplit)); err != nil {
						return grid, err
					}
				}
				return grid, l.f.Launch([3]int{ctas, 1, 1}, [3]int{l.threads, 1, 1}, l.smem,
					ma, mb, mc, c, int32(ks.M), int32(ks.N), int32(ks.K), int32(mode), int32(p), rec, int32(x), int32(total), storeTMA,
					skTiles, skSplit, ws)
			}
			return grid, l.f.Launch([3]int{ctas, 1, 1}, [3]int{l.threads, 1, 1}, l.smem,
				ma, mb, c, int32(ks.M), int32(ks.N), int32(ks.K), int32(mode), int32(p), rec, int32(x), int32(total))
		}
		return grid, l.f.Launch(grid, [3]int{l.threads, 1, 1}, l.smem,
			ma, mb, c, int32(ks.M), int32(ks.N), int32(ks.K), int32(mode), int32(p), rec)
	}
	return grid, l.f.Launch(grid, [3]int{l.threads, 1, 1}, l.smem,
		a, b, c, int32(s.M), int32(s.N), int32(s.K), int32(mode), int32(p), rec)
}

// padded is A and B as a TMA kernel reads them at shape s, and their row
// pitch in elements: a and b themselves when K·2 bytes is a multiple of 16
// (a tensor map's row stride must be), else copies in rows of
// kernels.RowPitch(K) elements, launched now, before the GEMM on the same
// stream, so that a timed launch includes them.
func (k *Kernels) padded(a, b gpu.DevPtr, s Shape) (gpu.DevPtr, gpu.DevPtr, int, error) {
	pitch := kernels.RowPitch(s.K)
	if pitch == s.K {
		return a, b, pitch, nil
	}
	pa, err := k.padTo(&k.padA, a, s.M, s.K, pitch)
	if err != nil {
		return 0, 0, 0, fmt.Errorf("sweep: A of %s in rows of %d: %w", s, pitch, err)
	}
	pb, err := k.padTo(&k.padB, b, s.N, s.K, pitch)
	if err != nil {
		return 0, 0, 0, fmt.Errorf("sweep: B of %s in rows of %d: %w", s, pitch, err)
	}
	return pa, pb, pitch, nil
}

// padTo copies the rows×K bf16 matrix at src into buf in rows of pitch
// elements (zeros past K), growing buf first if it is too small.
func (k *Kernels) padTo(buf *padBuf, src gpu.DevPtr, rows, K, pitch int) (gpu.DevPtr, error) {
	need := int64(rows) * int64(pitch) * 2
	if buf.bytes < need {
		if buf.p != 0 {
			if err := k.g.Free(buf.p); err != nil {
				return 0, err
			}
			*buf = padBuf{}
		}
		p, err := k.g.Alloc(need)
		if err != nil {
			return 0, err
		}
		*buf = padBuf{p, need}
	}
	blocks := min(rows, k.g.Dev.SMs*16)
	return buf.p, k.pitch.Launch([3]int{blocks, 1, 1}, [3]int{128, 1, 1}, 0, buf.p, src, uint32(rows), uint32(K), uint32(pitch))
}

// LeadNs is how long Spin keeps the GPU busy before each timed launch: more
// than the host takes to record the start event and queue the launch (a few
// microseconds for a GEMM here or cuBLAS's), so that the events time only
// the GPU's work. Without it a launch of tens of microseconds was timed with
// the host's calls in it (docs/benchmarks.md, "Small shapes").
const LeadNs = 50_000

// EnvLeadNs names an environment variable that sets the lead in ns in place
// of LeadNs, 0 turning it off: for before/after timings.
const EnvLeadNs = "CUTETUI_LEAD_NS"

// leadNs is LeadNs, or EnvLeadNs's value.
func leadNs() int64 {
	if v, err := strconv.ParseInt(os.Getenv(EnvLeadNs), 10, 64); err == nil && v >= 0 && v <= 1e9 {
		return v
	}
	return LeadNs
}

// Spin keeps the GPU busy for ns nanoseconds (one thread reading %globaltimer).
func (k *Kernels) Spin(ns int64) error {
	return k.spin.Launch([3]int{1, 1, 1}, [3]int{32, 1, 1}, 0, uint64(ns))
}

// Fill writes n random non-zero bf16 values at p.
func (k *Kernels) Fill(p gpu.DevPtr, n int64, seed uint32) error {
	return k.fill.Launch([3]int{1024, 1, 1}, [3]int{256, 1, 1}, 0, p, uint64(n), seed)
}

// Compare returns ‖c − r‖/‖r‖ over n floats and the count of non-finite c.
// scratch must hold 3 words of 8 bytes.
func (k *Kernels) Compare(c, r gpu.DevPtr, n int64, scratch gpu.DevPtr) (float64, int64, error) {
	if err := k.g.Fill32(scratch, 0, 6); err != nil {
		return 0, 0, err
	}
	if err := k.compare.Launch([3]int{1024, 1, 1}, [3]int{256, 1, 1}, 0, c, r, uint64(n), scratch, scratch+16); err != nil {
		return 0, 0, err
	}
	var out [3]uint64
	if err := gpu.CopyToHost(k.g, out[:], scratch); err != nil {
		return 0, 0, err
	}
	d2, r2 := math.Float64frombits(out[0]), math.Float64frombits(out[1])
	if r2 == 0 {
		return 0, int64(out[2]), fmt.Errorf("sweep: the reference is all zeros")
	}
	return math.Sqrt(d2 / r2), int64(out[2]), nil
}

// poison is a NaN bit pattern written over C before each launch.
const poison = 0x7fc0dead

// check poisons c, runs launch, and compares c with ref.
func (k *Kernels) check(name string, s Shape, c, ref, scratch gpu.DevPtr, tol float64, launch func() error) (float64, error) {
	n := int64(s.M) * int64(s.N)
	if err := k.g.Fill32(c, poison, n); err != nil {
		return 0, err
	}
	if err := launch(); err != nil {
		return 0, err
	}
	if err := k.g.Sync(); err != nil {
		return 0, fmt.Errorf("%s at %s: %w", name, s, err)
	}
	rel, bad, err := k.Compare(c, ref, n, scratch)
	if err != nil {
		return 0, err
	}
	if bad > 0 {
		return rel, fmt.Errorf("sweep: %s at %s: %d of %d outputs not written or not finite", name, s, bad, n)
	}
	if !(rel < tol) {
		return rel, fmt.Errorf("sweep: %s at %s: relative error %.3g against cuBLAS (limit %.0e)", name, s, rel, tol)
	}
	return rel, nil
}

// Run measures every mapping (and cuBLAS) at every shape. It runs on the CUDA
// thread through g.Do; progress (may be nil) is called from that thread.
// Cancelling ctx stops between launches.
//
// With cfg.Kernel kernels.Auto it runs each group of shapes that
// kernels.Choose gives one kernel as a sweep of that kernel, and merges the
// reports in the order of cfg.Shapes (runAuto).
func Run(ctx context.Context, g *gpu.GPU, cfg Config, progress func(Progress)) (Report, error) {
	cfg = cfg.withDefaults()
	if cfg.Kernel == kernels.Auto && cfg.Tune > 0 {
		return runTuned(ctx, g, cfg, progress)
	}
	if cfg.Kernel == kernels.Auto {
		return runAuto(ctx, g, cfg, progress)
	}
	var rep Report
	err := g.Do(func() error {
		var err error
		rep, err = run(ctx, g, cfg, progress)
		return err
	})
	return rep, err
}

func run(ctx context.Context, g *gpu.GPU, cfg Config, progress func(Progress)) (_ Report, err error) {
	kern := kernels.MMA
	if cfg.Kernel != "" {
		if kern, err = kernels.ByName(cfg.Kernel); err != nil {
			return Report{}, err
		}
	}
	for _, s := range cfg.Shapes {
		if err := s.Check(); err != nil {
			return Report{}, fmt.Errorf("sweep: shape %s: %v", s, err)
		}
	}
	k, err := LoadKernel(g, kern)
	if err != nil {
		return Report{}, err
	}
	defer func() {
		if ferr := k.Free(); ferr != nil && err == nil {
			err = ferr
		}
	}()
	d := g.Dev
	rep := measuredReport(g, cfg)
	rep.CTAsPerSM, rep.Registers, rep.Threads, rep.Stages, rep.Kernel, rep.KernelAbout = k.CTAsPerSM, k.Registers, k.Threads, k.Stages, kern.Name, kern.About
	// A cluster of ClusterM CTAs computes one tile of the mapping: to the
	// model, the SMs are ClusterM times fewer.
	model := raster.Device{Name: d.Name, SMs: d.SMs / kern.ClusterSize(), L2Bytes: d.L2Bytes}
	step := progressSteps(ctx, len(cfg.Shapes)*shapeSteps(cfg), progress)
	for si, s := range cfg.Shapes {
		sr, err := newShapeResult(k, s, cfg.Mappings, model)
		if err != nil {
			return rep, err
		}
		if err := measureShape(ctx, k, s, &sr, cfg, shapeSeed(cfg, s)+uint32(si), step); err != nil {
			return rep, err
		}
		rep.Results = append(rep.Results, sr)
	}
	return rep, nil
}

// measuredReport is a report of cfg's sweep on g before anything ran: the
// device, the rounds, the shapes and why the kernel runs.
func measuredReport(g *gpu.GPU, cfg Config) Report {
	d := g.Dev
	return Report{Device: d.Name, Summary: d.Summary(), Driver: d.DriverVersion, NVRTC: d.NVRTCVersion, SMs: d.SMs, L2Bytes: d.L2Bytes,
		Rounds: cfg.Rounds, Warmup: cfg.Warmup, KernelWhy: cfg.KernelWhy, Shapes: cfg.Shapes}
}

// shapeSteps is measureShape's progress steps at a shape: the reference,
// the timing, and a check, a recheck and each round of each variant.
func shapeSteps(cfg Config) int {
	return 2 + (len(cfg.Mappings)+1)*(cfg.Warmup+cfg.Rounds+2)
}

// progressSteps is a sweep's step: each call counts one of its total
// steps to progress (nil: none) and returns ctx's error, so that a
// cancelled sweep stops at the next step.
func progressSteps(ctx context.Context, total int, progress func(Progress)) func(string) error {
	done := 0
	return func(what string) error {
		done++
		if progress != nil {
			progress(Progress{Done: done, Total: total, Step: what})
		}
		return ctx.Err()
	}
}

// newShapeResult is shape s's result before it is measured: kernel k's
// tiles and the models of its launches under maps on device model (a
// cluster's SMs as one), then cuBLAS.
func newShapeResult(k *Kernels, s Shape, maps []raster.Mapping, model raster.Device) (ShapeResult, error) {
	kern := k.launcherFor(s).kern
	sr, err := modelFor(s, kern, maps, model, k.CTAsPerSM)
	if err != nil {
		return sr, err
	}
	sr.Variants = append(sr.Variants, Variant{Name: CublasName})
	sr.Kernel, sr.KernelWhy = kern.Name, shapeNote(kern, s)
	return sr, nil
}

// shapeSeed is the inputs' seed at shape s: cfg.Seed, or one from the shape.
func shapeSeed(cfg Config, s Shape) uint32 {
	if cfg.Seed != 0 {
		return cfg.Seed
	}
	return uint32(s.M*31+s.N*17+s.K) | 1
}

// runAuto is Run for kernels.Auto: one sweep per kernel that kernels.Choose
// picks, over its shapes (in their order), merged into one report whose
// results follow cfg.Shapes, each naming the kernel that ran it, and whose
// Chosen lists each kernel's launch configuration and shapes. (A shape's
// random inputs come from its index in its group, not in cfg.Shapes.)
func runAuto(ctx context.Context, g *gpu.GPU, cfg Config, progress func(Progress)) (Report, error) {
	var order []string
	var kerns []kernels.Kernel   // order's kernels
	groups := map[string][]int{} // kernel -> indices into cfg.Shapes
	for i, s := range cfg.Shapes {
		kern := kernels.Choose(s.M, s.N, s.K)
		if _, ok := groups[kern.Name]; !ok {
			order, kerns = append(order, kern.Name), append(kerns, kern)
		}
		groups[kern.Name] = append(groups[kern.Name], i)
	}
	per := shapeSteps(cfg) // run's steps per shape
	cs := compilations(kerns, g.Dev.Arch())
	total := len(cs) + len(cfg.Shapes)*per
	rep := Report{Kernel: kernels.Auto, KernelAbout: kernels.AutoAbout, KernelWhy: cfg.KernelWhy, Shapes: cfg.Shapes, Results: make([]ShapeResult, len(cfg.Shapes))}
	if _, _, err := precompile(ctx, g, cs, progressSteps(ctx, total, progress)); err != nil {
		return rep, err
	}
	done := len(cs)
	for _, name := range order {
		one := cfg
		one.Kernel, one.Shapes = name, nil
		for _, i := range groups[name] {
			one.Shapes = append(one.Shapes, cfg.Shapes[i])
		}
		var prog func(Progress)
		if progress != nil {
			base := done
			prog = func(p Progress) {
				progress(Progress{Done: base + p.Done, Total: total, Step: name + ": " + p.Step})
			}
		}
		var r Report
		err := g.Do(func() error {
			var err error
			r, err = run(ctx, g, one, prog)
			return err
		})
		if err != nil {
			return rep, err
		}
		rep.Device, rep.Summary, rep.Driver, rep.NVRTC, rep.SMs, rep.L2Bytes = r.Device, r.Summary, r.Driver, r.NVRTC, r.SMs, r.L2Bytes
		rep.Rounds, rep.Warmup = r.Rounds, r.Warmup
		kr := KernelRun{Kernel: r.Kernel, About: r.KernelAbout, Registers: r.Registers, Threads: r.Threads, Stages: r.Stages, CTAsPerSM: r.CTAsPerSM}
		for j, i := range groups[name] {
			rep.Results[i] = r.Results[j]
			_, rep.Results[i].KernelWhy = kernels.ChooseWhy(cfg.Shapes[i].M, cfg.Shapes[i].N, cfg.Shapes[i].K)
			rep.Chosen = addChosen(rep.Chosen, kr, cfg.Shapes[i])
		}
		done += len(groups[name]) * per
	}
	return rep, nil
}

// operands is one shape's device buffers: A and B, C, cuBLAS's product
// ref, and 64 bytes of scratch for Compare.
type operands struct{ a, b, c, ref, scratch gpu.DevPtr }

// shapeBuffers allocates (in bufs) and fills shape s's operands: A and B
// random from seed, and cuBLAS's product in ref.
func shapeBuffers(k *Kernels, s Shape, seed uint32, bufs *buffers) (operands, error) {
	g := k.g
	m, n, kk := int64(s.M), int64(s.N), int64(s.K)
	if pad := padBytes(); pad > 0 {
		bufs.alloc(pad)
	}
	o := operands{a: bufs.alloc(m * kk * 2), b: bufs.alloc(n * kk * 2), c: bufs.alloc(m * n * 4), ref: bufs.alloc(m * n * 4), scratch: bufs.alloc(64)}
	if bufs.err != nil {
		return operands{}, fmt.Errorf("sweep: buffers for %s: %w", s, bufs.err)
	}
	if err := k.Fill(o.a, m*kk, seed); err != nil {
		return operands{}, err
	}
	if err := k.Fill(o.b, n*kk, seed*7+3); err != nil {
		return operands{}, err
	}
	if err := g.Fill32(o.ref, poison, m*n); err != nil {
		return operands{}, err
	}
	if err := g.GemmBF16(o.a, o.b, o.ref, s.M, s.N, s.K); err != nil {
		return operands{}, err
	}
	return o, g.Sync()
}

// measureShape fills sr's measured columns. The last variant is cuBLAS.
func measureShape(ctx context.Context, k *Kernels, s Shape, sr *ShapeResult, cfg Config, seed uint32, step func(string) error) (err error) {
	bufs := &buffers{g: k.g}
	defer bufs.free(&err)
	ops, err := shapeBuffers(k, s, seed, bufs)
	if err != nil {
		return err
	}
	return measureIn(ctx, k, s, sr, cfg, ops, bufs, step)
}

// measureIn is measureShape in operands ops (bufs holds them and takes
// the start record's buffer).
func measureIn(ctx context.Context, k *Kernels, s Shape, sr *ShapeResult, cfg Config, ops operands, bufs *buffers, step func(string) error) error {
	g := k.g
	a, b, c, ref, scratch := ops.a, ops.b, ops.c, ops.ref, ops.scratch
	if err := step(s.String() + ": cuBLAS reference"); err != nil {
		return err
	}
	nv := len(sr.Variants)
	launch := func(i int) func() error {
		if i == nv-1 {
			return func() error { return g.GemmBF16(a, b, c, s.M, s.N, s.K) }
		}
		return func() error {
			_, err := k.Gemm(cfg.Mappings[i], a, b, c, s, 0)
			return err
		}
	}
	// Correctness first, each variant on a poisoned output.
	unchecked := os.Getenv(EnvUnchecked) == "1"
	for i := range sr.Variants {
		if unchecked {
			break
		}
		rel, err := k.check(sr.Variants[i].Name, s, c, ref, scratch, cfg.Tol, launch(i))
		if err != nil {
			return err
		}
		sr.Variants[i].RelErr, sr.Variants[i].Checks = rel, 1
		if err := step(s.String() + ": check " + sr.Variants[i].Name); err != nil {
			return err
		}
	}
	if err := step(s.String() + ": timing"); err != nil {
		return err
	}
	names := make([]string, nv)
	ls := make([]func() error, nv)
	for i := range sr.Variants {
		names[i], ls[i] = sr.Variants[i].Name, launch(i)
	}
	times, err := timeLaunches(k, s, c, names, ls, cfg.Warmup, cfg.Rounds, step)
	if err != nil {
		return err
	}
	// Correctness again after timing, each variant on a poisoned output.
	for i := range sr.Variants {
		if unchecked {
			break
		}
		rel, err := k.check(sr.Variants[i].Name, s, c, ref, scratch, cfg.Tol, launch(i))
		if err != nil {
			return err
		}
		sr.Variants[i].RelErr = max(sr.Variants[i].RelErr, rel)
		sr.Variants[i].Checks++
		if err := step(s.String() + ": recheck " + sr.Variants[i].Name); err != nil {
			return err
		}
	}
	if err := recordStarts(k, s, cfg.Mappings, sr.Variants, a, b, c, bufs); err != nil {
		return err
	}
	for i := range sr.Variants {
		t := append([]float64(nil), times[i]...)
		sort.Float64s(t)
		v := &sr.Variants[i]
		v.MedianMs = median(t)
		v.MinMs, v.MaxMs = t[0], t[len(t)-1]
		v.TFLOPs = s.Flops() / (v.MedianMs * 1e-3) / 1e12
	}
	cu := sr.Variants[nv-1].TFLOPs
	tm, tn, _, _, _ := k.Tiles(s)
	for i := range sr.Variants {
		sr.Variants[i].PctCublas = 100 * sr.Variants[i].TFLOPs / cu
		if i < nv-1 {
			x, y, z := cfg.Mappings[i].Grid(tm, tn)
			sr.Variants[i].Grid = [3]int{x, y, z}
			sr.Variants[i].SplitTiles, sr.Variants[i].SplitChunks, sr.Variants[i].StreamK = launchSplit(k, cfg.Mappings[i], s)
		}
	}
	return nil
}

// timeLaunches times each of the launches ls (named names) at shape s,
// warmup+rounds times round-robin, each on C (c) filled with poison and
// after the Spin lead, between two events; it returns the last rounds
// times of each launch, in ms.
func timeLaunches(k *Kernels, s Shape, c gpu.DevPtr, names []string, ls []func() error, warmup, rounds int, step func(string) error) ([][]float64, error) {
	g := k.g
	start, err := g.NewEvent()
	if err != nil {
		return nil, err
	}
	defer start.Destroy()
	end, err := g.NewEvent()
	if err != nil {
		return nil, err
	}
	defer end.Destroy()
	times := make([][]float64, len(ls))
	lead := leadNs()
	cells := int64(s.M) * int64(s.N)
	for r := 0; r < warmup+rounds; r++ {
		for i, launch := range ls {
			if err := g.Fill32(c, poison, cells); err != nil {
				return nil, err
			}
			if lead > 0 {
				if err := k.Spin(lead); err != nil {
					return nil, err
				}
			}
			if err := start.Record(); err != nil {
				return nil, err
			}
			if err := launch(); err != nil {
				return nil, err
			}
			if err := end.Record(); err != nil {
				return nil, err
			}
			ms, err := gpu.Elapsed(start, end)
			if err != nil {
				return nil, fmt.Errorf("%s at %s: %w", names[i], s, err)
			}
			if r >= warmup {
				times[i] = append(times[i], ms)
			}
			if err := step(fmt.Sprintf("%s: round %d/%d %s", s, r+1, warmup+rounds, names[i])); err != nil {
				return nil, err
			}
		}
	}
	return times, nil
}

// launchSplit is Kernels.LaunchSplit as a report records it: the tiles
// split, the chunks a tile (0 for stream-K, or where nothing is split),
// and whether the split is stream-K.
func launchSplit(k *Kernels, mp raster.Mapping, s Shape) (tiles, chunks int, streamK bool) {
	l, sp := k.LaunchSplit(mp, s)
	if l <= 0 {
		return 0, 0, false
	}
	return l, sp, sp == 0
}

// recordStarts launches each mapping once more with tile recording on and
// keeps, in vs[i].StartNs, when each tile's CTA started (ns after the first
// start); the recorded tiles must be the mapping's (compareTiles).
func recordStarts(k *Kernels, s Shape, maps []raster.Mapping, vs []Variant, a, b, c gpu.DevPtr, bufs *buffers) error {
	tm, tn, _, _, err := k.Tiles(s)
	if err != nil {
		return err
	}
	maxGrid := 0
	for _, mp := range maps {
		x, y, z := mp.Grid(tm, tn)
		maxGrid = max(maxGrid, x*y*z)
	}
	rec := bufs.alloc(int64(maxGrid) * 16) // (m, n) as 2 int32, then a u64 time, per CTA id
	if bufs.err != nil {
		return fmt.Errorf("sweep: start record for %s: %w", s, bufs.err)
	}
	for i, mp := range maps {
		grid, err := k.Gemm(mp, a, b, c, s, rec)
		if err != nil {
			return err
		}
		if err := k.g.Sync(); err != nil {
			return fmt.Errorf("%s at %s (recording starts): %w", mp.Name(), s, err)
		}
		total := grid[0] * grid[1] * grid[2]
		got := make([]int32, 4*total)
		if err := gpu.CopyToHost(k.g, got, rec); err != nil {
			return err
		}
		if msg := compareTiles(mp, tm, tn, grid, got[:2*total]); msg != "" {
			return fmt.Errorf("sweep: %s at %s: recorded tiles: %s", mp.Name(), s, msg)
		}
		vs[i].StartNs, err = startTimes(got, total, tm, tn)
		if err != nil {
			return fmt.Errorf("sweep: %s at %s: %w", mp.Name(), s, err)
		}
	}
	return nil
}

// unwrittenStart is a start time left as Verify poisons the record (0xdeadbeef words).
const unwrittenStart = 0xdeadbeefdeadbeef

// startTimes reads a launch's record (2·total int32 tiles, then total
// uint64 start times, as record_tile writes them) into the start of each
// tile m·tn + n, in ns after the earliest.
func startTimes(rec []int32, total, tm, tn int) ([]int64, error) {
	start := make([]int64, tm*tn)
	seen := make([]bool, tm*tn)
	first := int64(math.MaxInt64)
	for t := 0; t < total; t++ {
		m, n := int(rec[2*t]), int(rec[2*t+1])
		if m < 0 {
			continue
		}
		ns := int64(uint64(uint32(rec[2*total+2*t])) | uint64(uint32(rec[2*total+2*t+1]))<<32)
		if uint64(ns) == unwrittenStart {
			return nil, fmt.Errorf("CTA id %d recorded tile (%d,%d) but no start time", t, m, n)
		}
		if m >= tm || n >= tn || seen[m*tn+n] {
			return nil, fmt.Errorf("CTA id %d recorded tile (%d,%d) of %dx%d, or a tile twice", t, m, n, tm, tn)
		}
		seen[m*tn+n], start[m*tn+n] = true, ns
		first = min(first, ns)
	}
	for i, ok := range seen {
		if !ok {
			return nil, fmt.Errorf("tile (%d,%d) has no recorded start", i/tn, i%tn)
		}
		start[i] -= first
	}
	return start, nil
}

func median(sorted []float64) float64 {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// buffers allocates device memory for one shape and frees all of it: after
// the first failed allocation, alloc returns 0 and err holds the failure.
type buffers struct {
	g    *gpu.GPU
	ptrs []gpu.DevPtr
	err  error
}

func (b *buffers) alloc(bytes int64) gpu.DevPtr {
	if b.err != nil {
		return 0
	}
	p, err := b.g.Alloc(bytes)
	if err != nil {
		b.err = err
		return 0
	}
	b.ptrs = append(b.ptrs, p)
	return p
}

// free releases every buffer; the first failure becomes *err if it is nil.
func (b *buffers) free(err *error) {
	for _, p := range b.ptrs {
		if ferr := b.g.Free(p); ferr != nil && *err == nil {
			*err = ferr
		}
	}
}
