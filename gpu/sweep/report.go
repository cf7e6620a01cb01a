package sweep

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// CublasName labels the cuBLAS reference variant.
const CublasName = "cuBLAS"

// Report is the outcome of a sweep, measured or model-only.
type Report struct {
	Device      string        `json:"device"`                   // device name (or profile name)
	Summary     string        `json:"device_summary,omitempty"` // the device query in one line (GPU runs)
	ModelOnly   bool          `json:"model_only"`               // true: no GPU, nothing measured
	Why         string        `json:"why,omitempty"`            // why only the model (what was looked for)
	Driver      int           `json:"driver,omitempty"`         // CUDA driver version
	NVRTC       string        `json:"nvrtc,omitempty"`          // NVRTC version
	SMs         int           `json:"sms"`                      // multiprocessors (model input)
	L2Bytes     int64         `json:"l2_bytes"`                 // L2 size (model input)
	CTAsPerSM   int           `json:"ctas_per_sm"`              // resident CTAs per SM (model input; measured by occupancy on a GPU)
	Rounds      int           `json:"rounds,omitempty"`         // timed rounds
	Warmup      int           `json:"warmup,omitempty"`         // warm-up launches
	Registers   int           `json:"registers,omitempty"`      // registers per thread of the GEMM kernel
	Threads     int           `json:"threads,omitempty"`        // threads per CTA of the GEMM kernel
	Kernel      string        `json:"kernel,omitempty"`         // the GEMM kernel (kernels.ByName), or kernels.Auto
	KernelAbout string        `json:"kernel_about,omitempty"`   // what it is, in one line
	KernelWhy   string        `json:"kernel_why,omitempty"`     // why this kernel ran (Config.KernelWhy: the default for the GPU, or named)
	Stages      int           `json:"stages,omitempty"`         // cp.async pipeline depth of the GEMM kernel
	Chosen      []KernelRun   `json:"chosen,omitempty"`         // with kernels.Auto: each kernel that ran, its configuration and shapes (the one-kernel fields above are then zero)
	Shapes      []Shape       `json:"-"`
	Results     []ShapeResult `json:"results"`
}

// KernelRun is one kernel of a kernels.Auto report and the shapes it ran.
type KernelRun struct {
	Kernel    string   `json:"kernel"`
	About     string   `json:"kernel_about"`
	Registers int      `json:"registers,omitempty"`
	Threads   int      `json:"threads,omitempty"`
	Stages    int      `json:"stages,omitempty"`
	CTAsPerSM int      `json:"ctas_per_sm"`
	Shapes    []string `json:"shapes"`
}

// ShapeResult is every variant at one shape.
type ShapeResult struct {
	Shape  string `json:"shape"`
	Kernel string `json:"kernel,omitempty"` // the GEMM kernel that ran the shape (its tiles and grids)
	// KernelWhy says why that kernel, and how, when it is not plain: the
	// reason kernels.Choose gives (auto), or how K % 8 != 0 was run.
	KernelWhy string    `json:"kernel_why,omitempty"`
	Tune      *Tune     `json:"tune,omitempty"` // how auto tuned the shape (Config.Tune)
	M         int       `json:"m"`
	N         int       `json:"n"`
	K         int       `json:"k"`
	TilesM    int       `json:"tiles_m"` // output tiles along the kernel's M: C's N where it swaps its operands (a name ending in kernels.SwapSuffix)
	TilesN    int       `json:"tiles_n"`
	TileM     int       `json:"tile_m"` // the tile, in elements of the product the kernel computes (Cᵀ where it swaps)
	TileN     int       `json:"tile_n"`
	TileK     int       `json:"tile_k,omitempty"` // the kernel's K step (the simulation's chunk)
	Variants  []Variant `json:"variants"`
}

// TileGrid says how the output is cut: "64x64 tiles of 128x128", or
// "15x4 tiles of 256x136 of Cᵀ" where the kernel swaps its operands.
func (sr ShapeResult) TileGrid() string {
	g := fmt.Sprintf("%dx%d tiles of %dx%d", sr.TilesM, sr.TilesN, sr.TileM, sr.TileN)
	if sr.Swapped() {
		g += " of Cᵀ"
	}
	return g
}

// Swapped reports whether the shape's kernel computes Cᵀ = B·Aᵀ
// (kernels.Swapped): its tiles, the model's A panels (tile rows) and B
// panels (tile columns) are then those of Cᵀ, rows of the caller's B and A.
func (sr ShapeResult) Swapped() bool { return strings.HasSuffix(sr.Kernel, kernels.SwapSuffix) }

// Variant is one mapping (or cuBLAS) at one shape.
type Variant struct {
	Name string `json:"name"`
	Grid [3]int `json:"grid,omitempty"`

	// Measured (zero in a model-only report).
	MedianMs  float64 `json:"median_ms,omitempty"`
	MinMs     float64 `json:"min_ms,omitempty"`
	MaxMs     float64 `json:"max_ms,omitempty"`
	TFLOPs    float64 `json:"tflops,omitempty"`     // at the median
	PctCublas float64 `json:"pct_cublas,omitempty"` // median TFLOP/s over cuBLAS's
	RelErr    float64 `json:"rel_err,omitempty"`    // ‖C − C_cuBLAS‖ / ‖C_cuBLAS‖, worst of the checks
	Checks    int     `json:"checks,omitempty"`     // correctness checks passed

	// The launch's split of K (Kernels.LaunchSplit; zero where none):
	// the last SplitTiles tiles cut along K into SplitChunks chunks each,
	// or, with StreamK, their K steps shared out over every cluster.
	SplitTiles  int  `json:"split_tiles,omitempty"`
	SplitChunks int  `json:"split_chunks,omitempty"`
	StreamK     bool `json:"stream_k,omitempty"`

	// The traffic models (not measurements): raster.Model, CTAs started at a
	// steady rate (the lesson's first approximation), and raster.Simulate,
	// waves of staggered CTAs through a two-partition, set-associative L2.
	ModelDRAMBytes int64   `json:"model_dram_bytes,omitempty"`
	ModelHitRate   float64 `json:"model_hit_rate,omitempty"`
	SimDRAMBytes   int64   `json:"sim_dram_bytes,omitempty"`
	SimHitRate     float64 `json:"sim_hit_rate,omitempty"`

	// Measured launch order: StartNs[m·tilesN + n] is when tile (m, n)'s
	// CTA started (%globaltimer, ns after the first start) in one launch
	// after the timing (record_tile in kernels/common.cuh); empty for
	// cuBLAS and in a model-only report. raster.StartWaves cuts it into
	// waves beside raster.SimulateWaves's.
	StartNs []int64 `json:"start_ns,omitempty"`

	// Measured by ncu with --profile.
	Profiled     bool    `json:"profiled,omitempty"`
	NcuL2HitRate float64 `json:"ncu_l2_hit_rate,omitempty"`
	NcuDRAMBytes int64   `json:"ncu_dram_read_bytes,omitempty"`
}

// SimL2For is the L2 model the simulation of kernel k's launches uses:
// raster.PersistentL2 for a persistent kernel, whose CTAs walk the tiles on
// a fixed stride and drift apart, raster.SimL2 for one whose CTAs the
// hardware hands out in launch order (docs/l2-model.md).
func SimL2For(k kernels.Kernel) raster.L2 {
	if k.Persistent {
		return raster.PersistentL2
	}
	return raster.SimL2
}

// modelFor is modelVariants for kernel kern at shape s, its simulation
// SimL2For(kern): over the shape kern computes (KernelShape: N×M where it
// swaps its operands, its tiles along N first), the result named s.
func modelFor(s Shape, kern kernels.Kernel, maps []raster.Mapping, d raster.Device, ctasPerSM int) (ShapeResult, error) {
	sr, err := modelVariants(KernelShape(kern, s), maps, d, ctasPerSM, kern.TileM, kern.TileN, kern.TileK, SimL2For(kern))
	sr.Shape, sr.M, sr.N = s.String(), s.M, s.N
	return sr, err
}

// modelVariants fills the model columns for each mapping at shape s
// on tiles of tileM×tileN with K steps of tileK, the simulation under l2.
func modelVariants(s Shape, maps []raster.Mapping, d raster.Device, ctasPerSM, tileM, tileN, tileK int, l2 raster.L2) (ShapeResult, error) {
	tm, tn, err := raster.Tiles(s.M, s.N, tileM, tileN)
	if err != nil {
		return ShapeResult{}, err
	}
	sr := ShapeResult{Shape: s.String(), M: s.M, N: s.N, K: s.K, TilesM: tm, TilesN: tn, TileM: tileM, TileN: tileN, TileK: tileK}
	p := raster.Problem{M: s.M, N: s.N, K: s.K, TileM: tileM, TileN: tileN, TileK: tileK, ElemBytes: 2}
	for _, mp := range maps {
		tr, err := raster.Model(p, mp, d, ctasPerSM)
		if err != nil {
			return ShapeResult{}, fmt.Errorf("%s at %s: %v", mp.Name(), s, err)
		}
		sim, err := raster.SimulateL2(p, mp, d, ctasPerSM, l2)
		if err != nil {
			return ShapeResult{}, fmt.Errorf("%s at %s: %v", mp.Name(), s, err)
		}
		x, y, z := mp.Grid(tm, tn)
		sr.Variants = append(sr.Variants, Variant{Name: mp.Name(), Grid: [3]int{x, y, z}, ModelDRAMBytes: tr.DRAMBytes, ModelHitRate: tr.HitRate,
			SimDRAMBytes: sim.DRAMBytes, SimHitRate: sim.HitRate})
	}
	return sr, nil
}

// WaveTrace is raster.SimulateWaves for variant v of result i: the launch
// whose totals are the variant's SimDRAMBytes, on the model the report used
// (the kernel's tiles and K step; the SMs divided by the kernel's cluster
// size, as a cluster computes one tile; the report's CTAs per SM and L2). cuBLAS has none.
func (r Report) WaveTrace(i, v int) (raster.Trace, error) {
	if i < 0 || i >= len(r.Results) || v < 0 || v >= len(r.Results[i].Variants) {
		return raster.Trace{}, fmt.Errorf("sweep: no variant %d of result %d", v, i)
	}
	return r.waveTrace(r.Results[i], v)
}

func (r Report) waveTrace(sr ShapeResult, v int) (raster.Trace, error) {
	name := sr.Variants[v].Name
	if name == CublasName {
		return raster.Trace{}, fmt.Errorf("sweep: %s has no launch order to model", name)
	}
	mp, err := raster.Parse(name)
	if err != nil {
		return raster.Trace{}, err
	}
	cluster, ctas, l2 := 1, r.CTAsPerSM, raster.SimL2
	kname := r.Kernel
	if sr.Kernel != "" {
		kname = sr.Kernel
	}
	ks := Shape{sr.M, sr.N, sr.K}
	if kern, err := kernels.ByName(kname); err == nil {
		cluster, l2, ks = kern.ClusterSize(), SimL2For(kern), KernelShape(kern, ks)
	}
	for _, c := range r.Chosen {
		if c.Kernel == kname {
			ctas = c.CTAsPerSM
		}
	}
	d := raster.Device{Name: r.Device, SMs: r.SMs / cluster, L2Bytes: r.L2Bytes}
	p := raster.Problem{M: ks.M, N: ks.N, K: ks.K, TileM: sr.TileM, TileN: sr.TileN, TileK: sr.TileK, ElemBytes: 2}
	return raster.SimulateWavesL2(p, mp, d, max(ctas, 1), l2)
}

// ModelOnly is the report with no GPU: the traffic model for device profile d.
// why says why nothing was measured.
// Its work is bounded: past MaxModelTiles (ModelTiles) it is an error.
func ModelOnly(cfg Config, d raster.Device, why string) (Report, error) {
	cfg = cfg.withDefaults()
	name := cfg.Kernel
	if name == "" {
		name = kernels.MMA.Name
	}
	kern, err := kernels.Resolve(name, 1, 1, 64)
	if err != nil {
		return Report{}, err
	}
	if err := checkModelWork(cfg); err != nil {
		return Report{}, err
	}
	// The kernel's tiles and wave: the model of what that kernel would read.
	r := Report{Device: d.Name, ModelOnly: true, Why: why, SMs: d.SMs, L2Bytes: d.L2Bytes, CTAsPerSM: kern.ModelCTAsPerSM,
		Kernel: kern.Name, KernelAbout: kern.About, KernelWhy: cfg.KernelWhy, Shapes: cfg.Shapes}
	if name == kernels.Auto {
		r.Kernel, r.KernelAbout, r.CTAsPerSM = kernels.Auto, kernels.AutoAbout, 0
	}
	for _, s := range cfg.Shapes {
		if err := s.Check(); err != nil {
			return Report{}, fmt.Errorf("sweep: shape %s: %v", s, err)
		}
		kern, _ := kernels.Resolve(name, s.M, s.N, s.K)
		shapeWhy := shapeNote(kern, s)
		if name == kernels.Auto {
			_, shapeWhy = kernels.ChooseWhy(s.M, s.N, s.K)
			r.Chosen = addChosen(r.Chosen, KernelRun{Kernel: kern.Name, About: kern.About, CTAsPerSM: kern.ModelCTAsPerSM}, s)
		}
		md := d
		md.SMs /= kern.ClusterSize() // a cluster computes one tile
		sr, err := modelFor(s, kern, cfg.Mappings, md, kern.ModelCTAsPerSM)
		if err != nil {
			return Report{}, err
		}
		sr.Kernel, sr.KernelWhy = kern.Name, shapeWhy
		r.Results = append(r.Results, sr)
	}
	return r, nil
}

// MaxModelTiles bounds the work of a model-only report, in tiles modelled:
// the tiles of each shape (in its kernel's tiles) times the mappings, summed
// over the shapes. Each tile costs the two models tens of microseconds and
// some bytes: the default sweep of the mma kernel (4 shapes, 36,864 tiles of
// 128×128, 7 mappings: 258,048) is just inside it and takes seconds; 65536³
// or 64 swizzle widths are far past it.
const MaxModelTiles = 1 << 18

// ModelTiles is the work of a model-only report of cfg, in MaxModelTiles's
// unit, and the shape that contributes most (its tiles per mapping).
func ModelTiles(cfg Config) (total int64, worst Shape, worstTiles int64, err error) {
	cfg = cfg.withDefaults()
	name := cfg.Kernel
	if name == "" {
		name = kernels.MMA.Name
	}
	for _, s := range cfg.Shapes {
		if err := s.Check(); err != nil {
			return 0, Shape{}, 0, fmt.Errorf("sweep: shape %s: %v", s, err)
		}
		kern, err := kernels.Resolve(name, s.M, s.N, s.K)
		if err != nil {
			return 0, Shape{}, 0, err
		}
		ks := KernelShape(kern, s)
		tm, tn, err := raster.Tiles(ks.M, ks.N, kern.TileM, kern.TileN)
		if err != nil {
			return 0, Shape{}, 0, err
		}
		t := int64(tm) * int64(tn)
		total += t * int64(len(cfg.Mappings))
		if t > worstTiles {
			worst, worstTiles = s, t
		}
	}
	return total, worst, worstTiles, nil
}

// checkModelWork is ModelTiles against MaxModelTiles, as an error that says
// what to change.
func checkModelWork(cfg Config) error {
	total, worst, worstTiles, err := ModelTiles(cfg)
	if err != nil {
		return err
	}
	if total > MaxModelTiles {
		return fmt.Errorf("sweep: the model-only report would model %d tiles (%d shapes × %d mappings; %s alone is %d tiles a mapping), more than the limit of %d: give fewer or smaller shapes, or fewer mappings",
			total, len(cfg.Shapes), len(cfg.Mappings), worst, worstTiles, MaxModelTiles)
	}
	return nil
}

// shapeNote is how kernel kern runs shape s when that is not plain: with K %
// 8 != 0 a TMA kernel reads copies of A and B in padded rows, and a kernel
// without an unaligned entry hands the shape to mma's.
func shapeNote(kern kernels.Kernel, s Shape) string {
	if s.K%8 == 0 {
		return ""
	}
	if kern.TMA {
		return fmt.Sprintf("K·2 = %d bytes is not a multiple of 16: A and B are first copied into rows of %d elements (timed with the GEMM)", s.K*2, kernels.RowPitch(s.K))
	}
	if kern.Unaligned != "" {
		return "K % 8 != 0: the kernel's unaligned entry (" + kern.Unaligned + ")"
	}
	return fmt.Sprintf("K %% 8 != 0: %s needs 16-byte rows, so mma's unaligned kernel ran", kern.Name)
}

// addChosen adds shape s to kr's entry of cs (appended when new).
func addChosen(cs []KernelRun, kr KernelRun, s Shape) []KernelRun {
	for i := range cs {
		if cs[i].Kernel == kr.Kernel {
			cs[i].Shapes = append(cs[i].Shapes, s.String())
			return cs
		}
	}
	kr.Shapes = []string{s.String()}
	return append(cs, kr)
}

// WriteJSON writes the report as indented JSON.
func (r Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

func gb(b int64) string { return fmt.Sprintf("%.2f", float64(b)/1e9) }

// WriteTable writes one table per shape. Model columns are marked "formula" and "sim".
func (r Report) WriteTable(w io.Writer) error {
	var b strings.Builder
	switch {
	case r.ModelOnly && len(r.Chosen) > 0:
		fmt.Fprintf(&b, "MODEL ONLY: nothing was measured. Device profile: %s (%d SMs, %d MiB L2); kernel %s (%s): each shape with its kernel's tiles.\n", r.Device, r.SMs, r.L2Bytes>>20, r.Kernel, r.KernelAbout)
	case r.ModelOnly:
		fmt.Fprintf(&b, "MODEL ONLY: nothing was measured. Device profile: %s (%d SMs, %d MiB L2); kernel %s's tiles, CTAs per SM: %d.\n", r.Device, r.SMs, r.L2Bytes>>20, r.Kernel, r.CTAsPerSM)
	case len(r.Chosen) > 0:
		fmt.Fprintf(&b, "Device: %s; driver %d, NVRTC %s.\nKernel %s (%s); median of %d interleaved rounds after %d warm-up.\n",
			r.Summary, r.Driver, r.NVRTC, r.Kernel, r.KernelAbout, r.Rounds, r.Warmup)
		for _, c := range r.Chosen {
			fmt.Fprintf(&b, "  %s (%s), %d threads, %d stages, %d CTAs/SM, %d regs: %s\n",
				c.Kernel, c.About, c.Threads, c.Stages, c.CTAsPerSM, c.Registers, strings.Join(c.Shapes, ", "))
		}
	default:
		fmt.Fprintf(&b, "Device: %s; driver %d, NVRTC %s.\nKernel %s (%s), %d threads, %d stages, %d CTAs/SM, %d regs; median of %d interleaved rounds after %d warm-up.\n",
			r.Summary, r.Driver, r.NVRTC, r.Kernel, r.KernelAbout, r.Threads, r.Stages, r.CTAsPerSM, r.Registers, r.Rounds, r.Warmup)
	}
	if r.KernelWhy != "" {
		fmt.Fprintf(&b, "Why %s: %s.\n", r.Kernel, r.KernelWhy)
	}
	for _, sr := range r.Results {
		fmt.Fprintf(&b, "\n%s  (%s)", sr.Shape, sr.TileGrid())
		if sr.Kernel != "" {
			fmt.Fprintf(&b, "  kernel %s", sr.Kernel)
		}
		b.WriteString("\n")
		if sr.Tune != nil {
			for _, l := range sr.Tune.Lines() {
				fmt.Fprintf(&b, "  %s\n", l)
			}
		}
		if sr.KernelWhy != "" {
			fmt.Fprintf(&b, "  (%s)\n", sr.KernelWhy)
		}
		writeAligned(&b, r.Rows(sr, AllColumns))
	}
	if r.ModelOnly {
		b.WriteString("\nFormula: CTAs start in linear launch order at a steady rate, SMs x CTAs/SM in flight; LRU L2 over K-slices of A and B tile panels.\n" +
			"Sim: SMs x CTAs/SM CTAs at a time, each SM starting its next CTA when the last ends (a hardware-scheduled kernel: the first wave's starts spread over 1/8 of the K loop; a persistent kernel: all start at once, then each of a CTA's later tiles starts late by a pseudo-random delay, 3% of its K loop on average, the delays adding up); K-step chunks, in the 32-byte sectors their rows touch (a persistent kernel: the 128-byte lines, which its tensor maps promote on a miss), through half the L2 (two partitions), set-associative (sets of 16 chunks, LRU in each), C tiles written through it. Predicted, not measured.\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Columns picks the columns of Rows.
type Columns int

const (
	// AllColumns is every column: cutetui bench's table.
	AllColumns Columns = iota
	// ScreenColumns is the TUI's narrower table: it leaves out the spread
	// of the timings, the relative error (every variant passed its check,
	// or the run failed) and the formula's hit rate, and puts the
	// simulation, the model that tracks ncu, before the closed formula.
	ScreenColumns
)

// Rows is the table of shape result sr: a header, then a row per variant
// (cuBLAS last when measured). Measured columns appear only when r was
// measured, ncu's only when a variant was profiled; the two models'
// columns are labelled "formula" (raster.Model, the closed form) and "sim"
// (raster.Simulate), and cuBLAS has none ("-").
func (r Report) Rows(sr ShapeResult, cols Columns) [][]string {
	profiled := false
	for _, v := range sr.Variants {
		profiled = profiled || v.Profiled
	}
	head := []string{"mapping", "grid"}
	if !r.ModelOnly {
		head = append(head, "ms")
		if cols == AllColumns {
			head = append(head, "spread ms")
		}
		head = append(head, "TFLOP/s", "% cuBLAS")
		if cols == AllColumns {
			head = append(head, "rel err")
		}
	}
	if cols == AllColumns {
		head = append(head, "formula DRAM GB", "formula L2 hit", "sim DRAM GB", "sim L2 hit")
	} else {
		head = append(head, "sim DRAM GB", "sim L2 hit", "formula GB")
	}
	if profiled {
		head = append(head, "ncu DRAM GB", "ncu L2 hit")
	}
	started := false // the start order was recorded: tiles that started in the sim's wave
	for _, v := range sr.Variants {
		started = started || (cols == AllColumns && len(v.StartNs) > 0)
	}
	if started {
		head = append(head, "in sim wave")
	}
	rows := [][]string{head}
	for vi, v := range sr.Variants {
		row := []string{v.Name, "-"}
		if v.Grid != [3]int{} {
			row[1] = fmt.Sprintf("%dx%dx%d", v.Grid[0], v.Grid[1], v.Grid[2])
		}
		if !r.ModelOnly {
			row = append(row, fmt.Sprintf("%.3f", v.MedianMs))
			if cols == AllColumns {
				row = append(row, fmt.Sprintf("%.3f-%.3f", v.MinMs, v.MaxMs))
			}
			row = append(row, fmt.Sprintf("%.0f", v.TFLOPs), fmt.Sprintf("%.1f", v.PctCublas))
			if cols == AllColumns {
				row = append(row, fmt.Sprintf("%.1e", v.RelErr))
			}
		}
		switch {
		case v.Name == CublasName && cols == AllColumns:
			row = append(row, "-", "-", "-", "-")
		case v.Name == CublasName:
			row = append(row, "-", "-", "-")
		case cols == AllColumns:
			row = append(row, gb(v.ModelDRAMBytes), fmt.Sprintf("%.1f%%", 100*v.ModelHitRate),
				gb(v.SimDRAMBytes), fmt.Sprintf("%.1f%%", 100*v.SimHitRate))
		default:
			row = append(row, gb(v.SimDRAMBytes), fmt.Sprintf("%.1f%%", 100*v.SimHitRate), gb(v.ModelDRAMBytes))
		}
		if profiled {
			if v.Profiled {
				row = append(row, gb(v.NcuDRAMBytes), fmt.Sprintf("%.1f%%", v.NcuL2HitRate))
			} else {
				row = append(row, "-", "-")
			}
		}
		if started {
			row = append(row, r.startedInWave(sr, vi))
		}
		rows = append(rows, row)
	}
	return rows
}

// startedInWave is "a/b": of variant v's b tiles, a started (measured) in
// the wave the simulation launches them in (raster.StartWaves); "-" with no
// record.
func (r Report) startedInWave(sr ShapeResult, v int) string {
	if len(sr.Variants[v].StartNs) == 0 {
		return "-"
	}
	tr, err := r.waveTrace(sr, v)
	if err != nil {
		return "-"
	}
	ms, err := raster.StartWaves(tr, sr.Variants[v].StartNs)
	if err != nil {
		return "-"
	}
	return fmt.Sprintf("%d/%d", ms.Agree, len(ms.Wave))
}

func writeAligned(b *strings.Builder, rows [][]string) {
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			width[i] = max(width[i], len([]rune(c)))
		}
	}
	for _, r := range rows {
		for i, c := range r {
			if i > 0 {
				b.WriteString("  ")
			}
			pad := width[i] - len([]rune(c))
			if i == 0 {
				b.WriteString(c + strings.Repeat(" ", pad))
			} else {
				b.WriteString(strings.Repeat(" ", pad) + c)
			}
		}
		b.WriteString("\n")
	}
}
