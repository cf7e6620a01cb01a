package engine

import (
	"strings"
	"testing"
)

// gmemHalf is make_tensor(make_gmem_ptr<half_t>(0), (128,64):(64,1)), a
// row-major 128×64 tile of 2-byte elements.
func gmemHalf(t *testing.T) Tensor {
	t.Helper()
	l, err := MakeLayout(Ints(128, 64), Ints(64, 1))
	if err != nil {
		t.Fatal(err)
	}
	return MakeTensor(Pointer{Space: "gmem", Type: "half_t", Bits: 16}, l)
}

// TestTensorPartitions: each partition moves the pointer to the element
// its slice starts at (elements × 2 bytes) and keeps the sliced layout,
// worked by hand from zipped_divide((128,64):(64,1), tiler).
func TestTensorPartitions(t *testing.T) {
	g := gmemHalf(t)
	thr, err := MakeLayout(Ints(16, 8), Ints(1, 16))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		f    func() (Tensor, error)
		want string
	}{
		// tile (32,16):(64,1); tile (1,2) starts at 1·32·64 + 2·16 = 2080 elements.
		{"local_tile", func() (Tensor, error) { return LocalTile(g, Ints(32, 16), Ints(1, 2)) }, "gmem_ptr[16b](0x1040) o (32,16):(64,1)"},
		{"inner_partition", func() (Tensor, error) { return InnerPartition(g, Ints(32, 16), Ints(1, 2)) }, "gmem_ptr[16b](0x1040) o (32,16):(64,1)"},
		// the tiles (4,4):(2048,16); element (1,2) of each is at 64 + 2 = 66.
		{"outer_partition", func() (Tensor, error) { return OuterPartition(g, Ints(32, 16), Ints(1, 2)) }, "gmem_ptr[16b](0x84) o (4,4):(2048,16)"},
		// thread 13 of (16,8):(1,16) is (13,0): element (13,0) of every 16×8 tile, 13·64 = 832.
		{"local_partition", func() (Tensor, error) { return LocalPartition(g, thr, 13) }, "gmem_ptr[16b](0x680) o (8,8):(1024,8)"},
		{"slice", func() (Tensor, error) { return g.Slice(Tuple(Underscore(), Int(5))) }, "gmem_ptr[16b](0xa) o (128):(64)"},
		{"domain_offset", func() (Tensor, error) { return DomainOffset(Ints(2, 3), g) }, "gmem_ptr[16b](0x106) o (128,64):(64,1)"},
		// 2 half_t per uint32_t: upcast<2> of the layout, the same address;
		// 2 uint8_t per half_t: downcast<2>, the stride-1 mode twice as long.
		{"recast", func() (Tensor, error) { return Recast(g, "uint32_t", 32) }, "gmem_ptr[32b]((nil)) o (128,32):(32,1)"},
		{"recast down", func() (Tensor, error) { return Recast(g, "uint8_t", 8) }, "gmem_ptr[8b]((nil)) o (128,128):(128,1)"},
	} {
		r, err := c.f()
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if r.String() != c.want {
			t.Errorf("%s = %s, want %s", c.name, r, c.want)
		}
	}
}

// TestTensorPartitionRefusals: a coordinate of more modes than the tiles
// have is C++'s append static_assert; a negative thread index is refused.
func TestTensorPartitionRefusals(t *testing.T) {
	g := gmemHalf(t)
	if _, err := LocalTile(g, Ints(32, 16), Ints(1, 2, 3)); err == nil || !strings.Contains(err.Error(), "N >= tuple_size<T>::value") {
		t.Errorf("local_tile with a rank-3 coordinate: %v", err)
	}
	thr, _ := MakeLayout(Ints(16, 8), Ints(1, 16))
	if _, err := LocalPartition(g, thr, -1); err == nil {
		t.Error("local_partition of thread -1 succeeded")
	}
	// (128,64):(64,1) ends at element 8191; a pointer near 2^63 cannot move there.
	far := MakeTensor(Pointer{Space: "gmem", Type: "half_t", Bits: 16, Addr: 1<<63 - 16}, g.Layout)
	if _, err := DomainOffset(Ints(127, 63), far); err == nil {
		t.Error("a pointer moved past 2^63-1 was accepted")
	}
}

// TestPointerPrintsAsCpp: cute::print's forms of the iterators.
func TestPointerPrintsAsCpp(t *testing.T) {
	sw, err := NewSwizzle(3, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		it   Iterator
		want string
	}{
		{Pointer{Space: "gmem", Type: "half_t", Bits: 16}, "gmem_ptr[16b]((nil))"},
		{Pointer{Space: "smem", Type: "float", Bits: 32, Addr: 0x40}, "smem_ptr[32b](0x40)"},
		{Pointer{Space: "smem", Type: "half_t", Bits: 16, Addr: 0x400, Swizzled: true, Sw: sw}, "Sw<3,4,3>_smem_ptr[16b](0x400)"},
		{Pointer{Type: "float", Bits: 32, Addr: 0x7f0000000000}, "ptr[32b](0x7f0000000000)"},
		{DescriptorIterator{}, "GMMA::DescriptorIterator"},
	} {
		if got := c.it.String(); got != c.want {
			t.Errorf("%#v prints %s, want %s", c.it, got, c.want)
		}
	}
}

// TestPointerAdd: a pointer moves by whole elements of its width (a
// sub-byte one: TestPointerAddSubbyte); a descriptor iterator prints the
// same wherever it is.
func TestPointerAdd(t *testing.T) {
	p := Pointer{Space: "smem", Type: "half_t", Bits: 16, Addr: 0x100}
	q, err := p.Add(24)
	if err != nil || q.String() != "smem_ptr[16b](0x130)" {
		t.Errorf("smem half_t 0x100 + 24 = %v, %v; want smem_ptr[16b](0x130)", q, err)
	}
	if q, err := p.Add(-128); err != nil || q.String() != "smem_ptr[16b]((nil))" {
		t.Errorf("0x100 - 128 half_t = %v, %v; want (nil)", q, err)
	}
	if _, err := p.Add(-129); err == nil {
		t.Error("a pointer moved below address 0 was accepted")
	}
	d, err := DescriptorIterator{}.Add(512)
	if err != nil || d.String() != "GMMA::DescriptorIterator" {
		t.Errorf("DescriptorIterator + 512 = %v, %v", d, err)
	}
}

// TestTensorOpTrace: the traced partition records its zipped_divide and
// its slice, and gives the untraced result.
func TestTensorOpTrace(t *testing.T) {
	g := gmemHalf(t)
	var tr Trace
	l, off, err := LocalTileOp(Ints(32, 16), Ints(1, 2), &tr)(g.Layout)
	if err != nil {
		t.Fatal(err)
	}
	if l.String() != "(32,16):(64,1)" || off != 2080 {
		t.Errorf("traced local_tile = %s at %d, want (32,16):(64,1) at 2080", l, off)
	}
	var text []string
	for _, s := range tr.Steps {
		text = append(text, s.Text)
	}
	all := strings.Join(text, "\n")
	for _, want := range []string{"local_tile(T, tiler, coord) = inner_partition(T, tiler, coord)", "zipped_divide = ((32,16),(4,4)):((64,1),(2048,16))", "starting at offset 2080"} {
		if !strings.Contains(all, want) {
			t.Errorf("the trace lacks %q:\n%s", want, all)
		}
	}
}
