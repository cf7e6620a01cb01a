package engine

// exchangeOrder is detail::SortByKey's order of keys (exchangeSortedModes):
// the positions of keys, sorted by an exchange sort.
func exchangeOrder(keys []IntTuple) []int {
	order := make([]int, len(keys))
	for i := range order {
		order[i] = i
	}
	for i := range order {
		for j := i + 1; j < len(order); j++ {
			if keys[order[j]].v < keys[order[i]].v {
				order[i], order[j] = order[j], order[i]
			}
		}
	}
	return order
}

// wrappedModes is wrap(shape) and wrap(stride) of coalesce(l), with
// C++'s types, and the prefix products of the shape from _1.
func wrappedModes(l Layout, op string, tr *Trace) (shape, stride, pre []IntTuple) {
	evDynamicWalk{op, &l, nil}.to(tr)
	c := coalesceDynamic(l, false, false, nil)
	evDynInverse{c: dynInverseCoalesce, op: op, l: &c}.to(tr)
	shape, stride = flatLeaves(c.shape), flatLeaves(c.stride)
	pre = append(make([]IntTuple, 0, len(shape)+1), Int(1))
	for i, s := range shape {
		pre = append(pre, leafMul(s, pre[i]))
	}
	return shape, stride, pre
}

// rightInverseDynamic is right_inverse(L) of a layout with a dynamic
// integer, as C++ computes it: the dynamic strides of coalesce(L) are left
// out, the others walked by increasing stride, and a mode kept while its
// stride is the static extent covered so far.
func rightInverseDynamic(l Layout, tr *Trace) Layout {
	shape, stride, pre := wrappedModes(l, "right_inverse", tr)
	var seq []int // the modes with a static stride
	var keys []IntTuple
	for i, d := range stride {
		if !d.dynamic() {
			seq, keys = append(seq, i), append(keys, d)
		} else {
			evDynInverse{c: dynInverseDynStride, op: "right_inverse", s: &shape[i], d: &stride[i]}.to(tr)
		}
	}
	resS, resD := []IntTuple{Int(1)}, []IntTuple{Int(0)}
	curr := Int(1)
	for _, k := range exchangeOrder(keys) {
		i := seq[k]
		if !constantEqual(stride[i], curr) { // is_constant<istride, curr>
			evDynInverse{c: dynInverseSkip, op: "right_inverse", s: &shape[i], d: &stride[i], covered: &curr}.to(tr)
			continue
		}
		evDynInverse{c: dynInverseKeep, op: "right_inverse", s: &shape[i], d: &stride[i], at: &pre[i]}.to(tr)
		resS, resD = append(resS, shape[i]), append(resD, pre[i])
		curr = leafMul(shape[i], stride[i])
	}
	out := coalesceDynamic(Layout{tuple(resS), tuple(resD)}, false, false, nil)
	evDynResult{"right_inverse", &out}.to(tr)
	return out
}

// leftInverseDynamic is left_inverse(L) of a layout with a dynamic
// integer, as C++ computes it: coalesce(L) must have static strides.
func leftInverseDynamic(l Layout, tr *Trace) (Layout, error) {
	shape, stride, pre := wrappedModes(l, "left_inverse", tr)
	for _, d := range stride {
		if d.dynamic() {
			return Layout{}, errorf("left_inverse", "Left inverse requires static strides", "coalesce(%s) has the dynamic stride %d", l.StaticString(), d.v)
		}
	}
	order := exchangeOrder(stride)
	var resS []IntTuple
	resD := []IntTuple{Int(0)}
	size := Int(1)
	for _, i := range order {
		d := stride[i]
		if isConstant(d, 0) {
			evDynInverse{c: dynInverseZero, op: "left_inverse", s: &shape[i], d: &stride[i]}.to(tr)
			continue
		}
		if d.v < 0 {
			return Layout{}, errorf("left_inverse", "negative stride", "mode %d:%d; left_inverse needs non-negative strides", shape[i].v, d.v)
		}
		if d.v%size.v != 0 {
			return Layout{}, errorf("left_inverse", "Left inverse divisibility condition", "stride %d of mode %d:%d is not a multiple of %d, the size so far", d.v, shape[i].v, d.v, size.v)
		}
		q := Int(d.v / size.v) // static: the strides and sizes so far are
		resS, resD = append(resS, q), append(resD, pre[i])
		evDynInverse{c: dynInverseMode, op: "left_inverse", s: &shape[i], d: &stride[i], covered: &size, rs: &resS, rd: &resD}.to(tr)
		size = leafMul(size, q)
	}
	resS = append(resS, shape[order[len(order)-1]])
	evDynInverse{c: dynInverseClose, op: "left_inverse", rs: &resS, rd: &resD}.to(tr)
	r := coalesceDynamic(Layout{tuple(resS), tuple(resD)}, false, false, nil)
	if err := r.check("left_inverse"); err != nil {
		return r, err
	}
	evDynResult{"left_inverse", &r}.to(tr)
	return r, nil
}
