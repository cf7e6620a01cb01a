package sweep

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

func TestParseShapes(t *testing.T) {
	got, err := ParseShapes("8192x8192x8192, 16384X16384x4096,4096^3,1000")
	if err != nil {
		t.Fatal(err)
	}
	want := []Shape{{8192, 8192, 8192}, {16384, 16384, 4096}, {4096, 4096, 4096}, {1000, 1000, 1000}}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("shape %d = %v, want %v", i, got[i], want[i])
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"8192x8192", "shape 1"},
		{"1x1x1,0x5x5", "shape 2"},
		{"1x1x1,2x2x2,axbxc", "shape 3"},
		{"2000000x1x1", "1..1048576"},
		{"1048576x1048576x8", "more than"},
		{"", "shape 1"},
	} {
		_, err := ParseShapes(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseShapes(%q) = %v, want an error with %q", tc.in, err, tc.want)
		}
	}
}

func TestModelOnlyRejectsHugeShapes(t *testing.T) {
	d, _ := raster.Profile("h100")
	for _, s := range []Shape{{1 << 21, 8, 8}, {1 << 20, 1 << 20, 8}, {0, 8, 8}} {
		if _, err := ModelOnly(Config{Shapes: []Shape{s}}, d, ""); err == nil {
			t.Errorf("ModelOnly(%v) succeeded", s)
		}
	}
}

func TestParseMappingLists(t *testing.T) {
	ms, err := ParseMappings("row-major, N=2,AlongM S=4,Triton G=8")
	if err != nil || len(ms) != 4 || ms[1] != raster.Identity(2) || ms[2] != raster.SM90(4, true) {
		t.Fatalf("ParseMappings = %v, %v", ms, err)
	}
	if _, err := ParseMappings("N=2,zigzag"); err == nil || !strings.Contains(err.Error(), "mapping 2") {
		t.Errorf("bad mapping error = %v", err)
	}
	ids, err := SwizzleMappings("1,2,4,8")
	if err != nil || len(ids) != 4 || ids[3] != raster.Identity(8) {
		t.Fatalf("SwizzleMappings = %v, %v", ids, err)
	}
	if _, err := SwizzleMappings("1,x"); err == nil {
		t.Error("SwizzleMappings(1,x) succeeded")
	}
}

func TestKernelArgs(t *testing.T) {
	for _, tc := range []struct {
		mp      raster.Mapping
		tm, tn  int
		mode, p int
	}{
		{raster.Identity(8), 64, 64, kernels.ModeIdentity, 3},
		{raster.Identity(8), 64, 4, kernels.ModeIdentity, 2}, // the clamp
		{raster.RowMajor(), 3, 3, kernels.ModeRowMajor, 0},
		{raster.SM90(8, true), 64, 5, kernels.ModeSM90M, 4}, // 3.x clamp on the min
		{raster.SM90(2, false), 64, 64, kernels.ModeSM90N, 2},
		{raster.Triton(8), 5, 5, kernels.ModeTriton, 8},
	} {
		mode, p, err := KernelArgs(tc.mp, tc.tm, tc.tn)
		if err != nil || mode != tc.mode || p != tc.p {
			t.Errorf("KernelArgs(%s, %d, %d) = %d, %d, %v; want %d, %d", tc.mp.Name(), tc.tm, tc.tn, mode, p, err, tc.mode, tc.p)
		}
	}
}

func TestModelOnlyReport(t *testing.T) {
	d, _ := raster.Profile("h200")
	rep, err := ModelOnly(Config{Shapes: []Shape{{4096, 4096, 4096}}, Mappings: DefaultMappings()}, d, "no GPU (test)")
	if err != nil {
		t.Fatal(err)
	}
	var tab bytes.Buffer
	if err := rep.WriteTable(&tab); err != nil {
		t.Fatal(err)
	}
	out := tab.String()
	for _, want := range []string{"MODEL ONLY", "NVIDIA H200", "60 MiB", "4096x4096x4096", "Triton G=8", "formula DRAM GB", "sim DRAM GB", "Predicted, not measured"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "TFLOP/s") {
		t.Errorf("model-only table shows measured columns:\n%s", out)
	}
	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if !back.ModelOnly || back.Why != "no GPU (test)" || len(back.Results) != 1 || len(back.Results[0].Variants) != len(DefaultMappings()) {
		t.Errorf("JSON round trip = %+v", back)
	}
	if v := back.Results[0].Variants[0]; v.ModelDRAMBytes <= 0 || v.MedianMs != 0 {
		t.Errorf("variant = %+v", v)
	}
}

// TestModelOnlyFollowsKernel: with no GPU the model uses the chosen
// kernel's tiles and wave, as the measured report would.
func TestModelOnlyFollowsKernel(t *testing.T) {
	d, _ := raster.Profile("h100")
	for _, tc := range []struct {
		kernel       string
		tm, tn, ctas int
	}{{"", 128, 128, 2}, {"wgmma", 128, 128, 2}, {"tma", 128, 256, 1}} {
		rep, err := ModelOnly(Config{Shapes: []Shape{{8192, 8192, 8192}}, Kernel: tc.kernel}, d, "test")
		if err != nil {
			t.Fatal(err)
		}
		sr := rep.Results[0]
		if sr.TileM != tc.tm || sr.TileN != tc.tn || rep.CTAsPerSM != tc.ctas || sr.TilesM != 8192/tc.tm || sr.TilesN != 8192/tc.tn {
			t.Errorf("kernel %q: tiles %dx%d of %dx%d, %d CTAs/SM; want tiles of %dx%d, %d CTAs/SM",
				tc.kernel, sr.TilesM, sr.TilesN, sr.TileM, sr.TileN, rep.CTAsPerSM, tc.tm, tc.tn, tc.ctas)
		}
	}
	if _, err := ModelOnly(Config{Kernel: "nope"}, d, "test"); err == nil {
		t.Error("an unknown kernel was modelled")
	}
}

// TestModelOnlySimulatesWithTheKernelsL2: the report's simulation, and
// its wave trace, use the L2 model held for the kernel's kind (the one
// TestL2ModelHoldOut judges): PersistentL2 for a persistent kernel, SimL2
// for one the hardware schedules.
func TestModelOnlySimulatesWithTheKernelsL2(t *testing.T) {
	d, _ := raster.Profile("h200")
	for _, tc := range []struct {
		kernel string
		l2     raster.L2
	}{{"tma", raster.SimL2}, {"tma-pingpong", raster.PersistentL2}} {
		rep, err := ModelOnly(Config{Shapes: []Shape{{4096, 4096, 1024}}, Kernel: tc.kernel}, d, "test")
		if err != nil {
			t.Fatal(err)
		}
		kern, err := kernels.ByName(tc.kernel)
		if err != nil {
			t.Fatal(err)
		}
		if got := SimL2For(kern); got != tc.l2 {
			t.Fatalf("%s: SimL2For = %+v, want %+v", tc.kernel, got, tc.l2)
		}
		sr := rep.Results[0]
		md := d
		md.SMs /= kern.ClusterSize()
		p := raster.Problem{M: sr.M, N: sr.N, K: sr.K, TileM: sr.TileM, TileN: sr.TileN, TileK: sr.TileK, ElemBytes: 2}
		for v, vr := range sr.Variants {
			mp, err := raster.Parse(vr.Name)
			if err != nil {
				t.Fatal(err)
			}
			want, err := raster.SimulateL2(p, mp, md, rep.CTAsPerSM, tc.l2)
			if err != nil {
				t.Fatal(err)
			}
			if vr.SimDRAMBytes != want.DRAMBytes {
				t.Errorf("%s %s: the report simulates %d DRAM bytes, the kernel's L2 model %d", tc.kernel, vr.Name, vr.SimDRAMBytes, want.DRAMBytes)
			}
			tr, err := rep.WaveTrace(0, v)
			if err != nil {
				t.Fatal(err)
			}
			if tr.Traffic.DRAMBytes != want.DRAMBytes {
				t.Errorf("%s %s: the wave trace totals %d DRAM bytes, the report %d", tc.kernel, vr.Name, tr.Traffic.DRAMBytes, want.DRAMBytes)
			}
		}
	}
}

func TestParseNcuRealLog(t *testing.T) {
	// A log of ncu 2025.3 on an H100 (this project's run of 2026-11-22):
	// two fill kernels, seven GEMMs, cuBLAS's kernel.
	f, err := os.Open("testdata/ncu-h100-16384x16384x4096.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := parseNcu(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 10 {
		t.Fatalf("%d kernels, want 10", len(rows))
	}
	if rows[2].kernel != "gemm_bf16_mma" || !strings.HasPrefix(rows[9].kernel, "nvjet") {
		t.Errorf("kernels = %q ... %q", rows[2].kernel, rows[9].kernel)
	}
	for _, r := range rows[2:] {
		if r.dram < 1e9 || r.hit <= 0 || r.hit > 100 {
			t.Errorf("%s: dram %d, hit %.1f", r.kernel, r.dram, r.hit)
		}
	}
	// Row-major re-reads A for every column: far more DRAM than N=8.
	if rows[2].dram < 4*rows[6].dram {
		t.Errorf("row-major %d bytes vs N=8 %d", rows[2].dram, rows[6].dram)
	}
}

func TestCompareTiles(t *testing.T) {
	mp := raster.Identity(4)
	tm, tn := 5, 7
	x, y, z := mp.Grid(tm, tn)
	rec := make([]int32, 2*x*y*z)
	for by := 0; by < y; by++ {
		for bx := 0; bx < x; bx++ {
			m, n, ok := mp.Tile(bx, by, 0, tm, tn)
			if !ok {
				m, n = -1, -1
			}
			rec[2*(bx+by*x)], rec[2*(bx+by*x)+1] = int32(m), int32(n)
		}
	}
	if msg := compareTiles(mp, tm, tn, [3]int{x, y, z}, rec); msg != "" {
		t.Fatalf("agreeing record rejected: %s", msg)
	}
	rec[6]++ // CTA 3 claims another m
	if msg := compareTiles(mp, tm, tn, [3]int{x, y, z}, rec); !strings.Contains(msg, "CTA (3,0,0)") {
		t.Errorf("disagreement not found: %q", msg)
	}
	if msg := compareTiles(mp, tm, tn, [3]int{x + 1, y, z}, rec); !strings.Contains(msg, "grid") {
		t.Errorf("grid mismatch not found: %q", msg)
	}
}

// TestRowsColumns: the table rows are written once for the command's
// table and the TUI's: the screen leaves out the spread, the relative error
// and the formula's hit rate, shows the simulation before the formula, and
// cuBLAS has no model columns.
func TestRowsColumns(t *testing.T) {
	r := Report{Results: []ShapeResult{{Shape: "64x64x64", Variants: []Variant{
		{Name: "N=1", Grid: [3]int{1, 2, 1}, MedianMs: 2, MinMs: 1.5, MaxMs: 2.5, TFLOPs: 100, PctCublas: 50, RelErr: 1e-4, ModelDRAMBytes: 1e9, ModelHitRate: 0.5, SimDRAMBytes: 2e9, SimHitRate: 0.25},
		{Name: CublasName, MedianMs: 1, TFLOPs: 200, PctCublas: 100},
	}}}}
	sr := r.Results[0]
	all := r.Rows(sr, AllColumns)
	screen := r.Rows(sr, ScreenColumns)
	if got := strings.Join(all[0], "|"); got != "mapping|grid|ms|spread ms|TFLOP/s|% cuBLAS|rel err|formula DRAM GB|formula L2 hit|sim DRAM GB|sim L2 hit" {
		t.Errorf("all columns: %s", got)
	}
	if got := strings.Join(screen[0], "|"); got != "mapping|grid|ms|TFLOP/s|% cuBLAS|sim DRAM GB|sim L2 hit|formula GB" {
		t.Errorf("screen columns: %s", got)
	}
	if got := strings.Join(screen[1], "|"); got != "N=1|1x2x1|2.000|100|50.0|2.00|25.0%|1.00" {
		t.Errorf("screen row: %s", got)
	}
	if got := strings.Join(screen[2], "|"); got != "cuBLAS|-|1.000|200|100.0|-|-|-" {
		t.Errorf("cuBLAS row: %s", got)
	}
	for _, rows := range [][][]string{all, screen} {
		for _, row := range rows {
			if len(row) != len(rows[0]) {
				t.Errorf("row %q has %d cells, the header %d", row, len(row), len(rows[0]))
			}
		}
	}
	r.ModelOnly = true
	if got := strings.Join(r.Rows(sr, ScreenColumns)[0], "|"); got != "mapping|grid|sim DRAM GB|sim L2 hit|formula GB" {
		t.Errorf("model-only screen columns: %s", got)
	}
}

// TestKernelsByArch: the Hopper kernels run on sm_90a only; mma anywhere.
func TestKernelsByArch(t *testing.T) {
	for _, k := range kernels.All {
		if !Runs(k, "sm_90a") {
			t.Errorf("%s does not run on sm_90a", k.Name)
		}
		if Runs(k, "sm_80") == k.Hopper {
			t.Errorf("%s on sm_80: runs %v, Hopper %v", k.Name, Runs(k, "sm_80"), k.Hopper)
		}
	}
}

// TestGPUBenchWithoutGPU: with no GPU, Probe says why, no kernel runs and
// Run gives the model for the device profile asked for, labelled so.
func TestGPUBenchWithoutGPU(t *testing.T) {
	b := NewGPU(gpu.Options{LibDir: t.TempDir()})
	defer b.Close()
	if _, err := b.Probe(); err == nil {
		t.Skip("a GPU is here")
	}
	if ks := b.Kernels(); len(ks) != 0 {
		t.Errorf("kernels with no GPU: %v", ks)
	}
	dev, err := raster.Profile("h200")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := b.Run(context.Background(), Config{Shapes: []Shape{{1024, 1024, 256}}, Mappings: []raster.Mapping{raster.RowMajor()}}, dev, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.ModelOnly || rep.Device != dev.Name || rep.Why == "" || len(rep.Results) != 1 {
		t.Errorf("report: model-only %v, device %q, why %q, %d results", rep.ModelOnly, rep.Device, rep.Why, len(rep.Results))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := b.Run(ctx, Config{Shapes: []Shape{{1024, 1024, 256}}}, dev, nil); err == nil {
		t.Error("a cancelled run reported no error")
	}
}

// TestModelRunIsModelOnlyWithProgress: with no GPU the run is ModelOnly's
// report, shape by shape with progress, and stops when cancelled.
func TestModelRunIsModelOnlyWithProgress(t *testing.T) {
	dev, err := raster.Profile("h100")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Shapes: []Shape{{1024, 1024, 256}, {2048, 512, 128}, {512, 4096, 64}}, Kernel: "tma"}
	want, err := ModelOnly(cfg, dev, "why")
	if err != nil {
		t.Fatal(err)
	}
	var steps []Progress
	got, err := modelRun(context.Background(), cfg, dev, "why", func(p Progress) { steps = append(steps, p) })
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	if err := want.WriteJSON(&a); err != nil {
		t.Fatal(err)
	}
	if err := got.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("shape by shape differs from ModelOnly:\n%s\nwant\n%s", b.String(), a.String())
	}
	if len(steps) != 4 || steps[3].Done != 3 || steps[3].Total != 3 {
		t.Errorf("progress: %+v", steps)
	}
	ctx, cancel := context.WithCancel(context.Background())
	rep, err := modelRun(ctx, cfg, dev, "why", func(p Progress) {
		if p.Done == 1 {
			cancel()
		}
	})
	if err == nil || len(rep.Results) != 1 {
		t.Errorf("cancelled after the first shape: err %v, %d results", err, len(rep.Results))
	}
}

func TestStartTimes(t *testing.T) {
	// 3 CTA ids on 1x2 tiles: id 1 has no tile; ids 0 and 2 started at
	// 1000 and 1000+2^32+7 ns.
	rec := []int32{0, 1, -1, -1, 0, 0, 1000, 0, 0x7fffffff, 0, 1007, 1}
	got, err := startTimes(rec, 3, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int64{1<<32 + 7, 0}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("starts %v, want %v (tile (0,0) from id 2, (0,1) from id 0)", got, want)
	}
	bad := append([]int32(nil), rec...)
	bad[10], bad[11] = -559038737, -559038737 // 0xdeadbeef: id 2 wrote no time
	if _, err := startTimes(bad, 3, 1, 2); err == nil || !strings.Contains(err.Error(), "no start time") {
		t.Errorf("unwritten start: %v", err)
	}
	bad = append([]int32(nil), rec...)
	bad[4], bad[5] = 0, 1 // id 2 claims (0,1) too
	if _, err := startTimes(bad, 3, 1, 2); err == nil {
		t.Error("a tile recorded twice was accepted")
	}
}

func TestWaveTraceIsTheSimColumn(t *testing.T) {
	cfg := Config{Shapes: []Shape{{4096, 4096, 1024}, {10000, 7000, 3000}}, Mappings: DefaultMappings(), Kernel: "tma-multicast"}
	d, _ := raster.Profile("h200")
	rep, err := ModelOnly(cfg, d, "test")
	if err != nil {
		t.Fatal(err)
	}
	for i, sr := range rep.Results {
		for v, vr := range sr.Variants {
			tr, err := rep.WaveTrace(i, v)
			if err != nil {
				t.Fatalf("%s %s: %v", sr.Shape, vr.Name, err)
			}
			if tr.Traffic.DRAMBytes != vr.SimDRAMBytes || tr.TilesM != sr.TilesM || tr.WaveCTAs != 66 {
				t.Errorf("%s %s: trace reads %d bytes on %dx%d tiles in waves of %d; the report's sim column %d, %d tile rows, waves of 132/2",
					sr.Shape, vr.Name, tr.Traffic.DRAMBytes, tr.TilesM, tr.TilesN, tr.WaveCTAs, vr.SimDRAMBytes, sr.TilesM)
			}
		}
	}
	if _, err := rep.WaveTrace(0, 99); err == nil {
		t.Error("variant 99 accepted")
	}
}

func TestTableShowsTheStartOrder(t *testing.T) {
	d, _ := raster.Profile("h200")
	rep, err := ModelOnly(Config{Shapes: []Shape{{2048, 2048, 1024}}, Mappings: []raster.Mapping{raster.RowMajor(), raster.Identity(8)}, Kernel: "tma"}, d, "")
	if err != nil {
		t.Fatal(err)
	}
	rep.ModelOnly = false
	tr, err := rep.WaveTrace(0, 1)
	if err != nil {
		t.Fatal(err)
	}
	// N=8's tiles started in reverse launch order: 128 tiles in waves of
	// 132 are one wave, so every tile is still in it.
	start := make([]int64, tr.TilesM*tr.TilesN)
	for i, tile := range tr.Waves[0].Tiles {
		start[tile.M*tr.TilesN+tile.N] = int64(1000 - i)
	}
	rep.Results[0].Variants[1].StartNs = start
	rows := rep.Rows(rep.Results[0], AllColumns)
	if got := rows[0][len(rows[0])-1]; got != "in sim wave" {
		t.Fatalf("last column %q", got)
	}
	if a, b := rows[1][len(rows[1])-1], rows[2][len(rows[2])-1]; a != "-" || b != "128/128" {
		t.Errorf("row-major %q (no record), N=8 %q, want - and 128/128", a, b)
	}
	if rows := rep.Rows(rep.Results[0], ScreenColumns); rows[0][len(rows[0])-1] == "in sim wave" {
		t.Error("the screen's table has the start column")
	}
}

// TestModelOnlyAuto: kernels.Auto models each shape with kernels.Choose's
// kernel (its tiles, its waves), names it in the shape's result, the JSON
// and the table, and lists the kernels with their shapes.
func TestModelOnlyAuto(t *testing.T) {
	d, _ := raster.Profile("h200")
	cfg := Config{Shapes: []Shape{{8192, 8192, 8192}, {10000, 7000, 3000}, {5000, 9000, 2000}}, Mappings: DefaultMappings(), Kernel: kernels.Auto}
	rep, err := ModelOnly(cfg, d, "test")
	if err != nil {
		t.Fatal(err)
	}
	// 5000×9000×2000: 4000-byte rows, ping-pong's busiest cluster 351 K
	// steps' worth against tma-multicast's 352 (kernels.Choose).
	want := []kernels.Kernel{kernels.TMAPingpong, kernels.TMAMulticast, kernels.TMAPingpong}
	for i, sr := range rep.Results {
		k := want[i]
		if sr.Kernel != k.Name || sr.TileM != k.TileM || sr.TileN != k.TileN {
			t.Errorf("%s: kernel %s, tiles of %dx%d; want %s's %dx%d", sr.Shape, sr.Kernel, sr.TileM, sr.TileN, k.Name, k.TileM, k.TileN)
		}
		tr, err := rep.WaveTrace(i, 0)
		if err != nil {
			t.Fatal(err)
		}
		if tr.WaveCTAs != 66 || tr.Traffic.DRAMBytes != sr.Variants[0].SimDRAMBytes {
			t.Errorf("%s: trace in waves of %d reads %d bytes; want 66 and the sim column %d", sr.Shape, tr.WaveCTAs, tr.Traffic.DRAMBytes, sr.Variants[0].SimDRAMBytes)
		}
	}
	if rep.Kernel != kernels.Auto || len(rep.Chosen) != 2 || rep.Chosen[0].Kernel != kernels.TMAPingpong.Name ||
		strings.Join(rep.Chosen[0].Shapes, ",") != "8192x8192x8192,5000x9000x2000" ||
		strings.Join(rep.Chosen[1].Shapes, ",") != "10000x7000x3000" {
		t.Errorf("report kernel %q, chosen %+v", rep.Kernel, rep.Chosen)
	}
	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back struct {
		Kernel  string `json:"kernel"`
		Results []struct {
			Shape, Kernel string
		} `json:"results"`
	}
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if back.Kernel != "auto" || len(back.Results) != 3 || back.Results[1].Kernel != "tma-multicast" || back.Results[0].Kernel != "tma-pingpong" {
		t.Errorf("JSON: %+v", back)
	}
	var tab bytes.Buffer
	if err := rep.WriteTable(&tab); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"8192x8192x8192  (32x43 tiles of 256x192)  kernel tma-pingpong", "10000x7000x3000  (40x28 tiles of 256x256)  kernel tma-multicast"} {
		if !strings.Contains(tab.String(), line) {
			t.Errorf("table lacks %q:\n%s", line, tab.String())
		}
	}
}

// TestVerifyJobs: --verify --kernel auto checks each verify shape with
// every kernel of its kernels.Candidates (Choose's pick and those tuning
// may run), once each; a named kernel gets every shape.
func TestVerifyJobs(t *testing.T) {
	jobs, err := verifyJobs([]string{kernels.Auto})
	if err != nil {
		t.Fatal(err)
	}
	checked := map[string]int{} // "shape kernel" -> checks
	for _, j := range jobs {
		for _, s := range j.shapes {
			checked[s.String()+" "+j.kern.Name]++
		}
	}
	want := 0
	for _, s := range VerifyShapes {
		for _, c := range kernels.Candidates(s.M, s.N, s.K) {
			want++
			if n := checked[s.String()+" "+c.Kernel.Name]; n != 1 {
				t.Errorf("%s with %s: checked %d times, want once", s, c.Kernel.Name, n)
			}
		}
	}
	if len(checked) != want {
		t.Errorf("auto: %d shape-kernel checks, want the %d of the candidates", len(checked), want)
	}
	one := func(names ...string) []verifyJob {
		t.Helper()
		jobs, err := verifyJobs(names)
		if err != nil {
			t.Fatalf("verifyJobs(%q): %v", names, err)
		}
		return jobs
	}
	if jobs := one("tma"); len(jobs) != 1 || len(jobs[0].shapes) != len(VerifyShapes) {
		t.Errorf("tma: %+v", jobs)
	}
	if jobs := one(); len(jobs) != len(kernels.All) {
		t.Errorf("all: %d jobs", len(jobs))
	}
	// The generated tiles, which no list holds, are checked at every shape
	// (before, a name not in kernels.All checked nothing and passed).
	for _, name := range []string{"tma-pingpong-64x232", "tma-multicast-256x248", "tma-pingpong-64x72-8s", "tma-multicast-512x128-4x2"} {
		if jobs := one(name); len(jobs) != 1 || jobs[0].kern.Name != name || len(jobs[0].shapes) != len(VerifyShapes) {
			t.Errorf("%s: %d jobs", name, len(jobs))
		}
	}
	// A kernel named and chosen by auto is one job: its own shapes and auto's.
	if jobs := one("tma-pingpong-256x160-4x1", kernels.Auto); len(jobs) != len(one(kernels.Auto)) || jobs[0].kern.Name != "tma-pingpong-256x160-4x1" || len(jobs[0].shapes) != len(VerifyShapes)+2 {
		t.Errorf("tma-pingpong-256x160-4x1 and auto: %d jobs, the first %s with %d shapes", len(jobs), jobs[0].kern.Name, len(jobs[0].shapes))
	}
	if _, err := verifyJobs([]string{"tma-pingpong-64x233"}); err == nil {
		t.Error("an unknown kernel name verified nothing and gave no error")
	}
	if len(VerifyShapes) != 15 || VerifyShapes[0] != (Shape{128, 128, 32}) {
		t.Error("verifyJobs changed VerifyShapes")
	}
}

// TestModelWorkIsBounded: a model-only report past MaxModelTiles is refused
// before any work (65536³, or 64 swizzle widths over the default shapes),
// from ModelOnly and from the bench's model run alike; the default sweep,
// even with mma's small tiles, is inside the limit.
func TestModelWorkIsBounded(t *testing.T) {
	widths := make([]string, 64)
	for i := range widths {
		widths[i] = fmt.Sprint(i + 1)
	}
	many, err := SwizzleMappings(strings.Join(widths, ","))
	if err != nil {
		t.Fatal(err)
	}
	for _, cfg := range []Config{
		{Shapes: []Shape{{65536, 65536, 65536}}, Kernel: kernels.Auto},
		{Shapes: []Shape{{65536, 65536, 65536}}, Mappings: []raster.Mapping{raster.RowMajor(), raster.Identity(8)}, Kernel: "mma"},
		{Mappings: many, Kernel: kernels.Auto},
	} {
		if _, err := ModelOnly(cfg, raster.Profiles[1], "test"); err == nil || !strings.Contains(err.Error(), "more than the limit of 262144") {
			t.Errorf("ModelOnly(%v, %d mappings): %v", cfg.Shapes, len(cfg.Mappings), err)
		}
		if _, err := NewGPU(gpu.Options{}).Run(context.Background(), cfg, raster.Profiles[1], nil); err == nil || !strings.Contains(err.Error(), "limit") {
			t.Errorf("model run of %v: %v", cfg.Shapes, err)
		}
	}
	n, worst, tiles, err := ModelTiles(Config{Kernel: "mma"})
	if err != nil || n > MaxModelTiles || n != 258048 || worst != (Shape{16384, 16384, 4096}) || tiles != 16384 {
		t.Errorf("default sweep with mma: %d tiles (worst %s, %d), %v; want 258048 within %d", n, worst, tiles, err, MaxModelTiles)
	}
}

// TestShapeNote: with K % 8 != 0 a TMA kernel's table says A and B were
// copied into padded rows; mma says it used its unaligned entry; aligned K
// says nothing.
func TestShapeNote(t *testing.T) {
	rep, err := ModelOnly(Config{Shapes: []Shape{{3000, 9000, 2500}, {3000, 9000, 2504}}, Mappings: []raster.Mapping{raster.Identity(8)}, Kernel: "tma-pingpong"}, raster.Profiles[1], "test")
	if err != nil {
		t.Fatal(err)
	}
	if w := rep.Results[0].KernelWhy; !strings.Contains(w, "copied into rows of 2560 elements (timed with the GEMM)") {
		t.Errorf("3000x9000x2500: %q", w)
	}
	if w := rep.Results[1].KernelWhy; w != "" {
		t.Errorf("3000x9000x2504: %q, want none", w)
	}
	var tab bytes.Buffer
	if err := rep.WriteTable(&tab); err != nil || !strings.Contains(tab.String(), "\n  (K·2 = 5000 bytes is not a multiple of 16") {
		t.Errorf("table: %v\n%s", err, tab.String())
	}
	if w := shapeNote(kernels.MMA, Shape{100, 100, 100}); !strings.Contains(w, "gemm_bf16_mma_unaligned") {
		t.Errorf("mma: %q", w)
	}
	if w := shapeNote(kernels.WGMMA, Shape{100, 100, 100}); !strings.Contains(w, "wgmma needs 16-byte rows") {
		t.Errorf("wgmma: %q", w)
	}
}

// TestAttributeNcu: the GEMM launches are the mappings in turn, a padded
// copy's bytes go to the GEMM after it (not to cuBLAS), the harness's fills
// to nobody, and the rest to cuBLAS; a count of GEMMs other than the
// mappings is an error.
func TestAttributeNcu(t *testing.T) {
	rows := []ncuRow{
		{"fill_bf16", 0, 100}, {"fill_bf16", 0, 100},
		{"pitch_bf16", 10, 7}, {"gemm_bf16_tma_pingpong", 50, 1000},
		{"pitch_bf16", 10, 9}, {"gemm_bf16_tma_pingpong", 60, 2000},
		{"nvjet_hsh_128x256", 80, 500}, {"nvjet_reduce", 20, 100},
	}
	sr := ShapeResult{Variants: []Variant{{Name: "row-major"}, {Name: "N=8"}, {Name: CublasName}}}
	if err := attributeNcu(rows, &sr, 2, "log"); err != nil {
		t.Fatal(err)
	}
	v := sr.Variants
	if v[0].NcuDRAMBytes != 1007 || v[1].NcuDRAMBytes != 2009 || v[0].NcuL2HitRate != 50 || !v[1].Profiled {
		t.Errorf("GEMMs: %+v, %+v", v[0], v[1])
	}
	if v[2].NcuDRAMBytes != 600 || !v[2].Profiled {
		t.Errorf("cuBLAS: %+v", v[2])
	}
	sr = ShapeResult{Variants: []Variant{{Name: "row-major"}, {Name: CublasName}}}
	if err := attributeNcu(rows, &sr, 1, "log"); err == nil {
		t.Error("two GEMM launches for one mapping: no error")
	}
}
