package eval

import (
	"github.com/cutetui/cutetui/engine"
)

// The layout algebra: coalesce, complement, composition, inverses,
// divides and products.

func defineAlgebra(def definer) {
	def("coalesce", "coalesce(L[, profile])", "L with adjacent modes merged where the function allows (by-mode under profile)", 1, 2, false, func(c *callCtx) (Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		if len(c.args) == 1 {
			return LayoutValue{engine.Coalesce(l)}, nil
		}
		p, err := c.intTuple(1)
		if err != nil {
			return nil, err
		}
		r, err := engine.CoalesceProfile(l, p)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return LayoutValue{r}, nil
	})
	def("filter", "filter(L[, profile])", "L without its size-1 and stride-0 modes, coalesced (by-mode under profile)", 1, 2, false, func(c *callCtx) (Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		if len(c.args) == 1 {
			return LayoutValue{engine.Filter(l)}, nil
		}
		p, err := c.intTuple(1)
		if err != nil {
			return nil, err
		}
		r, err := engine.FilterProfile(l, p)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return LayoutValue{r}, nil
	})
	def("complement", "complement(L[, cotarget])", "the layout of the indices L misses, up to cotarget, a shape or a layout's shape (default cosize(filter(L)))", 1, 2, false, func(c *callCtx) (Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		if len(c.args) == 1 {
			r, err := engine.ComplementDefault(l)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			return LayoutValue{r}, nil
		}
		m, err := c.cotarget(1)
		if err != nil {
			return nil, err
		}
		r, err := engine.Complement(l, m)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return LayoutValue{r}, nil
	})
	def("composition", "composition(A, B)", "A o B: c -> A(B(c)); B a layout, int, shape or tiler <...>", 2, 2, false, func(c *callCtx) (Value, error) {
		return compose(c.args[0], c.args[1], c.node(0), c.node(1), "composition")
	})
	def("right_inverse", "right_inverse(L)", "R with L(R(i)) = i on size(R)", 1, 1, false, func(c *callCtx) (Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		return LayoutValue{engine.RightInverse(l)}, nil
	})
	def("left_inverse", "left_inverse(L)", "R with R(L(i)) = i on size(L)", 1, 1, false, func(c *callCtx) (Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		r, err := engine.LeftInverse(l)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return LayoutValue{r}, nil
	})
	divides := []struct {
		name, doc string
		fn        func(engine.Layout, engine.Tiler) (engine.Layout, error)
	}{
		{"logical_divide", "A o (B, complement(B, shape(coalesce(A)))): the tiles of A and how they repeat", engine.LogicalDivide},
		{"zipped_divide", "logical_divide with the tile modes gathered first and the rest second", engine.ZippedDivide},
		{"tiled_divide", "zipped_divide with the rest unpacked into separate modes", engine.TiledDivide},
		{"flat_divide", "zipped_divide with both parts unpacked", engine.FlatDivide},
	}
	for _, d := range divides {
		def(d.name, d.name+"(A, B)", d.doc, 2, 2, false, tilerOp(d.fn, true))
	}
	products := []struct {
		name, doc string
		fn        func(engine.Layout, engine.Tiler) (engine.Layout, error)
	}{
		{"logical_product", "(A, complement(A, size(A)*cosize(B)) o B): A repeated as B says", engine.LogicalProduct},
		{"zipped_product", "logical_product by mode, the tile modes first", engine.ZippedProduct},
		{"tiled_product", "zipped_product with the rest unpacked", engine.TiledProduct},
		{"flat_product", "zipped_product with both parts unpacked", engine.FlatProduct},
		{"blocked_product", "the product with A's modes paired with B's: blocks of A laid out by B", engine.BlockedProduct},
		{"raked_product", "the product with B's modes paired with A's: A raked across B", engine.RakedProduct},
	}
	for _, p := range products {
		def(p.name, p.name+"(A, B)", p.doc, 2, 2, false, tilerOp(p.fn, false))
	}
}

// tilerOp is a built-in fn(A, B) of a layout and a tiler. With composed, A
// may be a composed layout: a divide only composes A with a layout built
// from B, so a composed layout divides through its outer layout.
func tilerOp(fn func(engine.Layout, engine.Tiler) (engine.Layout, error), composed bool) func(c *callCtx) (Value, error) {
	return func(c *callCtx) (Value, error) {
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
			if cv, ok := c.args[0].(ComposedValue); ok {
				r, err := fn(cv.C.Outer(), b)
				if err != nil {
					return nil, c.engineErr(1, err)
				}
				return ComposedValue{engine.MakeComposedLayout(cv.C.Inner(), cv.C.Offset(), r)}, nil
			}
			if a, err = c.layoutOr(0, "a layout or composed layout"); err != nil {
				return nil, err
			}
		}
		r, err := fn(a, b)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return LayoutValue{r}, nil
	}
}

// cotarget reads the shape(cotarget) of complement and ceil_div: a shape,
// or a layout standing for its shape.
func (c *callCtx) cotarget(i int) (engine.IntTuple, error) {
	if l, ok := c.args[i].(LayoutValue); ok {
		return l.L.Shape(), nil
	}
	if _, ok := c.args[i].(TupleValue); !ok {
		return engine.IntTuple{}, c.want(i, "a shape or a layout")
	}
	return c.shape(i)
}

// layoutOr is layout with a custom description of what is wanted.
func (c *callCtx) layoutOr(i int, what string) (engine.Layout, error) {
	if l, ok := c.args[i].(LayoutValue); ok {
		return l.L, nil
	}
	return engine.Layout{}, c.want(i, what)
}
