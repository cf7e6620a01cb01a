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

var atomBuiltins = slices.Concat(mmaCopyBuiltins, tensorBuiltins, tensorOpBuiltins, latexBuiltins, tmaBuiltins, gmmaDescBuiltins, sm100Builtins, ummaDescBuiltins, tmemSFBuiltins)

var mmaCopyBuiltins = []builtin{
	{name: "make_tiled_mma", doc: "the TiledMMA of an MMA atom tiled by atom_layout (default Layout<Shape<_1,_1,_1>>) with a Tile<...> of MNK permutations",
		overloads: []overload{{use: "make_tiled_mma(atom[, atom_layout[, permutations]])", fn: fnMakeTiledMMA}}},
	{name: "get_layoutA_TV", doc: "(thread index, value) -> flat (m,k) index of the TiledMMA's M×K tile",
		overloads: []overload{{use: "get_layoutA_TV(mma)", fn: call1(tiledMMAArg, untraced1((atom.TiledMMA).GetLayoutA_TV))}}},
	{name: "get_layoutB_TV", doc: "(thread index, value) -> flat (n,k) index of the TiledMMA's N×K tile",
		overloads: []overload{{use: "get_layoutB_TV(mma)", fn: call1(tiledMMAArg, untraced1((atom.TiledMMA).GetLayoutB_TV))}}},
	{name: "get_layoutC_TV", doc: "(thread index, value) -> flat (m,n) index of the TiledMMA's M×N tile",
		overloads: []overload{{use: "get_layoutC_TV(mma)", fn: call1(tiledMMAArg, untraced1((atom.TiledMMA).GetLayoutC_TV))}}},
	{name: "get_thr_layout_vmnk", doc: "ThrLayoutVMNK: (ThrV,ThrM,ThrN,ThrK) -> thread index",
		overloads: []overload{{use: "get_thr_layout_vmnk(mma)", fn: call1(tiledMMAArg, total(func(t atom.TiledMMA) engine.Layout { return t.ThrLayoutVMNK }))}}},
	{name: "thrfrg_A", doc: "L (M,K,...) tiled to ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,...)))",
		overloads: []overload{{use: "thrfrg_A(mma, L)", fn: call2(tiledMMAArg, layoutArg, untraced2((atom.TiledMMA).ThrfrgA), 1)}}},
	{name: "thrfrg_B", doc: "L (N,K,...) tiled to ((ThrV,(ThrN,ThrK)),(FrgV,(RestN,RestK,...)))",
		overloads: []overload{{use: "thrfrg_B(mma, L)", fn: call2(tiledMMAArg, layoutArg, untraced2((atom.TiledMMA).ThrfrgB), 1)}}},
	{name: "thrfrg_C", doc: "L (M,N,...) tiled to ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN,...)))",
		overloads: []overload{{use: "thrfrg_C(mma, L)", fn: call2(tiledMMAArg, layoutArg, untraced2((atom.TiledMMA).ThrfrgC), 1)}}},
	{name: "tile_size", doc: "the size of the TiledMMA's MNK mode I, or size<I...>(Tiler_MN) of a TiledCopy",
		overloads: []overload{{use: "tile_size<I>(mma|copy)", fn: fnTileSize}}},
	{name: "tile_shape", doc: "(tile_size<0>, tile_size<1>, tile_size<2>) of a TiledMMA",
		overloads: []overload{{use: "tile_shape(mma)", fn: func(c *callCtx) (value.Value, error) {
			t, err := c.tiledMMA(0)
			if err != nil {
				return nil, err
			}
			return value.TupleValue{T: t.TileShape()}, nil
		}}}},
	{name: "thr_size", doc: "size<I...>(ThrLayoutVMNK): the threads of a TiledMMA",
		overloads: []overload{{use: "thr_size<I...>(mma)", fn: func(c *callCtx) (value.Value, error) {
			t, err := c.tiledMMA(0)
			if err != nil {
				return nil, err
			}
			return c.sizeOf(t.ThrLayoutVMNK)
		}}}},
	{name: "get_slice", doc: "the ThrMMA or ThrCopy of one thread",
		overloads: []overload{{use: "get_slice(mma|copy, thr_idx)", fn: fnGetSlice}}},
	{name: "get_thread_slice", doc: "get_slice",
		overloads: []overload{{use: "get_thread_slice(mma|copy, thr_idx)", fn: fnGetSlice}}},
	{name: "partition_A", doc: "the thread's part of an M×K layout: (FrgV,RestM,RestK,...)",
		overloads: []overload{{use: "partition_A(thr_mma, L)", fn: thrPartition((atom.ThrMMA).PartitionA)}}},
	{name: "partition_B", doc: "the thread's part of an N×K layout: (FrgV,RestN,RestK,...)",
		overloads: []overload{{use: "partition_B(thr_mma, L)", fn: thrPartition((atom.ThrMMA).PartitionB)}}},
	{name: "partition_C", doc: "the thread's part of an M×N layout: (FrgV,RestM,RestN,...)",
		overloads: []overload{{use: "partition_C(thr_mma, L)", fn: thrPartition((atom.ThrMMA).PartitionC)}}},
	{name: "partition_fragment_A", doc: "the register fragment of partition_A: make_fragment_like of its layout",
		overloads: []overload{{use: "partition_fragment_A(thr_mma, L)", fn: thrFragment("A", (atom.ThrMMA).PartitionFragmentAOf)}}},
	{name: "partition_fragment_B", doc: "the register fragment of partition_B: make_fragment_like of its layout",
		overloads: []overload{{use: "partition_fragment_B(thr_mma, L)", fn: thrFragment("B", (atom.ThrMMA).PartitionFragmentBOf)}}},
	{name: "partition_fragment_C", doc: "the accumulator fragment of partition_C: column-major of its shape",
		overloads: []overload{{use: "partition_fragment_C(thr_mma, L|shape)", fn: fnPartitionFragmentC}}},
	{name: "partition_shape_A", doc: "the shape of a thread's partition_A of a shape",
		overloads: []overload{{use: "partition_shape_A(mma, shape)", fn: partitionShape((atom.ThrMMA).PartitionA)}}},
	{name: "partition_shape_B", doc: "the shape of a thread's partition_B of a shape",
		overloads: []overload{{use: "partition_shape_B(mma, shape)", fn: partitionShape((atom.ThrMMA).PartitionB)}}},
	{name: "partition_shape_C", doc: "the shape of a thread's partition_C of a shape",
		overloads: []overload{{use: "partition_shape_C(mma, shape)", fn: partitionShape((atom.ThrMMA).PartitionC)}}},

	{name: "make_tiled_copy", doc: "the TiledCopy whose threads and values are raked_product(thr_layout, val_layout)",
		overloads: []overload{{use: "make_tiled_copy(copy_atom, thr_layout[, val_layout])", fn: fnMakeTiledCopy}}},
	{name: "make_tiled_copy_A", doc: "the TiledCopy with the TiledMMA's A thread-value layout",
		overloads: []overload{{use: "make_tiled_copy_A(copy_atom, mma)", fn: call2(copyAtomArg, tiledMMAArg, atom.MakeTiledCopyA, 0)}}},
	{name: "make_tiled_copy_B", doc: "the TiledCopy with the TiledMMA's B thread-value layout",
		overloads: []overload{{use: "make_tiled_copy_B(copy_atom, mma)", fn: call2(copyAtomArg, tiledMMAArg, atom.MakeTiledCopyB, 0)}}},
	{name: "make_tiled_copy_C", doc: "the TiledCopy with the TiledMMA's C thread-value layout",
		overloads: []overload{{use: "make_tiled_copy_C(copy_atom, mma)", fn: call2(copyAtomArg, tiledMMAArg, atom.MakeTiledCopyC, 0)}}},
	{name: "make_tiled_copy_C_atom", doc: "the TiledCopy of one copy atom's values of the TiledMMA's C per thread, on the tile of the elements they reach (a tiler of layouts)",
		overloads: []overload{{use: "make_tiled_copy_C_atom(copy_atom, mma)", fn: call2(copyAtomArg, tiledMMAArg, atom.MakeTiledCopyCAtom, 0)}}},
	{name: "make_cotiled_copy", doc: "the TiledCopy whose (thread, value) -> address is atom_tv_layout, over the coordinates of data_layout (coord -> address)",
		overloads: []overload{{use: "make_cotiled_copy(copy_atom, atom_tv_layout, data_layout)", fn: func(c *callCtx) (value.Value, error) {
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
		}}}},
	{name: "make_tiled_copy_S", doc: "a TiledCopy of another atom over the tiled copy's source TV layout",
		overloads: []overload{{use: "make_tiled_copy_S(copy_atom, tiled_copy)", fn: call2(copyAtomArg, tiledCopyArg, atom.MakeTiledCopyS, 0)}}},
	{name: "make_tiled_copy_D", doc: "a TiledCopy of another atom over the tiled copy's destination TV layout",
		overloads: []overload{{use: "make_tiled_copy_D(copy_atom, tiled_copy)", fn: call2(copyAtomArg, tiledCopyArg, atom.MakeTiledCopyD, 0)}}},
	{name: "get_layoutS_TV", doc: "(thread, value) -> source tile coordinate of a TiledCopy",
		overloads: []overload{{use: "get_layoutS_TV(copy)", fn: call1(tiledCopyArg, untraced1((atom.TiledCopy).GetLayoutS_TV))}}},
	{name: "get_layoutD_TV", doc: "(thread, value) -> destination tile coordinate of a TiledCopy",
		overloads: []overload{{use: "get_layoutD_TV(copy)", fn: call1(tiledCopyArg, untraced1((atom.TiledCopy).GetLayoutD_TV))}}},
	{name: "tidfrg_S", doc: "L (M,N,...) tiled to (Thr,(FrgV,FrgX),(RestM,RestN,...)) for the source",
		overloads: []overload{{use: "tidfrg_S(copy, L)", fn: call2(tiledCopyArg, layoutArg, untraced2((atom.TiledCopy).TidfrgS), 1)}}},
	{name: "tidfrg_D", doc: "L (M,N,...) tiled to (Thr,(FrgV,FrgX),(RestM,RestN,...)) for the destination",
		overloads: []overload{{use: "tidfrg_D(copy, L)", fn: call2(tiledCopyArg, layoutArg, untraced2((atom.TiledCopy).TidfrgD), 1)}}},
	{name: "partition_S", doc: "the thread's part of the source: (CPY,CPY_M,CPY_N,...)",
		overloads: []overload{{use: "partition_S(thr_copy, L)", fn: copyPartition((atom.ThrCopy).PartitionS)}}},
	{name: "partition_D", doc: "the thread's part of the destination: (CPY,CPY_M,CPY_N,...)",
		overloads: []overload{{use: "partition_D(thr_copy, L)", fn: copyPartition((atom.ThrCopy).PartitionD)}}},
	{name: "retile_S", doc: "a thread's fragment regrouped by the copy atom's values",
		overloads: []overload{{use: "retile_S(thr_copy, L)", fn: fnRetile}}},
	{name: "retile_D", doc: "a thread's fragment regrouped by the copy atom's values",
		overloads: []overload{{use: "retile_D(thr_copy, L)", fn: fnRetile}}},
	{name: "retile", doc: "a fragment regrouped by the copy atom's values (retile_S/retile_D)",
		overloads: []overload{{use: "retile(copy, L)", fn: fnRetile}}},
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

// cppIndex is integer argument i typed as C++ types a thread or CTA
// index: a literal written bare (5, an int in C++) or int(5) is a
// run-time int, Int<5>{} (or _5) static, as get_slice reads its thr_idx;
// any other argument keeps its own type.
func (c *callCtx) cppIndex(i int) engine.IntTuple {
	t := c.args[i].(value.TupleValue).T
	if c.call != nil && len(c.call.Args) == len(c.args) {
		if n, ok := c.call.Args[i].(*IntLit); ok && !n.Static {
			return engine.DynInt(t.Value())
		}
	}
	return t
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
			return value.DescTensorValue{L: r, UMMA: s.Atom.FrgTypeB == "umma_smem_desc"}, nil
		}
		return c.owned(1)(operandFragment(s.Atom, f2, r))
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
		l = v.T.Layout
	case value.ComposedTensorValue:
		// C++ makes make_fragment_C(partition_C(T)): the shape of the
		// thread's partition, whose slice of the swizzle may split a mode
		// ((_2,_2) where B's thrfrg has _4), and whose refusals (a swizzle
		// sliced where a run-time stride meets its bits) stand.
		if s, ok := c.args[0].(value.ThrMMAValue); ok {
			f, _, err := s.S.PartitionComposed("C", v.C)
			if err != nil {
				return nil, c.engineErr(1, err)
			}
			p, ok := f.(engine.Layout)
			if cf, isC := f.(engine.ComposedLayout); isC {
				p, ok = cf.Domain()
			}
			if !ok {
				return nil, c.failf(1, "the thread's partition %s has no layout to shape the fragment", f)
			}
			r, err := s.S.Atom.MakeFragmentC(p)
			if err != nil {
				return nil, c.engineErr(1, err)
			}
			fv, err := fragmentC(s.S.Atom, r)
			if err != nil {
				return nil, c.engineErr(1, err)
			}
			return c.owned(1)(accumulatorFragment(s.S.Atom, fv))
		}
		d, ok := v.C.Domain()
		if !ok {
			return nil, c.want(1, "a tensor whose composed layout ends in a layout")
		}
		l = d
	case value.CoordTensorValue:
		// The fragment is make_tensor<FrgTypeC>(shape(partition_C(T))):
		// partition_C of the layout with its ScaledBasis strides.
		l = v.T.Layout
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
	return c.owned(1)(accumulatorFragment(s.Atom, v))
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

// atomOverloads are the built-ins' overloads for atoms, TiledMMAs and
// TiledCopys: size(x) of a TiledMMA (size<I...> of its ThrLayoutVMNK) and
// a TiledCopy (TiledNumThr), as mma_atom.hpp and copy_atom.hpp overload
// it; make_fragment_like of a tensor and of an element type; thrfrg_X and
// tidfrg_X of a composed layout.
func atomOverloads() []moreOverload {
	more := []moreOverload{
		{name: "size", overload: overload{on: argIs(0, value.KindTiledMMA, value.KindThrMMA, value.KindTiledCopy, value.KindMMAAtom, value.KindCopyAtom, value.KindThrCopy), fn: sizeOfAtom}},
		{name: "make_fragment_like", overload: overload{on: argIsTensorOfPointerOrCoord, fn: fragmentLikeOfTensor}},
		{name: "make_fragment_like", overload: overload{use: "make_fragment_like<T>(x)", typeParams: true, fn: fragmentLikeOfTensor}},
	}
	for _, op := range []engine.OnB{engine.OnBThrfrgA, engine.OnBThrfrgB, engine.OnBThrfrgC, engine.OnBTidfrgS, engine.OnBTidfrgD} {
		more = append(more, moreOverload{name: op.String(), overload: overload{on: argIs(1, value.KindComposed), fn: composedFrg(op)}})
	}
	return more
}

// argIsTensorOfPointerOrCoord selects the calls whose argument 0 is a
// tensor of a pointer or a coordinate tensor.
func argIsTensorOfPointerOrCoord(c *callCtx) bool {
	switch c.args[0].(type) {
	case value.TensorValue, value.CoordTensorValue:
		return true
	}
	return false
}

// sizeOfAtom is size(x) of a TiledMMA, ThrMMA or TiledCopy; of an atom or
// a ThrCopy C++ defines none.
func sizeOfAtom(c *callCtx) (value.Value, error) {
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
	}
	return nil, c.failf(0, "size of a %s is not defined (size takes a TiledMMA or a TiledCopy)", c.args[0].Kind())
}

// fragmentLikeOfTensor lets make_fragment_like take a tensor, and an
// element type first (make_fragment_like<T>(x), read as
// make_fragment_like(T, x)): tensor_impl.hpp's
// make_fragment_like<T>(tensor) is make_tensor<T>(make_fragment_like(tensor.layout())),
// a register tensor whose address C++ prints as it falls on the stack, so
// here, as partition_fragment_A|B|C, its layout.
func fragmentLikeOfTensor(c *callCtx) (value.Value, error) {
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
		cc.args = []value.Value{value.LayoutValue{L: v.T.Layout}}
		if !typed {
			ty, typed = v.P().Type, true
		}
	case value.CoordTensorValue:
		return nil, cc.failf(0, "make_fragment_like of a coordinate tensor: C++ orders the modes by their ScaledBasis strides, which do not compare")
	}
	r, err := cc.again(cc.args)
	if lv, ok := r.(value.LayoutValue); ok && err == nil && typed {
		return c.owned(1)(registerTensor(ty.Name, lv.L))
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
	{name: "make_fragment_A", doc: "the register (or GMMA descriptor) fragment of an A partition: partition_fragment_A without the partitioning",
		overloads: []overload{{use: "mma.make_fragment_A(tCsA)", fn: memberFragment("A")}}},
	{name: "make_fragment_B", doc: "the register (or GMMA descriptor) fragment of a B partition",
		overloads: []overload{{use: "mma.make_fragment_B(tCsB)", fn: memberFragment("B")}}},
	{name: "make_fragment_C", doc: "the accumulator fragment of a C partition: column-major of its shape",
		overloads: []overload{{use: "mma.make_fragment_C(tCgC)", fn: memberFragment("C")}}},
	{name: "tile_size_mnk", doc: "tile_size<I>(mma)",
		overloads: []overload{{use: "mma.tile_size_mnk<I>()", fn: func(c *callCtx) (value.Value, error) { return fnTileSize(c) }}}},
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
		var l engine.Layout
		var ptr *value.PointerValue
		if v, ok := c.args[1].(value.CoordTensorValue); ok && which == "C" {
			// make_fragment_C(T) is make_tensor<FrgTypeC>(shape(T)): any
			// tensor's shape, a coordinate tensor's too.
			l = v.T.Layout
		} else if l, ptr, err = c.fragmentOperand(1); err != nil {
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
			return value.DescTensorValue{L: r, UMMA: t.Atom.FrgTypeB == "umma_smem_desc"}, nil
		}
		if which == "C" {
			v, err := fragmentC(t.Atom, r)
			if err != nil {
				return nil, c.engineErr(1, err)
			}
			return c.owned(1)(accumulatorFragment(t.Atom, v))
		}
		return c.owned(1)(operandFragment(t.Atom, which, r))
	}
}

// composedFrg lets thrfrg_X and tidfrg_X take a composed layout A o
// O o B (a swizzled shared-memory layout): their divides, compositions and
// slices at `_` all act on B (layout_composed.hpp), so the result is
// A o O o thrfrg_X(B).
func composedFrg(op engine.OnB) func(c *callCtx) (value.Value, error) {
	name := op.String()
	return func(c *callCtx) (value.Value, error) {
		v := c.args[1].(value.ComposedValue)
		var ferr error
		r, err := v.C.OnB(op, func(l engine.Layout) (engine.Layout, error) {
			res, err := c.again([]value.Value{c.args[0], value.LayoutValue{L: l}})
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
