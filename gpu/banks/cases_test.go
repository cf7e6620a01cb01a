package banks

import (
	"os"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu/model/bank"
	"github.com/cutetui/cutetui/kernels"
)

// TestCasesModel runs the model on every case: the layouts evaluate, the
// addresses fit the probe, each case has a probe kernel in
// kernels/bank_probe.cu, and the cases cover what docs/banks.md claims.
func TestCasesModel(t *testing.T) {
	if len(Cases) < 30 {
		t.Fatalf("%d cases, want at least 30", len(Cases))
	}
	seen := map[string]bool{}
	for _, c := range Cases {
		m, err := c.Run()
		if err != nil {
			t.Fatal(err)
		}
		k := Kernel(m.Access)
		if !strings.Contains(kernels.BankProbe, "PROBE("+k+")") {
			t.Errorf("%s: no probe kernel %s", c.Name, k)
		}
		seen[c.Access] = true
		if testing.Verbose() {
			t.Logf("%-45s %-18s %s", c.Name, c.Access, m.Result.Summary())
		}
	}
	for _, a := range []string{"LDS.32", "LDS.64", "LDS.128", "STS.128", "ldmatrix.x4", "ldmatrix.x4.trans", "stmatrix.x4", "cp.async.16"} {
		if !seen[a] {
			t.Errorf("no case of %s", a)
		}
	}
	if _, err := bank.ParseAccess("LDS.128"); err != nil {
		t.Fatal(err)
	}
}

// TestRecordedNcuH200 checks the model against the ncu log recorded on an
// H200 (testdata/ncu-h200.csv, 2026-11-24, by TestBanksGPU; docs/banks.md):
// every case ncu counts has the model's wavefronts and conflicts, so a
// change of the model or of a case that disagrees with the hardware fails
// here, without a GPU.
func TestRecordedNcuH200(t *testing.T) {
	f, err := os.Open("testdata/ncu-h200.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	launches, err := ParseNcuCSV(f)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := Compare(Cases, launches)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, r := range rows {
		w, c, ok := r.Measured()
		if !ok {
			t.Fatalf("%s: no op_ld/op_st counters in the log", r.Case.Name)
		}
		if r.Diverges() != "" {
			if c != 0 {
				t.Errorf("%s: docs/banks.md says ncu reports no LDGSTS conflicts; the log has %d", r.Case.Name, c)
			}
			continue
		}
		checked++
		if !r.Agrees() {
			t.Errorf("%s: model %d wavefronts, %d conflicts; ncu on the H200 %d, %d", r.Case.Name, r.Model.Result.Wavefronts, r.Model.Result.Conflicts, w, c)
		}
	}
	if checked < 30 {
		t.Errorf("only %d cases checked against ncu", checked)
	}
}
