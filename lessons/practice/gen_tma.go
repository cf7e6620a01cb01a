package practice

import (
	"fmt"
)

// genTMA practises the TMA lesson on make_tma_copy of a row-major (K
// contiguous) M×K bf16 matrix into a K-major GMMA stage of BM×BK (SW64
// for BK = 32, SW128 for BK = 64): mA = get_tma_tensor(tma, (M,K)) has
// strides (1@1,1@0). Level 1 asks the TMA coordinate of an element of
// the matrix, level 2 the coordinate a CTA's load names (the first
// element of k-tile kt of gA = local_tile(mA, (BM,BK), (m,_))), level 3
// the coordinate of an element inside that tile, level 4 where the
// swizzle of the tensor map stores a byte of the box (Sw<B,4,3> for
// rows of 32, 64 or 128 bytes), level 5 where one CTA's share of a
// multicast box starts (partition_S of its slice of the TMA copy) or,
// half the time, a design: the GMMA atom whose stage one TMA box loads.
func genTMA(d *draw) (*Exercise, error) {
	var setup []string
	var stmt, q string
	var hints []string
	bm, bk := d.pick(64, 128, 256), d.pick(32, 64)
	tiles, ksteps := d.pick(2, 4, 8, 16), d.pick(2, 4, 8, 16)
	m, k := bm*tiles, bk*ksteps
	sw := map[int]string{32: "SW64", 64: "SW128"}[bk]
	tmap := func(op, extra string) []string {
		return []string{fmt.Sprintf("A = make_tensor(make_gmem_ptr<bfloat16_t>(0), (%d,%d):(%d,1))", m, k, k),
			fmt.Sprintf("sL = tile_to_shape(GMMA::Layout_K_%s_Atom<bfloat16_t>{}, (%d,%d))", sw, bm, bk),
			fmt.Sprintf("tma = make_tma_copy(%s{}, A, sL%s)", op, extra),
			fmt.Sprintf("mA = get_tma_tensor(tma, make_shape(%d,%d))", m, k)}
	}
	switch d.level {
	case 1:
		r, c := d.r.IntN(m), d.r.IntN(k)
		setup = tmap("SM90_TMA_LOAD", "")
		stmt = fmt.Sprintf("mA(%d,%d)", r, c)
		q = fmt.Sprintf("A is %d×%d bf16, row-major, loaded by tma = make_tma_copy(SM90_TMA_LOAD{}, A, sL) into %d×%d stages; mA = get_tma_tensor(tma, (%d,%d)). Which TMA coordinate is A's element (%d,%d)?", m, k, bm, bk, m, k, r, c)
		hints = []string{fmt.Sprintf("The tensor map's dimension 0 is the contiguous one, K: mA's strides are (1@1,1@0), so (%d,%d) is coordinate (k, m).", r, c),
			fmt.Sprintf("K first: (%d,%d).", c, r)}
	case 2, 3:
		cm, kt := d.r.IntN(tiles), d.r.IntN(ksteps)
		setup = append(tmap("SM90_TMA_LOAD", ""), fmt.Sprintf("gA = local_tile(mA, make_shape(%d,%d), make_coord(%d,_))", bm, bk, cm))
		hints = []string{fmt.Sprintf("The CTA's k-tile %d starts at (kt·BK, m·BM) = (%d·%d, %d·%d) = (%d,%d).", kt, kt, bk, cm, bm, kt*bk, cm*bm)}
		if d.level == 2 {
			stmt = fmt.Sprintf("gA(0,0,%d)", kt)
			q = fmt.Sprintf("A is %d×%d bf16, row-major, loaded by make_tma_copy in %d×%d boxes; gA = local_tile(mA, (%d,%d), (%d,_)). Which coordinate does the load of k-tile %d name, gA(0,0,%d)?", m, k, bm, bk, bm, bk, cm, kt, kt)
		} else {
			r, c := d.r.IntN(bm), d.r.IntN(bk)
			stmt = fmt.Sprintf("gA(%d,%d,%d)", r, c, kt)
			q = fmt.Sprintf("A is %d×%d bf16, row-major, loaded by make_tma_copy in %d×%d boxes; gA = local_tile(mA, (%d,%d), (%d,_)). Which TMA coordinate is element (%d,%d) of k-tile %d?", m, k, bm, bk, bm, bk, cm, r, c, kt)
			hints = append(hints, fmt.Sprintf("Element (%d,%d) is %d further along k (coordinate 0) and %d along m (coordinate 1): (%d,%d).", r, c, c, r, kt*bk+c, cm*bm+r))
		}
	case 4:
		b := d.between(1, 3)
		rowBytes := 16 << b
		r, c := d.r.IntN(16), d.r.IntN(rowBytes/2)
		x := rowBytes*r + 2*c
		stmt = fmt.Sprintf("Sw<%d,4,3>(%d)", b, x)
		q = fmt.Sprintf("A box of bf16 with %d-element rows (%d bytes) is stored with SWIZZLE_%dB, Sw<%d,4,3> on bytes. Element (%d,%d) is byte %d of the box. At which byte does it land?", rowBytes/2, rowBytes, rowBytes, b, r, c, x)
		chunk, line := (x>>4)&(1<<b-1), (x>>7)&(1<<b-1)
		hints = []string{fmt.Sprintf("Sw<%d,4,3> XORs bits 7–%d into bits 4–%d: the 16-byte chunk (here %d) with bits of the 128-byte line (here %d; with %d-byte rows a line holds %d rows).", b, 6+b, 3+b, chunk, line, rowBytes, 128/rowBytes),
			fmt.Sprintf("Chunk %d XOR %d = %d: %d %+d bytes.", chunk, line, chunk^line, x, 16*((chunk^line)-chunk))}
	default:
		if d.r.IntN(2) == 0 {
			return genTMADesign(d)
		}
		cl := d.pick(2, 4)
		if bm/cl < 8 {
			return nil, errRedraw
		}
		cm, i := d.r.IntN(tiles), d.between(1, cl-1)
		setup = append(tmap("SM90_TMA_LOAD_MULTICAST", fmt.Sprintf(", make_shape(%d,%d), %d", bm, bk, cl)),
			fmt.Sprintf("gA = local_tile(mA, make_shape(%d,%d), make_coord(%d,_))", bm, bk, cm))
		stmt = fmt.Sprintf("partition_S(get_slice(tma, %d), gA)(0)", i)
		q = fmt.Sprintf("A is %d×%d bf16, row-major; its %d×%d box is multicast over %d CTAs (SM90_TMA_LOAD_MULTICAST, multicast size %d); gA = local_tile(mA, (%d,%d), (%d,_)). At which TMA coordinate does CTA %d's share of k-tile 0 start?", m, k, bm, bk, cl, cl, bm, bk, cm, i)
		hints = []string{fmt.Sprintf("%d CTAs share the %d-row box: %d rows each.", cl, bm, bm/cl),
			fmt.Sprintf("CTA %d loads rows %d– of the tile, which starts at m = %d·%d = %d.", i, i*bm/cl, cm, bm, cm*bm),
			fmt.Sprintf("m = %d, k = 0; K first: (0,%d).", cm*bm+i*bm/cl, cm*bm+i*bm/cl)}
	}
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	return &Exercise{Question: q, Setup: setup, Statement: stmt, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
