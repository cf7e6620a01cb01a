package sweep

import (
	"testing"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// TestLaunchSplitInReport: a report's variant records the launch's split
// of K as Kernels.LaunchSplit plans it, on an H200's 66 resident 2×1
// clusters: stream-K at 3072×1024×6144 (48 tiles of 256×256), a split tail
// of 4 tiles in 12 chunks at 2560×1792×3072 (70 tiles), none at
// 4096×4096×1024 (64 tiles, one wave).
func TestLaunchSplitInReport(t *testing.T) {
	kern := kernels.TMAMulticast
	k := &Kernels{g: &gpu.GPU{Dev: gpu.Device{SMs: 132}}, Kernel: kern, gemm: launcher{kern: kern}, CTAsPerSM: 1, Clusters: 66}
	mp, err := raster.Parse("N=8")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		s             Shape
		tiles, chunks int
		streamK       bool
	}{
		{Shape{M: 3072, N: 1024, K: 6144}, 48, 0, true},
		{Shape{M: 2560, N: 1792, K: 3072}, 4, 12, false},
		{Shape{M: 4096, N: 4096, K: 1024}, 0, 0, false},
	} {
		tiles, chunks, sk := launchSplit(k, mp, c.s)
		if tiles != c.tiles || chunks != c.chunks || sk != c.streamK {
			t.Errorf("%s: launchSplit = %d, %d, %v; want %d, %d, %v", c.s, tiles, chunks, sk, c.tiles, c.chunks, c.streamK)
		}
	}
}
