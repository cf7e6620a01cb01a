package eval

import "github.com/cutetui/cutetui/engine"

// The CuTe functions kernels use beside the core algebra: recasting,
// common vectors, the nullspace and tile_to_shape.
var extraBuiltins = []builtin{
	{name: "upcast", sig: "upcast<N>(L)", doc: "L over elements N times wider: stride-1 shapes and other strides divided by N",
		min: 1, max: 1, targs: true, fn: recast(engine.Upcast)},
	{name: "downcast", sig: "downcast<N>(L)", doc: "L over elements N times narrower: stride-1 shapes and other strides multiplied by N",
		min: 1, max: 1, targs: true, fn: recast(engine.Downcast)},
	{name: "max_common_vector", sig: "max_common_vector(A, B)", doc: "how many contiguous elements A and B agree on",
		min: 2, max: 2, fn: call2(layoutArg, layoutArg, engine.MaxCommonVector, 1)},
	{name: "max_common_layout", sig: "max_common_layout(A, B)", doc: "the layout of the contiguous elements A and B agree on: A(R(i)) = B(R(i)) = i",
		min: 2, max: 2, fn: call2(layoutArg, layoutArg, engine.MaxCommonLayout, 1)},
	{name: "nullspace", sig: "nullspace(L)", doc: "the indices L maps to 0: its stride-0 modes in L's index space",
		min: 1, max: 1, fn: call1(layoutArg, total(engine.Nullspace))},
	{name: "tile_to_shape", sig: "tile_to_shape(L, shape[, order])", doc: "L repeated (blocked_product) until its modes reach shape, the repetitions laid out in the order of the modes (default column-major)",
		min: 2, max: 3, fn: byCount(call2(layoutArg, shapeArg, engine.TileToShape, 1), tileToShapeOrdered)},
}

// recast is upcast<N>(L) or downcast<N>(L).
func recast(f func(engine.Layout, int) (engine.Layout, error)) func(c *callCtx) (Value, error) {
	return func(c *callCtx) (Value, error) {
		if len(c.targs) != 1 {
			return nil, errorf(c.call.Fun.Pos(), "%s: give N, as in %s<2>(L)", c.name, c.name)
		}
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		r, err := f(l, c.targs[0])
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return LayoutValue{r}, nil
	}
}

// tileToShapeOrdered is layout.hpp's tile_to_shape(block, trg_shape,
// ord_shape): block padded to the target's rank with 1:0, each mode's
// repetition count product(target_i) / product(block_i), and blocked_product
// by make_ordered_layout(counts, ord_shape), so that the repetitions run
// through the modes in the order ord_shape gives (LayoutLeft{} is the
// two-argument form).
func tileToShapeOrdered(c *callCtx) (Value, error) {
	block, err := c.layout(0)
	if err != nil {
		return nil, err
	}
	target, err := c.shape(1)
	if err != nil {
		return nil, err
	}
	rt := engine.Rank(target)
	if block.Rank() > rt {
		return nil, c.failf(0, "Rank of layout must be <= rank of target shape: %s has rank %d, %s rank %d", block, block.Rank(), target, rt)
	}
	unit, _ := engine.MakeLayout(engine.Int(1), engine.Int(0))
	padded, err := engine.AppendLayoutN(block, unit, rt)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	shape := padded.Shape()
	modes := func(t engine.IntTuple) []engine.IntTuple { // product_each wraps an int
		if !t.IsTuple() {
			return []engine.IntTuple{t}
		}
		ms := make([]engine.IntTuple, t.Len())
		for i := range ms {
			ms[i] = t.At(i)
		}
		return ms
	}
	bs, ts := modes(shape), modes(target)
	counts := make([]engine.IntTuple, len(ts))
	for i := range ts {
		b, err := engine.Size(bs[i])
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		t, err := engine.Size(ts[i])
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		if t%b != 0 {
			return nil, c.failf(1, "block shape does not divide the target shape: mode %d: %d is not a multiple of %d", i, t, b)
		}
		counts[i] = engine.Int(t / b)
	}
	ps := engine.Tuple(counts...)
	var order engine.IntTuple
	switch o := c.args[2].(type) {
	case MajorValue:
		order, err = engine.CompactMajor(ps, o.major(), 1)
	case TupleValue:
		if o.T.HasUnderscore() {
			return nil, c.failf(2, "an order holds ints, not _")
		}
		order, err = engine.CompactOrder(ps, o.T)
	default:
		return nil, c.want(2, "an order (a tuple, LayoutLeft{} or LayoutRight{})")
	}
	if err != nil {
		return nil, c.engineErr(2, err)
	}
	tiler, err := engine.MakeLayout(ps, order)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	r, err := engine.BlockedProduct(padded, tiler)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return LayoutValue{r}, nil
}
