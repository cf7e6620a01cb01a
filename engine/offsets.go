package engine

// Offsets appends L(k) for every 1-D index k = 0, 1, ..., size(L)-1 to dst,
// in order: the layout's whole codomain walk, as a figure or a simulator
// needs it. It steps the flattened modes like an odometer, one add per
// element (Eval would decompose every index anew). A layout of more than
// limit elements is refused before anything is allocated.
func (l Layout) Offsets(dst []int, limit int) ([]int, error) {
	n := l.Size()
	if n > limit {
		return dst, errorf("layout", "too large", "%s has %d elements; at most %d are listed", l, n, limit)
	}
	shape, stride := flatInts(l.shape), flatInts(l.stride)
	crd := make([]int, len(shape))
	off := 0
	for k := 0; k < n; k++ {
		dst = append(dst, off)
		for i := range crd {
			crd[i]++
			off += stride[i]
			if crd[i] < shape[i] {
				break
			}
			off -= crd[i] * stride[i]
			crd[i] = 0
		}
	}
	return dst, nil
}

// flatInts is the leaves of t, left to right.
func flatInts(t IntTuple) []int {
	if t.kind() == kindInt {
		return []int{t.v}
	}
	var out []int
	for _, e := range t.elems {
		out = append(out, flatInts(e)...)
	}
	return out
}
