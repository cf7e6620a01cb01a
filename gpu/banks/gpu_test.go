package banks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu"
)

// envMetrics overrides the --metrics list; envOut is where TestBanksGPU
// writes ncu's log and the table (default: a temporary directory).
const (
	envMetrics = "CUTETUI_BANK_NCU_METRICS"
	envOut     = "CUTETUI_BANK_OUT"
)

// TestBankProbeChild launches the probes; TestBanksGPU runs it under ncu.
func TestBankProbeChild(t *testing.T) {
	if os.Getenv(EnvChild) != "1" {
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
// that the model's wavefronts and bank conflicts equal ncu's on each (but
// the known divergence, cp.async).
func TestBanksGPU(t *testing.T) {
	ncu := NcuPath()
	if ncu == "" {
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
	var metrics []string
	if m := os.Getenv(envMetrics); m != "" {
		metrics = strings.Split(m, ",")
	}
	rows, header, err := Check(ncu, []string{os.Args[0], "-test.run", "^TestBankProbeChild$", "-test.count=1"}, metrics, out, dev)
	if err != nil {
		t.Fatal(err)
	}
	table := header + "\n\n" + Table(rows)
	if err := os.WriteFile(filepath.Join(out, "banks-table.md"), []byte(table), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + table)
	for _, d := range Disagreements(rows) {
		t.Error(d)
	}
}
