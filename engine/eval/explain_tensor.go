package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
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
// or a tensor's layout (a coordinate tensor's with its ScaledBasis
// strides).
func explainedLayout(c *callCtx, i int, tr *engine.Trace) (engine.Layout, bool) {
	switch v := c.args[i].(type) {
	case value.LayoutValue:
		return v.L, true
	case value.TensorValue:
		tr.Say("tensor", v.T.Layout.String(), "the tensor's layout is %s; its pointer %s moves by the offset of the slice", v.T.Layout, v.P())
		return v.T.Layout, true
	case value.DescTensorValue:
		return v.L, true
	case value.CoordTensorValue:
		tr.Say("tensor", v.T.Layout.String(), "the coordinate tensor's layout is %s, its strides ScaledBasis elements; its iterator %s moves by the offset of the slice, an ArithmeticTuple", v.T.Layout, v.T.Iter)
		return v.T.Layout, true
	case value.BasisLayoutValue:
		return v.B.L, true
	}
	return engine.Layout{}, false
}

// explainPartitionBy is inner_partition (inner) or outer_partition of
// argument 0 by the tiler argument tli at the coordinate argument ci: the
// engine's traced partition.
func explainPartitionBy(c *callCtx, tr *engine.Trace, tli, ci int, inner bool) {
	tl, err := c.tiler(tli)
	if err != nil {
		return
	}
	cv, ok := c.args[ci].(value.TupleValue)
	if !ok {
		return
	}
	l, ok := explainedLayout(c, 0, tr)
	if !ok {
		return
	}
	if inner {
		_, _, _ = engine.InnerPartitionOp(tl, cv.T, tr)(l)
	} else {
		_, _, _ = engine.OuterPartitionOp(tl, cv.T, tr)(l)
	}
}

// explainLocalTile: local_tile(T, tiler, coord) is inner_partition; with a
// projection the tiler and the coordinate are diced first.
func explainLocalTile(c *callCtx, tr *engine.Trace) {
	tl, err := c.tiler(1)
	if err != nil {
		return
	}
	cv, ok := c.args[2].(value.TupleValue)
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
		cc.args = []value.Value{c.args[0], tv, value.TupleValue{T: crd}}
		if tl, err = cc.tiler(1); err != nil {
			return
		}
		tr.Say("local_tile", "", "project by %s (its X drops a mode): dice(proj, tiler) = %s, dice(proj, coord) = %s", proj, tv, crd)
	}
	f := engine.LocalTileOp(tl, crd, tr)
	l, ok := explainedLayout(c, 0, tr)
	if !ok {
		return
	}
	_, _, _ = f(l)
}

// explainLocalPartition: local_partition(T, thr, i) is outer_partition of
// T by product_each(shape(thr)) at thr.get_flat_coord(i).
func explainLocalPartition(c *callCtx, tr *engine.Trace) {
	tile, err := c.layoutOr(1, "a thread layout")
	if err != nil {
		return
	}
	if len(c.args) == 4 {
		d, err := c.localPartitionTile()
		if err != nil {
			return
		}
		proj, _ := c.projection(3)
		tr.Say("local_partition", d.String(), "project the thread layout by %s: dice(proj, %s) = %s", proj, tile, d)
		tile = d
	}
	idx, err := c.int(2)
	if err != nil || idx < 0 {
		return
	}
	f, err := engine.LocalPartitionOp(tile, idx, tr)
	if err != nil {
		return
	}
	l, ok := explainedLayout(c, 0, tr)
	if !ok {
		return
	}
	_, _, _ = f(l)
}

// explainDescFragment writes make_fragment_A|B of a GMMA atom whose
// operand w is read from shared memory (FrgType GMMA::smem_desc): C++'s
// make_tensor<DescriptorIterator>(partition) builds the descriptor with
// make_gmma_desc from mode 0 (one wgmma's operand tile) and keeps the
// other modes, recast to the descriptor's 16-byte units: the partition p
// of bits-bit elements, recast<uint128_t>, mode 0 then the one
// descriptor 1:0, gives r.
func explainDescFragment(tr *engine.Trace, rule, w string, p engine.Layout, bits int, r engine.Layout) {
	tr.Say(rule, "", "the atom reads %s from shared memory (FrgType%s = GMMA::smem_desc): make_fragment_%s is make_tensor<GMMA::DescriptorIterator>(partition), one 64-bit descriptor per wgmma", w, w, w)
	if bits <= 0 {
		return
	}
	g := gcd(128, bits)
	u, err := engine.Upcast(p, 128/g)
	if err == nil && bits/g != 1 {
		u, err = engine.Downcast(u, bits/g)
	}
	if err != nil {
		return
	}
	m0, err := p.Mode(0)
	if err != nil {
		return
	}
	tr.Say(rule, u.String(), "a descriptor addresses shared memory in 16-byte units: recast<uint128_t> of the %d-bit partition %s = %s", bits, p, u)
	tr.Say(rule, r.String(), "mode 0, %s, is one wgmma's whole operand, described by make_gmma_desc (its start address, leading and stride byte offsets, swizzle): one descriptor, 1:0; the other modes step the descriptor's start address: %s", m0, r)
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
