package eval

import (
	"github.com/cutetui/cutetui/engine"
)

// Functions of IntTuples (and their layout forms where CuTe has them).

func defineTuple(def definer) {
	def("size", "size<I...>(x)", "the number of elements: product of the shape of a tuple, layout or composed layout", 1, 1, true, fnSize)
	def("rank", "rank<I...>(x)", "the number of top-level modes", 1, 1, true, fnRank)
	def("depth", "depth<I...>(x)", "the nesting depth (0 for an int)", 1, 1, true, fnDepth)
	def("shape", "shape<I...>(L)", "the shape of a layout", 1, 1, true, fnShape)
	def("stride", "stride<I...>(L)", "the stride of a layout", 1, 1, true, fnStride)
	def("get", "get<I...>(x) or get(x, I...)", "the element of a tuple, or mode of a layout, at nested indices I...", 1, -1, true, fnGet)
	def("flatten", "flatten(x)", "a tuple or layout with its nesting removed", 1, 1, false, fnFlatten)
	def("group", "group<B,E>(x)", "modes [B,E) of a tuple or layout gathered into one mode", 1, 1, true, fnGroup)
	def("product", "product(t)", "the product of every int in a tuple", 1, 1, false, func(c *callCtx) (Value, error) {
		t, err := c.intTuple(0)
		if err != nil {
			return nil, err
		}
		n, err := engine.Size(t)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return intValue(n), nil
	})
	def("inner_product", "inner_product(a, b)", "the sum of the products of corresponding ints of congruent a and b", 2, 2, false, func(c *callCtx) (Value, error) {
		a, b, err := c.twoTuples()
		if err != nil {
			return nil, err
		}
		n, err := engine.InnerProduct(a, b)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return intValue(n), nil
	})
	def("prefix_product", "prefix_product(t)", "the exclusive prefix products of t: (2,1,3) -> (1,2,2)", 1, 1, false, func(c *callCtx) (Value, error) {
		t, err := c.intTuple(0)
		if err != nil {
			return nil, err
		}
		r, err := engine.PrefixProduct(t)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return TupleValue{r}, nil
	})
	def("congruent", "congruent(a, b)", "whether a and b have the same nesting structure (of their shapes, for layouts)", 2, 2, false, func(c *callCtx) (Value, error) {
		a, b, err := c.twoShapes()
		if err != nil {
			return nil, err
		}
		return BoolValue(engine.Congruent(a, b)), nil
	})
	def("compatible", "compatible(a, b)", "whether shape a is compatible with shape b (a's coordinates work for b); a layout stands for its shape", 2, 2, false, func(c *callCtx) (Value, error) {
		a, b, err := c.twoShapes()
		if err != nil {
			return nil, err
		}
		return BoolValue(engine.Compatible(a, b)), nil
	})
	def("shape_div", "shape_div(a, b)", "a divided by b, left to right (a / b in the CuTe docs)", 2, 2, false, func(c *callCtx) (Value, error) {
		a, err := c.shape(0)
		if err != nil {
			return nil, err
		}
		b, err := c.shape(1)
		if err != nil {
			return nil, err
		}
		r, err := engine.ShapeDiv(a, b)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return TupleValue{r}, nil
	})
	def("shape_mod", "shape_mod(a, n)", "the first n elements of shape a, colexicographically (a % n in the CuTe docs)", 2, 2, false, func(c *callCtx) (Value, error) {
		a, err := c.shape(0)
		if err != nil {
			return nil, err
		}
		n, err := c.int(1)
		if err != nil {
			return nil, err
		}
		if n <= 0 {
			return nil, c.failf(1, "n must be positive, got %d", n)
		}
		r, err := engine.ShapeMod(a, n)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return TupleValue{r}, nil
	})
	def("idx2crd", "idx2crd(c, shape[, stride])", "the natural coordinate of c (an index, R-D or natural coordinate) in shape; with a stride, (c / d) % s in every mode", 2, 3, false, func(c *callCtx) (Value, error) {
		crd, err := c.coord(0)
		if err != nil {
			return nil, err
		}
		s, err := c.shape(1)
		if err != nil {
			return nil, err
		}
		if len(c.args) == 3 {
			d, err := c.stride(2)
			if err != nil {
				return nil, err
			}
			r, err := engine.Idx2CrdStride(crd, s, d)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			return TupleValue{r}, nil
		}
		r, err := engine.Idx2Crd(crd, s)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return TupleValue{r}, nil
	})
	def("crd2idx", "crd2idx(c, shape[, stride]) | crd2idx(c, L)", "the index of coordinate c under shape:stride (or layout L); without a stride, its column-major index in shape", 2, 3, false, func(c *callCtx) (Value, error) {
		crd, err := c.coord(0)
		if err != nil {
			return nil, err
		}
		if l, ok := c.args[1].(LayoutValue); ok && len(c.args) == 2 { // crd2idx(c, layout)
			r, err := engine.Crd2Idx(crd, l.L.Shape(), l.L.Stride())
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			return intValue(r), nil
		}
		s, err := c.shape(1)
		if err != nil {
			return nil, err
		}
		if len(c.args) == 2 {
			r, err := engine.Crd2IdxShape(crd, s)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			return intValue(r), nil
		}
		d, err := c.stride(2)
		if err != nil {
			return nil, err
		}
		if err := checkCongruent(s, d, c.node(2), nil); err != nil {
			return nil, err
		}
		r, err := engine.Crd2Idx(crd, s, d)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return intValue(r), nil
	})
	for _, name := range []string{"make_shape", "make_stride", "make_coord"} {
		def(name, name+"(a, b, ...)", "the tuple (a,b,...); with no arguments the empty tuple ()", 0, -1, false, func(c *callCtx) (Value, error) {
			ts := make([]engine.IntTuple, len(c.args))
			for i := range c.args {
				t, err := c.intTuple(i)
				if err != nil {
					return nil, err
				}
				ts[i] = t
			}
			return TupleValue{engine.Tuple(ts...)}, nil
		})
	}
	def("make_tile", "make_tile(T0, T1, ...)", "the by-mode tiler <T0,T1,...>; with no arguments the empty tuple ()", 0, -1, false, func(c *callCtx) (Value, error) {
		if len(c.args) == 0 { // Tile<> is the empty tuple
			return TupleValue{engine.Tuple()}, nil
		}
		t := make(engine.ByMode, len(c.args))
		for i := range c.args {
			el, err := c.tiler(i)
			if err != nil {
				return nil, err
			}
			t[i] = el
		}
		return TilerValue{t}, nil
	})
	def("print", "print(x)", "x itself (as cute::print shows it)", 1, 1, false, func(c *callCtx) (Value, error) {
		return c.args[0], nil
	})
}

func intValue(n int) Value { return TupleValue{engine.Int(n)} }

func (c *callCtx) twoTuples() (engine.IntTuple, engine.IntTuple, error) {
	a, err := c.intTuple(0)
	if err != nil {
		return a, a, err
	}
	b, err := c.intTuple(1)
	return a, b, err
}

// twoShapes reads two IntTuples, a layout standing for its shape, as C++'s
// congruent and compatible compare shape(a) with shape(b).
func (c *callCtx) twoShapes() (engine.IntTuple, engine.IntTuple, error) {
	var ts [2]engine.IntTuple
	for i := range ts {
		switch v := c.args[i].(type) {
		case TupleValue:
			ts[i] = v.T
		case LayoutValue:
			ts[i] = v.L.Shape()
		default:
			return ts[0], ts[1], c.want(i, "an int, a tuple or a layout")
		}
	}
	return ts[0], ts[1], nil
}

// stride accepts an int or a tuple without `_`.
func (c *callCtx) stride(i int) (engine.IntTuple, error) {
	d, err := c.intTuple(i)
	if err != nil {
		return d, err
	}
	if err := checkStride(d, c.node(i), nil); err != nil {
		e := err.(*Error)
		e.Msg = c.name + ": " + e.Msg
		return d, e
	}
	return d, nil
}

// coord accepts a coordinate: an int or a tuple, without `_`.
func (c *callCtx) coord(i int) (engine.IntTuple, error) {
	t, ok := c.args[i].(TupleValue)
	if !ok || t.T.IsUnderscore() {
		return engine.IntTuple{}, c.want(i, "a coordinate (an int or a tuple)")
	}
	if hasUnderscore(t.T) {
		return engine.IntTuple{}, c.failf(i, "_ is not allowed here; slice a layout with L(_,1)")
	}
	return t.T, nil
}

// sub applies the template indices c.targs (size<1>(x) is size(get<1>(x)))
// to argument 0: a tuple, a layout or a composed layout's outer layout.
func (c *callCtx) sub() (Value, error) {
	v := c.args[0]
	if cv, ok := v.(ComposedValue); ok {
		if len(c.targs) > 0 {
			return nil, c.failf(0, "template indices are not supported on a composed layout")
		}
		return cv, nil
	}
	if len(c.targs) == 0 {
		return v, nil
	}
	switch v := v.(type) {
	case TupleValue:
		t, err := engine.Get(v.T, c.targs...)
		if err != nil {
			return nil, c.engineErrAt(c.indexPos(), err)
		}
		return TupleValue{t}, nil
	case LayoutValue:
		l, err := v.L.Mode(c.targs...)
		if err != nil {
			return nil, c.engineErrAt(c.indexPos(), err)
		}
		return LayoutValue{l}, nil
	}
	return nil, c.want(0, "a tuple or a layout")
}

// indexPos is the column of the first index of get<I...>(x) or get(x, I...).
func (c *callCtx) indexPos() int {
	if len(c.call.TArgs) > 0 {
		return c.call.TArgs[0].At
	}
	if len(c.call.Args) > 1 {
		return c.call.Args[1].Pos()
	}
	return c.call.Fun.Pos()
}

func fnSize(c *callCtx) (Value, error) {
	v, err := c.sub()
	if err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case TupleValue:
		n, err := engine.Size(v.T)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return intValue(n), nil
	case LayoutValue:
		return intValue(v.L.Size()), nil
	case ComposedValue:
		return intValue(v.C.Outer().Size()), nil
	}
	return nil, c.want(0, "a tuple, layout or composed layout")
}

func fnRank(c *callCtx) (Value, error) {
	v, err := c.sub()
	if err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case TupleValue:
		return intValue(engine.Rank(v.T)), nil
	case LayoutValue:
		return intValue(v.L.Rank()), nil
	case ComposedValue:
		return intValue(v.C.Outer().Rank()), nil
	case TilerValue:
		return intValue(len(v.T)), nil
	}
	return nil, c.want(0, "a tuple, layout or composed layout")
}

func fnDepth(c *callCtx) (Value, error) {
	v, err := c.sub()
	if err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case TupleValue:
		return intValue(engine.Depth(v.T)), nil
	case LayoutValue:
		return intValue(v.L.Depth()), nil
	case ComposedValue:
		return intValue(v.C.Outer().Depth()), nil
	}
	return nil, c.want(0, "a tuple, layout or composed layout")
}

func fnShape(c *callCtx) (Value, error) {
	v, err := c.sub()
	if err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case TupleValue:
		return v, nil
	case LayoutValue:
		return TupleValue{v.L.Shape()}, nil
	case ComposedValue:
		return TupleValue{v.C.Outer().Shape()}, nil
	}
	return nil, c.want(0, "a layout or a tuple")
}

func fnStride(c *callCtx) (Value, error) {
	if _, ok := c.args[0].(LayoutValue); !ok {
		return nil, c.want(0, "a layout")
	}
	v, err := c.sub()
	if err != nil {
		return nil, err
	}
	return TupleValue{v.(LayoutValue).L.Stride()}, nil
}

func fnGet(c *callCtx) (Value, error) {
	idx := append([]int(nil), c.targs...)
	for i := 1; i < len(c.args); i++ {
		n, err := c.int(i)
		if err != nil {
			return nil, err
		}
		idx = append(idx, n)
	}
	if len(idx) == 0 {
		return nil, errorf(c.call.RParen, "get: no index given; write get<1>(x) or get(x, 1)")
	}
	c.targs = idx
	switch c.args[0].(type) {
	case TupleValue, LayoutValue:
	default:
		return nil, c.want(0, "a tuple or a layout")
	}
	return c.sub()
}

func fnFlatten(c *callCtx) (Value, error) {
	switch v := c.args[0].(type) {
	case TupleValue:
		return TupleValue{engine.Flatten(v.T)}, nil
	case LayoutValue:
		return LayoutValue{v.L.Flat()}, nil
	}
	return nil, c.want(0, "a tuple or a layout")
}

// fnGroup is group<B,E>(x): modes [B,E) of x gathered into one.
func fnGroup(c *callCtx) (Value, error) {
	if len(c.targs) != 2 {
		return nil, errorf(c.call.Fun.Pos(), "group takes two template arguments, group<B,E>(x)")
	}
	b, e := c.targs[0], c.targs[1]
	grp := func(t engine.IntTuple) (engine.IntTuple, error) {
		if !t.IsTuple() {
			t = engine.Tuple(t)
		}
		if e == -1 { // group<B,-1>: to the end
			e = t.Len()
		}
		if b < 0 || b > e || e > t.Len() {
			return t, errorf(c.indexPos(), "group<%d,%d>: need 0 <= B <= E <= rank %d", b, e, t.Len())
		}
		var out []engine.IntTuple
		for i := 0; i < b; i++ {
			out = append(out, t.At(i))
		}
		if b < e { // C++ group<B,B> inserts nothing
			var g []engine.IntTuple
			for i := b; i < e; i++ {
				g = append(g, t.At(i))
			}
			out = append(out, engine.Tuple(g...))
		}
		for i := e; i < t.Len(); i++ {
			out = append(out, t.At(i))
		}
		return engine.Tuple(out...), nil
	}
	switch v := c.args[0].(type) {
	case TupleValue:
		if v.T.IsUnderscore() {
			break
		}
		t, err := grp(v.T)
		if err != nil {
			return nil, err
		}
		return TupleValue{t}, nil
	case LayoutValue:
		if e == -1 {
			e = v.L.Rank()
		}
		l, err := v.L.Group(b, e)
		if err != nil {
			return nil, c.engineErrAt(c.indexPos(), err)
		}
		return LayoutValue{l}, nil
	}
	return nil, c.want(0, "a tuple or a layout")
}
