package practice

import (
	"fmt"
)

// genEpilogue practises the epilogue lesson: level 5 which element of
// the CTA tile a thread's accumulator holds (the TiledMMA's C TV
// layout), level 2 how many subtiles flat_divide by the EpilogueTile
// gives, level 3 the coordinate the TMA store of a subtile names (the
// store's coordinate tensor, N first for a row-major C), level 4 how
// many contiguous elements a thread's accumulators and its partition_C
// of a row- or column-major C agree on (the widest store from
// registers), level 1 the swizzle of the epilogue's smem atom for a
// subtile's N extent.
func genEpilogue(d *draw) (*Exercise, error) {
	var setup []string
	var stmt, q string
	var hints []string
	n := d.pick(64, 128, 256)
	wgs := d.pick(1, 2)
	bm := 64 * wgs
	mmaSetup := []string{fmt.Sprintf("atom = SM90_64x%dx16_F32F16F16_SS<Major::K,Major::K>{}", n),
		fmt.Sprintf("mma = make_tiled_mma(atom, Layout<Shape<_%d,_1,_1>>{})", wgs)}
	level := map[int]int{1: 5, 2: 2, 3: 3, 4: 4, 5: 1}[d.level]
	switch level {
	case 1:
		t, v := d.r.IntN(128*wgs), d.r.IntN(n/2)
		setup = mmaSetup
		stmt = fmt.Sprintf("idx2crd(get_layoutC_TV(mma)(%d,%d), (%d,%d))", t, v, bm, n)
		lane, warp := t%32, t/32
		q = fmt.Sprintf("%d warpgroup(s) of m64n%dk16 compute a %d×%d C tile. Which element (m,n) does thread %d's accumulator %d hold? Answer as idx2crd prints it in (%d,%d).", wgs, n, bm, n, t, v, bm, n)
		hints = []string{fmt.Sprintf("Thread %d is lane %d of warp %d: warp %d holds rows %d–%d.", t, lane, warp, warp, 16*warp, 16*warp+15),
			fmt.Sprintf("Lane %d: groupID %d (row + %d), threadID_in_group %d (columns %d, %d).", lane, lane/4, lane/4, lane%4, 2*(lane%4), 2*(lane%4)+1),
			fmt.Sprintf("Value %d is (%d,%d,%d) of (2,2,%d): column + %d, row + %d, column block %d (+%d).", v, v%2, v/2%2, v/4, n/8, v%2, 8*(v/2%2), v/4, 8*(v/4))}
	case 2, 3:
		em, en := d.pick(32, 64), d.pick(16, 32, 64)
		if em > bm {
			em = bm
		}
		m, nn := bm*d.pick(4, 8, 16), n*d.pick(2, 4, 8)
		cm, cn := d.r.IntN(m/bm), d.r.IntN(nn/n)
		if level == 2 {
			setup = []string{fmt.Sprintf("I = make_identity_tensor((%d,%d))", m, nn),
				fmt.Sprintf("gD = local_tile(I, (%d,%d), (%d,%d))", bm, n, cm, cn),
				fmt.Sprintf("Ep = flat_divide(gD, (%d,%d))", em, en)}
			stmt = "size(select<2,3>(shape(Ep)))"
			q = fmt.Sprintf("A %d×%d CTA tile of C is stored in %d×%d epilogue subtiles. How many TMA stores does the CTA issue?", bm, n, em, en)
			hints = []string{fmt.Sprintf("%d / %d = %d subtiles down M, %d / %d = %d across N.", bm, em, bm/em, n, en, n/en),
				fmt.Sprintf("%d·%d = %d.", bm/em, n/en, bm/em*(n/en))}
			break
		}
		i, j := d.r.IntN(bm/em), d.r.IntN(n/en)
		atom := map[int]string{16: "SW32", 32: "SW64", 64: "SW128"}[en]
		setup = []string{fmt.Sprintf("D = make_tensor(make_gmem_ptr<half_t>(0), (%d,%d):(%d,1))", m, nn, nn),
			fmt.Sprintf("sD = tile_to_shape(GMMA::Layout_K_%s_Atom<half_t>{}, (%d,%d))", atom, em, en),
			"st = make_tma_copy(SM90_TMA_STORE{}, D, sD)",
			fmt.Sprintf("mD = get_tma_tensor(st, make_shape(%d,%d))", m, nn),
			fmt.Sprintf("gD = local_tile(mD, (%d,%d), (%d,%d))", bm, n, cm, cn),
			fmt.Sprintf("gD_epi = flat_divide(gD, (%d,%d))", em, en)}
		stmt = fmt.Sprintf("gD_epi(0,0,%d,%d)", i, j)
		r0, c0 := cm*bm+i*em, cn*n+j*en
		q = fmt.Sprintf("D is %d×%d halves, row-major; the CTA tile %d×%d at (%d,%d); the EpilogueTile %d×%d. Which coordinate (N first) does the TMA store of subtile (%d,%d) name?", m, nn, bm, n, cm, cn, em, en, i, j)
		hints = []string{fmt.Sprintf("The CTA tile starts at row %d·%d = %d, column %d·%d = %d.", cm, bm, cm*bm, cn, n, cn*n),
			fmt.Sprintf("Subtile (%d,%d) is %d rows and %d columns further: row %d, column %d.", i, j, i*em, j*en, r0, c0),
			fmt.Sprintf("The tensor map of a row-major D is N first: (%d,%d).", c0, r0)}
	case 4:
		rowMajor := d.r.IntN(2) == 0
		stride := "(1024,1)"
		if !rowMajor {
			stride = "(1,1024)"
		}
		setup = append(mmaSetup,
			fmt.Sprintf("C = make_tensor(make_gmem_ptr<float>(0), (1024,1024):%s)", stride),
			"t = get_slice(mma, 0)",
			fmt.Sprintf("g = layout(partition_C(t, local_tile(C, (%d,%d), (1,1))))", bm, n),
			fmt.Sprintf("r = layout(partition_fragment_C(t, make_shape(%d,%d)))", bm, n))
		stmt = "max_common_vector(r, g)"
		kind := map[bool]string{true: "row-major", false: "column-major"}[rowMajor]
		q = fmt.Sprintf("m64n%dk16 accumulators (%d warpgroup(s)) are stored from registers into a %s float C. How many consecutive accumulators of a thread are contiguous in C, the widest vector store?", n, wgs, kind)
		hints = []string{"A thread's values pair up along a row (columns 2q, 2q+1), then 8 rows down, then 8 columns right.",
			fmt.Sprintf("In a %s C, neighbours along a row are %s apart.", kind, map[bool]string{true: "1 element", false: "1024 elements"}[rowMajor])}
	default:
		en := d.pick(16, 32, 64)
		atom := map[int]string{16: "SW32", 32: "SW64", 64: "SW128"}[en]
		stmt = fmt.Sprintf("get_swizzle_portion(GMMA::Layout_K_%s_Atom<half_t>{})", atom)
		q = fmt.Sprintf("D is row-major halves; the epilogue subtile is 64×%d, staged in the K-major GMMA atom whose row is the subtile's N extent. Which byte swizzle Sw<B,M,S> does the store's tensor map take?", en)
		hints = []string{fmt.Sprintf("%d halves along N are %d bytes.", en, 2*en),
			fmt.Sprintf("The %d-byte atom swizzles %d 16-byte chunks: B = %d, and on bytes M = 4, S = 3.", 2*en, 2*en/16, log2(2*en/16))}
	}
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	// The statement is the way to the answer in every level: not shown.
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
