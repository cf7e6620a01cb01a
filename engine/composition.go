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
			tr.add("composition: _", "%s ∘ _ keeps %s", a, a)
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
			tr.add("composition: by-mode", "%s ∘ %s: compose mode by mode; modes of A past the tiler are dropped", a, TilerString(b, false))
		}
		return transformLayout("composition", a, ms, false, func(m Layout, t Tiler) (Layout, error) {
			done := tr.nest()
			defer done()
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
	if len(flatLeaves(a.shape)) == 0 {
		// C++: coalesce_x reads get<R-1> of the flattened shape, R = 0.
		return Layout{}, errorf("composition", "empty layout", "%s has no mode to compose with", a)
	}
	flat := coalesceX(a)
	if !flat.Equal(a) {
		if tr != nil {
			tr.add("composition: coalesce A", "coalesce A (keeping its behaviour past its size): %s -> %s", a, flat)
		}
	}
	return compositionImpl(flat, bl.shape, bl.stride, tr)
}

// ruleWeakDivisibility marks a step that C++ accepts under its weak stride
// divisibility check although the stride does not divide the mode.
const ruleWeakDivisibility = "composition: weak divisibility"

// compositionImpl is detail::composition_impl for a flat (coalesced) A.
func compositionImpl(a Layout, rs, rd IntTuple, tr *Trace) (Layout, error) {
	if rs.k == kindTuple {
		if len(rs.elems) == 0 {
			// C++: transform_layout over an empty mode of B ends in
			// make_layout() with no argument, which has no overload.
			return Layout{}, errorf("composition", "empty mode in B", "the shape of B holds an empty tuple ()")
		}
		out := make([]Layout, len(rs.elems))
		for i := range rs.elems {
			if tr != nil {
				tr.add("composition: B mode", "B's mode %d: %s:%s", i, rs.elems[i], rd.elems[i])
			}
			done := tr.nest()
			m, err := compositionImpl(a, rs.elems[i], rd.elems[i], tr)
			done()
			if err != nil {
				return Layout{}, err
			}
			out[i] = m
		}
		r := concat(out...)
		if tr != nil {
			tr.addv("composition: result", r.String(), "the modes together: %s", r)
		}
		return r, nil
	}
	if rd.v == 0 {
		if tr != nil {
			tr.add("composition: stride 0", "a stride-0 mode of B stays %s:0", rs)
		}
		return Layout{rs, Int(0)}, nil
	}
	if a.shape.k != kindTuple {
		r := Layout{rs, Int(mul(rd.v, a.stride.v))}
		if tr != nil {
			tr.add("composition: integral A", "A is %s: the stride is %d×%d, giving %s", a, rd.v, a.stride.v, r)
		}
		return r, nil
	}
	as, ad := a.shape.elems, a.stride.elems
	n := len(as)
	var resS, resD []int
	restShape, restStride := rs.v, rd.v
	for i := 0; i < n-1; i++ {
		cs, cd := as[i].v, ad[i].v
		if !(restStride%cs == 0 || restStride < cs) {
			err := errorf("composition", "Stride Divisibility Condition",
				"B's stride %d reaching A's mode %d (%d:%d) must be a multiple of %d or less than it", restStride, i, cs, cd, cs)
			if tr != nil {
				tr.add("composition: refused", "A's mode %d (%d:%d): stride %d is neither a multiple of %d nor less than it — %s", i, cs, cd, restStride, cs, err.Cond)
			}
			return Layout{}, err
		}
		if restShape != 1 && abs(restStride) < cs && cs%abs(restStride) != 0 && abs(restStride) > 1 {
			if tr != nil {
				tr.add(ruleWeakDivisibility, "note: stride %d is less than A's mode %d (size %d) but does not divide it; C++ accepts this (its weak divisibility check) and so does cutetui, but the result may differ from A(B(i)) where B steps across the mode", restStride, i, cs)
			}
		}
		nextShape := ceilDivInt(cs, abs(restStride))
		nextStride := ceilDivInt(abs(restStride), cs) * sign(restStride)
		if nextShape == 1 || restShape == 1 {
			if restShape != 1 {
				if tr != nil {
					tr.add("composition: skip", "A's mode %d (%d:%d): stride %d steps over it entirely (⌈%d/%d⌉ = 1); the stride becomes ⌈%d/%d⌉ = %d", i, cs, cd, restStride, cs, abs(restStride), abs(restStride), cs, nextStride)
				}
			}
			restStride = nextStride
			continue
		}
		newShape := min(nextShape, restShape)
		if restShape%newShape != 0 {
			err := errorf("composition", "Shape Divisibility Condition",
				"A's mode %d (%d:%d) gives %d elements at B's stride %d, which does not divide the %d still needed", i, cs, cd, newShape, restStride, restShape)
			if tr != nil {
				tr.add("composition: refused", "A's mode %d (%d:%d): it gives min(⌈%d/%d⌉, %d) = %d elements, and %d is not a multiple of %d — %s", i, cs, cd, cs, abs(restStride), restShape, newShape, restShape, newShape, err.Cond)
			}
			return Layout{}, err
		}
		if tr != nil {
			tr.add("composition: take", "A's mode %d (%d:%d): take min(⌈%d/%d⌉, %d) = %d elements at stride %d×%d = %d; %d/%d = %d still needed",
				i, cs, cd, cs, abs(restStride), restShape, newShape, restStride, cd, mul(restStride, cd), restShape, newShape, restShape/newShape)
		}
		resS = append(resS, newShape)
		resD = append(resD, mul(restStride, cd))
		restShape /= newShape
		restStride = nextStride
	}
	last := ad[n-1].v
	var r Layout
	switch {
	case len(resS) == 0:
		r = Layout{Int(restShape), Int(mul(restStride, last))}
	case restShape == 1:
		r = Layout{unwrap(Ints(resS...)), unwrap(Ints(resD...))}
	default:
		r = Layout{Ints(append(resS, restShape)...), Ints(append(resD, mul(restStride, last))...)}
	}
	if len(resS) == 0 || restShape != 1 {
		if tr != nil {
			tr.add("composition: last mode", "A's last mode (stride %d) takes the remaining %d at stride %d×%d", last, restShape, restStride, last)
		}
	}
	if tr != nil {
		tr.addv("composition: result", r.String(), "%s", r)
	}
	return r, nil
}
