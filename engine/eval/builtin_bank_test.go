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

// FuzzBankConflicts runs mutated bank_conflicts and find_swizzle calls
// (and their --explain derivations): each answers or gives a positioned
// *Error, never a panic or a hang.
func FuzzBankConflicts(f *testing.F) {
	for _, s := range []string{
		"bank_conflicts((32,32):(32,1), Copy_Atom<UniversalCopy<uint32_t>, float>{})",
		"bank_conflicts(Sw<3,3,3> o (8,64):(64,1), Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, ((8,4),8):((1,64),8))",
		"bank_conflicts_store((8,64):(72,1), Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, 32:4)",
		"bank_conflicts((16,64):(64,1), Copy_Atom<SM75_U16x8_LDSM_T, half_t>{}, (16,2):(1,128))",
		"bank_conflicts((16,64):(64,1), Copy_Atom<SM90_U32x2_STSM_N, half_t>{}, (8,4):(1,0))",
		"bank_conflicts(512:1, Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{})",
		"find_swizzle((64,64):(64,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,1024))",
		"find_swizzle((8,64):(64,1), Sw<3,3,3> o (8,64):(64,1))",
		"find_swizzle((4,8):(8,-1), 32:1)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := NewEnv()
		if n, err := Parse(s); err == nil && n != nil {
			if call, ok := n.(*Call); ok {
				withinBudget(t, s, func() { e.derive(call) })
			}
		}
		var err error
		withinBudget(t, s, func() { _, err = e.exec(s) })
		if err != nil {
			ee, ok := err.(*Error)
			if !ok {
				t.Fatalf("Exec(%q): error %T, want *Error", s, err)
			}
			if ee.Pos < 0 || ee.Pos > len(s) {
				t.Fatalf("Exec(%q): error column %d outside the line", s, ee.Pos)
			}
		}
	})
}
