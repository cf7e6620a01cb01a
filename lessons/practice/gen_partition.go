package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// genPartition practises the partitioning lesson on layouts, as CuTe
// builds local_tile and local_partition: Z = zipped_divide(A, tiler)
// sliced in the rest mode by the CTA's coordinate (local_tile) or in
// the tile mode by the thread's coordinate (local_partition). Level 1
// asks where a CTA's tile starts (Z at (0,0) in the tile mode), level 2
// the CTA's gA with all k-tiles kept ((BM,BK,k)), level 3 a thread's
// coordinate in an m-major thread layout (idx2crd with its stride),
// level 4 a thread's share of a tile, level 5 where in A a thread's
// first element of a given CTA tile is.
func genPartition(d *draw) (*Exercise, error) {
	bm, bk := d.pick(32, 64, 128), d.pick(8, 16, 32)
	m, k := bm*d.pick(2, 4, 8), bk*d.pick(2, 4, 8)
	a := fmt.Sprintf("(%d,%d):(1,%d)", m, k, m)
	var setup []string
	var stmt, q string
	var hints []string
	switch d.level {
	case 1, 2:
		setup = []string{fmt.Sprintf("Z = zipped_divide(%s, (%d,%d))", a, bm, bk)}
		cm, ck := d.r.IntN(m/bm), d.r.IntN(k/bk)
		if d.level == 1 {
			stmt = fmt.Sprintf("Z((0,0),(%d,%d))", cm, ck)
			q = fmt.Sprintf("A = %s cut into %d×%d tiles. Where does tile (%d,%d) start?", a, bm, bk, cm, ck)
			hints = []string{fmt.Sprintf("Tile row %d starts at row %d·%d = %d.", cm, cm, bm, cm*bm),
				fmt.Sprintf("Tile column %d starts at column %d·%d = %d, that is %d·%d elements in.", ck, ck, bk, ck*bk, ck*bk, m)}
		} else {
			stmt = fmt.Sprintf("Z((_,_),(%d,_))", cm)
			q = fmt.Sprintf("A = %s, tiler (%d,%d). What is the gA of the CTA at m = %d, keeping every k-tile?", a, bm, bk, cm)
			hints = []string{fmt.Sprintf("The tile keeps A's strides: (%d,%d):(1,%d).", bm, bk, m),
				fmt.Sprintf("%d/%d = %d k-tiles, each %d columns = %d elements further.", k, bk, k/bk, bk, bk*m)}
		}
	default:
		tm, tk := d.pick(8, 16, 32), d.pick(2, 4, 8)
		if tm > bm || tk > bk {
			return nil, errRedraw
		}
		nt := tm * tk
		t := d.r.IntN(nt)
		tile := fmt.Sprintf("(%d,%d):(1,%d)", bm, bk, bm)
		setup = []string{fmt.Sprintf("P = zipped_divide(%s, (%d,%d))", tile, tm, tk)}
		switch d.level {
		case 3:
			setup = nil
			stmt = fmt.Sprintf("idx2crd(%d, (%d,%d), (1,%d))", t, tm, tk, tm)
			q = fmt.Sprintf("Threads laid out m-major, (%d,%d):(1,%d). What is thread %d's coordinate (get_flat_coord)?", tm, tk, tm, t)
			hints = []string{fmt.Sprintf("With strides (1,%d): (t mod %d, t / %d).", tm, tm, tm)}
		case 4:
			stmt = fmt.Sprintf("P((%d,%d),(_,_))", t%tm, t/tm)
			q = fmt.Sprintf("A %d×%d tile %s partitioned over %d×%d m-major threads. What is thread %d's share?", bm, bk, tile, tm, tk, t)
			hints = []string{fmt.Sprintf("Thread %d is at (%d,%d).", t, t%tm, t/tm),
				fmt.Sprintf("It repeats %d/%d = %d times down (stride %d) and %d/%d = %d times across (stride %d·%d).", bm, tm, bm/tm, tm, bk, tk, bk/tk, tk, bm)}
		default:
			cm, ck := d.r.IntN(m/bm), d.r.IntN(k/bk)
			setup = []string{fmt.Sprintf("Z = zipped_divide(%s, (%d,%d))", a, bm, bk)}
			stmt = fmt.Sprintf("Z((%d,%d),(%d,%d))", t%tm, t/tm, cm, ck)
			q = fmt.Sprintf("A = %s in %d×%d CTA tiles; inside a tile, %d×%d m-major threads. Where in A is thread %d's first element of CTA tile (%d,%d)?", a, bm, bk, tm, tk, t, cm, ck)
			hints = []string{
				fmt.Sprintf("Thread %d is at (%d,%d) of the thread layout: its first element is row %d, column %d of the tile.", t, t%tm, t/tm, t%tm, t/tm),
				fmt.Sprintf("Tile (%d,%d) starts at row %d, column %d of A.", cm, ck, cm*bm, ck*bk),
				fmt.Sprintf("Row %d, column %d of A: %d + %d·%d.", cm*bm+t%tm, ck*bk+t/tm, cm*bm+t%tm, ck*bk+t/tm, m),
			}
		}
	}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range setup {
		if _, err := env.Exec(s); err != nil {
			return nil, err
		}
	}
	want, err := env.Eval(stmt)
	if err != nil {
		return nil, errRedraw
	}
	if wl, ok := want.Layout(); ok && wl.Size() < 2 {
		return nil, errRedraw // a share of one element
	}
	// The statement is not shown: Z((0,0),(m,k)) or idx2crd(...) is the
	// way to the answer, which the question asks the learner to find.
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
