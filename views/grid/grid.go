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
	// coords is the source of a coordinate tensor or basis layout, whose
	// cells are coordinates (figure.Source.CoordAt); nil otherwise.
	coords *figure.Source
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

// OfCoords is the target of a coordinate tensor or basis layout src
// (figure.OfBasis): cell (i,j) holds the coordinate at 1-D index
// i + j·rows, as print_tensor prints it. ok is false when src has no
// coordinates to draw.
func OfCoords(src figure.Source) (t Target, ok bool) {
	if src.CoordAt == nil {
		return Target{}, false
	}
	return Target{domain: src.Domain, name: src.Name, coords: &src}, true
}

// Domain is the layout whose shape the target is drawn over.
func (t Target) Domain() engine.Layout { return t.domain }

// Source is the target as the figure package draws it.
func (t Target) Source() figure.Source {
	if t.composed != nil {
		return figure.OfComposed(*t.composed)
	}
	if t.coords != nil {
		return *t.coords
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

// at is the target's value at 1-D index k: its text (a coordinate, or the
// offset) and the number it is coloured by.
func (t Target) at(k int) (string, int, error) {
	if t.coords != nil {
		return t.coords.CoordAt(k)
	}
	v, err := t.eval(engine.Int(k))
	return strconv.Itoa(v), v, err
}

// Render draws t as print_layout does, coloured by value: a header of
// column numbers and a row number before each row, every number
// right-aligned in columns as wide as the widest number shown; a layout of
// rank ≥ 3 folded as group<1,R>, lines between hierarchical modes. It is
// the figure package's grid of the first lim.MaxRows rows and the columns
// that fit lim.Width. The result ends without a newline.
func Render(t Target, st *styles.Styles, lim Limits) string {
	src := t.Source()
	f, err := figure.FoldOf(src.Domain)
	if err != nil {
		return st.Error.Render(err.Error())
	}
	rows := max(lim.MaxRows, 1)
	cols := max(lim.MaxCells/rows, 1)
	if lim.Width > 0 {
		cols = min(cols, figure.GridColumns(f.Rows, lim.Width, false))
	}
	fig, err := figure.FromLayout(src, figure.Options{Mode: figure.ByValue, Rows: rows, Cols: cols})
	if err != nil {
		return st.Error.Render(err.Error())
	}
	return figure.NewPainter(st).Grid(fig, figure.View{Width: lim.Width, Thread: -1})
}

// paint colours text by value v (nothing in a colourless profile).
func paint(st *styles.Styles, v int, text string) string {
	if st.Plain() {
		return text
	}
	return st.PaintCell(v, text)
}

// Coords draws the coordinate table of t: for every element, its 1-D index,
// R-D coordinate (one 1-D index per top-level mode), natural coordinate
// (congruent to the shape) and offset t(k) (the swizzled offset of a
// composed layout; the coordinate a coordinate tensor holds), at most
// maxRows rows.
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
	last := "offset"
	if t.coords != nil {
		last = "coordinate"
	}
	rows = append(rows, [4]string{"1-D", "R-D", "natural", last})
	keys := make([]int, 0, n)
	for k := 0; k < n; k++ {
		r, err := engine.Idx2Crd(engine.Int(k), rdShape)
		if err != nil {
			return st.Error.Render(err.Error())
		}
		nat, err := engine.Idx2Crd(engine.Int(k), l.Shape())
		if err != nil {
			return st.Error.Render(err.Error())
		}
		text, v, err := t.at(k)
		if err != nil {
			return st.Error.Render(err.Error())
		}
		rows = append(rows, [4]string{strconv.Itoa(k), r.String(), nat.String(), text})
		keys = append(keys, v)
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
				f = paint(st, keys[ri-1], f)
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
