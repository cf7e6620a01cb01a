package grid

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestWindowMatchesTheWholeFigure: a figure built for a window of a
// layout (what a pane draws, costing only the window) holds exactly that
// window of the whole figure — cells, colours, mode lines and the totals
// its notes name — for layouts of every rank and nesting, windows
// anywhere in them, and every colouring (tiles are numbered over the
// whole).
func TestWindowMatchesTheWholeFigure(t *testing.T) {
	layouts := []string{
		"(16,12):(12,1)",
		"((2,4),(3,5)):((1,2),(8,24))",
		"((2,2,3),((2,3),4)):((1,2,4),((12,24),72))",
		"(4,(2,3),5):(1,(4,8),24)",
		"(3,2,2,5):(1,3,6,12)",
		"((2,3),4):((1,2),6)",
		"(40):(1)",
		"(20,1):(1,0)",
	}
	windows := [][4]int{{0, 0, 4, 5}, {3, 2, 5, 4}, {7, 9, 6, 6}, {1, 0, 1, 1}, {0, 11, 8, 2}}
	for _, s := range layouts {
		src := Of(layout(t, s)).Source()
		for _, mode := range []figure.Mode{figure.ByValue, figure.ByTile, figure.ByThread, figure.ByBank} {
			whole, err := figure.FromLayout(src, figure.Options{Mode: mode})
			if err != nil {
				t.Fatalf("%s: %v", s, err)
			}
			w0 := &whole.Panels[0]
			for _, w := range windows {
				name := fmt.Sprintf("%s %v %v", s, w, mode)
				part, err := figure.FromLayout(src, figure.Options{Mode: mode, Row: w[0], Col: w[1], Rows: w[2], Cols: w[3]})
				if err != nil {
					t.Fatalf("%s: window: %v", name, err)
				}
				p := &part.Panels[0]
				if p.Rows != w0.Rows || p.Cols != w0.Cols || len(p.RowLines) != p.WinRows || len(p.ColLines) != p.WinCols {
					t.Fatalf("%s: %d×%d with %d×%d lines, want the whole's %d×%d and the window's lines", name, p.Rows, p.Cols, len(p.RowLines), len(p.ColLines), w0.Rows, w0.Cols)
				}
				for i := 0; i < p.WinRows; i++ {
					if p.RowLines[i] != w0.RowLines[p.WinRow+i] {
						t.Errorf("%s: line above row %d: %d, whole %d", name, p.WinRow+i, p.RowLines[i], w0.RowLines[p.WinRow+i])
					}
					for j := 0; j < p.WinCols; j++ {
						got, want := p.Cell(p.WinRow+i, p.WinCol+j), w0.Cell(p.WinRow+i, p.WinCol+j)
						if got.Value != want.Value || got.Key != want.Key || got.Coord != want.Coord {
							t.Errorf("%s: cell (%d,%d) %+v, whole %+v", name, p.WinRow+i, p.WinCol+j, *got, *want)
						}
					}
				}
				for j := 0; j < p.WinCols; j++ {
					if p.ColLines[j] != w0.ColLines[p.WinCol+j] {
						t.Errorf("%s: line left of column %d: %d, whole %d", name, p.WinCol+j, p.ColLines[j], w0.ColLines[p.WinCol+j])
					}
				}
			}
		}
	}
}

// TestHugeLayoutAllocatesForItsWindow: the grid of a layout of 2^60
// elements costs what its window costs (it once took 8 bytes per row and
// column of the whole: 16 GB) and says how large the whole is.
func TestHugeLayoutAllocatesForItsWindow(t *testing.T) {
	st := testutil.Common().Styles
	l := layout(t, "make_layout(make_shape(1073741824,1073741824))")
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	got := Render(Of(l), st, DefaultLimits(100))
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 64<<20 {
		t.Errorf("the grid allocated %d MB", n>>20)
	}
	if !strings.Contains(got, "of 1073741824 rows") || !strings.Contains(got, "of 1073741824 columns") {
		t.Errorf("the grid does not say how large the layout is:\n%s", got)
	}
}
