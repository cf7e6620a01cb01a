package hw

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// TmemLoad draws which TMEM lane and column each thread of a warp reads
// into each of its 32-bit registers for TMEM copy atom a
// (SM100_TMEM_LOAD_* or _STORE_*, whose register side is then the
// source), in width×height: register r of lane l holds the atom's bit
// b = Dst(l, 32r), which sits at TMEM bit address ValID(b) = column·32 +
// lane·2^21 from the warp's base. Warp w's base is lane 32·(w % 4): the
// lanes its sub-partition holds.
func TmemLoad(a atom.CopyAtom, width, height int) (string, error) {
	valID, ok := atom.TmemValID(a.Op)
	if !ok {
		return "", fmt.Errorf("%s is not a TMEM load or store", a.Op)
	}
	regs := a.DstLayout
	if strings.HasPrefix(a.Op, "SM100_TMEM_STORE_") {
		regs = a.SrcLayout
	}
	if regs.Rank() != 2 {
		return "", fmt.Errorf("%s: register layout %s is not (thread, bit)", a.Op, regs)
	}
	t0, err := regs.Mode(0)
	if err != nil {
		return "", err
	}
	b0, err := regs.Mode(1)
	if err != nil {
		return "", err
	}
	T, R := t0.Size(), b0.Size()/32
	if T < 1 || R < 1 {
		return "", fmt.Errorf("%s: %d threads of %d bits", a.Op, T, b0.Size())
	}
	at := func(l, r int) (string, error) {
		b, err := regs.Eval(engine.Tuple(engine.Int(l), engine.Int(32*r)))
		if err != nil {
			return "", err
		}
		addr, err := valID.Eval(engine.Int(b))
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%d.%d", addr/atom.TmemDPBits, addr%atom.TmemDPBits/32), nil
	}
	out := wrap(fmt.Sprintf("%s: each thread's 32-bit registers (across) and the TMEM lane.column each reads, from its warp's base lane 32·(warp %% 4) (threads down: the lane id in the warp)", a.Op), width, "")
	last, err := at(T-1, R-1)
	if err != nil {
		return "", err
	}
	cw := max(len(last), len(fmt.Sprint(R-1))+1) + 2
	showR := min(R, max((width-6)/cw, 1))
	showT := min(T, max(height-len(out)-2, 1))
	hdr := "      "
	for r := 0; r < showR; r++ {
		hdr += fmt.Sprintf("%*s", cw, fmt.Sprintf("r%d", r))
	}
	if showR < R {
		hdr += fmt.Sprintf("  … %d of %d", showR, R)
	}
	out = append(out, hdr)
	for l := 0; l < showT; l++ {
		row := fmt.Sprintf("  T%-3d", l)
		for r := 0; r < showR; r++ {
			s, err := at(l, r)
			if err != nil {
				return "", err
			}
			row += fmt.Sprintf("%*s", cw, s)
		}
		out = append(out, row)
	}
	if showT < T {
		out = append(out, fmt.Sprintf("  … %d of %d threads", showT, T))
	}
	return fit(out, width, height), nil
}
