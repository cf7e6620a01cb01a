package atom

import "github.com/cutetui/cutetui/engine"

// activeTiler is the by-mode tiler of copy_atom.hpp that finds the
// elements of a flat (M,N,...) shape a TV layout touches, keeping the
// modes apart: mode i is filter(composition(make_layout(shape, e_i), tv)),
// e_i the stride that is 1 in mode i and 0 elsewhere; with it
//
//	tile2trg  = composition(make_layout(shape), tiler)
//	layout_tv = composition(left_inverse(tile2trg), tv)
//
// maps (thread, value) to the coordinate of the tile the tiler cuts.
func activeTiler(op string, shape engine.IntTuple, tv engine.Layout) (engine.ByMode, engine.Layout, error) {
	r := shape.Len()
	tiler := make(engine.ByMode, r)
	for i := range r {
		d := make([]int, r)
		d[i] = 1
		sel, err := engine.MakeLayout(shape, engine.Ints(d...))
		if err != nil {
			return nil, engine.Layout{}, err
		}
		c, err := engine.Composition(sel, tv)
		if err != nil {
			return nil, engine.Layout{}, err
		}
		tiler[i] = engine.Filter(c)
	}
	ref, err := engine.MakeCompactLayout(shape)
	if err != nil {
		return nil, engine.Layout{}, err
	}
	tile2trg, err := engine.Composition(ref, tiler)
	if err != nil {
		return nil, engine.Layout{}, err
	}
	inv, err := engine.LeftInverse(tile2trg)
	if err != nil {
		return nil, engine.Layout{}, err
	}
	ltv, err := engine.Composition(inv, tv)
	if err != nil {
		return nil, engine.Layout{}, err
	}
	return tiler, ltv, nil
}

// withTiler is make_tiled_copy_impl with a by-mode tiler of layouts:
// Tiler_MN is the tiler, its shape the tile's.
func withTiler(op string, atom CopyAtom, tv engine.Layout, tiler engine.ByMode) (TiledCopy, error) {
	shapes := make([]engine.IntTuple, len(tiler))
	for i, t := range tiler {
		l, ok := t.(engine.Layout)
		if !ok {
			return TiledCopy{}, copyErr(op, "unsupported tiler", "mode %d of the tiler is not a layout", i)
		}
		shapes[i] = l.Shape()
	}
	tc, err := makeTiledCopy(op, atom, tv, engine.Tuple(shapes...))
	tc.Tiler = tiler
	return tc, err
}

// MakeTiledCopyCAtom is make_tiled_copy_C_atom(atom, mma): the copy of
// one atom's worth of the MMA's C values per thread (for subtiled
// epilogue stores):
//
//	layout_TV = composition(get_layoutC_TV(), make_layout((size<0>(C_TV), NumValSrc)))
//
// then the by-mode tiler of the (tile_size<0>, tile_size<1>) elements it
// touches and layout_TV on that tile (activeTiler).
func MakeTiledCopyCAtom(atom CopyAtom, mma TiledMMA) (TiledCopy, error) {
	const op = "make_tiled_copy_C_atom"
	ctv, err := mma.GetLayoutC_TV()
	if err != nil {
		return TiledCopy{}, err
	}
	v := atom.NumValSrc()
	if n := modeSize(ctv, 1); v > n {
		return TiledCopy{}, copyErr(op, "copy_V <= size<1>(layoutC_TV)", "the atom's %d values exceed the %d of the MMA's C TV layout %s", v, n, ctv)
	}
	sel, err := engine.MakeCompactLayout(engine.Ints(modeSize(ctv, 0), v))
	if err != nil {
		return TiledCopy{}, err
	}
	tv, err := engine.Composition(ctv, sel)
	if err != nil {
		return TiledCopy{}, err
	}
	tiler, ltv, err := activeTiler(op, engine.Ints(mma.TileSize(0), mma.TileSize(1)), tv)
	if err != nil {
		return TiledCopy{}, err
	}
	return withTiler(op, atom, ltv, tiler)
}

// MakeCotiledCopy is make_cotiled_copy(atom, atom_tv_layout, data_layout):
// the copy whose (thread, value) -> data address is atom_tv_layout, over
// the coordinates of data_layout (coord -> address):
//
//	layout_tv_data = composition(make_layout(left_inverse(data_layout), 1:0), atom_tv_layout)
//
// refused unless every address the TV layout's values reach is in the
// data layout (coalesce(composition((data_layout, 1:0), layout<1>(tv_data)))
// = coalesce(layout<1>(atom_tv_layout))), then the by-mode tiler of the
// product_each(shape(data_layout)) elements it touches (activeTiler).
func MakeCotiledCopy(atom CopyAtom, atomTV, data engine.Layout) (TiledCopy, error) {
	const op = "make_cotiled_copy"
	one, err := engine.MakeLayout(engine.Int(1), engine.Int(0))
	if err != nil {
		return TiledCopy{}, err
	}
	inv, err := engine.LeftInverse(data)
	if err != nil {
		return TiledCopy{}, err
	}
	invData, err := engine.Concat(inv, one)
	if err != nil {
		return TiledCopy{}, err
	}
	tvData, err := engine.Composition(invData, atomTV)
	if err != nil {
		return TiledCopy{}, err
	}
	if atomTV.Rank() < 2 || tvData.Rank() < 2 {
		return TiledCopy{}, copyErr(op, "unsupported layout", "the atom TV layout %s is not (thread, value)", atomTV)
	}
	dataOne, err := engine.Concat(data, one)
	if err != nil {
		return TiledCopy{}, err
	}
	vData, err := modeOf(tvData, 1)
	if err != nil {
		return TiledCopy{}, err
	}
	vAtom, err := modeOf(atomTV, 1)
	if err != nil {
		return TiledCopy{}, err
	}
	back, err := engine.Composition(dataOne, vData)
	if err != nil {
		return TiledCopy{}, err
	}
	if a, b := engine.Coalesce(back), engine.Coalesce(vAtom); !a.Equal(b) {
		return TiledCopy{}, copyErr(op, "The memory pointed to by AtomTVLayout does not exist in the DataLayout.", "coalesce(composition((data_layout, 1:0), layout<1>(layout_tv_data))) = %s != coalesce(layout<1>(atom_tv_layout)) = %s", a, b)
	}
	shape := productEach(data.Shape())
	if !shape.IsTuple() {
		shape = engine.Tuple(shape)
	}
	tiler, ltv, err := activeTiler(op, shape, tvData)
	if err != nil {
		return TiledCopy{}, err
	}
	return withTiler(op, atom, ltv, tiler)
}

// modeOf is layout<i>(l).
func modeOf(l engine.Layout, i int) (engine.Layout, error) {
	s, err := engine.Get(l.Shape(), i)
	if err != nil {
		return engine.Layout{}, err
	}
	d, err := engine.Get(l.Stride(), i)
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.MakeLayout(s, d)
}
