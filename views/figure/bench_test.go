package figure

import (
	"testing"

	"github.com/cutetui/cutetui/views/internal/testutil"
)

// BenchmarkPNG256x256: cutetui draw --png of a 256×256 layout grid.
func BenchmarkPNG256x256(b *testing.B) {
	for i := 0; i < b.N; i++ {
		fig, err := FromStatements([]string{"make_layout(make_shape(256,256))"}, ValueOptions{Mode: ByValue})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := PNG(fig, true); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTVFrame: one frame of a pane's MMA view (the figure built
// once, as a pane keeps it) of a 2×2-warpgroup 64×256×16 wgmma at 120×32:
// what a keystroke costs.
func BenchmarkTVFrame(b *testing.B) {
	fig, err := FromStatements([]string{"make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{})"}, ValueOptions{})
	if err != nil {
		b.Fatal(err)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		b.Fatal(err)
	}
	p := NewPainter(testutil.Common().Styles)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = p.TV(fig, cv, View{Width: 120, Height: 32, Col: 3, Thread: 5})
	}
}

// BenchmarkMMAFigure: building the figure and canvas of that wgmma, once
// per value a pane shows.
func BenchmarkMMAFigure(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		fig, err := FromStatements([]string{"make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{})"}, ValueOptions{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := CanvasOf(fig); err != nil {
			b.Fatal(err)
		}
	}
}
