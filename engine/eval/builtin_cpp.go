package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The smaller CuTe helpers that C++ code around layouts uses: compact
// strides in a chosen order, and picking, taking and appending modes.
var cppBuiltins = []builtin{
	{name: "compact_col_major", doc: "column-major strides of shape starting at current (default 1); a size-1 mode gets stride 0",
		overloads: []overload{{use: "compact_col_major(shape[, current])", byCount: compactMajor(engine.LayoutLeft)}}},
	{name: "compact_row_major", doc: "row-major strides of shape starting at current (default 1); a size-1 mode gets stride 0",
		overloads: []overload{{use: "compact_row_major(shape[, current])", byCount: compactMajor(engine.LayoutRight)}}},
	{name: "compact_order", doc: "compact strides laying out the modes in increasing order (order congruent with shape, or of its rank; LayoutLeft{} or LayoutRight{} for compact_col_major/compact_row_major)",
		overloads: []overload{{use: "compact_order(shape, order)", fn: fnCompactOrder}}},
	{name: "make_ordered_layout", doc: "shape:compact_order(shape, order): the modes laid out in increasing order",
		overloads: []overload{{use: "make_ordered_layout(shape, order)", fn: fnMakeOrderedLayout}}},
	{name: "make_swizzle", doc: "the swizzle that XORs the bits of mask Y into the bits of mask Z: make_swizzle<8,4>() = Sw<1,2,1>",
		overloads: []overload{{use: "make_swizzle<Y,Z>()", fn: fnMakeSwizzle}}},
	{name: "select", doc: "modes I... of a tuple or layout, in that order",
		overloads: []overload{{use: "select<I...>(x)", fn: fnSelect}}},
	{name: "take", doc: "modes [B,E) of a tuple or layout",
		overloads: []overload{{use: "take<B,E>(x)", fn: fnTake}}},
	{name: "append", doc: "t with x added last (an int t becomes (t,x)); append<N> pads t to rank N with x; for layouts, shapes and strides alike (X = 1:0)",
		overloads: []overload{{use: "append<N>(t, x) | append<N>(L[, X])", fn: fnJoin(false)}}},
	{name: "prepend", doc: "t with x added first (an int t becomes (x,t)); prepend<N> pads t to rank N with x; for layouts, shapes and strides alike (X = 1:0)",
		overloads: []overload{{use: "prepend<N>(t, x) | prepend<N>(L[, X])", fn: fnJoin(true)}}},
	{name: "make_layout_like", doc: "a compact layout of L's shape laid out in the order of L's strides; stride-0 modes keep stride 0",
		overloads: []overload{{use: "make_layout_like(L)", fn: call1(layoutArg, engine.LayoutLike)}}},
	{name: "make_tensor_like", doc: "the register tensor of T's element type (or NewT) over make_layout_like(layout(x)): x's shape, compact in the order of its strides",
		overloads: []overload{{use: "make_tensor_like(T) | make_tensor_like<NewT>(x)", typeParams: true, fn: fnTensorLike}}},
	{name: "make_fragment_like", doc: "the register layout of L: mode 0 column-major (stride-0 modes kept), the other modes compact after it in the order of their strides; of a shape, its column-major layout",
		overloads: []overload{{use: "make_fragment_like(L) | make_fragment_like(shape)", fn: fnFragmentLike}}},
	{name: "filter_zeros", doc: "L with its stride-0 modes (the modes profile holds a 0 at) of size 1; of tuples, b with the parts a pairs with a 0 made 1s (t with its 0s made 1s)",
		overloads: []overload{
			{use: "filter_zeros(L[, profile])", on: argIs(0, value.KindLayout), byCount: []callFn{call1(layoutArg, engine.FilterZerosLayout), call2(layoutArg, tupleArg, engine.FilterZerosProfile, 1)}},
			// filter_zeros(t) = filter_zeros(t, t) and filter_zeros(a, b) of int_tuple.hpp.
			{use: "filter_zeros(t) | filter_zeros(a, b)", byCount: []callFn{
				call1(tupleArg, func(t engine.IntTuple) (engine.IntTuple, error) { return engine.FilterZeros(t, t) }),
				call2(tupleArg, tupleArg, engine.FilterZeros, 1)}}}},
	{name: "product_each", doc: "the product of each top-level mode of t, a tuple (an int t gives (t))",
		overloads: []overload{{use: "product_each(t)", fn: fnProductEach}}},
	{name: "ceil_div", doc: "a divided by b, rounded up: (a + b - 1) / b for ints; by mode for tuples, b folded through a tuple a; ceil_div(shape, L) is shape(complement(L, shape))",
		overloads: []overload{{use: "ceil_div(a, b)", fn: fnCeilDiv}}},
}

// compactMajor is compact_col_major(shape[, current]) (LayoutLeft) or
// compact_row_major (LayoutRight).
func compactMajor(major engine.Major) []callFn {
	return []callFn{
		call1(shapeArg, func(s engine.IntTuple) (engine.IntTuple, error) { return engine.CompactMajor(s, major, 1) }),
		call2(shapeArg, intArg, func(s engine.IntTuple, current int) (engine.IntTuple, error) {
			return engine.CompactMajor(s, major, current)
		}, 0)}
}

// fnCompactOrder is compact_order(shape, order), or with a tag
// compact_order(shape, GenColMajor{}) = compact_col_major(shape).
func fnCompactOrder(c *callCtx) (value.Value, error) {
	if m, ok := c.args[1].(value.MajorValue); ok {
		return call1(shapeArg, func(s engine.IntTuple) (engine.IntTuple, error) { return engine.CompactMajor(s, m.Major(), 1) })(c)
	}
	s, o, err := shapeAndOrder(c)
	if err != nil {
		return nil, err
	}
	r, err := engine.CompactOrder(s, o)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return value.TupleValue{T: r}, nil
}

// fnMakeOrderedLayout is make_ordered_layout(shape, order) =
// shape:compact_order(shape, order), the tags as in compact_order.
func fnMakeOrderedLayout(c *callCtx) (value.Value, error) {
	if m, ok := c.args[1].(value.MajorValue); ok { // make_ordered_layout(shape, GenRowMajor{})
		s, err := c.shape(0)
		if err != nil {
			return nil, err
		}
		return majorLayout(c, s, m)
	}
	s, o, err := shapeAndOrder(c)
	if err != nil {
		return nil, err
	}
	d, err := engine.CompactOrder(s, o)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	l, err := engine.MakeLayout(s, d)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return value.LayoutValue{L: l}, nil
}

// fnMakeSwizzle is make_swizzle<Y,Z>(): the swizzle from two bit masks.
func fnMakeSwizzle(c *callCtx) (value.Value, error) {
	if len(c.targs) != 2 {
		return nil, errorf(c.call.Fun.Pos(), "make_swizzle takes two template arguments, the bit masks: make_swizzle<Y,Z>()")
	}
	w, err := engine.MakeSwizzle(c.targs[0], c.targs[1])
	if err != nil {
		return nil, c.engineErrAt(c.indexPos(), err)
	}
	return value.SwizzleValue{S: w}, nil
}

// fnSelect is select<I...>(x): the modes I... of x.
func fnSelect(c *callCtx) (value.Value, error) {
	if len(c.targs) == 0 {
		return nil, errorf(c.call.Fun.Pos(), "select: give the modes, as in select<0,2>(x)")
	}
	return pickModes(c, len(c.targs),
		func(t engine.IntTuple) (engine.IntTuple, error) { return engine.Select(t, c.targs...) },
		func(l engine.Layout) (engine.Layout, error) { return engine.SelectLayout(l, c.targs...) })
}

// fnTake is take<B,E>(x): the modes [B,E) of x (the engine checks the
// rank before building anything, so a hostile E costs nothing).
func fnTake(c *callCtx) (value.Value, error) {
	if len(c.targs) != 2 {
		return nil, errorf(c.call.Fun.Pos(), "take takes two template arguments, take<B,E>(x)")
	}
	b, e := c.targs[0], c.targs[1]
	if b < 0 || b > e {
		return nil, errorf(c.indexPos(), "take<%d,%d>: need 0 <= B <= E", b, e)
	}
	return pickModes(c, e-b,
		func(t engine.IntTuple) (engine.IntTuple, error) { return engine.Take(t, b, e) },
		func(l engine.Layout) (engine.Layout, error) { return engine.TakeLayout(l, b, e) })
}

// fnJoin is append (prepend when front): tuple_algorithms.hpp's
// append(t, x) and append<N>(t, x), and layout.hpp's append(L, X = 1:0) and
// append<N>(L, X), which append X's shape and stride to L's.
func fnJoin(front bool) func(c *callCtx) (value.Value, error) {
	tuple1, tupleN := engine.Append, engine.AppendN
	layout1, layoutN := engine.AppendLayout, engine.AppendLayoutN
	if front {
		tuple1, tupleN = engine.Prepend, engine.PrependN
		layout1, layoutN = engine.PrependLayout, engine.PrependLayoutN
	}
	return func(c *callCtx) (value.Value, error) {
		n := -1
		switch len(c.targs) {
		case 0:
		case 1:
			n = c.targs[0]
		default:
			return nil, errorf(c.indexPos(), "%s takes one template argument, %s<N>(t, x)", c.name, c.name)
		}
		// nErr words a refusal of append<N> at N.
		nErr := func(err error) error {
			if e, ok := err.(*engine.Error); ok && e.Op == c.name {
				return errorf(c.indexPos(), "%s<%d>: %s", c.name, n, e.Detail)
			}
			return c.engineErr(0, err)
		}
		if l, ok := c.args[0].(value.LayoutValue); ok {
			x, _ := engine.MakeLayout(engine.Int(1), engine.Int(0))
			if len(c.args) == 2 {
				var err error
				if x, err = c.layout(1); err != nil {
					return nil, err
				}
			}
			if n < 0 {
				r, err := layout1(l.L, x)
				if err != nil {
					return nil, c.engineErr(0, err)
				}
				return value.LayoutValue{L: r}, nil
			}
			if err := c.padSize(n, l.L.Rank(), value.LayoutValue{L: x}); err != nil {
				return nil, err
			}
			r, err := layoutN(l.L, x, n)
			if err != nil {
				return nil, nErr(err)
			}
			return value.LayoutValue{L: r}, nil
		}
		a, err := c.intTuple(0)
		if err != nil {
			return nil, c.want(0, "an int, a tuple or a layout")
		}
		if len(c.args) < 2 {
			return nil, errorf(c.call.RParen, "%s: the element to add is missing: %s(t, x)", c.name, c.name)
		}
		x, err := c.intTuple(1)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return value.TupleValue{T: tuple1(a, x)}, nil
		}
		if err := c.padSize(n, engine.Rank(a), value.TupleValue{T: x}); err != nil {
			return nil, err
		}
		r, err := tupleN(a, x, n)
		if err != nil {
			return nil, nErr(err)
		}
		return value.TupleValue{T: r}, nil
	}
}

// padSize refuses append<N> when the n - rank copies of x would make a
// value larger than MaxValue, before anything is built.
func (c *callCtx) padSize(n, rank int, x value.Value) error {
	if n <= rank {
		return nil
	}
	if n-rank > MaxValue || (n-rank)*(MaxValue-value.Size(x, MaxValue)) > MaxValue {
		return errorf(c.indexPos(), "%s<%d>: N = %d is too large (a value holds at most %d ints and tuples)", c.name, n, n, MaxValue)
	}
	return nil
}

// fnCeilDiv is int_tuple.hpp's ceil_div(a, b) of ints and tuples, and
// layout.hpp's ceil_div(target, L) = shape(complement(L, shape(target))).
func fnCeilDiv(c *callCtx) (value.Value, error) {
	if l, ok := c.args[1].(value.LayoutValue); ok {
		target, err := c.cotarget(0)
		if err != nil {
			return nil, err
		}
		r, err := engine.Complement(l.L, target)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return value.TupleValue{T: r.Shape()}, nil
	}
	var ab [2]engine.IntTuple
	for i := range ab {
		t, err := c.intTuple(i)
		if err != nil {
			return nil, err
		}
		if t.HasUnderscore() {
			return nil, c.failf(i, "_ is not allowed here")
		}
		ab[i] = t
	}
	r, err := engine.CeilDiv(ab[0], ab[1])
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return value.TupleValue{T: r}, nil
}

// shapeAndOrder reads compact_order's arguments: a shape and an order of
// non-negative ints.
func shapeAndOrder(c *callCtx) (engine.IntTuple, engine.IntTuple, error) {
	s, err := c.shape(0)
	if err != nil {
		return s, s, err
	}
	o, err := c.intTuple(1)
	if err != nil {
		return s, o, err
	}
	if o.HasUnderscore() {
		return s, o, c.failf(1, "an order holds ints, not _")
	}
	return s, o, nil
}

// pickModes is select or take of argument 0: of a tuple by ft, of a layout
// (which must keep n >= 1 modes) by fl; a refusal is reported at the
// indices.
func pickModes(c *callCtx, n int, ft func(engine.IntTuple) (engine.IntTuple, error), fl func(engine.Layout) (engine.Layout, error)) (value.Value, error) {
	atIndex := func(err error) error {
		if e, ok := err.(*engine.Error); ok && e.Op == c.name {
			return errorf(c.indexPos(), "%s: %s", c.name, e.Detail)
		}
		return c.engineErr(0, err)
	}
	switch v := c.args[0].(type) {
	case value.TupleValue:
		if v.T.IsUnderscore() {
			break
		}
		r, err := ft(v.T)
		if err != nil {
			return nil, atIndex(err)
		}
		return value.TupleValue{T: r}, nil
	case value.LayoutValue:
		if n == 0 {
			return nil, errorf(c.indexPos(), "%s: no modes left: a layout needs at least one", c.name)
		}
		r, err := fl(v.L)
		if err != nil {
			return nil, atIndex(err)
		}
		return value.LayoutValue{L: r}, nil
	}
	return nil, c.want(0, "a tuple or a layout")
}

// fnFragmentLike is make_fragment_like(L), or of a shape make_layout(shape).
func fnFragmentLike(c *callCtx) (value.Value, error) {
	if _, ok := c.args[0].(value.TupleValue); ok {
		return call1(shapeArg, engine.MakeCompactLayout)(c)
	}
	return call1(layoutArg, engine.FragmentLike)(c)
}

// fnProductEach is product_each(t): transform(wrap(t), product).
func fnProductEach(c *callCtx) (value.Value, error) {
	return call1(tupleArg, engine.ProductEach)(c)
}
