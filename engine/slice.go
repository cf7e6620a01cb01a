package engine

// Slice is slice_and_offset(c, L): the sub-layout of the modes where c
// holds `_`, and the offset L(c) with every `_` read as 0. As in C++, the
// modes kept are gathered into one tuple: (3,(2,3)) sliced by (_,(1,_))
// has shape (3,3).
func (l Layout) Slice(c IntTuple) (sub Layout, offset int, err error) {
	defer catch("slice", &err)
	shape, err := slice(c, l.shape)
	if err != nil {
		return Layout{}, 0, err
	}
	stride, _ := slice(c, l.stride)
	if l.stride.HasBasis() { // the sub-layout, and the offset in the error
		return Layout{shape, stride}, 0, arithOffsetErr("slice", l, c, Layout{shape, stride}, true)
	}
	offset, err = crd2idx(c, l.shape, l.stride, nil)
	if err != nil {
		return Layout{}, 0, relabel(err, "slice")
	}
	return Layout{shape, stride}, offset, nil
}

// slice is cute::slice(c, t): t itself for c = `_`, () for an integer c, and
// for a tuple c the concatenation of the lifted slices of its modes.
func slice(c, t IntTuple) (IntTuple, error) {
	switch c.kind() {
	case kindUnderscore:
		return t, nil
	case kindInt:
		return Tuple(), nil
	}
	parts, err := liftSlice(c, t)
	if err != nil {
		return IntTuple{}, err
	}
	return tuple(parts), nil
}

func liftSlice(c, t IntTuple) ([]IntTuple, error) {
	switch c.kind() {
	case kindUnderscore:
		return []IntTuple{t}, nil
	case kindInt:
		return nil, nil
	}
	if t.kind() != kindTuple || len(t.elems) != len(c.elems) {
		return nil, errorf("slice", "Mismatched Ranks", "coordinate %s does not match the profile of %s", c, t)
	}
	var out []IntTuple
	for i := range c.elems {
		p, err := liftSlice(c.elems[i], t.elems[i])
		if err != nil {
			return nil, err
		}
		out = append(out, p...)
	}
	return out, nil
}

// sliceLayout is L(c) with underscores, keeping only the sub-layout.
func sliceLayout(l Layout, c IntTuple) (Layout, error) {
	sub, _, err := l.Slice(c)
	return sub, err
}

// repeatUnderscore is cute::repeat<n>(_): `_` itself for n == 1, else (_,...,_).
func repeatUnderscore(n int) IntTuple {
	if n == 1 {
		return Underscore()
	}
	e := make([]IntTuple, n)
	for i := range e {
		e[i] = Underscore()
	}
	return tuple(e)
}

// SliceOffset is the offset slice_and_offset(c, L) gives, with C++'s type:
// crd2idx(c, shape, stride) with each `_` read as _0 (C++'s Underscore is
// an Int<0>), a run-time int where a dynamic integer of c or L makes it
// one.
func (l Layout) SliceOffset(c IntTuple) (r IntTuple, err error) {
	defer catch("slice_and_offset", &err)
	return crd2idxT(c.replaceUnderscores(), l.shape, l.stride)
}
