package eval

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Register fragments: make_tensor<T>(layout) (tensor_impl.hpp) owns its
// elements in an ArrayEngine, whose iterator is a plain T*, so C++ prints
// it as ptr[32b](0x7ffd…) o ((_2,_2),_1,_2):((_1,_2),_0,_4) with the
// address where the array falls on the stack. That address differs from
// run to run and means nothing to a layout, so cutetui prints a fixed,
// plainly made-up one (FragmentAddr); readback accepts any address.

// FragmentAddr is the byte address a register tensor's element 0 prints
// at: a round, made-up stand-in for the stack address C++ prints.
const FragmentAddr = 0x7f0000000000

// fragmentBits are the widths of the element types of register
// fragments beyond atom.ElementType's and the sub-byte types
// (subbyteTypes, whose subbyte_iterator prints subptr[4b](0x….0)): the
// complex accumulators of the double-precision atoms, whose T* prints
// ptr[128b], and the 1-bit atoms' cute::uint1b_t.
var fragmentBits = map[string]int{
	"complex<double>": 128,
	// SM80_8x8x4_GC64C64C64GC64_TN's accumulator: struct GaussComplex
	// { double t0, t1, t2; }, whose T* prints ptr[192b].
	"SM80_8x8x4_GC64C64C64GC64_TN::GaussComplex": 192,
	"complex<float>": 64,
	"cute::uint1b_t": 1,
}

// registerTensor is make_tensor<T>(l): a register tensor of element type
// ty over l, its element 0 at FragmentAddr; of a sub-byte type, at bit 0
// of it. A type of no known width leaves the layout l. Its ArrayEngine
// holds cosize(l) elements, so C++ owns only a layout all of whose
// integers are static (MakeTensor's static_assert "Dynamic owning tensors
// not supported"): one holding a run-time integer is refused
// (errDynamicOwning), make_fragment_like and partition_fragment_X of a
// run-time shape or stride included.
func registerTensor(ty string, l engine.Layout) (value.Value, error) {
	if !l.IsStatic() {
		return nil, errDynamicOwning{l}
	}
	name, bits, ok := atom.ElementType(ty)
	if !ok {
		name, bits = ty, fragmentBits[ty]
	}
	if b, ok := subbyteTypes[ty]; ok {
		bits = b
	}
	if bits == 0 || bits > 8 && bits%8 != 0 {
		return value.LayoutValue{L: l}, nil
	}
	return value.NewTensor(value.PointerValue{Type: value.TypeValue{Name: name, Bits: bits}, Addr: FragmentAddr}, l), nil
}

// errDynamicOwning is C++'s refusal of a register tensor over a layout
// holding a run-time integer.
type errDynamicOwning struct{ l engine.Layout }

func (e errDynamicOwning) Error() string {
	return fmt.Sprintf("Dynamic owning tensors not supported: a register tensor (make_tensor<T>) needs a static layout, and %s holds run-time integers (static_assert(is_static<Layout>) in tensor_impl.hpp's MakeTensor)", e.l)
}

// operandFragment is make_fragment_A|B's register tensor of an operand
// held in registers (FrgTypeA|B, the value type): make_fragment_like<T>
// of the partition, whose layout is r.
func operandFragment(a atom.MMAAtom, which string, r engine.Layout) (value.Value, error) {
	ty := a.ValTypeA
	if which == "B" {
		ty = a.ValTypeB
	}
	return registerTensor(ty, r)
}

// accumulatorFragment is make_fragment_C's make_tensor<FrgTypeC>(shape):
// v, the column-major layout of the partition's shape, as a register
// tensor of the accumulator type; a TMEM fragment (UMMA) is left as it is.
func accumulatorFragment(a atom.MMAAtom, v value.Value) (value.Value, error) {
	if lv, ok := v.(value.LayoutValue); ok {
		return registerTensor(a.ValTypeC, lv.L)
	}
	return v, nil
}

// fragmentOperand reads argument i of partition_fragment_X and
// make_fragment_X as a tensor (or, as cutetui allows, a layout). C++
// takes only a tensor (it reads T.data()), so a composed layout or a
// shape is refused with the spelling that works.
func (c *callCtx) fragmentOperand(i int) (engine.Layout, *value.PointerValue, error) {
	switch v := c.args[i].(type) {
	case value.ComposedValue:
		ty := "T"
		if bits, flagged := v.C.OffsetTerm().FlagBits(); flagged {
			if name, ok := fragmentPtrTypes[bits]; ok {
				ty = name
			}
		}
		return engine.Layout{}, nil, c.failf(i, "takes a tensor, not a composed layout (C++ reads the tensor's pointer): make a shared-memory tensor of the layout L, make_tensor(make_smem_ptr<%s>(0), L)", ty)
	case value.TupleValue:
		return engine.Layout{}, nil, c.failf(i, "takes a tensor, not a shape (partition_shape_%s(mma, shape) is a fragment's shape, partition_fragment_C(mma, shape) the accumulators)", c.name[len(c.name)-1:])
	}
	return c.layoutOrTensor(i)
}

// fragmentPtrTypes name an element type of each width GMMA's
// smem_ptr_flag_bits<B> layouts are made for.
var fragmentPtrTypes = map[int]string{8: "uint8_t", 16: "half_t", 32: "float", 64: "double"}

// composedFragment is partition_fragment_A|B (which) of a tensor of a
// composed layout: make_fragment_A|B(partition_A|B(T)), the fragment of
// the thread's partition, which slice_and_offset makes a plain layout
// where the swizzle folds away. For a run-time thread index C++ holds the
// folded strides the swizzle's run-time bits reach as run-time ints
// (engine's slice of a swizzle tracks them as MixedBits), and
// make_fragment_like orders the modes of run-time strides as compact_order
// does.
func (c *callCtx) composedFragment(s atom.ThrMMA, which string, v value.ComposedTensorValue) (value.Value, error) {
	if which == "A" && s.Atom.FrgTypeA != "" || which == "B" && s.Atom.FrgTypeB != "" {
		return nil, c.failf(1, "a GMMA descriptor is made of a shared-memory tensor whose pointer carries the swizzle: make_tensor(make_smem_ptr<T>(0), L) of a GMMA::Layout_*_Atom tiled to shape")
	}
	f, _, err := s.PartitionComposed(which, v.C)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	p, ok := f.(engine.Layout)
	if !ok {
		return nil, c.failf(1, "the thread's partition %s keeps its swizzle; make_fragment_%s takes a plain layout", f, which)
	}
	var r engine.Layout
	if which == "A" {
		r, err = s.Atom.MakeFragmentA(p, atom.FragmentSource{})
	} else {
		r, err = s.Atom.MakeFragmentB(p, atom.FragmentSource{})
	}
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return c.owned(1)(operandFragment(s.Atom, which, r))
}

// owned passes a register tensor through, or its refusal as argument i's.
func (c *callCtx) owned(i int) func(value.Value, error) (value.Value, error) {
	return func(v value.Value, err error) (value.Value, error) {
		if err != nil {
			return nil, c.failf(i, "%v", err)
		}
		return v, nil
	}
}
