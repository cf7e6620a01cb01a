package figure

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// A and B of a wgmma SS atom come from shared memory through descriptors:
// each is one tile read by the whole warpgroup (cells "WG0 Vv", v the
// atom's value index, no "+127"); C stays per thread.
func TestWGMMASSOperandsAreSharedMemoryTiles(t *testing.T) {
	fig, err := FromStatements([]string{"make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	c, a, b := &fig.Panels[0], &fig.Panels[1], &fig.Panels[2]
	if a.Shared != 128 || b.Shared != 128 || c.Shared != 0 {
		t.Fatalf("shared: C %d, A %d, B %d; want 0, 128, 128", c.Shared, a.Shared, b.Shared)
	}
	// LayoutA_TV (128,(64,16)):(0,(1,64)): value v is element (v%64, v/64).
	for _, x := range []struct{ m, k int }{{0, 0}, {1, 1}, {63, 15}, {17, 9}} {
		cell := a.Cell(x.m, x.k)
		if want := (Owner{0, x.m + 64*x.k}); len(cell.Owners) != 1 || cell.Owners[0] != want {
			t.Errorf("A(%d,%d): owners %v, want WG0 V%d", x.m, x.k, cell.Owners, want.V)
		}
	}
	// B (128,(16,16)):(0,(1,16)): value v is (n, k) = (v%16, v/16), drawn k down.
	if cell := b.Cell(3, 5); len(cell.Owners) != 1 || cell.Owners[0] != (Owner{0, 5 + 16*3}) {
		t.Errorf("B(k=3,n=5): owners %v, want WG0 V53", cell.Owners)
	}
	for i := range c.Cells {
		if len(c.Cells[i].Owners) != 1 {
			t.Fatalf("C cell %d: owners %v, want one thread", i, c.Cells[i].Owners)
		}
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	out := NewPainter(testutil.Common().Styles).TV(fig, cv, View{Width: 400, Height: 100, Thread: 5})
	for _, want := range []string{"WG0 V65", "A and B: shared memory, read as one tile by all 128 threads", "GMMA::Major::K", "warpgroup 0 reads all of A (1024 cells) and B (256 cells)"} {
		if !strings.Contains(out, want) {
			t.Errorf("view lacks %q", want)
		}
	}
	if strings.Contains(out, "+127") {
		t.Error("view still says +127")
	}
	svg, err := SVG(fig, true)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(svg, "+127") || !strings.Contains(svg, ">WG0 V65<") {
		t.Error("SVG does not draw A as the warpgroup's tile")
	}
}

// Two warpgroups tiled along M each read their own 64 rows of A; an RS
// atom's A is per thread, its B shared.
func TestWGMMATiledAndRSOperands(t *testing.T) {
	fig, err := FromStatements([]string{"make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	a := &fig.Panels[1]
	if x, y := a.Cell(5, 3), a.Cell(64+5, 3); x.Owners[0].T != 0 || y.Owners[0].T != 1 || x.Owners[0].V != y.Owners[0].V {
		t.Errorf("A rows 5 and 69: %v and %v, want WG0 and WG1 with one value", x.Owners, y.Owners)
	}
	rs, err := FromStatements([]string{"make_tiled_mma(SM90_64x16x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if a, b := &rs.Panels[1], &rs.Panels[2]; a.Shared != 0 || b.Shared != 128 || len(a.Cell(0, 0).Owners) != 1 {
		t.Errorf("RS: A shared %d (owners %v), B shared %d; want A per thread, B shared", a.Shared, a.Cell(0, 0).Owners, b.Shared)
	}
}

// The SS wgmma view as a pane draws it at 120×40, thread 5 selected.
func TestWGMMASSView(t *testing.T) {
	fig, err := FromStatements([]string{"make_tiled_mma(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	golden.RequireEqual(t, []byte(NewPainter(testutil.Common().Styles).TV(fig, cv, View{Width: 120, Height: 40, Thread: 5})))
}
