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

// TestRecastSubbyte: a sub-byte tensor recast to bytes keeps its address
// when its pointer is at bit 0 and is refused otherwise, as C++'s
// recast_ptr asserts (raw_pointer_cast of a subbyte_iterator).
func TestRecastSubbyte(t *testing.T) {
	l, err := MakeLayout(Ints(64), Ints(1))
	if err != nil {
		t.Fatal(err)
	}
	p := Pointer{Space: "gmem", Type: "int4b_t", Bits: 4, Addr: 0x1000}
	r, err := Recast(MakeTensor(p, l), "uint8_t", 8)
	if err != nil || r.String() != "gmem_ptr[8b](0x1000) o (32):(1)" {
		t.Errorf("recast<uint8_t> at bit 0 = %v, %v", r, err)
	}
	p.Bit = 4
	if r, err := Recast(MakeTensor(p, l), "uint8_t", 8); err == nil {
		t.Errorf("recast<uint8_t> of a pointer at bit 4 = %v, want refused", r)
	}
}
