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
	def("tile_to_shape", "tile_to_shape(L, shape)", "L repeated (blocked_product) until its modes reach shape", 2, 2, false, func(c *callCtx) (Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		s, err := c.shape(1)
		if err != nil {
			return nil, err
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
