package bench

import (
	"testing"

	"github.com/cutetui/cutetui/gpu/sweep"
)

// TestKernelLine: under auto a shape's table says which kernel ran: the
// rules' pick untuned, the pick when tuning kept it, or the faster
// candidate and by how much.
func TestKernelLine(t *testing.T) {
	runs := []sweep.TuneRun{{Kernel: "tma-multicast-256x200", MedianMs: 0.0115}, {Kernel: "tma-multicast-128x304-1x2", MedianMs: 0.0100}}
	for _, c := range []struct {
		sr   sweep.ShapeResult
		want string
	}{
		{sweep.ShapeResult{Kernel: "tma-pingpong"}, "kernel tma-pingpong (the rules' pick)"},
		{sweep.ShapeResult{Kernel: "tma-multicast-256x200", Tune: &sweep.Tune{Rule: "tma-multicast-256x200", Kernel: "tma-multicast-256x200", Runs: runs}}, "kernel tma-multicast-256x200 (the rules' pick, fastest of 2 timed)"},
		{sweep.ShapeResult{Kernel: "tma-multicast-128x304-1x2", Tune: &sweep.Tune{Rule: "tma-multicast-256x200", Kernel: "tma-multicast-128x304-1x2", Runs: runs}}, "kernel tma-multicast-128x304-1x2 (tuned: 13% faster than the rules' tma-multicast-256x200)"},
	} {
		if got := kernelLine(c.sr); got != c.want {
			t.Errorf("kernelLine = %q, want %q", got, c.want)
		}
	}
}
