package atom

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// TiledMMA is TiledMMA<Atom, AtomLayoutMNK, PermutationMNK> (mma_atom.hpp):
// an atom repeated over a layout of atoms, with a permutation applied to
// each of the M, N and K modes before tiling.
type TiledMMA struct {
	Atom MMAAtom
	// ThrLayoutVMNK is tiled_product(ThrID, AtomLayoutMNK):
	// (ThrV,ThrM,ThrN,ThrK) -> thread index.
	ThrLayoutVMNK engine.Layout
	// Permutation holds the three elements of PermutationMNK: `_`, an
	// integer or a layout each.
	Permutation [3]engine.Tiler
}

func mmaErr(cond, format string, args ...any) error {
	return &engine.Error{Op: "make_tiled_mma", Cond: cond, Detail: fmt.Sprintf(format, args...)}
}

// MakeTiledMMA is make_tiled_mma(atom, thr_layout, permutations). A nil
// thrLayout is the default Layout<Shape<_1,_1,_1>>; perm may be nil (the
// default Tile<_,_,_>) or hold up to three elements, each `_`, an integer,
// a layout or a tuple. As in C++ the thread layout and the permutations are
// padded to rank 3 (append<3>(thr_layout, Layout<_1,_0>{}), append<3>(perm, _)),
// and ThrLayoutVMNK = tiled_product(ThrID, thr_layout_mnk).
//
// Traced, it records how ThrLayoutVMNK is built.
func MakeTiledMMA(atom MMAAtom, thrLayout *engine.Layout, perm []engine.Tiler, tr ...*engine.Trace) (TiledMMA, error) {
	if t := traceOf(tr); t != nil {
		return makeTiledMMATraced(atom, thrLayout, perm, t)
	}
	thr := lay("(1,1,1)", "")
	if thrLayout != nil {
		thr = *thrLayout
	}
	// C++ pads both with append<3>, whose static_assert(N > rank) stops a
	// rank above 3 before TiledMMA's own "requires rank-3" can.
	if thr.Rank() > 3 {
		return TiledMMA{}, mmaErr("N > tuple_size<T>::value", "append<3>(thr_layout, Layout<_1,_0>{}) of the rank-%d atom layout %s: TiledMMA requires rank-3 AtomLayoutMNK", thr.Rank(), thr)
	}
	if len(perm) > 3 {
		return TiledMMA{}, mmaErr("N > tuple_size<T>::value", "append<3>(permutations, _) of %d permutations: TiledMMA requires rank-3 PermutationMNK", len(perm))
	}
	thrMNK, err := appendLayout(thr, 3, lay("1", "0"))
	if err != nil {
		return TiledMMA{}, err
	}
	vmnk, err := engine.TiledProduct(atom.ThrID, thrMNK)
	if err != nil {
		return TiledMMA{}, err
	}
	t := TiledMMA{Atom: atom, ThrLayoutVMNK: vmnk}
	for i := range t.Permutation {
		t.Permutation[i] = under
		if i < len(perm) {
			t.Permutation[i] = perm[i]
		}
	}
	return t, nil
}

// Size is size(mma): the number of threads, size(ThrLayoutVMNK).
func (t TiledMMA) Size() int { return t.ThrLayoutVMNK.Size() }

// PermutationMNK is permutation_mnk<I>(): the I-th permutation, or for `_`
// the integer size<I>(Shape_MNK) * size<I+1>(ThrLayoutVMNK).
func (t TiledMMA) PermutationMNK(i int) engine.Tiler {
	if isUnder(t.Permutation[i]) {
		return engine.Int(t.Atom.ShapeMNK.At(i).Value() * modeSize(t.ThrLayoutVMNK, i+1))
	}
	return t.Permutation[i]
}

// TileSize is tile_size<I>(mma): size(permutation_mnk<I>()).
func (t TiledMMA) TileSize(i int) int { return tilerSize(t.PermutationMNK(i)) }

// TileShape is tile_shape(mma): (tile_size<0>, tile_size<1>, tile_size<2>).
func (t TiledMMA) TileShape() engine.IntTuple {
	return engine.Ints(t.TileSize(0), t.TileSize(1), t.TileSize(2))
}

// thrfrg is thrfrg_C / thrfrg_A / thrfrg_B: it tiles a layout of shape
// (X,Y,...) to ((ThrV,(ThrX,ThrY)),(FrgV,(RestX,RestY,...))):
//
//	t  = logical_divide(L, <perm_x, perm_y>)            (PermX,PermY)
//	c  = zipped_divide(t, <size_x:1, size_y:1>)         ((AtomX,AtomY),(RestX,RestY))
//	tv = c.compose(AtomLayout_TV, _)                    ((ThrV,FrgV),(RestX,RestY))
//	     zipped_divide(tv, <_, <ThrX:1, ThrY:1>>)
//
// where x, y are the MNK modes (0,1) for C, (0,2) for A and (1,2) for B.
func (t TiledMMA) thrfrg(which string, l engine.Layout, x, y int, atomTV engine.Layout) (engine.Layout, error) {
	if l.Rank() < 2 {
		return engine.Layout{}, &engine.Error{Op: "thrfrg_" + which, Cond: "rank(" + strings.ToLower(which) + "tensor) >= Int<2>{}", Detail: fmt.Sprintf("%s has rank %d", l, l.Rank())}
	}
	tt, err := engine.LogicalDivide(l, engine.ByMode{t.PermutationMNK(x), t.PermutationMNK(y)})
	if err != nil {
		return engine.Layout{}, err
	}
	ax, err := compact(t.Atom.ShapeMNK.At(x).Value())
	if err != nil {
		return engine.Layout{}, err
	}
	ay, err := compact(t.Atom.ShapeMNK.At(y).Value())
	if err != nil {
		return engine.Layout{}, err
	}
	c, err := engine.ZippedDivide(tt, engine.ByMode{ax, ay})
	if err != nil {
		return engine.Layout{}, err
	}
	tv, err := engine.Composition(c, engine.ByMode{atomTV, under})
	if err != nil {
		return engine.Layout{}, err
	}
	tx := mustCompact(modeSize(t.ThrLayoutVMNK, x+1))
	ty := mustCompact(modeSize(t.ThrLayoutVMNK, y+1))
	return engine.ZippedDivide(tv, engine.ByMode{under, engine.ByMode{tx, ty}})
}

// ThrfrgC is thrfrg_C(L): (M,N,...) -> ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN,...))).
// Traced, it records its four steps.
func (t TiledMMA) ThrfrgC(l engine.Layout, tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.thrfrgTraced("C", l, tt)
	}
	return t.thrfrg("C", l, 0, 1, t.Atom.CLayout)
}

// ThrfrgA is thrfrg_A(L): (M,K,...) -> ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,...))).
func (t TiledMMA) ThrfrgA(l engine.Layout, tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.thrfrgTraced("A", l, tt)
	}
	return t.thrfrg("A", l, 0, 2, t.Atom.ALayout)
}

// ThrfrgB is thrfrg_B(L): (N,K,...) -> ((ThrV,(ThrN,ThrK)),(FrgV,(RestN,RestK,...))).
func (t TiledMMA) ThrfrgB(l engine.Layout, tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.thrfrgTraced("B", l, tt)
	}
	return t.thrfrg("B", l, 1, 2, t.Atom.BLayout)
}

// thrIdx2ThrID is thridx_2_thrid of get_layout*_TV: thread index ->
// (ThrV,ThrM,ThrN,ThrK), composition((size(vmnk),1):(1,0),
// right_inverse(make_layout(vmnk, complement(vmnk)))).
func (t TiledMMA) thrIdx2ThrID() (engine.Layout, error) {
	comp, err := engine.Complement(t.ThrLayoutVMNK, engine.CosizeOf(engine.Filter(t.ThrLayoutVMNK)))
	if err != nil {
		return engine.Layout{}, err
	}
	both, err := engine.Concat(t.ThrLayoutVMNK, comp)
	if err != nil {
		return engine.Layout{}, err
	}
	inv := engine.RightInverse(both)
	head, err := engine.MakeLayout(engine.Ints(t.Size(), 1), engine.Ints(1, 0))
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.Composition(head, inv)
}

// ref is make_layout(make_shape(tile_size<x>, tile_size<y>)).
func (t TiledMMA) ref(x, y int) (engine.Layout, error) {
	return engine.MakeCompactLayout(engine.Ints(t.TileSize(x), t.TileSize(y)))
}

// GetLayoutC_TV is get_layoutC_TV(): (thread index, value) -> flat (m,n)
// index of the M×N tile, thrfrg_C(ref_C).compose(thridx_2_thrid, _).
// Traced, it records the reference tile, thrfrg (nested) and
// thridx_2_thrid.
func (t TiledMMA) GetLayoutC_TV(tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.getLayoutTVTraced("C", tt)
	}
	ref, err := t.ref(0, 1)
	if err != nil {
		return engine.Layout{}, err
	}
	f, err := t.ThrfrgC(ref)
	if err != nil {
		return engine.Layout{}, err
	}
	ti, err := t.thrIdx2ThrID()
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.Composition(f, engine.ByMode{ti, under})
}

// getLayoutAB_TV is get_layoutA_TV / get_layoutB_TV: the thread modes
// (ThrV,(ThrX,ThrK)) are first spread back to (ThrV,(ThrM,ThrN,ThrK)) with
// the stride-0 layout (ThrM,ThrN):(1,0) for A, (0,1) for B.
func (t TiledMMA) getLayoutAB_TV(x int, mstride, nstride int, thrfrg func(engine.Layout, ...*engine.Trace) (engine.Layout, error)) (engine.Layout, error) {
	ref, err := t.ref(x, 2)
	if err != nil {
		return engine.Layout{}, err
	}
	f, err := thrfrg(ref)
	if err != nil {
		return engine.Layout{}, err
	}
	spread, err := engine.MakeLayout(engine.Ints(modeSize(t.ThrLayoutVMNK, 1), modeSize(t.ThrLayoutVMNK, 2)), engine.Ints(mstride, nstride))
	if err != nil {
		return engine.Layout{}, err
	}
	f, err = engine.Composition(f, engine.ByMode{engine.ByMode{under, engine.ByMode{spread, under}}, under})
	if err != nil {
		return engine.Layout{}, err
	}
	ti, err := t.thrIdx2ThrID()
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.Composition(f, engine.ByMode{ti, under})
}

// GetLayoutA_TV is get_layoutA_TV(): (thread index, value) -> flat (m,k).
func (t TiledMMA) GetLayoutA_TV(tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.getLayoutTVTraced("A", tt)
	}
	return t.getLayoutAB_TV(0, 1, 0, t.ThrfrgA)
}

// GetLayoutB_TV is get_layoutB_TV(): (thread index, value) -> flat (n,k).
func (t TiledMMA) GetLayoutB_TV(tr ...*engine.Trace) (engine.Layout, error) {
	if tt := traceOf(tr); tt != nil {
		return t.getLayoutTVTraced("B", tt)
	}
	return t.getLayoutAB_TV(1, 0, 1, t.ThrfrgB)
}

// Print is cute::print of the TiledMMA:
//
//	TiledMMA
//	  ThrLayoutVMNK:  (_32,_2,_2,_1):(_1,_32,_64,_0)
//	  PermutationMNK: (_,_,_)
//	MMA_Atom
//	  ...
func (t TiledMMA) Print(w io.Writer, st engine.Style) error {
	if _, err := fmt.Fprintf(w, "TiledMMA\n  ThrLayoutVMNK:  %s\n  PermutationMNK: %s\n", engine.Sprint(t.ThrLayoutVMNK, st), tilerPrint(engine.ByMode(t.Permutation[:]), st)); err != nil {
		return err
	}
	return t.Atom.Print(w, st)
}

// ThrMMA is ThrMMA<TiledMMA, ThrVMNK>: the TiledMMA seen by one thread,
// whose coordinate in ThrLayoutVMNK is ThrVMNK = (v,m,n,k).
type ThrMMA struct {
	TiledMMA
	ThrVMNK engine.IntTuple
	// StaticIdx marks a slice at a static thread index (get_slice(Int<37>{})):
	// C++ then holds the whole coordinate as static integers.
	StaticIdx bool
}

// GetSlice is get_slice(thr_idx) (and get_thread_slice): the thread's
// coordinate is ThrLayoutVMNK.get_flat_coord(thr_idx).
func (t TiledMMA) GetSlice(thrIdx int) (ThrMMA, error) {
	c, err := flatCoord(t.ThrLayoutVMNK, thrIdx)
	if err != nil {
		return ThrMMA{}, err
	}
	return ThrMMA{TiledMMA: t, ThrVMNK: c}, nil
}

// Print is cute::print of the ThrMMA: "ThrMMA", the thread's coordinate,
// then the TiledMMA.
func (s ThrMMA) Print(w io.Writer, st engine.Style) error {
	if _, err := io.WriteString(w, "ThrMMA\n  Thr VMNK: "+s.thrVMNKString(st)+"\n"); err != nil {
		return err
	}
	return s.TiledMMA.Print(w, st)
}

// thrVMNKString prints the thread coordinate as C++ holds it: computed from
// a run-time thread index, so dynamic, except the coordinate of a mode of
// size 1, which idx2crd returns as the static Int<0>.
func (s ThrMMA) thrVMNKString(st engine.Style) string {
	out := "("
	for i := 0; i < s.ThrVMNK.Len(); i++ {
		if i > 0 {
			out += ","
		}
		if st == engine.Static && (s.StaticIdx || modeSize(s.ThrLayoutVMNK, i) == 1) {
			out += "_"
		}
		out += s.ThrVMNK.At(i).String()
	}
	return out + ")"
}

// partition slices thrfrg(L) at the thread's ((v,(x,y)), (_, (_,...))).
func (s ThrMMA) partition(l engine.Layout, thrfrg func(engine.Layout, ...*engine.Trace) (engine.Layout, error), x, y int) (engine.Layout, int, error) {
	f, err := thrfrg(l)
	if err != nil {
		return engine.Layout{}, 0, err
	}
	rest, err := f.Mode(1, 1)
	if err != nil {
		return engine.Layout{}, 0, err
	}
	thr := engine.Tuple(s.ThrVMNK.At(0), engine.Tuple(s.ThrVMNK.At(x+1), s.ThrVMNK.At(y+1)))
	return f.Slice(engine.Tuple(thr, sliceRest(rankOf(rest.Shape()))))
}

// PartitionC is partition_C(T) on T's layout: the layout of the thread's
// values, (FrgV,RestM,RestN,...), and the offset where they start.
// Traced, it records thrfrg (nested), then the slice at the thread's
// coordinate.
func (s ThrMMA) PartitionC(l engine.Layout, tr ...*engine.Trace) (engine.Layout, int, error) {
	if t := traceOf(tr); t != nil {
		return s.partitionTraced("C", l, t)
	}
	return s.partition(l, s.ThrfrgC, 0, 1)
}

// PartitionA is partition_A(T): (FrgV,RestM,RestK,...) and its offset.
func (s ThrMMA) PartitionA(l engine.Layout, tr ...*engine.Trace) (engine.Layout, int, error) {
	if t := traceOf(tr); t != nil {
		return s.partitionTraced("A", l, t)
	}
	return s.partition(l, s.ThrfrgA, 0, 2)
}

// PartitionB is partition_B(T): (FrgV,RestN,RestK,...) and its offset.
func (s ThrMMA) PartitionB(l engine.Layout, tr ...*engine.Trace) (engine.Layout, int, error) {
	if t := traceOf(tr); t != nil {
		return s.partitionTraced("B", l, t)
	}
	return s.partition(l, s.ThrfrgB, 1, 2)
}

// PartitionFragmentC is the layout of partition_fragment_C(T),
// make_fragment_C(partition_C(T)): a register tensor of partition_C's
// shape, column-major (make_tensor<FrgTypeC>(shape)).
func (s ThrMMA) PartitionFragmentC(l engine.Layout) (engine.Layout, error) {
	p, _, err := s.PartitionC(l)
	if ae := (*engine.ArithOffsetError)(nil); errors.As(err, &ae) {
		p, err = ae.Sub, nil // a counting tensor's offset, an ArithmeticTuple: only the shape is read
	}
	if err != nil {
		return engine.Layout{}, err
	}
	if err := fragmentRank("C", p, s.Atom.CLayout); err != nil {
		return engine.Layout{}, err
	}
	return engine.MakeCompactLayout(p.Shape())
}

// FragmentSource is what partition_fragment_A|B needs of the tensor
// beside its layout: its memory space ("gmem", "smem", "rmem"; "" for a
// bare layout), element type and width, and the swizzle of its pointer
// (get_swizzle_t: Swizzle<0,4,3> for a plain pointer).
type FragmentSource struct {
	Space   string
	ValType string
	Bits    int
	Sw      engine.Swizzle
}

// PartitionFragmentA is the layout of partition_fragment_A(T) of a bare
// layout: make_fragment_like(partition_A(T)) for an atom whose A is read
// from registers. GMMA atoms with A in shared memory build a descriptor
// tensor instead, which needs a shared-memory tensor; that is refused here
// (PartitionFragmentAOf takes the tensor).
func (s ThrMMA) PartitionFragmentA(l engine.Layout) (engine.Layout, error) {
	return s.PartitionFragmentAOf(l, FragmentSource{})
}

// PartitionFragmentB is partition_fragment_B(T) of a bare layout, as PartitionFragmentA.
func (s ThrMMA) PartitionFragmentB(l engine.Layout) (engine.Layout, error) {
	return s.PartitionFragmentBOf(l, FragmentSource{})
}

// PartitionFragmentAOf is the layout of partition_fragment_A(T),
// TiledMMA::make_fragment_A(partition_A(T)): after its rank and size
// checks, make_fragment_like<ValTypeA>(p) for A in registers, and for A
// read through GMMA::smem_desc<MajorA> the descriptor tensor of p, which
// C++ builds only of a shared-memory tensor of ValTypeA ("Expecting
// ValTypeA type", or 8-bit elements for 8/6/4-bit ValTypeA) and whose
// layout is GMMADescLayout's.
func (s ThrMMA) PartitionFragmentAOf(l engine.Layout, src FragmentSource) (engine.Layout, error) {
	p, _, err := s.PartitionA(l)
	if err != nil {
		return engine.Layout{}, err
	}
	return s.fragmentAB("A", p, s.Atom.ALayout, s.Atom.FrgTypeA, s.Atom.ValTypeA, s.Atom.MajorA, src)
}

// PartitionFragmentBOf is partition_fragment_B(T), as PartitionFragmentAOf.
func (s ThrMMA) PartitionFragmentBOf(l engine.Layout, src FragmentSource) (engine.Layout, error) {
	p, _, err := s.PartitionB(l)
	if err != nil {
		return engine.Layout{}, err
	}
	return s.fragmentAB("B", p, s.Atom.BLayout, s.Atom.FrgTypeB, s.Atom.ValTypeB, s.Atom.MajorB, src)
}

// MakeFragmentA is MMA_Atom::make_fragment_A(p) of an already
// partitioned A tensor p ((FrgV),RestM,RestK,...): the layout
// PartitionFragmentAOf gives after partitioning.
func (a MMAAtom) MakeFragmentA(p engine.Layout, src FragmentSource) (engine.Layout, error) {
	return fragmentAB("A", p, a.ALayout, a.FrgTypeA, a.ValTypeA, a.MajorA, src)
}

// MakeFragmentB is MMA_Atom::make_fragment_B(p), as MakeFragmentA.
func (a MMAAtom) MakeFragmentB(p engine.Layout, src FragmentSource) (engine.Layout, error) {
	return fragmentAB("B", p, a.BLayout, a.FrgTypeB, a.ValTypeB, a.MajorB, src)
}

// MakeFragmentC is MMA_Atom::make_fragment_C(p) of an already partitioned
// C tensor: after its rank and size checks, make_tensor<FrgTypeC>(shape(p)),
// column-major.
func (a MMAAtom) MakeFragmentC(p engine.Layout) (engine.Layout, error) {
	if err := fragmentRank("C", p, a.CLayout); err != nil {
		return engine.Layout{}, err
	}
	return engine.MakeCompactLayout(p.Shape())
}

func (s ThrMMA) fragmentAB(which string, p, atomTV engine.Layout, frgType, valType, major string, src FragmentSource) (engine.Layout, error) {
	return fragmentAB(which, p, atomTV, frgType, valType, major, src)
}

func fragmentAB(which string, p, atomTV engine.Layout, frgType, valType, major string, src FragmentSource) (engine.Layout, error) {
	if err := fragmentRank(which, p, atomTV); err != nil {
		return engine.Layout{}, err
	}
	if frgType == "" {
		return MakeFragmentLike(p)
	}
	op := "partition_fragment_" + which
	if frgType == "tmem" { // UMMA _TS: A in TMEM, laid out by MMAAtom.FrgA from this shape
		return engine.MakeCompactLayout(p.Shape())
	}
	kind := "GMMA"
	if frgType == "umma_smem_desc" {
		kind = "UMMA"
	}
	if src.Space == "" {
		return engine.Layout{}, &engine.Error{Op: op, Cond: "is_smem<TEngine>::value", Detail: "Expected SMEM Tensor to construct a " + kind + " Desc Tensor"}
	}
	_, vbits, _ := ElementType(valType)
	if src.ValType != valType && !(src.Bits == 8 && (vbits == 8 || vbits == 6 || vbits == 4)) {
		return engine.Layout{}, &engine.Error{Op: op, Cond: "Expecting ValType" + which + " type", Detail: fmt.Sprintf("a tensor of %s for the atom's ValType%s %s", src.ValType, which, valType)}
	}
	if src.Space != "smem" {
		return engine.Layout{}, &engine.Error{Op: op, Cond: "is_smem<TEngine>::value", Detail: "Expected SMEM Tensor to construct a " + kind + " Desc Tensor, got a " + src.Space + " tensor"}
	}
	if kind == "UMMA" {
		return UMMADescLayout(p, src.Bits, src.Sw, major)
	}
	return GMMADescLayout(p, src.Bits, src.Sw, major)
}

// fragmentRank checks make_fragment_*'s assertions: rank >= 3 and
// size<0> == size<1>(Layout*_TV).
func fragmentRank(which string, p, atomTV engine.Layout) error {
	op := "make_fragment_" + which
	if p.Rank() < 3 {
		return &engine.Error{Op: op, Cond: "rank(" + strings.ToLower(which) + "tensor) >= Int<3>{}", Detail: fmt.Sprintf("%s has rank %d", p, p.Rank())}
	}
	if modeSize(p, 0) != modeSize(atomTV, 1) {
		return &engine.Error{Op: op, Cond: "size<0>(" + strings.ToLower(which) + "tensor) == size<1>(Layout" + which + "_TV{})", Detail: fmt.Sprintf("%d != %d", modeSize(p, 0), modeSize(atomTV, 1))}
	}
	return nil
}
