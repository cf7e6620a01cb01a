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
// an element of C in a 2×2 TiledMMA of four warps. The setup binds TV to
// the operand's layout; the answer is what eval prints.
func genMMA(d *draw) (*Exercise, error) {
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
