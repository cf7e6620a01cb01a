package figure

import (
	"errors"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// texSource is how to print what print_latex and print_svg print for the
// figure's value: the text is engine/atom's (the same text cutetui eval's
// print_latex, print_latex_tv and print_svg print), so a figure only says
// which value it shows. latex is nil when print_latex does not draw the
// figure; svg is nil when print_svg does not.
type texSource struct {
	latex func() (string, error)
	svg   func() (string, error)
}

// texLayout is print_latex of a layout, or of a composed layout.
func texLayout(f engine.Fn) texSource {
	return texSource{latex: func() (string, error) { return atom.PrintLatexLayout(f) }}
}

// TeX is the figure as CuTe's print_latex draws it, byte for byte: TikZ
// in a standalone document, cells at (row, column) with x pointing down. A
// layout's is print_latex(layout); a TiledMMA's and a TiledCopy's are
// print_latex of them; a TV layout's is print_latex_tv of the layout
// composed with the tile's identity tensor. The text is engine/atom's
// (PrintLatexLayout, PrintLatexMMA, PrintLatexCopy, PrintLatexTV); the
// tests compare it with C++'s output.
func TeX(fig *Figure) (string, error) {
	if fig.tex.latex == nil {
		return "", errors.New("print_latex draws layouts of rank 1 or 2 (print_latex static_asserts rank(layout) <= 2), TV layouts, TiledMMAs and TiledCopys; this figure is none of those")
	}
	if err := checkSize("TikZ", cellCount(fig)*texCellBytes); err != nil {
		return "", err
	}
	return fig.tex.latex()
}
