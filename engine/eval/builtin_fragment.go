package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
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
// fragments beyond atom.ElementType's: the complex accumulators of the
// double-precision atoms, whose T* prints ptr[128b].
var fragmentBits = map[string]int{
	"complex<double>": 128,
	"complex<float>":  64,
}

// registerTensor is make_tensor<T>(l): a register tensor of element type
// ty over l, its element 0 at FragmentAddr. A sub-byte type (uint1b_t,
// int4_t), whose C++ iterator is a subbyte_iterator printed
// subptr[4b](0x….0), is not modelled: its fragment stays the layout l.
func registerTensor(ty string, l engine.Layout) Value {
	name, bits, ok := atom.ElementType(ty)
	if !ok {
		name, bits = ty, fragmentBits[ty]
	}
	if bits < 8 || bits%8 != 0 {
		return LayoutValue{l}
	}
	return TensorValue{P: PointerValue{Type: TypeValue{Name: name, Bits: bits}, Addr: FragmentAddr}, L: l}
}

// isRegisterTensor reports whether v is a register tensor (a fragment):
// a tensor of a plain T*.
func isRegisterTensor(v Value) bool {
	t, ok := v.(TensorValue)
	return ok && t.P.Space == ""
}

// operandFragment is make_fragment_A|B's register tensor of an operand
// held in registers (FrgTypeA|B, the value type): make_fragment_like<T>
// of the partition, whose layout is r.
func operandFragment(a atom.MMAAtom, which string, r engine.Layout) Value {
	ty := a.ValTypeA
	if which == "B" {
		ty = a.ValTypeB
	}
	return registerTensor(ty, r)
}

// accumulatorFragment is make_fragment_C's make_tensor<FrgTypeC>(shape):
// v, the column-major layout of the partition's shape, as a register
// tensor of the accumulator type; a TMEM fragment (UMMA) is left as it is.
func accumulatorFragment(a atom.MMAAtom, v Value) Value {
	if lv, ok := v.(LayoutValue); ok {
		return registerTensor(a.ValTypeC, lv.L)
	}
	return v
}
