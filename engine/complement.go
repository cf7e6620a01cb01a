package engine

// Complement is cute::complement(A, M): a layout B, sorted by stride, whose
// offsets together with A's tile [0, M): (A, B) is a bijection onto [0, M)
// when A is admissible. On filter(A), modes sorted by stride s_i:d_i, with
// d_0' = 1:
//
//	B = coalesce( (d_0/1, d_1/(s_0 d_0), ..., ⌈M/(s_n d_n)⌉) : (1, s_0 d_0, ..., s_n d_n) )
//
// A quotient of 0 means A is not injective: C++ refuses it with "Non-injective
// Layout detected in complement", and so does this. M may be a tuple, as in
// C++ (the rest mode is then ceil_div(M, s_n d_n) folded through M).
//
// C++'s complement(A), with no cotarget, is complement(A, cosize(filter(A))):
// Complement(a, CosizeOf(Filter(a))). Traced, it records the sort and each
// mode.
func Complement(a Layout, cotarget IntTuple, tr ...*Trace) (r Layout, err error) {
	defer catch("complement", &err)
	return checked("complement")(complement(a, cotarget, traceOf(tr)))
}

func complement(a Layout, cotarget IntTuple, tr *Trace) (Layout, error) {
	if err := checkCotarget(cotarget); err != nil {
		return Layout{}, err
	}
	if a.stride.HasBasis() {
		return Layout{}, errBasisStrides("complement", a)
	}
	if !cotarget.IsStatic() {
		return complementDynamic(a, cotarget, tr)
	}
	r, err := complementOf(a, cotarget, tr)
	if err == errDynamic { // A holds a dynamic integer
		return complementDynamic(a, cotarget, tr)
	}
	return r, err
}

// checkCotarget is complement's refusal of a cotarget: `_`, an integer
// below 1, no integer at all.
func checkCotarget(cotarget IntTuple) error {
	if cotarget.HasUnderscore() {
		return errorf("complement", "invalid cotarget", "_ in %s", cotarget)
	}
	if !allNonNegative(cotarget) {
		return errorf("complement", "invalid cotarget", "%s must not be negative", cotarget)
	}
	// C++ folds the flattened cotarget from its first integer
	// (coalesce(shape) is fold_first) and the flattened A from its last
	// (filter is coalesce): neither compiles when there is none.
	if countLeaves(cotarget) == 0 {
		return errorf("complement", "empty cotarget", "the cotarget %s holds no integer", cotarget)
	}
	return nil
}

// complementOf is complement(A, M) for a checked cotarget.
func complementOf(a Layout, cotarget IntTuple, tr *Trace) (Layout, error) {
	var sbuf, dbuf [16]int
	s, d, err := complementModes(a, cotarget, tr, sbuf[:0], dbuf[:0])
	if err != nil {
		return Layout{}, err
	}
	return modesFlat(s, d), nil
}

// modesFlat is the layout of the modes s:d, first to last (at least one):
// an integer layout for one mode, else the flat layout.
func modesFlat(s, d []int) Layout {
	if len(s) == 1 {
		return Layout{Int(s[0]), Int(d[0])}
	}
	return flatLayout(s, d, false)
}

// complementModes is complementOf's work: the modes of the result, first
// to last, appended to outS:outD (one mode for an integer layout, 1:0 for
// size 1), the layout itself built only for a derivation.
func complementModes(a Layout, cotarget IntTuple, tr *Trace, outS, outD []int) ([]int, []int, error) {
	if countLeaves(a.shape) == 0 {
		return outS, outD, errorf("complement", "empty layout", "%s has no mode", a)
	}
	// filter(A)'s modes, last first (fs:fd), without building filter(A):
	// the zeros filtered (a stride-0 mode's shape becomes 1), then coalesced.
	var sbuf, dbuf, fsbuf, fdbuf, rsbuf, rdbuf [16]int
	ss, ok := appendStaticLeafInts(sbuf[:0], &a.shape)
	ds, okd := appendStaticLeafInts(dbuf[:0], &a.stride)
	if !ok || !okd {
		return outS, outD, errDynamic
	}
	for i, d := range ds {
		if d == 0 {
			ss[i] = 1
		}
	}
	fs, fd := bwCoalesceModes(a, ss, ds, false, nil, fsbuf[:0], fdbuf[:0])
	evComplementFilter{&a, &fs, &fd}.to(tr)
	if len(fs) == 1 && (fs[0] == 1 || fd[0] == 0) { // filter(A) is 1:0
		// C++: make_layout(coalesce(cotarget)), the compact layout of the
		// cotarget's size, which is 1:0 when that size is 1.
		n := product(cotarget)
		d := 1
		if n == 1 {
			d = 0
		}
		evComplementTrivial{n, d}.to(tr)
		return append(outS, n), append(outD, d), nil
	}
	// filter(A)'s modes first to last, over A's leaves (no longer needed).
	shapes, strides := ss[:len(fs)], ds[:len(fd)]
	for i := range fs {
		shapes[i], strides[i] = fs[len(fs)-1-i], fd[len(fd)-1-i]
	}
	for i := range shapes {
		if strides[i] < 0 {
			return outS, outD, errorf("complement", "negative stride", "mode %d:%d of %s; complement needs non-negative strides", shapes[i], strides[i], modesLayout(a, fs, fd))
		}
	}
	evComplementSort{&a, &fs, &fd}.to(tr)
	r := len(shapes)
	resS := rsbuf[:0]
	resD := append(rdbuf[:0], 1)
	for i := 0; i < r-1; i++ {
		mi := 0
		for j := range strides {
			if strides[j] < strides[mi] {
				mi = j
			}
		}
		minStride, last := strides[mi], resD[len(resD)-1]
		newShape, newStride := minStride/last, mul(minStride, shapes[mi])
		if newShape == 0 {
			evComplementRefused{shapes[mi], minStride, last}.to(tr)
			return outS, outD, errorf("complement", "Non-injective Layout detected in complement", "mode %d:%d of %s starts inside the %d offsets already covered", shapes[mi], minStride, modesLayout(a, fs, fd), last)
		}
		evComplementNotDivisible{minStride, last}.to(tr)
		evComplementMode{shapes[mi], minStride, last}.to(tr)
		resS, resD = append(resS, newShape), append(resD, newStride)
		shapes = append(shapes[:mi], shapes[mi+1:]...)
		strides = append(strides[:mi], strides[mi+1:]...)
	}
	last := resD[len(resD)-1]
	newShape := strides[0] / last
	if newShape == 0 {
		evComplementRefused{shapes[0], strides[0], last}.to(tr)
		return outS, outD, errorf("complement", "Non-injective Layout detected in complement", "mode %d:%d of %s starts inside the %d offsets already covered", shapes[0], strides[0], modesLayout(a, fs, fd), last)
	}
	evComplementNotDivisible{strides[0], last}.to(tr)
	resS = append(resS, newShape)
	newStride := mul(strides[0], shapes[0])
	rest := ceilDivProduct(cotarget, newStride)
	evComplementLast{shapes[0], strides[0], last}.to(tr)
	evComplementRest{&cotarget, newStride, rest}.to(tr)
	// coalesce(((resS...), rest):((resD...), newStride)), from its flattened
	// modes: the nested layout itself is only built for the derivation.
	var nsbuf, ndbuf [16]int
	ns, nd := bwCoalesceModes(Layout{}, append(resS, rest), append(resD, newStride), false, nil, nsbuf[:0], ndbuf[:0])
	outS, outD = appendModesReversed(outS, outD, ns, nd)
	evComplementCoalesce{&resS, &resD, rest, newStride}.to(tr)
	return outS, outD, nil
}

func sortedString(shapes, strides []int) string {
	order := stableOrder(strides)
	ss, ds := make([]int, len(order)), make([]int, len(order))
	for i, j := range order {
		ss[i], ds[i] = shapes[j], strides[j]
	}
	if len(ss) == 1 {
		return Layout{Int(ss[0]), Int(ds[0])}.String()
	}
	return Layout{Ints(ss...), Ints(ds...)}.String()
}

// allNonNegative reports whether every integer of t is at least 0.
func allNonNegative(t IntTuple) bool {
	if t.kind() != kindTuple {
		return t.v >= 0
	}
	for _, e := range t.elems {
		if !allNonNegative(e) {
			return false
		}
	}
	return true
}
