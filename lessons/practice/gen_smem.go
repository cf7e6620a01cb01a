package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// genSmem practises the shared-memory lesson: the K-major GMMA atoms of
// a 16-bit type (SW32 Sw<1,3,3> o (8,16):(16,1), SW64, SW128) and
// tile_to_shape of them. Level 1 evaluates an atom at (row, column);
// level 2 a tile of BM rows; level 3 a ring of stages (row, column,
// stage); level 4 the ring's cosize or a stage's start; level 5 a tile
// whose K extent holds several atoms across or, half the time, an
// MN-major stage tiled as the sm90 collective tiles it (genSmemMN).
func genSmem(d *draw) (*Exercise, error) {
	if d.level == 5 && d.chance(0.5) {
		return genSmemMN(d)
	}
	b := d.pick(1, 2, 3)
	cols := 8 << b // halves per atom row: 16, 32, 64
	atom := fmt.Sprintf("Sw<%d,3,3> o (8,%d):(%d,1)", b, cols, cols)
	bm, bk, stages := 8, cols, 0
	if d.level >= 2 {
		bm = 8 * d.pick(2, 4, 8, 16)
	}
	if d.level == 5 {
		bk = cols * d.pick(2, 4)
	}
	if d.level == 3 || d.level == 4 {
		stages = d.pick(2, 3, 4)
	}
	shape := fmt.Sprintf("(%d,%d)", bm, bk)
	if stages > 0 {
		shape = fmt.Sprintf("(%d,%d,%d)", bm, bk, stages)
	}
	setup := []string{fmt.Sprintf("A = tile_to_shape(%s, %s)", atom, shape)}
	if d.level == 1 {
		setup = []string{"A = " + atom}
	}
	r, c := d.r.IntN(bm), d.r.IntN(bk)
	stmt := fmt.Sprintf("A(%d,%d)", r, c)
	q := fmt.Sprintf("Where is element (%d,%d)?", r, c)
	hints := []string{
		fmt.Sprintf("The atom: 8 rows of %d halves (%d bytes), Sw<%d,3,3>: the row's bits above the %d-element line are XOR-ed into the 16-byte chunk (bits 3–%d).", cols, 2*cols, b, 64, 2+b),
		fmt.Sprintf("Column %d is chunk %d; row %d is row %d of its atom.", c%cols, (c%cols)/8, r, r%8),
	}
	switch {
	case stages > 0 && d.level == 4:
		if d.chance(0.5) {
			stmt, q = "cosize(A)", "How many halves does the ring span?"
			hints = []string{fmt.Sprintf("One stage is %d·%d = %d halves.", bm, bk, bm*bk), fmt.Sprintf("%d stages.", stages)}
		} else {
			s := 1 + d.r.IntN(stages-1) // stage 0 always starts at 0: not a question
			stmt, q = fmt.Sprintf("A(0,0,%d)", s), fmt.Sprintf("Where does stage %d start, A(0,0,%d)?", s, s)
			hints = []string{fmt.Sprintf("Each stage is %d·%d = %d halves, one after the other.", bm, bk, bm*bk), "Element (0,0) is never moved by the swizzle: its row and chunk bits are 0."}
		}
	case stages > 0:
		s := d.r.IntN(stages)
		stmt = fmt.Sprintf("A(%d,%d,%d)", r, c, s)
		q = fmt.Sprintf("Where is element (%d,%d) of stage %d?", r, c, s)
		hints = append(hints, fmt.Sprintf("Stage %d starts at %d·%d·%d = %d.", s, s, bm, bk, s*bm*bk))
	case d.level == 5:
		hints = append(hints, fmt.Sprintf("The K extent %d holds %d atoms across. tile_to_shape stacks atoms down the rows first, so each further column of atoms starts %d·%d = %d halves after the previous one.", bk, bk/cols, bm, cols, bm*cols))
	}
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	if d.level >= 2 {
		if lay, err := evalAfter(setup, "A"); err == nil {
			hints = append(hints, "tile_to_shape gives "+lay.String()+": evaluate the plain layout at the coordinate, then apply the swizzle.")
		}
	}
	return &Exercise{Question: q, Setup: setup, Statement: stmt, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}

// genSmemMN asks where an element of an MN-major stage lies: the MN-major
// atom of a 16-bit type on element offsets (Sw<B,3,3> o (8·2^B,8):(1,8·2^B),
// the MN atom's 8·2^B halves of M contiguous) tiled over BM×BK with
// Step<_2,_1,_3>, the atoms following each other along K first.
func genSmemMN(d *draw) (*Exercise, error) {
	b := d.pick(1, 2, 3)
	rows := 8 << b // halves of M per atom: 16, 32, 64
	bm, bk, stages := rows*d.pick(2, 4), 8*d.pick(2, 4, 8), d.pick(2, 3, 4)
	atom := fmt.Sprintf("Sw<%d,3,3> o (%d,8):(1,%d)", b, rows, rows)
	setup := []string{fmt.Sprintf("S = tile_to_shape(%s, (%d,%d,%d), Step<_2,_1,_3>{})", atom, bm, bk, stages)}
	r, c, st := d.r.IntN(bm), d.r.IntN(bk), d.r.IntN(stages)
	stmt := fmt.Sprintf("S(%d,%d,%d)", r, c, st)
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	if _, err := env.Exec(setup[0]); err != nil {
		return nil, err
	}
	want, err := env.Eval(stmt)
	if err != nil {
		return nil, errRedraw
	}
	atomSize := rows * 8
	base := st*bm*bk + (r/rows)*rows*bk + (c/8)*atomSize
	return &Exercise{
		Question:  fmt.Sprintf("A ring of %d MN-major stages of %d×%d halves, tiled as the sm90 collective tiles it: S = tile_to_shape(%s, (%d,%d,%d), Step<_2,_1,_3>{}). Where is element (%d,%d) of stage %d?", stages, bm, bk, atom, bm, bk, stages, r, c, st),
		Setup:     setup,
		Statement: stmt,
		Expr:      stmt,
		Answer:    want.String(),
		Hints: []string{
			fmt.Sprintf("Stage %d starts at %d·%d·%d = %d. An atom is %d halves of M by 8 of K, %d halves; Step<_2,_1,_3> lays the %d atoms along K first, so M-block %d starts %d·%d·%d = %d into the stage.", st, st, bm, bk, st*bm*bk, rows, atomSize, bk/8, r/rows, r/rows, rows, bk, (r/rows)*rows*bk),
			fmt.Sprintf("K column %d is in atom %d along K, %d·%d = %d further: the atom starts at %d.", c, c/8, c/8, atomSize, (c/8)*atomSize, base),
			fmt.Sprintf("Inside the atom, (%d,%d) is %d + %d·%d = %d before the swizzle; Sw<%d,3,3> XORs its bits 6–%d into bits 3–%d.", r%rows, c%8, r%rows, rows, c%8, r%rows+rows*(c%8), b, 5+b, 2+b),
		},
		want: want,
	}, nil
}
