package figure

import (
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestFoldOfARankOneLayoutOfAPair: ((128,128)):((1,256)), lesson 24's
// slice, folds as the 128×128 grid of its one mode, not as one row of
// 16384 columns; a rank-1 layout of an int or of a rank-1 tuple stays a row.
func TestFoldOfARankOneLayoutOfAPair(t *testing.T) {
	l, err := engine.MakeLayout(engine.Tuple(engine.Ints(128, 128)), engine.Tuple(engine.Ints(1, 256)))
	if err != nil {
		t.Fatal(err)
	}
	f, err := FoldOf(l)
	if err != nil || f.Rows != 128 || f.Cols != 128 {
		t.Errorf("FoldOf(%s) = %d×%d (%v), want 128×128", l, f.Rows, f.Cols, err)
	}
	row, _ := engine.MakeLayout(engine.Tuple(engine.Int(8)), engine.Tuple(engine.Int(2)))
	if f, _ := FoldOf(row); f.Rows != 1 || f.Cols != 8 {
		t.Errorf("FoldOf(%s) = %d×%d, want 1×8", row, f.Rows, f.Cols)
	}
}
