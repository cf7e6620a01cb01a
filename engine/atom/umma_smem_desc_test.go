package atom

import (
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestUMMASmemDesc: make_umma_desc<K> of one K block of a K-major SW128
// half_t tile and <MN> of an MN-major SW128_32B one, whose words g++
// printed (d.hi, d.lo: 1073758272, 65536 and 536887360, 2097152, start
// address 0 on the host); a start address enters bits 0-13 as addr >> 4;
// a K-major BASE32B tile is refused.
func TestUMMASmemDesc(t *testing.T) {
	sw343, _ := engine.NewSwizzle(3, 4, 3)
	sw252, _ := engine.NewSwizzle(2, 5, 2)
	k := lay("(128,16)", "(64,1)") // local_tile of tile_to_shape(Layout_K_SW128_Atom<half_t>{}, (128,128)), K block 1
	for _, c := range []struct {
		l      engine.Layout
		sw     engine.Swizzle
		addr   int
		major  string
		hi, lo uint32
	}{
		{k, sw343, 0, "K", 1073758272, 65536},
		{k, sw343, 0x1230, "K", 1073758272, 65536 | 0x123},
		{lay("((64,2),(4,4))", "((1,256),(64,512))"), sw252, 0, "MN", 536887360, 2097152},
	} {
		d, err := UMMASmemDesc(c.l, 16, c.sw, c.addr, c.major)
		if err != nil || uint32(d>>32) != c.hi || uint32(d) != c.lo {
			t.Errorf("make_umma_desc<%s>(%s) = (%d,%d), %v; want (%d,%d)", c.major, c.l, uint32(d>>32), uint32(d), err, c.hi, c.lo)
		}
	}
	if _, err := UMMASmemDesc(k, 16, sw252, 0, "K"); err == nil {
		t.Error("a K-major SWIZZLE_128B_BASE32B tile was accepted")
	}
}
