package practice

import (
	"fmt"
	"strconv"
)

// genBlockScaling practises the block-scaling lesson: the TMEM byte
// offset (lane·262144 + column·4 + byte) of one copy of one scale factor
// in a block-scaled UMMA's SFA or SFB fragment, make_frg_SFA /
// make_frg_SFB of a drawn atom (MXF8F6F4, or MXF4 of VS 16 or 32) and
// shape, printed by the engine. Level 1 asks a row's first factor,
// level 2 another factor, level 3 another copy, level 4 another MMA
// along K, level 5 a 2-SM atom's SFA (each CTA 128 of M = 256's rows)
// over two MMAs along M.
func genBlockScaling(d *draw) (*Exercise, error) {
	type atomKind struct {
		name, types string
		k, vs       int
		vsArg       bool
	}
	kinds := []atomKind{
		{"SM100_MMA_MXF8F6F4_SS", "float_e4m3_t,float_e4m3_t,float,float_ue8m0_t", 32, 32, false},
		{"SM100_MMA_MXF4_SS", "float_e2m1_t,float_e2m1_t,float,float_ue4m3_t", 64, 16, true},
		{"SM100_MMA_MXF4_SS", "float_e2m1_t,float_e2m1_t,float,float_ue8m0_t", 64, 32, true},
	}
	a := kinds[d.r.IntN(len(kinds))]
	m, n := 128, d.pick(128, 256)
	rows, nm, nk := m, 1, 1 // a CTA's rows of one MMA; MMAs along M and K
	if d.level >= 4 {
		nk = d.pick(2, 4)
	}
	name := a.name
	if d.level == MaxLevel {
		name = a.name[:len(a.name)-3] + "_2x1SM_SS"
		m, nm = 256, 2
	}
	vs := ""
	if a.vsArg {
		vs = fmt.Sprintf("%d,", a.vs)
	}
	atom := fmt.Sprintf("MMA_Atom<%s<%s,%d,%d,%sUMMA::Major::K,UMMA::Major::K>>{}", name, a.types, m, n, vs)
	nsf := a.k / a.vs
	shape := fmt.Sprintf("((%d,(%d,%d)),%d,%d)", rows, a.vs, nsf, nm, nk)
	frg, err := evalAfter(nil, fmt.Sprintf("layout(make_frg_SFA(%s, %s))", atom, shape))
	if err != nil {
		return nil, err
	}
	const reps = 4 // ScaleFactorDuplicated4by1: a copy per sub-partition
	row, rep, j, im, kk := d.r.IntN(rows), 0, 0, 0, 0
	if d.level >= 2 {
		j = d.r.IntN(nsf)
	}
	if d.level >= 3 {
		rep = d.r.IntN(reps)
	}
	if d.level >= 4 {
		kk = d.r.IntN(nk)
	}
	if nm > 1 {
		im = d.r.IntN(nm)
	}
	setup := []string{"L = " + frg.String()}
	// Mode 0's row mode is ((32,g),4) (or ((32,g),2,2)): coordinate
	// row + rows·rep, a 1-D index into it.
	stmt := fmt.Sprintf("L((%d,(0,%d)),%d,%d)", row+rows*rep, j, im, kk)
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	off, err := strconv.Atoi(want.String())
	if err != nil || off == 0 {
		return nil, errRedraw
	}
	q := fmt.Sprintf("The block-scaled %s (K = %d, one factor per VS = %d values) keeps SFA in TMEM as make_frg_SFA(mma, %s) = L = %s. "+
		"Which byte offset holds copy %d of row %d's factor %d for MMA (%d,%d) (along M, along K), L((%d,(0,%d)),%d,%d)?",
		atom, a.k, a.vs, shape, frg, rep, row, j, im, kk, row+rows*rep, j, im, kk)
	hints := []string{
		fmt.Sprintf("The row mode has %d·%d entries: copy %d of row %d is index %d + %d·%d.", rows, reps, rep, row, row, rows, rep),
		fmt.Sprintf("A lane is 262144 bytes (65536 columns of 4 bytes): the answer is lane %d, column %d, byte %d.", off/262144, off%262144/4, off%4),
	}
	if im+kk > 0 {
		step, err := evalAfter(setup, fmt.Sprintf("L((0,(0,0)),%d,%d)", im, kk))
		if err != nil {
			return nil, err
		}
		hints = append([]string{fmt.Sprintf("MMA (%d,%d) is index %d of mode 1 and %d of mode 2: it adds L((0,(0,0)),%d,%d) = %s bytes.", im, kk, im, kk, im, kk, step)}, hints...)
	}
	return &Exercise{Question: q, Setup: setup, Expr: stmt, Answer: want.String(), Hints: hints, want: want}, nil
}
