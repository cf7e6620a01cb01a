package hw

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// maxTmemElems bounds the TMEM tensor a view maps element by element.
const maxTmemElems = atom.TmemLanes * atom.TmemColumns * 4

// TMEM draws a TMEM tensor, tmem_ptr<T>(base) o l with T of valBits bits,
// in width×height: TMEM's 128 lanes (down) × 512 columns (across) in
// blocks, each block '#' where the tensor has an element and '.' where
// not, the four 32-lane sub-partitions ruled off with the warps that may
// reach them (warp_id % 4), and the first elements' lane and column. An
// element i's address is base + (l(i) rotated right by OffsetShift), as
// tmem_ptr adds offsets; its lane is the address's bits 16–22, its
// column bits 0–15.
func TMEM(base, valBits int, l engine.Layout, width, height int) (string, error) {
	n := l.Size()
	if n > maxTmemElems {
		return "", fmt.Errorf("TMEM tensor of %d elements: the view maps at most %d", n, maxTmemElems)
	}
	offs, err := l.Offsets(make([]int, 0, n), maxTmemElems)
	if err != nil {
		return "", err
	}
	shift := atom.TmemOffsetShift(valBits)
	type cell struct{ lane, col int }
	at := func(off int) cell {
		a := uint32(base) + bits.RotateLeft32(uint32(off), -shift)
		return cell{int(a>>16) & 0x7f, int(a & 0xffff)}
	}
	const L, C = atom.TmemLanes, atom.TmemColumns
	gw := max((width-14)/2, 8)
	bn := pow2((C + gw - 1) / gw)
	bm := 4 // lanes a row: the four sub-partitions and the legend fit the height
	switch {
	case height < 30:
		bm = 16
	case height < 50:
		bm = 8
	}
	used := make([]bool, (L/bm)*(C/bn+1))
	cols := C / bn
	for _, o := range offs {
		c := at(o)
		if c.col >= C {
			return "", fmt.Errorf("TMEM tensor: element at offset %d is at column %d, past TMEM's %d", o, c.col, C)
		}
		used[(c.lane/bm)*cols+c.col/bn] = true
	}
	out := wrap(fmt.Sprintf("TMEM %d lanes × %d columns of 32 bits; %d %d-bit elements", L, C, n, valBits), width, "")
	out = append(out, wrap(fmt.Sprintf("a character: %d lanes × %d columns, '#' where the tensor has an element; warp w reaches only the sub-partition w %% 4 (lanes 32·(w %% 4) to +31)", bm, bn), width, "")...)
	for r := 0; r < L/bm; r++ {
		lane := r * bm
		if lane%32 == 0 {
			out = append(out, fmt.Sprintf("  sub-partition %d: warps %d, %d, %d, …", lane/32, lane/32, lane/32+4, lane/32+8))
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%5d ", lane)
		for c := 0; c < cols; c++ {
			if used[r*cols+c] {
				b.WriteString("# ")
			} else {
				b.WriteString(". ")
			}
		}
		out = append(out, b.String())
	}
	out = append(out, "element → lane, column:")
	var ex []string
	for i := 0; i < min(n, 4); i++ {
		c := at(offs[i])
		ex = append(ex, fmt.Sprintf("%d → %d,%d", i, c.lane, c.col))
	}
	if n > 4 {
		c := at(offs[n-1])
		ex = append(ex, "…", fmt.Sprintf("%d → %d,%d", n-1, c.lane, c.col))
	}
	for _, l := range wrap(strings.Join(ex, "; "), width-2, "") {
		out = append(out, "  "+l)
	}
	return fit(out, width, height), nil
}
