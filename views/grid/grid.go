// Package grid draws a layout as CuTe's print_layout does — rows index mode
// 0, columns mode 1, each cell the offset L(i,j) — with every cell coloured
// by its value so repeated offsets and strides show at a glance, and the
// coordinate table of a layout (1-D index, R-D and natural coordinate,
// offset of every element).
package grid

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/views/figure"
	"github.com/cutetui/cutetui/views/styles"
)

// Limits caps what a grid draws, so that huge layouts never allocate.
type Limits struct {
	Width    int // columns of terminal available
	MaxRows  int // rows of cells shown per table
	MaxCells int // cells computed in all
}

// DefaultLimits returns limits for a pane of the given width.
func DefaultLimits(width int) Limits {
	return Limits{Width: width, MaxRows: 32, MaxCells: 4096}
}

// shape2 is the table geometry of a layout: rows = size of mode 0, cols =
// size of mode 1 (1 for rank 1), and pages = product of the sizes of modes
// 2.. (1 for rank ≤ 2), the extra modes grouped into one table per page.
type shape2 struct{ rows, cols, pages int }

func geometry(l engine.Layout) (shape2, error) {
	r := l.Rank()
	g := shape2{rows: 1, cols: 1, pages: 1}
	if r <= 1 {
		g.cols = l.Size() // rank 1: one row
		return g, nil
	}
	sizes := make([]int, r)
	for i := 0; i < r; i++ {
		m, err := l.Mode(i)
		if err != nil {
			return g, err
		}
		sizes[i] = m.Size()
	}
	g.rows, g.cols = sizes[0], sizes[1]
	for _, s := range sizes[2:] {
		g.pages *= s
	}
	return g, nil
}

// Target is what a grid draws: a function over the domain of a layout.
// It is a layout itself, or a composed (swizzled) layout drawn over its
// outer layout's domain with each cell the swizzled offset. Every value is
// the engine's: the grid only lays them out.
type Target struct {
	domain engine.Layout
	eval   func(engine.IntTuple) (int, error)
	name   string
	plain  bool // the target is the layout itself, not a composed layout
	// composed is the composed layout the target draws, if it is one.
	composed *engine.ComposedLayout
}

// Of is the target of layout l: cell (i,j) holds l(i,j).
func Of(l engine.Layout) Target {
	return Target{domain: l, eval: l.Eval, name: l.String(), plain: true}
}

// OfComposed is the target of composed layout c: cell (i,j) holds
// c(i,j) = Inner(Offset + Outer(i,j)), the swizzled offset, over the shape
// of the outer layout (as print_layout of a composed layout draws it).
func OfComposed(c engine.ComposedLayout) Target {
	return Target{domain: c.Outer(), eval: c.Eval, name: c.String(), composed: &c}
}

// Domain is the layout whose shape the target is drawn over.
func (t Target) Domain() engine.Layout { return t.domain }

// Source is the target as the figure package draws it.
func (t Target) Source() figure.Source {
	if t.composed != nil {
		return figure.OfComposed(*t.composed)
	}
	s := figure.Source{Domain: t.domain, Eval: t.eval, Name: t.name}
	if t.plain {
		l := t.domain
		s.Layout = &l
	}
	return s
}

// String is the target in CuTe notation.
func (t Target) String() string { return t.name }

// at is the target's value at 1-D index k.
func (t Target) at(k int) (int, error) { return t.eval(engine.Int(k)) }

// Render draws t as print_layout does: a header of column numbers and a
// row number before each row, every number right-aligned in columns as
// wide as the widest number shown. The result ends without a newline.
func Render(t Target, st *styles.Styles, lim Limits) string {
	l := t.domain
	g, err := geometry(l)
	if err != nil {
		return st.Error.Render(err.Error())
	}
	size := l.Size()
	showRows := min(g.rows, max(lim.MaxRows, 1))
	rowLabel := len(strconv.Itoa(g.rows-1)) + 1
	// The widest column the width could hold is one digit plus a space
	// each side; the real width is known once the values are.
	showCols := g.cols
	if lim.Width > 0 {
		showCols = min(showCols, max((lim.Width-rowLabel-2)/3, 1))
	}
	// Evaluate what is shown, page by page, at most lim.MaxCells cells.
	var notes []string
	var pages [][][]int // pages[p][i][j]
	cells := 0
	for p := 0; p < g.pages; p++ {
		if cells >= lim.MaxCells {
			notes = append(notes, fmt.Sprintf("showing %d of %d tables", p, g.pages))
			break
		}
		rows := make([][]int, showRows)
		for i := range rows {
			for j := 0; j < showCols; j++ {
				k := i + j*g.rows + p*g.rows*g.cols
				if k >= size {
					break
				}
				v, err := t.at(k)
				if err != nil {
					return st.Error.Render(err.Error())
				}
				cells++
				rows[i] = append(rows[i], v)
			}
		}
		pages = append(pages, rows)
	}
	// Cell width: the widest number shown (a value or a column number),
	// plus one space each side.
	cw := len(strconv.Itoa(showCols - 1))
	for _, rows := range pages {
		for _, r := range rows {
			for _, v := range r {
				cw = max(cw, len(strconv.Itoa(v)))
			}
		}
	}
	cw += 2
	if lim.Width > 0 {
		if fit := max((lim.Width-rowLabel-2)/cw, 1); fit < showCols {
			showCols = fit
		}
	}
	var b strings.Builder
	for p, rows := range pages {
		if g.pages > 1 {
			fmt.Fprintf(&b, "%s\n", st.GridHeader.Render("modes 2.. at "+pageCoord(l, p)))
		}
		b.WriteString(strings.Repeat(" ", rowLabel+2))
		for j := 0; j < showCols; j++ {
			b.WriteString(st.GridHeader.Render(number(j, cw)))
		}
		b.WriteByte('\n')
		for i, r := range rows {
			if g.rows > 1 || g.pages > 1 || l.Rank() > 1 {
				b.WriteString(st.GridHeader.Render(fmt.Sprintf("%*d ", rowLabel, i)))
			} else {
				b.WriteString(strings.Repeat(" ", rowLabel+1))
			}
			b.WriteString(" ")
			for _, v := range r[:min(len(r), showCols)] {
				b.WriteString(paint(st, v, number(v, cw)))
			}
			b.WriteByte('\n')
		}
		if g.pages > 1 && p < g.pages-1 {
			b.WriteByte('\n')
		}
	}
	if showCols < g.cols {
		notes = append(notes, fmt.Sprintf("showing %d of %d columns", showCols, g.cols))
	}
	if showRows < g.rows {
		notes = append(notes, fmt.Sprintf("showing %d of %d rows", showRows, g.rows))
	}
	if len(notes) > 0 {
		b.WriteString(st.Faint.Render("… " + strings.Join(notes, ", ")))
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}

// number draws v right-aligned in a cell of width w: a space, the number
// flush right, a space (print_layout's "| %*d ").
func number(v, w int) string { return fmt.Sprintf(" %*d ", w-2, v) }

// paint colours text by value v (nothing in a colourless profile).
func paint(st *styles.Styles, v int, text string) string {
	if st.Plain() {
		return text
	}
	return st.PaintCell(v, text)
}

// pageCoord is the coordinate of modes 2.. for page p, e.g. "(1,0)".
func pageCoord(l engine.Layout, p int) string {
	var sizes []engine.IntTuple
	for i := 2; i < l.Rank(); i++ {
		m, err := l.Mode(i)
		if err != nil {
			return strconv.Itoa(p)
		}
		sizes = append(sizes, engine.Int(m.Size()))
	}
	if len(sizes) == 1 {
		return strconv.Itoa(p)
	}
	c, err := engine.Idx2Crd(engine.Int(p), engine.Tuple(sizes...))
	if err != nil {
		return strconv.Itoa(p)
	}
	return c.String()
}

// Coords draws the coordinate table of t: for every element, its 1-D index,
// R-D coordinate (one 1-D index per top-level mode), natural coordinate
// (congruent to the shape) and offset t(k) (the swizzled offset of a
// composed layout), at most maxRows rows.
func Coords(t Target, st *styles.Styles, maxRows int) string {
	l := t.domain
	size := l.Size()
	var rd []engine.IntTuple
	for i := 0; i < l.Rank(); i++ {
		m, err := l.Mode(i)
		if err != nil {
			return st.Error.Render(err.Error())
		}
		rd = append(rd, engine.Int(m.Size()))
	}
	rdShape := engine.Tuple(rd...)
	n := min(size, max(maxRows, 1))
	rows := make([][4]string, 0, n+1)
	rows = append(rows, [4]string{"1-D", "R-D", "natural", "offset"})
	for k := 0; k < n; k++ {
		r, err := engine.Idx2Crd(engine.Int(k), rdShape)
		if err != nil {
			return st.Error.Render(err.Error())
		}
		nat, err := engine.Idx2Crd(engine.Int(k), l.Shape())
		if err != nil {
			return st.Error.Render(err.Error())
		}
		v, err := t.at(k)
		if err != nil {
			return st.Error.Render(err.Error())
		}
		rows = append(rows, [4]string{strconv.Itoa(k), r.String(), nat.String(), strconv.Itoa(v)})
	}
	var w [4]int
	for _, r := range rows {
		for i, c := range r {
			w[i] = max(w[i], lipgloss.Width(c))
		}
	}
	var b strings.Builder
	for ri, r := range rows {
		for i, c := range r {
			f := fmt.Sprintf("%*s", w[i], c)
			switch {
			case ri == 0:
				f = st.GridHeader.Render(f)
			case i == 3:
				v, _ := strconv.Atoi(c)
				f = paint(st, v, fmt.Sprintf("%*s", w[i], c))
			}
			b.WriteString(f)
			if i < 3 {
				b.WriteString("  ")
			}
		}
		b.WriteByte('\n')
	}
	if n < size {
		b.WriteString(st.Faint.Render(fmt.Sprintf("… showing %d of %d elements", n, size)))
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}
