package kernels

import (
	"fmt"
	"strings"
	"testing"
)

// TestWgmmaN: the generated wrapper names n/2 accumulators, the two
// descriptors and the scale-d predicate after them, and is left out where
// tma.cuh spells the instruction out.
func TestWgmmaN(t *testing.T) {
	for _, n := range []int{64, 96, 160, 224} {
		src := wgmmaN(n)
		r := n / 2
		for _, want := range []string{
			fmt.Sprintf("wgmma.mma_async.sync.aligned.m64n%dk16.f32.bf16.bf16", n),
			fmt.Sprintf("float (&d)[%d]", r),
			fmt.Sprintf("%%%d}, %%%d, %%%d, p", r-1, r, r+1),
			fmt.Sprintf("setp.ne.b32 p, %%%d, 0", r+2),
			fmt.Sprintf("\"+f\"(d[%d])", r-1),
		} {
			if !strings.Contains(src, want) {
				t.Errorf("wgmmaN(%d) lacks %q", n, want)
			}
		}
		if strings.Contains(src, fmt.Sprintf("\"+f\"(d[%d])", r)) {
			t.Errorf("wgmmaN(%d) names accumulator %d of %d", n, r, r)
		}
	}
	for _, n := range []int{128, 192, 256} {
		if src := wgmmaN(n); src != "" {
			t.Errorf("wgmmaN(%d) = %d bytes, want none (tma.cuh has it)", n, len(src))
		}
	}
	for _, n := range []int{0, 12, 264} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("wgmmaN(%d) did not refuse", n)
				}
			}()
			wgmmaN(n)
		}()
	}
}

// Every kernel's source declares the wgmma its warpgroup tile needs once.
func TestKernelsHaveTheirWgmma(t *testing.T) {
	for _, k := range All {
		if !k.Hopper || !k.TMA || k.ClusterSize() < 2 {
			continue
		}
		n := k.TileN / max(k.ClusterN, 1)
		decl := fmt.Sprintf("void wgmma_m64n%dk16(", n)
		if c := strings.Count(k.Source, decl); c != 1 {
			t.Errorf("%s: %d declarations of wgmma_m64n%dk16, want 1", k.Name, c, n)
		}
	}
}
