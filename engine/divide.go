package engine

// LogicalDivide is cute::logical_divide(A, B) = A ∘ (B, complement(B, shape(coalesce(A)))):
// mode 0 of the result is the tile B picks out of A, mode 1 walks the tiles.
// A by-mode tiler divides mode by mode and keeps A's remaining modes.
// Traced, it records its complement, composition and regrouping.
func LogicalDivide(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("logical_divide", &err)
	return checked("logical_divide")(logicalDivide(a, b, traceOf(tr)))
}

func checked(op string) func(Layout, error) (Layout, error) {
	return func(l Layout, err error) (Layout, error) {
		if err != nil {
			return Layout{}, err
		}
		return l, l.check(op)
	}
}

func logicalDivide(a Layout, b Tiler, tr *Trace) (Layout, error) {
	if isUnderscore(b) {
		return a, nil
	}
	if ms, ok := byModes(b); ok {
		evByMode{"logical_divide", &a, &b}.to(tr)
		return transformLayout("logical_divide", a, ms, true, func(m Layout, t Tiler) (Layout, error) {
			defer tr.nest()()
			return logicalDivide(m, t, tr)
		})
	}
	bl, _, err := tilerLayout("logical_divide", b)
	if err != nil {
		return Layout{}, err
	}
	cot := coalesce(a, nil).shape
	evDivideDefinition{&a, &bl, &cot}.to(tr)
	done := tr.nest()
	c, err := complement(bl, cot, tr)
	done()
	if err != nil {
		return Layout{}, err
	}
	evDivideCompose{&bl, &c}.to(tr)
	defer tr.nest()()
	// A ∘ (B, B*), the pair held on the stack rather than concatenated.
	bs, ds := [2]IntTuple{bl.shape, c.shape}, [2]IntTuple{bl.stride, c.stride}
	return composeLayoutModes(a, bs[:], ds[:], tr)
}

// ZippedDivide is cute::zipped_divide: logical_divide regrouped as
// ((tile modes...), (rest modes..., A's other modes...)).
func ZippedDivide(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("zipped_divide", &err)
	return checked("zipped_divide")(zippedDivide(a, b, traceOf(tr)))
}

func zippedDivide(a Layout, b Tiler, tr *Trace) (Layout, error) {
	r, err := logicalDivide(a, b, tr)
	if err != nil {
		return Layout{}, err
	}
	return tileUnzip("zipped_divide", r, b, tr)
}

// TiledDivide is cute::tiled_divide: ((tile modes...), rest0, rest1, ...).
func TiledDivide(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("tiled_divide", &err)
	return unpacked("tiled_divide", zippedDivide, a, b, false, traceOf(tr))
}

// FlatDivide is cute::flat_divide: (tile0, tile1, ..., rest0, rest1, ...).
func FlatDivide(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("flat_divide", &err)
	return unpacked("flat_divide", zippedDivide, a, b, true, traceOf(tr))
}

// unpacked is tiled_ or flat_ (both) divide or product: the zipped form z,
// then unpack(z).
func unpacked(op string, zipped func(Layout, Tiler, *Trace) (Layout, error), a Layout, b Tiler, both bool, tr *Trace) (Layout, error) {
	z, err := zipped(a, b, tr)
	if err != nil {
		return Layout{}, relabel(err, op)
	}
	r, err := checked(op)(unpack(z, both))
	if err == nil {
		evUnpack{op, z, r}.to(tr)
	}
	return r, err
}

// Divide names one of CuTe's divides, for a caller that picks one at run
// time.
type Divide uint8

// The divides, each printed by String as its CuTe name.
const (
	LogicalDivideOp Divide = iota // logical_divide
	ZippedDivideOp                // zipped_divide
	TiledDivideOp                 // tiled_divide
	FlatDivideOp                  // flat_divide
)

// Divides lists every Divide.
func Divides() []Divide {
	return []Divide{LogicalDivideOp, ZippedDivideOp, TiledDivideOp, FlatDivideOp}
}

func (d Divide) String() string {
	switch d {
	case LogicalDivideOp:
		return "logical_divide"
	case ZippedDivideOp:
		return "zipped_divide"
	case TiledDivideOp:
		return "tiled_divide"
	case FlatDivideOp:
		return "flat_divide"
	}
	return "Divide(?)"
}

// Apply is the divide d of A by B: LogicalDivide, ZippedDivide,
// TiledDivide or FlatDivide.
func (d Divide) Apply(a Layout, b Tiler, tr ...*Trace) (Layout, error) {
	switch d {
	case LogicalDivideOp:
		return LogicalDivide(a, b, tr...)
	case ZippedDivideOp:
		return ZippedDivide(a, b, tr...)
	case TiledDivideOp:
		return TiledDivide(a, b, tr...)
	case FlatDivideOp:
		return FlatDivide(a, b, tr...)
	}
	return Layout{}, errorf(d.String(), "unknown divide", "%d", d)
}

// unpack slices a zipped rank-2 layout as result(_, repeat<R1>(_)) (tiled)
// or result(repeat<R0>(_), repeat<R1>(_)) (flat): repeat<1>(_) is `_`,
// which keeps its mode whole, and repeat<n>(_) splices the mode's n
// elements in.
func unpack(z Layout, both bool) (Layout, error) {
	first := Underscore()
	if both {
		first = repeatUnderscore(Rank(z.shape.At(0)))
	}
	return sliceLayout(z, Tuple(first, repeatUnderscore(Rank(z.shape.At(1)))))
}

// tileUnzip is cute::tile_unzip: zip2_by of shape and stride, guided by the tiler.
func tileUnzip(op string, l Layout, b Tiler, tr *Trace) (Layout, error) {
	s, d, err := zip2By(op, l.shape, l.stride, guideOf(b))
	if err != nil {
		return Layout{}, err
	}
	r := Layout{s, d}
	evRegroup{op, &l, &r}.to(tr)
	return r, nil
}

// zipGuide is the guide of zip2_by, read off the tiler without building
// it: a by-mode tiler (m) or a tuple (t) is a tuple of guides, `_` is `_`,
// anything else a leaf.
type zipGuide struct {
	t  IntTuple // when not by: a tuple, `_`, or an integer (a leaf)
	m  ByMode
	by bool
}

// guideOf is the guide of the tiler b.
func guideOf(b Tiler) zipGuide {
	switch b := b.(type) {
	case ByMode:
		return zipGuide{m: b, by: true}
	case IntTuple:
		return zipGuide{t: b}
	}
	return zipGuide{} // a layout, or nil: a leaf
}

// modes is the number of elements of a tuple guide, and whether it is one.
func (g zipGuide) modes() (int, bool) {
	if g.by {
		return len(g.m), true
	}
	return len(g.t.elems), g.t.kind() == kindTuple
}

// at is element i of a tuple guide.
func (g zipGuide) at(i int) zipGuide {
	if g.by {
		return guideOf(g.m[i])
	}
	return zipGuide{t: g.t.elems[i]}
}

// zip2By is cute::zip2_by of the congruent shape s and stride d: for each
// leaf of the guide, the rank-2 mode (x,y) there; the result is
// ((x...),(y..., the modes past the guide)). The refusals are the
// shape's.
func zip2By(op string, s, d IntTuple, guide zipGuide) (IntTuple, IntTuple, error) {
	g, isTuple := guide.modes()
	if !isTuple {
		if s.kind() != kindTuple || len(s.elems) != 2 {
			if !guide.by && guide.t.kind() == kindUnderscore {
				return IntTuple{}, IntTuple{}, errorf(op, "Mismatched ranks", "a _ in the tiler leaves the mode %s undivided, so there is no (tile, rest) pair to zip; C++ refuses this too — use logical_divide or logical_product, or give that mode a tile", s)
			}
			return IntTuple{}, IntTuple{}, errorf(op, "Mismatched ranks", "expected a rank-2 mode at a tiler leaf, got %s", s)
		}
		return s, d, nil
	}
	if s.kind() != kindTuple || len(s.elems) < g {
		return IntTuple{}, IntTuple{}, errorf(op, "Mismatched ranks", "%s has fewer modes than the tiler", s)
	}
	// One allocation holds both pairs and their halves (IntTuples are
	// immutable, so they may share it).
	n := 2 + g + len(s.elems)
	all := make([]IntTuple, 2*n)
	sp, sx, sy := all[:2:2], all[2:2+g:2+g], all[2+g:n:n]
	dp, dx, dy := all[n:n+2:n+2], all[n+2:n+2+g:n+2+g], all[n+2+g:]
	for i := range g {
		ps, pd, err := zip2By(op, s.elems[i], d.elems[i], guide.at(i))
		if err != nil {
			return IntTuple{}, IntTuple{}, err
		}
		sx[i], sy[i] = ps.elems[0], ps.elems[1]
		dx[i], dy[i] = pd.elems[0], pd.elems[1]
	}
	copy(sy[g:], s.elems[g:])
	copy(dy[g:], d.elems[g:])
	sp[0], sp[1] = tuple(sx), tuple(sy)
	dp[0], dp[1] = tuple(dx), tuple(dy)
	return tuple(sp), tuple(dp), nil
}
