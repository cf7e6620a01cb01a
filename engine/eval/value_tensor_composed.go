package eval

import "github.com/cutetui/cutetui/engine"

// ComposedTensorValue is make_tensor(ptr, A o O o B) of a composed layout
// other than GMMA's Sw o smem_ptr[Nb](unset) o L (which makes a swizzle
// pointer instead): CUTLASS's sgemm_sm80 writes its swizzled shared
// memory composition(Swizzle<3,3,3>{}, L). It prints as cute::print:
// smem_ptr[16b]((nil)) o Sw<3,3,3> o _0 o (_64,_32):(_32,_1). A slice or a
// partition of it is slice_and_offset of the composed layout, which folds
// the swizzle into a plain layout and the pointer's offset where the
// modes left do not reach the bits it reads (then a TensorValue).
type ComposedTensorValue struct {
	P PointerValue
	C engine.ComposedLayout
}

func (ComposedTensorValue) Kind() Kind                    { return KindTensor }
func (v ComposedTensorValue) String() string              { return v.P.String() + " o " + v.C.String() }
func (v ComposedTensorValue) StaticString() string        { return v.P.String() + " o " + v.C.StaticString() }
func (ComposedTensorValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }

// composedTensor is the tensor of pointer p moved by off elements and the
// layout or composed layout f: a TensorValue where f is plain.
func (c *callCtx) composedTensor(i int, p PointerValue, f engine.Fn, off int) (Value, error) {
	q, err := p.advance(off)
	if err != nil {
		return nil, c.failf(i, "%v", err)
	}
	switch f := f.(type) {
	case engine.Layout:
		return TensorValue{P: q, L: f}, nil
	case engine.ComposedLayout:
		return ComposedTensorValue{P: q, C: f}, nil
	}
	return nil, c.failf(i, "the slice gave %s, neither a layout nor a composed layout", f)
}

// sliceComposedTensor is T(c) of a tensor of a composed layout, c with
// a _: slice_and_offset(c, layout) and the pointer moved by its offset.
func (c *callCtx) sliceComposedTensor(i int, v ComposedTensorValue, crd engine.IntTuple) (Value, error) {
	f, off, err := v.C.SliceAndOffset(crd)
	if err != nil {
		return nil, c.engineErr(i, err)
	}
	return c.composedTensor(i, v.P, f, off)
}

// composedPartition is partition_A|B|C (thr_mma) or partition_S|D
// (thr_copy) of a tensor of a composed layout (argument 1): which is the
// last letter of the call's name.
func (c *callCtx) composedPartition(v ComposedTensorValue) (Value, error) {
	which := c.name[len(c.name)-1:]
	var f engine.Fn
	var off int
	var err error
	switch s := c.args[0].(type) {
	case ThrMMAValue:
		f, off, err = s.S.PartitionComposed(which, v.C)
	case ThrCopyValue:
		f, off, err = s.S.PartitionComposed(which, v.C)
	default:
		return nil, c.want(0, "a ThrMMA or ThrCopy (get_slice(i))")
	}
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return c.composedTensor(1, v.P, f, off)
}
