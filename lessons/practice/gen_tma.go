package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// genTMA practises the TMA lesson on the coordinate tensor of a tensor
// map over a row-major (K contiguous) M×K bf16 matrix: the identity
// tensor of the TMA's K×M shape composed with (M,K):(K,1), whose
// strides are (1@1,1@0). Level 1 asks the TMA coordinate of an element
// of the matrix, level 2 the coordinate a CTA's load names (the box's
// corner, local_tile(tm, (BM,BK), (m,kt)) at (0,0)), level 3 the
// coordinate of an element inside the box, level 4 where the swizzle of
// the tensor map stores a byte of the box (Sw<B,4,3> for rows of 32, 64
// or 128 bytes), level 5 the elements a ring of SW128 stages spans.
func genTMA(d *draw) (*Exercise, error) {
	var setup []string
	var stmt, q string
	var hints []string
	bm, bk := d.pick(64, 128, 256), d.pick(32, 64)
	tiles, ksteps := d.pick(2, 4, 8, 16), d.pick(2, 4, 8, 16)
	m, k := bm*tiles, bk*ksteps
	tmap := []string{fmt.Sprintf("I = make_identity_tensor((%d,%d))", k, m),
		fmt.Sprintf("tm = composition(I, (%d,%d):(%d,1))", m, k, k)}
	switch d.level {
	case 1:
		r, c := d.r.IntN(m), d.r.IntN(k)
		setup = tmap
		stmt = fmt.Sprintf("tm(%d,%d)", r, c)
		q = fmt.Sprintf("A is %d×%d bf16, row-major; its tensor map sees it as K×M, tm = composition(I, (%d,%d):(%d,1)) with I the identity tensor of (%d,%d). Which TMA coordinate is A's element (%d,%d)?", m, k, m, k, k, k, m, r, c)
		hints = []string{"The strides are (1@1,1@0): m is coordinate 1, k coordinate 0.",
			fmt.Sprintf("K first: (%d,%d).", c, r)}
	case 2, 3:
		cm, kt := d.r.IntN(tiles), d.r.IntN(ksteps)
		setup = append(tmap, fmt.Sprintf("box = local_tile(tm, (%d,%d), (%d,%d))", bm, bk, cm, kt))
		hints = []string{fmt.Sprintf("The box's corner is (kt·BK, m0) = (%d·%d, %d·%d) = (%d,%d).", kt, bk, cm, bm, kt*bk, cm*bm)}
		if d.level == 2 {
			stmt = "box(0,0)"
			q = fmt.Sprintf("A is %d×%d bf16, row-major, read in %d×%d boxes through the tensor map tm (K first). Which coordinate does the load of CTA tile row %d at k-step %d name, box(0,0)?", m, k, bm, bk, cm, kt)
		} else {
			r, c := d.r.IntN(bm), d.r.IntN(bk)
			stmt = fmt.Sprintf("box(%d,%d)", r, c)
			q = fmt.Sprintf("A is %d×%d bf16, row-major, read in %d×%d boxes through the tensor map tm (K first). Which TMA coordinate is element (%d,%d) of the box of CTA tile row %d at k-step %d?", m, k, bm, bk, r, c, cm, kt)
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
		hints = []string{fmt.Sprintf("Sw<%d,4,3> XORs bits 7–%d into bits 4–%d: the 16-byte chunk (here %d) with bits of the 128-byte line (here %d).", b, 6+b, 3+b, chunk, line),
			fmt.Sprintf("Chunk %d XOR %d = %d: %d %+d bytes.", chunk, line, chunk^line, x, 16*((chunk^line)-chunk))}
	default:
		stages := d.pick(2, 3, 4, 5, 6)
		setup = []string{"atom = GMMA::Layout_K_SW128_Atom<bfloat16_t>{}",
			fmt.Sprintf("ring = tile_to_shape(atom, (%d,64,%d))", bm, stages)}
		stmt = "cosize(ring)"
		q = fmt.Sprintf("A kernel keeps %d stages of %d×64 bf16 A boxes in the SW128 atom, ring = tile_to_shape(atom, (%d,64,%d)). How many elements does the ring span (cosize)? (Each stage's mbarrier expects twice its share in bytes.)", stages, bm, bm, stages)
		hints = []string{fmt.Sprintf("One box is %d·64 = %d elements: %d bytes for expect_tx.", bm, bm*64, bm*128),
			fmt.Sprintf("%d stages of it, one after the other (stage stride %d).", stages, bm*64),
			fmt.Sprintf("%d·%d·64 = %d elements, %d bytes in all.", stages, bm, stages*bm*64, 2*stages*bm*64)}
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
	return &Exercise{Question: q, Setup: setup, Statement: stmt, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
