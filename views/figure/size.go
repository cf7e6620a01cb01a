package figure

import "fmt"

// MaxFigureBytes bounds the text of an SVG or TikZ figure: each renderer
// estimates its output from the cells it would draw and refuses a larger
// figure before it builds any text.
const MaxFigureBytes = 16 << 20

// Bytes of text per item, an upper estimate of what each renderer writes
// for one cell (with per text line) or one axis label.
const (
	svgCellBytes  = 180 // <g><rect …/> … </g>
	svgLineBytes  = 110 // <text …>T12 V3</text>
	svgLabelBytes = 110
	svgOwnerBytes = 14  // "T12 V3, " in a shared cell's <title>
	texCellBytes  = 90  // print_latex's \node[fill=…] at (m,n) {…};
	cuteCellBytes = 330 // print_svg's <rect …/> and two <text>s
)

// cellCount is the number of cells of fig's panels.
func cellCount(fig *Figure) int {
	n := 0
	for i := range fig.Panels {
		n += fig.Panels[i].Rows * fig.Panels[i].Cols
	}
	return n
}

// svgEstimate is an upper estimate of the bytes SVG writes for fig: every
// cell with up to three lines of text and every owner in its tooltip,
// every axis label, from the figure alone (before a canvas is laid out).
func svgEstimate(fig *Figure) int {
	est := 4096
	for i := range fig.Panels {
		p := &fig.Panels[i]
		lines := 1
		for j := range p.Cells {
			n := len(p.Cells[j].Owners)
			lines = max(lines, min(n, 3))
			if n > 1 {
				est += n * svgOwnerBytes
			}
		}
		est += p.Rows*p.Cols*(svgCellBytes+lines*svgLineBytes) + (p.Rows+p.Cols+1)*svgLabelBytes
	}
	return est
}

// checkSize refuses a figure whose text would be about est bytes of
// format.
func checkSize(format string, est int) error {
	if est > MaxFigureBytes {
		return fmt.Errorf("figure: about %.1f MB of %s; at most %d MB is written: draw a smaller layout or tile", float64(est)/1e6, format, MaxFigureBytes>>20)
	}
	return nil
}
