package practice

import (
	"fmt"
	"strconv"
)

// genTwoSM practises the two-sm lesson: which element of the tile a CTA
// of a 2x1SM UMMA pair holds (its operand's TV layout, printed by the
// engine, at (v, i); levels 1–3: C, then A or B), the rank of a CTA in
// a cluster of pairs (level 4) and the CTA an A or B multicast reaches
// besides it (level 5), every answer the engine's.
func genTwoSM(d *draw) (*Exercise, error) {
	if d.level >= 4 {
		return genTwoSMCluster(d)
	}
	m, n := d.pick(128, 256), d.pick(64, 128, 256)
	atom := fmt.Sprintf("SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,%d,%d,UMMA::Major::K,UMMA::Major::K>{}", m, n)
	op, rows, cols := "C", m, n
	if d.level == 3 {
		op, rows, cols = "A", m, 16
		if d.chance(0.5) {
			op, rows = "B", n
		}
	}
	tv, err := evalAfter([]string{"mma = make_tiled_mma(" + atom + ")"}, "mma.get_layout"+op+"_TV()")
	if err != nil {
		return nil, err
	}
	half := rows / 2 // the rows of one CTA
	v := 1
	if d.level == 3 {
		v = d.r.IntN(2)
	}
	i := d.r.IntN(half)
	if d.level >= 2 {
		i = d.r.IntN(half * cols)
	}
	setup := []string{"tv = " + tv.String()}
	stmt := fmt.Sprintf("tv(%d,%d)", v, i)
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	if _, err := strconv.Atoi(want.String()); err != nil {
		return nil, errRedraw
	}
	q := fmt.Sprintf("The 2-SM UMMA %s runs on a pair of CTAs (ThrID 2:1); its Layout%s_TV is tv = %s. "+
		"Which element of the %d×%d %s tile (its column-major index) is value %d of CTA %d, tv(%d,%d)?", atom, op, tv, rows, cols, op, i, v, v, i)
	hints := []string{
		fmt.Sprintf("The thread mode (size 2) is the CTA of the pair, %d rows apart.", half),
		fmt.Sprintf("Value %d is (row, column) = (%d, %d) of the CTA's %d×%d half: row %d + %d·%d of the tile; column-major, add %d·%d.", i, i%half, i/half, half, cols, i%half, v, half, rows, i/half),
	}
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}

// genTwoSMCluster: a cluster divided into pairs, vmnk =
// tiled_divide(make_layout(cluster), make_tile(Layout<_2>{})); level 4
// asks a CTA's rank, level 5 the rank of the other CTA that A's multicast
// (N free) or B's (M free) writes.
func genTwoSMCluster(d *draw) (*Exercise, error) {
	shapes := [][2]int{{2, 2}, {4, 1}, {4, 2}, {2, 4}}
	if d.level == MaxLevel {
		shapes = [][2]int{{4, 2}, {2, 2}, {4, 4}}
	}
	cl := shapes[d.r.IntN(len(shapes))]
	pm, pn := cl[0]/2, cl[1]
	v, m, n := d.r.IntN(2), d.r.IntN(pm), d.r.IntN(pn)
	setup := []string{fmt.Sprintf("vmnk = tiled_divide(make_layout((%d,%d,1)), make_tile(Layout<_2>{}))", cl[0], cl[1])}
	layout, err := evalAfter(setup, "vmnk")
	if err != nil {
		return nil, err
	}
	crd := fmt.Sprintf("(%d,%d,%d,0)", v, m, n)
	if d.level < MaxLevel {
		stmt := "vmnk(" + crd + ")"
		want, err := evalAfter(setup, stmt)
		if err != nil {
			return nil, err
		}
		q := fmt.Sprintf("A %d×%d cluster (M×N) runs 2-SM UMMA pairs: vmnk = tiled_divide(make_layout((%d,%d,1)), make_tile(Layout<_2>{})) = %s, "+
			"(CTA in its pair, pair along M, pair along N, K). What is the rank in the cluster of the CTA at (v,m,n,k) = %s?", cl[0], cl[1], cl[0], cl[1], layout, crd)
		hints := []string{fmt.Sprintf("The rank is the inner product of %s with vmnk's strides.", crd),
			fmt.Sprintf("Strides %s: v·1 + m·2 + n·%d.", layout, cl[0])}
		return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
	}
	mode, op, free, other := 2, "A", "N", fmt.Sprintf("(%d,%d,%d,0)", v, m, (n+1)%pn)
	if d.chance(0.5) || pn == 1 {
		mode, op, free, other = 1, "B", "M", fmt.Sprintf("(%d,%d,%d,0)", v, (m+1)%pm, n)
	}
	if other == crd {
		return nil, errRedraw
	}
	mask, err := evalAfter(setup, fmt.Sprintf("create_tma_multicast_mask<%d>(vmnk, %s) + 0", mode, crd))
	if err != nil {
		return nil, err
	}
	stmt := "vmnk(" + other + ")"
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	q := fmt.Sprintf("A %d×%d cluster (M×N) runs 2-SM UMMA pairs: vmnk = tiled_divide(make_layout((%d,%d,1)), make_tile(Layout<_2>{})) = %s. "+
		"The CTA at (v,m,n,k) = %s multicasts its half of %s (mode %s free). Which other CTA (its rank) receives it?", cl[0], cl[1], cl[0], cl[1], layout, crd, op, free)
	hints := []string{fmt.Sprintf("Only %s changes; v = %d stays: the CTA's partner in its pair loads the other half of %s.", free, v, op),
		fmt.Sprintf("The other CTA is at %s.", other),
		fmt.Sprintf("create_tma_multicast_mask<%d>(vmnk, %s) = %s: a bit for each CTA the load reaches, its own included.", mode, crd, mask)}
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
