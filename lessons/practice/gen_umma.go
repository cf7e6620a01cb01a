package practice

import (
	"fmt"
	"strconv"
)

// genUMMA practises the umma lesson: where in tensor memory (lane·2^16 +
// column) a UMMA's accumulator keeps one element of C, for a drawn fp16
// SS atom (M 64 or 128, N 64..256) over a tile of one or two atoms a side;
// level 5 takes the 2-SM form, whose CTA keeps half the rows.
// Levels 1–2 take M = 128 and the first MMA tile; from level 4 the tile is
// two atoms a side and the element is in a drawn MMA tile (i,j).
func genUMMA(d *draw) (*Exercise, error) {
	am, an := d.pick(64, 128), d.pick(64, 128, 256)
	tm, tn := am*d.pick(1, 2), an*d.pick(1, 2)
	if d.level <= 2 {
		am, tm, tn = 128, 128, an // one lane per row, one atom
	}
	if d.level >= 4 {
		tm, tn = 2*am, 2*an
	}
	i, j := d.r.IntN(tm/am), d.r.IntN(tn/an)
	name, rows := "SM100_MMA_F16BF16_SS", am // rows of one MMA in this CTA's TMEM
	if d.level == MaxLevel {
		// A 2-SM MMA: each CTA of the pair keeps half of the M rows.
		name, am = "SM100_MMA_F16BF16_2x1SM_SS", 2*am
		tm, rows = 2*tm, am/2
	}
	atom := fmt.Sprintf("%s<half_t,half_t,float,%d,%d,UMMA::Major::K,UMMA::Major::K>{}", name, am, an)
	setup := []string{fmt.Sprintf("C = layout(partition_fragment_C(make_tiled_mma(%s), Shape<Int<%d>,Int<%d>>{}))", atom, tm, tn)}
	m, n := d.r.IntN(rows), d.r.IntN(an)
	stmt := fmt.Sprintf("C((%d,%d),%d,%d)", m, n, i, j)
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	off, err := strconv.Atoi(want.String())
	if err != nil || off == 0 {
		return nil, errRedraw // not an offset, or the corner the learner would guess
	}
	q := fmt.Sprintf("A %d×%d fp16 UMMA (%s) over a %d×%d tile keeps its accumulator C in TMEM. "+
		"At which offset (lane·65536 + 32-bit column) is row %d, column %d of MMA tile (%d,%d), C((%d,%d),%d,%d)?",
		am, an, atom, tm, tn, m, n, i, j, m, n, i, j)
	hints := []string{"Print C: mode 0 is one MMA's (M,N) tile; a lane is 65536 (2^16).",
		fmt.Sprintf("The offset is lane %d, column %d: %d·65536 + %d = %d.", off>>16, off&0xffff, off>>16, off&0xffff, off)}
	if i+j > 0 {
		hints = append(hints, fmt.Sprintf("MMA tile (%d,%d) adds C's strides of modes 1 and 2, times %d and %d.", i, j, i, j))
	}
	if rows != am {
		hints = append([]string{fmt.Sprintf("A 2-SM MMA of M = %d gives each CTA %d rows of it.", am, rows)}, hints...)
	}
	if am == 64 { // the 1-SM M = 64 layout; a 2-SM CTA's 64 rows are 64 lanes
		hints = append([]string{"With M = 64 the rows come in groups of 16, one group per 32-lane sub-partition."}, hints...)
	}
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
