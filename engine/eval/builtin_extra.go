package eval

import "github.com/cutetui/cutetui/engine"

// defineExtra adds the CuTe functions kernels use beside the core algebra:
// recasting, common vectors, the nullspace and tile_to_shape.
func defineExtra(def definer) {
	recast := func(name string, f func(engine.Layout, int) (engine.Layout, error)) func(c *callCtx) (Value, error) {
		return func(c *callCtx) (Value, error) {
			if len(c.targs) != 1 {
				return nil, errorf(c.call.Fun.Pos(), "%s: give N, as in %s<2>(L)", name, name)
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
	def("upcast", "upcast<N>(L)", "L over elements N times wider: stride-1 shapes and other strides divided by N", 1, 1, true, recast("upcast", engine.Upcast))
	def("downcast", "downcast<N>(L)", "L over elements N times narrower: stride-1 shapes and other strides multiplied by N", 1, 1, true, recast("downcast", engine.Downcast))
	def("max_common_vector", "max_common_vector(A, B)", "how many contiguous elements A and B agree on", 2, 2, false, func(c *callCtx) (Value, error) {
		a, b, err := twoLayouts(c)
		if err != nil {
			return nil, err
		}
		n, err := engine.MaxCommonVector(a, b)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return TupleValue{engine.Int(n)}, nil
	})
	def("max_common_layout", "max_common_layout(A, B)", "the layout of the contiguous elements A and B agree on: A(R(i)) = B(R(i)) = i", 2, 2, false, func(c *callCtx) (Value, error) {
		a, b, err := twoLayouts(c)
		if err != nil {
			return nil, err
		}
		r, err := engine.MaxCommonLayout(a, b)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return LayoutValue{r}, nil
	})
	def("nullspace", "nullspace(L)", "the indices L maps to 0: its stride-0 modes in L's index space", 1, 1, false, func(c *callCtx) (Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		return LayoutValue{engine.Nullspace(l)}, nil
	})
	def("tile_to_shape", "tile_to_shape(L, shape[, order])", "L repeated (blocked_product) until its modes reach shape, the repetitions laid out in the order of the modes (default column-major)", 2, 3, false, func(c *callCtx) (Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		s, err := c.shape(1)
		if err != nil {
			return nil, err
		}
		if len(c.args) == 3 {
			return tileToShapeOrdered(c, l, s)
		}
		r, err := engine.TileToShape(l, s)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return LayoutValue{r}, nil
	})
}

func twoLayouts(c *callCtx) (engine.Layout, engine.Layout, error) {
	a, err := c.layout(0)
	if err != nil {
		return a, a, err
	}
	b, err := c.layout(1)
	return a, b, err
}

// tileToShapeOrdered is layout.hpp's tile_to_shape(block, trg_shape,
// ord_shape): block padded to the target's rank with 1:0, each mode's
// repetition count product(target_i) / product(block_i), and blocked_product
// by make_ordered_layout(counts, ord_shape), so that the repetitions run
// through the modes in the order ord_shape gives (LayoutLeft{} is the
// two-argument form).
func tileToShapeOrdered(c *callCtx, block engine.Layout, target engine.IntTuple) (Value, error) {
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
		order, err = engine.CompactMajor(ps, o.Right, 1)
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
