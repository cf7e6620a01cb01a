package sweep

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// NcuMetrics are the counters --profile reads for each kernel.
const NcuMetrics = "lts__t_sector_hit_rate.pct,dram__bytes_read.sum"

// EnvNcuMetrics names an environment variable of more counters for
// --profile to collect, comma-separated (for example the L2 fabric's
// lts__t_requests_srcunit_ltcfabric.sum): they stay in ncu's CSV log
// (ncu-SHAPE.csv in $OUT) for experiments; the report reads NcuMetrics only.
const EnvNcuMetrics = "CUTETUI_NCU_METRICS"

// ncuMetrics is NcuMetrics and EnvNcuMetrics's counters, which must be
// ncu metric names (lower-case letters, digits, '_' and '.').
func ncuMetrics() (string, error) {
	extra := os.Getenv(EnvNcuMetrics)
	if extra == "" {
		return NcuMetrics, nil
	}
	if len(extra) > 4000 {
		return "", fmt.Errorf("sweep: %s is %d bytes long", EnvNcuMetrics, len(extra))
	}
	for _, name := range strings.Split(extra, ",") {
		ok := name != ""
		for _, r := range name {
			ok = ok && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '.')
		}
		if !ok {
			return "", fmt.Errorf("sweep: %s: %q is not an ncu metric name", EnvNcuMetrics, name)
		}
	}
	return NcuMetrics + "," + extra, nil
}

// ProfileChild runs each mapping once with GEMM kernel kernel ("" is mma;
// kernels.Auto the one kernels.Choose gives s), then cuBLAS once, at shape
// s: the program ncu watches for Profile. Call it in the child process.
func ProfileChild(g *gpu.GPU, s Shape, maps []raster.Mapping, kernel string) error {
	kern := kernels.MMA
	if kernel != "" {
		var err error
		if kern, err = kernels.Resolve(kernel, s.M, s.N, s.K); err != nil {
			return err
		}
	}
	return g.Do(func() (err error) {
		k, err := LoadKernel(g, kern)
		if err != nil {
			return err
		}
		defer k.Free()
		m, n, kk := int64(s.M), int64(s.N), int64(s.K)
		var bufs []gpu.DevPtr
		defer func() {
			for _, p := range bufs {
				g.Free(p)
			}
		}()
		for _, sz := range []int64{m * kk * 2, n * kk * 2, m * n * 4} {
			p, err := g.Alloc(sz)
			if err != nil {
				return err
			}
			bufs = append(bufs, p)
		}
		a, b, c := bufs[0], bufs[1], bufs[2]
		if err := k.Fill(a, m*kk, 1); err != nil {
			return err
		}
		if err := k.Fill(b, n*kk, 2); err != nil {
			return err
		}
		for _, mp := range maps {
			if _, err := k.Gemm(mp, a, b, c, s, 0); err != nil {
				return err
			}
		}
		if err := g.GemmBF16(a, b, c, s.M, s.N, s.K); err != nil {
			return err
		}
		return g.Sync()
	})
}

// NcuPath is ncu's path, or "" when it is not on PATH.
func NcuPath() string {
	p, err := exec.LookPath("ncu")
	if err != nil {
		return ""
	}
	return p
}

// Profile runs ncu on childArgs (this program, in ProfileChild mode for shape
// s) and fills the ncu columns of sr: the GEMM launches in order are the
// mappings, every other kernel but the helpers is cuBLAS (bytes summed).
func Profile(ctx context.Context, ncu string, childArgs []string, sr *ShapeResult, nmaps int, logDir string) error {
	metrics, err := ncuMetrics()
	if err != nil {
		return err
	}
	log := filepath.Join(logDir, fmt.Sprintf("ncu-%s.csv", sr.Shape))
	args := append([]string{"--clock-control", "none", "--csv", "--print-units", "base", "--metrics", metrics, "--log-file", log}, childArgs...)
	cmd := exec.CommandContext(ctx, ncu, args...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("sweep: ncu %s: %v\n%s", strings.Join(args, " "), err, tail(string(out), 2000))
	}
	f, err := os.Open(log)
	if err != nil {
		return err
	}
	defer f.Close()
	rows, err := parseNcu(f)
	if err != nil {
		return fmt.Errorf("sweep: %s: %v", log, err)
	}
	return attributeNcu(rows, sr, nmaps, log)
}

// attributeNcu fills the ncu columns of sr from ncu's rows, in launch order:
// the GEMM launches are the mappings in turn; a pitch_bf16 copy (A and B
// into padded rows, K % 8 != 0) belongs to the GEMM launch after it, its
// bytes added to that GEMM's; fill_bf16 and compare_f32 are the harness's;
// every other kernel is cuBLAS (bytes summed).
func attributeNcu(rows []ncuRow, sr *ShapeResult, nmaps int, log string) error {
	vi := 0
	var cuBytes, cuHitW, pitched int64
	for _, r := range rows {
		switch {
		case strings.HasPrefix(r.kernel, "fill_bf16"), strings.HasPrefix(r.kernel, "compare_f32"):
		case strings.HasPrefix(r.kernel, "pitch_bf16"):
			pitched += r.dram
		case strings.HasPrefix(r.kernel, "gemm_bf16_"):
			if vi >= nmaps {
				return fmt.Errorf("sweep: ncu saw more GEMM launches than mappings")
			}
			v := &sr.Variants[vi]
			v.Profiled, v.NcuDRAMBytes, v.NcuL2HitRate = true, r.dram+pitched, r.hit
			pitched = 0
			vi++
		default:
			cuBytes += r.dram
			cuHitW += int64(r.hit * 1000 * float64(max(r.dram, 1)))
		}
	}
	if vi != nmaps {
		return fmt.Errorf("sweep: ncu saw %d GEMM launches, want %d (log %s)", vi, nmaps, log)
	}
	if cu := &sr.Variants[len(sr.Variants)-1]; cu.Name == CublasName && cuBytes > 0 {
		cu.Profiled, cu.NcuDRAMBytes = true, cuBytes
		cu.NcuL2HitRate = float64(cuHitW) / 1000 / float64(cuBytes)
	}
	return nil
}

type ncuRow struct {
	kernel string
	hit    float64
	dram   int64
}

func parseNcu(f *os.File) ([]ncuRow, error) {
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	var col map[string]int
	byID := map[string]*ncuRow{}
	var order []string
	for {
		rec, err := r.Read()
		if err != nil {
			break
		}
		if col == nil {
			if len(rec) > 3 && rec[0] == "ID" {
				col = map[string]int{}
				for i, h := range rec {
					col[h] = i
				}
				for _, need := range []string{"Kernel Name", "Metric Name", "Metric Value"} {
					if _, ok := col[need]; !ok {
						return nil, fmt.Errorf("no %q column", need)
					}
				}
			}
			continue
		}
		if len(rec) <= col["Metric Value"] {
			continue
		}
		id := rec[col["ID"]]
		row, ok := byID[id]
		if !ok {
			row = &ncuRow{kernel: rec[col["Kernel Name"]]}
			byID[id] = row
			order = append(order, id)
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(rec[col["Metric Value"]], ",", ""), 64)
		if err != nil {
			continue
		}
		switch rec[col["Metric Name"]] {
		case "lts__t_sector_hit_rate.pct":
			row.hit = v
		case "dram__bytes_read.sum":
			row.dram = int64(v)
		}
	}
	if col == nil {
		return nil, fmt.Errorf("no CSV header from ncu")
	}
	rows := make([]ncuRow, len(order))
	for i, id := range order {
		rows[i] = *byID[id]
	}
	return rows, nil
}

func tail(s string, n int) string {
	if len(s) > n {
		return "..." + s[len(s)-n:]
	}
	return s
}
