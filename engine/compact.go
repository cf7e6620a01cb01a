package engine

// Compact strides: cute::compact_major<LayoutLeft|LayoutRight> and
// cute::compact_order, what make_layout(shape[, major]) and
// make_ordered_layout(shape, order) use.

// Major is the order of compact strides, C++'s tag of compact_major<Major>.
type Major uint8

const (
	LayoutLeft  Major = iota // column-major: the first mode varies fastest (compact_col_major)
	LayoutRight              // row-major: the last mode varies fastest (compact_row_major)
)

func (m Major) String() string {
	if m == LayoutRight {
		return "LayoutRight"
	}
	return "LayoutLeft"
}

// CompactMajor is compact_major<major>(shape, current), that is
// compact_col_major(shape, current) for LayoutLeft and
// compact_row_major(shape, current) for LayoutRight: each mode's stride is
// the product of the modes before it (after it, for row-major), starting at
// current. As in C++, a mode of size 1 gets stride 0 and does not advance
// the product: compact_col_major((2,1,3)) = (1,0,2).
func CompactMajor(shape IntTuple, major Major, current int) (r IntTuple, err error) {
	defer catch("compact_major", &err)
	if shape.HasUnderscore() {
		return IntTuple{}, errorf("compact_major", "invalid argument", "_ is not a shape")
	}
	r, _ = compactMajor(shape, major == LayoutRight, Int(current))
	return r, nil
}

// compactMajor is detail::compact<Major>: the strides of shape and the
// running product after it. As in C++, a _1 mode gets the stride _0 and a
// dynamic 1 the running product; the product is static while every factor
// is (leafMul).
func compactMajor(shape IntTuple, rowMajor bool, current IntTuple) (IntTuple, IntTuple) {
	if shape.kind() != kindTuple {
		if isConstant(shape, 1) {
			return Int(0), current
		}
		return current, leafMul(current, shape)
	}
	out := make([]IntTuple, len(shape.elems))
	for j := range shape.elems {
		i := j
		if rowMajor {
			i = len(shape.elems) - 1 - j
		}
		out[i], current = compactMajor(shape.elems[i], rowMajor, current)
	}
	return tuple(out), current
}

// CompactOrder is compact_order(shape, order) of stride.hpp: compact
// strides in which the modes are laid out in increasing order of their
// order value. A mode starts at the product of the sizes of the modes
// whose order is smaller, and is compact column-major inside. Order is
// weakly congruent with shape: where it is an integer, it orders the whole
// (sub-)shape there (product_like(shape, order)). Equal orders give equal
// starts, as in C++. As C++, a dynamic order is ignored, considered large
// and ordered from left to right: the i-th leaf of the flattened order, if
// dynamic, is replaced by max_order+1+i, max_order the largest static
// order (at least 0). The strides are static where the shapes they
// multiply are.
func CompactOrder(shape, order IntTuple) (r IntTuple, err error) {
	defer catch("compact_order", &err)
	if shape.HasUnderscore() || order.HasUnderscore() {
		return IntTuple{}, errorf("compact_order", "invalid argument", "_ is neither a shape nor an order")
	}
	if !weaklyCongruent(order, shape) {
		return IntTuple{}, errorf("compact_order", "Need equal rank of shape and order",
			"order %s is not weakly congruent with shape %s", order, shape)
	}
	refShape := flatLeaves(productLikeT(shape, order))
	flat := flatLeaves(order)
	maxOrder := 0
	for _, o := range flat {
		if !o.dynamic() && maxOrder < o.v {
			maxOrder = o.v
		}
	}
	refOrder := make([]IntTuple, len(flat))
	for i, o := range flat {
		refOrder[i] = o
		if o.dynamic() {
			refOrder[i] = Int(maxOrder + 1 + i)
		}
	}
	newOrder, _, err := unflatten(refOrder, order)
	if err != nil {
		return IntTuple{}, err
	}
	return compactOrder(shape, newOrder, refShape, refOrder)
}

// productLikeT is product_like(shape, guide): the product of shape at each
// integer of guide (weakly congruent with shape).
func productLikeT(shape, guide IntTuple) IntTuple {
	if guide.kind() != kindTuple {
		return productT(shape)
	}
	out := make([]IntTuple, len(guide.elems))
	for i := range guide.elems {
		out[i] = productLikeT(shape.elems[i], guide.elems[i])
	}
	return tuple(out)
}

// compactOrder is detail::compact_order: by the modes of order, each
// integer of it compact_col_major of its part of shape, starting at the
// product of the reference shapes of smaller (static) order.
func compactOrder(shape, order IntTuple, refShape, refOrder []IntTuple) (IntTuple, error) {
	if order.kind() == kindTuple {
		if shape.kind() != kindTuple || len(shape.elems) != len(order.elems) {
			return IntTuple{}, errorf("compact_order", "Need equal rank of shape and order",
				"shape %s and order %s", shape, order)
		}
		out := make([]IntTuple, len(order.elems))
		for i := range order.elems {
			var err error
			if out[i], err = compactOrder(shape.elems[i], order.elems[i], refShape, refOrder); err != nil {
				return IntTuple{}, err
			}
		}
		return tuple(out), nil
	}
	d := Int(1)
	for i, o := range refOrder {
		if o.v < order.v {
			d = leafMul(d, refShape[i])
		}
	}
	r, _ := compactMajor(shape, false, d)
	return r, nil
}
