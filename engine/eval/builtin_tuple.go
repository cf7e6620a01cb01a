package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Functions of IntTuples (and their layout forms where CuTe has them).

var tupleBuiltins = []builtin{
	{name: "size", doc: "the number of elements: product of the shape of a tuple, layout or composed layout",
		overloads: []overload{{use: "size<I...>(x)", fn: fnSize}}},
	{name: "rank", doc: "the number of top-level modes",
		overloads: []overload{{use: "rank<I...>(x)", fn: fnRank}}},
	{name: "depth", doc: "the nesting depth (0 for an int)",
		overloads: []overload{{use: "depth<I...>(x)", fn: fnDepth}}},
	{name: "shape", doc: "the shape of a layout",
		overloads: []overload{{use: "shape<I...>(L)", fn: fnShape}}},
	{name: "stride", doc: "the stride of a layout",
		overloads: []overload{{use: "stride<I...>(L)", fn: fnStride}}},
	{name: "get", doc: "the element of a tuple, or mode of a layout, at nested indices I...",
		overloads: []overload{{use: "get<I...>(x) or get(x, I...)", fn: fnGet}}},
	{name: "flatten", doc: "a tuple or layout with its nesting removed",
		overloads: []overload{{use: "flatten(x)", fn: fnFlatten}}},
	{name: "group", doc: "modes [B,E) of a tuple or layout gathered into one mode",
		overloads: []overload{{use: "group<B,E>(x)", fn: fnGroup}}},
	{name: "product", doc: "the product of every int in a tuple",
		overloads: []overload{{use: "product(t)", fn: call1(tupleArg, engine.SizeOf)}}},
	{name: "inner_product", doc: "the sum of the products of corresponding ints of congruent a and b",
		overloads: []overload{{use: "inner_product(a, b)", fn: call2(tupleArg, tupleArg, engine.InnerProduct, 1)}}},
	{name: "prefix_product", doc: "the exclusive prefix products of t: (2,1,3) -> (1,2,2) (older CuTe's; not in CUTLASS 7107b055, where C++ does not compile it)",
		overloads: []overload{{use: "prefix_product(t)", fn: call1(tupleArg, engine.PrefixProduct)}}},
	{name: "congruent", doc: "whether a and b have the same nesting structure (of their shapes, for layouts)",
		overloads: []overload{{use: "congruent(a, b)", fn: call2(shapeOfArg, shapeOfArg, total2(engine.Congruent), 1)}}},
	{name: "compatible", doc: "whether shape a is compatible with shape b (a's coordinates work for b); a layout stands for its shape",
		overloads: []overload{{use: "compatible(a, b)", fn: call2(shapeOfArg, shapeOfArg, total2(engine.Compatible), 1)}}},
	{name: "shape_div", doc: "a divided by b, left to right (a / b in the CuTe docs)",
		overloads: []overload{{use: "shape_div(a, b)", fn: call2(shapeArg, shapeArg, untraced2(engine.ShapeDiv), 1)}}},
	{name: "shape_mod", doc: "the first n elements of shape a, colexicographically (a % n in the CuTe docs; not a function of CUTLASS 7107b055)",
		overloads: []overload{{use: "shape_mod(a, n)", fn: call2(shapeArg, positiveArg, untraced2(engine.ShapeMod), 1)}}},
	{name: "idx2crd", doc: "the natural coordinate of c (an index, R-D or natural coordinate) in shape; with a stride, (c / d) % s in every mode",
		overloads: []overload{{use: "idx2crd(c, shape[, stride])", byCount: []callFn{call2(coordArg, shapeArg, untraced2(engine.Idx2Crd), 0), call3(coordArg, shapeArg, strideArg, engine.Idx2CrdStride, 0)}}}},
	{name: "crd2idx", doc: "the index of coordinate c under shape:stride (or layout L); without a stride, its column-major index in shape",
		overloads: []overload{{use: "crd2idx(c, shape[, stride]) | crd2idx(c, L)", fn: fnCrd2Idx}}},
	{name: "make_shape", doc: "the tuple (a,b,...); with no arguments the empty tuple ()",
		overloads: []overload{{use: "make_shape([a, b, ...])", gathers: true, fn: fnMakeTuple}}},
	{name: "make_stride", doc: "the tuple (a,b,...); with no arguments the empty tuple ()",
		overloads: []overload{{use: "make_stride([a, b, ...])", gathers: true, fn: fnMakeTuple}}},
	{name: "make_coord", doc: "the tuple (a,b,...); with no arguments the empty tuple ()",
		overloads: []overload{{use: "make_coord([a, b, ...])", gathers: true, fn: fnMakeTuple}}},
	{name: "make_tile", doc: "the by-mode tiler <T0,T1,...>; with no arguments the empty tuple ()",
		overloads: []overload{{use: "make_tile([T0, T1, ...])", gathers: true, fn: fnMakeTile}}},
	{name: "make_tuple", doc: "the tuple (a,b,...); with no arguments the empty tuple ()",
		overloads: []overload{{use: "make_tuple([a, b, ...])", gathers: true, fn: fnMakeTuple}}},
	{name: "tuple_cat", doc: "the top-level elements of the tuples t0, t1, ... in one tuple: tuple_cat((2,3),(4)) = (2,3,4)",
		overloads: []overload{{use: "tuple_cat([t0, t1, ...])", gathers: true, fn: fnTupleCat}}},
	{name: "repeat_like", doc: "t's nesting with x at every int: repeat_like((2,(3,4)),1) = (1,(1,1)); a layout t gives x",
		overloads: []overload{{use: "repeat_like(t, x)", fn: fnRepeatLike}}},
	{name: "reverse", doc: "the top-level elements of tuple t in reverse order; an int, or a layout, is itself",
		overloads: []overload{{use: "reverse(t)", fn: fnTupleOrLayout(engine.Reverse)}}},
	{name: "front", doc: "the first int of t, following get<0> down the nesting; a layout is itself",
		overloads: []overload{{use: "front(t)", fn: fnTupleOrLayoutErr(engine.Front)}}},
	{name: "back", doc: "the last int of t, following get<rank-1> down the nesting; a layout is itself",
		overloads: []overload{{use: "back(t)", fn: fnTupleOrLayoutErr(engine.Back)}}},
	{name: "wrap", doc: "a tuple t as it is; an int n as the rank-1 tuple (n)",
		overloads: []overload{{use: "wrap(t)", fn: call1(tupleArg, total(engine.Wrap))}}},
	{name: "unwrap", doc: "t with rank-1 tuples unwrapped: ((3)) = 3, ((3,2)) = (3,2); a layout is itself",
		overloads: []overload{{use: "unwrap(t)", fn: fnTupleOrLayout(engine.Unwrap)}}},
	{name: "weakly_congruent", doc: "whether a <= b in profile: a's ints may stand for sub-tuples of b, its tuples need tuples of b of the same rank (a layout stands for its shape)",
		overloads: []overload{{use: "weakly_congruent(a, b)", fn: fnWeaklyCongruent}}},
	{name: "evenly_divides", doc: "whether tiler divides shape without remainder: by mode for a tuple tiler, size(shape) == n * size(ceil_div(shape, n)) for an int n",
		overloads: []overload{{use: "evenly_divides(shape, tiler)", fn: call2(shapeOfArg, (*callCtx).tupleOrIntTile, evenlyDivides, 1)}}},
	{name: "gcd", doc: "the greatest common divisor of the ints (and of the ints of tuples), folded from the right with C++'s signed Euclid",
		overloads: []overload{{use: "gcd(a[, b, ...])", fn: fnReduce(engine.Gcd)}}},
	{name: "lcm", doc: "the least common multiple of two ints: (a / gcd(a,b)) * b",
		overloads: []overload{{use: "lcm(a, b)", fn: fnLcm}}},
	{name: "max", doc: "the largest of the ints (and of the ints of tuples)",
		overloads: []overload{{use: "max(a[, b, ...])", fn: fnReduce(engine.Max)}}},
	{name: "min", doc: "the smallest of the ints (and of the ints of tuples)",
		overloads: []overload{{use: "min(a[, b, ...])", fn: fnReduce(engine.Min)}}},
	{name: "print", doc: "x itself (as cute::print shows it)",
		overloads: []overload{{use: "print(x)", fn: func(c *callCtx) (value.Value, error) { return c.args[0], nil }}}},
}

// fnCrd2Idx is stride.hpp's crd2idx(c, shape[, stride]) and layout.hpp's
// crd2idx(c, L) = crd2idx(c, shape(L), stride(L)).
func fnCrd2Idx(c *callCtx) (value.Value, error) {
	crd, err := c.coord(0)
	if err != nil {
		return nil, err
	}
	if l, ok := c.args[1].(value.LayoutValue); ok && len(c.args) == 2 { // crd2idx(c, layout)
		r, err := engine.Crd2Idx(crd, l.L.Shape(), l.L.Stride())
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return typedIndex(crd, l.L, r), nil
	}
	s, err := c.shape(1)
	if err != nil {
		return nil, err
	}
	if len(c.args) == 2 {
		r, err := engine.Crd2IdxShapeT(crd, s)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return value.TupleValue{T: r}, nil
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
	if l, err := engine.MakeLayout(s, d); err == nil {
		return typedIndex(crd, l, r), nil
	}
	return intValue(r), nil
}

// typedIndex is the index r = crd2idx(crd, L) with C++'s type, as L(crd)
// gives it: a run-time int where a dynamic integer of the coordinate or
// the layout makes it one (stride.hpp's crd2idx folded with C++'s
// operators), the static int r otherwise.
func typedIndex(crd engine.IntTuple, l engine.Layout, r int) value.Value {
	if !crd.IsStatic() || !l.IsStatic() {
		if t, err := l.Crd2Idx(crd); err == nil && t.IsInt() {
			return value.TupleValue{T: t}
		}
	}
	return intValue(r)
}

// fnMakeTuple is make_shape, make_stride and make_coord: the tuple of the
// arguments.
func fnMakeTuple(c *callCtx) (value.Value, error) {
	ts, err := c.tuples()
	if err != nil {
		return nil, err
	}
	return value.TupleValue{T: engine.Tuple(ts...)}, nil
}

// fnMakeTile is make_tile: the by-mode tiler of the arguments.
func fnMakeTile(c *callCtx) (value.Value, error) {
	if len(c.args) == 0 { // Tile<> is the empty tuple
		return value.TupleValue{T: engine.Tuple()}, nil
	}
	t := make(engine.ByMode, len(c.args))
	for i := range c.args {
		el, err := c.tiler(i)
		if err != nil {
			return nil, err
		}
		t[i] = el
	}
	return value.TilerValue{T: t}, nil
}

// positive reads an int n > 0 (shape_mod's modulus).
func (c *callCtx) positive(i int) (int, error) {
	n, err := c.int(i)
	if err == nil && n <= 0 {
		err = c.failf(i, "n must be positive, got %d", n)
	}
	return n, err
}

func intValue(n int) value.Value { return value.TupleValue{T: engine.Int(n)} }

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
	t, ok := c.args[i].(value.TupleValue)
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
func (c *callCtx) sub() (value.Value, error) {
	v := c.args[0]
	if cv, ok := v.(value.ComposedValue); ok {
		if len(c.targs) > 0 {
			return nil, c.failf(0, "template indices are not supported on a composed layout")
		}
		return cv, nil
	}
	if len(c.targs) == 0 {
		return v, nil
	}
	switch v := v.(type) {
	case value.TupleValue:
		t, err := engine.Get(v.T, c.targs...)
		if err != nil {
			return nil, c.engineErrAt(c.indexPos(), err)
		}
		return value.TupleValue{T: t}, nil
	case value.LayoutValue:
		l, err := v.L.Mode(c.targs...)
		if err != nil {
			return nil, c.engineErrAt(c.indexPos(), err)
		}
		return value.LayoutValue{L: l}, nil
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

// measure is a built-in f<I...>(x) that measures an IntTuple with ft and
// a layout (or a composed layout's layout) with fl: size, rank and depth.
func measure(ft func(engine.IntTuple) (int, error), fl func(engine.Layout) int) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		v, err := c.sub()
		if err != nil {
			return nil, err
		}
		switch v := v.(type) {
		case value.TupleValue:
			n, err := ft(v.T)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			return intValue(n), nil
		case value.LayoutValue:
			return intValue(fl(v.L)), nil
		case value.ComposedValue:
			l, err := v.C.ShapeOf(c.name)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			return intValue(fl(l)), nil
		}
		return nil, c.want(0, "a tuple, layout or composed layout")
	}
}

var fnDepth = measure(total(engine.Depth), engine.Layout.Depth)

// fnSize is size<I...>(x) with C++'s type: the product of the shape's
// ints, dynamic when one of them is (size(make_shape(int(4),_8{})) is the
// run-time 32, printed 32 where a static size prints _32).
func fnSize(c *callCtx) (value.Value, error) {
	r, err := measure(engine.Size, engine.Layout.Size)(c)
	if err != nil {
		return nil, err
	}
	v, err := c.sub()
	if err != nil {
		return r, nil
	}
	var shape engine.IntTuple
	switch v := v.(type) {
	case value.TupleValue:
		shape = v.T
	case value.LayoutValue:
		shape = v.L.Shape()
	default:
		return r, nil
	}
	if t, err := engine.SizeOf(shape); err == nil && t.IsDynamic() {
		return value.TupleValue{T: t}, nil
	}
	return r, nil
}

// fnRank is rank<I...>(x); a tiler's rank is its number of modes.
func fnRank(c *callCtx) (value.Value, error) {
	if t, ok := c.args[0].(value.TilerValue); ok && len(c.targs) == 0 {
		return intValue(len(t.T)), nil
	}
	return measure(total(engine.Rank), engine.Layout.Rank)(c)
}

func fnShape(c *callCtx) (value.Value, error) {
	v, err := c.sub()
	if err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case value.TupleValue:
		return v, nil
	case value.LayoutValue:
		return value.TupleValue{T: v.L.Shape()}, nil
	case value.ComposedValue:
		l, err := v.C.ShapeOf("shape")
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return value.TupleValue{T: l.Shape()}, nil
	}
	return nil, c.want(0, "a layout or a tuple")
}

func fnStride(c *callCtx) (value.Value, error) {
	if _, ok := c.args[0].(value.LayoutValue); !ok {
		return nil, c.want(0, "a layout")
	}
	v, err := c.sub()
	if err != nil {
		return nil, err
	}
	return value.TupleValue{T: v.(value.LayoutValue).L.Stride()}, nil
}

func fnGet(c *callCtx) (value.Value, error) {
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
	case value.TupleValue, value.LayoutValue:
	default:
		return nil, c.want(0, "a tuple or a layout")
	}
	return c.sub()
}

func fnFlatten(c *callCtx) (value.Value, error) {
	switch v := c.args[0].(type) {
	case value.TupleValue:
		return value.TupleValue{T: engine.Flatten(v.T)}, nil
	case value.LayoutValue:
		return value.LayoutValue{L: v.L.Flat()}, nil
	}
	return nil, c.want(0, "a tuple or a layout")
}

// fnGroup is group<B,E>(x): modes [B,E) of x gathered into one.
func fnGroup(c *callCtx) (value.Value, error) {
	if len(c.targs) != 2 {
		return nil, errorf(c.call.Fun.Pos(), "group takes two template arguments, group<B,E>(x)")
	}
	b, e := c.targs[0], c.targs[1]
	grp := func(t engine.IntTuple) (engine.IntTuple, error) {
		if e == -1 { // group<B,-1>: to the end
			e = engine.Rank(t)
		}
		r, err := engine.Group(t, b, e)
		if err != nil {
			return t, errorf(c.indexPos(), "group<%d,%d>: need 0 <= B <= E <= rank %d", b, e, engine.Rank(t))
		}
		return r, nil
	}
	switch v := c.args[0].(type) {
	case value.TupleValue:
		if v.T.IsUnderscore() {
			break
		}
		t, err := grp(v.T)
		if err != nil {
			return nil, err
		}
		return value.TupleValue{T: t}, nil
	case value.LayoutValue:
		if e == -1 {
			e = v.L.Rank()
		}
		l, err := v.L.Group(b, e)
		if err != nil {
			return nil, c.engineErrAt(c.indexPos(), err)
		}
		return value.LayoutValue{L: l}, nil
	}
	return nil, c.want(0, "a tuple or a layout")
}

// tupleOrIntTile reads an int or a tuple, or a Tile<...> of ints and
// tuples (C++'s Tile is a tuple), as the tuple of its modes.
func (c *callCtx) tupleOrIntTile(i int) (engine.IntTuple, error) {
	tv, ok := c.args[i].(value.TilerValue)
	if !ok {
		return c.intTuple(i)
	}
	t, ok := intTile(tv.T)
	if !ok {
		return engine.IntTuple{}, c.want(i, "an int, a tuple or a Tile<...> of ints")
	}
	return t, nil
}

// intTile is the tuple of a by-mode tiler's modes when every one is an
// int, a tuple or such a tiler itself.
func intTile(b engine.ByMode) (engine.IntTuple, bool) {
	ts := make([]engine.IntTuple, len(b))
	for i, m := range b {
		switch m := m.(type) {
		case engine.IntTuple:
			ts[i] = m
		case engine.ByMode:
			t, ok := intTile(m)
			if !ok {
				return engine.IntTuple{}, false
			}
			ts[i] = t
		default:
			return engine.IntTuple{}, false
		}
	}
	return engine.Tuple(ts...), true
}

// fnTupleOrLayout applies f to a tuple; a layout, composed layout or
// swizzle, which C++'s is_tuple does not take for a tuple, is returned as
// it is.
func fnTupleOrLayout(f func(engine.IntTuple) engine.IntTuple) func(*callCtx) (value.Value, error) {
	return fnTupleOrLayoutErr(func(t engine.IntTuple) (engine.IntTuple, error) { return f(t), nil })
}

// fnTupleOrLayoutErr is fnTupleOrLayout of an f that may refuse.
func fnTupleOrLayoutErr(f func(engine.IntTuple) (engine.IntTuple, error)) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		switch v := c.args[0].(type) {
		case value.LayoutValue, value.ComposedValue, value.SwizzleValue:
			return v, nil
		}
		return call1(tupleArg, f)(c)
	}
}

// fnTupleCat is tuple_cat(t...): the elements of the tuples in one tuple.
func fnTupleCat(c *callCtx) (value.Value, error) {
	ts, err := c.tuples()
	if err != nil {
		return nil, err
	}
	r, err := engine.TupleCat(ts...)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return value.TupleValue{T: r}, nil
}

// fnReduce is gcd, max or min of any number of ints and tuples.
func fnReduce(f func(...engine.IntTuple) (int, error)) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		ts, err := c.tuples()
		if err != nil {
			return nil, err
		}
		r, err := f(ts...)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return typedInt(r, ts...), nil
	}
}

// typedInt is the int r that C++ computes from the integers of args by
// its named binary functions (max, min, gcd, lcm of integral_constant.hpp):
// static when every one is, a run-time int otherwise.
func typedInt(r int, args ...engine.IntTuple) value.Value {
	for _, a := range args {
		if !a.IsStatic() {
			return value.TupleValue{T: engine.DynInt(r)}
		}
	}
	return intValue(r)
}

// tuples reads every argument as an int or a tuple.
func (c *callCtx) tuples() ([]engine.IntTuple, error) {
	ts := make([]engine.IntTuple, len(c.args))
	for i := range c.args {
		t, err := c.intTuple(i)
		if err != nil {
			return nil, err
		}
		ts[i] = t
	}
	return ts, nil
}

// fnRepeatLike is repeat_like(t, x); a layout, composed layout or
// swizzle t (not a tuple to C++'s is_tuple) gives x.
func fnRepeatLike(c *callCtx) (value.Value, error) {
	x, err := c.intTuple(1)
	if err != nil {
		return nil, err
	}
	switch c.args[0].(type) {
	case value.LayoutValue, value.ComposedValue, value.SwizzleValue:
		return value.TupleValue{T: x}, nil
	}
	return call2(tupleArg, tupleArg, engine.RepeatLike, 0)(c)
}

// fnWeaklyCongruent is weakly_congruent(a, b); a layout stands for its
// shape, except that C++ answers false for a layout a against an int b.
func fnWeaklyCongruent(c *callCtx) (value.Value, error) {
	if _, ok := c.args[0].(value.LayoutValue); ok {
		if b, ok := c.args[1].(value.TupleValue); ok && b.T.IsInt() {
			return value.BoolValue(false), nil
		}
	}
	return call2(shapeOfArg, shapeOfArg, engine.WeaklyCongruent, 1)(c)
}

// evenlyDivides is evenly_divides(shape, tiler) with C++'s type: the
// static bool_constant (_1, _0) where it is known at compile time, else a
// run-time bool, which cute::print prints as the int 1 or 0.
func evenlyDivides(a, b engine.IntTuple) (value.Value, error) {
	ok, static, err := engine.EvenlyDividesT(a, b)
	if err != nil {
		return nil, err
	}
	if static {
		return value.BoolValue(ok), nil
	}
	n := 0
	if ok {
		n = 1
	}
	return value.TupleValue{T: engine.DynInt(n)}, nil
}

// fnLcm is lcm(a, b) of two ints, static when both are.
func fnLcm(c *callCtx) (value.Value, error) {
	if _, err := call2(intArg, intArg, engine.Lcm, 0)(c); err != nil {
		return nil, err
	}
	a, b := c.args[0].(value.TupleValue).T, c.args[1].(value.TupleValue).T
	r, _ := engine.Lcm(a.Value(), b.Value())
	return typedInt(r, a, b), nil
}
