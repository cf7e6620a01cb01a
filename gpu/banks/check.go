package banks

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// EnvChild, set to 1, tells the program ncu runs that it is the probe.
const EnvChild = "CUTETUI_BANK_PROBE_CHILD"

// Check runs ncu at path ncu on the command child (a program that calls
// Probe on Cases, run with EnvChild=1), reading metrics (Metrics when
// empty), writing ncu's log to outDir/ncu-banks.csv, and pairs the launches
// with the cases. The header line names the device, the date and the
// command.
func Check(ncu string, child []string, metrics []string, outDir, device string) (rows []Row, header string, err error) {
	if len(metrics) == 0 {
		metrics = Metrics
	}
	log := filepath.Join(outDir, "ncu-banks.csv")
	args := append([]string{"--clock-control", "none", "--csv", "--print-units", "base", "--metrics", strings.Join(metrics, ","), "--log-file", log}, child...)
	cmd := exec.Command(ncu, args...)
	cmd.Env = append(os.Environ(), EnvChild+"=1")
	start := time.Now()
	if o, err := cmd.CombinedOutput(); err != nil {
		return nil, "", fmt.Errorf("banks: ncu %s: %v\n%s", strings.Join(args, " "), err, o)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		return nil, "", err
	}
	launches, err := ParseNcuCSV(bytes.NewReader(data))
	if err != nil {
		return nil, "", err
	}
	if rows, err = Compare(Cases, launches); err != nil {
		return nil, "", err
	}
	header = fmt.Sprintf("Device: %s. Date: %s. ncu %s over %d probes in %.1f s.", device, start.UTC().Format("2006-01-02 15:04 MST"), strings.Join(args, " "), len(rows), time.Since(start).Seconds())
	return rows, header, nil
}

// Disagreements are the rows whose model differs from ncu, except the
// known divergence (Diverges).
func Disagreements(rows []Row) []string {
	var out []string
	for _, r := range rows {
		if r.Diverges() != "" || r.Agrees() {
			continue
		}
		w, c, _ := r.Measured()
		out = append(out, fmt.Sprintf("%s: model %d wavefronts, %d conflicts; ncu %d, %d", r.Case.Name, r.Model.Result.Wavefronts, r.Model.Result.Conflicts, w, c))
	}
	return out
}

// ModelTable is the model's answer for every case, for a machine with no
// GPU or no ncu.
func ModelTable() (string, error) {
	var b strings.Builder
	b.WriteString("| # | case | smem layout | thread layout | access | wavefronts | conflicts | worst phase |\n|---|---|---|---|---|---|---|---|\n")
	for i, c := range Cases {
		m, err := c.Run()
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "| %d | %s | `%s` (%d-bit) | `%s` | %s | %d | %d | %d-way |\n", i+1, c.Name, c.smemString(), c.ElemBits, c.tvString(), c.Access, m.Result.Wavefronts, m.Result.Conflicts, m.Result.MaxWays())
	}
	return b.String(), nil
}

func (c Case) smemString() string {
	if c.Swizzle[0] != 0 {
		return fmt.Sprintf("Sw<%d,%d,%d> o %s", c.Swizzle[0], c.Swizzle[1], c.Swizzle[2], c.Layout)
	}
	return c.Layout
}

func (c Case) tvString() string {
	if c.TV == "" {
		return "(default)"
	}
	return c.TV
}

// NcuPath is ncu's path, or "" when it is not on PATH.
func NcuPath() string {
	p, err := exec.LookPath("ncu")
	if err != nil {
		return ""
	}
	return p
}
