package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// composedTensor is the tensor of pointer p moved by off elements and the
// layout or composed layout f: a TensorValue where f is plain.
func (c *callCtx) composedTensor(i int, p value.PointerValue, f engine.Fn, off int) (value.Value, error) {
	q, err := p.Advance(off)
	if err != nil {
		return nil, c.failf(i, "%v", err)
	}
	switch f := f.(type) {
	case engine.Layout:
		return value.NewTensor(q, f), nil
	case engine.ComposedLayout:
		return value.ComposedTensorValue{P: q, C: f}, nil
	}
	return nil, c.failf(i, "the slice gave %s, neither a layout nor a composed layout", f)
}

// sliceComposedTensor is T(c) of a tensor of a composed layout, c with
// a _: slice_and_offset(c, layout) and the pointer moved by its offset.
func (c *callCtx) sliceComposedTensor(i int, v value.ComposedTensorValue, crd engine.IntTuple) (value.Value, error) {
	f, off, err := v.C.SliceAndOffset(crd)
	if err != nil {
		return nil, c.engineErr(i, err)
	}
	return c.composedTensor(i, v.P, f, off)
}

// composedPartition is partition_A|B|C (thr_mma) or partition_S|D
// (thr_copy) of a tensor of a composed layout (argument 1): which is the
// last letter of the call's name.
func (c *callCtx) composedPartition(v value.ComposedTensorValue) (value.Value, error) {
	which := c.name[len(c.name)-1:]
	var f engine.Fn
	var off int
	var err error
	switch s := c.args[0].(type) {
	case value.ThrMMAValue:
		f, off, err = s.S.PartitionComposed(which, v.C)
	case value.ThrCopyValue:
		f, off, err = s.S.PartitionComposed(which, v.C)
	default:
		return nil, c.want(0, "a ThrMMA or ThrCopy (get_slice(i))")
	}
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return c.composedTensor(1, v.P, f, off)
}
