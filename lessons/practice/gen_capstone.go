package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/gpu/model/raster"
)

// genCapstone practises the capstone lesson on kernels/gemm_tma.cu's
// layouts: level 1 the grid of 128×256 tiles of a problem (ceil_div),
// level 2 where an element of the A stage lands (the SW128 atom tiled
// over 128×64), level 3 the same in the B stage (256×64), level 4 where
// a consumer's k-th wgmma starts reading A (sA(64c, 16k)) or, half the
// time, the start address of the descriptor the kernel's make_desc builds
// for it (genCapstoneDesc), level 5 the tile a CTA computes under
// GemmIdentityThreadblockSwizzle<N>.
func genCapstone(d *draw) (*Exercise, error) {
	atom := "Sw<3,3,3> o (8,64):(64,1)"
	var setup []string
	var stmt, q string
	var hints []string
	switch d.level {
	case 1:
		m, n := 128*d.between(8, 80)-d.r.IntN(128), 256*d.between(4, 40)-d.r.IntN(256)
		stmt = fmt.Sprintf("ceil_div((%d,%d), (128,256))", m, n)
		q = fmt.Sprintf("A %d×%d problem in the kernel's 128×256 tiles: how many tiles (M,N)?", m, n)
		hints = []string{"M: " + ceilHint(m, 128) + " N: " + ceilHint(n, 256)}
	case 4:
		if d.chance(0.5) {
			return genCapstoneDesc(d)
		}
		fallthrough
	case 2, 3:
		rows := 128
		if d.level == 3 {
			rows = 256
		}
		setup = []string{fmt.Sprintf("s = tile_to_shape(%s, (%d,64))", atom, rows)}
		r, c := d.r.IntN(rows), d.r.IntN(64)
		q = fmt.Sprintf("In the %s stage s (the SW128 atom tiled over %d×64 bf16), where does element (%d,%d) go?", map[int]string{128: "A", 256: "B"}[rows], rows, r, c)
		if d.level == 4 {
			k, cw := d.r.IntN(4), d.r.IntN(2)
			r, c = 64*cw, 16*k
			q = fmt.Sprintf("Consumer warpgroup %d's wgmma number %d of a stage reads A from s(%d,%d). Which bf16 offset is that?", cw+1, k, r, c)
		}
		stmt = fmt.Sprintf("s(%d,%d)", r, c)
		hints = []string{
			fmt.Sprintf("Without the swizzle: %d·64 + %d = %d.", r, c, r*64+c),
			fmt.Sprintf("Row %d is row %d of its atom; columns %d–%d are chunk %d, which moves to chunk %d XOR %d = %d.", r, r%8, c/8*8, c/8*8+7, c/8, c/8, r%8, (c/8)^(r%8)),
		}
	default:
		nn := d.pick(1, 2, 3, 4, 8)
		m, n := 128*d.between(4, 16), 256*d.between(2, 12)
		tm, tn := m/128, n/256
		env := eval.NewEnv(eval.WithLibrary(model.Library()))
		l := raster.LogTile(nn, tn)
		gx, gy, _ := raster.Identity(nn).Grid(tm, tn)
		bx, by := d.r.IntN(gx), d.r.IntN(gy)
		stmt = fmt.Sprintf("gemm_identity_swizzle<%d>((%d,%d), (128,256), (%d,%d))", nn, m, n, bx, by)
		if _, err := env.Eval(stmt); err != nil {
			return nil, errRedraw // a CTA past the last column has no tile
		}
		q = fmt.Sprintf("The kernel launched under GemmIdentityThreadblockSwizzle<%d> on %d×%d: which tile does blockIdx (%d,%d) compute?", nn, m, n, bx, by)
		hints = []string{
			fmt.Sprintf("%d×%d tiles; get_log_tile(N=%d, tiles_n=%d) = %d.", tm, tn, nn, tn, l),
			fmt.Sprintf("m = %d >> %d; n = (%d << %d) + (%d & %d).", bx, l, by, l, bx, (1<<l)-1),
		}
	}
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	return &Exercise{Question: q, Setup: setup, Statement: stmt, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}

// genCapstoneDesc asks the start address (16-byte units) of the GMMA
// descriptor kernels/wgmma.cuh's make_desc(sa + kk * 32) builds for
// consumer c's K step kk in stage s (sa = sbase + s·STAGE_BYTES +
// c·64·128, sbase 0), checked against make_gmma_desc of the same 64×16
// tile of the stage.
func genCapstoneDesc(d *draw) (*Exercise, error) {
	s, c, kk := d.r.IntN(4), d.r.IntN(2), d.r.IntN(4)
	if s == 0 && c == 0 && kk == 0 {
		return nil, errRedraw // start address 0: not a question
	}
	const stage = 49152 // STAGE_BYTES
	bytes := s*stage + c*64*128 + kk*32
	setup := []string{"sw = GMMA::Layout_K_SW128_Atom<bfloat16_t>{}",
		fmt.Sprintf("sA = make_tensor(make_smem_ptr<bfloat16_t>(%d), tile_to_shape(sw, (128,64)))", s*stage)}
	got, err := descField(setup, fmt.Sprintf("make_gmma_desc<GMMA::Major::K>(local_tile(sA, (64,16), (%d,%d)))", c, kk), "start_addr")
	if err != nil || got != bytes/16 {
		return nil, fmt.Errorf("practice: capstone descriptor start_addr %d, want %d (%v)", got, bytes/16, err)
	}
	stmt := fmt.Sprintf("ceil_div(%d*%d + %d*%d + %d*32, 16)", s, stage, c, 64*128, kk)
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	want, err := env.Eval(stmt)
	if err != nil {
		return nil, err
	}
	return &Exercise{
		Question: fmt.Sprintf("In kernels/gemm_tma.cu, consumer %d issues K step kk = %d of stage %d with make_desc(sa + kk * 32), sa = sbase + %d·STAGE_BYTES + %d·64·128 and sbase = 0. Which start_addr (16-byte units) does the descriptor hold — the one make_gmma_desc builds for the same 64×16 tile?", c, kk, s, s, c),
		Setup:    setup,
		Expr:     stmt, // not shown: the arithmetic is the way to the answer
		Answer:   want.String(),
		Hints: []string{
			fmt.Sprintf("STAGE_BYTES is 49152: stage %d starts at %d bytes.", s, s*stage),
			fmt.Sprintf("Consumer %d's rows start %d·64·128 = %d bytes in; K step %d is %d·32 = %d bytes further.", c, c, c*64*128, kk, kk, kk*32),
			fmt.Sprintf("%d bytes / 16 = %d.", bytes, bytes/16),
		},
		want: want,
	}, nil
}

// ceilHint works ceil_div(x, t) out with its numbers: "2482 = 9·256 +
// 178: 9 full tiles and a partial one, 10 tiles."
func ceilHint(x, t int) string {
	if x%t == 0 {
		return fmt.Sprintf("%d = %d·%d: %d tiles.", x, x/t, t, x/t)
	}
	return fmt.Sprintf("%d = %d·%d + %d: %d full tiles and a partial one, %d tiles.", x, x/t, t, x%t, x/t, x/t+1)
}
