package raster

import (
	"strings"
	"testing"
)

func TestExplainIdentityAgreesWithTile(t *testing.T) {
	for _, n := range []int{1, 2, 4, 8} {
		for _, shape := range [][2]int{{512, 512}, {300, 900}, {128, 1024}} {
			tilesM, tilesN, _ := Tiles(shape[0], shape[1], 128, 128)
			gx, gy, _ := Identity(n).Grid(tilesM, tilesN)
			for bx := 0; bx < gx; bx++ {
				for by := 0; by < gy; by++ {
					steps, m, nn, ok, err := ExplainIdentity(n, shape[0], shape[1], 128, 128, bx, by)
					if err != nil {
						t.Fatal(err)
					}
					wm, wn, wok := Identity(n).Tile(bx, by, 0, tilesM, tilesN)
					if m != wm || nn != wn || ok != wok || len(steps) < 5 {
						t.Fatalf("N=%d %v (%d,%d): explained (%d,%d,%v), Tile (%d,%d,%v)", n, shape, bx, by, m, nn, ok, wm, wn, wok)
					}
				}
			}
		}
	}
	steps, _, _, _, _ := ExplainIdentity(2, 512, 512, 128, 128, 5, 1)
	want := []string{
		"get_tiled_shape: (⌈512/128⌉, ⌈512/128⌉) = (4, 4) tiles",
		"get_log_tile: N=2 ≥ 2 and tiles_n=4 ≥ 2 (no higher threshold met), so L = 1",
		"get_grid_shape: (tiles_m·2^L, ⌈tiles_n/2^L⌉, tiles_k) = (4·2, ⌈4/2⌉, 1) = (8, 2, 1), where tiles_k = tiled_shape.k() is the number of split-K slices (1: no split-K)",
		"get_tile_offset: m = blockIdx.x >> L = 5 >> 1 = 2",
		"get_tile_offset: n = (blockIdx.y << L) + (blockIdx.x & (2^L−1)) = (1 << 1) + (5 & 1) = 3",
		"CTA (5,1) computes tile (2, 3); its linear launch id is blockIdx.x + blockIdx.y·gridDim.x = 13",
	}
	if got := strings.Join(steps, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("steps:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	if _, _, _, _, err := ExplainIdentity(2, 512, 512, 128, 128, 8, 0); err == nil {
		t.Error("blockIdx outside the grid accepted")
	}
}
