package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// MakeTmemCopy is make_tmem_copy(atom, tmem) (copy_traits_sm100.hpp): the
// TiledCopy of a TMEM load or store over a TMEM tensor whose values are
// tBits wide and whose layout is data (coord -> TMEM address). Four warps
// take part; warp w may reach only the 32-lane sub-partition w, so every
// thread of a warp starts at the same address, 32 lanes past the last
// warp's:
//
//	atom_t_layout = (32,4):(0, 32·DP<T>)
//	atom_v_layout = coalesce(upcast<bits(T)>(ValID))
//	make_cotiled_copy(atom, (atom_t_layout, atom_v_layout), data)
//
// C++ asserts that the atom's value type is as wide as the tensor's.
func MakeTmemCopy(a CopyAtom, tBits int, data engine.Layout) (TiledCopy, error) {
	const op = "make_tmem_copy"
	valID, ok := TmemValID(a.Op)
	if !ok {
		return TiledCopy{}, copyErr(op, "not a TMEM copy", "%s is not an SM100_TMEM_LOAD or SM100_TMEM_STORE operation", a.Op)
	}
	if a.ValBits != tBits {
		return TiledCopy{}, copyErr(op, "Expected a CopyAtom with the same type-width as the Tensor.", "the atom's %d-bit values, the tensor's %d-bit", a.ValBits, tBits)
	}
	thr := lay("(32,4)", fmt.Sprintf("(0,%d)", 32*TmemDP(tBits)))
	v, err := engine.Upcast(valID, tBits)
	if err != nil {
		return TiledCopy{}, err
	}
	tv, err := engine.Concat(thr, engine.Coalesce(v))
	if err != nil {
		return TiledCopy{}, err
	}
	return MakeCotiledCopy(a, tv, data)
}
