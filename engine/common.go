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
	if !staticIdentityMode(first) {
		return Layout{Int(1), Int(0)}, nil
	}
	r, err = Composition(inv, first)
	return r, relabel(err, "max_common_layout")
}

// staticIdentityMode is max_common_layout's and max_common_vector's test
// of the common layout's first mode m: is_static<shape<0>> and
// is_constant<1, stride<0>> (a dynamic shape or a run-time stride 1 keeps
// nothing: _1:_0, Int<1>).
func staticIdentityMode(m Layout) bool { return isStatic(&m.shape) && isConstant(m.stride, 1) }

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
	if !staticIdentityMode(first) {
		return 1, nil
	}
	return product(first.shape), nil
}

// Nullspace is cute::nullspace(L): the layout of the indices that L maps to
// 0 — its modes of static stride 0 (C++'s is_constant<0>: a dynamic
// stride 0 is not one), with the strides those modes have in L's
// column-major index space. 1:0 when L has none. It cannot fail: its
// strides are bounded by size(L) <= MaxExtent.
func Nullspace(l Layout) Layout {
	fs, fd := flatLeaves(l.shape), flatLeaves(l.stride)
	idx := compactColMajor(tuple(fs), 1)
	var ss, ds []IntTuple
	for i := range fd {
		if isConstant(fd[i], 0) { // is_constant_v<0, ...>: a dynamic 0 is no null direction
			ss, ds = append(ss, fs[i]), append(ds, idx.elems[i])
		}
	}
	if len(ss) == 0 {
		return Layout{Int(1), Int(0)}
	}
	return Layout{unwrap(tuple(ss)), unwrap(tuple(ds))}
}

// ModeOrder is the ord_shape of tile_to_shape: the order in which the
// repetitions of the block run through the target's modes, a Major
// (LayoutLeft, GenColMajor: the first mode first) or an order tuple
// (Step<_2,_1,_3>: the mode of the smallest value first), as
// make_ordered_layout takes it. The zero ModeOrder is LayoutLeft.
type ModeOrder struct {
	order   IntTuple
	major   Major
	ordered bool
}

// OrderMajor is the ModeOrder of compact_major<major>.
func OrderMajor(major Major) ModeOrder { return ModeOrder{major: major} }

// OrderOf is the ModeOrder of the order tuple order (compact_order).
func OrderOf(order IntTuple) ModeOrder { return ModeOrder{order: order, ordered: true} }

// TileToShape is cute::tile_to_shape(block, trg_shape, ord_shape): with
// R = rank(trg_shape) and block padded to rank R with 1:0 modes,
// blocked_product(block, make_ordered_layout(ceil_div(product_each(trg_shape),
// product_each(block)), ord_shape)); C++'s default ord_shape, LayoutLeft,
// is the zero ModeOrder. Like C++ with static shapes it refuses a block of
// higher rank than the target ("Rank of layout must be <= rank of target
// shape") and a target mode whose size is not a multiple of the block's
// ("block shape does not divide the target shape"); the order's refusals
// come from compact_order or compact_major, the tiler's from make_layout
// and the product's from blocked_product, so that a caller can tell which
// operand is at fault.
//
// Traced, it records C++'s lines: the block padded to the target's rank,
// product_each of both shapes, their ceil_div, make_ordered_layout of it,
// and the blocked_product (its own derivation nested).
func TileToShape(block Layout, target IntTuple, ord ModeOrder, tr ...*Trace) (r Layout, err error) {
	const rule = "tile_to_shape"
	defer catch(rule, &err)
	t := traceOf(tr)
	padded, ps, err := tileToShapeRepeats(block, target)
	if err != nil {
		return Layout{}, err
	}
	if t != nil {
		rt := Rank(target)
		if padded.Rank() != block.Rank() || !block.shape.IsTuple() {
			t.Say(rule, padded.String(), "pad the block to the target's rank %d: append<%d>(%s) = %s", rt, rt, block, padded)
		} else {
			t.Say(rule, padded.String(), "the block %s already has the target's rank %d", block, rt)
		}
		bs, ts := Ints(productEach(padded.shape)...), Ints(productEach(target)...)
		t.Say(rule, bs.String(), "block_shape = product_each(shape(block)) = %s; target_shape = product_each(%s) = %s", bs, target, ts)
		t.Say(rule, ps.String(), "each target mode is a whole number of blocks: product_shape = ceil_div(%s, %s) = %s", ts, bs, ps)
	}
	var stride IntTuple
	if ord.ordered {
		stride, err = CompactOrder(ps, ord.order)
	} else {
		stride, err = CompactMajor(ps, ord.major, 1)
	}
	if err != nil {
		return Layout{}, err
	}
	tiler, err := MakeLayout(ps, stride)
	if err != nil {
		return Layout{}, err
	}
	if t != nil {
		order := "LayoutLeft (column-major: the first mode first)"
		if ord.ordered {
			order = "the order " + ord.order.String()
		} else if ord.major == LayoutRight {
			order = "LayoutRight (row-major: the last mode first)"
		}
		t.Say(rule, tiler.String(), "make_ordered_layout(%s, %s): the repetitions in %s: %s", ps, ord.String(), order, tiler)
		t.Say(rule, "", "blocked_product(%s, %s):", padded, tiler)
	}
	done := t.Nest()
	r, err = BlockedProduct(padded, tiler, t)
	done()
	if err == nil && t != nil {
		t.Say(rule, r.String(), "tile_to_shape = %s", r)
	}
	return r, err
}

// tileToShapeRepeats is tile_to_shape's first half: block padded to the
// target's rank R (append<R>) and the repetitions of each mode,
// product_each(trg_shape) / product_each(block), as a rank-R tuple
// (product_each wraps an integer target).
func tileToShapeRepeats(block Layout, target IntTuple) (Layout, IntTuple, error) {
	if target.HasUnderscore() {
		return Layout{}, IntTuple{}, errorf("tile_to_shape", "invalid shape", "_ in %s", target)
	}
	rt := Rank(target)
	if block.Rank() > rt {
		return Layout{}, IntTuple{}, errorf("tile_to_shape", "Rank of layout must be <= rank of target shape", "%s has rank %d, %s rank %d", block, block.Rank(), target, rt)
	}
	padded := appendLayout(block, rt)
	bs, ts := productEachT(padded.shape), productEachT(target)
	// C++ asserts the division only for a static target shape; a dynamic
	// one takes ceil_div, each repeat count with C++'s type.
	static := allStatic(ts)
	if static && !allStatic(bs) { // CUTE_STATIC_ASSERT_V of a run-time value does not compile
		return Layout{}, IntTuple{}, errorf("tile_to_shape", "block shape does not divide the target shape", "a static target %s asserts the division at compile time, which the dynamic block shape %s cannot satisfy", target, padded.shape)
	}
	ps := make([]IntTuple, len(bs))
	for i := range bs {
		if bs[i].v < 1 || static && ts[i].v%bs[i].v != 0 {
			return Layout{}, IntTuple{}, errorf("tile_to_shape", "block shape does not divide the target shape", "mode %d: %d is not a multiple of %d", i, ts[i].v, bs[i].v)
		}
		p, err := leafCeilDiv("tile_to_shape", ts[i], bs[i])
		if err != nil {
			return Layout{}, IntTuple{}, err
		}
		ps[i] = p
	}
	return padded, tuple(ps), nil
}

// productEachT is product_each with C++'s types: the size of each
// top-level mode, static when its integers are.
func productEachT(t IntTuple) []IntTuple {
	if t.kind() != kindTuple {
		return []IntTuple{productT(t)}
	}
	out := make([]IntTuple, len(t.elems))
	for i, e := range t.elems {
		out[i] = productT(e)
	}
	return out
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
