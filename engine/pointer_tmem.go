package engine

import (
	"fmt"
	"math/bits"
)

// TmemPointer is tmem_ptr<T> (pointer.hpp): a 32-bit address in tensor
// memory, lane<<16 | column, of elements of Bits bits. It prints as
// cute::print prints it, tmem_[32b](0x0000.0000): the lane, then the
// column, in hex.
type TmemPointer struct {
	Type string // the element type as C++ names it
	Bits int    // sizeof_bits of the element type
	Addr uint32
}

// TmemOffsetShift is tmem_ptr<T>::OffsetShift, log2(32 / bits(T)): how
// far an offset in units of T is rotated right before it is added to the
// address (one 32-bit column holds 32/bits(T) elements).
func TmemOffsetShift(bits int) int {
	s := 0
	for r := 32 / max(bits, 1); r > 1; r >>= 1 {
		s++
	}
	return s
}

// Add is p + n: n rotated right by TmemOffsetShift and added to the
// 32-bit address (wrapping), so that the sub-column part of n lands in
// the address's unused high bits, where C++ keeps it "for debug".
func (p TmemPointer) Add(n int) (Iterator, error) {
	p.Addr += bits.RotateLeft32(uint32(n), -TmemOffsetShift(p.Bits))
	return p, nil
}

func (p TmemPointer) String() string {
	return fmt.Sprintf("tmem_[%db](0x%04x.%04x)", p.Bits, p.Addr>>16, p.Addr&0xFFFF)
}
