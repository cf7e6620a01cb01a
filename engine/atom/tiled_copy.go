package atom

import (
	"fmt"
	"io"

	"github.com/cutetui/cutetui/engine"
)

// TiledCopy is TiledCopy<Copy_Atom, LayoutCopy_TV, ShapeTiler_MN>
// (copy_atom.hpp): the atom repeated so that LayoutTV maps (thread, value)
// onto the coordinates of a TilerMN tile.
type TiledCopy struct {
	Atom     CopyAtom
	LayoutTV engine.Layout   // TiledLayout_TV: (tid,vid) -> coord of the tile
	TilerMN  engine.IntTuple // shape(Tiler_MN): the tile's shape
	// Tiler is Tiler_MN itself where it is a tuple of layouts
	// (make_tiled_copy_C_atom, make_cotiled_copy); nil where Tiler_MN is
	// the shape TilerMN.
	Tiler engine.ByMode
}

// tiler is Tiler_MN, by which tidfrg divides the tensor.
func (t TiledCopy) tiler() engine.Tiler {
	if t.Tiler != nil {
		return t.Tiler
	}
	return t.TilerMN
}

func copyErr(op, cond, format string, args ...any) error {
	return &engine.Error{Op: op, Cond: cond, Detail: fmt.Sprintf(format, args...)}
}

// makeTiledCopy is make_tiled_copy_impl: the TiledCopy with TiledCopy's
// static_asserts on thread and value counts.
func makeTiledCopy(op string, atom CopyAtom, tv engine.Layout, tiler engine.IntTuple) (TiledCopy, error) {
	atomThr, atomVal := modeSize(atom.ValLayoutRef, 0), modeSize(atom.ValLayoutRef, 1)
	if n := modeSize(tv, 0); n%atomThr != 0 {
		return TiledCopy{}, copyErr(op, "TiledCopy uses too few thrs for selected CopyAtom", "TiledNumThr = %d is not a multiple of AtomNumThr = %d", n, atomThr)
	}
	if n := modeSize(tv, 1); n%atomVal != 0 {
		return TiledCopy{}, copyErr(op, "TiledCopy uses too few vals for selected CopyAtom", "TiledNumVal = %d is not a multiple of AtomNumVal = %d", n, atomVal)
	}
	return TiledCopy{Atom: atom, LayoutTV: tv, TilerMN: tiler}, nil
}

// MakeTiledCopy is make_tiled_copy(atom, thr_layout, val_layout): with
// layout_mn = raked_product(thr_layout, val_layout), (M,N) -> (thr, val),
//
//	TiledLayout_TV = right_inverse(layout_mn).with_shape(size(thr), size(val))
//	Tiler_MN       = product_each(shape(layout_mn))
//
// A nil valLayout is the default Layout<_1>.
//
// Traced, it records how the TV layout and the tiler come from the thread
// and value layouts.
func MakeTiledCopy(atom CopyAtom, thr engine.Layout, val *engine.Layout, tr ...*engine.Trace) (TiledCopy, error) {
	if t := traceOf(tr); t != nil {
		return makeTiledCopyTraced(atom, thr, val, t)
	}
	v := lay("1", "")
	if val != nil {
		v = *val
	}
	mn, err := engine.RakedProduct(thr, v)
	if err != nil {
		return TiledCopy{}, err
	}
	shape, err := engine.MakeCompactLayout(engine.Ints(thr.Size(), v.Size()))
	if err != nil {
		return TiledCopy{}, err
	}
	tv, err := engine.Composition(engine.RightInverse(mn), shape)
	if err != nil {
		return TiledCopy{}, err
	}
	return makeTiledCopy("make_tiled_copy", atom, tv, productEach(mn.Shape()))
}

// productEach is product_each(t): the size of each top-level mode.
func productEach(t engine.IntTuple) engine.IntTuple {
	if !t.IsTuple() {
		return t
	}
	out := make([]engine.IntTuple, t.Len())
	for i := range out {
		n, _ := engine.Size(t.At(i))
		out[i] = engine.Int(n)
	}
	return engine.Tuple(out...)
}

// MakeTiledCopyA is make_tiled_copy_A(atom, mma): the copy whose TV layout
// is the MMA's A, on the (tile_size<0>, tile_size<2>) tile.
func MakeTiledCopyA(atom CopyAtom, mma TiledMMA) (TiledCopy, error) {
	tv, err := mma.GetLayoutA_TV()
	if err != nil {
		return TiledCopy{}, err
	}
	return makeTiledCopy("make_tiled_copy_A", atom, tv, engine.Ints(mma.TileSize(0), mma.TileSize(2)))
}

// MakeTiledCopyB is make_tiled_copy_B(atom, mma), on (tile_size<1>, tile_size<2>).
func MakeTiledCopyB(atom CopyAtom, mma TiledMMA) (TiledCopy, error) {
	tv, err := mma.GetLayoutB_TV()
	if err != nil {
		return TiledCopy{}, err
	}
	return makeTiledCopy("make_tiled_copy_B", atom, tv, engine.Ints(mma.TileSize(1), mma.TileSize(2)))
}

// MakeTiledCopyC is make_tiled_copy_C(atom, mma), on (tile_size<0>, tile_size<1>).
func MakeTiledCopyC(atom CopyAtom, mma TiledMMA) (TiledCopy, error) {
	tv, err := mma.GetLayoutC_TV()
	if err != nil {
		return TiledCopy{}, err
	}
	return makeTiledCopy("make_tiled_copy_C", atom, tv, engine.Ints(mma.TileSize(0), mma.TileSize(1)))
}

// MakeTiledCopyS is make_tiled_copy_S(atom, tiled_copy): a copy with
// another atom over tiled_copy's source TV layout and tile.
func MakeTiledCopyS(atom CopyAtom, t TiledCopy) (TiledCopy, error) {
	tv, err := t.GetLayoutS_TV()
	if err != nil {
		return TiledCopy{}, err
	}
	r, err := makeTiledCopy("make_tiled_copy_S", atom, tv, t.TilerMN)
	r.Tiler = t.Tiler
	return r, err
}

// MakeTiledCopyD is make_tiled_copy_D(atom, tiled_copy), over its
// destination TV layout.
func MakeTiledCopyD(atom CopyAtom, t TiledCopy) (TiledCopy, error) {
	tv, err := t.GetLayoutD_TV()
	if err != nil {
		return TiledCopy{}, err
	}
	r, err := makeTiledCopy("make_tiled_copy_D", atom, tv, t.TilerMN)
	r.Tiler = t.Tiler
	return r, err
}

// Size is size(tiled_copy): TiledNumThr, size<0>(TiledLayout_TV).
func (t TiledCopy) Size() int { return modeSize(t.LayoutTV, 0) }

// ref2trg is right_inverse(AtomLayoutRef).compose(AtomLayoutSrc|Dst):
// (src|dst thread, value) -> (ref thread, value).
func (t TiledCopy) ref2trg(trg engine.Layout) (engine.Layout, error) {
	return engine.Composition(engine.RightInverse(t.Atom.ValLayoutRef), trg)
}

// tile2thrfrg is tile2thrfrg(tensor, ref2trg): a layout whose mode 0 is
// the tile, ((TileM,TileN),(RestM,RestN,...)), to (Thr,(FrgV,FrgX),(RestM,RestN,...)):
//
//	atom_layout_TV = zipped_divide(TiledLayout_TV, (AtomNumThr, AtomNumVal))
//	trg_layout_TV  = atom_layout_TV.compose(ref2trg, _)
//	thrval2mn      = coalesce(zip(trg_layout_TV), Shape<_1,Shape<_1,_1>>)
//	tensor.compose(thrval2mn, _)((_,_), _)
func (t TiledCopy) tile2thrfrg(l, ref2trg engine.Layout) (engine.Layout, error) {
	atomTV, err := engine.ZippedDivide(t.LayoutTV, engine.Ints(modeSize(t.Atom.ValLayoutRef, 0), modeSize(t.Atom.ValLayoutRef, 1)))
	if err != nil {
		return engine.Layout{}, err
	}
	trg, err := engine.Composition(atomTV, engine.ByMode{ref2trg, under})
	if err != nil {
		return engine.Layout{}, err
	}
	z, err := zipLayout(trg)
	if err != nil {
		return engine.Layout{}, err
	}
	thrval2mn, err := engine.CoalesceProfile(z, tup("(1,(1,1))"))
	if err != nil {
		return engine.Layout{}, err
	}
	tv, err := engine.Composition(l, engine.ByMode{thrval2mn, under})
	if err != nil {
		return engine.Layout{}, err
	}
	u := engine.Underscore()
	sub, _, err := tv.Slice(engine.Tuple(engine.Tuple(u, u), u))
	return sub, err
}

// zipLayout is zip(L) of a layout whose modes are rank-2:
// ((a,b),(c,d)) -> ((a,c),(b,d)), in shape and stride alike.
func zipLayout(l engine.Layout) (engine.Layout, error) {
	zip := func(t engine.IntTuple) (engine.IntTuple, error) {
		if !t.IsTuple() || t.Len() == 0 {
			return engine.IntTuple{}, copyErr("zip", "Mismatched Ranks", "zip of %s", t)
		}
		n := rankOf(t.At(0))
		rows := make([][]engine.IntTuple, n)
		for i := 0; i < t.Len(); i++ {
			m := t.At(i)
			if rankOf(m) != n {
				return engine.IntTuple{}, copyErr("zip", "Mismatched Ranks", "zip of %s", t)
			}
			for j := 0; j < n; j++ {
				rows[j] = append(rows[j], m.At(j))
			}
		}
		out := make([]engine.IntTuple, n)
		for j := range out {
			out[j] = engine.Tuple(rows[j]...)
		}
		return engine.Tuple(out...), nil
	}
	s, err := zip(l.Shape())
	if err != nil {
		return engine.Layout{}, err
	}
	d, err := zip(l.Stride())
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.MakeLayout(s, d)
}

// tidfrg is tidfrg_S / tidfrg_D: (M,N,...) -> (Thr,(FrgV,FrgX),(RestM,RestN,...)).
func (t TiledCopy) tidfrg(which string, l, trg engine.Layout) (engine.Layout, error) {
	if l.Rank() < rankOf(t.TilerMN) {
		return engine.Layout{}, copyErr("tidfrg_"+which, "Rank of tensor to be partitioned too small.", "rank(%s) = %d < rank(Tiler_MN) = %d", l, l.Rank(), rankOf(t.TilerMN))
	}
	z, err := engine.ZippedDivide(l, t.tiler())
	if err != nil {
		return engine.Layout{}, err
	}
	r, err := t.ref2trg(trg)
	if err != nil {
		return engine.Layout{}, err
	}
	return t.tile2thrfrg(z, r)
}

// TidfrgS is tidfrg_S(L), the source side.
// Traced, it records the zipped_divide, ref2trg and tile2thrfrg's lines.
func (t TiledCopy) TidfrgS(l engine.Layout, tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.tidfrgTraced("S", l, tt)
	}
	return t.tidfrg("S", l, t.Atom.ValLayoutSrc)
}

// TidfrgD is tidfrg_D(L), the destination side.
func (t TiledCopy) TidfrgD(l engine.Layout, tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.tidfrgTraced("D", l, tt)
	}
	return t.tidfrg("D", l, t.Atom.ValLayoutDst)
}

// getLayoutTV is get_layoutS_TV / get_layoutD_TV: tile2thrfrg of the
// reference ((M,N),1) layout, sliced at (_,_,0): (thr_idx, val_idx) -> (m,n).
func (t TiledCopy) getLayoutTV(trg engine.Layout) (engine.Layout, error) {
	ref, err := engine.MakeCompactLayout(engine.Tuple(t.TilerMN, engine.Int(1)))
	if err != nil {
		return engine.Layout{}, err
	}
	r, err := t.ref2trg(trg)
	if err != nil {
		return engine.Layout{}, err
	}
	f, err := t.tile2thrfrg(ref, r)
	if err != nil {
		return engine.Layout{}, err
	}
	u := engine.Underscore()
	sub, _, err := f.Slice(engine.Tuple(u, u, engine.Int(0)))
	return sub, err
}

// GetLayoutS_TV is get_layoutS_TV(): (thread, value) -> source tile coordinate.
// Traced, it records its steps.
func (t TiledCopy) GetLayoutS_TV(tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.getLayoutTVTraced("S", tt)
	}
	return t.getLayoutTV(t.Atom.ValLayoutSrc)
}

// GetLayoutD_TV is get_layoutD_TV(): (thread, value) -> destination tile coordinate.
func (t TiledCopy) GetLayoutD_TV(tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.getLayoutTVTraced("D", tt)
	}
	return t.getLayoutTV(t.Atom.ValLayoutDst)
}

// Retile is retile(L) (retile_S and retile_D are the same): a thread's
// fragment (V,...) regrouped as ((atom_vals,rest_vals),RestM,RestN,...):
//
//	frg_layout_mn = upcast<TiledNumThr*V>(right_inverse(TiledLayout_TV).with_shape(shape(Tiler_MN)))
//	frg_layout_v  = zipped_divide(logical_product(make_layout(V), right_inverse(frg_layout_mn)), make_layout(AtomNumVal))
//	t_tensor      = zipped_divide(L, prepend(product_each(shape(frg_layout_mn)), V))
//	t_tensor.compose(frg_layout_v, _)(_, append<R>(Int<0>{}, _))
//
// Traced, it records those four lines.
func (t TiledCopy) Retile(l engine.Layout, tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.retileTraced(l, tt)
	}
	r := l.Rank()
	v := modeSize(l, 0)
	if !l.Shape().IsTuple() {
		v = l.Size()
	}
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
	lv, err := compact(v)
	if err != nil {
		return engine.Layout{}, err
	}
	prod, err := engine.LogicalProduct(lv, engine.RightInverse(frgMN))
	if err != nil {
		return engine.Layout{}, err
	}
	frgV, err := engine.ZippedDivide(prod, mustCompact(modeSize(t.Atom.ValLayoutRef, 1)))
	if err != nil {
		return engine.Layout{}, err
	}
	pe := productEach(frgMN.Shape())
	var tiler []engine.IntTuple
	tiler = append(tiler, engine.Int(v))
	if pe.IsTuple() {
		tiler = append(tiler, pe.Elems()...)
	} else {
		tiler = append(tiler, pe)
	}
	tt, err := engine.ZippedDivide(l, engine.Tuple(tiler...))
	if err != nil {
		return engine.Layout{}, err
	}
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
	sub, _, err := vt.Slice(engine.Tuple(engine.Underscore(), rest))
	return sub, err
}

// Print is cute::print of the TiledCopy:
//
//	TiledCopy
//	  Tiler_MN:       (_16,_8)
//	  TiledLayout_TV: ...
//	Copy_Atom
//	  ...
func (t TiledCopy) Print(w io.Writer, st engine.Style) error {
	if _, err := fmt.Fprintf(w, "TiledCopy\n  Tiler_MN:       %s\n  TiledLayout_TV: %s\n", tilerPrint(t.tiler(), st), engine.Sprint(t.LayoutTV, st)); err != nil {
		return err
	}
	return t.Atom.Print(w, st)
}

// ThrCopy is ThrCopy<TiledCopy, ThrIdx>: the TiledCopy seen by thread ThrIdx.
type ThrCopy struct {
	TiledCopy
	ThrIdx int
	// StaticIdx marks a slice at a static thread index (get_slice(Int<5>{})),
	// which C++ prints as _5.
	StaticIdx bool
}

// GetSlice is get_slice(thr_idx) (and get_thread_slice).
func (t TiledCopy) GetSlice(thrIdx int) ThrCopy { return ThrCopy{TiledCopy: t, ThrIdx: thrIdx} }

// Print is cute::print of the ThrCopy.
func (s ThrCopy) Print(w io.Writer, st engine.Style) error {
	idx := fmt.Sprint(s.ThrIdx)
	if st == engine.Static && s.StaticIdx {
		idx = "_" + idx
	}
	if _, err := io.WriteString(w, "ThrCopy\n  ThrIdx: "+idx+"\n"); err != nil {
		return err
	}
	return s.TiledCopy.Print(w, st)
}

// partition slices tidfrg(L) at (thr_idx, _, repeat<rank(L)>(_)).
func (s ThrCopy) partition(l engine.Layout, f func(engine.Layout, ...*engine.Trace) (engine.Layout, error)) (engine.Layout, int, error) {
	t, err := f(l)
	if err != nil {
		return engine.Layout{}, 0, err
	}
	rest := sliceRest(l.Rank()).At(1)
	return t.Slice(engine.Tuple(engine.Int(s.ThrIdx), engine.Underscore(), rest))
}

// PartitionS is partition_S(T) on T's layout: (CPY,CPY_M,CPY_N,...) and its offset.
// Traced, it records tidfrg (nested), then the slice at the thread.
func (s ThrCopy) PartitionS(l engine.Layout, tr ...*engine.Trace) (engine.Layout, int, error) {
	if t := traceOf(tr); t != nil {
		return s.partitionTraced("S", l, t)
	}
	return s.partition(l, s.TidfrgS)
}

// PartitionD is partition_D(T) on T's layout: (CPY,CPY_M,CPY_N,...) and its offset.
func (s ThrCopy) PartitionD(l engine.Layout, tr ...*engine.Trace) (engine.Layout, int, error) {
	if t := traceOf(tr); t != nil {
		return s.partitionTraced("D", l, t)
	}
	return s.partition(l, s.TidfrgD)
}
