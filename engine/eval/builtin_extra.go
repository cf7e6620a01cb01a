package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The CuTe functions kernels use beside the core algebra: recasting,
// common vectors, the nullspace and tile_to_shape.
var extraBuiltins = []builtin{
	// Layout::with_shape, a member in C++, also called as a free function.
	{name: "with_shape", doc: "composition(L, make_layout(shape)), or of make_shape(s0, s1, ...): L's codomain over a new shape",
		overloads: []overload{{use: "with_shape(L, shape) | L.with_shape(shape) | L.with_shape(s0, s1, ...)", fn: fnWithShape}}},
	{name: "upcast", doc: "L over elements N times wider: stride-1 shapes and other strides divided by N",
		overloads: []overload{{use: "upcast<N>(L)", fn: recast(engine.Upcast)}}},
	{name: "downcast", doc: "L over elements N times narrower: stride-1 shapes and other strides multiplied by N",
		overloads: []overload{{use: "downcast<N>(L)", fn: recast(engine.Downcast)}}},
	{name: "max_common_vector", doc: "how many contiguous elements A and B agree on",
		overloads: []overload{{use: "max_common_vector(A, B)", fn: call2(layoutArg, layoutArg, engine.MaxCommonVector, 1)}}},
	{name: "max_common_layout", doc: "the layout of the contiguous elements A and B agree on: A(R(i)) = B(R(i)) = i",
		overloads: []overload{{use: "max_common_layout(A, B)", fn: call2(layoutArg, layoutArg, engine.MaxCommonLayout, 1)}}},
	{name: "nullspace", doc: "the indices L maps to 0: its stride-0 modes in L's index space",
		overloads: []overload{{use: "nullspace(L)", fn: call1(layoutArg, total(engine.Nullspace))}}},
	{name: "tile_to_shape", doc: "L repeated (blocked_product) until its modes reach shape, the repetitions laid out in the order of the modes (default column-major)",
		overloads: []overload{{use: "tile_to_shape(L, shape[, order])", byCount: []callFn{call2(layoutArg, shapeArg, tileToShapeDefault, 1), tileToShapeOrdered}}}},
}

// recast is upcast<N>(L) or downcast<N>(L).
func recast(f func(engine.Layout, int) (engine.Layout, error)) func(c *callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
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
		return value.LayoutValue{L: r}, nil
	}
}

// tileToShapeOrdered is layout.hpp's tile_to_shape(block, trg_shape,
// ord_shape), engine.TileToShapeOrder: block padded to the target's rank
// with 1:0, each mode's repetition count product(target_i) /
// product(block_i), and blocked_product by make_ordered_layout(counts,
// ord_shape), so that the repetitions run through the modes in the order
// ord_shape gives (LayoutLeft{} is the two-argument form). A refusal is
// shown at the operand it is about: the rank at the block, the order's at
// the order, the rest at the target.
func tileToShapeOrdered(c *callCtx) (value.Value, error) {
	block, err := c.layout(0)
	if err != nil {
		return nil, err
	}
	target, err := c.shape(1)
	if err != nil {
		return nil, err
	}
	var ord engine.ModeOrder
	var bad error // an order argument refused, after the rank and division checks
	switch o := c.args[2].(type) {
	case value.MajorValue:
		ord = engine.OrderMajor(o.Major())
	case value.TupleValue:
		if o.T.HasUnderscore() {
			bad = c.failf(2, "an order holds ints, not _")
		}
		ord = engine.OrderOf(o.T)
	default:
		bad = c.want(2, "an order (a tuple, LayoutLeft{} or LayoutRight{})")
	}
	if bad != nil {
		// C++ checks the block's rank and division against the target
		// before it reads the order.
		if _, err := engine.TileToShape(block, target, engine.ModeOrder{}); err != nil {
			if i := tileToShapeArg(err); i == 0 || isTileDivision(err) {
				return nil, c.engineErr(i, err)
			}
		}
		return nil, bad
	}
	r, err := engine.TileToShape(block, target, ord)
	if err != nil {
		return nil, c.engineErr(tileToShapeArg(err), err)
	}
	return value.LayoutValue{L: r}, nil
}

// tileToShapeArg is the argument of tile_to_shape(block, trg_shape,
// ord_shape) an engine refusal is about: the block for the rank condition,
// the order for compact_order's and compact_major's, else the target.
func tileToShapeArg(err error) int {
	if e, ok := err.(*engine.Error); ok {
		switch {
		case e.Cond == "Rank of layout must be <= rank of target shape":
			return 0
		case e.Op == "compact_order" || e.Op == "compact_major":
			return 2
		}
	}
	return 1
}

// isTileDivision reports whether err is tile_to_shape's division refusal.
func isTileDivision(err error) bool {
	e, ok := err.(*engine.Error)
	return ok && e.Cond == "block shape does not divide the target shape"
}
