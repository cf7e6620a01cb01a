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
	if tr == nil {
		if r, ok, err := fusedDivideProduct("logical_divide", a, b, false, logicalForm); ok {
			return r, err
		}
	}
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

// fusedDivideProduct is logical_divide(A, B) (logical_product(A, B) if
// product), untraced, for a layout or integer B, or a ByMode of those: the
// same work in the same order as logicalDivide (logicalProduct), its
// errors the same, with every mode's complement and composition held as
// integers and the whole result built in one allocation. ok is false, and
// nothing done, for any other tiler (`_`, a tuple, nested by-mode) and for
// a mode with no integer; logicalDivide (logicalProduct) then answers.
//
// Divided, mode i is A_i ∘ (B_i, B_i*) with B_i* = complement(B_i,
// shape(coalesce(A_i))); multiplied, it is (A_i, complement(A_i,
// size(A_i)·cosize(B_i)) ∘ B_i).
//
// For a ByMode B, form may ask for a regrouping of it, built directly:
// zipped_divide's (zipped_product's) ((x_0, x_1, ...), (y_0, y_1, ...,
// A's other modes)), mode i being (x_i, y_i), or tiled_divide's
// (tiled_product's) ((x_0, x_1, ...), y_0, y_1, ..., A's other modes).
func fusedDivideProduct(op string, a Layout, b Tiler, product bool, form fusedForm) (r Layout, ok bool, err error) {
	if !a.IsStatic() || !tilerStatic(b) {
		return Layout{}, false, nil // the dynamic walks of complement and composition
	}
	ms, by := b.(ByMode)
	if !by {
		ms = []Tiler{b} // does not escape: the tilers are only read
	}
	rank := 1 // A's modes: A itself if its shape is an integer
	if a.shape.kind() == kindTuple {
		rank = len(a.shape.elems)
	}
	if form == tiledForm && rank == 1 {
		form = zippedForm // tiled_divide keeps a rank-1 rest mode whole
	}
	zipped := form != logicalForm
	if len(ms) > rank || (zipped && !by) {
		return Layout{}, false, nil
	}
	if !fusable(a, ms, by) {
		return Layout{}, false, nil
	}

	var sbuf, dbuf [64]int
	var cbuf, kbuf [32]int
	s, d, counts, ks := sbuf[:0], dbuf[:0], cbuf[:0], kbuf[:0]
	slots := 0 // the IntTuples of the modes' parts; their tuples are added below
	for i, t := range ms {
		m := fusedMode(a, i, by)
		bl, _, err := tilerLayout(op, t)
		if err != nil {
			return Layout{}, true, err
		}
		var xb, xdb, csb, cdsb [16]int
		if product {
			// C = complement(A, size(A)·cosize(B)); then C ∘ B, C
			// coalesced (coalesce_x) from its modes.
			n := Int(mul(m.Size(), bl.cosize()))
			if err := checkCotarget(n); err != nil {
				return Layout{}, true, err
			}
			cs, cd, err := complementModes(m, n, nil, nil, csb[:0], cdsb[:0])
			if err != nil {
				return Layout{}, true, err
			}
			var nsb, ndb [16]int
			ns, nd := bwCoalesceModes(Layout{}, cs, cd, true, nil, nsb[:0], ndb[:0])
			xs, xd := appendModesReversed(xb[:0], xdb[:0], ns, nd)
			if s, d, counts, err = composeModeInts(&flatA{s: xs, d: xd}, &bl.shape, &bl.stride, s, d, counts, &slots); err != nil {
				return Layout{}, true, err
			}
			continue
		}
		// B* = complement(B, shape(coalesce(A))), as its modes.
		var cb, cdb [16]int
		cot, _ := coalescedModes(m, false, cb[:0], cdb[:0])
		if !allNonNegativeInts(cot) {
			return Layout{}, true, errorf("complement", "invalid cotarget", "%s must not be negative", coalesce(m, nil).shape)
		}
		cs, cd, err := complementModes(bl, IntTuple{}, cot, nil, csb[:0], cdsb[:0])
		if err != nil {
			return Layout{}, true, err
		}
		// A ∘ (B, B*), A coalesced (coalesce_x).
		xs, xd := coalescedModes(m, true, xb[:0], xdb[:0])
		fa := flatA{s: xs, d: xd}
		if s, d, counts, err = composeModeInts(&fa, &bl.shape, &bl.stride, s, d, counts, &slots); err != nil {
			return Layout{}, true, err
		}
		if len(cs) > 1 {
			slots += 2 * len(cs)
		}
		for j := range cs {
			if s, d, counts, err = composeLeafInts(&fa, cs[j], cd[j], s, d, counts, &slots); err != nil {
				return Layout{}, true, err
			}
		}
		ks = append(ks, len(cs))
	}

	g := len(ms)
	switch {
	case form == tiledForm:
		slots += 2 * (1 + g + rank)
	case zipped:
		slots += 2 * (2 + g + rank)
	case by:
		slots += 4*g + 2*rank
	default:
		slots += 4
	}
	mem := make([]IntTuple, slots)
	acc := composed{s: s, d: d, counts: counts}
	// parts builds mode i's two halves (x, y), shape and stride; they
	// must be built in mode order, as the modes were composed.
	parts := func(i int) (xs, xd, ys, yd IntTuple) {
		bl, _, _ := tilerLayout(op, ms[i])
		if product {
			m := fusedMode(a, i, by)
			ys, yd = acc.build(&bl.shape, &mem)
			return m.shape, m.stride, ys, yd
		}
		xs, xd = acc.build(&bl.shape, &mem)
		if k := ks[i]; k == 1 {
			ys, yd = acc.buildLeaf(&mem)
		} else {
			e := take(&mem, 2*k)
			for j := range k {
				e[j], e[k+j] = acc.buildLeaf(&mem)
			}
			ys, yd = tuple(e[:k:k]), tuple(e[k:])
		}
		return xs, xd, ys, yd
	}
	pair := func(i int) (IntTuple, IntTuple) {
		p := take(&mem, 4)
		p[0], p[2], p[1], p[3] = parts(i)
		return tuple(p[:2:2]), tuple(p[2:])
	}
	if form == tiledForm {
		// ((x...), y..., rest...): one allocation.
		n := 1 + rank
		all := take(&mem, 2*(n+g))
		sh, st := all[:n:n], all[n:2*n:2*n]
		sx, dx := all[2*n:2*n+g:2*n+g], all[2*n+g:]
		for i := range g {
			sx[i], dx[i], sh[1+i], st[1+i] = parts(i)
		}
		for i := g; i < rank; i++ {
			m := fusedMode(a, i, by)
			sh[1+i], st[1+i] = m.shape, m.stride
		}
		sh[0], st[0] = tuple(sx), tuple(dx)
		return Layout{tuple(sh), tuple(st)}, true, nil
	}
	if zipped {
		// zip2_by's one allocation: both pairs and their halves.
		n := 2 + g + rank
		all := take(&mem, 2*n)
		sp, sx, sy := all[:2:2], all[2:2+g:2+g], all[2+g:n:n]
		dp, dx, dy := all[n:n+2:n+2], all[n+2:n+2+g:n+2+g], all[n+2+g:]
		for i := range g {
			sx[i], dx[i], sy[i], dy[i] = parts(i)
		}
		for i := g; i < rank; i++ {
			m := fusedMode(a, i, by)
			sy[i], dy[i] = m.shape, m.stride
		}
		sp[0], sp[1] = tuple(sx), tuple(sy)
		dp[0], dp[1] = tuple(dx), tuple(dy)
		return Layout{tuple(sp), tuple(dp)}, true, nil
	}
	if !by {
		sh, st := pair(0)
		return Layout{sh, st}, true, nil
	}
	both := take(&mem, 2*rank)
	for i := range rank {
		if i < len(ms) {
			both[i], both[rank+i] = pair(i)
		} else {
			m := fusedMode(a, i, by)
			both[i], both[rank+i] = m.shape, m.stride
		}
	}
	return Layout{tuple(both[:rank:rank]), tuple(both[rank:])}, true, nil
}

// fusedForm is the regrouping fusedDivideProduct builds.
type fusedForm uint8

const (
	logicalForm fusedForm = iota // logical_divide, logical_product
	zippedForm                   // zipped_divide, zipped_product
	tiledForm                    // tiled_divide, tiled_product
)

// allNonNegativeInts reports whether every integer of s is at least 0.
func allNonNegativeInts(s []int) bool {
	for _, v := range s {
		if v < 0 {
			return false
		}
	}
	return true
}

// ZippedDivide is cute::zipped_divide: logical_divide regrouped as
// ((tile modes...), (rest modes..., A's other modes...)).
func ZippedDivide(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("zipped_divide", &err)
	return checked("zipped_divide")(zippedDivide(a, b, traceOf(tr)))
}

func zippedDivide(a Layout, b Tiler, tr *Trace) (Layout, error) {
	if tr == nil {
		if r, ok, err := fusedDivideProduct("logical_divide", a, b, false, zippedForm); ok {
			return r, err
		}
	}
	r, err := logicalDivide(a, b, tr)
	if err != nil {
		return Layout{}, err
	}
	return tileUnzip("zipped_divide", r, b, tr)
}

// TiledDivide is cute::tiled_divide: ((tile modes...), rest0, rest1, ...).
func TiledDivide(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("tiled_divide", &err)
	t := traceOf(tr)
	if t == nil {
		if r, ok, err := fusedDivideProduct("logical_divide", a, b, false, tiledForm); ok {
			if err != nil {
				return Layout{}, relabel(err, "tiled_divide")
			}
			return r, r.check("tiled_divide")
		}
	}
	return unpacked("tiled_divide", zippedDivide, a, b, false, t)
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
// or result(repeat<R0>(_), repeat<R1>(_)) (flat).
//
// repeat<1>(_) is `_`, which keeps its mode whole, and repeat<n>(_) for
// another n splices the mode's n elements in, so the result is built
// directly: z's two modes, the second (and, flat, the first) spliced when
// its rank is not 1, shape and stride in one allocation.
func unpack(z Layout, both bool) (Layout, error) {
	if z.shape.kind() != kindTuple || len(z.shape.elems) != 2 {
		// Not what zipped_divide and zipped_product make; slice says why.
		first := Underscore()
		if both {
			first = repeatUnderscore(Rank(z.shape.At(0)))
		}
		return sliceLayout(z, Tuple(first, repeatUnderscore(Rank(z.shape.At(1)))))
	}
	s0, s1 := z.shape.elems[0], z.shape.elems[1]
	d0, d1 := z.stride.elems[0], z.stride.elems[1]
	splice0, splice1 := both && Rank(s0) != 1, Rank(s1) != 1
	n0, n1 := 1, 1
	if splice0 {
		n0 = len(s0.elems)
	}
	if splice1 {
		n1 = len(s1.elems)
	}
	n := n0 + n1
	all := make([]IntTuple, 2*n)
	sh, st := all[:n:n], all[n:]
	if splice0 {
		copy(sh, s0.elems)
		copy(st, d0.elems)
	} else {
		sh[0], st[0] = s0, d0
	}
	if splice1 {
		copy(sh[n0:], s1.elems)
		copy(st[n0:], d1.elems)
	} else {
		sh[n0], st[n0] = s1, d1
	}
	return Layout{tuple(sh), tuple(st)}, nil
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
