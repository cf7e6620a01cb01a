package hw

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// sfTypes are the scale-factor types of the block-scaled UMMAs: a TMEM
// tensor of one of them is drawn as scale factors (ScaleFactors).
var sfTypes = map[string]bool{"float_ue8m0_t": true, "float_ue4m3_t": true}

// sfShape is what ScaleFactors reads off the first mode of a tmem_sf_frg
// tensor ((MN',(VS,NSF)),...): MN' is ((32,g),4) (every factor in the
// four sub-partitions, ScaleFactorDuplicated4by1) or ((32,g),2,2)
// (ScaleFactorDuplicated2by2), as mma_traits_sm100_frag.hpp builds it.
type sfShape struct {
	m0          engine.Layout // mode 0: (MN',(VS,NSF))
	mn, rep     int           // MN rows, each stored rep times: size(MN') = mn·rep
	vs, nsf     int
	duplication string
}

func readSFShape(l engine.Layout) (sfShape, error) {
	var s sfShape
	m0, err := l.Mode(0)
	if err != nil || m0.Rank() != 2 || l.Rank() < 3 {
		return s, fmt.Errorf("not a scale-factor fragment: mode 0 of %s is not (MN,(VS,NSF))", l)
	}
	mnL, _ := m0.Mode(0)
	kL, _ := m0.Mode(1)
	if kL.Rank() != 2 || mnL.Rank() < 2 || mnL.Rank() > 3 {
		return s, fmt.Errorf("not a scale-factor fragment: mode 0 of %s is not (MN,(VS,NSF))", l)
	}
	inner, _ := mnL.Mode(0)
	vsL, _ := kL.Mode(0)
	nsfL, _ := kL.Mode(1)
	s.m0, s.vs, s.nsf = m0, vsL.Size(), nsfL.Size()
	s.mn, s.duplication = inner.Size(), "ScaleFactorDuplicated4by1"
	if mnL.Rank() == 3 {
		s.mn, s.duplication = 2*inner.Size(), "ScaleFactorDuplicated2by2"
	}
	if s.mn <= 0 || mnL.Size()%s.mn != 0 || s.vs <= 0 || s.nsf <= 0 {
		return s, fmt.Errorf("not a scale-factor fragment: %s", l)
	}
	s.rep = mnL.Size() / s.mn
	return s, nil
}

// maxSFEntries bounds the (row, K value) pairs a scale-factor view maps.
const maxSFEntries = 1 << 18

// sfAddr is one stored copy of a scale factor: its TMEM lane, 32-bit
// column and byte in the column.
type sfAddr struct{ lane, col, byte int }

// ScaleFactors draws the TMEM tensor of a block-scaled UMMA's scale
// factors, tmem_ptr<name>(base) o l (make_frg_SFA / make_frg_SFB, C++'s
// make_tensor<FrgTypeSFA>), in width×height: for the first MMA, which
// lanes, columns and bytes hold the factors of which rows, and which A
// (or B) values one factor scales. Every address is l's (rotated as
// tmem_ptr adds offsets); the view checks that the VS values of a block
// share one address and counts the copies of each factor (the 4× of
// NVIDIA/cutlass#2961).
func ScaleFactors(name string, base, valBits int, l engine.Layout, width, height int) (string, error) {
	s, err := readSFShape(l)
	if err != nil {
		return "", err
	}
	total := s.m0.Size()
	if total > maxSFEntries {
		return "", fmt.Errorf("scale-factor fragment of %d values a MMA: the view maps at most %d", total, maxSFEntries)
	}
	shift := atom.TmemOffsetShift(valBits)
	at := func(off int) sfAddr {
		a := uint32(base) + bits.RotateLeft32(uint32(off), -shift)
		return sfAddr{int(a>>16) & 0x7f, int(a & 0xffff), off & (1<<shift - 1)}
	}
	// copies[row*nsf+j]: where factor j of row is stored.
	copies := make([][]sfAddr, s.mn*s.nsf)
	type key struct{ part, col int }
	type cellInfo struct{ rowLo, rowHi, jLo, jHi, n int }
	cells := map[key]*cellInfo{}
	for i := 0; i < s.mn*s.rep; i++ {
		for j := 0; j < s.nsf; j++ {
			off, err := s.m0.Eval(engine.Tuple(engine.Int(i), engine.Int(j*s.vs)))
			if err != nil {
				return "", err
			}
			for v := 1; v < s.vs; v++ {
				o, err := s.m0.Eval(engine.Tuple(engine.Int(i), engine.Int(j*s.vs+v)))
				if err != nil {
					return "", err
				}
				if o != off {
					return "", fmt.Errorf("value %d of K block %d is at offset %d, not %d: the values of a block do not share a factor", v, j, o, off)
				}
			}
			a := at(off)
			row := i % s.mn
			copies[row*s.nsf+j] = append(copies[row*s.nsf+j], a)
			k := key{a.lane / 32, a.col}
			c := cells[k]
			if c == nil {
				c = &cellInfo{rowLo: row, rowHi: row, jLo: a.byte, jHi: a.byte}
				cells[k] = c
			}
			c.rowLo, c.rowHi = min(c.rowLo, row), max(c.rowHi, row)
			c.jLo, c.jHi = min(c.jLo, a.byte), max(c.jHi, a.byte)
			c.n++
		}
	}
	var cols []int
	seen := map[int]bool{}
	for k := range cells {
		if !seen[k.col] {
			seen[k.col] = true
			cols = append(cols, k.col)
		}
	}
	sort.Ints(cols)
	minCopies, maxCopies := len(copies[0]), len(copies[0])
	for _, c := range copies {
		minCopies, maxCopies = min(minCopies, len(c)), max(maxCopies, len(c))
	}
	out := block{fmt.Sprintf("scale factors in TMEM: %d rows × %d %s, one per %d K values (VS = %d)", s.mn, s.nsf, plural(s.nsf, "factor"), s.vs, s.vs)}
	out = append(out, wrap(fmt.Sprintf("%s; A(r,k) or B(r,k) is scaled by factor (r, k / %d), stored %s in TMEM (%s); a cell: the rows r whose factors a 32-lane sub-partition holds in one 32-bit column", name, s.vs, timesText(minCopies, maxCopies), s.duplication), width, "")...)
	// The factors' bytes: named once when every cell holds the same.
	var fr string
	same := true
	for _, c := range cells {
		t := rangeText("", c.jLo, c.jHi)
		if fr != "" && t != fr {
			same = false
		}
		fr = t
	}
	if same {
		what := "byte " + fr + " holds"
		if strings.Contains(fr, "-") {
			what = "bytes " + fr + " hold"
		}
		out = append(out, wrap(fmt.Sprintf("in every column, %s the factors of the cell's rows (one byte a factor)", what), width, "")...)
	}
	cw := 0
	text := map[key]string{}
	for k, c := range cells {
		t := rangeText("r", c.rowLo, c.rowHi)
		if !same {
			t += " b" + rangeText("", c.jLo, c.jHi)
		}
		text[k] = t
		cw = max(cw, len(t), len(fmt.Sprintf("col %d", k.col)))
	}
	var hdr strings.Builder
	hdr.WriteString(fmt.Sprintf("%-12s", "lanes"))
	for _, col := range cols {
		hdr.WriteString(fmt.Sprintf(" %-*s", cw, fmt.Sprintf("col %d", col)))
	}
	out = append(out, hdr.String())
	for p := 0; p < atom.TmemLanes/32; p++ {
		var b strings.Builder
		b.WriteString(fmt.Sprintf("%-12s", fmt.Sprintf("%d-%d", 32*p, 32*p+31)))
		for _, col := range cols {
			t := text[key{p, col}]
			if t == "" {
				t = "."
			}
			b.WriteString(fmt.Sprintf(" %-*s", cw, t))
		}
		out = append(out, b.String())
	}
	out = append(out, "a factor's copies (lane, column, byte):")
	for _, row := range sfExampleRows(s.mn) {
		var cs []string
		for _, a := range copies[row*s.nsf] {
			cs = append(cs, fmt.Sprintf("%d,%d,%d", a.lane, a.col, a.byte))
		}
		line := fmt.Sprintf("row %d, factor 0 (K 0-%d): %s", row, s.vs-1, strings.Join(cs, "; "))
		out = append(out, wrap(line, width-2, "    ")...)
	}
	for i := 1; i < l.Rank(); i++ {
		m, _ := l.Mode(i)
		if m.Size() <= 1 {
			continue
		}
		st := leafStrides(m)
		var steps []string
		for _, d := range st {
			c, r := d>>shift, d&(1<<shift-1)
			switch {
			case r == 0:
				steps = append(steps, fmt.Sprintf("+%d %s", c, plural(c, "column")))
			case c == 0:
				steps = append(steps, fmt.Sprintf("+%d %s (the next factors of a column)", r, plural(r, "byte")))
			default:
				steps = append(steps, fmt.Sprintf("+%d %s %d %s", c, plural(c, "column"), r, plural(r, "byte")))
			}
		}
		out = append(out, wrap(fmt.Sprintf("mode %d (%d MMAs): each steps %s", i, m.Size(), strings.Join(steps, ", ")), width, "    ")...)
	}
	return fit(out, width, height), nil
}

// rangeText is "p3" or "p0-31".
func rangeText(p string, lo, hi int) string {
	if lo == hi {
		return fmt.Sprintf("%s%d", p, lo)
	}
	return fmt.Sprintf("%s%d-%d", p, lo, hi)
}

// plural is word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// timesText says how many copies each factor has.
func timesText(lo, hi int) string {
	if lo == hi {
		if lo == 1 {
			return "once"
		}
		return fmt.Sprintf("%d×", lo)
	}
	return fmt.Sprintf("%d× to %d×", lo, hi)
}

// sfExampleRows are the rows whose copies the view lists: the first, one
// in the second group of 32, the last.
func sfExampleRows(mn int) []int {
	rows := []int{0}
	if mn > 33 {
		rows = append(rows, 33)
	}
	if mn > 1 {
		rows = append(rows, mn-1)
	}
	return rows
}

// leafStrides are the integer strides of l's leaves.
func leafStrides(l engine.Layout) []int {
	var out []int
	var walk func(t engine.IntTuple)
	walk = func(t engine.IntTuple) {
		if t.IsTuple() {
			for _, e := range t.Elems() {
				walk(e)
			}
			return
		}
		out = append(out, t.Value())
	}
	walk(l.Stride())
	return out
}
