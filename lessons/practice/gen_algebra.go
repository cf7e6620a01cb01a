package practice

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// genComplement practises the complement lesson: complement of an injective layout
// (the only kind that has one) against a cotarget that is a multiple of
// the layout's span, or, from level 3, the default cotarget.
func genComplement(d *draw) (*Exercise, error) {
	s := d.spec()
	if d.level == 1 {
		s.minRank, s.maxRank = 1, 1
		s.exts = []int{2, 3, 4, 6, 8}
	}
	shape, err := d.shape(s)
	if err != nil {
		return nil, err
	}
	l, err := engine.MakeLayout(shape, d.injectiveStrides(shape, true))
	if err != nil {
		return nil, err
	}
	if d.level == 1 && l.Stride().Value() == 1 {
		if l, err = engine.MakeLayout(l.Shape(), engine.Int(d.pick(2, 3, 4))); err != nil {
			return nil, err
		}
	}
	if !isInjective(l) {
		return nil, errRedraw // only injective layouts have a complement
	}
	tr := &engine.Trace{}
	var r engine.Layout
	var stmt string
	if d.level >= 3 && d.chance(0.3) {
		cot := engine.CosizeOf(engine.Filter(l))
		tr.Say("complement: cotarget", "", "the default cotarget is cosize(filter(A)) = %s", cot)
		r, err = engine.Complement(l, cot, tr)
		if err != nil {
			return nil, err
		}
		stmt = fmt.Sprintf("complement(%s)", l)
	} else {
		// A multiple of the span of the layout's widest mode.
		cot := span(l) * d.between(1, 4)
		r, err = engine.Complement(l, engine.Int(cot), tr)
		if err != nil {
			return nil, err
		}
		stmt = fmt.Sprintf("complement(%s, %d)", l, cot)
	}
	if r.Size() < 2 && !d.chance(0.1) {
		return nil, errRedraw // mostly ask for complements with something in them
	}
	return exercise("What is the complement?", stmt, layoutValue(r), tr), nil
}

// span is the largest shape×stride of l's modes: the extent its widest mode covers.
func span(l engine.Layout) int {
	s, d := leaves(l.Shape()), leaves(l.Stride())
	m := 1
	for i := range s {
		m = max(m, s[i]*abs(d[i]))
	}
	return m
}

// genComposition practises the composition lesson: shape_div and shape_mod (the steps
// composition is made of), then composition with a layout, from level 4
// with an int or a shape, and at level 5 with a by-mode tiler.
func genComposition(d *draw) (*Exercise, error) {
	shapeOps := []float64{0, 0.5, 0.3, 0.15, 0.15, 0.1}[d.level]
	if d.chance(shapeOps) {
		return genShapeDivMod(d)
	}
	k := injective
	if d.level >= 2 && d.chance(0.6) {
		k = anyStride
	}
	a, err := d.layout(k)
	if err != nil {
		return nil, err
	}
	var b engine.Tiler
	switch {
	case d.level >= 5 && a.Rank() >= 2 && d.chance(0.5):
		bm, err := d.byMode(a, false)
		if err != nil {
			return nil, err
		}
		b = bm
	case d.level >= 4 && d.chance(0.3):
		divs := divisors(a.Size())
		if len(divs) < 2 {
			return nil, errRedraw
		}
		b = engine.Int(divs[d.r.IntN(len(divs)-1)]) // a proper divisor: n:1 picks the first n elements
	default:
		bl, err := d.tileLayout(a.Size())
		if err != nil {
			return nil, err
		}
		b = bl
	}
	tr := &engine.Trace{}
	r, err := engine.Composition(a, b, tr)
	if err != nil {
		return nil, err
	}
	if !composes(a, b, r) {
		return nil, errRedraw
	}
	stmt := fmt.Sprintf("composition(%s, %s)", a, engine.TilerString(b, engine.Plain))
	return exercise("What is the composition A o B?", stmt, layoutValue(r), tr), nil
}

// tileLayout draws a layout B to compose with or divide by a layout of
// size n: B is injective and reaches only indices below n (so B picks
// elements that A has), with a size that divides n.
func (d *draw) tileLayout(n int) (engine.Layout, error) {
	s := d.spec()
	s.maxRank = min(s.maxRank, 2)
	s.nest = min(s.nest, 0.3)
	s.deep = 0
	s.maxSize = n
	shape, err := d.shape(s)
	if err != nil {
		return engine.Layout{}, err
	}
	b, err := engine.MakeLayout(shape, d.injectiveStrides(shape, true))
	if err != nil {
		return engine.Layout{}, err
	}
	if b.Cosize() > n || n%b.Size() != 0 {
		return engine.Layout{}, errRedraw
	}
	return b, nil
}

// byMode draws a by-mode tiler for a's top-level modes: a tile layout per
// mode (size dividing the mode's), a plain int, or `_` to keep the mode.
// For composition every mode gets a tiler; divides may get fewer
// (short), since they keep the rest.
func (d *draw) byMode(a engine.Layout, short bool) (engine.ByMode, error) {
	n := a.Rank()
	if short && n > 1 && d.chance(0.3) {
		n--
	}
	bm := make(engine.ByMode, n)
	kept := 0
	for i := range bm {
		m, err := a.Mode(i)
		if err != nil {
			return nil, err
		}
		switch {
		case m.Size() == 1 || d.chance(0.2):
			bm[i] = engine.Underscore()
			kept++
		case d.chance(0.3):
			divs := divisors(m.Size())
			bm[i] = engine.Int(divs[d.r.IntN(len(divs))])
		default:
			t, err := d.tileLayout(m.Size())
			if err != nil {
				return nil, err
			}
			bm[i] = t
		}
	}
	if kept == n {
		return nil, errRedraw
	}
	return bm, nil
}

// divisors lists the divisors of n greater than 1.
func divisors(n int) []int {
	var out []int
	for k := 2; k <= n; k++ {
		if n%k == 0 {
			out = append(out, k)
		}
	}
	if out == nil {
		out = []int{1}
	}
	return out
}

// genShapeDivMod asks for shape_div or shape_mod of a flat shape by a
// number the engine accepts.
func genShapeDivMod(d *draw) (*Exercise, error) {
	s := d.spec()
	s.minRank, s.maxRank = max(2, s.minRank), max(3, s.maxRank)
	s.nest, s.ones = 0, 0
	shape, err := d.shape(s)
	if err != nil {
		return nil, err
	}
	size, _ := engine.Size(shape)
	n := d.between(2, size)
	tr := &engine.Trace{}
	if d.chance(0.5) {
		r, err := engine.ShapeDiv(shape, engine.Int(n), tr)
		if err != nil {
			return nil, err
		}
		stmt := fmt.Sprintf("shape_div(%s, %d)", shape, n)
		return exercise("What is the shape divided by the number, left to right (shape_div)?", stmt, tupleValue(r), tr), nil
	}
	r, err := engine.ShapeMod(shape, n, tr)
	if err != nil {
		return nil, err
	}
	stmt := fmt.Sprintf("shape_mod(%s, %d)", shape, n)
	return exercise("What are the first elements of the shape, colexicographically (shape_mod)?", stmt, tupleValue(r), tr), nil
}

// Operations of the divide-product lesson, by the level that introduces them.
var (
	divides  = [][]engine.Divide{nil, {engine.LogicalDivideOp}, {engine.LogicalDivideOp, engine.ZippedDivideOp, engine.TiledDivideOp}, {engine.LogicalDivideOp, engine.ZippedDivideOp, engine.TiledDivideOp}, {engine.LogicalDivideOp, engine.ZippedDivideOp, engine.TiledDivideOp, engine.FlatDivideOp}, {engine.LogicalDivideOp, engine.ZippedDivideOp, engine.TiledDivideOp, engine.FlatDivideOp}}
	products = [][]engine.Product{nil, {engine.LogicalProductOp}, {engine.LogicalProductOp}, {engine.LogicalProductOp, engine.BlockedProductOp, engine.RakedProductOp}, {engine.LogicalProductOp, engine.ZippedProductOp, engine.BlockedProductOp, engine.RakedProductOp}, {engine.LogicalProductOp, engine.ZippedProductOp, engine.TiledProductOp, engine.BlockedProductOp, engine.RakedProductOp}}
)

// genDivideProduct practises the divide-product lesson: the divides of a
// layout by a tile (from level 4 a by-mode tiler) and the products of a
// small layout by another; from level 4 a quarter are design exercises
// (genTileDesign: find the tiler that gives these tiles).
func genDivideProduct(d *draw) (*Exercise, error) {
	if d.level >= 4 && d.chance(0.25) {
		return genTileDesign(d) // a design exercise: find the tiler
	}
	tr := &engine.Trace{}
	if d.chance(0.5) {
		ops := divides[d.level]
		op := ops[d.r.IntN(len(ops))]
		k := compact
		if d.level >= 2 {
			k = injective
		}
		s := d.spec()
		if d.level == 1 {
			s.minRank, s.maxRank, s.exts, s.maxSize = 1, 1, []int{8, 12, 16, 24}, 24
		}
		a, err := d.layoutOf(s, k)
		if err != nil {
			return nil, err
		}
		var b engine.Tiler
		if d.level >= 4 && a.Rank() >= 2 && d.chance(0.5) {
			bm, err := d.byMode(a, true)
			if err != nil {
				return nil, err
			}
			b = bm
		} else {
			bl, err := d.tileLayout(a.Size())
			if err != nil {
				return nil, err
			}
			b = bl
		}
		r, err := op.Apply(a, b, tr)
		if err != nil {
			return nil, err
		}
		if r.Size() != a.Size() || !dividesExactly(a, b) {
			return nil, errRedraw
		}
		if r.Equal(a) && !d.chance(0.1) {
			return nil, errRedraw // mostly divides that change how A is written
		}
		stmt := fmt.Sprintf("%s(%s, %s)", op, a, engine.TilerString(b, engine.Plain))
		return exercise("What does the divide give?", stmt, layoutValue(r), tr), nil
	}
	ops := products[d.level]
	op := ops[d.r.IntN(len(ops))]
	s := d.spec()
	s.maxSize = 16
	s.deep = 0
	if op == engine.BlockedProductOp || op == engine.RakedProductOp {
		s.minRank, s.maxRank, s.nest = 2, 2, 0
	}
	a, err := d.layoutOf(s, compact)
	if err != nil {
		return nil, err
	}
	s.maxSize = 8
	s.nest = 0
	b, err := d.layoutOf(s, injective)
	if err != nil {
		return nil, err
	}
	r, err := op.Apply(a, b, tr)
	if err != nil {
		return nil, err
	}
	if !multiplies(a, b) {
		return nil, errRedraw
	}
	stmt := fmt.Sprintf("%s(%s, %s)", op, a, b)
	return exercise("What does the product give?", stmt, layoutValue(r), tr), nil
}

// genInverses practises the inverses lesson: right_inverse of layouts (permutations
// of compact layouts first, then with gaps and stride-0 modes) and, from
// level 2, left_inverse of injective layouts.
func genInverses(d *draw) (*Exercise, error) {
	tr := &engine.Trace{}
	if d.level >= 2 && d.chance(0.5) {
		shape, err := d.shape(d.spec())
		if err != nil {
			return nil, err
		}
		l, err := engine.MakeLayout(shape, d.injectiveStrides(shape, d.level >= 3))
		if err != nil {
			return nil, err
		}
		if !isInjective(l) {
			return nil, errRedraw // only injective layouts have a left inverse
		}
		r, err := engine.LeftInverse(l, tr)
		if err != nil {
			return nil, err
		}
		return exercise("What is the left inverse?", "left_inverse("+l.String()+")", layoutValue(r), tr), nil
	}
	s := d.spec()
	if d.level == 1 {
		s.minRank = 2 // a permutation of modes, not a single one
	}
	shape, err := d.shape(s)
	if err != nil {
		return nil, err
	}
	var stride engine.IntTuple
	switch {
	case d.level >= 4 && d.chance(0.5):
		stride = d.strides(shape, anyStride)
	default:
		stride = d.injectiveStrides(shape, d.level >= 3)
	}
	l, err := engine.MakeLayout(shape, stride)
	if err != nil {
		return nil, err
	}
	r := engine.RightInverse(l, tr)
	if r.Size() < 2 {
		return nil, errRedraw // right_inverse is 1:0 when L never reaches 1: nothing to ask
	}
	return exercise("What is the right inverse?", "right_inverse("+l.String()+")", layoutValue(r), tr), nil
}
