package figure

import (
	"runtime"
	"strings"
	"testing"
)

// The estimates are upper bounds of what the renderers write, for figures
// of every kind, so a figure under the limit is never refused wrongly and
// one over it is refused before it is built.
func TestSizeEstimatesBoundTheText(t *testing.T) {
	for _, c := range []struct {
		src  string
		opt  ValueOptions
		cute bool
	}{
		{src: "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})", cute: true},
		{src: "make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})", cute: true},
		{src: "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})"},
		{src: "make_layout(make_shape(100,100))"},
		{src: "logical_divide(make_layout(make_shape(64,64)), make_tile(4,2))", opt: ValueOptions{Mode: ByTile}},
		{src: "(64,16):(0,1)", opt: ValueOptions{TVM: 4, TVN: 4}},
	} {
		fig, err := FromStatements([]string{c.src}, c.opt)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		s, err := SVG(fig, true)
		if err != nil {
			t.Fatal(err)
		}
		if est := svgEstimate(fig); len(s) > est || est > 4*len(s)+8192 {
			t.Errorf("%s: SVG %d bytes, estimate %d (want above it, within 4×)", c.src, len(s), est)
		}
		if tex, err := TeX(fig); err == nil && len(tex) > cellCount(fig)*texCellBytes+4096 {
			t.Errorf("%s: TikZ %d bytes, estimate %d", c.src, len(tex), cellCount(fig)*texCellBytes)
		}
		if c.cute {
			cs, err := CuteSVG(fig)
			if err != nil {
				t.Fatal(err)
			}
			if est := cellCount(fig)*cuteCellBytes + 4096; len(cs) > est {
				t.Errorf("%s: print_svg %d bytes, estimate %d", c.src, len(cs), est)
			}
		}
	}
}

// A figure whose SVG would pass the limit is refused before its text is
// built: the refusal allocates far less than the text would take.
func TestOversizedSVGIsRefusedEarly(t *testing.T) {
	fig, err := FromStatements([]string{"make_layout(make_shape(256,512))"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = SVG(fig, true)
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "MB of SVG") {
		t.Fatalf("err %v, want the size refused", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > MaxFigureBytes/2 {
		t.Errorf("refusing allocated %d bytes", got)
	}
}
