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

// Render draws l. The result ends without a newline.
func Render(l engine.Layout, st *styles.Styles, lim Limits) string {
	g, err := geometry(l)
	if err != nil {
		return st.Error.Render(err.Error())
	}
	size := l.Size()
	// Cell width: the widest offset (the cosize bounds every value).
	cw := len(strconv.Itoa(l.Cosize()))
	if n := len(strconv.Itoa(g.cols - 1)); n > cw {
		cw = n
	}
	cw += 2 // one space each side
	rowLabel := len(strconv.Itoa(g.rows-1)) + 1

	showCols := g.cols
	if lim.Width > 0 {
		if fit := (lim.Width - rowLabel - 2) / cw; fit < showCols {
			showCols = max(fit, 1)
		}
	}
	showRows := min(g.rows, max(lim.MaxRows, 1))
	var notes []string
	var b strings.Builder
	cells := 0
	pages := g.pages
	for p := 0; p < pages; p++ {
		if cells >= lim.MaxCells {
			notes = append(notes, fmt.Sprintf("showing %d of %d tables", p, pages))
			break
		}
		if pages > 1 {
			crd := pageCoord(l, p)
			fmt.Fprintf(&b, "%s\n", st.GridHeader.Render("modes 2.. at "+crd))
		}
		// Column header.
		b.WriteString(strings.Repeat(" ", rowLabel+2))
		for j := 0; j < showCols; j++ {
			b.WriteString(st.GridHeader.Render(center(strconv.Itoa(j), cw)))
		}
		b.WriteByte('\n')
		for i := 0; i < showRows; i++ {
			if g.rows > 1 || g.pages > 1 || l.Rank() > 1 {
				b.WriteString(st.GridHeader.Render(fmt.Sprintf("%*d ", rowLabel, i)))
			} else {
				b.WriteString(strings.Repeat(" ", rowLabel+1))
			}
			b.WriteString(" ")
			for j := 0; j < showCols; j++ {
				k := i + j*g.rows + p*g.rows*g.cols
				if k >= size {
					break
				}
				v, err := l.Eval(engine.Int(k))
				cells++
				if err != nil {
					return st.Error.Render(err.Error())
				}
				b.WriteString(cell(st, v, cw))
			}
			b.WriteByte('\n')
		}
		if pages > 1 && p < pages-1 {
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

// cell draws one value, coloured by value; in a colourless profile the
// value is bracketed instead so cells stay distinct.
func cell(st *styles.Styles, v, w int) string {
	return paint(st, v, center(strconv.Itoa(v), w))
}

// paint colours text by value v (nothing in a colourless profile).
func paint(st *styles.Styles, v int, text string) string {
	if st.Plain() {
		return text
	}
	return st.PaintCell(v, text)
}

func center(s string, w int) string {
	pad := w - len(s)
	if pad <= 0 {
		return s
	}
	left := pad / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", pad-left)
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

// Coords draws the coordinate table of l: for every element, its 1-D index,
// R-D coordinate (one 1-D index per top-level mode), natural coordinate
// (congruent to the shape) and offset L(k), at most maxRows rows.
func Coords(l engine.Layout, st *styles.Styles, maxRows int) string {
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
		v, err := l.Eval(engine.Int(k))
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
