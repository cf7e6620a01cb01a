package grid

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/views/figure"
)

// axisBudget is the length of an axis (rows, or columns) a window's figure
// is built over in full; past it, only the part up to the window's far
// edge is (see Window). A variable for tests.
var axisBudget = 1 << 16

// Window is the figure of the window opt names (rows [Row, Row+Rows),
// columns [Col, Col+Cols)) of src's folded grid, allocating for what it
// shows: an axis longer than axisBudget is built only up to the window's
// far edge (the cells, mode lines and labels of the window are those of
// the whole, which the figure's totals still name), so a layout of 2^60
// elements costs what its window costs. Rows or Cols 0 asks for the whole
// axis, as figure.FromLayout does.
//
// The part drawn keeps its boundaries because every mode line falls at a
// product of leading sub-mode sizes: a shape cut after the sub-modes whose
// product stays below the far edge (the next one shortened) has the same
// lines there. A tile colouring numbers its tiles over the part built, so
// past axisBudget its colours may differ from the whole's.
func Window(src figure.Source, opt figure.Options) (*figure.Figure, error) {
	f, err := figure.FoldOf(src.Domain)
	if err != nil || opt.Rows <= 0 || opt.Cols <= 0 {
		return figure.FromLayout(src, opt)
	}
	needR := max(axisBudget, clamp(opt.Row, 0, f.Rows)+opt.Rows)
	needC := max(axisBudget, clamp(opt.Col, 0, f.Cols)+opt.Cols)
	if f.Rows <= needR && f.Cols <= needC {
		return figure.FromLayout(src, opt)
	}
	d, err := prefixDomain(src.Domain, min(needR, f.Rows), min(needC, f.Cols))
	if err != nil {
		return nil, err
	}
	part, err := figure.FoldOf(d)
	if err != nil {
		return nil, err
	}
	// Cell (r, c) of the part is cell (r, c) of the whole.
	rows, eval := f.Rows, src.Eval
	cut := figure.Source{Domain: d, Name: src.Name, Eval: func(k engine.IntTuple) (int, error) {
		r, c := k.Value()%part.Rows, k.Value()/part.Rows
		return eval(engine.Int(r + c*rows))
	}}
	fig, err := figure.FromLayout(cut, opt)
	if err != nil {
		return nil, err
	}
	fig.Panels[0].Rows, fig.Panels[0].Cols = f.Rows, f.Cols
	return fig, nil
}

// prefixDomain is a layout whose fold is the first rows×cols part of l's
// (at least): its row mode cut to rows, its column modes (taken
// colexicographically) to cols.
func prefixDomain(l engine.Layout, rows, cols int) (engine.Layout, error) {
	if l.Rank() <= 1 {
		return engine.MakeCompactLayout(prefixShape(l.Shape(), cols))
	}
	modes := []engine.IntTuple{prefixShape(l.Shape().At(0), rows)}
	n := 1
	for i := 1; i < l.Rank() && (i == 1 || n < cols); i++ {
		s := l.Shape().At(i)
		sz, err := engine.Size(s)
		if err != nil {
			return engine.Layout{}, err
		}
		need := (cols + n - 1) / n
		if sz >= need {
			modes = append(modes, prefixShape(s, need))
			break
		}
		modes = append(modes, prefixShape(s, sz))
		n *= sz
	}
	return engine.MakeCompactLayout(engine.Tuple(modes...))
}

// prefixShape is a mode shape of size at least n (at most s's) whose
// top-level sub-modes have s's sizes up to the one that reaches n, that
// one cut short: the boundaries of s's first n elements.
func prefixShape(s engine.IntTuple, n int) engine.IntTuple {
	if s.IsInt() {
		return engine.Int(min(s.Value(), max(n, 1)))
	}
	var out []engine.IntTuple
	p := 1
	for i := 0; i < s.Len(); i++ {
		sz, err := engine.Size(s.At(i))
		if err != nil {
			sz = 1
		}
		need := max((n+p-1)/p, 1)
		if sz >= need {
			out = append(out, engine.Int(need))
			break
		}
		out = append(out, engine.Int(sz))
		p *= max(sz, 1)
	}
	return engine.Tuple(out...)
}

func clamp(x, lo, hi int) int { return max(lo, min(x, hi)) }
