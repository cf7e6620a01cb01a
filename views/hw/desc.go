package hw

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// Tile is the shared-memory tensor a descriptor was made of: its layout
// (m, k) of elements of Bits bits at byte address Addr, behind a pointer
// swizzled by Sw.
type Tile struct {
	Layout engine.Layout
	Bits   int
	Sw     engine.Swizzle
	Addr   int
}

// descField is one field of GmmaDescriptor (mma_sm90_desc.hpp): its bits
// [lo, lo+width) and its letter in the bit strip.
type descField struct {
	name      string
	lo, width uint
	letter    byte
}

// gmmaFields are GmmaDescriptor's bit fields, high bits first.
var gmmaFields = []descField{
	{"layout_type", 62, 2, 'T'},
	{"base_offset", 49, 3, 'B'},
	{"stride_off", 32, 14, 'S'},
	{"leading_off", 16, 14, 'L'},
	{"start_addr", 0, 14, 'A'},
}

// gmmaSwizzle names the swizzle of each layout type.
var gmmaSwizzle = [...]string{"INTERLEAVE: no swizzle", "B128: 128-byte swizzle, Swizzle<3,4,3>", "B64: 64-byte swizzle, Swizzle<2,4,3>", "B32: 32-byte swizzle, Swizzle<1,4,3>"}

// GMMADesc draws GmmaDescriptor d in width×height: the 64-bit word as
// bits under their fields' letters, a table of the fields (bits, value,
// what it means in bytes), and, when tile is given, the shared-memory
// tile it describes: for each row m, the 16-byte chunk (from the start
// address, after the pointer's swizzle) that holds each run of 16 bytes
// along k: the core matrices whose distances LBO and SBO are.
func GMMADesc(d atom.GMMADesc, tile *Tile, width, height int) (string, error) {
	w := d.Word()
	out := wrap(fmt.Sprintf("GmmaDescriptor 0x%016x (wgmma's 64-bit shared-memory operand)", w), max(width, 20), "  ")
	var bits, letters strings.Builder
	for i := 63; i >= 0; i-- {
		bits.WriteByte('0' + byte(w>>uint(i)&1))
		l := byte('.')
		for _, f := range gmmaFields {
			if uint(i) >= f.lo && uint(i) < f.lo+f.width {
				l = f.letter
			}
		}
		letters.WriteByte(l)
	}
	out = append(out, "bit 63"+strings.Repeat(" ", 58)+"0", "    "+bits.String(), "    "+letters.String(), "")
	val := func(f descField) uint64 { return w >> f.lo & (1<<f.width - 1) }
	means := map[string]string{
		"layout_type": gmmaSwizzle[val(gmmaFields[0])],
		"base_offset": "the swizzle pattern's phase where the tile starts off its repeat",
		"stride_off":  fmt.Sprintf("%d bytes: stride byte offset (SBO)", val(gmmaFields[2])*16),
		"leading_off": fmt.Sprintf("%d bytes: leading byte offset (LBO)", val(gmmaFields[3])*16),
		"start_addr":  fmt.Sprintf("byte address 0x%x (>> 4)", val(gmmaFields[4])*16),
	}
	out = append(out, fmt.Sprintf("%-2s %-6s %-11s %7s  %s", "", "bits", "field", "value", "means"))
	for _, f := range gmmaFields {
		row := fmt.Sprintf("%c  %-6s %-11s %7d  ", f.letter, fmt.Sprintf("%d–%d", f.lo+f.width-1, f.lo), f.name, val(f))
		out = append(out, hangRow(row, means[f.name], width, 20)...)
	}
	if tile != nil {
		t, err := tile.chunks(width, max(height-len(out)-2, 4))
		if err != nil {
			return "", err
		}
		out = beside(out, t, 3, width)
	}
	return fit(out, width, height), nil
}

// chunks draws the tile's rows m (down) by runs of 16 bytes along k
// (across), or rows k by runs along m for an MN-major tile, each the index of the 16-byte chunk that holds it, counted
// from the start address (Sw(addr + offset·bytes) − addr) / 16, as many
// rows as fit.
func (t *Tile) chunks(width, rows int) (block, error) {
	l := t.Layout
	if l.Rank() != 2 {
		return nil, fmt.Errorf("descriptor tile %s: want a rank-2 (m, k) tile", l)
	}
	if t.Bits <= 0 || 128%t.Bits != 0 {
		return nil, fmt.Errorf("descriptor tile of %d-bit elements: want a size dividing 128 bits", t.Bits)
	}
	m0, err := l.Mode(0)
	if err != nil {
		return nil, err
	}
	k0, err := l.Mode(1)
	if err != nil {
		return nil, err
	}
	per := 128 / t.Bits // elements in 16 bytes
	M, K := m0.Size(), k0.Size()
	// The 16-byte runs lie along the contiguous mode: k for a K-major
	// tile, m for an MN-major one (element (1,0) next to (0,0)).
	at := func(r, c int) engine.IntTuple { return engine.Tuple(engine.Int(r), engine.Int(c*per)) }
	rowName, runName := "m", "k"
	if one, err := l.Eval(engine.Tuple(engine.Int(1), engine.Int(0))); err == nil && one == 1 && M > 1 {
		M, K = K, M
		at = func(r, c int) engine.IntTuple { return engine.Tuple(engine.Int(c*per), engine.Int(r)) }
		rowName, runName = "k", "m"
	}
	C := (K + per - 1) / per
	showR := min(M, max(rows-2, 1))
	cw := len(fmt.Sprint(max(l.Cosize()*t.Bits/128, 1))) + 1
	showC := min(C, max((width-5)/cw, 1))
	out := wrap(fmt.Sprintf("the tile %s: row %s, 16-byte chunk along %s: the chunk it lives in (16-byte units from the start, swizzled)", l, rowName, runName), max(width, 20), "")
	for m := 0; m < showR; m++ {
		var b strings.Builder
		fmt.Fprintf(&b, "%4d", m)
		for c := 0; c < showC; c++ {
			off, err := l.Eval(at(m, c))
			if err != nil {
				return nil, err
			}
			byteAddr := t.Sw.Apply(t.Addr+off*t.Bits/8) - t.Addr
			fmt.Fprintf(&b, "%*d", cw, byteAddr/16)
		}
		out = append(out, b.String())
	}
	if showR < M || showC < C {
		out = append(out, fmt.Sprintf("  … showing %d×%d of %d×%d", showR, showC, M, C))
	}
	return out, nil
}
