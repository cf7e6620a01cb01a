package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/gpu/model/raster"
)

// genThreadblock practises the threadblock-swizzle lesson: which CTA computes which output tile.
//
//   - Levels 1–2: CUTLASS 2.x GemmIdentityThreadblockSwizzle<N>, the launch
//     grid and the tile of a blockIdx.
//   - Levels 3–4: as well, CUTLASS 3.x SM90 AlongM/AlongN with
//     max_swizzle_size S (launch grid, tile of a program id) and Triton's
//     grouped ordering with GROUP_SIZE_M = G (tile of a pid); from level 4
//     the inverse (the CTA or program id of a tile), narrow grids where the
//     size clamps, and Triton's shorter last group.
//   - Level 5: as well, the equivalences: a 2.x CTA and the 3.x AlongM
//     program with S = N compute the same tile, and so do a Triton pid and
//     the 3.x AlongN program with S = G (when G divides tiles_m).
//
// The answers come from gpu/model/raster; eval has no functions for these, so
// the statement describes the launch and the answer is a tuple or an int.
// The hints are the derivations of tilemap_steps.go.
func genThreadblock(d *draw) (*Exercise, error) {
	switch {
	case d.level <= 2:
		return genIdentity(d)
	case d.level == 5:
		// Two fifths equivalences; the rest as at levels 3 and 4.
		switch d.r.IntN(5) {
		case 3:
			return genSameIdentityAlongM(d)
		case 4:
			return genSameTritonAlongN(d)
		}
	}
	switch d.r.IntN(3) {
	case 1:
		return genSM90(d)
	case 2:
		return genTriton(d)
	}
	return genIdentity(d)
}

// genIdentity asks about GemmIdentityThreadblockSwizzle<N>: the launch grid,
// the tile of a CTA and (from level 4) the CTA of a tile. Its draws at
// levels 1 and 2 are those of the first version of this topic, so seeds
// keep their exercises there: the width is drawn from all five levels' sets.
func genIdentity(d *draw) (*Exercise, error) {
	n := []int{0, 1, 2, d.pick(2, 4), d.pick(4, 8), d.pick(2, 4, 8)}[d.level]
	tm, tn := d.between(2, 6), d.between(2, 9)
	if d.level >= 3 && d.chance(0.4) {
		tn = d.between(1, 5) // narrow grids, where get_log_tile clamps
	}
	ask := askTile
	switch kind := d.r.IntN(3); {
	case d.level == 1 || kind == 0:
		ask = askGrid
	case d.level >= 4 && kind == 2:
		ask = askCTA
	}
	return askAbout(d, raster.Identity(n), tm, tn, ask)
}

// genSM90 asks about the CUTLASS 3.x SM90 raster: the launch grid, the tile
// of a program id and (from level 4) the program id of a tile.
func genSM90(d *draw) (*Exercise, error) {
	s := d.pick(2, 4)
	if d.level >= 4 {
		s = d.pick(2, 4, 8)
	}
	mp := raster.SM90(s, d.chance(0.5))
	tm, tn := d.between(2, 8), d.between(2, 8)
	if d.level >= 4 && d.chance(0.4) {
		// A narrow grid, where get_log_swizzle_size clamps S by min(tiles_m, tiles_n).
		if d.chance(0.5) {
			tm = d.between(1, 5)
		} else {
			tn = d.between(1, 5)
		}
	}
	ask := []int{askGrid, askTile, askTile}[d.r.IntN(3)]
	if d.level >= 4 {
		ask = []int{askGrid, askTile, askCTA}[d.r.IntN(3)]
	}
	return askAbout(d, mp, tm, tn, ask)
}

// genTriton asks about Triton's grouped ordering: the tile of a pid and (from
// level 4) the pid of a tile. At level 3 G divides num_pid_m; from level 4
// the last group is often shorter. (Its grid, num_pid_m·num_pid_n, is not
// asked.)
func genTriton(d *draw) (*Exercise, error) {
	if d.level == 3 {
		g := d.pick(2, 3, 4)
		return askAbout(d, raster.Triton(g), g*d.between(1, 8/g), d.between(2, 7), askTile)
	}
	g, tm, tn := d.between(2, 5), d.between(2, 8), d.between(2, 7)
	return askAbout(d, raster.Triton(g), tm, tn, []int{askTile, askCTA}[d.r.IntN(2)])
}

// askAbout builds the question ask (askGrid, askTile or askCTA) about mp on a
// tm×tn tile grid; the CTA or tile it names is drawn at random.
func askAbout(d *draw, mp raster.Mapping, tm, tn, ask int) (*Exercise, error) {
	stmt := statement(mp, tm, tn)
	if ask == askGrid {
		gx, gy, gz := mp.Grid(tm, tn)
		steps, _, _, _ := gridSteps(mp, tm, tn)
		return tbExercise("What is the launch grid (x,y,z)?", stmt, engine.Ints(gx, gy, gz), steps,
			&launch{mp: mp, tm: tm, tn: tn, ask: askGrid}), nil
	}
	bx, by, m, n, err := ownerCTA(d, mp, tm, tn)
	if err != nil {
		return nil, err
	}
	if ask == askTile {
		steps, _, _, _ := tileSteps(mp, tm, tn, bx, by)
		return tbExercise(fmt.Sprintf("Which tile (m,n) does %s compute?", ctaName(mp, bx, by)), stmt,
			engine.Ints(m, n), steps, &launch{mp: mp, tm: tm, tn: tn, ask: askTile, a: bx, b: by}), nil
	}
	steps, _, _ := ctaSteps(mp, tm, tn, m, n)
	return tbExercise(fmt.Sprintf("Which %s computes tile (%d,%d)?", ctaKind(mp), m, n), stmt,
		ctaTuple(mp, bx, by), steps, &launch{mp: mp, tm: tm, tn: tn, ask: askCTA, a: m, b: n}), nil
}

// genSameIdentityAlongM asks, for a CTA of GemmIdentityThreadblockSwizzle<N>,
// which program of the 3.x AlongM raster with S = N computes the same tile,
// or the other way round. Only grids where both clamp to the same size are
// drawn (2.x clamps by tiles_n, 3.x by min(tiles_m, tiles_n)); there the two
// are the same mapping.
func genSameIdentityAlongM(d *draw) (*Exercise, error) {
	n := d.pick(2, 4, 8)
	tm, tn := d.between(2, 6), d.between(2, 9)
	if raster.LogTile(n, tn) != raster.LogSwizzle(n, tm, tn) {
		return nil, errRedraw
	}
	a, b := raster.Mapping(raster.Identity(n)), raster.Mapping(raster.SM90(n, true))
	if d.chance(0.5) {
		a, b = b, a
	}
	l := 1 << raster.LogTile(n, tn)
	why := fmt.Sprintf("2.x GemmIdentityThreadblockSwizzle<N> ≡ 3.x AlongM with S = N: both clamp to 2^L = S = %d here (2.x by tiles_n = %d, 3.x by min(tiles_m, tiles_n) = %d), and then every CTA computes the same tile at the same linear launch id",
		l, tn, min(tm, tn))
	return askSameTile(d, a, b, tm, tn, "tiles_m × tiles_n", why)
}

// genSameTritonAlongN asks, for a pid of Triton's grouped ordering with
// GROUP_SIZE_M = G, which program of the 3.x AlongN raster with S = G
// computes the same tile, or the other way round. G divides num_pid_m and
// S is not clamped below G, so the two are the same mapping.
func genSameTritonAlongN(d *draw) (*Exercise, error) {
	g := d.pick(2, 2, 4, 4, 8)
	tm, tn := g*d.between(1, max(1, 8/g)), d.between(2, 8)
	if tm%g != 0 || raster.SM90(g, false).Size(tm, tn) != g {
		return nil, errRedraw
	}
	a, b := raster.Mapping(raster.Triton(g)), raster.Mapping(raster.SM90(g, false))
	if d.chance(0.5) {
		a, b = b, a
	}
	why := fmt.Sprintf("Triton with GROUP_SIZE_M = G ≡ 3.x AlongN with S = G when G divides num_pid_m (%d = %d·%d) and S is not clamped: pid and t are the same number for every tile",
		tm, g, tm/g)
	return askSameTile(d, a, b, tm, tn, "tiles_m × tiles_n = num_pid_m × num_pid_n", why)
}

// askSameTile builds the question: CTA c of mapping a computes a tile; which CTA
// of mapping b computes the same tile? The answer is b's CTA of that tile
// from raster.LaunchOrder; the hints derive a's tile, then b's CTA, then
// say why they are the same launch position.
func askSameTile(d *draw, a, b raster.Mapping, tm, tn int, grid, why string) (*Exercise, error) {
	bx, by, m, n, err := ownerCTA(d, a, tm, tn)
	if err != nil {
		return nil, err
	}
	cx, cy, err := ctaOf(b, tm, tn, m, n)
	if err != nil {
		return nil, err
	}
	stmt := fmt.Sprintf("%s and %s, both on %s %d×%d tile grid (%s); a 1-D launch's program id is blockIdx.x", describe(a), describe(b), an(tm), tm, tn, grid)
	q := fmt.Sprintf("Under %s, %s computes some tile. Which %s computes the same tile under %s?", label(a), ctaName(a, bx, by), ctaKind(b), label(b))
	fwd, _, _, _ := tileSteps(a, tm, tn, bx, by)
	inv, _, _ := ctaSteps(b, tm, tn, m, n)
	hints := append(append([]string(nil), fwd...), inv...)
	// A 2.x CTA's place in the launch is its linear id x + y·gridDim.x.
	if !oneD(a) {
		gx, _, _ := a.Grid(tm, tn)
		hints = append(hints, fmt.Sprintf("blockIdx (%d,%d) is linear launch id blockIdx.x + blockIdx.y·gridDim.x = %d + %d·%d = %d, the same as t", bx, by, bx, by, gx, bx+by*gx))
	} else if !oneD(b) {
		gx, _, _ := b.Grid(tm, tn)
		hints = append(hints, fmt.Sprintf("t = %d is blockIdx (t mod gridDim.x, t div gridDim.x) = (%d mod %d, %d div %d) = (%d,%d)", bx, bx, gx, bx, gx, bx%gx, bx/gx))
	}
	hints = append(hints, why)
	return tbExercise(q, stmt, ctaTuple(b, cx, cy), hints,
		&launch{mp: b, tm: tm, tn: tn, ask: askSame, a: bx, b: by, from: a}), nil
}

// ownerCTA draws a CTA of mp that owns a tile, and its tile from raster.
func ownerCTA(d *draw, mp raster.Mapping, tm, tn int) (bx, by, m, n int, err error) {
	gx, gy, _ := mp.Grid(tm, tn)
	for try := 0; try < 50; try++ {
		bx, by = d.r.IntN(gx), d.r.IntN(gy)
		if m, n, ok := mp.Tile(bx, by, 0, tm, tn); ok {
			return bx, by, m, n, nil
		}
	}
	return 0, 0, 0, 0, errRedraw
}

// ctaOf is the CTA that computes tile (m, n) under mp, from
// raster.LaunchOrder: the linear launch id split by the grid's x extent.
func ctaOf(mp raster.Mapping, tm, tn, m, n int) (bx, by int, err error) {
	order, err := raster.LaunchOrder(mp, tm, tn)
	if err != nil {
		return 0, 0, err
	}
	gx, _, _ := mp.Grid(tm, tn)
	t := order[m][n]
	return t % gx, t / gx, nil
}

// launch is what a tile-map exercise asks about: mapping mp on a tm×tn tile
// grid, and its launch grid (askGrid), the tile of CTA (a, b) (askTile), the
// CTA of tile (a, b) (askCTA), or the CTA of mp that computes the tile that
// CTA (a, b) of from computes (askSame). A 1-D launch's CTA is its program
// id a, with b = 0.
type launch struct {
	mp     raster.Mapping
	tm, tn int
	ask    int
	a, b   int
	from   raster.Mapping
}

const (
	askGrid = iota
	askTile
	askCTA
	askSame
)

func tbExercise(question, statement string, want engine.IntTuple, hints []string, l *launch) *Exercise {
	v := tupleValue(want)
	return &Exercise{Question: question, Statement: statement, Answer: v.String(), Hints: hints, want: v, tb: l}
}

// oneD says whether mp launches a 1-D grid whose CTAs are named by a
// program id (CUTLASS 3.x, Triton) rather than a blockIdx (x,y).
func oneD(mp raster.Mapping) bool {
	switch mp.(type) {
	case raster.SM90Raster, raster.TritonGrouped:
		return true
	}
	return false
}

// ctaTuple is the answer naming CTA (bx, by): an int for a 1-D launch, else (bx,by).
func ctaTuple(mp raster.Mapping, bx, by int) engine.IntTuple {
	if oneD(mp) {
		return engine.Int(bx)
	}
	return engine.Ints(bx, by)
}

// ctaKind is what a CTA of mp is called in a question.
func ctaKind(mp raster.Mapping) string {
	switch mp.(type) {
	case raster.TritonGrouped:
		return "pid"
	case raster.SM90Raster:
		return "program id t"
	}
	return "CTA, blockIdx (x,y),"
}

// ctaName names CTA (bx, by) of mp in a sentence.
func ctaName(mp raster.Mapping, bx, by int) string {
	switch mp.(type) {
	case raster.TritonGrouped:
		return fmt.Sprintf("pid %d", bx)
	case raster.SM90Raster:
		return fmt.Sprintf("program id t = %d", bx)
	}
	return fmt.Sprintf("the CTA at blockIdx (%d,%d)", bx, by)
}

// describe names mp in full, as a statement does.
func describe(mp raster.Mapping) string {
	switch mp := mp.(type) {
	case raster.IdentitySwizzle:
		return fmt.Sprintf("GemmIdentityThreadblockSwizzle<%d>", mp.N)
	case raster.SM90Raster:
		return fmt.Sprintf("CUTLASS 3.x SM90 raster %s with max_swizzle_size = %d", along(mp), mp.S)
	case raster.TritonGrouped:
		return fmt.Sprintf("Triton's grouped ordering with GROUP_SIZE_M = %d", mp.G)
	}
	return mp.Name()
}

// label names mp briefly, as a question or a verdict does.
// noTile says what a CTA (or work unit) past the tile grid does under mp:
// a CUTLASS 2.x kernel returns at once; CUTLASS 3.x schedules its padded
// work units like the others, on zeros past the problem's edge.
func noTile(mp raster.Mapping) string {
	if _, ok := mp.(raster.SM90Raster); ok {
		return "padding: it still runs, past the problem's edge, on zero-filled loads"
	}
	return "it exits at once"
}

func label(mp raster.Mapping) string {
	switch mp := mp.(type) {
	case raster.IdentitySwizzle:
		return fmt.Sprintf("2.x Identity<%d>", mp.N)
	case raster.SM90Raster:
		return fmt.Sprintf("3.x %s S=%d", along(mp), mp.S)
	case raster.TritonGrouped:
		return fmt.Sprintf("Triton G=%d", mp.G)
	}
	return mp.Name()
}

func along(s raster.SM90Raster) string {
	if s.AlongM {
		return "AlongM"
	}
	return "AlongN"
}

// statement describes a launch of mp on a tm×tn tile grid.
func statement(mp raster.Mapping, tm, tn int) string {
	switch mp.(type) {
	case raster.SM90Raster:
		return fmt.Sprintf("%s on %s %d×%d tile grid (tiles_m × tiles_n); 1-D launch, program id t = blockIdx.x", describe(mp), an(tm), tm, tn)
	case raster.TritonGrouped:
		return fmt.Sprintf("%s on %s %d×%d tile grid (num_pid_m × num_pid_n); 1-D launch, pid = program_id(0)", describe(mp), an(tm), tm, tn)
	}
	return fmt.Sprintf("%s on %s %d×%d tile grid (tiles_m × tiles_n)", describe(mp), an(tm), tm, tn)
}

// an is the article before the number k read aloud: "an 8×4 grid".
func an(k int) string {
	if s := fmt.Sprint(k); s[0] == '8' || s == "11" || s == "18" {
		return "an"
	}
	return "a"
}
