package figure

import (
	"testing"

	"github.com/cutetui/cutetui/gpu/model/bank"
)

// TestBankResultDrawsTheSwizzledTileByBank: the figure of bank_conflicts
// (cutetui draw, ctrl+o) is the shared-memory layout's grid of swizzled
// offsets, each cell keyed by gpu/model/bank's bank of its byte address at
// the atom's element size (half_t: 2 bytes).
func TestBankResultDrawsTheSwizzledTileByBank(t *testing.T) {
	fig, err := FromStatements([]string{"bank_conflicts(Sw<3,3,3> o (8,64):(64,1), Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, ((8,4),8):((1,64),8))"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if fig.Mode != ByBank {
		t.Fatalf("mode %v, want bank", fig.Mode)
	}
	p := &fig.Panels[0]
	if p.Rows != 8 || p.Cols != 64 {
		t.Fatalf("%dx%d grid, want 8x64", p.Rows, p.Cols)
	}
	// Row 1, column 0: Sw<3,3,3>(64) = 72, byte 144, bank 4.
	c := p.Cell(1, 0)
	if c.Value != 72 || c.Key != bank.BankOf(72*2) || c.Key != 4 {
		t.Errorf("cell (1,0): value %d key %d, want 72 in bank 4", c.Value, c.Key)
	}
}
