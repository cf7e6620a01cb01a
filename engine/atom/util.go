package atom

import (
	"github.com/cutetui/cutetui/engine"
)

// under is CuTe's `_` as a tiler element.
var under engine.Tiler = engine.Underscore()

// compact is make_layout(n): n:1, or 1:0 for n = 1.
func compact(n int) (engine.Layout, error) { return engine.MakeCompactLayout(engine.Int(n)) }

// mustCompact is compact of a size the caller has already validated.
func mustCompact(n int) engine.Layout {
	l, err := compact(n)
	if err != nil {
		panic("atom: " + err.Error())
	}
	return l
}

// modeSize is size<i>(L).
func modeSize(l engine.Layout, i int) int {
	m, err := l.Mode(i)
	if err != nil {
		return 1
	}
	return m.Size()
}

// rankOf is rank(t) of an IntTuple: 1 for an integer.
func rankOf(t engine.IntTuple) int {
	if t.IsTuple() {
		return t.Len()
	}
	return 1
}

// appendLayout is append<n>(L, x) of layout.hpp: L's modes (an integer
// shape counts as one mode) followed by copies of x up to rank n.
func appendLayout(l engine.Layout, n int, x engine.Layout) (engine.Layout, error) {
	var modes []engine.Layout
	if l.Shape().IsTuple() {
		for i := 0; i < l.Rank(); i++ {
			m, _ := l.Mode(i)
			modes = append(modes, m)
		}
	} else {
		modes = []engine.Layout{l}
	}
	for len(modes) < n {
		modes = append(modes, x)
	}
	return engine.Concat(modes...)
}

// idx2crdStride is cute::idx2crd(idx, shape, stride) of stride.hpp, the
// coordinate of idx in a compact layout: (idx / d) % s in every leaf, and
// 0 for a leaf of shape 1. A leaf of stride 0 and shape > 1, or of shape
// 0, divides by zero in C++; it is refused here.
func idx2crdStride(idx int, s, d engine.IntTuple) (engine.IntTuple, error) {
	if s.IsTuple() {
		out := make([]engine.IntTuple, s.Len())
		for i := range out {
			c, err := idx2crdStride(idx, s.At(i), d.At(i))
			if err != nil {
				return engine.IntTuple{}, err
			}
			out[i] = c
		}
		return engine.Tuple(out...), nil
	}
	if s.Value() == 1 {
		return engine.Int(0), nil
	}
	if d.Value() == 0 {
		return engine.IntTuple{}, &engine.Error{Op: "get_flat_coord", Cond: "division by zero", Detail: "idx2crd(idx, shape, stride) of a mode with shape > 1 and stride 0"}
	}
	if s.Value() == 0 {
		return engine.IntTuple{}, &engine.Error{Op: "get_flat_coord", Cond: "division by zero", Detail: "idx2crd(idx, shape, stride) of a mode of shape 0: (idx / stride) % 0 (a layout of no threads has no thread to slice)"}
	}
	return engine.Int(idx / d.Value() % s.Value()), nil
}

// flatCoord is L.get_flat_coord(idx): the hierarchical coordinate of idx
// (idx2crd with L's stride), each top-level mode's part then flattened to
// its colexicographic index, crd2crd(coord, shape, (1,...,1)).
func flatCoord(l engine.Layout, idx int) (engine.IntTuple, error) {
	c, err := idx2crdStride(idx, l.Shape(), l.Stride())
	if err != nil {
		return engine.IntTuple{}, err
	}
	if !l.Shape().IsTuple() {
		return c, nil
	}
	out := make([]engine.IntTuple, l.Rank())
	for i := range out {
		s, _ := engine.Get(l.Shape(), i)
		n, err := engine.Crd2Idx(c.At(i), s, compactStride(s))
		if err != nil {
			return engine.IntTuple{}, err
		}
		out[i] = engine.Int(n)
	}
	return engine.Tuple(out...), nil
}

// compactStride is the column-major stride of shape s.
func compactStride(s engine.IntTuple) engine.IntTuple {
	l, err := engine.MakeCompactLayout(s)
	if err != nil {
		return s
	}
	return l.Stride()
}

// tilerSize is size(t) of a tiler element: n for an integer, size(L) for
// a layout, the product for a tuple or by-mode tiler.
func tilerSize(t engine.Tiler) int {
	switch t := t.(type) {
	case engine.Layout:
		return t.Size()
	case engine.IntTuple:
		n, err := engine.Size(t)
		if err != nil {
			return 0
		}
		return n
	case engine.ByMode:
		n := 1
		for _, e := range t {
			n *= tilerSize(e)
		}
		return n
	}
	return 0
}

// isUnder reports whether t is `_`.
func isUnder(t engine.Tiler) bool {
	u, ok := t.(engine.IntTuple)
	return ok && u.IsUnderscore()
}

// tilerPrint prints a tiler element as cute::print prints it: a Tile is a
// tuple, "(_32,(_4,_4):(_1,_4),_)" in the static form.
func tilerPrint(t engine.Tiler, st engine.Style) string {
	switch t := t.(type) {
	case engine.Layout:
		return engine.Sprint(t, st)
	case engine.IntTuple:
		return engine.Sprint(t, st)
	case engine.ByMode:
		s := "("
		for i, e := range t {
			if i > 0 {
				s += ","
			}
			s += tilerPrint(e, st)
		}
		return s + ")"
	}
	return "?"
}

// sliceRest is the coordinate (_, repeat<r>(_)) of partition_*: `_` for
// the values, and `_` for each of the r rest modes (just `_` when r is 1).
func sliceRest(r int) engine.IntTuple {
	var rest engine.IntTuple
	if r == 1 {
		rest = engine.Underscore()
	} else {
		us := make([]engine.IntTuple, r)
		for i := range us {
			us[i] = engine.Underscore()
		}
		rest = engine.Tuple(us...)
	}
	return engine.Tuple(engine.Underscore(), rest)
}
