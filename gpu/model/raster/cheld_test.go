package raster

import "testing"

// TestSimulateCHeld: C's share in a partition. 0 is 1/Partitions, to the
// byte; holding more of C leaves less room for A and B, so at a launch near
// the L2's edge (tma-multicast's 256×256 tiles at 4096×12288×2304 under
// N=1 on 66 clusters: A, a wave's B panels and half its C fill 103% of a
// partition) more of A is read again; a share outside [0, 1] is refused.
func TestSimulateCHeld(t *testing.T) {
	p := Problem{M: 4096, N: 12288, K: 2304, TileM: 256, TileN: 256, TileK: 64, ElemBytes: 2}
	d := Device{Name: "h200 clusters", SMs: 66, L2Bytes: 60 << 20}
	read := func(held float64) int64 {
		l2 := PersistentL2
		l2.CHeld = held
		tr, err := SimulateL2(p, Identity(1), d, 1, l2)
		if err != nil {
			t.Fatal(err)
		}
		return tr.DRAMBytes
	}
	half, def, more := read(0.5), read(0), read(0.75)
	if def != half {
		t.Errorf("CHeld 0 reads %d bytes, 1/2 (two partitions) %d: want the same", def, half)
	}
	if more <= half*21/20 {
		t.Errorf("CHeld 3/4 reads %d bytes, 1/2 %d: want over 5%% more at the L2's edge", more, half)
	}
	l2 := PersistentL2
	l2.CHeld = 1.5
	if _, err := SimulateL2(p, Identity(1), d, 1, l2); err == nil {
		t.Error("CHeld 1.5 accepted")
	}
}
