package banks

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cutetui/cutetui/gpu"
)

// The child (run under ncu) is this test binary with envChild set;
// envMetrics overrides the --metrics list; envOut is where the parent
// writes ncu's log and the table (default: a temporary directory).
const (
	envChild   = "CUTETUI_BANK_PROBE_CHILD"
	envMetrics = "CUTETUI_BANK_NCU_METRICS"
	envOut     = "CUTETUI_BANK_OUT"
)

// TestBankProbeChild launches the probes; TestBanksGPU runs it under ncu.
func TestBankProbeChild(t *testing.T) {
	if os.Getenv(envChild) != "1" {
		t.Skip("the program ncu watches; TestBanksGPU runs it")
	}
	g, err := gpu.Open(gpu.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if err := Probe(g, Cases); err != nil {
		t.Fatal(err)
	}
}

// TestBanksGPU profiles every case's probe with Nsight Compute and checks
// that the model's wavefronts and bank conflicts equal ncu's on each.
func TestBanksGPU(t *testing.T) {
	ncu, err := exec.LookPath("ncu")
	if err != nil {
		t.Skip("no ncu on PATH")
	}
	g, err := gpu.Open(gpu.Options{})
	if err != nil {
		t.Skipf("no GPU: %v", err)
	}
	dev := g.Dev.Summary()
	g.Close()
	out := os.Getenv(envOut)
	if out == "" {
		out = t.TempDir()
	}
	metrics := strings.Join(Metrics, ",")
	if m := os.Getenv(envMetrics); m != "" {
		metrics = m
	}
	log := filepath.Join(out, "ncu-banks.csv")
	args := []string{"--clock-control", "none", "--csv", "--print-units", "base", "--metrics", metrics, "--log-file", log,
		os.Args[0], "-test.run", "^TestBankProbeChild$", "-test.count=1"}
	cmd := exec.Command(ncu, args...)
	cmd.Env = append(os.Environ(), envChild+"=1")
	start := time.Now()
	o, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("ncu %s: %v\n%s", strings.Join(args, " "), err, o)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	launches, err := ParseNcuCSV(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := Compare(Cases, launches)
	if err != nil {
		t.Fatal(err)
	}
	head := fmt.Sprintf("Device: %s. Date: %s. ncu %s over %d probes in %.1f s.\n\n", dev, start.UTC().Format("2006-01-02 15:04 MST"), strings.Join(args[:8], " "), len(rows), time.Since(start).Seconds())
	table := head + Table(rows)
	if err := os.WriteFile(filepath.Join(out, "banks-table.md"), []byte(table), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + table)
	for _, r := range rows {
		if r.Diverges() != "" {
			continue
		}
		if !r.Agrees() {
			w, c, _ := r.Measured()
			t.Errorf("%s: model %d wavefronts, %d conflicts; ncu %d, %d", r.Case.Name, r.Model.Result.Wavefronts, r.Model.Result.Conflicts, w, c)
		}
	}
}
