package figure

import (
	"errors"
	"fmt"
	"strings"
)

// svgTV is CuTe's SVGColor_TV, print_svg's colours by thread.
var svgTV = [8]string{"175,175,255", "175,255,175", "255,255,175", "255,175,175", "210,210,255", "210,255,210", "255,255,210", "255,210,210"}

// CuteSVG is CuTe's print_svg of a TiledMMA, byte for byte: 20-pixel
// cells, C at (K+2, K+2), A to its left and B above it, each cell drawn
// by its first thread only (the figure's own SVG shows them all).
func CuteSVG(fig *Figure) (string, error) {
	if fig.Kind != KindMMA || len(fig.tex.tensors) != 3 {
		if fig.tex.refused != "" {
			return "", errors.New("print_svg: " + fig.tex.refused)
		}
		return "", errors.New("print_svg draws TiledMMAs (and MMA atoms); this figure is not one")
	}
	c, a, bp := &fig.Panels[0], &fig.Panels[1], &fig.Panels[2]
	M, N, K := c.Rows, c.Cols, a.Cols
	const cs = 20
	var b strings.Builder
	fmt.Fprintf(&b, "<!--  Tile: (_%d,_%d,_%d)  -->\n", M, N, K)
	fmt.Fprintf(&b, "<!--     A: %s  -->\n", fig.tex.tensors[1])
	fmt.Fprintf(&b, "<!--     B: %s  -->\n", fig.tex.tensors[2])
	fmt.Fprintf(&b, "<!--     C: %s  -->\n", fig.tex.tensors[0])
	fmt.Fprintf(&b, "<svg width=\"100%%\" height=\"100%%\" viewBox=\"0 0 %d %d\" preserveAspectRatio=\"xMidYMid meet\" xmlns=\"http://www.w3.org/2000/svg\">\n", (K+N+2)*cs, (K+M+2)*cs)
	cell := func(x, y, t, v int, close string) {
		fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"rgb(%s)\" stroke=\"black\"%s>\n", x, y, cs, cs, svgTV[t%8], close)
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" alignment-baseline=\"central\" font-size=\"8\">T%d</text>\n", x+cs/2, y+cs/4, t)
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" alignment-baseline=\"central\" font-size=\"8\">V%d</text>\n", x+cs/2, y+3*cs/4, v)
	}
	label := func(x, y, v int) {
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" alignment-baseline=\"central\" font-size=\"12\">%d</text>\n", x+cs/2, y+cs/2, v)
	}
	// Cells in (thread, value) order, each by its first owner, as the
	// C++ loops find them; pos places a panel's (row, col).
	draw := func(p *Panel, pos func(r, c int) (int, int), close string) {
		type node struct{ t, v, r, c int }
		var ns []node
		for r := 0; r < p.Rows; r++ {
			for c := 0; c < p.Cols; c++ {
				if o := p.Cell(r, c).Owners; len(o) > 0 {
					ns = append(ns, node{o[0].T, o[0].V, r, c})
				}
			}
		}
		sortNodes(ns, func(n node) (int, int) { return n.t, n.v })
		for _, n := range ns {
			x, y := pos(n.r, n.c)
			cell(x, y, n.t, n.v, close)
		}
	}
	draw(c, func(m, n int) (int, int) { return (n + K + 2) * cs, (m + K + 2) * cs }, "/")
	draw(a, func(m, k int) (int, int) { return (k + 1) * cs, (m + K + 2) * cs }, " /")
	for m := 0; m < M; m++ {
		label(0, (m+K+2)*cs, m)
	}
	for k := 0; k < K; k++ {
		label((k+1)*cs, (K+1)*cs, k)
	}
	draw(bp, func(k, n int) (int, int) { return (n + K + 2) * cs, (k + 1) * cs }, " /")
	for n := 0; n < N; n++ {
		label((n+K+2)*cs, 0, n)
	}
	for k := 0; k < K; k++ {
		label((K+1)*cs, (k+1)*cs, k)
	}
	b.WriteString("</svg>\n")
	return b.String(), nil
}
