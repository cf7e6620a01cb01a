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
func Composition(a Layout, b Tiler) (r Layout, err error) {
	defer catch("composition", &err)
	r, err = composition(a, b, nil)
	if err != nil {
		return Layout{}, err
	}
	return r, r.check("composition")
}

func composition(a Layout, b Tiler, tr *Trace) (Layout, error) {
	if isUnderscore(b) {
		if tr != nil {
			evComposeUnderscore{a}.to(tr)
		}
		return a, nil
	}
	if ms, ok := byModes(b); ok {
		if len(ms) == 0 {
			// C++: transform_layout over no modes ends in make_layout()
			// with no argument, which has no overload.
			return Layout{}, errorf("composition", "empty tiler", "%s ∘ %s: the tiler has no mode", a, TilerString(b, false))
		}
		if tr != nil {
			evComposeByMode{a, b}.to(tr)
		}
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
	flat, err := coalesceLeft(a, tr)
	if err != nil {
		return Layout{}, err
	}
	return compositionImpl(flat, bl.shape, bl.stride, tr)
}

// coalesceLeft is composition's first step: A coalesced keeping its
// behaviour past size(A) (coalesce_x).
func coalesceLeft(a Layout, tr *Trace) (Layout, error) {
	if countLeaves(a.shape) == 0 {
		// C++: coalesce_x reads get<R-1> of the flattened shape, R = 0.
		return Layout{}, errorf("composition", "empty layout", "%s has no mode to compose with", a)
	}
	flat := coalesceX(a)
	if tr != nil {
		evComposeCoalesceA{a, flat}.to(tr)
	}
	return flat, nil
}

// composeLayoutModes is composition(A, B) for the layout B whose modes
// are bs[i]:ds[i], without building B (logical_divide's (B, B*)).
func composeLayoutModes(a Layout, bs, ds []IntTuple, tr *Trace) (Layout, error) {
	flat, err := coalesceLeft(a, tr)
	if err != nil {
		return Layout{}, err
	}
	return compositionModes(flat, bs, ds, tr)
}

// compositionModes is composition_impl's transform_layout over B's modes
// rs[i]:rd[i] (at least one), for a flat (coalesced) A.
func compositionModes(a Layout, rs, rd []IntTuple, tr *Trace) (Layout, error) {
	n := len(rs)
	both := make([]IntTuple, 2*n) // the result's shape and stride, as concat builds them
	for i := range rs {
		if tr != nil {
			evComposeBMode{i, rs[i], rd[i]}.to(tr)
		}
		done := tr.nest()
		m, err := compositionImpl(a, rs[i], rd[i], tr)
		done()
		if err != nil {
			return Layout{}, err
		}
		both[i], both[n+i] = m.shape, m.stride
	}
	r := Layout{tuple(both[:n:n]), tuple(both[n:])}
	if tr != nil {
		evComposeModes{r}.to(tr)
	}
	return r, nil
}

// The conditions composition_impl asserts, as C++ names them.
const (
	condStrideDivisibility = "Stride Divisibility Condition"
	condShapeDivisibility  = "Shape Divisibility Condition"
)

// compositionImpl is detail::composition_impl(A, rs, rd) for a flat
// (coalesced) A and B's mode rs:rd.
func compositionImpl(a Layout, rs, rd IntTuple, tr *Trace) (Layout, error) {
	if rs.k == kindTuple { // by-mode: transform_layout over B's modes
		if len(rs.elems) == 0 {
			// C++: transform_layout over an empty mode of B ends in
			// make_layout() with no argument, which has no overload.
			return Layout{}, errorf("composition", "empty mode in B", "the shape of B holds an empty tuple ()")
		}
		return compositionModes(a, rs.elems, rd.elems, tr)
	}
	if rd.v == 0 { // is_constant<0>(rhs_stride)
		if tr != nil {
			evComposeStrideZero{rs}.to(tr)
		}
		return Layout{rs, Int(0)}, nil
	}
	if a.shape.k != kindTuple { // is_integral<LShape>
		r := Layout{rs, Int(mul(rd.v, a.stride.v))}
		if tr != nil {
			evComposeIntegralA{a, r, rd.v}.to(tr)
		}
		return r, nil
	}

	// Divide B's stride, then its shape, out of A's modes but the last.
	as, ad := a.shape.elems, a.stride.elems
	n := len(as)
	var sbuf, dbuf [16]int
	resS, resD := sbuf[:0], dbuf[:0]
	restShape, restStride := rs.v, rd.v
	for i := 0; i < n-1; i++ {
		currShape, currStride := as[i].v, ad[i].v
		ev := evComposeMode{i, currShape, currStride, restShape, restStride}
		if !(restStride%currShape == 0 || restStride < currShape) {
			if tr != nil {
				evComposeStrideRefused(ev).to(tr)
			}
			return Layout{}, errorf("composition", condStrideDivisibility,
				"B's stride %d reaching A's mode %d (%d:%d) must be a multiple of %d or less than it", restStride, i, currShape, currStride, currShape)
		}
		if tr != nil {
			evComposeWeak(ev).to(tr)
		}
		nextShape := ceilDivInt(currShape, abs(restStride))
		nextStride := ceilDivInt(abs(restStride), currShape) * sign(restStride)
		if nextShape == 1 || restShape == 1 {
			if tr != nil {
				evComposeSkip(ev).to(tr)
			}
			restStride = nextStride
			continue
		}
		newShape := min(nextShape, restShape)
		if restShape%newShape != 0 {
			if tr != nil {
				evComposeShapeRefused(ev).to(tr)
			}
			return Layout{}, errorf("composition", condShapeDivisibility,
				"A's mode %d (%d:%d) gives %d elements at B's stride %d, which does not divide the %d still needed", i, currShape, currStride, newShape, restStride, restShape)
		}
		if tr != nil {
			evComposeTake(ev).to(tr)
		}
		resS = append(resS, newShape)
		resD = append(resD, mul(restStride, currStride))
		restShape /= newShape
		restStride = nextStride
	}

	// A's last mode takes what is left.
	last := ad[n-1].v
	var r Layout
	switch {
	case len(resS) == 0:
		r = Layout{Int(restShape), Int(mul(restStride, last))}
	case restShape == 1:
		r = Layout{Int(resS[0]), Int(resD[0])} // unwrap of a rank-1 result
		if len(resS) > 1 {
			r = flatLayout(resS, resD, false)
		}
	default:
		r = flatLayout(append(resS, restShape), append(resD, mul(restStride, last)), false)
	}
	if tr != nil {
		evComposeLast{len(resS), last, restShape, restStride}.to(tr)
	}
	if tr != nil {
		evComposeResult{r}.to(tr)
	}
	return r, nil
}
