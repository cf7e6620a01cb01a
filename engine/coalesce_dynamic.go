package engine

// bwCoalesceDynamic is bw_coalesce over the flattened leaves ss:ds of a
// layout with dynamic integers, following C++'s is_constant and is_static
// branches (see dynamic.go); keepLast is coalesce_x's _2 for a trailing _1.
// The result is built back to front in ns:nd, its first mode last.
func bwCoalesceDynamic(ss, ds []IntTuple, keepLast bool, tr *Trace) Layout {
	r := len(ss)
	ns, nd := []IntTuple{ss[r-1]}, []IntTuple{ds[r-1]}
	if keepLast && isConstant(ns[0], 1) {
		ns[0] = Int(2)
	}
	for i := r - 2; i >= 0; i-- {
		s, d := ss[i], ds[i]
		f := len(ns) - 1 // the result's first mode
		switch {
		case isConstant(s, 1):
			evDynCoalesce{dynCoalesceDrop, i, &s, &d, &ns, &nd}.to(tr)
		case len(ns) == 1 && isConstant(ns[0], 1):
			ns[0], nd[0] = s, d
			evDynCoalesce{dynCoalesceReplace, i, &s, &d, &ns, &nd}.to(tr)
		case !ns[f].dynamic() && constantEqual(leafMul(s, d), nd[f]):
			ns[f], nd[f] = leafMul(s, ns[f]), d
			evDynCoalesce{dynCoalesceMerge, i, &s, &d, &ns, &nd}.to(tr)
		default:
			ns, nd = append(ns, s), append(nd, d)
			evDynCoalesce{dynCoalesceKeep, i, &s, &d, &ns, &nd}.to(tr)
		}
	}
	switch {
	case len(ns) == 1 && isConstant(ns[0], 1):
		return Layout{Int(1), Int(0)}
	case len(ns) == 1:
		return Layout{ns[0], nd[0]}
	}
	for i, j := 0, len(ns)-1; i < j; i, j = i+1, j-1 {
		ns[i], ns[j] = ns[j], ns[i]
		nd[i], nd[j] = nd[j], nd[i]
	}
	return Layout{tuple(ns), tuple(nd)}
}

// coalesceDynamic is coalesce (coalesce_x if keepLast, filter if
// filterZeros) of a layout with dynamic integers: the walk of
// bwCoalesceDynamic over its flattened leaves, each step traced.
func coalesceDynamic(l Layout, keepLast, filterZeros bool, tr *Trace) Layout {
	ss, ds := flatLeaves(l.shape), flatLeaves(l.stride)
	if len(ss) == 0 {
		return Layout{Int(1), Int(0)}
	}
	evDynamicWalk{"coalesce", &l, nil}.to(tr)
	if filterZeros {
		for i, d := range ds {
			if isConstant(d, 0) { // filter_zeros: only a static _0 stride
				ss[i] = Int(1)
				evDynFilter{i}.to(tr)
			}
		}
	}
	evDynFlatten{&l, &ss, &ds}.to(tr)
	out := bwCoalesceDynamic(ss, ds, keepLast, tr)
	evDynResult{"coalesce", &out}.to(tr)
	return out
}
