package engine

// composeDynamic is composition(A, B) of two layouts, one of them holding
// a dynamic integer: C++'s composition_impl of coalesce_x(A) and B line by
// line, with every integer keeping C++'s static or dynamic type
// (dynamic.go). A divisibility condition is checked, as C++ checks it, only
// where both of its integers are static. (Composition's tiler cases lead
// here: an integer n is n:_1, a by-mode tiler composes mode by mode.)
func composeDynamic(a, b Layout, tr *Trace) (Layout, error) {
	if countLeaves(a.shape) == 0 {
		return Layout{}, errorf("composition", "empty layout", "%s has no mode to compose with", a)
	}
	evDynamicWalk{"composition", &a, nil}.to(tr)
	fa := coalesceDynamic(a, true, false, nil)
	evDynComposeCoalesceA{&a, &fa}.to(tr)
	r, err := composeImplDynamic(fa.shape, fa.stride, b.shape, b.stride, tr)
	if err == nil {
		evDynResult{"composition", &r}.to(tr)
	}
	return r, err
}

// composeImplDynamic is detail::composition_impl(lhs_shape, lhs_stride,
// rhs_shape, rhs_stride) for a flat (coalesced) left operand.
func composeImplDynamic(ls, ld, rs, rd IntTuple, tr *Trace) (Layout, error) {
	if rs.kind() == kindTuple { // transform_layout over B's modes
		if len(rs.elems) == 0 {
			return Layout{}, errEmptyModeInB()
		}
		ms := make([]Layout, len(rs.elems))
		for i := range ms {
			evDynCompose{c: dynComposeBMode, i: i, s: &rs.elems[i], d: &rd.elems[i]}.to(tr)
			end := tr.nest()
			m, err := composeImplDynamic(ls, ld, rs.elems[i], rd.elems[i], tr)
			end()
			if err != nil {
				return Layout{}, err
			}
			ms[i] = m
		}
		return concat(ms...), nil
	}
	if isConstant(rd, 0) { // any RHS static stride-0
		evDynCompose{c: dynComposeStrideZero, s: &rs, d: &rd}.to(tr)
		return Layout{rs, rd}, nil
	}
	if ls.kind() != kindTuple { // any LHS integral shape
		evDynCompose{c: dynComposeIntegralA, s: &ls, d: &ld, rest: &rs, stride: &rd}.to(tr)
		return Layout{rs, leafMul(rd, ld)}, nil
	}
	r := len(ls.elems)
	var resS, resD []IntTuple
	restShape, restStride := rs, rd
	for i := 0; i < r-1; i++ {
		currShape, currStride := ls.elems[i], ld.elems[i]
		ev := evDynCompose{i: i, s: &currShape, d: &currStride, rest: &restShape, stride: &restStride}
		if !static2(currShape, restStride) && !isConstant(restShape, 1) {
			ev.c = dynComposeUnchecked
			ev.to(tr)
		}
		if static2(currShape, restStride) && !(restStride.v%currShape.v == 0 || restStride.v < currShape.v) {
			return Layout{}, errorf("composition", condStrideDivisibility,
				"B's stride %d reaching A's mode %d (%d:%d) must be a multiple of %d or less than it", restStride.v, i, currShape.v, currStride.v, currShape.v)
		}
		nextShape, err := leafCeilDiv("composition", currShape, leafAbs(restStride))
		if err != nil {
			return Layout{}, err
		}
		q, err := leafCeilDiv("composition", leafAbs(restStride), currShape)
		if err != nil {
			return Layout{}, err
		}
		nextStride := leafMul(q, leafSignum(restStride))
		if isConstant(nextShape, 1) || isConstant(restShape, 1) {
			ev.c = dynComposeSkip
			ev.to(tr)
			restStride = nextStride
			continue
		}
		newShape := leafMin(nextShape, restShape)
		ev.c, ev.n = dynComposeTake, &newShape
		ev.to(tr)
		if static2(newShape, restShape) && restShape.v%newShape.v != 0 {
			return Layout{}, errorf("composition", condShapeDivisibility,
				"A's mode %d (%d:%d) gives %d elements at B's stride %d, which does not divide the %d still needed", i, currShape.v, currStride.v, newShape.v, restStride.v, restShape.v)
		}
		resS = append(resS, newShape)
		resD = append(resD, leafMul(restStride, currStride))
		if restShape, err = leafDiv("composition", restShape, newShape); err != nil {
			return Layout{}, err
		}
		restStride = nextStride
	}
	last := ld.elems[r-1]
	evDynCompose{c: dynComposeLast, i: r - 1, s: &ls.elems[r-1], d: &last, rest: &restShape, stride: &restStride}.to(tr)
	switch {
	case len(resS) == 0:
		return Layout{restShape, leafMul(restStride, last)}, nil
	case isConstant(restShape, 1):
		if len(resS) == 1 { // unwrap
			return Layout{resS[0], resD[0]}, nil
		}
		return Layout{tuple(resS), tuple(resD)}, nil
	}
	return Layout{tuple(append(resS, restShape)), tuple(append(resD, leafMul(restStride, last)))}, nil
}
