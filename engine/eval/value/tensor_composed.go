package value

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
