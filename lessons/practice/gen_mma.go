package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// mmaAtom is an MMA atom the mma topic asks about, with its tile.
type mmaAtom struct {
	name    string
	m, n, k int
}

var mmaAtoms = []mmaAtom{
	{"SM80_16x8x16_F32F16F16F32_TN", 16, 8, 16},
	{"SM80_16x8x8_F32F16F16F32_TN", 16, 8, 8},
	{"SM80_16x8x16_F32BF16BF16F32_TN", 16, 8, 16},
}

// genMMA practises the mma lesson: who holds an element of an MMA atom's
// operand. Level 1 asks the owner (thread, value) of an element of C,
// level 2 of A, level 3 of B (all by the right inverse of the operand's
// TV layout, split in (threads, values)); level 4 the other way, the
// element (row, column) a thread's register holds; level 5 the owner of
// an element of C in a 2×2 TiledMMA of four warps or, half the time, the
// element of C a thread's value holds in the 2×2 TiledMMA permuted along
// N by (8,2,2):(1,16,8) (genPermutedMMA). The setup binds TV to the
// operand's layout; the answer is what eval prints.
func genMMA(d *draw) (*Exercise, error) {
	if d.level == 5 && d.r.IntN(2) == 0 {
		return genPermutedMMA(d)
	}
	a := mmaAtoms[d.r.IntN(len(mmaAtoms))]
	mma := fmt.Sprintf("make_tiled_mma(%s{})", a.name)
	op := []string{"", "C", "A", "B", d.pickS("A", "B", "C"), "C"}[d.level]
	dims := map[string][2]int{"A": {a.m, a.k}, "B": {a.n, a.k}, "C": {a.m, a.n}}[op]
	rows, cols := dims[0], dims[1]
	if d.level == 5 {
		mma = fmt.Sprintf("make_tiled_mma(%s{}, Layout<Shape<_2,_2,_1>>{})", a.name)
		rows, cols = 2*a.m, 2*a.n
	}
	setup := []string{"mma = " + mma, fmt.Sprintf("TV = get_layout%s_TV(mma)", op)}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range setup {
		if _, err := env.Exec(s); err != nil {
			return nil, err
		}
	}
	thr, err := env.Eval("size<0>(TV)")
	if err != nil {
		return nil, err
	}
	vals, err := env.Eval("size<1>(TV)")
	if err != nil {
		return nil, err
	}
	tvShape := fmt.Sprintf("(%s,%s)", thr, vals)
	names := map[string]string{"A": "A (M×K, index m + M·k)", "B": "B (N×K, index n + N·k)", "C": "C (M×N, index m + M·n)"}
	var stmt, q string
	var hints []string
	if d.level == 4 {
		t, v := d.r.IntN(32), d.r.IntN(atoi(vals.String()))
		stmt = fmt.Sprintf("idx2crd(TV(%d,%d), (%d,%d))", t, v, rows, cols)
		q = fmt.Sprintf("Which element of %s does thread %d hold in value %d? Answer as idx2crd prints it.", names[op], t, v)
		hints = []string{
			fmt.Sprintf("TV maps (thread, value) to the element's flat index in the %d×%d tile, column-major: row + %d·column.", rows, cols, rows),
			fmt.Sprintf("Thread %d is (threadID_in_group, groupID) = (%d, %d) in (4,8); value %d is split in the value modes of TV.", t, t%4, t/4, v),
			fmt.Sprintf("idx2crd in (%d,%d) turns the flat index into (row, column).", rows, cols),
		}
	} else {
		r, c := d.r.IntN(rows), d.r.IntN(cols)
		stmt = fmt.Sprintf("idx2crd(right_inverse(TV)(%d+%d*%d), %s)", r, rows, c, tvShape)
		q = fmt.Sprintf("Which (thread, value) of %s holds element (%d,%d) of %s?", a.name, r, c, names[op])
		if d.level == 5 {
			q = fmt.Sprintf("A 2×2 TiledMMA of %s (four warps, a %d×%d C tile). Which (thread, value) holds C[%d,%d]?", a.name, rows, cols, r, c)
		}
		hints = []string{
			fmt.Sprintf("The element's flat index is %d + %d·%d = %d.", r, rows, c, r+rows*c),
			fmt.Sprintf("TV is a bijection from (thread, value) onto the %d elements of the tile: its right inverse takes index %d back to a TV index.", rows*cols, r+rows*c),
			fmt.Sprintf("idx2crd in %s splits the TV index into (thread, value).", tvShape),
		}
		if d.level == 5 {
			wm, wn := r/a.m, c/a.n
			hints = append(hints,
				"The TiledMMA's threads are (4,8,2,2): the warp's (threadID_in_group, groupID), then the warp's place (wm, wn) in the 2×2 atom layout.",
				fmt.Sprintf("C[%d,%d] is in the atom at (%d/%d, %d/%d) = (%d,%d): warp %d + 2·%d = %d, threads %d to %d.", r, c, r, a.m, c, a.n, wm, wn, wm, wn, wm+2*wn, 32*(wm+2*wn), 32*(wm+2*wn)+31),
				fmt.Sprintf("Inside that atom it is C[%d,%d], as in one warp.", r%a.m, c%a.n))
		}
		if op == "C" && d.level < 5 {
			hints = append(hints, fmt.Sprintf("PTX: c0, c1 at row groupID, columns 2·threadID_in_group + 0, 1; c2, c3 eight rows lower. Row %d, column %d: groupID %d, threadID_in_group %d.", r, c, r%8, c/2))
		}
	}
	want, err := env.Eval(stmt)
	if err != nil {
		return nil, errRedraw
	}
	return &Exercise{
		Question: q,
		Setup:    setup,
		Expr:     stmt, // not shown: the expression is the way to the answer
		Answer:   want.String(),
		Hints:    hints,
		want:     want,
	}, nil
}

// pickS returns one of xs.
func (d *draw) pickS(xs ...string) string { return xs[d.r.IntN(len(xs))] }

func atoi(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}

// genPermutedMMA asks which element (m,n) of C thread t's value v holds
// in the 2×2 TiledMMA of a 16×8 atom whose N coordinates are permuted by
// (8,2,2):(1,16,8), a 32×32 tile: the N-warp moves 16 columns and the
// second atom along N 8 (the identity would do the opposite).
func genPermutedMMA(d *draw) (*Exercise, error) {
	a := mmaAtoms[d.r.IntN(len(mmaAtoms))]
	setup := []string{
		fmt.Sprintf("mma = make_tiled_mma(%s{}, Layout<Shape<_2,_2,_1>>{}, Tile<_32,Layout<Shape<_8,_2,_2>,Stride<_1,_16,_8>>,_16>{})", a.name),
		"TV = get_layoutC_TV(mma)"}
	t, v := d.r.IntN(128), d.r.IntN(8)
	stmt := fmt.Sprintf("idx2crd(TV(%d,%d), (32,32))", t, v)
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	lane, wm, wn := t%32, t/32%2, t/64
	row, col := permutedC(t, v)
	return &Exercise{
		Question: fmt.Sprintf("A 2×2 TiledMMA of %s with the N permutation Tile<_32,(8,2,2):(1,16,8),_16> covers a 32×32 C tile. Which element (m,n) does thread %d's value %d hold? Answer as idx2crd prints it in (32,32).", a.name, t, v),
		Setup:    setup,
		Expr:     stmt, // not shown: the expression is the way to the answer
		Answer:   want.String(),
		Hints: []string{
			fmt.Sprintf("Thread %d is lane %d of the warp at (%d,%d) of the 2×2 atom layout: rows from %d; the permutation puts N-warp %d at column %d.", t, lane, wm, wn, 16*wm, wn, 16*wn),
			fmt.Sprintf("Lane %d: groupID %d (row + %d), threadID_in_group %d (column + %d).", lane, lane/4, lane/4, lane%4, 2*(lane%4)),
			fmt.Sprintf("Value %d is (%d,%d) of the atom's (2,2) (column + %d, row + %d) and atom %d along N, which the permutation puts %d columns further.", v, v%2, v/2%2, v%2, 8*(v/2%2), v/4, 8*(v/4)),
			fmt.Sprintf("Row %d, column %d.", row, col),
		},
		want: want,
	}, nil
}

// permutedC is the PTX rule for C of a 16×8 atom in the 2×2 TiledMMA
// permuted along N by (8,2,2):(1,16,8): thread t's value v.
func permutedC(t, v int) (row, col int) {
	lane, wm, wn := t%32, t/32%2, t/64
	row = 16*wm + lane/4 + 8*(v/2%2)
	col = 16*wn + 8*(v/4) + 2*(lane%4) + v%2
	return row, col
}
