package figure

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
)

// figureOf evaluates statements and builds the figure of the last value:
// a layout's, a TiledMMA's or a TiledCopy's.
func figureOf(t *testing.T, src string, mode Mode) *Figure {
	t.Helper()
	res := eval.NewEnv().ExecBlock(src)
	last := res[len(res)-1]
	if last.Err != nil {
		t.Fatalf("%s: %v", src, last.Err.Msg)
	}
	var fig *Figure
	var err error
	fig, err = FromValue(last.Result.Value, ValueOptions{Mode: mode})
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return fig
}

// The expected files are what CuTe's print_latex printed for the same
// values (testdata/print_latex/print_latex.cpp, built with g++ against
// CUTLASS 7107b055's headers and run); the large ones are kept as their
// SHA-256 (testdata/print_latex/SHA256SUMS).
var texCases = []struct{ file, src string }{
	{"layout_4x8.tex", "Layout<Shape<_4,_8>>{}"},
	{"layout_8.tex", "make_layout(Shape<_8>{})"},
	{"layout_hier.tex", "Layout<Shape<Shape<_2,_2>,Shape<_2,_4>>, Stride<Stride<_1,_8>,Stride<_2,_16>>>{}"},
	{"layout_rowmajor.tex", "Layout<Shape<_4,_4>, Stride<_4,_1>>{}"},
	{"layout_right_3x5.tex", "make_layout(Shape<_3,_5>{}, LayoutRight{})"},
	{"mma_sm80_16x8x8.tex", "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})"},
	{"copy_universal.tex", "make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_4,_2>>{}, Layout<Shape<_1,_2>>{})"},
	{"swizzle_4x4.tex", "composition(Swizzle<2,0,2>{}, Layout<Shape<_4,_4>,Stride<_4,_1>>{})"},
	{"mma_sm80_16x8x8.tex", "MMA_Atom<SM80_16x8x8_F16F16F16F16_TN>{}"},
	{"mma_fma.tex", "make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_4,_2,_1>>{})"},
	{"mma_sm80_16x8x16_2x2.tex", "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})"},
	{"mma_sm80_perm.tex", "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{}, Layout<Shape<_2,_1,_1>>{}, Tile<_32,_16,_8>{})"},
	{"mma_gmma_64x16x16.tex", "make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})"},
	{"copy_128.tex", "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})"},
	{"gmma_sw128_u8.tex", "GMMA::Layout_K_SW128_Atom<uint8_t>{}"},
	{"gmma_sw128_tf32.tex", "GMMA::Layout_K_SW128_Atom<tfloat32_t>{}"},
	{"copy_ldsm_A.tex", "mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})\nmake_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma)"},
}

// sums reads SHA256SUMS: file name -> hex digest.
func sums(t *testing.T) map[string]string {
	b, err := os.ReadFile(filepath.Join("testdata", "print_latex", "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if f := strings.Fields(l); len(f) == 2 {
			m[f[1]] = f[0]
		}
	}
	return m
}

func TestTeXIsPrintLatex(t *testing.T) {
	hashes := sums(t)
	for _, c := range texCases {
		got, err := TeX(figureOf(t, c.src, ByValue))
		if err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		if h, ok := hashes[c.file]; ok {
			if sum := sha256.Sum256([]byte(got)); hex.EncodeToString(sum[:]) != h {
				t.Errorf("%s: print_latex differs from C++'s (SHA-256 %x, want %s); first lines:\n%s", c.src, sum, h, firstDiff(got, ""))
			}
			continue
		}
		want, err := os.ReadFile(filepath.Join("testdata", "print_latex", c.file))
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s: print_latex differs\n got: %s\nwant: %s", c.src, firstDiff(got, string(want)), firstDiff(string(want), got))
		}
	}
}

// firstDiff is a from the first line where it differs from b.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range al {
		if i >= len(bl) || al[i] != bl[i] {
			return strings.Join(al[i:min(len(al), i+3)], "\n")
		}
	}
	return "(a prefix)"
}

// print_latex_tv of a TV layout composed with the tile's identity tensor,
// as cutetui draw --tex --tv 8x4 draws it.
func TestTeXOfATVLayoutIsPrintLatexTV(t *testing.T) {
	fig, err := FromStatements([]string{"((4,2),(2,2)):((2,16),(1,8))"}, ValueOptions{TVM: 8, TVN: 4})
	if err != nil {
		t.Fatal(err)
	}
	got, err := TeX(fig)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", "print_latex", "tv_8x4.tex"))
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("print_latex_tv differs\n got: %s\nwant: %s", firstDiff(got, string(want)), firstDiff(string(want), got))
	}
}

func TestTeXRefusesWhatPrintLatexCannotDraw(t *testing.T) {
	fig := figureOf(t, "make_layout(make_shape(2,3,4))", ByValue)
	if _, err := TeX(fig); err == nil || !strings.Contains(err.Error(), "rank") {
		t.Errorf("rank-3 layout: err %v, want print_latex's rank refusal", err)
	}
}

// print_svg of TiledMMAs, against C++'s output (print_latex.cpp).
var svgCases = []struct{ file, src string }{
	{"svg_fma.svg", "make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_4,_2,_1>>{})"},
	{"svg_sm80_16x8x8.svg", "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})"},
	{"svg_sm80_16x8x16_2x2.svg", "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})"},
}

func TestCuteSVGIsPrintSVG(t *testing.T) {
	hashes := sums(t)
	for _, c := range svgCases {
		got, err := CuteSVG(figureOf(t, c.src, ByValue))
		if err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		if h, ok := hashes[c.file]; ok {
			if sum := sha256.Sum256([]byte(got)); hex.EncodeToString(sum[:]) != h {
				t.Errorf("%s: print_svg differs from C++'s (SHA-256 %x, want %s); first lines:\n%s", c.src, sum, h, firstDiff(got, ""))
			}
			continue
		}
		want, err := os.ReadFile(filepath.Join("testdata", "print_latex", c.file))
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s: print_svg differs\n got: %s\nwant: %s", c.src, firstDiff(got, string(want)), firstDiff(string(want), got))
		}
	}
	if _, err := CuteSVG(figureOf(t, "(4,8):(1,4)", ByValue)); err == nil {
		t.Error("print_svg of a layout: want a refusal (print_svg draws TiledMMAs)")
	}
}

// GMMA shared-memory atoms are drawn as print_latex draws them, position-
// independent: every cell of the grid is the number C++'s print_latex put
// at (m,n) (testdata/print_latex/gmma_*.tex, from print_latex.cpp), and a
// note gives the element/byte relation.
func TestGMMASwizzleAtomsDrawnAsPrintLatex(t *testing.T) {
	node := regexp.MustCompile(`\\node\[fill=[^]]*\] at \((\d+),(\d+)\) \{(-?\d+)\};`)
	for _, c := range []struct{ file, src, note string }{
		{"gmma_sw128_half.tex", "GMMA::Layout_K_SW128_Atom<half_t>{}", "Sw<3,4,3> permutes byte addresses; an element is 2 bytes, so on element offsets it is Sw<3,3,3>"},
		{"gmma_sw32_bf16.tex", "GMMA::Layout_K_SW32_Atom<bfloat16_t>{}", "Sw<1,4,3> permutes byte addresses; an element is 2 bytes, so on element offsets it is Sw<1,3,3>"},
		{"gmma_sw64_mn_half.tex", "GMMA::Layout_MN_SW64_Atom<half_t>{}", "on element offsets it is Sw<2,3,3>"},
	} {
		want, err := os.ReadFile(filepath.Join("testdata", "print_latex", c.file))
		if err != nil {
			t.Fatal(err)
		}
		fig := figureOf(t, c.src, ByValue)
		p := &fig.Panels[0]
		ms := node.FindAllStringSubmatch(string(want), -1)
		if len(ms) != p.Rows*p.Cols {
			t.Fatalf("%s: C++ drew %d cells, the figure has %d×%d", c.src, len(ms), p.Rows, p.Cols)
		}
		bad := 0
		for _, m := range ms {
			r, _ := strconv.Atoi(m[1])
			col, _ := strconv.Atoi(m[2])
			v, _ := strconv.Atoi(m[3])
			if x := p.Cell(r, col); x == nil || x.Value != v {
				if bad++; bad <= 3 {
					t.Errorf("%s: cell (%d,%d) = %v, print_latex %d", c.src, r, col, x, v)
				}
			}
		}
		if !strings.Contains(fig.Note, c.note) || !strings.Contains(fig.Note, "position-independent") {
			t.Errorf("%s: note %q, want %q", c.src, fig.Note, c.note)
		}
		if tex, err := TeX(fig); err != nil || tex != string(want) {
			t.Errorf("%s: TeX differs from C++'s: %v\n%s", c.src, err, firstDiff(tex, string(want)))
		}
	}
	// Row 1 of the SW128 atom, as the issue quotes print_latex: 72 73 … 64.
	p := &figureOf(t, "GMMA::Layout_K_SW128_Atom<half_t>{}", ByValue).Panels[0]
	if a, b := p.Cell(1, 0).Value, p.Cell(1, 8).Value; a != 72 || b != 64 {
		t.Errorf("SW128 row 1 starts %d, column 8 %d; want 72 and 64", a, b)
	}
}

// A plain swizzled layout (no smem pointer) keeps its own offsets.
func TestPlainSwizzleIsNotRecast(t *testing.T) {
	fig := figureOf(t, "composition(Swizzle<3,4,3>{}, Layout<Shape<_8,_64>,Stride<_64,_1>>{})", ByValue)
	if fig.Note != "" || fig.Panels[0].Cell(1, 0).Value != 64 {
		t.Errorf("note %q, cell (1,0) %d", fig.Note, fig.Panels[0].Cell(1, 0).Value)
	}
}

// Bank colours of a GMMA atom use its own element size (smem_ptr[16b]: 2
// bytes) unless another is asked for: elements 0 and 1 share bank 0.
func TestGMMAAtomBanksUseItsElementSize(t *testing.T) {
	p := &figureOf(t, "GMMA::Layout_K_SW128_Atom<half_t>{}", ByBank).Panels[0]
	if a, b, c := p.Cell(0, 0).Key, p.Cell(0, 1).Key, p.Cell(0, 2).Key; a != 0 || b != 0 || c != 1 {
		t.Errorf("banks of elements 0, 1, 2: %d %d %d, want 0 0 1", a, b, c)
	}
	// Row 1 starts at element 72, byte 144: bank 4.
	if k := p.Cell(1, 0).Key; k != 4 {
		t.Errorf("bank of row 1's first element: %d, want 4", k)
	}
}

// A tensor behind a swizzled smem pointer draws where its elements live:
// at address 0 the same cells as the atom's position-independent figure.
func TestSwizzledPointerTensorDrawsItsSwizzle(t *testing.T) {
	atom := &figureOf(t, "GMMA::Layout_K_SW128_Atom<half_t>{}", ByValue).Panels[0]
	fig := figureOf(t, "make_tensor(make_smem_ptr<half_t>(0), GMMA::Layout_K_SW128_Atom<half_t>{})", ByValue)
	p := &fig.Panels[0]
	for r := 0; r < atom.Rows; r++ {
		for c := 0; c < atom.Cols; c++ {
			if a, b := atom.Cell(r, c).Value, p.Cell(r, c).Value; a != b {
				t.Fatalf("cell (%d,%d): tensor %d, atom %d", r, c, b, a)
			}
		}
	}
	if !strings.Contains(fig.Note, "Sw<3,4,3> permutes byte addresses (2-byte elements)") {
		t.Errorf("note %q", fig.Note)
	}
}
