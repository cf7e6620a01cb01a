package sweep

import (
	"bytes"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/kernels"
)

// TestKernelShape: a kernel that swaps its operands computes N×M×K; the
// others the shape itself.
func TestKernelShape(t *testing.T) {
	s := Shape{528, 3808, 7736}
	if got := KernelShape(kernels.TMAMulticast, s); got != s {
		t.Errorf("KernelShape(tma-multicast, %s) = %s", s, got)
	}
	if got := KernelShape(kernels.TMAMulticastSwapped, s); got != (Shape{3808, 528, 7736}) {
		t.Errorf("KernelShape(tma-multicast-t, %s) = %s", s, got)
	}
}

// TestModelOnlySwapped: a swapped kernel's model runs on the shape it
// computes (its tiles along C's N first), the report keeps C's shape, and
// the wave trace is the same launch; auto's report names the swapped pick.
func TestModelOnlySwapped(t *testing.T) {
	d, _ := raster.Profile("h200")
	s := Shape{528, 3808, 7736}
	for _, name := range []string{"tma-multicast-256x136-t", kernels.Auto} {
		rep, err := ModelOnly(Config{Shapes: []Shape{s}, Mappings: DefaultMappings(), Kernel: name}, d, "test")
		if err != nil {
			t.Fatal(err)
		}
		sr := rep.Results[0]
		if sr.Kernel != "tma-multicast-256x136-t" || sr.Shape != s.String() || sr.M != 528 || sr.N != 3808 || sr.TilesM != 15 || sr.TilesN != 4 || sr.TileGrid() != "15x4 tiles of 256x136 of Cᵀ" {
			t.Errorf("--kernel %s: %s %s %dx%d, %s", name, sr.Kernel, sr.Shape, sr.M, sr.N, sr.TileGrid())
		}
		plain, err := ModelOnly(Config{Shapes: []Shape{{3808, 528, 7736}}, Mappings: DefaultMappings(), Kernel: "tma-multicast-256x136"}, d, "test")
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range sr.Variants[:len(sr.Variants)-1] {
			if w := plain.Results[0].Variants[i]; v.SimDRAMBytes != w.SimDRAMBytes || v.Grid != w.Grid {
				t.Errorf("--kernel %s, %s: sim %d bytes on grid %v; the swapped shape's %d on %v", name, v.Name, v.SimDRAMBytes, v.Grid, w.SimDRAMBytes, w.Grid)
			}
			tr, err := rep.WaveTrace(0, i)
			if err != nil {
				t.Fatal(err)
			}
			if tr.TilesM != 15 || tr.TilesN != 4 || tr.Traffic.DRAMBytes != v.SimDRAMBytes {
				t.Errorf("--kernel %s, %s: trace of %dx%d tiles reads %d bytes; want 15x4 and %d", name, v.Name, tr.TilesM, tr.TilesN, tr.Traffic.DRAMBytes, v.SimDRAMBytes)
			}
		}
		var tab bytes.Buffer
		if err := rep.WriteTable(&tab); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(tab.String(), "528x3808x7736  (15x4 tiles of 256x136 of Cᵀ)") {
			t.Errorf("--kernel %s: table:\n%s", name, tab.String())
		}
	}
	// The model's work counts the swapped grid: 15x4 tiles a mapping.
	if _, worst, tiles, err := ModelTiles(Config{Shapes: []Shape{s}, Kernel: "tma-multicast-256x136-t"}); err != nil || worst != s || tiles != 60 {
		t.Errorf("ModelTiles: %s, %d tiles, %v; want 60", worst, tiles, err)
	}
}
