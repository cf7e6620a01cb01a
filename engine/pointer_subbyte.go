package engine

import "fmt"

// addSubbyte is p + n for a sub-byte element type, as C++'s
// subbyte_iterator moves (container/array_subbyte.hpp): its storage is
// bytes, so k = Bits·n + Bit bits in, the pointer advances k/8 bytes and
// the bit index is k%8. C++ adds n as a uint64_t, so a negative n wraps
// to nonsense there: it is refused here.
func (p Pointer) addSubbyte(n int) (Iterator, error) {
	if n < 0 {
		return nil, fmt.Errorf("a %d-bit (sub-byte) pointer moved by %d: C++'s subbyte_iterator adds an unsigned offset, so it cannot move back", p.Bits, n)
	}
	k, err := MulInt(n, p.Bits)
	if err == nil {
		k, err = AddInt(k, p.Bit)
	}
	if err != nil {
		return nil, fmt.Errorf("an offset of %d %d-bit elements overflows 64 bits", n, p.Bits)
	}
	addr, err := AddInt(p.Addr, k/8)
	if err != nil {
		return nil, fmt.Errorf("the address 0x%x moved by %d %d-bit elements is outside 0 to 2^63-1", p.Addr, n, p.Bits)
	}
	p.Addr, p.Bit = addr, k%8
	return p, nil
}
