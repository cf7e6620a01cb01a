package hw

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// MaxTile bounds the shared-memory tile a TMA view maps cell by cell (the
// figures' bound): a larger tile is refused, not allocated.
const MaxTile = 1 << 17

// TMA draws make_tma_copy's TiledCopy cp in width×height: the global
// tensor in units of the box one TMA instruction moves (boxDim, from the
// encode arguments), the CTA tile in shared memory with the CTA that
// issues each part of it (TiledLayout_TV's thread is the CTA), and
// beside them, as room allows, the arguments of cuTensorMapEncodeTiled.
func TMA(cp atom.TiledCopy, width, height int) (string, error) {
	t := cp.Atom.TMA
	if t == nil {
		return "", fmt.Errorf("%s is not a TMA copy: make one with make_tma_copy", cp.Atom.Op)
	}
	e := t.Encode
	ctas, tile, err := ctaTile(cp)
	if err != nil {
		return "", err
	}
	head := block{fmt.Sprintf("TMA %s · %s · rank %d · %d CTA(s)", t.Op, strings.TrimPrefix(e.DataType, "CU_TENSOR_MAP_DATA_TYPE_"), e.Rank, ctas)}
	args := encodeArgs(e)
	// The pictures take what the arguments leave beside them, or the
	// whole width when the arguments go under.
	pw, rows := width, height-len(head)-len(args)-1
	if width-args.width()-3 >= 36 {
		pw, rows = width-args.width()-3, height-len(head)
	}
	rows = max(rows, 8)
	pics := globalBoxes(e, pw, rows)
	pics = append(pics, "")
	pics = append(pics, tile.draw(pw, rows-len(pics), t.Op, ctas)...)
	return fit(append(head, beside(pics, args, 3, width)...), width, height), nil
}

// encodeArgs are the arguments of cuTensorMapEncodeTiled one a line, the
// enums without their CU_TENSOR_MAP_ prefixes.
func encodeArgs(e atom.TMAEncodeArgs) block {
	lines := strings.Split(strings.TrimSuffix(e.String(), "\n"), "\n")
	out := make(block, 0, len(lines)+1)
	for _, l := range lines {
		name, val, ok := strings.Cut(l, ":")
		if !ok {
			out = append(out, l)
			continue
		}
		val = strings.TrimSpace(val)
		for _, p := range []string{"CU_TENSOR_MAP_DATA_TYPE_", "CU_TENSOR_MAP_INTERLEAVE_", "CU_TENSOR_MAP_SWIZZLE_", "CU_TENSOR_MAP_L2_PROMOTION_", "CU_TENSOR_MAP_FLOAT_OOB_FILL_"} {
			val = strings.TrimPrefix(val, p)
		}
		out = append(out, fmt.Sprintf("%-17s %s", strings.TrimSpace(name)+":", val))
	}
	return append(out, "(enums less CU_TENSOR_MAP_…)")
}

// globalBoxes draws the global tensor in boxes: TMA dim 0 (contiguous)
// across, dim 1 down, '#' the box at TMA coordinate 0 that one
// instruction moves, '.' the others: every box when they fit in half of
// the picture's rows (the tile below draws coarser blocks in what is
// left), else as many as fit in a third, saying how many of how many.
func globalBoxes(e atom.TMAEncodeArgs, width, rows int) block {
	n := len(e.BoxDim)
	if n == 0 || len(e.GlobalDim) != n {
		return block{"no box: the encode arguments have no dimensions"}
	}
	boxes := make([]int, n)
	total := 1
	for i := range boxes {
		b := max(int(e.BoxDim[i]), 1)
		boxes[i] = (int(e.GlobalDim[i]) + b - 1) / b
		total *= boxes[i]
	}
	dims := func(v []uint32) string {
		s := make([]string, len(v))
		for i, x := range v {
			s[i] = strconv.Itoa(int(x))
		}
		return "(" + strings.Join(s, ",") + ")"
	}
	gd := make([]uint32, n)
	for i, d := range e.GlobalDim {
		gd[i] = uint32(d)
	}
	out := wrap(fmt.Sprintf("global %s in boxes %s: %s = %d boxes, dim 0 (contiguous) across, dim 1 down; # the box one TMA moves",
		dims(gd), dims(e.BoxDim), dims(intsU32(boxes)), total), width, "")
	cols := boxes[0]
	down := 1
	if n > 1 {
		down = boxes[1]
	}
	showC := min(cols, max((width-2)/2, 1))
	showR := down
	if len(out)+down > rows/2 {
		showR = min(down, max(max(rows/3, 4)-len(out)-1, 1)) // and a line to say so
	}
	for r := 0; r < showR; r++ {
		var b strings.Builder
		b.WriteString("  ")
		for c := 0; c < showC; c++ {
			if r == 0 && c == 0 {
				b.WriteString("# ")
			} else {
				b.WriteString(". ")
			}
		}
		if showC < cols {
			b.WriteString("…")
		}
		out = append(out, b.String())
	}
	var more []string
	if showC < cols || showR < down {
		more = append(more, fmt.Sprintf("showing %d×%d of %d×%d boxes", showR, showC, down, cols))
	}
	if n > 2 {
		more = append(more, fmt.Sprintf("%d more dims: %s boxes", n-2, dims(intsU32(boxes[2:]))))
	}
	if len(more) > 0 {
		out = append(out, "  … "+strings.Join(more, "; "))
	}
	return out
}

func intsU32(v []int) []uint32 {
	out := make([]uint32, len(v))
	for i, x := range v {
		out[i] = uint32(x)
	}
	return out
}

// tileMap is the CTA tile in shared memory, M×N, each element the CTA
// whose TMA writes it (-1: none).
type tileMap struct {
	M, N int
	cta  []int16
}

// ctaTile reads cp's destination TV layout, (CTA, value) -> m + M·n of
// the tile: the number of CTAs and each element's CTA.
func ctaTile(cp atom.TiledCopy) (int, tileMap, error) {
	var tm tileMap
	if cp.TilerMN.IsInt() || cp.TilerMN.Len() != 2 {
		return 0, tm, fmt.Errorf("TMA tile %s: want a rank-2 tile", cp.TilerMN)
	}
	M, err := engine.Size(cp.TilerMN.At(0))
	if err != nil {
		return 0, tm, err
	}
	N, err := engine.Size(cp.TilerMN.At(1))
	if err != nil {
		return 0, tm, err
	}
	if M <= 0 || N <= 0 || M*N > MaxTile {
		return 0, tm, fmt.Errorf("TMA tile %d×%d: the view maps at most %d elements", M, N, MaxTile)
	}
	tv, err := cp.GetLayoutD_TV()
	if err != nil {
		return 0, tm, err
	}
	if r := tv.Rank(); r > 2 {
		if tv, err = tv.Group(1, r); err != nil {
			return 0, tm, err
		}
	}
	t0, err := tv.Mode(0)
	if err != nil {
		return 0, tm, err
	}
	T := t0.Size()
	if T < 1 || T > 16 {
		return 0, tm, fmt.Errorf("TMA over %d CTAs: a cluster holds 1 to 16", T)
	}
	offs, err := tv.Offsets(make([]int, 0, min(tv.Size(), MaxTile)), MaxTile)
	if err != nil {
		return 0, tm, err
	}
	tm = tileMap{M: M, N: N, cta: make([]int16, M*N)}
	for i := range tm.cta {
		tm.cta[i] = -1
	}
	// n elements per TMA instruction (the atom's values); under a
	// multicast over T CTAs, CTA t issues the t-th n/T of each
	// instruction's elements (layout_t = (T, n/T)), which TiledLayout_TV
	// writes as TV(t, j + n·i) = TV(0, t·n/T + j + n·i), j < n/T.
	n := 0
	if vl := cp.Atom.ValLayoutDst; vl.Rank() == 2 {
		if v1, err := vl.Mode(1); err == nil {
			n = v1.Size()
		}
	}
	if n < T || n%T != 0 {
		return 0, tm, fmt.Errorf("TMA of %d elements an instruction over %d CTAs: want a multiple", n, T)
	}
	for k, idx := range offs {
		t, v := k%T, k/T
		if v%n >= n/T {
			continue
		}
		if idx < 0 || idx >= M*N {
			return 0, tm, fmt.Errorf("TMA TV layout %s maps (CTA %d, value %d) outside the %d×%d tile", tv, t, v, M, N)
		}
		if tm.cta[idx] < 0 {
			tm.cta[idx] = int16(t)
		}
	}
	return T, tm, nil
}

// draw shows the tile in blocks, a character (two columns) each, its
// mode 0 (the operand's m or n) down and mode 1 (k, or the other) across,
// as many as fit in width×rows: the CTA whose TMA writes the block, '*' where
// several do, '.' where none does.
func (tm tileMap) draw(width, rows int, op string, ctas int) block {
	gw := max((width-6)/2, 1)
	legend := func(bm, bn int) block {
		s := fmt.Sprintf("smem tile %d×%d (its mode 0 down, mode 1 across), a block of %d×%d a character: ", tm.M, tm.N, bm, bn)
		if ctas > 1 {
			s += fmt.Sprintf("the CTA (0–%d) that issues its part (%s: each CTA's part reaches every CTA of the multicast mask; '*' several CTAs)", ctas-1, op)
		} else {
			s += "0: the one CTA's TMA writes it"
		}
		return wrap(s, width, "")
	}
	// The legend's lines at its widest block sizes leave gh rows.
	gh := max(rows-len(legend(tm.M, tm.N)), 1)
	bm := pow2((tm.M + gh - 1) / gh)
	bn := pow2((tm.N + gw - 1) / gw)
	R, C := (tm.M+bm-1)/bm, (tm.N+bn-1)/bn
	out := legend(bm, bn)
	for r := 0; r < R; r++ {
		var b strings.Builder
		fmt.Fprintf(&b, "%4d ", r*bm)
		for c := 0; c < C; c++ {
			b.WriteString(tm.label(r*bm, c*bn, bm, bn))
			b.WriteByte(' ')
		}
		out = append(out, b.String())
	}
	return out
}

// label is the block at (m0, n0) of bm×bn elements: its one CTA in base
// 36, '*' for several, '.' for none.
func (tm tileMap) label(m0, n0, bm, bn int) string {
	first := int16(-2)
	for n := n0; n < min(n0+bn, tm.N); n++ {
		for m := m0; m < min(m0+bm, tm.M); m++ {
			c := tm.cta[m+tm.M*n]
			switch {
			case first == -2:
				first = c
			case c != first:
				return "*"
			}
		}
	}
	if first < 0 {
		return "."
	}
	return strconv.FormatInt(int64(first), 36)
}
