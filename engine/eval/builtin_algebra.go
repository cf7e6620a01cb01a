package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The layout algebra: coalesce, complement, composition, inverses,
// divides and products.

var algebraBuiltins = []builtin{
	{name: "coalesce", doc: "L with adjacent modes merged where the function allows (by-mode under profile); coalesce(shape) of a shape multiplies its runs of static (or of dynamic) integers, a static shape to its product",
		overloads: []overload{
			// coalesce(shape) of layout.hpp: fold_first over flatten(shape)
			// multiplying runs of static (or of dynamic) modes together, so
			// an all-static shape coalesces to its product, an int; an int
			// is itself.
			{on: func(c *callCtx) bool {
				return len(c.args) == 1 && (c.args[0].Kind() == value.KindTuple || c.args[0].Kind() == value.KindInt)
			}, fn: call1(shapeArg, engine.CoalesceShape)},
			{use: "coalesce(L[, profile])", byCount: []callFn{call1(layoutArg, total(untracedTotal(engine.Coalesce))), call2(layoutArg, tupleArg, engine.CoalesceProfile, 1)}}}},
	{name: "filter", doc: "L without its size-1 and stride-0 modes, coalesced (by-mode under profile)",
		overloads: []overload{{use: "filter(L[, profile])", byCount: []callFn{call1(layoutArg, total(engine.Filter)), call2(layoutArg, tupleArg, engine.FilterProfile, 1)}}}},
	{name: "complement", doc: "the layout of the indices L misses, up to cotarget, a shape or a layout's shape (default cosize(filter(L)))",
		overloads: []overload{{use: "complement(L[, cotarget])", byCount: []callFn{call1(layoutArg, complementDefault), call2(layoutArg, cotargetArg, untraced2(engine.Complement), 0)}}}},
	{name: "composition", doc: "A o B: c -> A(B(c)); B a layout, int, shape or tiler <...>; with an offset, the composed layout A o offset o B: c -> A(offset + B(c)) (B itself for Sw<0,M,S> and offset 0)",
		overloads: []overload{{use: "composition(A, B) | composition(A, offset, B)", fn: func(c *callCtx) (value.Value, error) {
			if len(c.args) == 3 {
				return composed3(c, true)
			}
			return compose(c.args[0], c.args[1], c.node(0), c.node(1), "composition")
		}}}},
	{name: "right_inverse", doc: "R with L(R(i)) = i on size(R)",
		overloads: []overload{{use: "right_inverse(L)", fn: call1(layoutArg, total(untracedTotal(engine.RightInverse)))}}},
	{name: "left_inverse", doc: "R with R(L(i)) = i on size(L)",
		overloads: []overload{{use: "left_inverse(L)", fn: call1(layoutArg, untraced1(engine.LeftInverse))}}},

	{name: "logical_divide", doc: "A o (B, complement(B, shape(coalesce(A)))): the tiles of A and how they repeat",
		overloads: []overload{{use: "logical_divide(A, B)", fn: tilerOp(engine.LogicalDivide, true)}}},
	{name: "zipped_divide", doc: "logical_divide with the tile modes gathered first and the rest second",
		overloads: []overload{{use: "zipped_divide(A, B)", fn: tilerOp(engine.ZippedDivide, true)}}},
	{name: "tiled_divide", doc: "zipped_divide with the rest unpacked into separate modes",
		overloads: []overload{{use: "tiled_divide(A, B)", fn: tilerOp(engine.TiledDivide, true)}}},
	{name: "flat_divide", doc: "zipped_divide with both parts unpacked",
		overloads: []overload{{use: "flat_divide(A, B)", fn: tilerOp(engine.FlatDivide, true)}}},

	{name: "logical_product", doc: "(A, complement(A, size(A)*cosize(B)) o B): A repeated as B says",
		overloads: []overload{{use: "logical_product(A, B)", fn: tilerOp(engine.LogicalProduct, false)}}},
	{name: "zipped_product", doc: "logical_product by mode, the tile modes first",
		overloads: []overload{{use: "zipped_product(A, B)", fn: tilerOp(engine.ZippedProduct, false)}}},
	{name: "tiled_product", doc: "zipped_product with the rest unpacked",
		overloads: []overload{{use: "tiled_product(A, B)", fn: tilerOp(engine.TiledProduct, false)}}},
	{name: "flat_product", doc: "zipped_product with both parts unpacked",
		overloads: []overload{{use: "flat_product(A, B)", fn: tilerOp(engine.FlatProduct, false)}}},
	{name: "blocked_product", doc: "the product with A's modes paired with B's: blocks of A laid out by B",
		overloads: []overload{{use: "blocked_product(A, B)", fn: tilerOp(engine.BlockedProduct, false)}}},
	{name: "raked_product", doc: "the product with B's modes paired with A's: A raked across B",
		overloads: []overload{{use: "raked_product(A, B)", fn: tilerOp(engine.RakedProduct, false)}}},
}

// tilerOp is a built-in fn(A, B) of a layout and a tiler. With composed, A
// may be a composed layout: a divide only composes A with a layout built
// from B, so a composed layout divides through its outer layout.
func tilerOp(fn func(engine.Layout, engine.Tiler, ...*engine.Trace) (engine.Layout, error), composed bool) func(c *callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		var a engine.Layout
		var err error
		if !composed {
			if a, err = c.layout(0); err != nil {
				return nil, err
			}
		}
		b, err := c.tiler(1)
		if err != nil {
			return nil, err
		}
		if composed {
			if cv, ok := c.args[0].(value.ComposedValue); ok {
				r, err := cv.C.OnB(onBByName[c.name], func(l engine.Layout) (engine.Layout, error) { return fn(l, b) })
				if err != nil {
					return nil, c.engineErr(1, err)
				}
				return fnValue(r), nil
			}
			if a, err = c.layoutOr(0, "a layout or composed layout"); err != nil {
				return nil, err
			}
		}
		r, err := fn(a, b)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return value.LayoutValue{L: r}, nil
	}
}

// cotarget reads the shape(cotarget) of complement and ceil_div: a shape,
// or a layout standing for its shape.
func (c *callCtx) cotarget(i int) (engine.IntTuple, error) {
	if l, ok := c.args[i].(value.LayoutValue); ok {
		return l.L.Shape(), nil
	}
	if _, ok := c.args[i].(value.TupleValue); !ok {
		return engine.IntTuple{}, c.want(i, "a shape or a layout")
	}
	return c.shape(i)
}

// layoutOr is layout with a custom description of what is wanted.
func (c *callCtx) layoutOr(i int, what string) (engine.Layout, error) {
	if l, ok := c.args[i].(value.LayoutValue); ok {
		return l.L, nil
	}
	return engine.Layout{}, c.want(i, what)
}
