package figure

import (
	"testing"

	"github.com/cutetui/cutetui/views/internal/testutil"
)

// Odd layouts draw in every renderer without a panic (or are refused).
func TestEdgeLayoutsDrawEverywhere(t *testing.T) {
	p := NewPainter(testutil.Common().Styles)
	for _, src := range []string{
		"(0,4):(1,1)", "1:0", "(1,1):(0,0)", "(4,2):(-1,4)", "(2,(3,(2,2))):(1,(2,(6,12)))",
		"make_layout(make_shape(2,2,2,2,2))", "(3,5):(0,0)",
		"composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_64>,Stride<_64,_1>>{})",
		"make_identity_tensor(8)", "make_identity_tensor(make_shape(1))", "make_identity_tensor(make_shape(2,make_shape(2,2)))",
		"make_identity_layout(make_shape(2,3,4))", "make_identity_tensor(make_shape(1024,1024))",
		"GMMA::Layout_MN_SW128_Atom<uint8_t>{}", "make_tensor(make_smem_ptr<half_t>(0), GMMA::Layout_K_SW64_Atom<half_t>{})",
	} {
		for m := ByValue; m < numModes; m++ {
			fig, err := FromStatements([]string{src}, ValueOptions{Mode: m})
			if err != nil {
				t.Logf("%s: refused: %v", src, err)
				continue
			}
			_ = p.Grid(fig, View{Width: 60, Height: 10, Thread: -1})
			_ = p.Grid(fig, View{Width: 60, Height: 10, Thread: -1, Compact: true})
			if _, err := SVG(fig, true); err != nil {
				t.Errorf("%s: SVG: %v", src, err)
			}
			if _, err := PNG(fig, false); err != nil {
				t.Errorf("%s: PNG: %v", src, err)
			}
			_, _ = TeX(fig)
		}
	}
	// TV figures with uncovered cells, shared cells and a refusal.
	for _, c := range []struct {
		src  string
		m, n int
		ok   bool
	}{
		{"(2,2):(1,2)", 4, 4, true}, {"(4,4):(0,1)", 2, 2, true}, {"(2,2):(1,8)", 2, 2, false}, {"(2,2):(-1,1)", 2, 2, false}, {"8:1", 8, 1, false},
	} {
		fig, err := FromStatements([]string{c.src}, ValueOptions{TVM: c.m, TVN: c.n})
		if (err == nil) != c.ok {
			t.Errorf("TV %s over %dx%d: err %v, want ok=%v", c.src, c.m, c.n, err, c.ok)
			continue
		}
		if err != nil {
			continue
		}
		cv, err := CanvasOf(fig)
		if err != nil {
			t.Fatal(err)
		}
		_ = p.TV(fig, cv, View{Width: 60, Thread: 1})
		_ = p.TV(fig, cv, View{Width: 60, Thread: -1, Compact: true, Row: 100, Col: 100})
		if _, err := PNG(fig, true); err != nil {
			t.Errorf("TV %s: PNG: %v", c.src, err)
		}
		if _, err := TeX(fig); err != nil {
			t.Errorf("TV %s: TeX: %v", c.src, err)
		}
	}
}
