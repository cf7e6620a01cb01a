package hw

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// maxModeValues bounds the values of mode 0 the fragment view lists for
// one cell (a larger mode is summarised by its size).
const maxModeValues = 4096

// Fragment draws a thread's MMA fragment l, (V, M|N, K[, stage]) as
// partition_fragment_A|B|C makes it (tCrA(_,m,k,stage) is one cell), in
// width×height: desc true for GMMA descriptors (one descriptor per cell,
// "D+x": x 16-byte units past the first tile's start address), false for
// registers (each cell the fragment's element indices of mode 0 there,
// "R a–b"). Rows are mode 1, columns mode 2, one block per index of mode 3
// (the pipeline stage); modes past 3 are refused.
func Fragment(l engine.Layout, desc bool, width, height int) (string, error) {
	r := l.Rank()
	if r < 2 || r > 4 {
		return "", fmt.Errorf("fragment %s: want (V, M|N[, K[, stage]]), rank 2 to 4, got rank %d", l, r)
	}
	one, err := engine.MakeLayout(engine.Int(1), engine.Int(0))
	if err != nil {
		return "", err
	}
	modes := make([]engine.Layout, 4)
	for i := range modes {
		modes[i] = one
		if i < r {
			m, err := l.Mode(i)
			if err != nil {
				return "", err
			}
			modes[i] = m
		}
	}
	kind := "registers: R a–b are the fragment's elements (mode 0's values) that one MMA reads there"
	if desc {
		kind = "GMMA descriptors in shared memory: D+x is the descriptor one wgmma reads there, x 16-byte units past the first's start address (mode 0, its 1 value, is the whole atom's tile)"
	}
	out := block{fmt.Sprintf("fragment %s", l)}
	out = append(out, wrap(kind, width, "")...)
	out = append(out, wrap("rows: mode 1 (m or n), columns: mode 2 (k block, or n of C), blocks: mode 3 (pipeline stage)", width, "")...)
	cells, err := modeZero(modes[0], desc)
	if err != nil {
		return "", err
	}
	R, C, S := modes[1].Size(), modes[2].Size(), modes[3].Size()
	cw := 4
	label := func(i, j, s int) string {
		o1, _ := modes[1].Eval(engine.Int(i))
		o2, _ := modes[2].Eval(engine.Int(j))
		o3, _ := modes[3].Eval(engine.Int(s))
		return cells(o1 + o2 + o3)
	}
	// Cell width from the last cell, whose offsets are the largest.
	cw = max(cw, len(label(R-1, C-1, S-1))+2, len(label(0, 0, 0))+2)
	showC := min(C, max((width-8)/cw, 1))
	left := height - len(out)
	perBlock := min(R, 8) + 1
	showS := min(S, max(left/(perBlock+1), 1))
	showR := min(R, max(left/showS-2, 1))
	for s := 0; s < showS; s++ {
		hdr := fmt.Sprintf("%-8s", "")
		if S > 1 || r == 4 {
			hdr = fmt.Sprintf("%-8s", fmt.Sprintf("stage %d", s))
		}
		for j := 0; j < showC; j++ {
			hdr += fmt.Sprintf("%*s", cw, fmt.Sprintf("k=%d", j))
		}
		if showC < C {
			hdr += fmt.Sprintf("  … %d of %d", showC, C)
		}
		out = append(out, hdr)
		for i := 0; i < showR; i++ {
			row := fmt.Sprintf("%-8s", fmt.Sprintf("  %d", i))
			for j := 0; j < showC; j++ {
				row += fmt.Sprintf("%*s", cw, label(i, j, s))
			}
			out = append(out, row)
		}
		if showR < R {
			out = append(out, fmt.Sprintf("  … %d of %d rows", showR, R))
		}
	}
	if showS < S {
		out = append(out, fmt.Sprintf("… %d of %d stages", showS, S))
	}
	return fit(out, width, height), nil
}

// modeZero returns how a cell at offset off is labelled: "D+x" for a
// descriptor, "R a–b" (or "R a,b,…") for the elements mode 0 reads there.
func modeZero(m0 engine.Layout, desc bool) (func(off int) string, error) {
	if desc {
		return func(off int) string { return fmt.Sprintf("D+%d", off) }, nil
	}
	if m0.Size() > maxModeValues {
		n := m0.Size()
		return func(off int) string { return fmt.Sprintf("R %d vals@%d", n, off) }, nil
	}
	offs, err := m0.Offsets(make([]int, 0, m0.Size()), maxModeValues)
	if err != nil {
		return nil, err
	}
	lo, hi := offs[0], offs[0]
	seen := map[int]bool{}
	for _, o := range offs {
		lo, hi = min(lo, o), max(hi, o)
		seen[o] = true
	}
	contiguous := len(seen) == hi-lo+1
	return func(off int) string {
		switch {
		case lo == hi:
			return fmt.Sprintf("R %d", off+lo)
		case contiguous:
			return fmt.Sprintf("R %d–%d", off+lo, off+hi)
		}
		var s []string
		for i, o := range offs {
			if i == 3 {
				s = append(s, "…")
				break
			}
			s = append(s, fmt.Sprint(off+o))
		}
		return "R " + strings.Join(s, ",")
	}, nil
}
