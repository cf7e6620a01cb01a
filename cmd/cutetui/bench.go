package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/gpu/sweep"
	"github.com/cutetui/cutetui/kernels"
)

func init() {
	register("bench", "GEMM swizzle benchmark on the GPU (model only without one)", runBench)
}

func runBench(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("bench")
	shapes := fs.String("shapes", "8192x8192x8192,16384x16384x4096,65536x2048x4096,2048x65536x4096", "GEMM shapes MxNxK, comma-separated")
	swz := fs.String("swizzle", "1,2,4,8", "widths N of CUTLASS 2.x GemmIdentityThreadblockSwizzle<N>")
	maps := fs.String("mappings", "", "full mapping list instead of row-major + --swizzle + AlongN S=8 + Triton G=8 (e.g. 'row-major,N=2,AlongM S=4,AlongN S=8,Triton G=8')")
	asJSON := fs.Bool("json", false, "write JSON instead of a table")
	jsonOut := fs.String("json-out", "", "also write the JSON report to this file")
	profile := fs.Bool("profile", false, "also measure L2 hit rate and DRAM bytes per variant with ncu (when on PATH)")
	devProfile := fs.String("device-profile", "h100", "device profile for the model-only report when there is no GPU (h100, h200)")
	rounds := fs.Int("rounds", 20, "timed rounds (each launches every variant once, round-robin); at least 20")
	warmup := fs.Int("warmup", 3, "warm-up rounds before timing")
	kernel := fs.String("kernel", "", "GEMM kernel: auto (the default on a Hopper GPU, sm_90a: per shape, the fastest of the kernels its rules weigh, timed first; see --tune), mma (the default elsewhere), or any name --kernels lists; the report says which ran and why. K % 8 != 0: the TMA kernels read copies of A and B in padded rows, made in the timed launch")
	tune := fs.Int("tune", kernels.TuneRounds, "with --kernel auto (the default on Hopper): first time each shape's candidate kernels (the rules' pick and those they weigh beside it) this many rounds under every mapping, and run the fastest; 0: the rules' pick, untimed")
	listKernels := fs.Bool("kernels", false, "list the kernels --kernel takes (with the tile names built on demand and how auto chooses), then exit")
	verify := fs.Bool("verify", false, "GPU test: correctness and tile-mapping agreement with gpu/model/raster on small shapes, then exit (every kernel, or only --kernel's when it is given)")
	libDir := fs.String("lib-dir", "", "directories to search first for libcuda/libnvrtc/libcublas (default $"+gpu.EnvLibDir+")")
	child := fs.Bool("ncu-child", false, "internal: the process ncu profiles")
	bankCheck := fs.Bool("banks", false, "shared-memory bank model against Nsight Compute: one-warp probes of gpu/banks' cases, profiled by ncu, compared with gpu/model/bank (docs/banks.md); with no GPU or ncu, the model alone")
	bankChild := fs.Bool("banks-child", false, "internal: the process ncu profiles for --banks")
	bankOut := fs.String("banks-out", "", "with --banks: the directory for ncu's log (default a temporary one)")
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "usage: cutetui bench [flags]")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "Times GEMM kernels under each tile mapping (rasterization and swizzle) on")
		fmt.Fprintln(w, "the GPU; with no GPU, prints the L2 model of the same sweep.")
		fmt.Fprintln(w)
		printFlags(fs, w)
	}
	if code, ok := parseFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "bench: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *listKernels {
		writeKernels(stdout)
		return 0
	}
	if *bankCheck || *bankChild {
		return runBanks(*bankChild, *libDir, *bankOut, stdout, stderr)
	}
	cfg := sweep.Config{Rounds: *rounds, Warmup: *warmup, Kernel: *kernel, KernelWhy: "named by --kernel"}
	if *kernel != "" {
		if _, err := kernels.Resolve(*kernel, 1, 1, 64); err != nil {
			fmt.Fprintf(stderr, "bench: --kernel: %v\n", err)
			return 2
		}
	}
	var err error
	if cfg.Shapes, err = sweep.ParseShapes(*shapes); err != nil {
		fmt.Fprintf(stderr, "bench: --shapes: %v\n", err)
		return 2
	}
	if *maps != "" {
		if cfg.Mappings, err = sweep.ParseMappings(*maps); err != nil {
			fmt.Fprintf(stderr, "bench: --mappings: %v\n", err)
			return 2
		}
	} else {
		ids, err := sweep.SwizzleMappings(*swz)
		if err != nil {
			fmt.Fprintf(stderr, "bench: --swizzle: %v\n", err)
			return 2
		}
		cfg.Mappings = append([]raster.Mapping{raster.RowMajor()}, ids...)
		cfg.Mappings = append(cfg.Mappings, raster.SM90(8, false), raster.Triton(8))
	}
	if *rounds < 20 && !*child {
		fmt.Fprintf(stderr, "bench: --rounds %d: at least 20 rounds are needed for a median worth reporting\n", *rounds)
		return 2
	}
	if *tune < 0 || *tune > 1000 {
		fmt.Fprintf(stderr, "bench: --tune must be 0..1000 rounds\n")
		return 2
	}
	if flagSet(fs, "tune") && *kernel != "" && *kernel != kernels.Auto {
		fmt.Fprintf(stderr, "bench: --tune times auto's candidates; --kernel %s names one kernel\n", *kernel)
		return 2
	}
	if *warmup < 1 || *warmup > 1000 || *rounds > 100000 {
		fmt.Fprintf(stderr, "bench: --warmup must be 1..1000 and --rounds at most 100000\n")
		return 2
	}
	dev, err := raster.Profile(*devProfile)
	if err != nil {
		fmt.Fprintf(stderr, "bench: --device-profile: %v\n", err)
		return 2
	}

	g, err := gpu.Open(gpu.Options{LibDir: *libDir})
	if err != nil {
		if *verify || *child {
			fmt.Fprintf(stderr, "bench: no GPU: %v\n", err)
			return 1
		}
		fmt.Fprintf(stderr, "bench: no GPU, so nothing is measured: %v\n", err)
		if *profile {
			fmt.Fprintln(stderr, "bench: --profile: no GPU, so there is nothing for ncu to measure")
		}
		fmt.Fprintf(stderr, "bench: showing the traffic MODEL ONLY for device profile %q (exit status 0).\n", dev.Key)
		if *kernel == "" {
			cfg.Kernel, cfg.KernelWhy = kernels.Default(dev.Arch)
			cfg.KernelWhy = "device profile " + dev.Key + ": " + cfg.KernelWhy
		}
		rep, err := sweep.ModelOnly(cfg, dev, err.Error())
		if err != nil {
			fmt.Fprintf(stderr, "bench: %v\n", err)
			return 1
		}
		return writeReport(rep, *asJSON, stdout, stderr)
	}
	defer g.Close()
	if cerr := g.CublasErr(); cerr != nil {
		fmt.Fprintf(stderr, "bench: cuBLAS is needed for the reference: %v\n", cerr)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if *kernel == "" && !*verify {
		cfg.Kernel, cfg.KernelWhy = kernels.Default(g.Dev.Arch())
		if !*child {
			fmt.Fprintf(stderr, "bench: kernel %s: %s\n", cfg.Kernel, cfg.KernelWhy)
		}
	}

	if *child {
		for _, s := range cfg.Shapes {
			if err := sweep.ProfileChild(g, s, cfg.Mappings, cfg.Kernel); err != nil {
				fmt.Fprintf(stderr, "bench: %v\n", err)
				return 1
			}
		}
		return 0
	}
	if *verify {
		// --verify checks every kernel, or only --kernel's when it is given.
		var only []string
		if flagSet(fs, "kernel") {
			only = append(only, *kernel)
		}
		fails, err := sweep.Verify(ctx, g, stdout, 1e-2, only...)
		if err != nil {
			fmt.Fprintf(stderr, "bench: %v\n", err)
			return 1
		}
		if fails > 0 {
			fmt.Fprintf(stdout, "FAIL: %d checks failed\n", fails)
			return 1
		}
		fmt.Fprintln(stdout, "PASS: every mapping correct against cuBLAS and in agreement with gpu/model/raster")
		return 0
	}

	if cfg.Kernel == kernels.Auto {
		cfg.Tune = *tune
	}
	bar := newProgressBar(stderr)
	rep, err := sweep.Run(ctx, g, cfg, bar.update)
	bar.finish()
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	if *profile {
		ncu := sweep.NcuPath()
		if ncu == "" {
			fmt.Fprintln(stderr, "bench: --profile: ncu is not on PATH; no measured traffic")
		} else {
			self, err := os.Executable()
			if err != nil {
				fmt.Fprintf(stderr, "bench: --profile: %v\n", err)
				return 1
			}
			logDir := os.TempDir()
			if o := os.Getenv("OUT"); o != "" {
				logDir = o
			}
			names := make([]string, len(cfg.Mappings))
			for i, m := range cfg.Mappings {
				names[i] = m.Name()
			}
			for i := range rep.Results {
				sr := &rep.Results[i]
				fmt.Fprintf(stderr, "bench: ncu %s ...\n", sr.Shape)
				childArgs := []string{self, "bench", "--ncu-child", "--kernel", sr.Kernel, "--shapes", sr.Shape, "--mappings", strings.Join(names, ","), "--rounds", "1", "--warmup", "1"}
				if err := sweep.Profile(ctx, ncu, childArgs, sr, len(cfg.Mappings), logDir); err != nil {
					fmt.Fprintf(stderr, "bench: --profile: %v\n", err)
					return 1
				}
			}
		}
	}
	if *jsonOut != "" {
		if err := writeJSONFile(*jsonOut, rep); err != nil {
			fmt.Fprintf(stderr, "bench: --json-out: %v\n", err)
			return 1
		}
	}
	return writeReport(rep, *asJSON, stdout, stderr)
}

// writeJSONFile writes rep to path through a temporary file and a rename.
func writeJSONFile(path string, rep sweep.Report) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".bench-*.json")
	if err != nil {
		return err
	}
	werr := rep.WriteJSON(f)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(f.Name(), path)
	}
	if werr != nil {
		os.Remove(f.Name())
	}
	return werr
}

func writeReport(rep sweep.Report, asJSON bool, stdout, stderr io.Writer) int {
	var err error
	if asJSON {
		err = rep.WriteJSON(stdout)
	} else {
		err = rep.WriteTable(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	return 0
}

// progressBar draws "[#####.....] 42% step" on one line of w when w is a
// terminal, and a plain line every 10% otherwise (logs stay readable).
type progressBar struct {
	w    io.Writer
	tty  bool
	last int
}

func newProgressBar(w io.Writer) *progressBar {
	tty := false
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			tty = true
		}
	}
	return &progressBar{w: w, tty: tty, last: -1}
}

func (p *progressBar) update(pr sweep.Progress) {
	if pr.Total <= 0 {
		return
	}
	pct := 100 * pr.Done / pr.Total
	if !p.tty {
		if step := pct / 10 * 10; step > p.last {
			p.last = step
			fmt.Fprintf(p.w, "bench: %3d%% %s\n", step, pr.Step)
		}
		return
	}
	if pct == p.last && pr.Done != pr.Total {
		return
	}
	p.last = pct
	const width = 30
	fill := width * pr.Done / pr.Total
	step := pr.Step
	if len(step) > 48 {
		step = step[:48]
	}
	fmt.Fprintf(p.w, "\r[%s%s] %3d%% %-48s", strings.Repeat("#", fill), strings.Repeat(".", width-fill), pct, step)
}

func (p *progressBar) finish() {
	if p.tty && p.last >= 0 {
		fmt.Fprintln(p.w)
	}
}

// kernelsListWidth is the columns --kernels wraps auto's rules to.
const kernelsListWidth = 100

// wrapWords breaks s at spaces into lines of at most width runes (a word
// longer than that stands alone on its line).
func wrapWords(s string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		if line != "" && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// writeKernels lists the kernels of package kernels for --kernels: each of
// kernels.All with what it is, the names built on demand, and auto.
func writeKernels(w io.Writer) {
	width := len(kernels.Auto)
	for _, k := range kernels.All {
		width = max(width, len(k.Name))
	}
	for _, f := range kernels.Families {
		width = max(width, len(f.Pattern))
	}
	fmt.Fprintln(w, "Kernels (cutetui bench --kernel NAME):")
	fmt.Fprintf(w, "  %-*s  %s\n", width, kernels.Auto, kernels.AutoAbout)
	fmt.Fprintln(w, "    How auto chooses, rule by rule:")
	indent := "    "
	for _, rule := range kernels.AutoRules {
		for i, line := range wrapWords(rule, kernelsListWidth-len(indent)-2) {
			mark := "- "
			if i > 0 {
				mark = "  "
			}
			fmt.Fprintf(w, "%s%s%s\n", indent, mark, line)
		}
	}
	for _, k := range kernels.All {
		fmt.Fprintf(w, "  %-*s  %s\n", width, k.Name, k.About)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Built on demand (the tiles auto picks, and experiments):")
	for _, f := range kernels.Families {
		fmt.Fprintf(w, "  %-*s  %s\n", width, f.Pattern, f.About)
	}
}

// flagSet reports whether flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
