package eval

import (
	"slices"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The atom layer: MMA and copy atoms, TiledMMA and TiledCopy, their slices
// and partitions, as mma_atom.hpp and copy_atom.hpp. A member call
// `mma.get_layoutC_TV()` is `get_layoutC_TV(mma)`. Where C++ takes a
// Tensor (partition_C(T), retile_S(T), ...) these take a layout, the
// tensor's layout, and give the layout of the result.

var atomBuiltins = slices.Concat(mmaCopyBuiltins, tensorBuiltins, tensorOpBuiltins, latexBuiltins, tmaBuiltins, gmmaDescBuiltins, sm100Builtins)

var mmaCopyBuiltins = []builtin{
	{name: "make_tiled_mma", sig: "make_tiled_mma(atom[, atom_layout[, permutations]])",
		doc: "the TiledMMA of an MMA atom tiled by atom_layout (default Layout<Shape<_1,_1,_1>>) with a Tile<...> of MNK permutations",
		min: 1, max: 3, fn: fnMakeTiledMMA},
	{name: "get_layoutA_TV", sig: "get_layoutA_TV(mma)", doc: "(thread index, value) -> flat (m,k) index of the TiledMMA's M×K tile",
		min: 1, max: 1, fn: call1(tiledMMAArg, untraced1((atom.TiledMMA).GetLayoutA_TV))},
	{name: "get_layoutB_TV", sig: "get_layoutB_TV(mma)", doc: "(thread index, value) -> flat (n,k) index of the TiledMMA's N×K tile",
		min: 1, max: 1, fn: call1(tiledMMAArg, untraced1((atom.TiledMMA).GetLayoutB_TV))},
	{name: "get_layoutC_TV", sig: "get_layoutC_TV(mma)", doc: "(thread index, value) -> flat (m,n) index of the TiledMMA's M×N tile",
		min: 1, max: 1, fn: call1(tiledMMAArg, untraced1((atom.TiledMMA).GetLayoutC_TV))},
	{name: "get_thr_layout_vmnk", sig: "get_thr_layout_vmnk(mma)", doc: "ThrLayoutVMNK: (ThrV,ThrM,ThrN,ThrK) -> thread index",
		min: 1, max: 1, fn: call1(tiledMMAArg, total(func(t atom.TiledMMA) engine.Layout { return t.ThrLayoutVMNK }))},
	{name: "thrfrg_A", sig: "thrfrg_A(mma, L)", doc: "L (M,K,...) tiled to ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,...)))",
		min: 2, max: 2, fn: call2(tiledMMAArg, layoutArg, untraced2((atom.TiledMMA).ThrfrgA), 1)},
	{name: "thrfrg_B", sig: "thrfrg_B(mma, L)", doc: "L (N,K,...) tiled to ((ThrV,(ThrN,ThrK)),(FrgV,(RestN,RestK,...)))",
		min: 2, max: 2, fn: call2(tiledMMAArg, layoutArg, untraced2((atom.TiledMMA).ThrfrgB), 1)},
	{name: "thrfrg_C", sig: "thrfrg_C(mma, L)", doc: "L (M,N,...) tiled to ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN,...)))",
		min: 2, max: 2, fn: call2(tiledMMAArg, layoutArg, untraced2((atom.TiledMMA).ThrfrgC), 1)},
	{name: "tile_size", sig: "tile_size<I>(mma|copy)", doc: "the size of the TiledMMA's MNK mode I, or size<I...>(Tiler_MN) of a TiledCopy",
		min: 1, max: 1, targs: true, fn: fnTileSize},
	{name: "tile_shape", sig: "tile_shape(mma)", doc: "(tile_size<0>, tile_size<1>, tile_size<2>) of a TiledMMA",
		min: 1, max: 1, fn: func(c *callCtx) (value.Value, error) {
			t, err := c.tiledMMA(0)
			if err != nil {
				return nil, err
			}
			return value.TupleValue{T: t.TileShape()}, nil
		}},
	{name: "thr_size", sig: "thr_size<I...>(mma)", doc: "size<I...>(ThrLayoutVMNK): the threads of a TiledMMA",
		min: 1, max: 1, targs: true, fn: func(c *callCtx) (value.Value, error) {
			t, err := c.tiledMMA(0)
			if err != nil {
				return nil, err
			}
			return c.sizeOf(t.ThrLayoutVMNK)
		}},
	{name: "get_slice", sig: "get_slice(mma|copy, thr_idx)", doc: "the ThrMMA or ThrCopy of one thread",
		min: 2, max: 2, fn: fnGetSlice},
	{name: "get_thread_slice", sig: "get_thread_slice(mma|copy, thr_idx)", doc: "get_slice",
		min: 2, max: 2, fn: fnGetSlice},
	{name: "partition_A", sig: "partition_A(thr_mma, L)", doc: "the thread's part of an M×K layout: (FrgV,RestM,RestK,...)",
		min: 2, max: 2, fn: thrPartition((atom.ThrMMA).PartitionA)},
	{name: "partition_B", sig: "partition_B(thr_mma, L)", doc: "the thread's part of an N×K layout: (FrgV,RestN,RestK,...)",
		min: 2, max: 2, fn: thrPartition((atom.ThrMMA).PartitionB)},
	{name: "partition_C", sig: "partition_C(thr_mma, L)", doc: "the thread's part of an M×N layout: (FrgV,RestM,RestN,...)",
		min: 2, max: 2, fn: thrPartition((atom.ThrMMA).PartitionC)},
	{name: "partition_fragment_A", sig: "partition_fragment_A(thr_mma, L)", doc: "the register fragment of partition_A: make_fragment_like of its layout",
		min: 2, max: 2, fn: thrFragment("A", (atom.ThrMMA).PartitionFragmentAOf)},
	{name: "partition_fragment_B", sig: "partition_fragment_B(thr_mma, L)", doc: "the register fragment of partition_B: make_fragment_like of its layout",
		min: 2, max: 2, fn: thrFragment("B", (atom.ThrMMA).PartitionFragmentBOf)},
	{name: "partition_fragment_C", sig: "partition_fragment_C(thr_mma, L|shape)", doc: "the accumulator fragment of partition_C: column-major of its shape",
		min: 2, max: 2, fn: fnPartitionFragmentC},
	{name: "partition_shape_A", sig: "partition_shape_A(mma, shape)", doc: "the shape of a thread's partition_A of a shape",
		min: 2, max: 2, fn: partitionShape((atom.ThrMMA).PartitionA)},
	{name: "partition_shape_B", sig: "partition_shape_B(mma, shape)", doc: "the shape of a thread's partition_B of a shape",
		min: 2, max: 2, fn: partitionShape((atom.ThrMMA).PartitionB)},
	{name: "partition_shape_C", sig: "partition_shape_C(mma, shape)", doc: "the shape of a thread's partition_C of a shape",
		min: 2, max: 2, fn: partitionShape((atom.ThrMMA).PartitionC)},

	{name: "make_tiled_copy", sig: "make_tiled_copy(copy_atom, thr_layout[, val_layout])",
		doc: "the TiledCopy whose threads and values are raked_product(thr_layout, val_layout)",
		min: 2, max: 3, fn: fnMakeTiledCopy},
	{name: "make_tiled_copy_A", sig: "make_tiled_copy_A(copy_atom, mma)", doc: "the TiledCopy with the TiledMMA's A thread-value layout",
		min: 2, max: 2, fn: call2(copyAtomArg, tiledMMAArg, atom.MakeTiledCopyA, 0)},
	{name: "make_tiled_copy_B", sig: "make_tiled_copy_B(copy_atom, mma)", doc: "the TiledCopy with the TiledMMA's B thread-value layout",
		min: 2, max: 2, fn: call2(copyAtomArg, tiledMMAArg, atom.MakeTiledCopyB, 0)},
	{name: "make_tiled_copy_C", sig: "make_tiled_copy_C(copy_atom, mma)", doc: "the TiledCopy with the TiledMMA's C thread-value layout",
		min: 2, max: 2, fn: call2(copyAtomArg, tiledMMAArg, atom.MakeTiledCopyC, 0)},
	{name: "make_tiled_copy_C_atom", sig: "make_tiled_copy_C_atom(copy_atom, mma)", doc: "the TiledCopy of one copy atom's values of the TiledMMA's C per thread, on the tile of the elements they reach (a tiler of layouts)",
		min: 2, max: 2, fn: call2(copyAtomArg, tiledMMAArg, atom.MakeTiledCopyCAtom, 0)},
	{name: "make_cotiled_copy", sig: "make_cotiled_copy(copy_atom, atom_tv_layout, data_layout)", doc: "the TiledCopy whose (thread, value) -> address is atom_tv_layout, over the coordinates of data_layout (coord -> address)",
		min: 3, max: 3, fn: func(c *callCtx) (value.Value, error) {
			a, err := c.copyAtom(0)
			if err != nil {
				return nil, err
			}
			tv, err := c.layoutOr(1, "a TV layout (thread, value) -> address")
			if err != nil {
				return nil, err
			}
			data, err := c.layoutOr(2, "a data layout coord -> address")
			if err != nil {
				return nil, err
			}
			t, err := atom.MakeCotiledCopy(a, tv, data)
			if err != nil {
				return nil, c.engineErr(1, err)
			}
			return value.TiledCopyValue{T: t}, nil
		}},
	{name: "make_tiled_copy_S", sig: "make_tiled_copy_S(copy_atom, tiled_copy)", doc: "a TiledCopy of another atom over the tiled copy's source TV layout",
		min: 2, max: 2, fn: call2(copyAtomArg, tiledCopyArg, atom.MakeTiledCopyS, 0)},
	{name: "make_tiled_copy_D", sig: "make_tiled_copy_D(copy_atom, tiled_copy)", doc: "a TiledCopy of another atom over the tiled copy's destination TV layout",
		min: 2, max: 2, fn: call2(copyAtomArg, tiledCopyArg, atom.MakeTiledCopyD, 0)},
	{name: "get_layoutS_TV", sig: "get_layoutS_TV(copy)", doc: "(thread, value) -> source tile coordinate of a TiledCopy",
		min: 1, max: 1, fn: call1(tiledCopyArg, untraced1((atom.TiledCopy).GetLayoutS_TV))},
	{name: "get_layoutD_TV", sig: "get_layoutD_TV(copy)", doc: "(thread, value) -> destination tile coordinate of a TiledCopy",
		min: 1, max: 1, fn: call1(tiledCopyArg, untraced1((atom.TiledCopy).GetLayoutD_TV))},
	{name: "tidfrg_S", sig: "tidfrg_S(copy, L)", doc: "L (M,N,...) tiled to (Thr,(FrgV,FrgX),(RestM,RestN,...)) for the source",
		min: 2, max: 2, fn: call2(tiledCopyArg, layoutArg, untraced2((atom.TiledCopy).TidfrgS), 1)},
	{name: "tidfrg_D", sig: "tidfrg_D(copy, L)", doc: "L (M,N,...) tiled to (Thr,(FrgV,FrgX),(RestM,RestN,...)) for the destination",
		min: 2, max: 2, fn: call2(tiledCopyArg, layoutArg, untraced2((atom.TiledCopy).TidfrgD), 1)},
	{name: "partition_S", sig: "partition_S(thr_copy, L)", doc: "the thread's part of the source: (CPY,CPY_M,CPY_N,...)",
		min: 2, max: 2, fn: copyPartition((atom.ThrCopy).PartitionS)},
	{name: "partition_D", sig: "partition_D(thr_copy, L)", doc: "the thread's part of the destination: (CPY,CPY_M,CPY_N,...)",
		min: 2, max: 2, fn: copyPartition((atom.ThrCopy).PartitionD)},
	{name: "retile_S", sig: "retile_S(thr_copy, L)", doc: "a thread's fragment regrouped by the copy atom's values",
		min: 2, max: 2, fn: fnRetile},
	{name: "retile_D", sig: "retile_D(thr_copy, L)", doc: "a thread's fragment regrouped by the copy atom's values",
		min: 2, max: 2, fn: fnRetile},
	{name: "retile", sig: "retile(copy, L)", doc: "a fragment regrouped by the copy atom's values (retile_S/retile_D)",
		min: 2, max: 2, fn: fnRetile},
}

// The readers of a TiledMMA, a TiledCopy and a Copy_Atom argument, for
// the adapters of args.go.
var (
	tiledMMAArg  argReader[atom.TiledMMA]  = (*callCtx).tiledMMA
	tiledCopyArg argReader[atom.TiledCopy] = (*callCtx).tiledCopy
	copyAtomArg  argReader[atom.CopyAtom]  = (*callCtx).copyAtom
)

// tiledMMA reads argument i as a TiledMMA (a ThrMMA is one, as in C++).
func (c *callCtx) tiledMMA(i int) (atom.TiledMMA, error) {
	switch v := c.args[i].(type) {
	case value.TiledMMAValue:
		return v.T, nil
	case value.ThrMMAValue:
		return v.S.TiledMMA, nil
	}
	return atom.TiledMMA{}, c.want(i, "a TiledMMA (make_tiled_mma(...))")
}

// thrMMA reads argument i as a ThrMMA.
func (c *callCtx) thrMMA(i int) (atom.ThrMMA, error) {
	if v, ok := c.args[i].(value.ThrMMAValue); ok {
		return v.S, nil
	}
	return atom.ThrMMA{}, c.want(i, "a ThrMMA (mma.get_slice(thr_idx))")
}

// tiledCopy reads argument i as a TiledCopy (a ThrCopy's TiledCopy too).
func (c *callCtx) tiledCopy(i int) (atom.TiledCopy, error) {
	switch v := c.args[i].(type) {
	case value.TiledCopyValue:
		return v.T, nil
	case value.ThrCopyValue:
		return v.S.TiledCopy, nil
	}
	return atom.TiledCopy{}, c.want(i, "a TiledCopy (make_tiled_copy(...))")
}

// thrCopy reads argument i as a ThrCopy.
func (c *callCtx) thrCopy(i int) (atom.ThrCopy, error) {
	if v, ok := c.args[i].(value.ThrCopyValue); ok {
		return v.S, nil
	}
	return atom.ThrCopy{}, c.want(i, "a ThrCopy (copy.get_slice(thr_idx))")
}

// sizeOf is size<I...>(L) with the call's template arguments.
func (c *callCtx) sizeOf(l engine.Layout) (value.Value, error) {
	for _, k := range c.targs {
		m, err := l.Mode(k)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		l = m
	}
	return intValue(l.Size()), nil
}

func fnMakeTiledMMA(c *callCtx) (value.Value, error) {
	var a atom.MMAAtom
	switch v := c.args[0].(type) {
	case value.MMAAtomValue:
		a = v.A
	case value.TiledMMAValue:
		// make_tiled_mma takes an MMA_Atom; a TiledMMA is one (it derives
		// from its atom) but C++ then wraps MMA_Atom<TiledMMA>, which has
		// no traits.
		return nil, c.failf(0, "argument 1 must be an MMA atom (MMA_Atom<Op>{} or Op{}), got a TiledMMA")
	default:
		return nil, c.want(0, "an MMA atom (MMA_Atom<Op>{} or Op{})")
	}
	var thr *engine.Layout
	if len(c.args) > 1 {
		l, err := c.layout(1)
		if err != nil {
			return nil, err
		}
		thr = &l
	}
	var perm []engine.Tiler
	if len(c.args) > 2 {
		switch v := c.args[2].(type) {
		case value.TilerValue:
			perm = v.T
		case value.TupleValue:
			if !v.T.IsTuple() {
				return nil, c.failf(2, "TiledMMA requires independent permutations of MNK: give a Tile<...> of three, not %s", v.T)
			}
			for _, e := range v.T.Elems() {
				perm = append(perm, e)
			}
		case value.LayoutValue:
			return nil, c.failf(2, "TiledMMA requires independent permutations of MNK: give a Tile<...> of three, not the layout %s", v.L)
		default:
			return nil, c.want(2, "a Tile<...> of permutations")
		}
	}
	t, err := atom.MakeTiledMMA(a, thr, perm)
	if err != nil {
		at := 1
		if len(c.args) > 2 {
			if e, ok := err.(*engine.Error); ok && strings.Contains(e.Detail, "PermutationMNK") {
				at = 2
			}
		}
		if len(c.args) == 1 {
			at = 0
		}
		return nil, c.engineErr(at, err)
	}
	return value.TiledMMAValue{T: t}, nil
}

func fnTileSize(c *callCtx) (value.Value, error) {
	if t, ok := c.args[0].(value.TiledCopyValue); ok {
		l, err := engine.MakeCompactLayout(t.T.TilerMN)
		if err != nil {
			return nil, c.engineErr(0, err)
		}
		return c.sizeOf(l)
	}
	t, err := c.tiledMMA(0)
	if err != nil {
		return nil, err
	}
	if len(c.targs) != 1 || c.targs[0] < 0 || c.targs[0] > 2 {
		return nil, c.failf(0, "tile_size<I>(mma) takes one template argument I in 0..2 (static_assert(0 <= I && I < 3))")
	}
	return intValue(t.TileSize(c.targs[0])), nil
}

func fnGetSlice(c *callCtx) (value.Value, error) {
	i, err := c.int(1)
	if err != nil {
		return nil, err
	}
	if i < 0 {
		return nil, c.failf(1, "thr_idx must not be negative, got %d", i)
	}
	// get_slice(Int<37>{}): a static index makes C++'s coordinate static.
	static := false
	if c.call != nil && len(c.call.Args) == len(c.args) {
		n, ok := c.call.Args[1].(*IntLit)
		static = ok && n.Static
	}
	switch v := c.args[0].(type) {
	case value.TiledMMAValue:
		s, err := v.T.GetSlice(i)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		s.StaticIdx = static
		return value.ThrMMAValue{S: s}, nil
	case value.ThrMMAValue:
		s, err := v.S.TiledMMA.GetSlice(i)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		s.StaticIdx = static
		return value.ThrMMAValue{S: s}, nil
	case value.TiledCopyValue:
		s := v.T.GetSlice(i)
		s.StaticIdx = static
		return value.ThrCopyValue{S: s}, nil
	case value.ThrCopyValue:
		s := v.S.TiledCopy.GetSlice(i)
		s.StaticIdx = static
		return value.ThrCopyValue{S: s}, nil
	}
	return nil, c.want(0, "a TiledMMA or a TiledCopy")
}

func thrPartition(f func(atom.ThrMMA, engine.Layout, ...*engine.Trace) (engine.Layout, int, error)) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		s, err := c.thrMMA(0)
		if err != nil {
			return nil, err
		}
		if v, ok := c.args[1].(value.CoordTensorValue); ok && s.StaticIdx {
			// A static thread index moves the coordinate by static integers.
			return c.coordPartition(1, v, func(l engine.Layout) (engine.Layout, int, error) { return f(s, l) }, nil, nil)
		}
		if v, ok := c.args[1].(value.CoordTensorValue); ok {
			return c.coordPartition(1, v, func(l engine.Layout) (engine.Layout, int, error) { return f(s, l) }, strideProbes(s.ThrLayoutVMNK),
				func(t int) func(engine.Layout) (engine.Layout, int, error) {
					return func(l engine.Layout) (engine.Layout, int, error) {
						st, err := s.TiledMMA.GetSlice(t)
						if err != nil {
							return engine.Layout{}, 0, err
						}
						return f(st, l)
					}
				})
		}
		if v, ok := c.args[1].(value.ComposedTensorValue); ok {
			return c.composedPartition(v)
		}
		l, ptr, err := c.layoutOrTensor(1)
		if err != nil {
			return nil, err
		}
		r, off, err := f(s, l)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return c.partitioned(1, r, off, ptr)
	}
}

// fragmentSource is what a fragment of the tensor of ptr is made from: its
// memory space, element type and swizzle (get_swizzle_t of a plain pointer
// is Swizzle<0,4,3>); the zero value for a layout (ptr nil).
func fragmentSource(ptr *value.PointerValue) atom.FragmentSource {
	if ptr == nil {
		return atom.FragmentSource{}
	}
	sw, _ := engine.NewSwizzle(0, 4, 3)
	if ptr.Swizzled {
		sw = ptr.Sw
	}
	return atom.FragmentSource{Space: ptr.Space, ValType: ptr.Type.Name, Bits: ptr.Type.Bits, Sw: sw}
}

func thrFragment(f2 string, f func(atom.ThrMMA, engine.Layout, atom.FragmentSource) (engine.Layout, error)) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		s, err := c.thrMMA(0)
		if err != nil {
			return nil, err
		}
		if v, ok := c.args[1].(value.ComposedTensorValue); ok {
			return c.composedFragment(s, f2, v)
		}
		l, ptr, err := c.fragmentOperand(1)
		if err != nil {
			return nil, err
		}
		src := fragmentSource(ptr)
		r, err := f(s, l, src)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		if f2 == "A" && s.Atom.FrgA.NSM != 0 { // UMMA _TS: A in TMEM
			v, err := tmemFragment(s.Atom.FrgA, r)
			if err != nil {
				return nil, c.engineErr(1, err)
			}
			return v, nil
		}
		if src.Space != "" && (f2 == "A" && s.Atom.FrgTypeA != "" || f2 == "B" && s.Atom.FrgTypeB != "") {
			return value.DescTensorValue{L: r}, nil
		}
		return operandFragment(s.Atom, f2, r), nil
	}
}

// fnPartitionFragmentC is thr_mma.partition_fragment_C(T) on a layout, or
// the static partition_fragment_C(mma, shape_MN): the column-major layout
// of partition_shape_C (the same for every thread).
func fnPartitionFragmentC(c *callCtx) (value.Value, error) {
	t, err := c.tiledMMA(0)
	if err != nil {
		return nil, err
	}
	var l engine.Layout
	switch v := c.args[1].(type) {
	case value.LayoutValue:
		l = v.L
	case value.TensorValue:
		l = v.L
	case value.ComposedTensorValue:
		// Only the partition's shape counts (as below): that of B's.
		d, ok := v.C.Domain()
		if !ok {
			return nil, c.want(1, "a tensor whose composed layout ends in a layout")
		}
		l = d
	case value.CoordTensorValue:
		// The fragment is make_tensor<FrgTypeC>(shape(partition_C(T))):
		// only the partition's shape counts, and the shapes of a
		// partition do not depend on the strides partitioned, so any
		// component of the basis layout gives it.
		l = v.B.Comps[0]
	case value.TupleValue:
		sh, err := c.shape(1)
		if err != nil {
			return nil, err
		}
		if l, err = engine.MakeCompactLayout(sh); err != nil {
			return nil, c.engineErr(1, err)
		}
	default:
		return nil, c.want(1, "a layout or a shape")
	}
	// partition_fragment_C(mma, shape) is make_tensor<FrgTypeC>(partition_shape_C(mma, shape)).
	s := zeroSlice(t)
	if v, ok := c.args[0].(value.ThrMMAValue); ok {
		s = v.S
	}
	r, err := s.PartitionFragmentC(l)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	v, err := fragmentC(s.Atom, r)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return accumulatorFragment(s.Atom, v), nil
}

// partitionShape is partition_shape_X(mma, shape): the shape of thread
// 0's partition of make_layout(shape), as C++ slices thrfrg at Int<0>.
func partitionShape(f func(atom.ThrMMA, engine.Layout, ...*engine.Trace) (engine.Layout, int, error)) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		t, err := c.tiledMMA(0)
		if err != nil {
			return nil, err
		}
		sh, err := c.shape(1)
		if err != nil {
			return nil, err
		}
		l, err := engine.MakeCompactLayout(sh)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		// Thread 0's coordinate, zero in every mode: C++ slices the thread
		// mode at Int<0> without get_flat_coord (which divides by a
		// stride-0 mode's stride).
		r, _, err := f(zeroSlice(t), l)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return value.TupleValue{T: r.Shape()}, nil
	}
}

func (c *callCtx) copyAtom(i int) (atom.CopyAtom, error) {
	if v, ok := c.args[i].(value.CopyAtomValue); ok {
		return v.A, nil
	}
	return atom.CopyAtom{}, c.want(i, "a copy atom (Copy_Atom<Op, T>{})")
}

func fnMakeTiledCopy(c *callCtx) (value.Value, error) {
	a, err := c.copyAtom(0)
	if err != nil {
		return nil, err
	}
	thr, err := c.layout(1)
	if err != nil {
		return nil, err
	}
	var val *engine.Layout
	if len(c.args) > 2 {
		v, err := c.layout(2)
		if err != nil {
			return nil, err
		}
		val = &v
	}
	t, err := atom.MakeTiledCopy(a, thr, val)
	if err != nil {
		return nil, c.engineErr(len(c.args)-1, err)
	}
	return value.TiledCopyValue{T: t}, nil
}

func copyPartition(f func(atom.ThrCopy, engine.Layout, ...*engine.Trace) (engine.Layout, int, error)) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		s, err := c.thrCopy(0)
		if err != nil {
			return nil, err
		}
		if v, ok := c.args[1].(value.CoordTensorValue); ok && s.StaticIdx {
			return c.coordPartition(1, v, func(l engine.Layout) (engine.Layout, int, error) { return f(s, l) }, nil, nil)
		}
		if v, ok := c.args[1].(value.CoordTensorValue); ok {
			return c.coordPartition(1, v, func(l engine.Layout) (engine.Layout, int, error) { return f(s, l) }, copyProbes(s.TiledCopy),
				func(t int) func(engine.Layout) (engine.Layout, int, error) {
					return func(l engine.Layout) (engine.Layout, int, error) { return f(s.TiledCopy.GetSlice(t), l) }
				})
		}
		if v, ok := c.args[1].(value.ComposedTensorValue); ok {
			return c.composedPartition(v)
		}
		l, ptr, err := c.layoutOrTensor(1)
		if err != nil {
			return nil, err
		}
		r, off, err := f(s, l)
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return c.partitioned(1, r, off, ptr)
	}
}

func fnRetile(c *callCtx) (value.Value, error) {
	t, err := c.tiledCopy(0)
	if err != nil {
		return nil, err
	}
	if v, ok := c.args[1].(value.CoordTensorValue); ok {
		return c.coordPartition(1, v, func(l engine.Layout) (engine.Layout, int, error) {
			r, err := t.Retile(l)
			return r, 0, err
		}, nil, nil)
	}
	l, ptr, err := c.layoutOrTensor(1)
	if err != nil {
		return nil, err
	}
	r, err := t.Retile(l)
	if err != nil {
		return nil, c.engineErr(1, err)
	}
	return c.partitioned(1, r, 0, ptr)
}

// defineAtomOverloads extends the tensor functions (defineTensorOverloads).
func defineAtomOverloads() {
	defineTensorOverloads()
}

// atomForms are the built-ins' forms for atoms, TiledMMAs and TiledCopys:
// size(x) of a TiledMMA (size<I...> of its ThrLayoutVMNK) and a TiledCopy
// (TiledNumThr), as mma_atom.hpp and copy_atom.hpp overload it;
// make_fragment_like of a tensor and of an element type; thrfrg_X and
// tidfrg_X of a composed layout.
func atomForms() []form {
	forms := []form{
		{name: "size", match: firstArgIs(value.KindTiledMMA, value.KindThrMMA, value.KindTiledCopy, value.KindMMAAtom, value.KindCopyAtom, value.KindThrCopy), fn: sizeOfAtom},
		{name: "make_fragment_like", match: always, fn: fragmentLikeOfTensor},
	}
	for _, op := range []engine.OnB{engine.OnBThrfrgA, engine.OnBThrfrgB, engine.OnBThrfrgC, engine.OnBTidfrgS, engine.OnBTidfrgD} {
		forms = append(forms, form{name: op.String(), match: always, fn: composedFrg(op)})
	}
	return forms
}

// sizeOfAtom is size(x) of a TiledMMA, ThrMMA or TiledCopy; of an atom or
// a ThrCopy C++ defines none.
func sizeOfAtom(c *callCtx, next func(*callCtx) (value.Value, error)) (value.Value, error) {
	switch v := c.args[0].(type) {
	case value.TiledMMAValue:
		return c.sizeOf(v.T.ThrLayoutVMNK)
	case value.ThrMMAValue:
		return c.sizeOf(v.S.ThrLayoutVMNK)
	case value.TiledCopyValue:
		if len(c.targs) > 0 {
			return nil, c.failf(0, "size(tiled_copy) takes no template arguments")
		}
		return intValue(v.T.Size()), nil
	case value.MMAAtomValue, value.CopyAtomValue, value.ThrCopyValue:
		return nil, c.failf(0, "size of a %s is not defined (size takes a TiledMMA or a TiledCopy)", v.Kind())
	}
	return next(c)
}

// fragmentLikeOfTensor lets make_fragment_like take a tensor, and an
// element type first (make_fragment_like<T>(x), read as
// make_fragment_like(T, x)): tensor_impl.hpp's
// make_fragment_like<T>(tensor) is make_tensor<T>(make_fragment_like(tensor.layout())),
// a register tensor whose address C++ prints as it falls on the stack, so
// here, as partition_fragment_A|B|C, its layout.
func fragmentLikeOfTensor(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
	cc := *c
	if _, ok := c.args[0].(value.TypeValue); ok {
		if len(c.args) != 2 {
			return nil, c.failf(0, "make_fragment_like<T>(x) takes one argument")
		}
		cc.args = c.args[1:]
		if cc.call != nil && len(cc.call.Args) == 2 {
			call := *cc.call
			call.Args = call.Args[1:]
			cc.call = &call
		}
	} else if len(c.args) != 1 {
		return nil, c.failf(1, "make_fragment_like takes one argument")
	}
	ty, typed := c.args[0].(value.TypeValue)
	switch v := cc.args[0].(type) {
	case value.TensorValue:
		cc.args = []value.Value{value.LayoutValue{L: v.L}}
		if !typed {
			ty, typed = v.P.Type, true
		}
	case value.CoordTensorValue:
		return nil, cc.failf(0, "make_fragment_like of a coordinate tensor: C++ orders the modes by their ScaledBasis strides, which do not compare")
	}
	r, err := inner(&cc)
	if lv, ok := r.(value.LayoutValue); ok && err == nil && typed {
		return registerTensor(ty.Name, lv.L), nil
	}
	return r, err
}

// zeroSlice is the TiledMMA sliced at thread coordinate (0,0,0,0), as
// partition_shape_X slices thrfrg at Int<0>.
func zeroSlice(t atom.TiledMMA) atom.ThrMMA {
	return atom.ThrMMA{TiledMMA: t, ThrVMNK: engine.Ints(0, 0, 0, 0)}
}

// atomMembers are TiledMMA's member functions C++ has only as members,
// reached by x.f(args): make_fragment_A|B|C of an already partitioned
// tensor (thr_mma.make_fragment_C(tCgC)) and tile_size_mnk<I>().
var atomMembers = []builtin{
	{name: "make_fragment_A", sig: "mma.make_fragment_A(tCsA)", doc: "the register (or GMMA descriptor) fragment of an A partition: partition_fragment_A without the partitioning",
		min: 2, max: 2, fn: memberFragment("A")},
	{name: "make_fragment_B", sig: "mma.make_fragment_B(tCsB)", doc: "the register (or GMMA descriptor) fragment of a B partition",
		min: 2, max: 2, fn: memberFragment("B")},
	{name: "make_fragment_C", sig: "mma.make_fragment_C(tCgC)", doc: "the accumulator fragment of a C partition: column-major of its shape",
		min: 2, max: 2, fn: memberFragment("C")},
	{name: "tile_size_mnk", sig: "mma.tile_size_mnk<I>()", doc: "tile_size<I>(mma)",
		min: 1, max: 1, targs: true, fn: func(c *callCtx) (value.Value, error) { return fnTileSize(c) }},
}

// memberFragment is mma.make_fragment_X(p) of a TiledMMA or ThrMMA (a
// static member of MMA_Atom): the fragment of an already partitioned
// tensor or layout p.
func memberFragment(which string) func(*callCtx) (value.Value, error) {
	return func(c *callCtx) (value.Value, error) {
		t, err := c.tiledMMA(0)
		if err != nil {
			return nil, err
		}
		l, ptr, err := c.fragmentOperand(1)
		if err != nil {
			return nil, err
		}
		src := fragmentSource(ptr)
		var r engine.Layout
		desc := false
		switch which {
		case "A":
			r, err = t.Atom.MakeFragmentA(l, src)
			desc = t.Atom.FrgTypeA != ""
		case "B":
			r, err = t.Atom.MakeFragmentB(l, src)
			desc = t.Atom.FrgTypeB != ""
		default:
			r, err = t.Atom.MakeFragmentC(l)
		}
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		if which == "A" && t.Atom.FrgA.NSM != 0 {
			v, err := tmemFragment(t.Atom.FrgA, r)
			if err != nil {
				return nil, c.engineErr(1, err)
			}
			return v, nil
		}
		if desc && src.Space != "" {
			return value.DescTensorValue{L: r}, nil
		}
		if which == "C" {
			v, err := fragmentC(t.Atom, r)
			if err != nil {
				return nil, c.engineErr(1, err)
			}
			return accumulatorFragment(t.Atom, v), nil
		}
		return operandFragment(t.Atom, which, r), nil
	}
}

// composedFrg lets thrfrg_X and tidfrg_X take a composed layout A o
// O o B (a swizzled shared-memory layout): their divides, compositions and
// slices at `_` all act on B (layout_composed.hpp), so the result is
// A o O o thrfrg_X(B).
func composedFrg(op engine.OnB) func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
	name := op.String()
	return func(c *callCtx, inner func(*callCtx) (value.Value, error)) (value.Value, error) {
		v, ok := c.args[1].(value.ComposedValue)
		if !ok {
			return inner(c)
		}
		var ferr error
		r, err := v.C.OnB(op, func(l engine.Layout) (engine.Layout, error) {
			cc := *c
			cc.args = []value.Value{c.args[0], value.LayoutValue{L: l}}
			res, err := inner(&cc)
			if err != nil {
				ferr = err
				return engine.Layout{}, err
			}
			lv, ok := res.(value.LayoutValue)
			if !ok {
				return engine.Layout{}, c.failf(1, "%s of a composed layout's layout gave a %s", name, res.Kind())
			}
			return lv.L, nil
		})
		if ferr != nil {
			return nil, ferr
		}
		if err != nil {
			return nil, c.engineErr(1, err)
		}
		return fnValue(r), nil
	}
}
