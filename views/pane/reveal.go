package pane

import (
	"strconv"

	"github.com/cutetui/cutetui/views/figure"
)

// revealThread pans a TV, MMA or copy view so that the selected thread's
// cells come into view: when none of them is in the window, the window
// moves to the first of them (in the figure's panel order), a row and a
// column before it.
func (m *Model) revealThread(width int) {
	g := &m.gv
	if g.fig == nil || g.canvas == nil || g.thread < 0 {
		return
	}
	rows := m.gridRows() + 1 // as picture draws it: the column numbers' row too
	cols := max(width/g.cellWidth(), 1)
	if g.row == 0 && g.col == 0 {
		// Unpanned, the view is fitted to the width (figure.Painter.TV):
		// its cells narrow, down to one column each, until they fit.
		_, all := g.canvas.CanvasSize()
		cols = min(all, max(width, 1))
	}
	fr, fc := -1, -1
	for i := range g.fig.Panels {
		p := &g.fig.Panels[i]
		for r := 0; r < p.Rows; r++ {
			for c := 0; c < p.Cols; c++ {
				cell := p.Cell(r, c)
				if cell == nil || !ownedBy(cell, g.thread) {
					continue
				}
				sr, sc := p.AtRow+r-g.canvas.R0, p.AtCol+c-g.canvas.C0
				if sr >= g.row && sr < g.row+rows && sc >= g.col && sc < g.col+cols {
					return // one shows already
				}
				if fr < 0 {
					fr, fc = sr, sc
				}
			}
		}
	}
	if fr < 0 {
		return
	}
	if fr < g.row || fr >= g.row+rows {
		g.row = max(fr-1, 0)
	}
	if fc < g.col || fc >= g.col+cols {
		g.col = max(fc-1, 0)
	}
}

// ownedBy reports whether thread t covers cell c.
func ownedBy(c *figure.Cell, t int) bool {
	for _, o := range c.Owners {
		if o.T == t {
			return true
		}
	}
	return false
}

// cellWidth is at least the width of a square of the TV, MMA or copy view
// as drawn now: two columns compact, else the longest cell label or axis
// number and two columns of space. (Too wide only makes revealThread move
// the window when it need not.)
func (g *gridView) cellWidth() int {
	if g.compact {
		return 2
	}
	if g.cellW == 0 && g.fig != nil {
		w := 0
		for i := range g.fig.Panels {
			p := &g.fig.Panels[i]
			w = max(w, len(strconv.Itoa(max(p.Rows, p.Cols))))
			for j := range p.Cells {
				w = max(w, len(p.Cells[j].Label()))
			}
		}
		g.cellW = w + 2
	}
	return max(g.cellW, 2)
}
