package atom

import "testing"

// TestGMMADescWordPacksTheBitfield: the fields land where GmmaDescriptor's
// bitfield puts them; the words are those C++ printed for K block 3 of a
// K-major 128B-swizzled half_t tile and K block 1 of an MN-major 64B one.
func TestGMMADescWordPacksTheBitfield(t *testing.T) {
	for _, c := range []struct {
		d    GMMADesc
		want uint64
	}{
		{GMMADesc{StartAddr: 6, LBO: 1, SBO: 64, LayoutType: 1}, 0x4000004000010006},
		{GMMADesc{StartAddr: 0x80, LBO: 32, SBO: 64, LayoutType: 2}, 0x8000004000200080},
		{GMMADesc{StartAddr: 0x3fff, LBO: 0x3fff, SBO: 0x3fff, BaseOffset: 7, LayoutType: 3}, 0xc00e3fff3fff3fff},
	} {
		if got := c.d.Word(); got != c.want {
			t.Errorf("%+v: 0x%016x, want 0x%016x", c.d, got, c.want)
		}
	}
}
