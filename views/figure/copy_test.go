package figure

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// A copy whose tile is wider than tall draws D below S (lesson 16's 32×64
// copy then fits 72 columns, compacted); a tall or square tile keeps
// print_latex_copy's D to the right of S.
func TestCopyFigureStacksAWideTile(t *testing.T) {
	wide, err := FromStatements([]string{"make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_32,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, d := wide.Panels[0], wide.Panels[1]
	if s.Rows != 32 || s.Cols != 64 || d.AtRow != 34 || d.AtCol != 0 {
		t.Errorf("32×64 tile: S %d×%d, D at (%d,%d); want D at (34,0)", s.Rows, s.Cols, d.AtRow, d.AtCol)
	}
	cv, err := CanvasOf(wide)
	if err != nil {
		t.Fatal(err)
	}
	out := NewPainter(testutil.Common().Styles).TV(wide, cv, View{Width: 72, Height: 80, Thread: 9})
	golden.RequireEqual(t, []byte(out))
	if strings.Contains(out, "columns 0–") || !strings.Contains(out, "S") || !strings.Contains(out, "D") {
		t.Errorf("the stacked copy does not fit 72 columns whole:\n%s", out)
	}
	tall, err := FromStatements([]string{"make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_4,_2>>{}, Layout<Shape<_1,_1>>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if d := tall.Panels[1]; d.AtRow != 0 || d.AtCol != tall.Panels[0].Cols+3 {
		t.Errorf("4×2 tile: D at (%d,%d), want beside S at (0,%d)", d.AtRow, d.AtCol, tall.Panels[0].Cols+3)
	}
}
