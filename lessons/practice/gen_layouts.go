package practice

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// genLayouts practises lesson 1: size, rank, depth and cosize of a layout,
// and evaluating it at an index or a coordinate.
func genLayouts(d *draw) (*Exercise, error) {
	kinds := []string{"size", "eval"}
	sk := compact
	switch d.level {
	case 1:
	case 2:
		kinds, sk = []string{"size", "rank", "cosize", "eval"}, anyStride
	default:
		kinds, sk = []string{"size", "rank", "depth", "cosize", "eval", "eval-crd"}, anyStride
	}
	l, err := d.layout(sk)
	if err != nil {
		return nil, err
	}
	kind := kinds[d.r.IntN(len(kinds))]
	ls := l.String()
	switch kind {
	case "size":
		return exercise("How many elements does this layout have?", "size("+ls+")", intValue(l.Size()), nil).
			withHints(sizeHint(l.Shape())), nil
	case "rank":
		return exercise("What is the rank of this layout?", "rank("+ls+")", intValue(l.Rank()), nil).
			withHints(rankHint(l.Shape())), nil
	case "depth":
		return exercise("What is the depth of this layout?", "depth("+ls+")", intValue(l.Depth()), nil).
			withHints(depthHint(l.Shape())...), nil
	case "cosize":
		if hasNegative(l.Stride()) {
			return nil, errRedraw
		}
		return exercise("What is the cosize of this layout (one past the largest index it reaches)?", "cosize("+ls+")", intValue(l.Cosize()), nil).
			withHints(cosizeHint(l)...), nil
	}
	// Evaluate at an index, a 2-D (rank) coordinate, or a natural coordinate.
	var c engine.IntTuple
	switch {
	case kind == "eval":
		c = engine.Int(1 + d.r.IntN(l.Size()-1))
	case d.level >= 4 && d.chance(0.5):
		c = d.naturalCoord(l.Shape())
	default:
		if l.Rank() < 2 {
			return nil, errRedraw
		}
		c = d.rankCoord(l.Shape())
	}
	tr := &engine.Trace{}
	v, err := engine.Crd2Idx(c, l.Shape(), l.Stride(), tr)
	if err != nil {
		return nil, err
	}
	if plain, err := l.Eval(c); err != nil || plain != v {
		return nil, errRedraw
	}
	call := "L(" + strings.TrimSuffix(strings.TrimPrefix(c.String(), "("), ")") + ")"
	if c.IsInt() {
		call = "L(" + c.String() + ")"
	}
	return exercise("Which index does L map this coordinate to?", call, intValue(v), tr, "L = "+ls), nil
}

// withHints sets the hints of an exercise built without a trace.
func (e *Exercise) withHints(h ...string) *Exercise {
	e.Hints = h
	return e
}

// rankCoord draws one coordinate per top-level mode, each within the mode's size.
func (d *draw) rankCoord(shape engine.IntTuple) engine.IntTuple {
	cs := make([]engine.IntTuple, shape.Len())
	for i := range cs {
		n, _ := engine.Size(shape.At(i))
		cs[i] = engine.Int(d.r.IntN(n))
	}
	return engine.Tuple(cs...)
}

// naturalCoord draws a coordinate congruent to shape.
func (d *draw) naturalCoord(shape engine.IntTuple) engine.IntTuple {
	ext := leaves(shape)
	cs := make([]int, len(ext))
	for i, n := range ext {
		cs[i] = d.r.IntN(n)
	}
	return withLeaves(shape, cs)
}

func hasNegative(t engine.IntTuple) bool {
	for _, v := range leaves(t) {
		if v < 0 {
			return true
		}
	}
	return false
}

func sizeHint(shape engine.IntTuple) string {
	ext := leaves(shape)
	n, _ := engine.Size(shape)
	if len(ext) == 1 {
		return fmt.Sprintf("size is the product of the shape's ints; %s has just %d", shape, n)
	}
	return fmt.Sprintf("size is the product of the shape's ints: %s = %d", joinInts(ext, "×"), n)
}

func rankHint(shape engine.IntTuple) string {
	if shape.IsInt() {
		return fmt.Sprintf("rank counts the top-level modes; the shape %s is a single int, one mode: rank 1", shape)
	}
	modes := make([]string, shape.Len())
	for i := range modes {
		modes[i] = shape.At(i).String()
	}
	return fmt.Sprintf("rank counts the top-level modes of %s: %s, so rank %d", shape, strings.Join(modes, " and "), shape.Len())
}

func depthHint(shape engine.IntTuple) []string {
	if shape.IsInt() {
		return []string{"an int has depth 0"}
	}
	ds := make([]string, shape.Len())
	for i := range ds {
		ds[i] = fmt.Sprintf("%s has depth %d", shape.At(i), engine.Depth(shape.At(i)))
	}
	return []string{
		"an int has depth 0; a tuple has depth 1 + the largest depth of its elements",
		strings.Join(ds, ", "),
		fmt.Sprintf("so %s has depth %d", shape, engine.Depth(shape)),
	}
}

func cosizeHint(l engine.Layout) []string {
	s, dd := leaves(l.Shape()), leaves(l.Stride())
	terms := make([]string, len(s))
	for i := range s {
		terms[i] = fmt.Sprintf("(%d−1)×%d", s[i], abs(dd[i]))
	}
	return []string{
		"cosize = the sum over the modes of (shape−1)×|stride|, plus 1: the largest index reached, plus one",
		fmt.Sprintf("%s + 1 = %d", strings.Join(terms, " + "), l.Cosize()),
	}
}

func joinInts(vs []int, sep string) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, sep)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// genCoordinates practises lesson 2: idx2crd and crd2idx.
func genCoordinates(d *draw) (*Exercise, error) {
	k := anyStride
	if d.level == 1 {
		k = compact
	}
	l, err := d.layout(k)
	if err != nil {
		return nil, err
	}
	if d.level <= 2 && l.Rank() < 2 {
		return nil, errRedraw // a rank-1 shape makes idx2crd trivial
	}
	tr := &engine.Trace{}
	if d.chance(0.5) {
		// idx2crd of an index, or from level 3 of an R-D coordinate.
		c := engine.Int(d.r.IntN(l.Size()))
		if d.level >= 3 && l.Rank() >= 2 && d.chance(0.4) {
			c = d.rankCoord(l.Shape())
		}
		r, err := engine.Idx2Crd(c, l.Shape(), tr)
		if err != nil {
			return nil, err
		}
		if plain, err := engine.Idx2Crd(c, l.Shape()); err != nil || !plain.Equal(r) {
			return nil, errRedraw
		}
		if r.Equal(c) && !d.chance(0.1) {
			return nil, errRedraw // mostly ask where idx2crd has work to do
		}
		stmt := fmt.Sprintf("idx2crd(%s, %s)", c, l.Shape())
		return exercise("What is the natural coordinate of this coordinate in the shape?", stmt, tupleValue(r), tr), nil
	}
	// crd2idx of a coordinate per mode (with compact strides at level 1),
	// from level 2 of an index too, from level 4 of a natural coordinate.
	c := d.rankCoord(l.Shape())
	if l.Rank() < 2 || (d.level >= 2 && d.chance(0.5)) {
		c = engine.Int(d.r.IntN(l.Size()))
	}
	if d.level >= 4 && d.chance(0.3) {
		c = d.naturalCoord(l.Shape())
	}
	if d.level == 1 && c.IsInt() {
		return nil, errRedraw // with compact strides the index is the answer
	}
	n, err := engine.Crd2Idx(c, l.Shape(), l.Stride(), tr)
	if err != nil {
		return nil, err
	}
	if plain, err := engine.Crd2Idx(c, l.Shape(), l.Stride()); err != nil || plain != n {
		return nil, errRedraw
	}
	stmt := fmt.Sprintf("crd2idx(%s, %s, %s)", c, l.Shape(), l.Stride())
	return exercise("Which index does the shape and stride give this coordinate?", stmt, intValue(n), tr), nil
}

// genCoalesce practises lesson 3: coalesce, on layouts built to have
// mergeable neighbours, some broken by a gap, and from level 3 nesting and
// then size-1 and stride-0 modes.
func genCoalesce(d *draw) (*Exercise, error) {
	s := d.spec()
	if d.level >= 3 {
		s.ones = 0.2
	}
	shape, err := d.shape(s)
	if err != nil {
		return nil, err
	}
	ext := leaves(shape)
	if len(ext) < 2 {
		return nil, errRedraw
	}
	strides := make([]int, len(ext))
	next := 1
	for i, n := range ext {
		switch {
		case n == 1:
			strides[i] = d.pick(0, 1, 2, 4, 8)
			continue
		case d.level >= 4 && d.chance(0.1):
			strides[i] = 0
			continue
		case d.chance(0.3):
			next *= d.pick(2, 3)
		}
		strides[i] = next
		next *= n
	}
	l, err := engine.MakeLayout(shape, withLeaves(shape, strides))
	if err != nil {
		return nil, err
	}
	tr := &engine.Trace{}
	r := engine.Coalesce(l, tr)
	if !r.Equal(engine.Coalesce(l)) {
		return nil, errRedraw
	}
	if r.Equal(l) && !d.chance(0.2) {
		return nil, errRedraw // mostly ask about layouts coalesce changes
	}
	return exercise("What does coalesce give?", "coalesce("+l.String()+")", layoutValue(r), tr), nil
}
