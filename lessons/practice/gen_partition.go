package practice

import (
	"fmt"
)

// genPartition practises the tensors lesson's local_partition on
// layouts, as CuTe builds it: zipped_divide of the tile by the thread
// layout, sliced in the tile mode at the thread's coordinate. It asks
// (for the tensors topic's level 4) either a thread's share of a tile
// or where in A a thread's first element of a given CTA tile is.
func genPartition(d *draw) (*Exercise, error) {
	bm, bk := d.pick(32, 64, 128), d.pick(8, 16, 32)
	m, k := bm*d.pick(2, 4, 8), bk*d.pick(2, 4, 8)
	a := fmt.Sprintf("(%d,%d):(1,%d)", m, k, m)
	var setup []string
	var stmt, q string
	var hints []string
	{
		tm, tk := d.pick(8, 16, 32), d.pick(2, 4, 8)
		if tm > bm || tk > bk {
			return nil, errRedraw
		}
		nt := tm * tk
		t := d.r.IntN(nt)
		tile := fmt.Sprintf("(%d,%d):(1,%d)", bm, bk, bm)
		setup = []string{fmt.Sprintf("P = zipped_divide(%s, (%d,%d))", tile, tm, tk)}
		switch d.r.IntN(2) {
		case 0:
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
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	if wl, ok := want.Layout(); ok && wl.Size() < 2 {
		return nil, errRedraw // a share of one element
	}
	// The statement is not shown: Z((0,0),(m,k)) or idx2crd(...) is the
	// way to the answer, which the question asks the learner to find.
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
