package practice

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// genManipulation practises the manipulation lesson: sublayouts
// (layout<I>, select, take), from level 2 group and flatten, from level 3
// slicing with _, from level 4 dice, and at level 5 compatibility. The
// answer is what eval prints for the statement; the hints say which
// modes the operation keeps.
func genManipulation(d *draw) (*Exercise, error) {
	s := d.spec()
	s.minRank = max(s.minRank, 2)
	s.maxRank = max(s.maxRank, 3)
	l, err := d.layoutOf(s, injective)
	if err != nil {
		return nil, err
	}
	r := l.Rank()
	var stmt string
	var hints []string
	kinds := []int{1, 1, 2, 3, 4, 5}[d.level] // how many kinds this level draws from
	switch d.r.IntN(kinds) {
	case 0: // sublayouts
		switch d.r.IntN(3) {
		case 0:
			i := d.r.IntN(r)
			stmt = fmt.Sprintf("layout<%d>(L)", i)
			hints = []string{fmt.Sprintf("layout<%d>(L) is mode %d of L (counting from 0) as a layout: its shape and its stride.", i, i)}
		case 1:
			i, j := d.r.IntN(r), d.r.IntN(r)
			if i == j {
				return nil, errRedraw
			}
			stmt = fmt.Sprintf("select<%d,%d>(L)", i, j)
			hints = []string{fmt.Sprintf("select<%d,%d> builds a layout of modes %d and %d, in that order.", i, j, i, j)}
		default:
			b := d.r.IntN(r - 1)
			e := b + 2 + d.r.IntN(r-b-1)
			stmt = fmt.Sprintf("take<%d,%d>(L)", b, e)
			hints = []string{fmt.Sprintf("take<%d,%d> keeps modes %d up to %d (not %d itself).", b, e, b, e-1, e)}
		}
	case 1: // grouping and flattening
		if d.chance(0.3) {
			stmt = "flatten(L)"
			hints = []string{fmt.Sprintf("flatten removes every level of nesting: the shape %s has the leaves %s, and the stride's leaves go with them, in order.", l.Shape(), leafList(l.Shape()))}
			break
		}
		b := d.r.IntN(r - 1)
		e := b + 2 + d.r.IntN(r-b-1)
		stmt = fmt.Sprintf("group<%d,%d>(L)", b, e)
		hints = []string{fmt.Sprintf("group<%d,%d> gathers modes %d to %d into one mode; the others stay.", b, e, b, e-1),
			"The strides go with their modes: the function of the 1-D index does not change."}
	case 2: // slicing
		crd, kept := d.sliceCoord(l.Shape(), d.level >= 4)
		if kept == 0 || kept == r {
			return nil, errRedraw
		}
		stmt = fmt.Sprintf("slice(%s, L)", crd)
		hints = []string{fmt.Sprintf("slice keeps the %d modes marked _ in %s and fixes the others (the offset they add is dropped: slice_and_offset returns it).", kept, crd),
			fmt.Sprintf("%s is L(%s), the sublayout of the modes under _.", stmt, strings.Trim(crd, "()"))}
	case 3: // dice
		crd, kept := d.sliceCoord(l.Shape(), false)
		if kept == 0 || kept == r {
			return nil, errRedraw
		}
		stmt = fmt.Sprintf("dice(%s, L)", crd)
		hints = []string{fmt.Sprintf("dice is slicing's complement: it keeps the %d modes where %s holds an integer and drops the %d marked _.", r-kept, crd, kept)}
	default: // compatibility
		a, why := d.coarser(l.Shape())
		stmt = fmt.Sprintf("compatible(%s, shape(L))", a)
		hints = []string{fmt.Sprintf("A is compatible with B when A is an integer of B's size, or both are tuples of the same rank whose elements are compatible one by one; shape(L) = %s has size %d and rank %d.", l.Shape(), product(l.Shape()), r), why}
	}
	setup := "L = " + l.String()
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	if _, err := env.Exec(setup); err != nil {
		return nil, err
	}
	want, err := env.Eval(stmt)
	if err != nil {
		return nil, errRedraw
	}
	if wl, ok := want.Layout(); ok && wl.Size() < 2 {
		return nil, errRedraw // nothing left to see
	}
	return &Exercise{
		Question:  "What does the statement give?",
		Setup:     []string{setup},
		Statement: stmt,
		Expr:      stmt,
		Answer:    want.String(),
		Hints:     hints,
		want:      want,
	}, nil
}

// sliceCoord draws a coordinate for shape with _ in some top-level modes
// (and, when nested, sometimes inside a nested mode) and integers
// elsewhere; kept counts the top-level modes that keep something.
func (d *draw) sliceCoord(shape engine.IntTuple, nested bool) (string, int) {
	parts := make([]string, shape.Len())
	kept := 0
	for i := range parts {
		m := shape.At(i)
		switch {
		case nested && m.IsTuple() && d.chance(0.5):
			in := make([]string, m.Len())
			for j := range in {
				if d.chance(0.5) {
					in[j] = "_"
				} else {
					in[j] = fmt.Sprint(d.r.IntN(product(m.At(j))))
				}
			}
			parts[i] = "(" + strings.Join(in, ",") + ")"
			kept++
		case d.chance(0.5):
			parts[i] = "_"
			kept++
		default:
			parts[i] = fmt.Sprint(d.r.IntN(product(m)))
		}
	}
	return "(" + strings.Join(parts, ",") + ")", kept
}

// coarser draws a shape to test for compatibility with shape: half the
// time one made by replacing modes with their sizes (compatible), else
// one with two sizes swapped or a mode's size changed (usually not).
func (d *draw) coarser(shape engine.IntTuple) (string, string) {
	if d.chance(0.2) {
		return fmt.Sprint(product(shape)), fmt.Sprintf("An integer is compatible with any shape of its size: size(shape(L)) = %d.", product(shape))
	}
	parts := make([]string, shape.Len())
	for i := range parts {
		parts[i] = shape.At(i).String()
		if shape.At(i).IsTuple() && d.chance(0.6) {
			parts[i] = fmt.Sprint(product(shape.At(i)))
		}
	}
	why := fmt.Sprintf("Replacing a mode by its size keeps compatibility: compare (%s) with %s element by element.", strings.Join(parts, ","), shape)
	if d.chance(0.5) {
		i := d.r.IntN(len(parts))
		j := (i + 1) % len(parts)
		if parts[i] != parts[j] {
			parts[i], parts[j] = parts[j], parts[i]
			why = fmt.Sprintf("Compare element by element: mode %d of the first is %s, of shape(L) %s.", i, parts[i], shape.At(i))
		} else {
			parts[i] = fmt.Sprint(product(shape.At(i)) * 2)
			why = fmt.Sprintf("Compare element by element: mode %d of the first has size %s, of shape(L) %d.", i, parts[i], product(shape.At(i)))
		}
	}
	return "(" + strings.Join(parts, ",") + ")", why
}

// leafList writes the leaves of a shape as a list, "3, 4, 2".
func leafList(t engine.IntTuple) string {
	var ss []string
	for _, v := range leaves(t) {
		ss = append(ss, fmt.Sprint(v))
	}
	return strings.Join(ss, ", ")
}

// product is the size of a shape.
func product(t engine.IntTuple) int {
	p := 1
	for _, v := range leaves(t) {
		p *= v
	}
	return p
}
