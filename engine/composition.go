package engine

// Composition is cute::composition(A, B): the layout R with R(c) = A(B(c))
// for every c in the domain of B, and R compatible with B.
//
// B may be a layout, an integer n (n:1), `_` (A itself), or by-mode: a tuple
// or <B0,B1,...> composes mode i of A with Bi and, as in C++, drops the modes
// of A that the tiler does not reach.
//
// A is first coalesced keeping its behaviour past size(A) (coalesce_x); each
// integer mode s:d of B then walks A's modes left to right, dividing d and s
// out of them. C++ refuses, and so does this, when d neither divides nor is
// less than a mode ("Stride Divisibility Condition") or when the shape left
// is not a multiple of what a mode can give ("Shape Divisibility Condition").
//
// Traced, it records, for each mode of B, how its stride and shape are
// divided through A's modes.
func Composition(a Layout, b Tiler, tr ...*Trace) (r Layout, err error) {
	defer catch("composition", &err)
	return checked("composition")(composition(a, b, traceOf(tr)))
}

func composition(a Layout, b Tiler, tr *Trace) (Layout, error) {
	if tilerHasBasis(b) {
		return Layout{}, errorf("composition", "unsupported stride", "the right operand %s has ScaledBasis strides", TilerString(b, Static))
	}
	if isUnderscore(b) {
		evComposeUnderscore{&a}.to(tr)
		return a, nil
	}
	if ms, ok := byModes(b); ok {
		if len(ms) == 0 {
			// C++: transform_layout over no modes ends in make_layout()
			// with no argument, which has no overload.
			return Layout{}, errorf("composition", "empty tiler", "%s ∘ %s: the tiler has no mode", a, TilerString(b, Plain))
		}
		evComposeByMode{&a, &b}.to(tr)
		return transformLayout("composition", a, ms, false, func(m Layout, t Tiler) (Layout, error) {
			defer tr.nest()()
			return composition(m, t, tr)
		})
	}
	bl, _, err := tilerLayout("composition", b)
	if err != nil {
		return Layout{}, err
	}
	if n, ok := b.(IntTuple); ok {
		// An integer tiler is composition_impl(A, n, Int<1>): stride 1 even
		// for n = 1, where make_layout(1) would be 1:0.
		bl = Layout{n, Int(1)}
	}
	return composeLayout(a, bl, tr)
}

// composeLayout is composition(A, B) for a layout B (Composition's tiler
// case, and the divide and product formulas, which hold B as a Layout).
func composeLayout(a, bl Layout, tr *Trace) (Layout, error) {
	if !a.IsStatic() || !bl.IsStatic() {
		return composeDynamic(a, bl, tr)
	}
	var sbuf, dbuf [16]int
	flat, err := coalesceLeft(a, &sbuf, &dbuf, tr)
	if err != nil {
		return Layout{}, err
	}
	return compositionImpl(flat, bl.shape, bl.stride, tr)
}

// flatA is composition's left operand once coalesced (coalesce_x): its
// modes s[i]:d[i], first to last.
type flatA struct {
	s, d []int
}

// coalesceLeft is composition's first step: A coalesced keeping its
// behaviour past size(A) (coalesce_x), its modes held in sbuf and dbuf.
func coalesceLeft(a Layout, sbuf, dbuf *[16]int, tr *Trace) (flatA, error) {
	if countLeaves(a.shape) == 0 {
		// C++: coalesce_x reads get<R-1> of the flattened shape, R = 0.
		return flatA{}, errorf("composition", "empty layout", "%s has no mode to compose with", a)
	}
	s, d := coalescedModes(a, true, sbuf[:0], dbuf[:0])
	evComposeCoalesceA{&a}.to(tr)
	return flatA{s: s, d: d}, nil
}

// composeLayoutModes is composition(A, B) for the layout B whose modes
// are bs[i]:ds[i], without building B (logical_divide's (B, B*)).
func composeLayoutModes(a Layout, bs, ds []IntTuple, tr *Trace) (Layout, error) {
	if !a.IsStatic() || !allStatic(bs) || !allStatic(ds) {
		return composeDynamic(a, Layout{Tuple(bs...), Tuple(ds...)}, tr)
	}
	var sbuf, dbuf [16]int
	flat, err := coalesceLeft(a, &sbuf, &dbuf, tr)
	if err != nil {
		return Layout{}, err
	}
	return compositionModes(flat, bs, ds, tr)
}

// compositionModes is composition_impl's transform_layout over B's modes
// rs[i]:rd[i] (at least one), for a flat (coalesced) A.
func compositionModes(a flatA, rs, rd []IntTuple, tr *Trace) (Layout, error) {
	n := len(rs)
	both := make([]IntTuple, 2*n) // the result's shape and stride, as concat builds them
	for i := range rs {
		evComposeBMode{i, rs[i], rd[i]}.to(tr)
		done := tr.nest()
		m, err := compositionImpl(a, rs[i], rd[i], tr)
		done()
		if err != nil {
			return Layout{}, err
		}
		both[i], both[n+i] = m.shape, m.stride
	}
	r := Layout{tuple(both[:n:n]), tuple(both[n:])}
	evComposeModes{r}.to(tr)
	return r, nil
}

func errEmptyModeInB() error {
	// C++: transform_layout over an empty mode of B ends in make_layout()
	// with no argument, which has no overload.
	return errorf("composition", "empty mode in B", "the shape of B holds an empty tuple ()")
}

// The conditions composition_impl asserts, as C++ names them.
const (
	condStrideDivisibility = "Stride Divisibility Condition"
	condShapeDivisibility  = "Shape Divisibility Condition"
)

// compositionImpl is detail::composition_impl(A, rs, rd) for a flat
// (coalesced) A and B's mode rs:rd.
func compositionImpl(a flatA, rs, rd IntTuple, tr *Trace) (Layout, error) {
	if rs.kind() == kindTuple { // by-mode: transform_layout over B's modes
		if len(rs.elems) == 0 {
			return Layout{}, errEmptyModeInB()
		}
		return compositionModes(a, rs.elems, rd.elems, tr)
	}
	var sbuf, dbuf [16]int
	resS, resD, err := compositionLeaf(&a, rs.v, rd.v, sbuf[:0], dbuf[:0], tr)
	if err != nil {
		return Layout{}, err
	}
	r := Layout{Int(resS[0]), Int(resD[0])}
	if len(resS) > 1 {
		r = flatLayout(resS, resD, false)
	}
	return r, nil
}

// compositionLeaf is detail::composition_impl(A, rs, rd) for a flat
// (coalesced) A and an integer mode rs:rd of B: the result's modes are
// appended to resS:resD, one mode standing for an integer layout.
func compositionLeaf(a *flatA, rs, rd int, resS, resD []int, tr *Trace) ([]int, []int, error) {
	if rd == 0 { // is_constant<0>(rhs_stride)
		evComposeStrideZero{rs}.to(tr)
		return append(resS, rs), append(resD, 0), nil
	}
	if len(a.s) == 1 { // is_integral<LShape>
		d := mul(rd, a.d[0])
		evComposeIntegralA{a.s[0], a.d[0], rs, rd}.to(tr)
		return append(resS, rs), append(resD, d), nil
	}

	// Divide B's stride, then its shape, out of A's modes but the last.
	as, ad := a.s, a.d
	n := len(as)
	k0 := len(resS) // the modes taken are resS[k0:]
	restShape, restStride := rs, rd
	for i := 0; i < n-1; i++ {
		currShape, currStride := as[i], ad[i]
		if !(restStride%currShape == 0 || restStride < currShape) {
			evComposeStrideRefused(evComposeMode{a, i, restShape, restStride}).to(tr)
			return resS, resD, errorf("composition", condStrideDivisibility,
				"B's stride %d reaching A's mode %d (%d:%d) must be a multiple of %d or less than it", restStride, i, currShape, currStride, currShape)
		}
		evComposeWeak(evComposeMode{a, i, restShape, restStride}).to(tr)
		nextShape := ceilDivInt(currShape, abs(restStride))
		nextStride := ceilDivInt(abs(restStride), currShape) * sign(restStride)
		if nextShape == 1 || restShape == 1 {
			evComposeSkip(evComposeMode{a, i, restShape, restStride}).to(tr)
			restStride = nextStride
			continue
		}
		newShape := min(nextShape, restShape)
		if restShape%newShape != 0 {
			evComposeShapeRefused(evComposeMode{a, i, restShape, restStride}).to(tr)
			return resS, resD, errorf("composition", condShapeDivisibility,
				"A's mode %d (%d:%d) gives %d elements at B's stride %d, which does not divide the %d still needed", i, currShape, currStride, newShape, restStride, restShape)
		}
		evComposeTake(evComposeMode{a, i, restShape, restStride}).to(tr)
		resS = append(resS, newShape)
		resD = append(resD, mul(restStride, currStride))
		restShape /= newShape
		restStride = nextStride
	}

	// A's last mode takes what is left: alone when nothing was taken,
	// dropped when nothing is left (a rank-1 result unwraps).
	last := ad[n-1]
	taken := len(resS) - k0
	if taken == 0 || restShape != 1 {
		resS, resD = append(resS, restShape), append(resD, mul(restStride, last))
	}
	evComposeLast{taken, last, restShape, restStride}.to(tr)
	evComposeResult{&resS, &resD, k0}.to(tr)
	return resS, resD, nil
}
