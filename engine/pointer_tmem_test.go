package engine

import "testing"

// TestTmemPointerAdd: tmem_ptr<T> + n rotates n right by log2(32/bits(T))
// before adding it, so two 16-bit elements make one column and the odd
// element's half lands in the address's top bit (pointer.hpp).
func TestTmemPointerAdd(t *testing.T) {
	for _, c := range []struct {
		bits, n int
		want    string
	}{
		{32, 0, "tmem_[32b](0x0000.0000)"},
		{32, 1, "tmem_[32b](0x0000.0001)"},
		{32, 1 << 16, "tmem_[32b](0x0001.0000)"},
		{16, 2, "tmem_[16b](0x0000.0001)"},
		{16, 1, "tmem_[16b](0x8000.0000)"},
		{8, 4, "tmem_[8b](0x0000.0001)"},
		{64, 1, "tmem_[64b](0x0000.0001)"},
	} {
		it, err := TmemPointer{Type: "T", Bits: c.bits}.Add(c.n)
		if err != nil || it.String() != c.want {
			t.Errorf("tmem_ptr<%db> + %d = %v %v, want %s", c.bits, c.n, it, err, c.want)
		}
	}
}
