package atom

import "github.com/cutetui/cutetui/engine"

// MMARefusal says why an MMA operation C++ declares cannot be made into
// an atom here; it is nil for any other name. CUTLASS's
// MMA_Traits<SM80_16x8x128_S32U1U1S32_TN_XORPOPC> (and _ANDPOPC, which
// inherits it) in mma_traits_sm80.hpp declares
//
//	ALayout = Layout<Shape <Shape <_4,_8>,Shape <_32,_2>>,
//	                 Stride<Stride<_512,_1>,Stride<Stride<_16,_8>>>>
//
// whose stride is not congruent with its shape (mode 1: the rank-1
// ((16,8)) against (32,2)). C++ prints such an MMA_Atom, but anything
// that composes its A layout (get_layoutA_TV, thrfrg_A, partition_A,
// partition_shape_A) does not compile (no operator* of tuple<_16,_8>
// and _1 in layout.hpp); cutetui's layouts are congruent by
// construction, so it refuses the atom and says why.
func MMARefusal(name string) error {
	if name != "SM80_16x8x128_S32U1U1S32_TN_XORPOPC" && name != "SM80_16x8x128_S32U1U1S32_TN_ANDPOPC" {
		return nil
	}
	return &engine.Error{Op: "MMA_Atom", Cond: "ALayout is not congruent",
		Detail: "MMA_Traits<" + name + "> (mma_traits_sm80.hpp) declares ALayout Shape ((_4,_8),(_32,_2)) with Stride ((_512,_1),((_16,_8))): " +
			"C++ prints the atom but cannot compile anything that composes its A layout (get_layoutA_TV, partition_A), and a layout here must be congruent; " +
			"SM80_16x8x256_S32U1U1S32_TN_XORPOPC and SM80_8x8x128_S32U1U1S32_TN_XORPOPC are the 1-bit atoms that work"}
}
