package eval

import (
	"strings"
	"testing"
)

// TestExplainBankConflicts: --explain of bank_conflicts gives the
// addressing rule, one step per phase listing every thread's address and
// bank, and the total.
func TestExplainBankConflicts(t *testing.T) {
	e := NewEnv()
	res, steps, err := e.Explain("bank_conflicts((16,64):(64,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,128))")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res.Text, "ldmatrix.x4: 4 phases, 32 wavefronts") {
		t.Errorf("result %q", res.Text)
	}
	if len(steps) != 6 {
		t.Fatalf("%d steps, want the rule, 4 phases and the total", len(steps))
	}
	// thread 9 gives row 9: byte 9*128 = 1152, bank 0
	if !strings.Contains(steps[2].Text, "T9   addr 1152   bank 0-3") || !strings.Contains(steps[2].Text, "8-way") {
		t.Errorf("phase 1:\n%s", steps[2].Text)
	}
	if !strings.Contains(steps[5].Text, "28 bank conflicts") {
		t.Errorf("total: %s", steps[5].Text)
	}
}
