package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// The derivations of a TiledMMA's functions, given a trace (MakeTiledMMA,
// ThrfrgC, GetLayoutC_TV, PartitionC, ... with tr): mma_atom.hpp's steps
// one line at a time, each value the one the untraced function computes
// (checkSame refuses another). The engine's own derivations (zipped_divide,
// right_inverse) are nested where they are the step.

// traceOf is the trace a function was given: the first of its optional
// traces, nil when none.
func traceOf(tr []*engine.Trace) *engine.Trace {
	if len(tr) == 0 {
		return nil
	}
	return tr[0]
}

// mnk names the MMA modes.
var mnk = [3]string{"M", "N", "K"}

// tilerString prints a permutation element as cute::print does.
func tilerString(t engine.Tiler) string { return tilerPrint(t, engine.Plain) }

// makeTiledMMATraced is MakeTiledMMA recording how ThrLayoutVMNK is built.
func makeTiledMMATraced(a MMAAtom, thrLayout *engine.Layout, perm []engine.Tiler, tr *engine.Trace) (TiledMMA, error) {
	const rule = "make_tiled_mma"
	t, err := MakeTiledMMA(a, thrLayout, perm)
	if err != nil {
		return t, err
	}
	thr := lay("(1,1,1)", "")
	if thrLayout != nil {
		thr = *thrLayout
	}
	thrMNK, err := appendLayout(thr, 3, lay("1", "0"))
	if err != nil {
		return t, err
	}
	tr.Say(rule, thrMNK.String(), "the atoms are laid out over (M,N,K) by AtomLayoutMNK = append<3>(%s, 1:0) = %s", thr, thrMNK)
	tr.Say(rule, a.ThrID.String(), "one atom is run by ThrID = %s (%d threads)", a.ThrID, a.ThrID.Size())
	tr.Say(rule, t.ThrLayoutVMNK.String(), "ThrLayoutVMNK = tiled_product(ThrID, AtomLayoutMNK) = %s: (ThrV,ThrM,ThrN,ThrK) -> thread index, %d threads", t.ThrLayoutVMNK, t.Size())
	for i := range 3 {
		if isUnder(t.Permutation[i]) {
			tr.Say(rule, fmt.Sprint(t.TileSize(i)), "PermutationMNK<%d> is _: tile_size<%d> = %s of the atom × %d atoms = %d", i, i, t.Atom.ShapeMNK.At(i), modeSize(t.ThrLayoutVMNK, i+1), t.TileSize(i))
		} else {
			tr.Say(rule, fmt.Sprint(t.TileSize(i)), "PermutationMNK<%d> = %s: tile_size<%d> = %d", i, tilerString(t.Permutation[i]), i, t.TileSize(i))
		}
	}
	tr.Say(rule, t.TileShape().String(), "the TiledMMA covers a %s tile (M,N,K)", t.TileShape())
	return t, nil
}

// thrfrgTraced is thrfrg_C, thrfrg_A or thrfrg_B (which "C", "A", "B")
// recording its four steps.
func (t TiledMMA) thrfrgTraced(which string, l engine.Layout, tr *engine.Trace) (engine.Layout, error) {
	x, y, atomTV := 0, 1, t.atomTV(which)
	switch which {
	case "A":
		x, y = 0, 2
	case "B":
		x, y = 1, 2
	}
	rule := "thrfrg_" + which
	X, Y := mnk[x], mnk[y]
	want, err := t.thrfrg(which, l, x, y, atomTV)
	if err != nil {
		return want, err
	}
	px, py := t.PermutationMNK(x), t.PermutationMNK(y)
	tt, err := engine.LogicalDivide(l, engine.ByMode{px, py})
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, tt.String(), "%s is (%s,%s,...); permute it: logical_divide(%s, <%s,%s>) = %s", l, X, Y, l, tilerString(px), tilerString(py), tt)
	ax, ay := mustCompact(t.Atom.ShapeMNK.At(x).Value()), mustCompact(t.Atom.ShapeMNK.At(y).Value())
	c, err := engine.ZippedDivide(tt, engine.ByMode{ax, ay})
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, c.String(), "cut it into atom tiles: zipped_divide(_, <%s,%s>) = %s ((Atom%s,Atom%s),(Rest%s,Rest%s))", ax, ay, c, X, Y, X, Y)
	tv, err := engine.Composition(c, engine.ByMode{atomTV, under})
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, tv.String(), "the atom's Layout%s_TV = %s maps (thread, value) to its (%s,%s) index; compose the atom tile with it: _.compose(%s, _) = %s ((ThrV,FrgV),(Rest%s,Rest%s))", which, atomTV, X, Y, atomTV, tv, X, Y)
	tx := mustCompact(modeSize(t.ThrLayoutVMNK, x+1))
	ty := mustCompact(modeSize(t.ThrLayoutVMNK, y+1))
	r, err := engine.ZippedDivide(tv, engine.ByMode{under, engine.ByMode{tx, ty}})
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, r.String(), "give the atom tiles to the Thr%s × Thr%s atoms: zipped_divide(_, <_, <%s,%s>>) = %s ((ThrV,(Thr%s,Thr%s)),(FrgV,(Rest%s,Rest%s)))", X, Y, tx, ty, r, X, Y, X, Y)
	return r, checkSame(rule, r, want)
}

// checkSame refuses a traced result that is not the untraced one: the
// trace retraces the algorithm, and must never tell another story.
func checkSame(op string, got, want engine.Layout) error {
	if got.String() != want.String() {
		return &engine.Error{Op: op, Cond: "internal: the derivation disagrees", Detail: fmt.Sprintf("%s, not %s", got, want)}
	}
	return nil
}

// getLayoutTVTraced is get_layoutC_TV, get_layoutA_TV or get_layoutB_TV
// (which "C", "A", "B") recording the reference tile, thrfrg (nested), the
// spread of A's or B's thread modes and thridx_2_thrid.
func (t TiledMMA) getLayoutTVTraced(which string, tr *engine.Trace) (engine.Layout, error) {
	rule := "get_layout" + which + "_TV"
	var want engine.Layout
	var err error
	x, y := 0, 1
	switch which {
	case "A":
		want, err = t.GetLayoutA_TV()
		x, y = 0, 2
	case "B":
		want, err = t.GetLayoutB_TV()
		x, y = 1, 2
	default:
		want, err = t.GetLayoutC_TV()
	}
	if err != nil {
		return want, err
	}
	ref, err := t.ref(x, y)
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, ref.String(), "the reference tile: make_layout((tile_size<%d>, tile_size<%d>)) = %s, the %s×%s tile's flat index", x, y, ref, mnk[x], mnk[y])
	tr.Say(rule, "", "thrfrg_%s(ref):", which)
	done := tr.Nest()
	f, err := t.thrfrgTraced(which, ref, tr)
	done()
	if err != nil {
		return engine.Layout{}, err
	}
	if which != "C" {
		ms, ns := 1, 0
		if which == "B" {
			ms, ns = 0, 1
		}
		spread, err := engine.MakeLayout(engine.Ints(modeSize(t.ThrLayoutVMNK, 1), modeSize(t.ThrLayoutVMNK, 2)), engine.Ints(ms, ns))
		if err != nil {
			return engine.Layout{}, err
		}
		f, err = engine.Composition(f, engine.ByMode{engine.ByMode{under, engine.ByMode{spread, under}}, under})
		if err != nil {
			return engine.Layout{}, err
		}
		other := "N"
		if which == "B" {
			other = "M"
		}
		tr.Say(rule, f.String(), "%s does not depend on Thr%s: spread (Thr%s,...) over (ThrM,ThrN) with %s, stride 0 along %s: %s", which, other, mnk[x], spread, other, f)
	}
	comp, err := engine.Complement(t.ThrLayoutVMNK, engine.CosizeOf(engine.Filter(t.ThrLayoutVMNK)))
	if err != nil {
		return engine.Layout{}, err
	}
	ti, err := t.thrIdx2ThrID()
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, ti.String(), "thridx_2_thrid = composition((%d,1):(1,0), right_inverse(make_layout(ThrLayoutVMNK, complement(ThrLayoutVMNK) = %s))) = %s: thread index -> (ThrV,ThrM,ThrN,ThrK)", t.Size(), comp, ti)
	r, err := engine.Composition(f, engine.ByMode{ti, under})
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, r.String(), "compose the thread mode with it: _.compose(thridx_2_thrid, _) = %s: (thread index, value) -> index of the %s×%s tile", r, mnk[x], mnk[y])
	return r, checkSame(rule, r, want)
}

// partitionTraced is partition_C, partition_A or partition_B (which "C",
// "A", "B") of the thread s: thrfrg (nested), then the slice at the
// thread's coordinate. It returns the layout and its offset.
func (s ThrMMA) partitionTraced(which string, l engine.Layout, tr *engine.Trace) (engine.Layout, int, error) {
	rule := "partition_" + which
	x, y := 0, 1
	switch which {
	case "A":
		x, y = 0, 2
	case "B":
		x, y = 1, 2
	}
	tr.Say(rule, "", "thrfrg_%s(%s):", which, l)
	done := tr.Nest()
	f, err := s.thrfrgTraced(which, l, tr)
	done()
	if err != nil {
		return engine.Layout{}, 0, err
	}
	rest, err := f.Mode(1, 1)
	if err != nil {
		return engine.Layout{}, 0, err
	}
	thr := engine.Tuple(s.ThrVMNK.At(0), engine.Tuple(s.ThrVMNK.At(x+1), s.ThrVMNK.At(y+1)))
	crd := engine.Tuple(thr, sliceRest(rankOf(rest.Shape())))
	r, off, err := f.Slice(crd)
	if err != nil {
		return engine.Layout{}, 0, err
	}
	tr.Say(rule, s.ThrVMNK.String(), "this thread's (ThrV,ThrM,ThrN,ThrK) = ThrLayoutVMNK.get_flat_coord(thread) = %s", s.ThrVMNK)
	tr.Say(rule, r.String(), "slice thrfrg at %s, the thread's (ThrV,(Thr%s,Thr%s)) with every value kept: %s, at offset %d", crd, mnk[x], mnk[y], r, off)
	want, _, err := s.partition(l, func(l engine.Layout, _ ...*engine.Trace) (engine.Layout, error) {
		return s.thrfrg(which, l, x, y, s.atomTV(which))
	}, x, y)
	if err != nil {
		return engine.Layout{}, 0, err
	}
	return r, off, checkSame(rule, r, want)
}

// atomTV is the atom's TV layout of operand which ("A", "B", else C).
func (t TiledMMA) atomTV(which string) engine.Layout {
	switch which {
	case "A":
		return t.Atom.ALayout
	case "B":
		return t.Atom.BLayout
	}
	return t.Atom.CLayout
}
