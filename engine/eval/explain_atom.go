package eval

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
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
				mmaLayoutTV[w](t, tr)
			}
		}
		explainers["thrfrg_"+w] = func(c *callCtx, tr *engine.Trace) {
			t, err1 := c.tiledMMA(0)
			l, err2 := c.layout(1)
			if err1 == nil && err2 == nil {
				mmaThrfrg[w](t, l, tr)
			}
		}
		explainers["partition_"+w] = func(c *callCtx, tr *engine.Trace) {
			s, err := c.thrMMA(0)
			if err != nil {
				return
			}
			if l, ok := explainedLayout(c, 1, tr); ok {
				mmaPartition[w](s, l, tr)
			}
		}
	}
	for _, w := range []string{"S", "D"} {
		explainers["get_layout"+w+"_TV"] = func(c *callCtx, tr *engine.Trace) {
			if t, err := c.tiledCopy(0); err == nil {
				copyLayoutTV[w](t, tr)
			}
		}
		explainers["tidfrg_"+w] = func(c *callCtx, tr *engine.Trace) {
			t, err1 := c.tiledCopy(0)
			l, err2 := c.layout(1)
			if err1 == nil && err2 == nil {
				copyTidfrg[w](t, l, tr)
			}
		}
		explainers["partition_"+w] = func(c *callCtx, tr *engine.Trace) {
			s, err := c.thrCopy(0)
			if err != nil {
				return
			}
			if l, ok := explainedLayout(c, 1, tr); ok {
				copyPartitionOf[w](s, l, tr)
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
				t.Retile(l, tr)
			}
		}
	}
}

// The TiledMMA and TiledCopy functions by operand, as C++ names them
// (get_layoutA_TV, thrfrg_A, partition_A, ...).
var (
	mmaLayoutTV = map[string]func(atom.TiledMMA, ...*engine.Trace) (engine.Layout, error){
		"A": atom.TiledMMA.GetLayoutA_TV, "B": atom.TiledMMA.GetLayoutB_TV, "C": atom.TiledMMA.GetLayoutC_TV,
	}
	mmaThrfrg = map[string]func(atom.TiledMMA, engine.Layout, ...*engine.Trace) (engine.Layout, error){
		"A": atom.TiledMMA.ThrfrgA, "B": atom.TiledMMA.ThrfrgB, "C": atom.TiledMMA.ThrfrgC,
	}
	mmaPartition = map[string]func(atom.ThrMMA, engine.Layout, ...*engine.Trace) (engine.Layout, int, error){
		"A": atom.ThrMMA.PartitionA, "B": atom.ThrMMA.PartitionB, "C": atom.ThrMMA.PartitionC,
	}
	copyLayoutTV = map[string]func(atom.TiledCopy, ...*engine.Trace) (engine.Layout, error){
		"S": atom.TiledCopy.GetLayoutS_TV, "D": atom.TiledCopy.GetLayoutD_TV,
	}
	copyTidfrg = map[string]func(atom.TiledCopy, engine.Layout, ...*engine.Trace) (engine.Layout, error){
		"S": atom.TiledCopy.TidfrgS, "D": atom.TiledCopy.TidfrgD,
	}
	copyPartitionOf = map[string]func(atom.ThrCopy, engine.Layout, ...*engine.Trace) (engine.Layout, int, error){
		"S": atom.ThrCopy.PartitionS, "D": atom.ThrCopy.PartitionD,
	}
)

func explainMakeTiledMMA(c *callCtx, tr *engine.Trace) {
	v, ok := c.args[0].(value.MMAAtomValue)
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
		case value.TilerValue:
			perm = p.T
		case value.TupleValue:
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
	atom.MakeTiledMMA(v.A, thr, perm, tr)
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
	atom.MakeTiledCopy(a, thr, val, tr)
}

func init() {
	for _, w := range []string{"A", "B", "C"} {
		explainers["partition_fragment_"+w] = func(c *callCtx, tr *engine.Trace) { explainFragment(c, tr, w) }
		explainers["make_tiled_copy_"+w] = func(c *callCtx, tr *engine.Trace) {
			a, err1 := c.copyAtom(0)
			t, err2 := c.tiledMMA(1)
			if err1 != nil || err2 != nil {
				return
			}
			x, y := map[string]int{"A": 0, "B": 1, "C": 0}[w], map[string]int{"A": 2, "B": 2, "C": 1}[w]
			tr.Say("make_tiled_copy_"+w, "", "the copy takes the TiledMMA's %s thread-value layout, get_layout%s_TV():", w, w)
			done := tr.Nest()
			tv, err := mmaLayoutTV[w](t, tr)
			done()
			if err != nil {
				return
			}
			var tc atom.TiledCopy
			switch w {
			case "A":
				tc, err = atom.MakeTiledCopyA(a, t)
			case "B":
				tc, err = atom.MakeTiledCopyB(a, t)
			default:
				tc, err = atom.MakeTiledCopyC(a, t)
			}
			if err != nil {
				return
			}
			tr.Say("make_tiled_copy_"+w, tc.TilerMN.String(), "TiledLayout_TV = %s over the tile (tile_size<%d>, tile_size<%d>) = %s; each copy atom moves %d values of a thread", tv, x, y, tc.TilerMN, a.NumValSrc())
		}
	}
}

// explainFragment: partition_fragment_X(T) is make_fragment_X of
// partition_X(T): partition_X's derivation, then the register layout.
func explainFragment(c *callCtx, tr *engine.Trace, w string) {
	rule := "partition_fragment_" + w
	s, err := c.thrMMA(0)
	if err != nil {
		return
	}
	l, ptr, err := c.layoutOrTensor(1)
	if err != nil {
		return
	}
	tr.Say(rule, "", "partition_fragment_%s(T) = make_fragment_%s(partition_%s(T)): the thread's values of T, then registers of that shape", w, w, w)
	done := tr.Nest()
	p, _, err := mmaPartition[w](s, l, tr)
	done()
	if err != nil {
		return
	}
	var r engine.Layout
	how := "make_fragment_like: mode 0 column-major, the other modes compact after it in the order of their strides"
	switch w {
	case "A":
		r, err = s.PartitionFragmentAOf(l, fragmentSource(ptr))
	case "B":
		r, err = s.PartitionFragmentBOf(l, fragmentSource(ptr))
	default:
		r, err = s.PartitionFragmentC(l)
		how = "make_tensor<FrgTypeC>(shape): the accumulators column-major"
	}
	if err != nil {
		return
	}
	if w != "C" && ptr != nil && (w == "A" && s.Atom.FrgTypeA != "" || w == "B" && s.Atom.FrgTypeB != "") {
		explainDescFragment(tr, rule, w, p, ptr.Type.Bits, r)
		return
	}
	tr.Say(rule, r.String(), "the fragment of shape %s, %s: %s", p.Shape(), how, r)
}
