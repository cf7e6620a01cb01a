package value

import (
	"fmt"
	"math/bits"

	"github.com/cutetui/cutetui/engine/atom"
)

// A tmem_ptr<T> (pointer.hpp) is a PointerValue of Space "tmem": a 32-bit
// TMEM address, lane<<16 | column, printed as cute::print prints it,
// tmem_[32b](0x0000.0000), the lane and the column in hex.
func tmemString(v PointerValue) string {
	a := uint32(v.Addr)
	return fmt.Sprintf("tmem_[%db](0x%04x.%04x)", v.Type.Bits, a>>16, a&0xFFFF)
}

// tmemAdvance is tmem_ptr + n: the offset n (in units of T) rotated right
// by OffsetShift = log2(32/bits(T)) and added to the 32-bit address, so
// that the sub-word part of n lands in the unused high bits, as C++ keeps
// it "for debug".
func tmemAdvance(v PointerValue, n int) PointerValue {
	off := bits.RotateLeft32(uint32(n), -atom.TmemOffsetShift(v.Type.Bits))
	v.Addr = int(uint32(v.Addr) + off)
	return v
}
