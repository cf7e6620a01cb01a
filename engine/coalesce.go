package engine

// Coalesce is cute::coalesce(L): the same function on [0,size(L)) with as
// few modes as possible. The modes are flattened, then walked from the last
// to the first against the front of the result:
//
//	s:d  with  1:d'      -> drop the size-1 mode
//	1:d' (result) with s:d -> replace it by s:d
//	s:d  with  s':s*d    -> merge into s*s':d
//	otherwise            -> keep apart (prepend s:d)
//
// A result of one mode is an integer layout; a result of size 1 is 1:0.
// It cannot fail: every product it forms is bounded by the size or the
// cosize of l, which MakeLayout keeps within MaxExtent.
func Coalesce(l Layout, tr ...*Trace) Layout { return coalesce(l, traceOf(tr)) }

func coalesce(l Layout, tr *Trace) Layout { return bwCoalesce(l, false, tr) }

// coalesceX is detail::coalesce_x: like coalesce, but it keeps the function
// outside the domain too, by treating a trailing size-1 mode as size 2 so
// that its stride survives. Composition uses it on its left operand.
func coalesceX(l Layout) Layout { return bwCoalesce(l, true, nil) }

// coalescedModes is the modes of coalesce(l) (coalesce_x(l) if keepLast),
// first to last, without building the layout: l's leaves are appended to
// s and d, which are then overwritten with the result's modes. A layout
// with no leaf gives none; a result of size 1 is the mode 1:0, as
// modesLayout makes it.
func coalescedModes(l Layout, keepLast bool, s, d []int) ([]int, []int) {
	s, d = appendLeafInts(s, l.shape), appendLeafInts(d, l.stride)
	if len(s) == 0 {
		return s, d
	}
	var nsbuf, ndbuf [16]int
	ns, nd := bwCoalesceModes(l, s, d, keepLast, nil, nsbuf[:0], ndbuf[:0])
	return appendModesReversed(s[:0], d[:0], ns, nd)
}

// appendModesReversed appends bw_coalesce's modes ns:nd (last first) to
// s:d first to last, the layout modesLayout makes of them: one mode of
// size 1 is 1:0.
func appendModesReversed(s, d, ns, nd []int) ([]int, []int) {
	n := len(ns)
	if n == 1 && ns[0] == 1 {
		return append(s, 1), append(d, 0)
	}
	for i := n - 1; i >= 0; i-- {
		s, d = append(s, ns[i]), append(d, nd[i])
	}
	return s, d
}

// bwCoalesce is detail::bw_coalesce over the flattened modes of l, last to
// first. The result is built back to front in ns:nd, so that its first mode
// (the one each step looks at) is ns[len(ns)-1]:nd[len(nd)-1] and a kept mode
// is an append, not a copy; for up to 16 modes it all stays on the stack.
func bwCoalesce(l Layout, keepLast bool, tr *Trace) Layout {
	var sbuf, dbuf [16]int
	ss, ok := appendStaticLeafInts(sbuf[:0], &l.shape)
	ds, okd := appendStaticLeafInts(dbuf[:0], &l.stride)
	if !ok || !okd {
		return coalesceDynamic(l, keepLast, false, tr)
	}
	return bwCoalesceLeaves(l, ss, ds, keepLast, tr)
}

// appendStaticLeafInts is appendLeafInts of a t whose integers are all
// static, reporting false (and stopping) at a dynamic one: the static
// walks check for dynamic integers in the walk they make anyway.
func appendStaticLeafInts(out []int, t *IntTuple) ([]int, bool) {
	if t.elems == nil {
		return append(out, t.v), true
	}
	if len(t.elems) == 0 { // `_`, a dynamic integer, a basis or ()
		if t.dynamic() || t.kind() == kindBasis {
			return out, false
		}
		if t.kind() == kindUnderscore {
			out = append(out, t.v)
		}
		return out, true
	}
	for i := range t.elems {
		var ok bool
		if out, ok = appendStaticLeafInts(out, &t.elems[i]); !ok {
			return out, false
		}
	}
	return out, true
}

// bwCoalesceLeaves is bwCoalesce of l given the integers ss:ds of its
// flattened shape and stride (filter passes them with its zeros filtered).
func bwCoalesceLeaves(l Layout, ss, ds []int, keepLast bool, tr *Trace) Layout {
	if len(ss) == 0 {
		return Layout{Int(1), Int(0)}
	}
	var nsbuf, ndbuf [16]int
	ns, nd := bwCoalesceModes(l, ss, ds, keepLast, tr, nsbuf[:0], ndbuf[:0])
	out := modesLayout(l, ns, nd)
	evCoalesceResult{&out}.to(tr)
	return out
}

// bwCoalesceModes is bw_coalesce's walk over the modes ss:ds of l (at
// least one): the result's modes, last first, appended to ns and nd. The
// result's first mode (the one each step looks at) is then at the end, and
// a kept mode is an append, not a copy; for up to 16 modes it all stays on
// the stack.
func bwCoalesceModes(l Layout, ss, ds []int, keepLast bool, tr *Trace, ns, nd []int) ([]int, []int) {
	r := len(ss)
	evCoalesceFlatten{&l, &ss, &ds}.to(tr)
	ns, nd = append(ns, ss[r-1]), append(nd, ds[r-1])
	if keepLast && ns[0] == 1 {
		ns[0] = 2
	}
	for i := r - 2; i >= 0; i-- {
		s, d := ss[i], ds[i]
		f := len(ns) - 1 // the result's first mode
		switch {
		case s == 1:
			evCoalesceDrop{i, d, &ns, &nd}.to(tr)
		case len(ns) == 1 && ns[0] == 1:
			old := nd[0]
			ns[0], nd[0] = s, d
			evCoalesceReplace{old, i, &ns, &nd}.to(tr)
		case mul(s, d) == nd[f]:
			ns[f], nd[f] = mul(s, ns[f]), d
			evCoalesceMerge{i, s, &ns, &nd}.to(tr)
		default:
			ns, nd = append(ns, s), append(nd, d)
			evCoalesceKeep{i, &ns, &nd}.to(tr)
		}
	}
	return ns, nd
}

// modesLayout is the layout of the coalesced modes ns:nd, last first: 1:0
// for one mode of size 1, an integer layout for one mode, l itself when it
// is that flat layout already, else the flat layout.
func modesLayout(l Layout, ns, nd []int) Layout {
	switch {
	case len(ns) == 1 && ns[0] == 1:
		return Layout{Int(1), Int(0)}
	case len(ns) == 1:
		return Layout{Int(ns[0]), Int(nd[0])}
	case sameFlat(l, ns, nd):
		return l // already coalesced: l itself, IntTuples being immutable
	}
	return flatLayout(ns, nd, true)
}

// sameFlat reports whether l is the flat layout ns:nd read last first:
// a tuple of integer modes, the same ones.
func sameFlat(l Layout, ns, nd []int) bool {
	n := len(ns)
	if l.shape.kind() != kindTuple || len(l.shape.elems) != n || l.stride.kind() != kindTuple || len(l.stride.elems) != n {
		return false
	}
	for i := range n {
		s, d := l.shape.elems[i], l.stride.elems[i]
		if s.kind() != kindInt || d.kind() != kindInt || s.v != ns[n-1-i] || d.v != nd[n-1-i] {
			return false
		}
	}
	return true
}

// flatLayout is the layout ns:nd of two flat tuples of the same length
// (read last first when reversed), built with one allocation: the two
// tuples share a backing array, IntTuples being immutable.
func flatLayout(ns, nd []int, reversed bool) Layout {
	n := len(ns)
	e := make([]IntTuple, 2*n)
	for i := range n {
		j := i
		if reversed {
			j = n - 1 - i
		}
		e[j], e[n+j] = Int(ns[i]), Int(nd[i])
	}
	return Layout{tuple(e[:n:n]), tuple(e[n:])}
}

// CoalesceProfile is coalesce(L, profile): coalesce applied at the terminals
// of profile, so the result keeps the profile's modes: coalesce of
// (2,(1,6)):(1,(6,2)) by (1,1) is (2,6):(1,2). An integer profile
// coalesces the whole layout.
//
// A layout with no integer at all, such as ():(), is refused here, as C++
// refuses it (bw_coalesce starts from get<R-1> of the flattened shape, R =
// 0); the plain Coalesce answers 1:0 for it.
func CoalesceProfile(l Layout, profile IntTuple) (Layout, error) {
	if profile.kind() != kindTuple {
		if len(flatLeaves(l.shape)) == 0 {
			return Layout{}, errorf("coalesce", "empty layout", "%s has no mode to coalesce", l)
		}
		return Coalesce(l), nil
	}
	if l.shape.kind() == kindTuple && len(l.shape.elems) == 0 {
		// transform_layout of no mode: make_layout() with no argument.
		return Layout{}, errorf("coalesce", "empty layout", "%s has no mode", l)
	}
	return transformLayout("coalesce", l, profile.tilers(), true, func(m Layout, p Tiler) (Layout, error) {
		return CoalesceProfile(m, p.(IntTuple))
	})
}

// Filter is cute::filter(L): coalesce after dropping the stride-0 modes
// (their shapes become 1). The result is injective on its codomain image.
// Like Coalesce, it cannot fail on a Layout, which is valid by construction.
func Filter(l Layout) Layout {
	var sbuf, dbuf [16]int
	ss, ok := appendStaticLeafInts(sbuf[:0], &l.shape)
	ds, okd := appendStaticLeafInts(dbuf[:0], &l.stride)
	if !ok || !okd {
		return coalesceDynamic(l, false, true, nil)
	}
	for i, d := range ds {
		if d == 0 { // filter_zeros: a stride-0 mode's shape becomes 1
			ss[i] = 1
		}
	}
	return bwCoalesceLeaves(l, ss, ds, false, nil)
}

// FilterProfile is filter(L, profile): filter applied at the terminals of profile.
func FilterProfile(l Layout, profile IntTuple) (Layout, error) {
	if profile.kind() != kindTuple {
		if len(flatLeaves(l.shape)) == 0 {
			return Layout{}, errorf("filter", "empty layout", "%s has no mode to filter", l)
		}
		return Filter(l), nil
	}
	if l.shape.kind() == kindTuple && len(l.shape.elems) == 0 {
		// transform_layout of no mode: make_layout() with no argument.
		return Layout{}, errorf("filter", "empty layout", "%s has no mode", l)
	}
	return transformLayout("filter", l, profile.tilers(), true, func(m Layout, p Tiler) (Layout, error) {
		return FilterProfile(m, p.(IntTuple))
	})
}
