package eval

import (
	"github.com/cutetui/cutetui/engine"
)

// The derivations of the tensor partitions: local_tile, local_partition,
// inner_partition and outer_partition, each written as C++'s
// tensor_impl.hpp composes them (zipped_divide, then a slice), every
// value computed here by the engine.

func init() {
	explainers["inner_partition"] = func(c *callCtx, tr *engine.Trace) { explainPartitionBy(c, tr, 1, 2, true) }
	explainers["outer_partition"] = func(c *callCtx, tr *engine.Trace) { explainPartitionBy(c, tr, 1, 2, false) }
	explainers["local_tile"] = explainLocalTile
	explainers["local_partition"] = explainLocalPartition
}

// explainedLayout is the layout the partitions act on: a layout itself,
// or a tensor's layout. A coordinate tensor is partitioned direction by
// direction, each direction's layout alike; the steps are shown for
// direction 0 and say so.
func explainedLayout(c *callCtx, i int, tr *engine.Trace) (engine.Layout, bool) {
	switch v := c.args[i].(type) {
	case LayoutValue:
		return v.L, true
	case TensorValue:
		tr.Say("tensor", v.L.String(), "the tensor's layout is %s; its pointer %s moves by the offset of the slice", v.L, v.P)
		return v.L, true
	case DescTensorValue:
		return v.L, true
	case CoordTensorValue:
		if len(v.B.Comps) == 0 {
			return engine.Layout{}, false
		}
		tr.Say("tensor", v.B.Comps[0].String(), "a coordinate tensor is divided and sliced one basis direction at a time, each the same way; shown for direction 0, whose layout is %s", v.B.Comps[0])
		return v.B.Comps[0], true
	case BasisLayoutValue:
		if len(v.B.Comps) == 0 {
			return engine.Layout{}, false
		}
		tr.Say("layout", v.B.Comps[0].String(), "a basis layout is divided and sliced one basis direction at a time, each the same way; shown for direction 0, whose layout is %s", v.B.Comps[0])
		return v.B.Comps[0], true
	}
	return engine.Layout{}, false
}

// explainPartitionBy is inner_partition (inner) or outer_partition of
// argument 0 by the tiler argument tli at the coordinate argument ci.
func explainPartitionBy(c *callCtx, tr *engine.Trace, tli, ci int, inner bool) {
	tl, err := c.tiler(tli)
	if err != nil {
		return
	}
	cv, ok := c.args[ci].(TupleValue)
	if !ok {
		return
	}
	l, ok := explainedLayout(c, 0, tr)
	if !ok {
		return
	}
	partitionSteps(c.name, l, tl, cv.T, inner, tr)
}

// partitionSteps writes zipped_divide(l, tl) (its derivation nested) and
// the slice at crd: in the rest mode for inner, the tile mode for outer.
func partitionSteps(op string, l engine.Layout, tl engine.Tiler, crd engine.IntTuple, inner bool, tr *engine.Trace) {
	what := "inner_partition: the tile at coordinate %s of the tiles (mode 1)"
	if !inner {
		what = "outer_partition: element %s of every tile (mode 0)"
	}
	tr.Say(op, "", what+"; first zipped_divide(%s, %s):", crd, l, tl)
	done := tr.Nest()
	z, err := engine.DivideTrace(engine.ZippedDivideOp, l, tl, tr)
	done()
	if err != nil {
		return
	}
	tr.Say(op, z.String(), "zipped_divide = %s: mode 0 the tile, mode 1 the tiles", z)
	r0, r1 := modeRank(z, 0), modeRank(z, 1)
	var s engine.IntTuple
	switch {
	case inner && crd.IsTuple():
		a, err := appendUnderscores(op, crd, r1)
		if err != nil {
			tr.Say(op, "", "the coordinate %s has more modes than the tiles' %d", crd, r1)
			return
		}
		s = engine.Tuple(underscores(r0), a)
	case inner:
		s = engine.Tuple(underscores(r0), crd)
	case crd.IsTuple():
		a, err := appendUnderscores(op, crd, r0)
		if err != nil {
			tr.Say(op, "", "the coordinate %s has more modes than the tile's %d", crd, r0)
			return
		}
		s = engine.Tuple(a, underscores(r1))
	default:
		s = engine.Tuple(crd, underscores(r1))
	}
	sub, off, err := z.Slice(s)
	if err != nil {
		tr.Say(op, "", "the slice %s fails: %v", s, err)
		return
	}
	keep := "the tile mode kept whole, the tiles' mode fixed"
	if !inner {
		keep = "the tile mode fixed, the tiles' mode kept whole"
	}
	tr.Say(op, sub.String(), "slice it at %s (%s): %s, starting at offset %d", s, keep, sub, off)
}

// explainLocalTile: local_tile(T, tiler, coord) is inner_partition; with a
// projection the tiler and the coordinate are diced first.
func explainLocalTile(c *callCtx, tr *engine.Trace) {
	tl, err := c.tiler(1)
	if err != nil {
		return
	}
	cv, ok := c.args[2].(TupleValue)
	if !ok {
		return
	}
	crd := cv.T
	if len(c.args) == 4 {
		proj, err := c.projection(3)
		if err != nil {
			return
		}
		tv, err := c.diceTiler(proj, 1)
		if err != nil {
			return
		}
		if crd, err = engine.Dice(proj, cv.T); err != nil {
			return
		}
		cc := *c
		cc.args = []Value{c.args[0], tv, TupleValue{crd}}
		if tl, err = cc.tiler(1); err != nil {
			return
		}
		tr.Say("local_tile", "", "project by %s (its X drops a mode): dice(proj, tiler) = %s, dice(proj, coord) = %s", proj, tv, crd)
	}
	tr.Say("local_tile", "", "local_tile(T, tiler, coord) = inner_partition(T, tiler, coord)")
	l, ok := explainedLayout(c, 0, tr)
	if !ok {
		return
	}
	partitionSteps("local_tile", l, tl, crd, true, tr)
}

// explainLocalPartition: local_partition(T, thr, i) is outer_partition of
// T by product_each(shape(thr)) at thr.get_flat_coord(i).
func explainLocalPartition(c *callCtx, tr *engine.Trace) {
	const op = "local_partition"
	tile, err := c.layoutOr(1, "a thread layout")
	if err != nil {
		return
	}
	if len(c.args) == 4 {
		proj, err := c.projection(3)
		if err != nil {
			return
		}
		d, err := engine.DiceLayout(proj, tile)
		if err != nil {
			return
		}
		tr.Say(op, d.String(), "project the thread layout by %s: dice(proj, %s) = %s", proj, tile, d)
		tile = d
	}
	idx, err := c.int(2)
	if err != nil || idx < 0 {
		return
	}
	hier, err := engine.Idx2CrdStride(engine.Int(idx), tile.Shape(), tile.Stride())
	if err != nil {
		tr.Say(op, "", "thread %d is not in the thread layout %s: %v", idx, tile, err)
		return
	}
	tr.Say(op, hier.String(), "thread %d sits at coordinate %s of the thread layout %s (the coordinate whose index is %d)", idx, hier, tile, idx)
	sh := tile.Shape()
	var tiler, crd engine.IntTuple
	if sh.IsTuple() {
		ts, cs := make([]engine.IntTuple, sh.Len()), make([]engine.IntTuple, sh.Len())
		for j := range ts {
			n, err := engine.Size(sh.At(j))
			if err != nil {
				return
			}
			ts[j] = engine.Int(n)
			k, err := engine.Crd2IdxShape(hier.At(j), sh.At(j))
			if err != nil {
				return
			}
			cs[j] = engine.Int(k)
		}
		tiler, crd = engine.Tuple(ts...), engine.Tuple(cs...)
	} else {
		n, err := engine.Size(sh)
		if err != nil {
			return
		}
		tiler, crd = engine.Int(n), hier
	}
	tr.Say(op, crd.String(), "get_flat_coord: each mode's coordinate as one index, %s; the tiler is product_each(shape) = %s", crd, tiler)
	tr.Say(op, "", "local_partition(T, thr, %d) = outer_partition(T, %s, %s): thread %d takes element %s of every %s tile", idx, tiler, crd, idx, crd, tiler)
	l, ok := explainedLayout(c, 0, tr)
	if !ok {
		return
	}
	partitionSteps(op, l, tiler, crd, false, tr)
}
