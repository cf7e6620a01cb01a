package eval

import (
	"errors"
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The tensor operations of tensor_impl.hpp on tensors without data: each
// acts on the tensor's layout, and moves its iterator by the offset the
// operation's slice takes (a pointer by that many elements, a coordinate
// tensor's ArithTuple by the offset along each basis direction). A layout
// is accepted where C++ takes a tensor too, and gives the layout.

var tensorOpBuiltins = []builtin{
	{name: "local_tile", doc: "the tile of T at coord: zipped_divide(T, tiler)(_..., append(coord, _...)); with proj (Step<_1,X,_1>) the tiler and coord diced by it first",
		overloads: []overload{{use: "local_tile(T, tiler, coord[, proj])", fn: fnLocalTile}}},
	{name: "inner_partition", doc: "zipped_divide(T, tiler) sliced at coord in its rest mode: the tile at coord",
		overloads: []overload{{use: "inner_partition(T, tiler, coord)", fn: func(c *callCtx) (value.Value, error) { return c.partitionBy(0, 1, c.args[2], 2, true) }}}},
	{name: "outer_partition", doc: "zipped_divide(T, tiler) sliced at coord in its tile mode: element coord of every tile",
		overloads: []overload{{use: "outer_partition(T, tiler, coord)", fn: func(c *callCtx) (value.Value, error) { return c.partitionBy(0, 1, c.args[2], 2, false) }}}},
	{name: "local_partition", doc: "outer_partition(T, product_each(shape(thr_layout)), thr_layout.get_flat_coord(index)): thread index's elements of every tile; with proj the thread layout diced by it first",
		overloads: []overload{{use: "local_partition(T, thr_layout, index[, proj])", fn: fnLocalPartition}}},
	{name: "make_coord_tensor", doc: "the tensor of an ArithTuple iterator at 0 (of layout's coprofile) and layout: T(c) = layout(c)",
		overloads: []overload{{use: "make_coord_tensor(layout)", fn: fnMakeCoordTensor}}},
	{name: "make_identity_layout", doc: "the layout of a shape's coordinates: shape:(1@0,1@1,...), ScaledBasis strides (nested bases for a nested shape)",
		overloads: []overload{{use: "make_identity_layout(shape)", fn: func(c *callCtx) (value.Value, error) {
			sh, err := c.shape(0)
			if err != nil {
				return nil, err
			}
			b, err := atom.MakeIdentityLayout(sh)
			if err != nil {
				return nil, c.engineErr(0, err)
			}
			if !b.Coprofile.IsTuple() {
				// An int shape's codomain is an int: E<> is 1, and the
				// identity layout n:1 is the plain layout it prints as.
				return value.LayoutValue{L: b.L}, nil
			}
			return value.BasisLayoutValue{B: b}, nil
		}}}},
	{name: "E", doc: "the ScaledBasis 1@i (E<i,j> is 1@j@i): a stride that steps coordinate i of a multi-dimensional codomain",
		overloads: []overload{{use: "E<i...>{}", fn: func(c *callCtx) (value.Value, error) {
			if len(c.targs) == 0 {
				return nil, c.failf(0, "E takes the basis index as template arguments, as in E<0>{} or E<1,0>{}")
			}
			for _, t := range c.targs {
				if t < 0 || t >= 64 {
					return nil, c.failf(0, "a basis index must be in [0, 64), got %d", t)
				}
			}
			return value.BasisStrideValue{S: engine.E(c.targs...)}, nil
		}}}},
	{name: "make_counting_tensor", doc: "make_coord_tensor's older name (not in CUTLASS 7107b055)",
		overloads: []overload{{use: "make_counting_tensor(layout)", fn: fnMakeCoordTensor}}},
	{name: "recast", doc: "the tensor of elements of type T over the same memory: the pointer retyped and the layout upcast or downcast by the ratio of the widths",
		overloads: []overload{{use: "recast<T>(tensor)", typeParams: true, fn: fnRecast}}},
	{name: "group_modes", doc: "modes [B,E) of a tensor or layout gathered into one mode",
		overloads: []overload{{use: "group_modes<B,E>(T)", fn: func(c *callCtx) (value.Value, error) { return builtins["group"].call(c) }}}},
}

// mapTensor is f applied to the layout of argument i, a tensor or a
// layout: a pointer tensor's pointer moves by f's offset in elements, a
// coordinate tensor's coordinate by f's offset along each basis direction
// (f acting on each as composition's left side does), and a layout's
// offset is dropped.
func (c *callCtx) mapTensor(i int, f engine.TensorOp) (value.Value, error) {
	switch v := c.args[i].(type) {
	case value.LayoutValue:
		l, _, err := f(v.L)
		if err != nil {
			return nil, c.passErr(i, err)
		}
		return value.LayoutValue{L: l}, nil
	case value.TensorValue:
		l, off, err := f(v.T.Layout)
		if err != nil {
			return nil, c.passErr(i, err)
		}
		p := v.P()
		return c.partitioned(i, l, off, &p)
	case value.DescTensorValue:
		// A descriptor iterator moved by any offset prints the same.
		l, _, err := f(v.L)
		if err != nil {
			return nil, c.passErr(i, err)
		}
		return value.DescTensorValue{L: l, UMMA: v.UMMA}, nil
	case value.BasisLayoutValue:
		b, err := v.B.Apply(func(l engine.Layout) (engine.Layout, error) {
			r, _, err := f(l)
			if ae := (*engine.ArithOffsetError)(nil); errors.As(err, &ae) {
				return ae.Sub, nil // a layout's slice drops the offset
			}
			return r, err
		})
		if err != nil {
			return nil, c.passErr(i, err)
		}
		return value.BasisLayoutValue{B: b}, nil
	case value.CoordTensorValue:
		var ferr error
		r, err := c.coordPartition(i, v, func(l engine.Layout) (engine.Layout, int, error) {
			l, off, err := f(l)
			if _, arith := engine.ArithOffset(err); err != nil && !arith {
				ferr = err // f's own refusal, not the ArithmeticTuple offset
			}
			return l, off, err
		}, nil, nil)
		if ferr != nil {
			return nil, c.passErr(i, ferr)
		}
		return r, err
	case value.ComposedTensorValue:
		return nil, c.failf(i, "%s of a tensor of a composed layout (%s) is not supported yet; slices T(_,k) and partition_S/D, partition_A/B/C are", c.name, v.C)
	}
	return nil, c.want(i, "a tensor or a layout")
}

// passErr is an error of f: an *Error as it is, an engine refusal at
// argument i.
func (c *callCtx) passErr(i int, err error) error {
	if e, ok := err.(*Error); ok {
		return e
	}
	return c.engineErr(i, err)
}

// tensorForm lets the layout function name (the member-only one when
// member, T.compose(...)) take a tensor as its first argument, as
// tensor_impl.hpp's overloads do: the result is the tensor of the same
// iterator and the function's layout.
func tensorForm(name string, member bool) moreOverload {
	return moreOverload{name: name, member: member, overload: overload{on: firstArgIsTensor, fn: func(c *callCtx) (value.Value, error) {
		return c.mapTensor(0, func(l engine.Layout) (engine.Layout, int, error) {
			r, err := c.again(append([]value.Value{value.LayoutValue{L: l}}, c.args[1:]...))
			if err != nil {
				return engine.Layout{}, 0, err
			}
			lv, ok := r.(value.LayoutValue)
			if !ok {
				return engine.Layout{}, 0, c.failf(0, "%s of a tensor's layout gave a %s", name, r.Kind())
			}
			return lv.L, 0, nil
		})
	}}}
}

// firstArgIsTensor matches a call whose argument 0 is a tensor, a
// coordinate tensor or a layout of ScaledBasis strides.
func firstArgIsTensor(c *callCtx) bool {
	if len(c.args) == 0 {
		return false
	}
	switch c.args[0].(type) {
	case value.TensorValue, value.CoordTensorValue, value.BasisLayoutValue:
		return true
	}
	return false
}

// basisStrideForm lets make_stride, make_tuple and make_coord take
// ScaledBasis elements (E<0>{}), giving a basis stride.
func basisStrideForm(c *callCtx) (value.Value, error) {
	s := make([]engine.IntTuple, len(c.args))
	for i, a := range c.args {
		e, err := c.basisStride(i, a)
		if err != nil {
			return nil, err
		}
		s[i] = e
	}
	return value.BasisStrideValue{S: engine.Tuple(s...)}, nil
}

// basisLayoutForm lets make_layout take a basis stride, giving a basis
// layout.
func basisLayoutForm(c *callCtx) (value.Value, error) {
	st := c.args[1].(value.BasisStrideValue)
	sh, err := c.shape(0)
	if err != nil {
		return nil, err
	}
	v, err := basisLayoutValue(sh, st.S)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return v, nil
}

// basisLayoutValue is shape:stride of a basis stride: a basis layout, or
// the plain layout it prints as when every basis was absorbed (0@0 is
// _0), so that what it prints reads back to it.
func basisLayoutValue(shape, stride engine.IntTuple) (value.Value, error) {
	if !stride.HasBasis() {
		l, err := engine.MakeLayout(shape, stride)
		if err != nil {
			return nil, err
		}
		return value.LayoutValue{L: l}, nil
	}
	l, err := basisLayout(shape, stride)
	if err != nil {
		return nil, err
	}
	return value.BasisLayoutValue{B: l}, nil
}

// basisStride reads an element of a basis stride: a basis, or an int
// tuple (its ints plain integer strides, static or dynamic).
func (c *callCtx) basisStride(i int, v value.Value) (engine.IntTuple, error) {
	switch v := v.(type) {
	case value.BasisStrideValue:
		return v.S, nil
	case value.TupleValue:
		if v.T.HasUnderscore() {
			return engine.IntTuple{}, c.want(i, "a stride")
		}
		return v.T, nil
	}
	return engine.IntTuple{}, c.want(i, "an int, a tuple or a basis E<i>{}")
}

// basisLayout is make_layout(shape, stride) of a stride with ScaledBasis
// elements, as the basis layout of its directions.
func basisLayout(shape, stride engine.IntTuple) (atom.BasisLayout, error) {
	l, err := engine.MakeLayout(shape, stride)
	if err != nil {
		return atom.BasisLayout{}, err
	}
	return atom.BasisLayoutOf(l)
}

// tensorOpOverloads are the built-ins' overloads for tensors and
// ScaledBasis, in the order they are tried: basis strides and layouts;
// coalesce of a coordinate tensor, which compares its strides as basis
// vectors; the divides, coalesce, group and the rest lifted to tensors;
// T.compose(B...) of a tensor, the tensor of its iterator and
// layout.compose(B...).
func tensorOpOverloads() []moreOverload {
	var more []moreOverload
	for _, name := range []string{"make_stride", "make_tuple", "make_coord"} {
		more = append(more, moreOverload{name: name, overload: overload{on: anyArgIs(value.KindBasisStride), fn: basisStrideForm}})
	}
	more = append(more, moreOverload{name: "make_layout", overload: overload{on: func(c *callCtx) bool {
		return len(c.args) == 2 && argIs(1, value.KindBasisStride)(c)
	}, fn: basisLayoutForm}})
	more = append(more, moreOverload{name: "coalesce", overload: overload{on: func(c *callCtx) bool {
		_, ok := c.args[0].(value.CoordTensorValue)
		return ok
	}, fn: coalesceCoordTensor}})
	for _, name := range []string{"logical_divide", "zipped_divide", "tiled_divide", "flat_divide", "group", "coalesce", "composition", "flatten", "filter_zeros", "take"} {
		more = append(more, tensorForm(name, false))
	}
	for _, name := range []string{"logical_divide", "zipped_divide", "tiled_divide", "flat_divide", "coalesce", "composition", "flatten"} {
		more = append(more, moreOverload{name: name, overload: overload{on: argIsComposedTensor, fn: composedTensorForm}})
	}
	return append(more, tensorForm("compose", true))
}

// argIsComposedTensor matches a call whose argument 0 is a tensor of a
// composed layout.
func argIsComposedTensor(c *callCtx) bool {
	if len(c.args) == 0 {
		return false
	}
	_, ok := c.args[0].(value.ComposedTensorValue)
	return ok
}

// composedTensorForm is a divide, coalesce, composition or flatten of a
// tensor of a composed layout: tensor_impl.hpp's
// make_tensor(tensor.data(), f(tensor.layout(), ...)), the same pointer
// and f of the composed layout (layout_composed.hpp's overloads, which
// act on its layout B).
func composedTensorForm(c *callCtx) (value.Value, error) {
	t := c.args[0].(value.ComposedTensorValue)
	r, err := c.again(append([]value.Value{value.ComposedValue{C: t.C}}, c.args[1:]...))
	if err != nil {
		return nil, err
	}
	switch v := r.(type) {
	case value.ComposedValue:
		return value.ComposedTensorValue{P: t.P, C: v.C}, nil
	case value.LayoutValue:
		return value.NewTensor(t.P, v.L), nil
	}
	return nil, c.failf(0, "%s of a tensor's composed layout gave a %s", c.name, r.Kind())
}

// coalesceCoordTensor is coalesce of a coordinate tensor.
func coalesceCoordTensor(c *callCtx) (value.Value, error) {
	v := c.args[0].(value.CoordTensorValue)
	if len(c.args) > 1 {
		return nil, c.failf(1, "coalesce of a coordinate tensor with a profile is not supported here")
	}
	b, err := v.Basis().Coalesce()
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	l, err := b.Layout()
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return value.CoordTensorValue{T: engine.MakeTensor(v.T.Iter, l)}, nil
}

// fnMakeCoordTensor is make_coord_tensor(layout): an integer layout's
// coordinate tensor ArithTuple_0 o layout.
func fnMakeCoordTensor(c *callCtx) (value.Value, error) {
	var l engine.Layout
	var err error
	if b, ok := c.args[0].(value.BasisLayoutValue); ok {
		l, err = b.B.Layout()
	} else {
		l, err = c.layoutOr(0, "a layout")
	}
	if err != nil {
		return nil, c.passErr(0, err)
	}
	t, err := engine.MakeCoordTensor(l)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	v, err := value.FromCoordTensor(t)
	if err != nil {
		return nil, c.engineErr(0, err)
	}
	return v, nil
}

// partitionBy is inner_partition (inner) or outer_partition of argument
// ti by the tiler argument tli at the coordinate crd (argument ci):
// engine.InnerPartitionOp or OuterPartitionOp on the tensor's layout.
func (c *callCtx) partitionBy(ti, tli int, crdV value.Value, ci int, inner bool) (value.Value, error) {
	tl, err := c.tiler(tli)
	if err != nil {
		return nil, err
	}
	cv, ok := crdV.(value.TupleValue)
	if !ok {
		return nil, c.want(ci, "a coordinate (an int or a tuple, _ allowed)")
	}
	if v, ok := c.args[ti].(value.ComposedTensorValue); ok {
		return c.composedPartitionBy(v, c.args[tli], cv.T, inner)
	}
	if inner {
		return c.mapTensor(ti, engine.InnerPartitionOp(tl, cv.T, nil))
	}
	return c.mapTensor(ti, engine.OuterPartitionOp(tl, cv.T, nil))
}

// composedPartitionBy is inner_partition (local_tile) or outer_partition
// of a tensor of a composed layout, as tensor_impl.hpp writes them:
// zipped_divide(T, tiler) (the same pointer, the composed layout's
// zipped_divide), sliced at engine.PartitionCoord, slice_and_offset of the
// composed layout moving the pointer.
func (c *callCtx) composedPartitionBy(v value.ComposedTensorValue, tiler value.Value, crd engine.IntTuple, inner bool) (value.Value, error) {
	op := "outer_partition"
	if inner {
		op = "inner_partition"
	}
	zc := &callCtx{name: "zipped_divide", call: c.call, args: []value.Value{v, tiler}}
	zv, err := builtins["zipped_divide"].call(zc)
	if err != nil {
		return nil, err
	}
	switch z := zv.(type) {
	case value.ComposedTensorValue:
		d, ok := z.C.Domain()
		if !ok {
			return nil, c.failf(0, "%s: zipped_divide gave %s, whose shape is not a layout's", op, z.C)
		}
		s, err := engine.PartitionCoord(op, d, crd, inner)
		if err != nil {
			return nil, c.engineErr(2, err)
		}
		return c.sliceComposedTensor(0, z, s)
	case value.TensorValue:
		s, err := engine.PartitionCoord(op, z.T.Layout, crd, inner)
		if err != nil {
			return nil, c.engineErr(2, err)
		}
		zc.args = []value.Value{z}
		return zc.mapTensor(0, engine.SliceOp(s))
	}
	return nil, c.failf(0, "%s: zipped_divide gave a %s", op, zv.Kind())
}

// diceTiler is dice(proj, tiler): the modes of a shape or Tile<...> at
// the ints of proj.
func (c *callCtx) diceTiler(proj engine.IntTuple, i int) (value.Value, error) {
	switch v := c.args[i].(type) {
	case value.TupleValue:
		d, err := engine.Dice(proj, v.T)
		if err != nil {
			return nil, c.engineErr(i, err)
		}
		return value.TupleValue{T: d}, nil
	case value.LayoutValue:
		d, err := engine.DiceLayout(proj, v.L)
		if err != nil {
			return nil, c.engineErr(i, err)
		}
		return value.LayoutValue{L: d}, nil
	case value.TilerValue:
		if !proj.IsTuple() || proj.Len() != len(v.T) {
			return nil, c.failf(i, "dice: the projection %s and the tiler %s have different ranks", proj, v.T)
		}
		var out engine.ByMode
		for j, m := range v.T {
			if !proj.At(j).IsUnderscore() {
				out = append(out, m)
			}
		}
		return value.TilerValue{T: out}, nil
	}
	return nil, c.want(i, "a shape, layout or tiler")
}

// projection reads a Step<...> argument: its ints keep a mode, its X (_)
// drops it.
func (c *callCtx) projection(i int) (engine.IntTuple, error) {
	t, ok := c.args[i].(value.TupleValue)
	if !ok {
		return engine.IntTuple{}, c.want(i, "a projection such as Step<_1,X,_1>{}")
	}
	return t.T, nil
}

// fnLocalTile is local_tile(T, tiler, coord) = inner_partition, and with
// a projection local_tile(T, dice(proj, tiler), dice(proj, coord)).
func fnLocalTile(c *callCtx) (value.Value, error) {
	if len(c.args) == 3 {
		return c.partitionBy(0, 1, c.args[2], 2, true)
	}
	proj, err := c.projection(3)
	if err != nil {
		return nil, err
	}
	tv, err := c.diceTiler(proj, 1)
	if err != nil {
		return nil, err
	}
	cv, ok := c.args[2].(value.TupleValue)
	if !ok {
		return nil, c.want(2, "a coordinate (an int or a tuple, _ allowed)")
	}
	crd, err := engine.Dice(proj, cv.T)
	if err != nil {
		return nil, c.engineErr(2, err)
	}
	cc := *c
	cc.args = []value.Value{c.args[0], tv, value.TupleValue{T: crd}}
	return cc.partitionBy(0, 1, value.TupleValue{T: crd}, 2, true)
}

// fnLocalPartition is local_partition(T, tile, index), with a
// projection local_partition(T, dice(proj, tile), index):
// engine.LocalPartitionOp on the tensor's layout.
func fnLocalPartition(c *callCtx) (value.Value, error) {
	tile, err := c.localPartitionTile()
	if err != nil {
		return nil, err
	}
	idx, err := c.int(2)
	if err != nil {
		return nil, err
	}
	if idx < 0 {
		return nil, c.failf(2, "the index must not be negative, got %d", idx)
	}
	// C++'s Index: a run-time int(i) (or a bare literal, an int in C++)
	// gives a run-time coordinate, Int<i>{} a static one
	f, err := engine.LocalPartitionOpT(tile, c.cppIndex(2), nil)
	if err != nil {
		return nil, c.engineErr(2, err)
	}
	return c.mapTensor(0, f)
}

// localPartitionTile is local_partition's thread layout (argument 1),
// diced by the projection (argument 3) where there is one.
func (c *callCtx) localPartitionTile() (engine.Layout, error) {
	tile, err := c.layoutOr(1, "a thread layout")
	if err != nil {
		return engine.Layout{}, err
	}
	if len(c.args) == 4 {
		proj, err := c.projection(3)
		if err != nil {
			return engine.Layout{}, err
		}
		if tile, err = engine.DiceLayout(proj, tile); err != nil {
			return engine.Layout{}, c.engineErr(1, err)
		}
	}
	return tile, nil
}

// fnRecast is recast<NewType>(tensor): engine.Recast of a pointer
// tensor.
func fnRecast(c *callCtx) (value.Value, error) {
	ty, ok := c.args[0].(value.TypeValue)
	if !ok {
		return nil, c.failf(0, "write the element type as a template argument: recast<uint32_t>(T)")
	}
	t, ok := c.args[1].(value.TensorValue)
	if !ok || t.P().Space == "tmem" {
		return nil, c.want(1, "a tensor of a pointer (make_tensor(make_gmem_ptr<T>(0), layout))")
	}
	r, err := engine.Recast(t.Tensor(), ty.Name, ty.Bits)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return value.FromTensor(r), nil
}

// applyTensor is T(c) of a tensor: with a _ in c the sub-tensor
// (tensor_impl.hpp's slice: the layout sliced, the iterator moved by the
// slice's offset); without, a coordinate tensor's element, its
// ArithTuple coordinate plus layout(c) along each basis direction. A
// pointer tensor's element is memory these tensors do not have.
func applyTensor(f value.Value, n *Call, args []value.Value) (value.Value, error) {
	if len(args) == 0 {
		return nil, errorf(n.RParen, "a coordinate is needed, as in T(5), T(1,2) or T(_,1)")
	}
	ts := make([]engine.IntTuple, len(args))
	for i, a := range args {
		t, ok := a.(value.TupleValue)
		if !ok {
			return nil, errorf(n.Args[i].Pos(), "a coordinate must be an int, a tuple or _, got %s", a.Kind())
		}
		ts[i] = t.T
	}
	crd := ts[0]
	if len(ts) > 1 {
		crd = engine.Tuple(ts...)
	}
	pos := n.Args[0].Pos()
	if b, ok := f.(value.BasisLayoutValue); ok && !hasUnderscore(crd) {
		// L(c) of a basis layout: crd2idx, the coordinate it names as an
		// ArithmeticTuple.
		l, err := b.B.Layout()
		if err != nil {
			return nil, errorf(pos, "%v", err)
		}
		x, err := l.Crd2Idx(crd)
		if err != nil {
			return nil, errorf(pos, "%v", err)
		}
		return arithValue(x), nil
	}
	if !hasUnderscore(crd) {
		switch v := f.(type) {
		case value.TensorValue:
			off, err := v.T.Layout.Eval(crd)
			if err != nil {
				return nil, errorf(pos, "%v", err)
			}
			return nil, errorf(pos, "T%s reads the element at offset %d of the memory behind %s, which a tensor without data does not have (slice with _ instead, as in T(_,1))", crd, off, v.P())
		case value.ComposedTensorValue:
			off, err := v.C.Eval(crd)
			if err != nil {
				return nil, errorf(pos, "%v", err)
			}
			return nil, errorf(pos, "T%s reads the element at offset %d of the memory behind %s, which a tensor without data does not have (slice with _ instead, as in T(_,1))", crd, off, v.P)
		case value.CoordTensorValue:
			// T(c) = *(iter + layout(c)): the coordinate plus crd2idx,
			// an ArithmeticTuple sum with C++'s types.
			r, err := v.T.At(crd)
			if err != nil {
				return nil, errorf(pos, "%v", err)
			}
			return arithValue(r), nil
		}
	}
	c := &callCtx{name: calleeName(n), call: n, args: []value.Value{f}}
	if v, ok := f.(value.ComposedTensorValue); ok {
		r, err := c.sliceComposedTensor(0, v, crd)
		if e, ok := err.(*Error); ok {
			e.Pos = pos
		}
		return r, err
	}
	r, err := c.mapTensor(0, engine.SliceOp(crd))
	if e, ok := err.(*Error); ok {
		e.Pos = pos
	}
	return r, err
}

// arithValue is the value of a coordinate crd2idx gives: a tuple of
// integers, or, where a ScaledBasis remains (crd2idx of a rank-1
// coordinate layout is k@i), a basis stride, which integer arithmetic
// refuses as C++ does.
func arithValue(x engine.IntTuple) value.Value {
	if x.HasBasis() {
		return value.BasisStrideValue{S: x}
	}
	return value.TupleValue{T: x}
}
