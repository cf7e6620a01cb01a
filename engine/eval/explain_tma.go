package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The derivations of Hopper's TMA (copy_traits_sm90_tma.hpp):
// make_tma_copy and make_tma_atom (construct_tma_gbasis, make_tma_copy_desc,
// make_tma_copy_tiled; engine/atom's MakeTMACopyTrace), tma_encode_args
// (how the descriptor's arguments come from the TMA modes) and
// tma_partition (its layout_V, the multicast offset, the compose and
// coalesce of each tensor). Every value is the engine's.

func init() {
	explainers["make_tma_copy"] = func(c *callCtx, tr *engine.Trace) {
		op, g, s, tiler, cluster, err := c.tmaArgs(false)
		if err == nil {
			_, _ = atom.MakeTMACopyTrace(op, g, s, tiler, cluster, tr)
		}
	}
	explainers["make_tma_atom"] = func(c *callCtx, tr *engine.Trace) {
		op, g, s, tiler, cluster, err := c.tmaArgs(true)
		if err == nil {
			atom.MakeTMAAtomTrace(op, g, s, tiler, cluster, tr)
		}
	}
	explainers["tma_encode_args"] = func(c *callCtx, tr *engine.Trace) {
		t, err := c.tma(0)
		if err != nil {
			return
		}
		bits := 0
		switch v := c.args[0].(type) {
		case value.TiledCopyValue:
			bits = v.T.Atom.ValBits
		case value.ThrCopyValue:
			bits = v.S.Atom.ValBits
		case value.CopyAtomValue:
			bits = v.A.ValBits
		}
		t.EncodeTrace(bits, tr)
	}
	explainers["tma_partition"] = explainTMAPartition
}

// explainTMAPartition follows tma_partition(atom, cta_coord, cta_layout,
// stensor, gtensor) line by line; fnTMAPartition computes the result.
func explainTMAPartition(c *callCtx, tr *engine.Trace) {
	a, err := c.copyAtom(0)
	if err != nil {
		t, ok := c.args[0].(value.TiledCopyValue)
		if !ok {
			return
		}
		a = t.T.Atom
	}
	if a.TMA == nil {
		return
	}
	crd := engine.Int(0)
	ctaL, _ := engine.MakeLayout(engine.Int(1), engine.Int(0))
	si := 1
	if len(c.args) == 5 {
		if crd, err = c.intTuple(1); err != nil {
			return
		}
		if ctaL, err = c.layout(2); err != nil {
			return
		}
		si = 3
	} else if len(c.args) != 3 {
		return
	} else {
		tr.Say("tma_partition", "", "tma_partition(atom, stensor, gtensor) is tma_partition(atom, Int<0>{}, Layout<_1,_0>{}, stensor, gtensor): one CTA, no multicast")
	}
	st, ok := c.args[si].(value.TensorValue)
	if !ok {
		return
	}
	s0, err := st.T.Layout.Mode(0)
	if err != nil {
		return
	}
	inv := engine.RightInverse(s0)
	tr.Say("inv_smem_layout", inv.String(), "inv_smem_layout = right_inverse(layout<0>(stensor) = %s) = %s: smem index -> the tile's coordinate", s0, inv)
	wrapped, err := engine.Concat(inv)
	if err != nil {
		return
	}
	lv, err := engine.TileToShape(wrapped, engine.Int(s0.Size()), engine.ModeOrder{})
	if err != nil {
		return
	}
	tr.Say("layout_v", lv.String(), "layout_v = tile_to_shape(make_layout(inv_smem_layout), size<0>(stensor) = %d) = %s", s0.Size(), lv)
	n := a.NumValSrc()
	nl, _ := engine.MakeLayout(engine.Int(n), engine.Int(1))
	lvd, err := engine.LogicalDivide(lv, nl)
	if err != nil {
		return
	}
	tr.Say("layout_V", lvd.String(), "one TMA instruction moves NumValSrc = %d values: layout_V = logical_divide(layout_v, %d) = %s, (TMA,TMA_Iter)", n, n, lvd)
	k, err := ctaL.Eval(crd)
	if err != nil {
		return
	}
	cos := ctaL.Cosize()
	if cos <= 0 || n%cos != 0 {
		return
	}
	tr.Say("multicast_offset", "", "multicast_offset = cta_layout(cta_coord) · (size(tma_layout_v) / cosize(cta_layout)) = %s(%s) · (%d / %d) = %d · %d = %d: this CTA's share starts %d values into each instruction", ctaL, crd, n, cos, k, n/cos, k*(n/cos), k*(n/cos))
	off := k * (n / cos)
	for _, w := range []struct {
		name string
		i    int
	}{{"gtensor", si + 1}, {"stensor", si}} {
		compose := func(l engine.Layout) (engine.Layout, error) {
			tiler := engine.ByMode{lvd}
			for i := 1; i < l.Rank(); i++ {
				tiler = append(tiler, engine.Underscore())
			}
			return engine.Composition(l, tiler)
		}
		coalesce := func(l engine.Layout) (engine.Layout, error) {
			return engine.CoalesceProfile(l, engine.Tuple(engine.Ints(1, 1)))
		}
		var before, comp, co string
		switch v := c.args[w.i].(type) {
		case value.TensorValue:
			cl, err := compose(v.T.Layout)
			if err != nil {
				return
			}
			cc, err := coalesce(cl)
			if err != nil {
				return
			}
			before, comp, co = v.T.Layout.String(), cl.String(), cc.String()
		case value.CoordTensorValue:
			b := v.Basis()
			cl, err := b.Apply(compose)
			if err != nil {
				return
			}
			cc, err := cl.Apply(coalesce)
			if err != nil {
				return
			}
			before, comp, co = b.String(), cl.String(), cc.String()
		default:
			return
		}
		tr.Say(w.name, co, "%s %s: compose mode 0 with layout_V, the other modes kept (_): %s; coalesce to ((TMA,TMA_Iter),Rest...): %s; then domain_offset ((%d,0),0...)", w.name, before, comp, co, off)
	}
}
