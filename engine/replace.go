package engine

// Replace is tuple_algorithms.hpp's replace<N>(t, x): t with its element
// N replaced by x; a t that is not a tuple is replaced whole (N must be 0).
// As C++ builds the result from the elements before N, x and those after
// N, N equal to t's rank appends x: replace<3>((2,3,4),7) = (2,3,4,7).
// replace<1>((2,3,4),7) = (2,7,4).
func Replace(t, x IntTuple, n int) (IntTuple, error) {
	if t.kind() != kindTuple {
		if n != 0 {
			return IntTuple{}, errorf("replace", "N == 0", "replace<%d> of %s, which is not a tuple", n, t)
		}
		return x, nil
	}
	if n < 0 || n > len(t.elems) {
		return IntTuple{}, errorf("replace", "invalid argument", "replace<%d> of %s, which has rank %d", n, t, len(t.elems))
	}
	out := make([]IntTuple, 0, len(t.elems)+1)
	out = append(append(out, t.elems[:n]...), x)
	if n < len(t.elems) {
		out = append(out, t.elems[n+1:]...)
	}
	return tuple(out), nil
}

// ReplaceLayout is layout.hpp's replace<N>(L, X): mode N of L's shape and
// stride replaced by X's.
func ReplaceLayout(l, x Layout, n int) (Layout, error) {
	s, err := Replace(l.shape, x.shape, n)
	if err != nil {
		return Layout{}, err
	}
	d, err := Replace(l.stride, x.stride, n)
	if err != nil {
		return Layout{}, err
	}
	return MakeLayout(s, d)
}
