package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// The derivations of the TiledMMA and TiledCopy functions: their TV
// layouts, thrfrg/tidfrg, the partitions and retile. The steps are
// engine/atom's (explain_mma.go, explain_copy.go).

func init() {
	explainers["make_tiled_mma"] = explainMakeTiledMMA
	explainers["make_tiled_copy"] = explainMakeTiledCopy
	for _, w := range []string{"A", "B", "C"} {
		explainers["get_layout"+w+"_TV"] = func(c *callCtx, tr *engine.Trace) {
			if t, err := c.tiledMMA(0); err == nil {
				t.GetLayoutTVTrace(w, tr)
			}
		}
		explainers["thrfrg_"+w] = func(c *callCtx, tr *engine.Trace) {
			t, err1 := c.tiledMMA(0)
			l, err2 := c.layout(1)
			if err1 == nil && err2 == nil {
				t.ThrfrgTrace(w, l, tr)
			}
		}
		explainers["partition_"+w] = func(c *callCtx, tr *engine.Trace) {
			s, err := c.thrMMA(0)
			if err != nil {
				return
			}
			if l, ok := explainedLayout(c, 1, tr); ok {
				s.PartitionTrace(w, l, tr)
			}
		}
	}
	for _, w := range []string{"S", "D"} {
		explainers["get_layout"+w+"_TV"] = func(c *callCtx, tr *engine.Trace) {
			if t, err := c.tiledCopy(0); err == nil {
				t.GetLayoutTVTrace(w, tr)
			}
		}
		explainers["tidfrg_"+w] = func(c *callCtx, tr *engine.Trace) {
			t, err1 := c.tiledCopy(0)
			l, err2 := c.layout(1)
			if err1 == nil && err2 == nil {
				t.TidfrgTrace(w, l, tr)
			}
		}
		explainers["partition_"+w] = func(c *callCtx, tr *engine.Trace) {
			s, err := c.thrCopy(0)
			if err != nil {
				return
			}
			if l, ok := explainedLayout(c, 1, tr); ok {
				s.PartitionTrace(w, l, tr)
			}
		}
	}
	for _, name := range []string{"retile", "retile_S", "retile_D"} {
		explainers[name] = func(c *callCtx, tr *engine.Trace) {
			t, err := c.tiledCopy(0)
			if err != nil {
				return
			}
			if l, ok := explainedLayout(c, 1, tr); ok {
				t.RetileTrace(l, tr)
			}
		}
	}
}

func explainMakeTiledMMA(c *callCtx, tr *engine.Trace) {
	v, ok := c.args[0].(MMAAtomValue)
	if !ok {
		return
	}
	var thr *engine.Layout
	if len(c.args) > 1 {
		l, err := c.layout(1)
		if err != nil {
			return
		}
		thr = &l
	}
	var perm []engine.Tiler
	if len(c.args) > 2 {
		switch p := c.args[2].(type) {
		case TilerValue:
			perm = p.T
		case TupleValue:
			if !p.T.IsTuple() {
				return
			}
			for _, e := range p.T.Elems() {
				perm = append(perm, e)
			}
		default:
			return
		}
	}
	atom.MakeTiledMMATrace(v.A, thr, perm, tr)
}

func explainMakeTiledCopy(c *callCtx, tr *engine.Trace) {
	a, err := c.copyAtom(0)
	if err != nil {
		return
	}
	thr, err := c.layout(1)
	if err != nil {
		return
	}
	var val *engine.Layout
	if len(c.args) > 2 {
		v, err := c.layout(2)
		if err != nil {
			return
		}
		val = &v
	}
	atom.MakeTiledCopyTrace(a, thr, val, tr)
}
