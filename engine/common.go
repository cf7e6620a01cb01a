package engine

// MaxCommonLayout is cute::max_common_layout(A, B): the layout R pointing at
// the most contiguous elements on which A and B agree, A(R(i)) = B(R(i)) = i:
// with inv = right_inverse(B) and C = coalesce(A ∘ inv), it is inv ∘ C's
// first mode when that mode has stride 1, else 1:0.
func MaxCommonLayout(a, b Layout) (r Layout, err error) {
	defer catch("max_common_layout", &err)
	inv := RightInverse(b)
	c, err := Composition(a, inv)
	if err != nil {
		return Layout{}, relabel(err, "max_common_layout")
	}
	c = Coalesce(c)
	first := c.modes()[0]
	if first.stride.kind() != kindInt || first.stride.v != 1 {
		return Layout{Int(1), Int(0)}, nil
	}
	r, err = Composition(inv, first)
	return r, relabel(err, "max_common_layout")
}

// MaxCommonVector is cute::max_common_vector(A, B): the number of
// contiguous elements on which A and B agree, the first mode's size of
// coalesce(A ∘ right_inverse(B)) when its stride is 1, else 1.
func MaxCommonVector(a, b Layout) (n int, err error) {
	defer catch("max_common_vector", &err)
	c, err := Composition(a, RightInverse(b))
	if err != nil {
		return 0, relabel(err, "max_common_vector")
	}
	first := Coalesce(c).modes()[0]
	if first.stride.kind() != kindInt || first.stride.v != 1 {
		return 1, nil
	}
	return product(first.shape), nil
}

// Nullspace is cute::nullspace(L): the layout of the indices that L maps to
// 0 — its stride-0 modes, with the strides those modes have in L's
// column-major index space. 1:0 when L has none. It cannot fail: its
// strides are bounded by size(L) <= MaxExtent.
func Nullspace(l Layout) Layout {
	fs, fd := flatLeaves(l.shape), flatLeaves(l.stride)
	idx := compactColMajor(tuple(fs), 1)
	var ss, ds []IntTuple
	for i := range fd {
		if fd[i].v == 0 {
			ss, ds = append(ss, fs[i]), append(ds, idx.elems[i])
		}
	}
	if len(ss) == 0 {
		return Layout{Int(1), Int(0)}
	}
	return Layout{unwrap(tuple(ss)), unwrap(tuple(ds))}
}

// TileToShape is cute::tile_to_shape(block, shape) with the default
// column-major order: block repeated (blocked_product) until its modes reach
// the target shape's, mode by mode. Each target mode's size must be a
// multiple of the block's ("block shape does not divide the target shape").
func TileToShape(block Layout, target IntTuple) (r Layout, err error) {
	defer catch("tile_to_shape", &err)
	if target.HasUnderscore() {
		return Layout{}, errorf("tile_to_shape", "invalid shape", "_ in %s", target)
	}
	rt := Rank(target)
	if block.Rank() > rt {
		return Layout{}, errorf("tile_to_shape", "Rank of layout must be <= rank of target shape", "%s has rank %d, %s rank %d", block, block.Rank(), target, rt)
	}
	padded := appendLayout(block, rt)
	bs, ts := productEach(padded.shape), productEach(target)
	ps := make([]int, len(bs))
	for i := range bs {
		if bs[i] < 1 || ts[i]%bs[i] != 0 {
			return Layout{}, errorf("tile_to_shape", "block shape does not divide the target shape", "mode %d: %d is not a multiple of %d", i, ts[i], bs[i])
		}
		ps[i] = ts[i] / bs[i]
	}
	// product_each wraps an integer target, so the tiler is always a tuple:
	// tile_to_shape(2:1, 8) blocks by (4):(1) and gives ((2,(4))):((1,(2))).
	tiler, err := MakeCompactLayout(Ints(ps...))
	if err != nil {
		return Layout{}, relabel(err, "tile_to_shape")
	}
	return checked("tile_to_shape")(rankedProduct("tile_to_shape", padded, tiler, false, nil))
}

// productEach is cute::product_each: the size of each top-level mode.
func productEach(t IntTuple) []int {
	if t.kind() != kindTuple {
		return []int{product(t)}
	}
	out := make([]int, len(t.elems))
	for i, e := range t.elems {
		out[i] = product(e)
	}
	return out
}
