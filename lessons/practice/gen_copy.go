package practice

import (
	"fmt"
)

// genCopy practises the copy lesson: a TiledCopy of 128-bit half_t
// loads, threads laid out row-major (rows × 8/4/2 thread columns, each
// thread moving 8 halves along a row). Level 1 asks the tile it covers
// (tile_size), level 2 the (thread, value) that moves an element, level
// 3 the element a thread's value is, level 4 max_common_vector of a
// row-major tile and another layout (row-major, swizzled, column-major,
// padded), level 5 a thread's partition_S of a taller tile; from level 4
// a quarter are design exercises (genCopyDesign: the value layout that
// gives each thread 8 contiguous halves).
func genCopy(d *draw) (*Exercise, error) {
	if d.level >= 4 && d.chance(0.25) {
		return genCopyDesign(d) // a design exercise: the value layout
	}
	if d.level == 5 && d.chance(0.4) {
		return genLDSM(d) // the Ampere path: ldmatrix into the MMA's A
	}
	tc := d.pick(2, 4, 8)            // thread columns
	tr := d.pick(8, 16, 32) / tc * 4 // thread rows
	if tr < 2 {
		return nil, errRedraw
	}
	nt := tr * tc
	m, n := tr, tc*8
	setup := []string{
		"atom = Copy_Atom<UniversalCopy<uint128_t>, half_t>{}",
		fmt.Sprintf("thr = Layout<Shape<_%d,_%d>,Stride<_%d,_1>>{}", tr, tc, tc),
		"copy = make_tiled_copy(atom, thr, Layout<Shape<_1,_8>>{})",
		"TV = get_layoutS_TV(copy)",
	}
	var stmt, q string
	var hints []string
	switch d.level {
	case 1:
		i := d.r.IntN(2)
		stmt = fmt.Sprintf("tile_size<%d>(copy)", i)
		q = fmt.Sprintf("%d threads in a row-major %d×%d layout, each moving 8 halves along a row. How many %s does the TiledCopy cover?", nt, tr, tc, []string{"rows", "columns"}[i])
		hints = []string{fmt.Sprintf("The tile is (thread rows · value rows, thread columns · value columns), with %d×%d threads and 1×8 values.", tr, tc),
			fmt.Sprintf("Rows: %d · 1; columns: %d · 8.", tr, tc)}
	case 2:
		r, c := d.r.IntN(m), d.r.IntN(n)
		stmt = fmt.Sprintf("idx2crd(right_inverse(TV)(%d+%d*%d), (%d,8))", r, m, c, nt)
		q = fmt.Sprintf("Which (thread, value) moves element (%d,%d) of the %d×%d tile?", r, c, m, n)
		hints = []string{
			fmt.Sprintf("Thread t moves row t / %d, columns 8·(t mod %d) to 8·(t mod %d) + 7.", tc, tc, tc),
			fmt.Sprintf("Row %d, column %d = 8·%d + %d: t = %d·%d + %d, value %d.", r, c, c/8, c%8, tc, r, c/8, c%8),
		}
	case 3:
		t, v := d.r.IntN(nt), d.r.IntN(8)
		stmt = fmt.Sprintf("idx2crd(TV(%d,%d), (%d,%d))", t, v, m, n)
		q = fmt.Sprintf("Which element (row, column) of the %d×%d tile does thread %d move as value %d?", m, n, t, v)
		hints = []string{
			fmt.Sprintf("Thread t moves row t / %d, columns 8·(t mod %d) to 8·(t mod %d) + 7.", tc, tc, tc),
			fmt.Sprintf("Thread %d: row %d, first column %d; value %d is %d columns further.", t, t/tc, 8*(t%tc), v, v),
		}
	case 4:
		g := fmt.Sprintf("(%d,%d):(%d,1)", m, n, n)
		others := []string{
			fmt.Sprintf("Sw<3,3,3> o %s", g),
			fmt.Sprintf("(%d,%d):(1,%d)", m, n, m),
			fmt.Sprintf("(%d,%d):(%d,1)", m, n, n+8),
			g,
		}
		o := others[d.r.IntN(len(others))]
		if n < 64 && o == others[0] {
			return nil, errRedraw // Sw<3,3,3> needs 64-element rows
		}
		stmt = fmt.Sprintf("max_common_vector(%s, %s)", g, o)
		q = "How many contiguous elements do the two layouts agree on?"
		hints = []string{"max_common_vector counts the run of indices 0, 1, 2, … that both layouts send to the same offsets 0, 1, 2, ….",
			"A swizzle Sw<B,M,S> keeps 2^M elements together; a column-major copy of a row-major tile agrees on 1; padding ends the run at the end of a row."}
		setup = nil
	default:
		k := d.pick(2, 3, 4)
		t := d.r.IntN(nt)
		stmt = fmt.Sprintf("partition_S(get_slice(copy, %d), (%d,%d):(%d,1))", t, k*m, n, n)
		q = fmt.Sprintf("Thread %d's share of a %d×%d row-major tile: what is partition_S?", t, k*m, n)
		hints = []string{fmt.Sprintf("(CPY, CPY_M, CPY_N): the atom's values, then how often the TiledCopy's %d×%d tile repeats down and across the %d×%d tile.", m, n, k*m, n),
			fmt.Sprintf("The atom moves 8 contiguous halves: (8,1):(1,0). The TiledCopy covers %d×%d, so it repeats %d times down, %d rows = %d elements apart.", m, n, k, m, m*n),
			fmt.Sprintf("Across it repeats once: the TiledCopy already covers all %d columns, so CPY_N = 1 (stride 0).", n)}
	}
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	return &Exercise{Question: q, Setup: setup, Statement: stmt, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}

// genLDSM asks, for s2r = make_tiled_copy_A(ldmatrix.x4, the 2×2
// TiledMMA of a 16×8×16 atom), which element (m,k) of the 32×16 A tile
// thread t points its ldmatrix at (the source TV layout at value 0).
func genLDSM(d *draw) (*Exercise, error) {
	t := d.r.IntN(128)
	setup := []string{
		"mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{}, Tile<_32,_32,_16>{})",
		"s2r = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma)"}
	stmt := fmt.Sprintf("idx2crd(get_layoutS_TV(s2r)(%d,0), (32,16))", t)
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	lane, wm, wn := t%32, t/32%2, t/64
	row, col := ldsmRow(t)
	return &Exercise{
		Question: fmt.Sprintf("s2r = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma) for the 2×2 TiledMMA of SM80_16x8x16 (a 32×16 A tile). Which element (m,k) does thread %d point its ldmatrix at? Answer as idx2crd prints it in (32,16).", t),
		Setup:    setup,
		Expr:     stmt, // not shown: the expression is the way to the answer
		Answer:   want.String(),
		Hints: []string{
			fmt.Sprintf("Thread %d is lane %d of the warp at (%d,%d): M-warp %d holds rows %d–%d; the N-warp %d loads the same A as N-warp 0.", t, lane, wm, wn, wm, 16*wm, 16*wm+15, wn),
			fmt.Sprintf("ldmatrix.x4: lanes 0–15 point at rows 0–15 of column 0, lanes 16–31 at the same rows, column 8. Lane %d: row %d, column %d.", lane, lane%16, 8*(lane/16)),
			fmt.Sprintf("Row %d + %d = %d, column %d.", 16*wm, lane%16, row, col),
		},
		want: want,
	}, nil
}

// ldsmRow is where thread t of the ldmatrix.x4 copy of the 2×2
// TiledMMA's A points: row 16·(M-warp) + lane mod 16, column 8·(lane/16).
func ldsmRow(t int) (row, col int) {
	lane := t % 32
	return 16*(t/32%2) + lane%16, 8 * (lane / 16)
}
