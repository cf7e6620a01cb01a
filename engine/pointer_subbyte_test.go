package engine

import "testing"

// TestPointerAddSubbyte: a sub-byte pointer moves by bits, carrying the
// bit index past each byte, and prints as print(subbyte_iterator) with
// its space: the values g++ printed for make_tensor(make_gmem_ptr<
// int4b_t>(0x1000), (8,64):(1,8)) sliced at (_,3) and (1,_), and for
// smem uint1b_t at (3,_). A move back is refused (C++ adds it unsigned).
func TestPointerAddSubbyte(t *testing.T) {
	for _, c := range []struct {
		p    Pointer
		n    int
		want string
	}{
		{Pointer{Space: "gmem", Type: "int4b_t", Bits: 4}, 0, "gmem_subptr[4b]((nil).0)"},
		{Pointer{Space: "gmem", Type: "int4b_t", Bits: 4, Addr: 0x1000}, 24, "gmem_subptr[4b](0x100c.0)"},
		{Pointer{Space: "gmem", Type: "int4b_t", Bits: 4, Addr: 0x1000}, 1, "gmem_subptr[4b](0x1000.4)"},
		{Pointer{Space: "smem", Type: "uint1b_t", Bits: 1, Addr: 0x1000}, 3, "smem_subptr[1b](0x1000.3)"},
		{Pointer{Type: "uint1b_t", Bits: 1, Addr: 0x10, Bit: 7}, 10, "subptr[1b](0x12.1)"},
	} {
		q, err := c.p.Add(c.n)
		if err != nil || q.String() != c.want {
			t.Errorf("%s + %d = %v, %v; want %s", c.p, c.n, q, err, c.want)
		}
	}
	if _, err := (Pointer{Type: "uint4b_t", Bits: 4, Addr: 0x10}).Add(-1); err == nil {
		t.Error("a sub-byte pointer moved back was accepted")
	}
}
