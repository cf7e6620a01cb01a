package figure

import (
	"fmt"
	"strconv"
)

// label is one axis number of a figure, at (R, C) in figure coordinates.
type label struct {
	R, C int
	Text string
}

// panelLabels are panel idx's axis numbers where print_latex puts them, in
// its order: for a layout, a TV tile, an MMA's A and a copy's S, the row
// numbers in the column left of the panel and the column numbers in the
// row above it; none for an MMA's C (A's row and B's column numbers serve
// it); for B, its n numbers above and k numbers to its left; for a copy's
// D, its row numbers to its right.
func panelLabels(kind Kind, p *Panel, idx int) []label {
	r0, c0 := p.AtRow, p.AtCol
	var ls []label
	add := func(r, c, v int) { ls = append(ls, label{r, c, strconv.Itoa(v)}) }
	switch {
	case kind == KindMMA && idx == 0:
	case kind == KindMMA && idx == 2:
		for n := 0; n < p.Cols; n++ {
			add(r0-1, c0+n, n)
		}
		for k := 0; k < p.Rows; k++ {
			add(r0+k, c0-1, k)
		}
	case kind == KindCopy && idx == 1 && p.AtCol > 0: // D right of S: its rows numbered on its right
		for m := 0; m < p.Rows; m++ {
			add(r0+m, c0+p.Cols, m)
		}
		for n := 0; n < p.Cols; n++ {
			add(r0-1, c0+n, n)
		}
	default:
		for m := 0; m < p.Rows; m++ {
			add(r0+m, c0-1, m)
		}
		for n := 0; n < p.Cols; n++ {
			add(r0-1, c0+n, n)
		}
	}
	return ls
}

// slot is one square of a canvas: a panel's cell, an axis number, or
// nothing.
type slot struct {
	panel int // -1: no cell
	cell  *Cell
	label string
}

// Canvas is a figure laid out on one grid of squares, in figure
// coordinates (rows down, columns across, as print_latex's x and y): every
// panel at its place, every axis number beside it. The terminal's TV,
// MMA and copy views, the SVG and the PNG all draw it.
type Canvas struct {
	R0, C0     int // the figure coordinate of the canvas's first square
	Rows, Cols int
	slots      []slot
}

// At returns the square at canvas row r, column c (0-based).
func (cv *Canvas) at(r, c int) *slot { return &cv.slots[r*cv.Cols+c] }

// CanvasOf lays fig out. It needs every panel whole.
func CanvasOf(fig *Figure) (*Canvas, error) {
	r0, c0, r1, c1 := 0, 0, 0, 0
	first := true
	grow := func(r, c int) {
		if first {
			r0, c0, r1, c1, first = r, c, r+1, c+1, false
			return
		}
		r0, c0, r1, c1 = min(r0, r), min(c0, c), max(r1, r+1), max(c1, c+1)
	}
	var ls [][]label
	for i := range fig.Panels {
		p := &fig.Panels[i]
		if !p.Whole() {
			return nil, fmt.Errorf("figure: the grid was built for part of its cells")
		}
		grow(p.AtRow, p.AtCol)
		grow(p.AtRow+p.Rows-1, p.AtCol+p.Cols-1)
		l := panelLabels(fig.Kind, p, i)
		if p.Name != "" {
			// The operand's name in the free corner above-left of it.
			l = append(l, label{p.AtRow - 1, p.AtCol - 1, p.Name})
		}
		for _, x := range l {
			grow(x.R, x.C)
		}
		ls = append(ls, l)
	}
	cv := &Canvas{R0: r0, C0: c0, Rows: r1 - r0, Cols: c1 - c0}
	if cv.Rows*cv.Cols > 4*MaxCells {
		return nil, fmt.Errorf("figure: %d×%d squares is too large to draw", cv.Rows, cv.Cols)
	}
	cv.slots = make([]slot, cv.Rows*cv.Cols)
	for i := range cv.slots {
		cv.slots[i].panel = -1
	}
	for i := range fig.Panels {
		p := &fig.Panels[i]
		for r := 0; r < p.Rows; r++ {
			for c := 0; c < p.Cols; c++ {
				s := cv.at(p.AtRow+r-r0, p.AtCol+c-c0)
				s.panel, s.cell = i, p.Cell(r, c)
			}
		}
		for _, x := range ls[i] {
			cv.at(x.R-r0, x.C-c0).label = x.Text
		}
	}
	return cv, nil
}
