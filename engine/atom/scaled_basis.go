package atom

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// BasisStride is a stride written with ScaledBasis elements
// (arithmetic_tuple.hpp): a leaf k@path is k·E<path...> (E<0>{} is 1@0,
// E<1,0>{} is 1@0@1 as C++ prints it, innermost index first), a leaf
// with an empty path is the plain integer k; or a tuple of such strides.
type BasisStride struct {
	Leaf  bool
	K     int
	Path  []int
	Elems []BasisStride
}

// Basis is k·E<path...>.
func Basis(k int, path ...int) BasisStride {
	return BasisStride{Leaf: true, K: k, Path: append([]int(nil), path...)}
}

// String prints the stride as cute::print does: _1@0, (_1@0,_2@1).
func (s BasisStride) String(static bool) string {
	if !s.Leaf {
		parts := make([]string, len(s.Elems))
		for i, e := range s.Elems {
			parts[i] = e.String(static)
		}
		return "(" + strings.Join(parts, ",") + ")"
	}
	out := strconv.Itoa(s.K)
	if static {
		out = "_" + out
	}
	for i := len(s.Path) - 1; i >= 0; i-- {
		out += "@" + strconv.Itoa(s.Path[i])
	}
	return out
}

// leaves are the stride's leaves, left to right.
func (s BasisStride) leaves(out []BasisStride) []BasisStride {
	if s.Leaf {
		return append(out, s)
	}
	for _, e := range s.Elems {
		out = e.leaves(out)
	}
	return out
}

// coprofileOf is the tuple of zeros whose leaves are the basis directions
// the paths name (every index below the largest one of a tuple), as C++'s
// coprofile sums the strides; a direction named both as a leaf and as a
// tuple has none.
func coprofileOf(paths [][]int) (engine.IntTuple, error) {
	scalar, n := false, 0
	for _, p := range paths {
		if len(p) == 0 {
			scalar = true
		} else {
			n = max(n, p[0]+1)
		}
	}
	switch {
	case scalar && n > 0:
		return engine.IntTuple{}, fmt.Errorf("an integer stride and a basis stride E<...> name the same coordinate")
	case scalar || n == 0:
		return engine.Int(0), nil
	case n > 64:
		return engine.IntTuple{}, fmt.Errorf("a basis E<%d> beyond the 64 directions supported", n-1)
	}
	elems := make([]engine.IntTuple, n)
	for i := range elems {
		var sub [][]int
		for _, p := range paths {
			if len(p) > 0 && p[0] == i {
				sub = append(sub, p[1:])
			}
		}
		c, err := coprofileOf(sub)
		if err != nil {
			return engine.IntTuple{}, err
		}
		elems[i] = c
	}
	return engine.Tuple(elems...), nil
}

// MakeBasisLayout is make_layout(shape, stride) of a stride written with
// ScaledBasis elements: one integer layout per basis direction, stride
// leaf i being k in the direction of its basis and 0 in the others.
func MakeBasisLayout(shape engine.IntTuple, stride BasisStride) (BasisLayout, error) {
	var nonzero [][]int
	for _, l := range stride.leaves(nil) {
		if l.K != 0 {
			nonzero = append(nonzero, l.Path)
		}
	}
	co, err := coprofileOf(nonzero)
	if err != nil {
		return BasisLayout{}, &engine.Error{Op: "make_layout", Cond: "unsupported stride", Detail: err.Error()}
	}
	b := BasisLayout{Coprofile: co}
	dirs := b.paths()
	for _, d := range dirs {
		comp := mapBasis(stride, func(l BasisStride) int {
			if l.K != 0 && equalPath(l.Path, d) {
				return l.K
			}
			return 0
		})
		l, err := engine.MakeLayout(shape, comp)
		if err != nil {
			return BasisLayout{}, err
		}
		b.Comps = append(b.Comps, l)
	}
	return b, nil
}

// mapBasis is the integer tuple of f at each leaf of s.
func mapBasis(s BasisStride, f func(BasisStride) int) engine.IntTuple {
	if s.Leaf {
		return engine.Int(f(s))
	}
	e := make([]engine.IntTuple, len(s.Elems))
	for i, x := range s.Elems {
		e[i] = mapBasis(x, f)
	}
	return engine.Tuple(e...)
}

func equalPath(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Stride is the basis layout's stride written with ScaledBasis elements:
// at each leaf, k@path of the one direction that moves (0 where none
// does); a leaf that moves several directions at once is refused.
func (b BasisLayout) Stride() (BasisStride, error) {
	paths := b.paths()
	var walk func(path []int) (BasisStride, error)
	walk = func(path []int) (BasisStride, error) {
		t, err := engine.Get(b.Comps[0].Stride(), path...)
		if err != nil {
			return BasisStride{}, err
		}
		if t.IsTuple() {
			s := BasisStride{}
			for i := 0; i < t.Len(); i++ {
				e, err := walk(append(append([]int(nil), path...), i))
				if err != nil {
					return BasisStride{}, err
				}
				s.Elems = append(s.Elems, e)
			}
			return s, nil
		}
		leaf := Basis(0)
		n := 0
		for j, c := range b.Comps {
			x, err := engine.Get(c.Stride(), path...)
			if err != nil {
				return BasisStride{}, err
			}
			if v := x.Value(); v != 0 {
				leaf = Basis(v, paths[j]...)
				n++
			}
		}
		if n > 1 {
			return BasisStride{}, &engine.Error{Op: "stride", Cond: "unsupported stride", Detail: "a stride that moves several basis directions at once (an ArithmeticTuple) is not supported here"}
		}
		return leaf, nil
	}
	return walk(nil)
}

// BasisLayoutOf is the basis layout of l, whose strides are ScaledBasis
// elements (engine.Basis) and _0s: its directions the coprofile of the
// paths its strides name.
func BasisLayoutOf(l engine.Layout) (BasisLayout, error) {
	var paths [][]int
	scalar := false
	mapLeaves(l.Stride(), func(x engine.IntTuple) engine.IntTuple {
		switch {
		case x.IsBasis():
			paths = append(paths, x.BasisPath())
		case x.Value() != 0:
			scalar = true
		}
		return x
	})
	if scalar {
		paths = append(paths, nil)
	}
	co, err := coprofileOf(paths)
	if err != nil {
		return BasisLayout{}, &engine.Error{Op: "make_layout", Cond: "unsupported stride", Detail: err.Error()}
	}
	return basisLayoutOf(l, co)
}
