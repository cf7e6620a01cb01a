package figure

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// texSource is what print_latex prints before its picture: the comment
// lines (print of the layouts), and a reason when the figure is not one
// print_latex draws.
type texSource struct {
	comments []string
	tensors  []string // the TV tensors the comments print (C, A, B for an MMA)
	refused  string
	// column: a rank-1 layout, which print_latex appends to (N,1) and
	// draws as one column where the terminal draws one row.
	column bool
}

// texLayout is print_latex(layout)'s comment: the layout appended to rank 2
// with Layout<_1,_0>, printed with static integers.
func texLayout(l engine.Layout, fig *Figure) texSource {
	a := l
	if l.Rank() < 2 {
		one, err := engine.MakeLayout(engine.Int(1), engine.Int(0))
		if err == nil {
			a, err = engine.AppendLayoutN(l, one, 2)
		}
		if err != nil {
			return texSource{refused: err.Error()}
		}
	}
	return texSource{comments: []string{"% Layout: " + a.StaticString()}, column: l.Rank() < 2}
}

// tikzBW is CuTe's TikzColor_BWx8, print_latex's colours of a layout by
// its offset.
var tikzBW = [8]string{"black!00", "black!40", "black!20", "black!60", "black!10", "black!50", "black!30", "black!70"}

// tikzTV is CuTe's TikzColor_TV, the colours of a TV picture by thread.
var tikzTV = [8]string{
	"{rgb,255:red,175;green,175;blue,255}",
	"{rgb,255:red,175;green,255;blue,175}",
	"{rgb,255:red,255;green,255;blue,175}",
	"{rgb,255:red,255;green,175;blue,175}",
	"{rgb,255:red,210;green,210;blue,255}",
	"{rgb,255:red,210;green,255;blue,210}",
	"{rgb,255:red,255;green,255;blue,210}",
	"{rgb,255:red,255;green,210;blue,210}",
}

const texHeader = "\\documentclass[convert]{standalone}\n" +
	"\\usepackage{tikz}\n\n" +
	"\\begin{document}\n" +
	"\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n"

const texFooter = "\\end{tikzpicture}\n\\end{document}\n"

// TeX is the figure as CuTe's print_latex draws it, byte for byte: TikZ
// in a standalone document, cells at (row, column) with x pointing down. A
// layout's is print_latex(layout) (offsets coloured by TikzColor_BWx8); a
// TiledMMA's and a TiledCopy's are print_latex of them (the first thread
// of a cell, TikzColor_TV), the TV tensors in the comment lines; a TV
// layout's is print_latex_tv of the layout composed with the tile's
// identity tensor. The tests compare with C++'s output.
func TeX(fig *Figure) (string, error) {
	if fig.tex.refused != "" {
		return "", errors.New("print_latex: " + fig.tex.refused)
	}
	if fig.tex.comments == nil {
		return "", errors.New("print_latex draws layouts of rank 1 or 2 (print_latex static_asserts rank(layout) <= 2), TV layouts, TiledMMAs and TiledCopys; this figure is none of those")
	}
	var b strings.Builder
	for _, c := range fig.tex.comments {
		b.WriteString(c)
		b.WriteByte('\n')
	}
	b.WriteString(texHeader)
	for i := range fig.Panels {
		p := &fig.Panels[i]
		if !p.Whole() {
			return "", errors.New("print_latex: the figure was built for part of its grid")
		}
		if fig.Kind == KindLayout {
			texLayoutBody(&b, p, fig.tex.column)
		} else {
			texTVBody(&b, fig.Kind, p, i)
		}
	}
	b.WriteString(texFooter)
	return b.String(), nil
}

// texLayoutBody draws a layout's cells, grid and labels as print_latex
// does; column draws a one-row panel as print_latex's (N,1) column.
func texLayoutBody(b *strings.Builder, p *Panel, column bool) {
	at := p.Cell
	if column {
		q := *p
		q.Rows, q.Cols = p.Cols, p.Rows
		p = &q
		at = func(m, _ int) *Cell { return &q.Cells[m] }
	}
	for m := 0; m < p.Rows; m++ {
		for n := 0; n < p.Cols; n++ {
			idx := int(int32(at(m, n).Value))
			fmt.Fprintf(b, "\\node[fill=%s] at (%d,%d) {%d};\n", tikzBW[((idx%8)+8)%8], m, n, idx)
		}
	}
	fmt.Fprintf(b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (%d,%d);\n\n", p.Rows, p.Cols)
	for _, l := range panelLabels(KindLayout, p, 0) {
		fmt.Fprintf(b, "\\node at (%d,%d) {\\Large{\\texttt{%s}}};\n", l.R, l.C, l.Text)
	}
}

// sortNodes sorts cells by (thread, value), the order print_latex's and
// print_svg's loops visit them.
func sortNodes[T any](ns []T, key func(T) (int, int)) {
	slices.SortFunc(ns, func(a, b T) int {
		at, av := key(a)
		bt, bv := key(b)
		if at != bt {
			return at - bt
		}
		return av - bv
	})
}

// texTVBody draws one TV panel as print_latex_tv, _mma or _copy does:
// cells in (thread, value) order, each drawn by its first owner, the grid,
// then the row and column labels where each function puts them.
func texTVBody(b *strings.Builder, kind Kind, p *Panel, idx int) {
	// The cells in print order: the first owner's (thread, value).
	type node struct{ t, v, r, c int }
	var nodes []node
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if o := p.Cell(r, c).Owners; len(o) > 0 {
				nodes = append(nodes, node{o[0].T, o[0].V, r, c})
			}
		}
	}
	sortNodes(nodes, func(n node) (int, int) { return n.t, n.v })
	for _, n := range nodes {
		fmt.Fprintf(b, "\\node[fill=%s] at (%d,%d) {\\shortstack{T%d \\\\ V%d}};\n", tikzTV[n.t%8], p.AtRow+n.r, p.AtCol+n.c, n.t, n.v)
	}
	r0, c0 := p.AtRow, p.AtCol
	fmt.Fprintf(b, "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (%d,%d) grid (%d,%d);\n\n", r0, c0, r0+p.Rows, c0+p.Cols)
	for _, l := range panelLabels(kind, p, idx) {
		fmt.Fprintf(b, "\\node at (%d,%d) {\\Large{\\texttt{%s}}};\n", l.R, l.C, l.Text)
	}
}
