package atom

import (
	"math/rand"
	"testing"
)

// TestUMMASmemFields: the fields of a descriptor g++ printed (a K-major
// 128B-swizzled half_t tile: LBO 1, SBO 64, version 1, SWIZZLE_128B), and
// for random words the fields put back together give the word less its
// unused bits.
func TestUMMASmemFields(t *testing.T) {
	want := []uint32{0, 1, 64, 1, 0, 0, 2}
	for i, f := range UMMASmemFields(0x4000404000010000) {
		if f.Value != want[i] {
			t.Errorf("%s = %d, want %d", f.Name, f.Value, want[i])
		}
	}
	if s := UMMALayoutTypeName(2); s != "SWIZZLE_128B" {
		t.Errorf("UMMALayoutTypeName(2) = %q", s)
	}
	const used = 0x3FFF | 0x3FFF<<16 | 0xFFFF<<32 | 0xF<<49 | 7<<61 // the union's named bits
	r := rand.New(rand.NewSource(1))
	for range 100 {
		d := r.Uint64()
		var back uint64
		for _, f := range UMMASmemFields(d) {
			back |= uint64(f.Value) << f.Lo
		}
		if back != d&used {
			t.Fatalf("fields of %#x put back give %#x, want %#x", d, back, d&used)
		}
	}
}
