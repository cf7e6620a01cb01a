package grid

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// TestWindowMatchesTheWholeFigure: a window built over part of a long
// axis draws exactly what the same window of the whole figure draws —
// cells, mode lines, labels and the totals in its notes — for layouts of
// every rank and nesting, at windows anywhere in them.
func TestWindowMatchesTheWholeFigure(t *testing.T) {
	defer func(b int) { axisBudget = b }(axisBudget)
	axisBudget = 3 // every axis longer than the window's far edge is cut
	st := testutil.Common().Styles
	p := figure.NewPainter(st)
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
		for _, w := range windows {
			for _, mode := range []figure.Mode{figure.ByValue, figure.ByThread, figure.ByBank} {
				opt := figure.Options{Mode: mode, Row: w[0], Col: w[1], Rows: w[2], Cols: w[3]}
				name := fmt.Sprintf("%s %v %v", s, w, mode)
				whole, err := figure.FromLayout(src, opt)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				part, err := Window(src, opt)
				if err != nil {
					t.Fatalf("%s: window: %v", name, err)
				}
				v := figure.View{Row: w[0], Col: w[1], Thread: -1}
				if a, b := p.Grid(whole, v), p.Grid(part, v); a != b {
					t.Errorf("%s:\nwhole\n%s\nwindow\n%s", name, a, b)
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
