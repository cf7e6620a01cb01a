package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

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
