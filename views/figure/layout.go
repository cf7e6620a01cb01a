package figure

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/gpu/model/bank"
)

// Source is what a layout figure draws: a function over the domain of a
// layout (the layout itself, or a composed layout's swizzled offsets over
// its outer layout's domain). Every value comes from the engine.
type Source struct {
	Domain engine.Layout
	Eval   func(engine.IntTuple) (int, error)
	Name   string // the layout in CuTe notation
	// Layout is the plain layout when the source is one (print_latex draws
	// it); nil for a composed layout.
	Layout *engine.Layout
	// Composed is the composed layout when the source is one.
	Composed *engine.ComposedLayout
	// CoordAt, when set, gives a cell's coordinate instead of an offset
	// (a coordinate tensor or basis layout): its text and its first
	// component; Eval is then unused.
	CoordAt func(idx int) (string, int, error)
	// Note says how the cells relate to the value when they are not its
	// own offsets (a swizzle atom on a shared-memory pointer, drawn
	// position-independent).
	Note string
	// ElemBytes is the element size the value itself states (2 for a
	// smem_ptr[16b]), used for bank colours when none is asked for; 0:
	// none stated.
	ElemBytes int
	// noDomain: a composed layout whose innermost B is a swizzle has no
	// shape to draw over.
	noDomain bool
}

// OfLayout is the source of layout l.
func OfLayout(l engine.Layout) Source {
	return Source{Domain: l, Eval: l.Eval, Name: l.String(), Layout: &l}
}

// OfBasis is the source of a coordinate tensor ArithTuple(coord) o b (coord
// nil: the basis layout b itself): each cell is the coordinate it holds,
// coord + b(i), written in b's coprofile nesting, as print_tensor prints
// it.
func OfBasis(b atom.BasisLayout, coord []int, name string) Source {
	n := b.Directions()
	if n == 0 {
		return Source{Name: name, noDomain: true}
	}
	src := Source{Domain: b.L, Name: name} // its shape; the cells come from CoordAt
	if len(coord) != n {
		coord = make([]int, n)
	}
	src.CoordAt = func(idx int) (string, int, error) {
		c, err := b.EvalCoord(engine.Int(idx))
		if err != nil {
			return "", 0, err
		}
		for i := range c {
			c[i] += coord[i]
		}
		return b.CoordTuple(c).String(), c[0], nil
	}
	return src
}

// OfComposed is the source of composed layout c: its swizzled offsets over
// the shape of its outer layout, as print_layout draws it. A swizzle on a
// shared-memory pointer of B-bit elements (a GMMA atom, Sw<3,4,3> o
// smem_ptr[16b](unset) o L) permutes byte addresses, not the element
// offsets L gives: it is drawn as print_latex draws it, position-
// independent — the swizzle recast to elements,
// composition(recast_layout<uint8_t,uint_bit_t<B>>(Sw), _0, L) — and the
// note says so.
func OfComposed(c engine.ComposedLayout) Source {
	d, ok := c.Domain()
	src := Source{Domain: d, Eval: c.Eval, Name: c.String(), Composed: &c, noDomain: !ok}
	bits, flag := c.OffsetTerm().FlagBits()
	sw, isSw := c.A().(engine.Swizzle)
	if !flag || !isSw || bits <= 0 {
		return src
	}
	var r engine.Fn = sw
	var err error
	switch {
	case bits > 8:
		r, err = sw.Upcast(bits / 8)
	case bits < 8:
		r, err = sw.Downcast(8 / bits)
	}
	if err != nil {
		return src
	}
	if bits%8 == 0 {
		src.ElemBytes = bits / 8
	}
	unit := fmt.Sprintf("%d bytes", bits/8)
	if bits < 8 {
		unit = fmt.Sprintf("%d/%d byte", bits, 8)
	} else if bits == 8 {
		unit = "1 byte"
	}
	pi := engine.Compose3(r, engine.IntOffset(0), c.B())
	switch f := pi.(type) {
	case engine.ComposedLayout:
		src.Eval = f.Eval
	case engine.Layout:
		src.Eval = f.Eval
	default:
		return src
	}
	src.Note = fmt.Sprintf("drawn position-independent, as print_latex does: element offsets of %s. The value's %s permutes byte addresses; an element is %s, so on element offsets it is %s.",
		pi, sw, unit, r)
	return src
}

// Options are what a layout figure is drawn with.
type Options struct {
	Mode Mode
	// ElemBytes is the element size for bank colouring (when 0: the one
	// the source states, else 4).
	ElemBytes int
	// Window limits the cells computed to rows [Row, Row+Rows) and columns
	// [Col, Col+Cols) of the grid (Rows or Cols 0: to the end), so a pane
	// can show part of a grid too large to build whole.
	Row, Col, Rows, Cols int
}

// Fold is the 2-D geometry of a layout of any rank, as print_layout of
// group<1,R>(L) draws it: rows index mode 0, columns the modes 1..R-1
// taken together (colexicographically), so cell (r, c) is the layout at
// 1-D index r + c·rows. It also says where the mode lines go.
type Fold struct {
	Rows, Cols int
	// RowPeriods and ColPeriods are the boundary periods along each axis:
	// a line falls before every multiple of a period, at its level.
	RowPeriods, ColPeriods []Period
}

// Period is a boundary repeating every N cells, at level Level (1: between
// top-level modes, 2: between sub-modes of one mode).
type Period struct{ N, Level int }

// FoldOf returns the folded geometry of l. A rank-1 layout whose one
// mode is itself a tuple, ((128,128)):((1,256)), folds as that mode: its
// cells in the same colexicographic order, drawn as the grid of
// (128,128) rather than as one row of 16384.
func FoldOf(l engine.Layout) (Fold, error) {
	r := l.Rank()
	if sh := l.Shape(); r == 1 && sh.IsTuple() && sh.At(0).IsTuple() && sh.At(0).Len() >= 2 {
		if m, err := l.Mode(0); err == nil {
			return FoldOf(m)
		}
	}
	if r <= 1 {
		f := Fold{Rows: 1, Cols: l.Size()}
		f.ColPeriods = subPeriods(l.Shape(), 1)
		return f, nil
	}
	modes := make([]engine.Layout, r)
	for i := range modes {
		m, err := l.Mode(i)
		if err != nil {
			return Fold{}, err
		}
		modes[i] = m
	}
	f := Fold{Rows: modes[0].Size(), Cols: 1}
	f.RowPeriods = subPeriods(modes[0].Shape(), 1)
	for i, m := range modes[1:] {
		f.ColPeriods = append(f.ColPeriods, subPeriods(m.Shape(), f.Cols)...)
		f.Cols *= m.Size()
		if i < len(modes)-2 && f.Cols > 1 {
			f.ColPeriods = append(f.ColPeriods, Period{N: f.Cols, Level: 1})
		}
	}
	return f, nil
}

// subPeriods are the boundaries inside one mode of shape s, whose first
// element lies every unit cells: after each of its top-level sub-modes
// but the last.
func subPeriods(s engine.IntTuple, unit int) []Period {
	if s.IsInt() || s.Len() < 2 {
		return nil
	}
	var ps []Period
	n := unit
	for i := 0; i < s.Len()-1; i++ {
		sz, err := engine.Size(s.At(i))
		if err != nil || sz <= 1 {
			n *= max(sz, 1)
			continue
		}
		n *= sz
		ps = append(ps, Period{N: n, Level: 2})
	}
	return ps
}

// lines marks the line before each index from..from+n-1 of an axis
// (none before index 0): out[i] is the level of the finest-level
// boundary at from+i, whose period divides it. It costs n·len(ps), the
// window's length, not the axis's.
func lines(from, n int, ps []Period) []int {
	out := make([]int, n)
	for i := range out {
		x := from + i
		if x <= 0 {
			continue
		}
		for _, p := range ps {
			if p.N > 0 && x%p.N == 0 && (out[i] == 0 || p.Level < out[i]) {
				out[i] = p.Level
			}
		}
	}
	return out
}

// finest is the smallest period of an axis (0 when it has none).
func finest(ps []Period) int {
	f := 0
	for _, p := range ps {
		if f == 0 || p.N < f {
			f = p.N
		}
	}
	return f
}

// BankOf is the shared-memory bank of element offset off of elemBytes
// bytes: gpu/model/bank's bank of byte address off·elemBytes, (a/4) mod 32
// (a negative offset, which no access makes, wraps into 0..31).
func BankOf(off, elemBytes int) int {
	b := bank.BankOf(off * elemBytes)
	if b < 0 {
		b += bank.Banks
	}
	return b
}

// FromLayout builds the figure of src, folded to two dimensions, coloured
// by opt.Mode. A window larger than MaxCells is refused.
func FromLayout(src Source, opt Options) (*Figure, error) {
	if src.noDomain {
		return nil, fmt.Errorf("%s has no shape to draw (its innermost layout is a swizzle, or it has no basis direction)", src.Name)
	}
	f, err := FoldOf(src.Domain)
	if err != nil {
		return nil, err
	}
	p := Panel{Rows: f.Rows, Cols: f.Cols, RowName: "m", ColName: "n"}
	p.WinRow, p.WinCol = clamp(opt.Row, 0, max(f.Rows-1, 0)), clamp(opt.Col, 0, max(f.Cols-1, 0))
	p.WinRows, p.WinCols = f.Rows-p.WinRow, f.Cols-p.WinCol
	if opt.Rows > 0 {
		p.WinRows = min(p.WinRows, opt.Rows)
	}
	if opt.Cols > 0 {
		p.WinCols = min(p.WinCols, opt.Cols)
	}
	if p.WinRows*p.WinCols > MaxCells || p.WinRows > MaxCells || p.WinCols > MaxCells {
		return nil, fmt.Errorf("%d×%d cells: a figure draws at most %d cells", p.WinRows, p.WinCols, MaxCells)
	}
	p.RowLines, p.ColLines = lines(p.WinRow, p.WinRows, f.RowPeriods), lines(p.WinCol, p.WinCols, f.ColPeriods)
	bytes := opt.ElemBytes
	if bytes <= 0 {
		bytes = src.ElemBytes
	}
	if bytes <= 0 {
		bytes = 4
	}
	tr, tc := finest(f.RowPeriods), finest(f.ColPeriods)
	nrb := 1
	if tr > 0 {
		nrb = (f.Rows + tr - 1) / tr
	}
	p.Cells = make([]Cell, p.WinRows*p.WinCols)
	fig := &Figure{Kind: KindLayout, Title: src.Name, Note: src.Note, Mode: opt.Mode}
	for i := 0; i < p.WinRows; i++ {
		r := p.WinRow + i
		for j := 0; j < p.WinCols; j++ {
			c := p.WinCol + j
			var v int
			var coord string
			var err error
			if src.CoordAt != nil {
				coord, v, err = src.CoordAt(r + c*f.Rows)
			} else {
				v, err = src.Eval(engine.Int(r + c*f.Rows))
			}
			if err != nil {
				return nil, err
			}
			key := v
			switch opt.Mode {
			case ByTile:
				rb, cb := 0, c
				if tr > 0 {
					rb = r / tr
				}
				if tc > 0 {
					cb = c / tc
				} else if tr > 0 {
					cb = 0
				}
				key = rb + cb*nrb
			case ByThread:
				key = r
			case ByBank:
				key = BankOf(v, bytes)
			}
			if key < 0 {
				key = -key
			}
			fig.Keys = max(fig.Keys, key+1)
			p.Cells[i*p.WinCols+j] = Cell{Value: v, Key: key, Coord: coord}
		}
	}
	fig.Panels = []Panel{p}
	fig.folded = src.Domain.Rank() > 1
	switch {
	case src.Layout != nil && src.Layout.Rank() <= 2:
		fig.tex = texLayout(*src.Layout)
	case src.Composed != nil && src.Domain.Rank() == 2:
		// print_latex of a composed layout: the generic overload (its
		// cells the composed offsets), or for an smem_ptr_flag offset its
		// position-independent form.
		fig.tex = texLayout(*src.Composed)
	}
	return fig, nil
}

func clamp(x, lo, hi int) int { return max(lo, min(x, hi)) }
