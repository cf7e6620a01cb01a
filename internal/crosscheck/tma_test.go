package crosscheck

import "testing"

// TestCutlassTMA checks make_tma_copy and make_tma_atom against C++,
// cuTensorMapEncodeTiled's arguments included (recorded by the stub in
// stubs_tma/): TMACases, its random part from the campaign's seed.
func TestCutlassTMA(t *testing.T) {
	seed, n := campaign(t, 200, 40)
	cs := TMACases(seed, n)
	if testing.Short() {
		cs = cs[:len(cs)/4]
	}
	compare(t, cs, TMAFlags()...)
}

// TestCutlassGMMADesc checks make_gmma_desc's GmmaDescriptor against C++
// (with the stubs of TMAFlags, whose cvta stub lets the host compute the
// start address).
func TestCutlassGMMADesc(t *testing.T) {
	compare(t, GMMADescCases(), TMAFlags()...)
}

// TestCutlassTMAMask checks create_tma_multicast_mask against C++.
func TestCutlassTMAMask(t *testing.T) {
	compare(t, MulticastMaskCases(), TMAFlags()...)
}

// TestCutlassTMAPartition checks tma_partition against C++.
func TestCutlassTMAPartition(t *testing.T) {
	compare(t, TMAPartitionCases(), TMAFlags()...)
}

// TestCutlassDynamicTMA checks DynamicTMACases against C++: TMA copies of
// global tensors of run-time extents, their coordinate tensors and tiles.
func TestCutlassDynamicTMA(t *testing.T) {
	compare(t, DynamicTMACases(), TMAFlags()...)
}
