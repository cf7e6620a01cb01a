package hw

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// Pair draws which CTA of a 2-SM UMMA's pair (the atom's "thread", ThrID
// 2:1) holds which part of A (M×K), B (N×K) and C (M×N), from the atom's
// LayoutA_TV, LayoutB_TV and LayoutC_TV, (CTA, value) -> m + M·k (n +
// N·k, m + M·n), each operand in blocks, a digit per block, in
// width×height.
func Pair(a atom.MMAAtom, width, height int) (string, error) {
	if a.ThrID.Size() != 2 {
		return "", fmt.Errorf("%s: ThrID %s, not a pair of CTAs (a 2x1SM atom)", a.Op, a.ThrID)
	}
	var mnk [3]int
	for i := range mnk {
		s, err := engine.Size(a.ShapeMNK.At(i))
		if err != nil {
			return "", err
		}
		mnk[i] = s
	}
	M, N, K := mnk[0], mnk[1], mnk[2]
	out := wrap(fmt.Sprintf("%s: CTA 0 and CTA 1 of the pair (the digit) and the part of each operand each holds in its shared memory or TMEM; one CTA issues the MMA for both", a.Op), width, "")
	rows := max((height-len(out))/3-2, 2)
	for _, op := range []struct {
		name       string
		tv         engine.Layout
		r, c       int
		rname, cnm string
	}{{"A", a.ALayout, M, K, "m", "k"}, {"B", a.BLayout, N, K, "n", "k"}, {"C", a.CLayout, M, N, "m", "n"}} {
		tm, err := tvMap(op.tv, op.r, op.c)
		if err != nil {
			return "", fmt.Errorf("%s: %v", op.name, err)
		}
		gw := max((width-6)/2, 1)
		bm, bn := pow2((op.r+rows-1)/rows), pow2((op.c+gw-1)/gw)
		out = append(out, fmt.Sprintf("%s %d×%d (%s down, %s across), a block of %d×%d a character:", op.name, op.r, op.c, op.rname, op.cnm, bm, bn))
		for r := 0; r < (op.r+bm-1)/bm; r++ {
			line := fmt.Sprintf("%4d ", r*bm)
			for c := 0; c < (op.c+bn-1)/bn; c++ {
				line += tm.label(r*bm, c*bn, bm, bn) + " "
			}
			out = append(out, line)
		}
	}
	return fit(out, width, height), nil
}

// tvMap is the owner of each element of an R×C tile under TV layout tv,
// (owner, value) -> r + R·c: the first owner, -1 for none.
func tvMap(tv engine.Layout, R, C int) (tileMap, error) {
	tm := tileMap{M: R, N: C}
	if R <= 0 || C <= 0 || R*C > MaxTile {
		return tm, fmt.Errorf("tile %d×%d: the view maps at most %d elements", R, C, MaxTile)
	}
	if r := tv.Rank(); r > 2 {
		var err error
		if tv, err = tv.Group(1, r); err != nil {
			return tm, err
		}
	}
	t0, err := tv.Mode(0)
	if err != nil {
		return tm, err
	}
	T := t0.Size()
	offs, err := tv.Offsets(make([]int, 0, min(tv.Size(), MaxTile)), MaxTile)
	if err != nil {
		return tm, err
	}
	tm.cta = make([]int16, R*C)
	for i := range tm.cta {
		tm.cta[i] = -1
	}
	for k, idx := range offs {
		if idx < 0 || idx >= R*C {
			return tm, fmt.Errorf("TV layout %s maps (%d, %d) outside the %d×%d tile", tv, k%T, k/T, R, C)
		}
		if tm.cta[idx] < 0 {
			tm.cta[idx] = int16(k % T)
		}
	}
	return tm, nil
}
