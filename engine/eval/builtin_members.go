package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The member functions of cute::Layout (layout.hpp), called as C++ calls
// them, L.compose(B), L.with_shape(s), L.tile(B), L.get_hier_coord(i):
// the parser turns x.f(args) into f(x, args).
var memberBuiltins = []builtin{
	{name: "compose", doc: "composition(L, B), or composition(L, make_tile(B0, B1, ...))",
		overloads: []overload{{use: "L.compose(B) | L.compose(B0, B1, ...)", fn: fnMemberCompose}}},
	{name: "tile", doc: "tiled_divide(L, B), or tiled_divide(L, make_tile(B0, B1, ...))",
		overloads: []overload{{use: "L.tile(B) | L.tile(B0, B1, ...)", fn: fnMemberTile}}},
	{name: "get_hier_coord", doc: "the natural coordinate of index i in a compact layout L: idx2crd(i, shape, stride)",
		overloads: []overload{{use: "L.get_hier_coord(i)", fn: memberCoord(hierCoord)}}},
	{name: "get_flat_coord", doc: "get_hier_coord(i) with each top-level mode's coordinate made its column-major index in the mode (an int for rank 1)",
		overloads: []overload{{use: "L.get_flat_coord(i)", fn: memberCoord(flatCoord)}}},
	{name: "get_1d_coord", doc: "the column-major index in L's shape of get_hier_coord(i)",
		overloads: []overload{{use: "L.get_1d_coord(i)", fn: memberCoord(oneDCoord)}}},
}

// subCall is the call of built-in name on c's arguments from index from on.
func (c *callCtx) subCall(name string, from int) *callCtx {
	call := *c.call
	call.Args = c.call.Args[from:]
	return &callCtx{name: name, call: &call, args: c.args[from:], b: builtins[name], w: c.w}
}

// withArgs is c's call of built-in name on args, whose syntax is nodes.
func (c *callCtx) withArgs(name string, args []value.Value, nodes []Node) *callCtx {
	call := *c.call
	call.Args = nodes
	return &callCtx{name: name, call: &call, args: args, b: builtins[name], w: c.w}
}

// tileOf is argument 1 when it is the only one after L, else the
// make_tile of arguments 1, 2, ...
func (c *callCtx) tileOf() (value.Value, error) {
	if len(c.args) == 2 {
		return c.args[1], nil
	}
	return fnMakeTile(c.subCall("make_tile", 1))
}

func fnMemberCompose(c *callCtx) (value.Value, error) {
	t, err := c.tileOf()
	if err != nil {
		return nil, err
	}
	return compose(c.args[0], t, c.node(0), c.node(1), "composition")
}

func fnMemberTile(c *callCtx) (value.Value, error) {
	t, err := c.tileOf()
	if err != nil {
		return nil, err
	}
	return builtins["tiled_divide"].call(c.withArgs("tiled_divide", []value.Value{c.args[0], t}, c.call.Args[:2]))
}

func fnWithShape(c *callCtx) (value.Value, error) {
	var s value.Value
	var err error
	if len(c.args) == 2 {
		// Layout::with_shape(shape) calls make_layout(shape) unqualified, a
		// name C++ finds there only through an argument of a CuTe type
		// (ADL): a plain int shape (int(4), or a bare 4, an int in C++) does
		// not compile. (with_shape(s0, s1, ...) passes make_shape(...), a
		// cute::tuple, and does.)
		if t, ok := c.args[1].(value.TupleValue); ok && t.T.IsInt() && c.cppIndex(1).IsDynamic() {
			return nil, c.failf(1, "'make_layout' was not declared in this scope: C++'s with_shape(shape) finds make_layout only for a shape of CuTe's types; write Int<%d>{} or make_shape(...)", t.T.Value())
		}
		s, err = fnMakeLayout(c.subCall("make_layout", 1))
	} else if s, err = fnMakeTuple(c.subCall("make_shape", 1)); err == nil {
		s, err = fnMakeLayout(c.withArgs("make_layout", []value.Value{s}, c.call.Args[1:2]))
	}
	if err != nil {
		return nil, err
	}
	return compose(c.args[0], s, c.node(0), c.node(1), "composition")
}

// memberCoord reads L.f(i) of a layout L and an int i.
func memberCoord(f func(l engine.Layout, i engine.IntTuple) (engine.IntTuple, error)) func(c *callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		l, err := c.layout(0)
		if err != nil {
			return nil, err
		}
		if _, err := c.int(1); err != nil {
			return nil, err
		}
		i := c.args[1].(value.TupleValue).T // static or dynamic, as C++'s IInt
		r, err := f(l, i)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return value.TupleValue{T: r}, nil
	}
}

// hierCoord is get_hier_coord(i) = idx2crd(i, shape, stride).
func hierCoord(l engine.Layout, i engine.IntTuple) (engine.IntTuple, error) {
	return engine.Idx2CrdStride(i, l.Shape(), l.Stride())
}

// flatCoord is get_flat_coord(i) = crd2crd(get_hier_coord(i), shape,
// repeat<rank>(1)): each top-level mode's coordinate is its column-major
// index in the mode (repeat<1>(1) is the int 1, so rank 1, (2) as much as
// 2, gives an int).
func flatCoord(l engine.Layout, i engine.IntTuple) (engine.IntTuple, error) {
	h, err := hierCoord(l, i)
	if err != nil {
		return engine.IntTuple{}, err
	}
	s := l.Shape()
	if engine.Rank(s) == 1 { // repeat<1>(_1) is _1: crd2crd to an int is crd2idx
		return engine.Crd2IdxShapeT(h, s)
	}
	out := make([]engine.IntTuple, len(s.Elems()))
	for k, m := range s.Elems() {
		n, err := engine.Crd2IdxShapeT(h.Elems()[k], m)
		if err != nil {
			return engine.IntTuple{}, err
		}
		out[k] = n
	}
	return engine.Tuple(out...), nil
}

// oneDCoord is get_1d_coord(i) = crd2idx(get_hier_coord(i), shape).
func oneDCoord(l engine.Layout, i engine.IntTuple) (engine.IntTuple, error) {
	h, err := hierCoord(l, i)
	if err != nil {
		return engine.IntTuple{}, err
	}
	return engine.Crd2IdxShapeT(h, l.Shape())
}
