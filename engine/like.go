package engine

// Layouts shaped like another: cute::make_layout_like,
// cute::make_fragment_like and cute::filter_zeros (layout.hpp,
// int_tuple.hpp).

// FilterZeros is filter_zeros(a, b) of int_tuple.hpp: b with every part
// that a pairs with a 0 replaced by 1s (repeat_like(b, 1)). Where a is a
// tuple, b must be a tuple too and a's rank decides the result's (C++'s
// transform reads get<i>(b) for i < rank(a)).
func FilterZeros(a, b IntTuple) (r IntTuple, err error) {
	defer catch("filter_zeros", &err)
	if a.HasUnderscore() || b.HasUnderscore() {
		return IntTuple{}, errorf("filter_zeros", "invalid argument", "_ is not an IntTuple")
	}
	return filterZeros(a, b)
}

func filterZeros(a, b IntTuple) (IntTuple, error) {
	if a.kind() != kindTuple {
		if isConstant(a, 0) { // is_constant<0, A>: a dynamic 0 keeps b
			return repeatLike(b, 1), nil
		}
		return b, nil
	}
	if b.kind() != kindTuple || len(b.elems) < len(a.elems) {
		return IntTuple{}, errorf("filter_zeros", "not congruent", "%s has no part for each mode of %s", b, a)
	}
	out := make([]IntTuple, len(a.elems))
	for i := range a.elems {
		var err error
		if out[i], err = filterZeros(a.elems[i], b.elems[i]); err != nil {
			return IntTuple{}, err
		}
	}
	return tuple(out), nil
}

// repeatLike is repeat_like(t, v): t's nesting with every int v.
func repeatLike(t IntTuple, v int) IntTuple {
	if t.kind() != kindTuple {
		return Int(v)
	}
	out := make([]IntTuple, len(t.elems))
	for i, e := range t.elems {
		out[i] = repeatLike(e, v)
	}
	return tuple(out)
}

// FilterZerosLayout is filter_zeros(L): L with the shape of every
// stride-0 mode replaced by 1, make_layout(filter_zeros(stride, shape),
// stride).
func FilterZerosLayout(l Layout) (Layout, error) {
	s, err := FilterZeros(l.stride, l.shape)
	if err != nil {
		return Layout{}, err
	}
	return MakeLayout(s, l.stride)
}

// FilterZerosProfile is filter_zeros(L, profile): the shape of every mode
// of L that profile pairs with a 0 replaced by 1s,
// make_layout(filter_zeros(profile, shape), stride).
func FilterZerosProfile(l Layout, profile IntTuple) (Layout, error) {
	s, err := FilterZeros(profile, l.shape)
	if err != nil {
		return Layout{}, err
	}
	return MakeLayout(s, l.stride)
}

// LayoutLike is make_layout_like(L): a compact layout of L's shape whose
// modes are laid out in the order of L's strides,
// make_layout(shape, compact_order(filter_zeros(stride, shape), stride)).
// Stride-0 modes count as size 1 in the order, so they keep stride 0
// (compact_order gives a size-1 mode stride 0), and equal strides tie.
func LayoutLike(l Layout) (Layout, error) {
	s, err := FilterZeros(l.stride, l.shape)
	if err != nil {
		return Layout{}, relabel(err, "make_layout_like")
	}
	d, err := CompactOrder(s, l.stride)
	if err != nil {
		return Layout{}, relabel(err, "make_layout_like")
	}
	return MakeLayout(l.shape, d)
}

// FragmentLike is make_fragment_like(L): for rank R > 1 and a static
// shape, tiled_product(shape0:compact_col_major(filter_zeros(stride0, shape0)),
// make_ordered_layout(take<1,R>(shape), take<1,R>(stride))): mode 0
// column-major (its static stride-0 modes kept at 0), the other modes
// compact in the order of their strides after it (stride-0 modes there
// ordered first, not kept at 0; dynamic strides last, left to right). For
// rank 1 (or 0), or a shape with a dynamic integer, make_layout(shape)
// (layout.hpp: `if constexpr (R > 1 && is_static<Shape>::value)`).
func FragmentLike(l Layout) (r Layout, err error) {
	defer catch("make_fragment_like", &err)
	rk := l.Rank()
	if l.shape.kind() != kindTuple || rk <= 1 || !l.shape.IsStatic() {
		return MakeCompactLayout(l.shape)
	}
	s0, err := FilterZeros(l.stride.elems[0], l.shape.elems[0])
	if err != nil {
		return Layout{}, relabel(err, "make_fragment_like")
	}
	d0, _ := compactMajor(s0, false, Int(1))
	a, err := MakeLayout(l.shape.elems[0], d0)
	if err != nil {
		return Layout{}, err
	}
	rs, rd := tuple(l.shape.elems[1:]), tuple(l.stride.elems[1:])
	bd, err := CompactOrder(rs, rd)
	if err != nil {
		return Layout{}, relabel(err, "make_fragment_like")
	}
	b, err := MakeLayout(rs, bd)
	if err != nil {
		return Layout{}, err
	}
	return TiledProduct(a, b)
}

// ProductEach is product_each(t): the product of each top-level mode of
// t, always a tuple (wrap(t) makes an int t the rank-1 tuple (t)).
func ProductEach(t IntTuple) (r IntTuple, err error) {
	defer catch("product_each", &err)
	if t.HasUnderscore() {
		return IntTuple{}, errorf("product_each", "invalid argument", "_ has no product")
	}
	return tuple(productEachT(t)), nil
}

// CoalesceShape is coalesce(shape) of layout.hpp: fold_first over
// flatten(shape), each mode multiplied into the last where both are
// static or both dynamic, appended otherwise (replace_back of an int is
// the new int), so a static shape coalesces to its product, an int, and
// (int(2),_4) stays (2,_4). An integer is itself. An empty tuple has no
// first mode to fold from: C++ does not compile it.
func CoalesceShape(s IntTuple) (r IntTuple, err error) {
	defer catch("coalesce", &err)
	if s.HasUnderscore() {
		return IntTuple{}, errorf("coalesce", "invalid argument", "_ is not a shape")
	}
	if countLeaves(s) == 0 {
		return IntTuple{}, errorf("coalesce", "empty shape", "%s has no mode to fold from", s)
	}
	return coalesceShape(s), nil
}
