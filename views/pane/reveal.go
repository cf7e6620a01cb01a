package pane

import "github.com/cutetui/cutetui/views/figure"

// revealThread pans a TV, MMA or copy view so that the selected thread's
// cells come into view: when none of them is in the window, the window
// moves to the first of them (in the figure's panel order), a row and a
// column before it.
func (m *Model) revealThread(width int) {
	g := &m.gv
	if g.fig == nil || g.canvas == nil || g.thread < 0 {
		return
	}
	// The window shown now, by the rule the view is drawn by (fitted to
	// the width while unpanned).
	fit := g.canvas.Fit(m.tvView(width))
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
				if sr >= fit.Row && sr < fit.Row+fit.Rows && sc >= fit.Col && sc < fit.Col+fit.Cols {
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
	if fr < fit.Row || fr >= fit.Row+fit.Rows {
		g.row = max(fr-1, 0)
		// Panned, the view draws full labels: fewer columns show than
		// in the fitted view the first test saw.
		fit = g.canvas.Fit(m.tvView(width))
	}
	if fc < fit.Col || fc >= fit.Col+fit.Cols {
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
