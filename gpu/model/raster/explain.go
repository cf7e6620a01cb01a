package raster

import "fmt"

// ExplainIdentity derives GemmIdentityThreadblockSwizzle<N> for an M×N
// problem cut into tileM×tileN tiles, for the CTA at blockIdx (bx, by):
// get_tiled_shape, the get_log_tile thresholds, get_grid_shape and
// get_tile_offset. It returns the sentences, the tile (m, n) and whether the
// CTA owns a tile (CTAs past the last column of tiles exit at once).
func ExplainIdentity(n, m, nn, tileM, tileN, bx, by int) (steps []string, tm, tn int, ok bool, err error) {
	if n < 1 {
		return nil, 0, 0, false, fmt.Errorf("raster: swizzle width N=%d must be at least 1", n)
	}
	tilesM, tilesN, err := Tiles(m, nn, tileM, tileN)
	if err != nil {
		return nil, 0, 0, false, err
	}
	add := func(format string, args ...any) { steps = append(steps, fmt.Sprintf(format, args...)) }
	add("get_tiled_shape: (⌈%d/%d⌉, ⌈%d/%d⌉) = (%d, %d) tiles", m, tileM, nn, tileN, tilesM, tilesN)
	l := LogTile(n, tilesN)
	switch l {
	case 3:
		add("get_log_tile: N=%d ≥ 8 and tiles_n=%d ≥ 6, so L = 3", n, tilesN)
	case 2:
		add("get_log_tile: N=%d ≥ 4 and tiles_n=%d ≥ 3 (not N ≥ 8 with tiles_n ≥ 6), so L = 2", n, tilesN)
	case 1:
		add("get_log_tile: N=%d ≥ 2 and tiles_n=%d ≥ 2 (no higher threshold met), so L = 1", n, tilesN)
	default:
		add("get_log_tile: no threshold met (N=%d, tiles_n=%d; the clamp looks at tiles_n only), so L = 0", n, tilesN)
	}
	gx, gy, _ := Identity(n).Grid(tilesM, tilesN)
	add("get_grid_shape: (tiles_m·2^L, ⌈tiles_n/2^L⌉, tiles_k) = (%d·%d, ⌈%d/%d⌉, 1) = (%d, %d, 1), where tiles_k = tiled_shape.k() is the number of split-K slices (1: no split-K)", tilesM, 1<<l, tilesN, 1<<l, gx, gy)
	if bx < 0 || by < 0 || bx >= gx || by >= gy {
		return steps, 0, 0, false, fmt.Errorf("raster: blockIdx (%d,%d) is outside the grid (%d,%d,1)", bx, by, gx, gy)
	}
	tm = bx >> l
	tn = (by << l) + (bx & (1<<l - 1))
	add("get_tile_offset: m = blockIdx.x >> L = %d >> %d = %d", bx, l, tm)
	add("get_tile_offset: n = (blockIdx.y << L) + (blockIdx.x & (2^L−1)) = (%d << %d) + (%d & %d) = %d", by, l, bx, 1<<l-1, tn)
	ok = tn < tilesN
	if !ok {
		add("n = %d ≥ tiles_n = %d: this CTA has no tile and exits at once", tn, tilesN)
	} else {
		add("CTA (%d,%d) computes tile (%d, %d); its linear launch id is blockIdx.x + blockIdx.y·gridDim.x = %d", bx, by, tm, tn, bx+by*gx)
	}
	return steps, tm, tn, ok, nil
}
