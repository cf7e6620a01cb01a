package engine

import "fmt"

// Say records a step written outside the algorithms of this package (a
// tensor's partition, an atom's TV layout): its rule, its sentence and
// the value it reached, each computed by the caller from the engine's own
// results. A nil t records nothing.
func (t *Trace) Say(rule, value, format string, args ...any) {
	if t == nil {
		return
	}
	t.push(Step{Rule: rule, Text: fmt.Sprintf(format, args...), Value: value}, true)
}

// Nest indents the steps recorded until the returned function is called,
// so that a sub-derivation (the zipped_divide inside local_tile) reads as
// part of the step that calls it.
func (t *Trace) Nest() func() { return t.nest() }

// TileToShapeTrace is TileToShapeOrder recording C++'s tile_to_shape line
// by line: the block padded to the target's rank, product_each of both
// shapes, their ceil_div, make_ordered_layout of it, and the
// blocked_product (its own derivation nested).
func TileToShapeTrace(block Layout, target IntTuple, ord ModeOrder, tr *Trace) (r Layout, err error) {
	const rule = "tile_to_shape"
	defer catch(rule, &err)
	padded, ps, err := tileToShapeRepeats(block, target)
	if err != nil {
		return Layout{}, err
	}
	rt := Rank(target)
	if padded.Rank() != block.Rank() || !block.shape.IsTuple() {
		tr.Say(rule, padded.String(), "pad the block to the target's rank %d: append<%d>(%s) = %s", rt, rt, block, padded)
	} else {
		tr.Say(rule, padded.String(), "the block %s already has the target's rank %d", block, rt)
	}
	bs, ts := Ints(productEach(padded.shape)...), Ints(productEach(target)...)
	tr.Say(rule, bs.String(), "block_shape = product_each(shape(block)) = %s; target_shape = product_each(%s) = %s", bs, target, ts)
	tr.Say(rule, ps.String(), "each target mode is a whole number of blocks: product_shape = ceil_div(%s, %s) = %s", ts, bs, ps)
	var stride IntTuple
	order := "LayoutLeft (column-major: the first mode first)"
	if ord.ordered {
		stride, err = CompactOrder(ps, ord.order)
		order = "the order " + ord.order.String()
	} else {
		stride, err = CompactMajor(ps, ord.major, 1)
		if ord.major == LayoutRight {
			order = "LayoutRight (row-major: the last mode first)"
		}
	}
	if err != nil {
		return Layout{}, err
	}
	tiler, err := MakeLayout(ps, stride)
	if err != nil {
		return Layout{}, err
	}
	tr.Say(rule, tiler.String(), "make_ordered_layout(%s, %s): the repetitions in %s: %s", ps, ord.String(), order, tiler)
	tr.Say(rule, "", "blocked_product(%s, %s):", padded, tiler)
	done := tr.Nest()
	r, err = ProductTrace(BlockedProductOp, padded, tiler, tr)
	done()
	if err == nil {
		tr.Say(rule, r.String(), "tile_to_shape = %s", r)
	}
	return r, err
}

// String names the order as tile_to_shape's ord_shape is written.
func (o ModeOrder) String() string {
	if o.ordered {
		return o.order.String()
	}
	if o.major == LayoutRight {
		return "LayoutRight{}"
	}
	return "LayoutLeft{}"
}
