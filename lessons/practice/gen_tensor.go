package practice

import (
	"fmt"
)

// genTensor practises the tensors lesson on tensors without data, as
// CuTe's GEMMs build them: level 1 the coordinate an identity tensor
// names at a 1-D index, level 2 the layout of a CTA's gA with every
// k-tile kept (local_tile(A, (BM,BK), (m,_))), level 3 the same for B
// or C through the GEMM's one tiler and a Step projection, level 4
// a thread's share of a tile under local_partition (genPartition),
// level 5 which coordinate of A an element of a CTA tile is (local_tile
// of an identity tensor), often in the last tiles of a matrix the tile
// does not divide, where some coordinates lie outside it (predication).
func genTensor(d *draw) (*Exercise, error) {
	var setup []string
	var stmt, q string
	var hints []string
	switch d.level {
	case 4:
		return genPartition(d)
	case 1:
		m, n := d.between(3, 12), d.between(2, 8)
		if d.r.IntN(2) == 0 {
			// the other half of level 1: a tensor's coordinate to its offset
			i, j := d.r.IntN(m), 1+d.r.IntN(n-1)
			setup = []string{fmt.Sprintf("A = make_tensor(make_gmem_ptr<float>(0), (%d,%d):(%d,1))", m, n, n)}
			stmt = fmt.Sprintf("layout(A)(%d,%d)", i, j)
			q = fmt.Sprintf("A = make_tensor(make_gmem_ptr<float>(0), (%d,%d):(%d,1)), a row-major %d×%d tensor. Which element offset does A(%d,%d) reach?", m, n, n, m, n, i, j)
			hints = []string{fmt.Sprintf("A tensor's layout maps a coordinate to an offset from the pointer: the inner product with the stride (%d,1).", n),
				fmt.Sprintf("%d·%d + %d·1.", i, n, j)}
			break
		}
		i := d.r.IntN(m * n)
		setup = []string{fmt.Sprintf("I = make_identity_tensor((%d,%d))", m, n)}
		stmt = fmt.Sprintf("I(%d)", i)
		q = fmt.Sprintf("I = make_identity_tensor((%d,%d)). Which coordinate does the 1-D index %d name, I(%d)?", m, n, i, i)
		hints = []string{fmt.Sprintf("An identity tensor at an index is the index's coordinate: idx2crd(%d, (%d,%d)).", i, m, n),
			fmt.Sprintf("(%d mod %d, %d / %d).", i, m, i, m)}
	case 2:
		bm, bk := d.pick(32, 64, 128), d.pick(8, 16, 32)
		m, k := bm*d.pick(2, 4, 8), bk*d.pick(2, 4, 8, 16)
		cm := d.r.IntN(m / bm)
		setup = []string{fmt.Sprintf("A = make_tensor(make_gmem_ptr<float>(0), (%d,%d):(1,%d))", m, k, m),
			fmt.Sprintf("gA = local_tile(A, (%d,%d), (%d,_))", bm, bk, cm)}
		stmt = "layout(gA)"
		q = fmt.Sprintf("A is a %d×%d column-major tensor of floats. What is the layout of the CTA's gA = local_tile(A, (%d,%d), (%d,_)), every k-tile kept?", m, k, bm, bk, cm)
		hints = []string{fmt.Sprintf("The tile keeps A's strides: (%d,%d):(1,%d); the CTA's m = %d moves only the pointer.", bm, bk, m, cm),
			fmt.Sprintf("The _ keeps %d/%d = %d k-tiles, each %d columns = %d elements further.", k, bk, k/bk, bk, bk*m)}
	case 3:
		bm, bn, bk := d.pick(64, 128), d.pick(64, 128, 256), d.pick(8, 16, 32)
		m, n, k := bm*d.pick(2, 4, 8), bn*d.pick(2, 4), bk*d.pick(4, 8, 16)
		cm, cn := d.r.IntN(m/bm), d.r.IntN(n/bn)
		tiler, coord := fmt.Sprintf("(%d,%d,%d)", bm, bn, bk), fmt.Sprintf("(%d,%d,_)", cm, cn)
		if d.r.IntN(2) == 0 {
			setup = []string{fmt.Sprintf("B = make_tensor(make_gmem_ptr<float>(0), (%d,%d):(1,%d))", n, k, n),
				fmt.Sprintf("gB = local_tile(B, %s, %s, Step<X,_1,_1>{})", tiler, coord)}
			stmt = "layout(gB)"
			q = fmt.Sprintf("B is an N×K = %d×%d column-major tensor of floats. With the tiler %s and the CTA coordinate %s, what is the layout of gB = local_tile(B, %s, %s, Step<X,_1,_1>{})?", n, k, tiler, coord, tiler, coord)
			hints = []string{fmt.Sprintf("Step<X,_1,_1> keeps N and K: the tiler (%d,%d) and the coordinate (%d,_).", bn, bk, cn),
				fmt.Sprintf("The tile keeps B's strides, (%d,%d):(1,%d); %d/%d = %d k-tiles, each %d elements further.", bn, bk, n, k, bk, k/bk, bk*n)}
		} else {
			setup = []string{fmt.Sprintf("C = make_tensor(make_gmem_ptr<float>(0), (%d,%d):(1,%d))", m, n, m),
				fmt.Sprintf("gC = local_tile(C, %s, %s, Step<_1,_1,X>{})", tiler, coord)}
			stmt = "layout(gC)"
			q = fmt.Sprintf("C is an M×N = %d×%d column-major tensor of floats. With the tiler %s and the CTA coordinate %s, what is the layout of gC = local_tile(C, %s, %s, Step<_1,_1,X>{})?", m, n, tiler, coord, tiler, coord)
			hints = []string{fmt.Sprintf("Step<_1,_1,X> keeps M and N: the tiler (%d,%d) and the coordinate (%d,%d); the k mode and its _ are dropped.", bm, bn, cm, cn),
				fmt.Sprintf("One tile, with C's strides: (%d,%d):(1,%d).", bm, bn, m)}
		}
	default:
		bm, bk := d.pick(32, 64, 128), d.pick(8, 16, 32)
		tm, tk := d.pick(2, 3, 4, 8), d.pick(2, 4, 8)
		m, k := bm*tm, bk*tk
		cm, ck := d.r.IntN(tm), d.r.IntN(tk)
		if d.level == 5 {
			// A matrix the tile does not divide, and one of its last tiles.
			m -= d.between(1, bm-1)
			if d.r.IntN(2) == 0 {
				k -= d.between(1, bk-1)
			}
			cm, ck = tm-1, tk-1
			if d.r.IntN(3) == 0 {
				cm = d.r.IntN(tm)
			}
		}
		r, c := d.r.IntN(bm), d.r.IntN(bk)
		setup = []string{fmt.Sprintf("I = make_identity_tensor((%d,%d))", m, k),
			fmt.Sprintf("cT = local_tile(I, (%d,%d), (%d,%d))", bm, bk, cm, ck)}
		stmt = fmt.Sprintf("cT(%d,%d)", r, c)
		x, y := cm*bm+r, ck*bk+c
		q = fmt.Sprintf("A is %d×%d and the CTA tile %d×%d; cT is A's identity tensor tiled the same way, at CTA tile (%d,%d). Which coordinate of A does element (%d,%d) of the tile name?", m, k, bm, bk, cm, ck, r, c)
		hints = []string{fmt.Sprintf("Tile (%d,%d) starts at (%d·%d, %d·%d) = (%d,%d).", cm, ck, cm, bm, ck, bk, cm*bm, ck*bk),
			fmt.Sprintf("(%d + %d, %d + %d).", cm*bm, r, ck*bk, c)}
		if d.level == 5 {
			if x < m && y < k {
				hints = append(hints, fmt.Sprintf("%d < %d and %d < %d: inside, the load happens.", x, m, y, k))
			} else {
				hints = append(hints, fmt.Sprintf("Not both %d < %d and %d < %d: outside A, the load is predicated off.", x, m, y, k))
			}
		}
	}
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	return &Exercise{Question: q, Setup: setup, Statement: stmt, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
