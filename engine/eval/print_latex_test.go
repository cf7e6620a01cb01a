package eval

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The expected files are what CuTe's print_latex, print_latex_tv and
// print_svg printed (g++ against CUTLASS 7107b055's headers, the program
// views/figure/testdata/print_latex/print_latex.cpp); the large ones are
// kept as their SHA-256 (testdata/print_latex/SHA256SUMS). eval prints a
// value without its final newline; C++'s files end with one.
var printLatexCases = []struct{ file, src string }{
	{"layout_4x8.tex", "print_latex(Layout<Shape<_4,_8>>{})"},
	{"layout_8.tex", "print_latex(make_layout(Shape<_8>{}))"},
	{"layout_hier.tex", "print_latex(Layout<Shape<Shape<_2,_2>,Shape<_2,_4>>, Stride<Stride<_1,_8>,Stride<_2,_16>>>{})"},
	{"swizzle_4x4.tex", "print_latex(composition(Swizzle<2,0,2>{}, Layout<Shape<_4,_4>,Stride<_4,_1>>{}))"},
	{"mma_fma.tex", "print_latex(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_4,_2,_1>>{}))"},
	{"mma_sm80_16x8x16_2x2.tex", "print_latex(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{}))"},
	{"mma_sm80_perm.tex", "print_latex(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{}, Layout<Shape<_2,_1,_1>>{}, Tile<_32,_16,_8>{}))"},
	{"mma_gmma_64x16x16.tex", "print_latex(make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}))"},
	{"copy_universal.tex", "print_latex(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_4,_2>>{}, Layout<Shape<_1,_2>>{}))"},
	{"copy_128.tex", "print_latex(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{}))"},
	{"copy_ldsm_A.tex", "print_latex(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})))"},
	{"tv_8x4.tex", "print_latex_tv(composition(make_identity_tensor(Shape<_8,_4>{}), Layout<Shape<Shape<_4,_2>,Shape<_2,_2>>,Stride<Stride<_2,_16>,Stride<_1,_8>>>{}), Shape<_8,_4>{})"},
	{"svg_fma.svg", "print_svg(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_4,_2,_1>>{}))"},
	{"svg_sm80_16x8x8.svg", "print_svg(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{}))"},
	{"svg_sm80_16x8x8.svg", "print_svg(MMA_Atom<SM80_16x8x8_F16F16F16F16_TN>{})"},
	{"svg_sm80_16x8x16_2x2.svg", "print_svg(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{}))"},
}

func TestPrintLatexAndSVGAreCuTes(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "print_latex", "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	hashes := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if f := strings.Fields(l); len(f) == 2 {
			hashes[f[1]] = f[0]
		}
	}
	for _, c := range printLatexCases {
		env := NewEnv()
		env.Static = true
		r, err := env.Exec(c.src)
		if err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		got := r.Text + "\n"
		if h, ok := hashes[c.file]; ok {
			if sum := sha256.Sum256([]byte(got)); hex.EncodeToString(sum[:]) != h {
				t.Errorf("%s: differs from C++'s %s (SHA-256 %x, want %s)", c.src, c.file, sum, h)
			}
			continue
		}
		want, err := os.ReadFile(filepath.Join("testdata", "print_latex", c.file))
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s: differs from C++'s %s", c.src, c.file)
		}
	}
}

// TestPrintLatexRefusals: what C++ stops with a static_assert, or cannot
// compile, is refused with the condition.
func TestPrintLatexRefusals(t *testing.T) {
	for _, c := range []struct{ src, msg string }{
		{"print_latex(Layout<Shape<_2,_2,_2>>{})", "rank(layout_a) <= Int<2>{}"},
		{"print_latex_tv(Layout<Shape<_8,_4>,Stride<_4,_1>>{}, Shape<_4,_8>{})", "coordinate-valued"},
		{"print_svg(Layout<Shape<_8,_4>>{})", "an MMA atom or a TiledMMA"},
		{"print_latex_tv(composition(make_identity_tensor(Shape<_4,_4>{}), Layout<Shape<_8,_4>>{}), Shape<_4,_4>{})", "outside the 4×4 tile"},
	} {
		env := NewEnv()
		if _, err := env.Exec(c.src); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v, want one saying %q", c.src, err, c.msg)
		}
	}
}
