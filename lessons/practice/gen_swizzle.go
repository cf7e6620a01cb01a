package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// genSwizzle practises the swizzle lesson: Sw<B,M,S>(x), from level 4
// with negative shifts and composed layouts Sw o offset o L evaluated at
// an index, and a quarter design exercises (genSwizzleDesign: which
// swizzle makes this read conflict-free, judged by the bank model).
func genSwizzle(d *draw) (*Exercise, error) {
	if d.level >= 4 && d.chance(0.25) {
		return genSwizzleDesign(d) // a design exercise: which swizzle?
	}
	var b, m, s int
	switch d.level {
	case 1:
		b, m = 1, d.between(0, 2)
		s = d.between(1, 2)
	case 2:
		b, m = d.between(1, 2), d.between(0, 3)
		s = d.between(b, 3)
	default:
		b, m = d.between(2, 3), d.between(0, 4)
		s = d.between(b, 4)
		if d.level >= 4 && d.chance(0.3) {
			s = -s
		}
	}
	w, err := engine.NewSwizzle(b, m, s)
	if err != nil {
		return nil, err
	}
	if d.level >= 4 && d.chance(0.5) {
		return genComposedSwizzle(d, w)
	}
	bits := b + m + abs(s) + 1
	x := d.r.IntN(1 << bits)
	tr := &engine.Trace{}
	v := w.Apply(x, tr)
	if v != w.Apply(x) {
		return nil, errRedraw
	}
	if v == x && !d.chance(0.25) {
		return nil, errRedraw // mostly ask about offsets the swizzle moves
	}
	return exercise("Where does the swizzle send this offset?", fmt.Sprintf("%s(%d)", w, x), intValue(v), tr), nil
}

// genComposedSwizzle asks for C(i) with C = Sw o offset o L, L a row-major
// tile as in shared-memory layouts.
func genComposedSwizzle(d *draw, w engine.Swizzle) (*Exercise, error) {
	rows, cols := d.pick(2, 4, 8), d.pick(4, 8, 16)
	l, err := engine.MakeLayout(engine.Ints(rows, cols), engine.Ints(cols, 1))
	if err != nil {
		return nil, err
	}
	off := 0
	if d.level >= 5 {
		off = d.pick(0, 8, 16, 32)
	}
	c := engine.MakeComposedLayout(w, off, l)
	i := d.r.IntN(l.Size())
	want, err := c.Eval(engine.Int(i))
	if err != nil {
		return nil, err
	}
	tr := &engine.Trace{}
	li, err := engine.Crd2Idx(engine.Int(i), l.Shape(), l.Stride(), tr)
	if err != nil {
		return nil, err
	}
	tr.Steps = append(tr.Steps, engine.Step{Rule: "composed: offset", Text: fmt.Sprintf("add the offset: %d + %d = %d", off, li, off+li)})
	if got := w.Apply(off+li, tr); got != want {
		return nil, errRedraw
	}
	return exercise("Which offset does the composed layout C give at this index?", fmt.Sprintf("C(%d)", i), intValue(want), tr,
		fmt.Sprintf("C = %s o %d o %s", w, off, l)), nil
}
