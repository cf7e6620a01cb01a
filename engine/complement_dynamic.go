package engine

// complementDynamic is complement(A, cotarget) when A or the cotarget holds
// a dynamic integer: detail::complement of filter(A) line by line, each
// integer keeping C++'s static or dynamic type (dynamic.go). As in C++,
// a filtered A of more than one mode must have static strides.
func complementDynamic(a Layout, cotarget IntTuple, tr *Trace) (Layout, error) {
	if countLeaves(a.shape) == 0 {
		return Layout{}, errorf("complement", "empty layout", "%s has no mode", a)
	}
	evDynamicWalk{"complement", &a, &cotarget}.to(tr)
	f := coalesceDynamic(a, false, true, nil)
	evDynComplement{c: dynComplementFilter, a: &a, filt: &f}.to(tr)
	if isConstant(f.stride, 0) { // irreducible rank-1 stride-0 layout
		evDynComplement{c: dynComplementZero, filt: &f}.to(tr)
		s := coalesceShape(cotarget)
		r := Layout{s, compactColMajor(s, 1)}
		evDynResult{"complement", &r}.to(tr)
		return r, nil
	}
	shapes, strides := flatLeaves(f.shape), flatLeaves(f.stride)
	r := len(shapes)
	if r > 1 && !f.stride.IsStatic() {
		return Layout{}, errorf("complement", "Dynamic-stride complement only for rank-1 layouts", "filter(A) = %s has %d modes and a dynamic stride", f.StaticString(), r)
	}
	for i := range shapes {
		if strides[i].v < 0 {
			return Layout{}, errorf("complement", "negative stride", "mode %d:%d of %s; complement needs non-negative strides", shapes[i].v, strides[i].v, f)
		}
	}
	resS := make([]IntTuple, 0, r+1)
	resD := append(make([]IntTuple, 0, r+1), Int(1))
	for i := 0; i < r-1; i++ {
		mi := 0
		for j := range strides {
			if strides[j].v < strides[mi].v {
				mi = j
			}
		}
		minStride := strides[mi]
		newShape, err := leafDiv("complement", minStride, resD[i])
		if err != nil {
			return Layout{}, err
		}
		if isConstant(newShape, 0) {
			return Layout{}, errorf("complement", "Non-injective Layout detected in complement", "mode %d:%d of %s starts inside the %d offsets already covered", shapes[mi].v, minStride.v, f, resD[i].v)
		}
		evDynComplement{c: dynComplementMode, s: &shapes[mi], d: &minStride, last: &resD[i]}.to(tr)
		resS, resD = append(resS, newShape), append(resD, leafMul(minStride, shapes[mi]))
		shapes = append(shapes[:mi], shapes[mi+1:]...)
		strides = append(strides[:mi], strides[mi+1:]...)
	}
	newShape, err := leafDiv("complement", strides[0], resD[r-1])
	if err != nil {
		return Layout{}, err
	}
	if isConstant(newShape, 0) {
		return Layout{}, errorf("complement", "Non-injective Layout detected in complement", "mode %d:%d of %s starts inside the %d offsets already covered", shapes[0].v, strides[0].v, f, resD[r-1].v)
	}
	evDynComplement{c: dynComplementLast, s: &shapes[0], d: &strides[0], last: &resD[r-1]}.to(tr)
	resS = append(resS, newShape)
	newStride := leafMul(strides[0], shapes[0])
	rest, err := ceilDivT("complement", cotarget, newStride)
	if err != nil {
		return Layout{}, err
	}
	restShape := coalesceShape(rest)
	evDynComplement{c: dynComplementRest, s: &cotarget, d: &newStride, last: &rest}.to(tr)
	restStride, _ := compactMajor(restShape, false, newStride)
	out := coalesceDynamic(Layout{Tuple(tuple(resS), restShape), Tuple(tuple(resD), restStride)}, false, false, nil)
	evDynResult{"complement", &out}.to(tr)
	return out, nil
}
