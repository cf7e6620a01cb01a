package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The free functions of stride.hpp, int_tuple.hpp, tuple_algorithms.hpp
// and layout.hpp that convert coordinates and regroup tuples: crd2crd,
// elem_scale, unflatten and replace<N>.
var freeBuiltins = []builtin{
	{name: "crd2crd", doc: "coordinate c of shape src as the coordinate of the same column-major index in dst; mode by mode when all three are tuples",
		overloads: []overload{{use: "crd2crd(c, src, dst)", fn: call3(tupleArg, tupleArg, tupleArg, engine.Crd2Crd, 0)}}},
	{name: "elem_scale", doc: "a's profile with each int of a times the product of the part of b it pairs with",
		overloads: []overload{{use: "elem_scale(a, b)", fn: call2(tupleArg, tupleArg, engine.ElemScale, 0)}}},
	{name: "unflatten", doc: "the elements of the flat t (L's shape and stride) regrouped as profile nests them",
		overloads: []overload{{use: "unflatten(t, profile) | unflatten(L, profile)", fn: fnUnflatten}}},
	{name: "replace", doc: "t with element N replaced by x; for layouts, mode N of the shape and stride replaced by X's",
		overloads: []overload{{use: "replace<N>(t, x) | replace<N>(L, X)", fn: fnReplace}}},
}

// fnUnflatten is unflatten(t, profile) of tuples and of layouts.
func fnUnflatten(c *callCtx) (value.Value, error) {
	p, err := c.intTuple(1)
	if err != nil {
		return nil, err
	}
	if l, ok := c.args[0].(value.LayoutValue); ok {
		r, err := engine.UnflattenLayout(l.L, p)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return value.LayoutValue{L: r}, nil
	}
	t, err := c.intTuple(0)
	if err != nil {
		return nil, c.want(0, "an int, a tuple or a layout")
	}
	r, err := engine.Unflatten(t, p)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return value.TupleValue{T: r}, nil
}

// fnReplace is replace<N>(t, x) of tuples and replace<N>(L, X) of layouts.
func fnReplace(c *callCtx) (value.Value, error) {
	if len(c.targs) != 1 {
		return nil, errorf(c.call.Fun.Pos(), "replace takes one template argument, replace<N>(t, x)")
	}
	n := c.targs[0]
	nErr := func(err error) error {
		if e, ok := err.(*engine.Error); ok && e.Op == "replace" {
			return errorf(c.indexPos(), "replace<%d>: %s", n, e.Detail)
		}
		return c.engineErr(0, err)
	}
	if l, ok := c.args[0].(value.LayoutValue); ok {
		x, err := c.layout(1)
		if err != nil {
			return nil, err
		}
		r, err := engine.ReplaceLayout(l.L, x, n)
		if err != nil {
			return nil, nErr(err)
		}
		return value.LayoutValue{L: r}, nil
	}
	t, err := c.intTuple(0)
	if err != nil {
		return nil, c.want(0, "an int, a tuple or a layout")
	}
	x, err := c.intTuple(1)
	if err != nil {
		return nil, err
	}
	r, err := engine.Replace(t, x, n)
	if err != nil {
		return nil, nErr(err)
	}
	return value.TupleValue{T: r}, nil
}
