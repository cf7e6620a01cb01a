package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/raster"
)

// genThreadblock practises lesson 9 with CUTLASS 2.x
// GemmIdentityThreadblockSwizzle<N>: the launch grid of a tile grid, the
// tile a CTA computes, and (level 5) the CTA that computes a tile. The
// answers come from engine/raster; eval has no functions for these, so the
// statement describes the launch and the answer is a tuple.
func genThreadblock(d *draw) (*Exercise, error) {
	n := []int{0, 1, 2, d.pick(2, 4), d.pick(4, 8), d.pick(2, 4, 8)}[d.level]
	tm, tn := d.between(2, 6), d.between(2, 9)
	if d.level >= 3 && d.chance(0.4) {
		tn = d.between(1, 5) // narrow grids, where get_log_tile clamps
	}
	sw := raster.Identity(n)
	gx, gy, gz := sw.Grid(tm, tn)
	lt := raster.LogTile(n, tn)
	hints := []string{logTileHint(n, tn, lt),
		fmt.Sprintf("grid = (tiles_m·2^L, ⌈tiles_n/2^L⌉, 1) = (%d·%d, ⌈%d/%d⌉, 1) = (%d,%d,%d)", tm, 1<<lt, tn, 1<<lt, gx, gy, gz)}
	stmt := fmt.Sprintf("GemmIdentityThreadblockSwizzle<%d> on a %d×%d tile grid (tiles_m × tiles_n)", n, tm, tn)
	kind := d.r.IntN(3)
	if d.level == 1 || kind == 0 {
		return tbExercise("What is the launch grid (x,y,z)?", stmt, engine.Ints(gx, gy, gz), hints, &launch{n, tm, tn, askGrid, 0, 0}), nil
	}
	// A CTA that owns a tile.
	var bx, by, m, nn int
	ok := false
	for try := 0; try < 50 && !ok; try++ {
		bx, by = d.r.IntN(gx), d.r.IntN(gy)
		m, nn, ok = sw.Tile(bx, by, 0, tm, tn)
	}
	if !ok {
		return nil, errRedraw
	}
	tile := []string{
		fmt.Sprintf("m = blockIdx.x >> L = %d >> %d = %d", bx, lt, bx>>lt),
		fmt.Sprintf("n = (blockIdx.y << L) + (blockIdx.x & (2^L−1)) = (%d << %d) + (%d & %d) = %d", by, lt, bx, 1<<lt-1, by<<lt+bx&(1<<lt-1)),
	}
	if d.level < 5 || kind == 1 {
		return tbExercise(fmt.Sprintf("Which tile (m,n) does the CTA at blockIdx (%d,%d) compute?", bx, by), stmt,
			engine.Ints(m, nn), append(hints[:1:1], tile...), &launch{n, tm, tn, askTile, bx, by}), nil
	}
	// The inverse question: which CTA computes tile (m, nn)?
	hints = append(hints,
		fmt.Sprintf("tile (%d,%d): blockIdx.x = (m << L) + (n mod 2^L) = (%d << %d) + %d = %d", m, nn, m, lt, nn%(1<<lt), m<<lt+nn%(1<<lt)),
		fmt.Sprintf("blockIdx.y = n >> L = %d >> %d = %d", nn, lt, nn>>lt))
	return tbExercise(fmt.Sprintf("Which CTA, blockIdx (x,y), computes tile (%d,%d)?", m, nn), stmt, engine.Ints(bx, by), hints, &launch{n, tm, tn, askCTA, m, nn}), nil
}

// launch is what a tile-map exercise asks about: GemmIdentityThreadblockSwizzle<N>
// on a tm×tn tile grid, and the grid, the tile of CTA (a, b), or the CTA of tile (a, b).
type launch struct {
	n, tm, tn int
	ask       int
	a, b      int
}

const (
	askGrid = iota
	askTile
	askCTA
)

func tbExercise(question, statement string, want engine.IntTuple, hints []string, l *launch) *Exercise {
	v := tupleValue(want)
	return &Exercise{Question: question, Statement: statement, Answer: v.String(), Hints: hints, want: v, tb: l}
}

// logTileHint explains get_log_tile's choice of L.
func logTileHint(n, tn, l int) string {
	why := "no threshold is met"
	switch l {
	case 3:
		why = "N ≥ 8 and tiles_n ≥ 6"
	case 2:
		why = "N ≥ 4 and tiles_n ≥ 3"
	case 1:
		why = "N ≥ 2 and tiles_n ≥ 2"
	}
	return fmt.Sprintf("get_log_tile: N = %d, tiles_n = %d; %s, so L = %d (strips of 2^L = %d tiles)", n, tn, why, l, 1<<l)
}
