package atom

import (
	"github.com/cutetui/cutetui/engine"
)

// The derivations of a TiledCopy's functions, given a trace
// (MakeTiledCopy, TidfrgS, GetLayoutS_TV, PartitionS, Retile, ... with
// tr): copy_atom.hpp's steps into tr, each value the one the untraced
// function computes.

// makeTiledCopyTraced is MakeTiledCopy recording how the TV layout and the
// tiler come from the thread and value layouts.
func makeTiledCopyTraced(a CopyAtom, thr engine.Layout, val *engine.Layout, tr *engine.Trace) (TiledCopy, error) {
	const rule = "make_tiled_copy"
	t, err := MakeTiledCopy(a, thr, val)
	if err != nil {
		return t, err
	}
	v := lay("1", "")
	if val != nil {
		v = *val
	}
	mn, err := engine.RakedProduct(thr, v)
	if err != nil {
		return TiledCopy{}, err
	}
	tr.Say(rule, mn.String(), "layout_mn = raked_product(thr_layout %s, val_layout %s) = %s: (m,n) -> (thread, value) index, each thread's values interleaved", thr, v, mn)
	inv := engine.RightInverse(mn)
	tr.Say(rule, inv.String(), "right_inverse(layout_mn) = %s: (thread, value) index -> (m,n) index", inv)
	tr.Say(rule, t.LayoutTV.String(), "TiledLayout_TV = right_inverse(layout_mn).with_shape((%d,%d)) = %s: (thread, value) -> (m,n) index", thr.Size(), v.Size(), t.LayoutTV)
	tr.Say(rule, t.TilerMN.String(), "Tiler_MN = product_each(shape(layout_mn)) = %s", t.TilerMN)
	return t, nil
}

// ref2trgTraced is ref2trg with its sentence.
func (t TiledCopy) ref2trgTraced(which string, trg engine.Layout, tr *engine.Trace) (engine.Layout, error) {
	r, err := t.ref2trg(trg)
	if err == nil {
		tr.Say("tidfrg_"+which, r.String(), "ref2trg = right_inverse(AtomLayoutRef %s).compose(AtomLayout%s %s) = %s: the %s thread and value of the atom -> its reference thread and value", t.Atom.ValLayoutRef, which, trg, r, map[string]string{"S": "source", "D": "destination"}[which])
	}
	return r, err
}

// tile2thrfrgTraced is tile2thrfrg recording its four lines.
func (t TiledCopy) tile2thrfrgTraced(rule, which string, l, ref2trg engine.Layout, tr *engine.Trace) (engine.Layout, error) {
	atomShape := engine.Ints(modeSize(t.Atom.ValLayoutRef, 0), modeSize(t.Atom.ValLayoutRef, 1))
	atomTV, err := engine.ZippedDivide(t.LayoutTV, atomShape)
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, atomTV.String(), "the threads and values of one atom: atom_layout_TV = zipped_divide(TiledLayout_TV, (AtomNumThr,AtomNumVal) = %s) = %s: ((atom_tid,atom_val),(rest_tid,rest_val)) -> (m,n)", atomShape, atomTV)
	trg, err := engine.Composition(atomTV, engine.ByMode{ref2trg, under})
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, trg.String(), "to the %s layout: trg_layout_TV = atom_layout_TV.compose(ref2trg, _) = %s: ((trg_tid,trg_val),(rest_tid,rest_val)) -> (m,n)", map[bool]string{true: "source", false: "destination"}[which == "S"], trg)
	z, err := zipLayout(trg)
	if err != nil {
		return engine.Layout{}, err
	}
	thrval2mn, err := engine.CoalesceProfile(z, tup("(1,(1,1))"))
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, thrval2mn.String(), "thrval2mn = coalesce(zip(trg_layout_TV) = %s, (_1,(_1,_1))) = %s: ((trg_tid,rest_tid),(trg_val,rest_val)) -> (m,n)", z, thrval2mn)
	tv, err := engine.Composition(l, engine.ByMode{thrval2mn, under})
	if err != nil {
		return engine.Layout{}, err
	}
	u := engine.Underscore()
	sub, _, err := tv.Slice(engine.Tuple(engine.Tuple(u, u), u))
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, sub.String(), "the tile mode composed with it, _.compose(thrval2mn, _) = %s, and flattened ((_,_),_): %s (Thr,(FrgV,FrgX),Rest...)", tv, sub)
	return sub, nil
}

// tidfrgTraced is tidfrg_S or tidfrg_D (which "S" or "D") recording its
// steps.
func (t TiledCopy) tidfrgTraced(which string, l engine.Layout, tr *engine.Trace) (engine.Layout, error) {
	rule := "tidfrg_" + which
	trg := t.trg(which)
	want, err := t.tidfrg(which, l, trg)
	if err != nil {
		return want, err
	}
	z, err := engine.ZippedDivide(l, t.tiler())
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, z.String(), "cut %s into Tiler_MN %s tiles: zipped_divide = %s ((TileM,TileN),(RestM,RestN,...))", l, t.TilerMN, z)
	r, err := t.ref2trgTraced(which, trg, tr)
	if err != nil {
		return engine.Layout{}, err
	}
	f, err := t.tile2thrfrgTraced(rule, which, z, r, tr)
	if err != nil {
		return engine.Layout{}, err
	}
	return f, checkSame(rule, f, want)
}

// trg is the atom's source (which "S") or destination value layout.
func (t TiledCopy) trg(which string) engine.Layout {
	if which == "S" {
		return t.Atom.ValLayoutSrc
	}
	return t.Atom.ValLayoutDst
}

// getLayoutTVTraced is get_layoutS_TV or get_layoutD_TV recording its steps.
func (t TiledCopy) getLayoutTVTraced(which string, tr *engine.Trace) (engine.Layout, error) {
	rule := "get_layout" + which + "_TV"
	trg := t.trg(which)
	want, err := t.getLayoutTV(trg)
	if err != nil {
		return want, err
	}
	ref, err := engine.MakeCompactLayout(engine.Tuple(t.TilerMN, engine.Int(1)))
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, ref.String(), "the reference: one tile, make_layout((Tiler_MN, 1)) = %s", ref)
	r, err := t.ref2trgTraced(which, trg, tr)
	if err != nil {
		return engine.Layout{}, err
	}
	f, err := t.tile2thrfrgTraced(rule, which, ref, r, tr)
	if err != nil {
		return engine.Layout{}, err
	}
	u := engine.Underscore()
	sub, _, err := f.Slice(engine.Tuple(u, u, engine.Int(0)))
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, sub.String(), "its one tile, (_,_,0): %s: (thread, value) -> (m,n) index of the tile", sub)
	return sub, checkSame(rule, sub, want)
}

// partitionTraced is partition_S or partition_D (which "S" or "D") of the
// thread s: tidfrg (nested), then the slice at the thread.
func (s ThrCopy) partitionTraced(which string, l engine.Layout, tr *engine.Trace) (engine.Layout, int, error) {
	rule := "partition_" + which
	tr.Say(rule, "", "tidfrg_%s(%s):", which, l)
	done := tr.Nest()
	f, err := s.tidfrgTraced(which, l, tr)
	done()
	if err != nil {
		return engine.Layout{}, 0, err
	}
	rest := sliceRest(l.Rank()).At(1)
	crd := engine.Tuple(engine.Int(s.ThrIdx), engine.Underscore(), rest)
	r, off, err := f.Slice(crd)
	if err != nil {
		return engine.Layout{}, 0, err
	}
	tr.Say(rule, r.String(), "slice at thread %d, %s: %s (CPY,CPY_M,CPY_N,...), at offset %d", s.ThrIdx, crd, r, off)
	return r, off, nil
}

// retileTraced is Retile (retile_S, retile_D) recording its four lines.
func (t TiledCopy) retileTraced(l engine.Layout, tr *engine.Trace) (engine.Layout, error) {
	const rule = "retile"
	want, err := t.Retile(l)
	if err != nil {
		return want, err
	}
	r := l.Rank()
	v := modeSize(l, 0)
	if !l.Shape().IsTuple() {
		v = l.Size()
	}
	tr.Say(rule, "", "the fragment %s holds V = %d values of each of its copies (mode 0)", l, v)
	shape, err := engine.MakeCompactLayout(t.TilerMN)
	if err != nil {
		return engine.Layout{}, err
	}
	ws, err := engine.Composition(engine.RightInverse(t.LayoutTV), shape)
	if err != nil {
		return engine.Layout{}, err
	}
	frgMN, err := engine.Upcast(ws, t.Size()*v)
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, frgMN.String(), "frg_layout_mn = upcast<TiledNumThr×V = %d>(right_inverse(TiledLayout_TV).with_shape(%s) = %s) = %s: (m,n) -> value index, the shape and order of the values inside TiledLayout_TV", t.Size()*v, t.TilerMN, ws, frgMN)
	lv, err := compact(v)
	if err != nil {
		return engine.Layout{}, err
	}
	prod, err := engine.LogicalProduct(lv, engine.RightInverse(frgMN))
	if err != nil {
		return engine.Layout{}, err
	}
	atomVal := mustCompact(modeSize(t.Atom.ValLayoutRef, 1))
	frgV, err := engine.ZippedDivide(prod, atomVal)
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, frgV.String(), "frg_layout_v = zipped_divide(logical_product(%s, right_inverse(frg_layout_mn)) = %s, AtomNumVal %s) = %s: (atom values, rest values) -> (v,m,n)", lv, prod, atomVal, frgV)
	pe := productEach(frgMN.Shape())
	tiler := []engine.IntTuple{engine.Int(v)}
	if pe.IsTuple() {
		tiler = append(tiler, pe.Elems()...)
	} else {
		tiler = append(tiler, pe)
	}
	tt, err := engine.ZippedDivide(l, engine.Tuple(tiler...))
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, tt.String(), "t_tensor = zipped_divide(fragment, prepend(product_each(shape(frg_layout_mn)), V) = %s) = %s", engine.Tuple(tiler...), tt)
	vt, err := engine.Composition(tt, engine.ByMode{frgV, under})
	if err != nil {
		return engine.Layout{}, err
	}
	var rest engine.IntTuple
	if r == 1 {
		rest = engine.Int(0)
	} else {
		e := []engine.IntTuple{engine.Int(0)}
		for len(e) < r {
			e = append(e, engine.Underscore())
		}
		rest = engine.Tuple(e...)
	}
	crd := engine.Tuple(engine.Underscore(), rest)
	sub, _, err := vt.Slice(crd)
	if err != nil {
		return engine.Layout{}, err
	}
	tr.Say(rule, sub.String(), "t_tensor.compose(frg_layout_v, _) = %s, sliced at %s: %s ((atom values, rest), RestM, RestN, ...)", vt, crd, sub)
	return sub, checkSame(rule, sub, want)
}
