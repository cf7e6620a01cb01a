package figure

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// Identity, coordinate and TMA-box tensors (and basis layouts) draw as
// grids of the coordinates they hold, as print_tensor prints them.
func TestCoordinateTensorsDrawAsCoordinates(t *testing.T) {
	for _, c := range []struct {
		src        string
		m, n       int
		want       string
		rows, cols int
	}{
		{"make_identity_tensor(make_shape(4,5))", 2, 3, "(2,3)", 4, 5},
		{"local_tile(make_identity_tensor(make_shape(8,8)), make_tile(4,4), make_coord(1,1))", 3, 2, "(7,6)", 4, 4},
		// Lesson 18: a step along m adds 1 to TMA coordinate 1.
		{"make_coord_tensor(make_layout(make_shape(8,4), make_stride(E<1>{}, E<0>{})))", 3, 2, "(2,3)", 8, 4},
		{"B = make_identity_layout((4096,8192))\ntmA = make_coord_tensor(composition(B, (8192,4096):(4096,1)))\nlocal_tile(tmA, (128,64), (5,7))", 9, 3, "(451,649)", 128, 64},
		{"make_identity_layout(make_shape(4,4))", 1, 3, "(1,3)", 4, 4},
	} {
		fig := figureOf(t, c.src, ByValue)
		p := &fig.Panels[0]
		if p.Rows != c.rows || p.Cols != c.cols {
			t.Errorf("%s: %d×%d, want %d×%d", c.src, p.Rows, p.Cols, c.rows, c.cols)
			continue
		}
		if got := p.Cell(c.m, c.n).Coord; got != c.want {
			t.Errorf("%s: cell (%d,%d) = %q, want %q", c.src, c.m, c.n, got, c.want)
		}
		if s, err := SVG(fig, true); err != nil || !strings.Contains(s, ">"+c.want+"<") {
			t.Errorf("%s: SVG lacks %s (%v)", c.src, c.want, err)
		}
		if _, err := PNG(fig, true); err != nil {
			t.Errorf("%s: PNG: %v", c.src, err)
		}
	}
	fig := figureOf(t, "make_identity_tensor(make_shape(4,5))", ByValue)
	golden.RequireEqual(t, []byte(NewPainter(testutil.Common().Styles).Grid(fig, View{Width: 80, Thread: -1})))
}
