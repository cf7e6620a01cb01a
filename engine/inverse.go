package engine

import "sort"

// stableOrder returns the indices of the modes sorted by stride, ties in
// mode order (complement's sort, which its derivation prints).
func stableOrder(stride []int) []int {
	order := make([]int, len(stride))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return stride[order[a]] < stride[order[b]] })
	return order
}

// exchangeSortedModes is cute::detail::SortByKey over the strides, as
// right_inverse and left_inverse use it: an exchange sort (for each i, swap
// in any later j whose stride is smaller), which is not stable — equal
// strides after a smaller one come out reversed: strides (2,2,1) sort as
// modes 2,1,0. It also returns the exclusive prefix products of the shape.
// The results are appended to order[:0] and pre[:0] (the callers' stack
// buffers).
func exchangeSortedModes(shape, stride, order, pre []int) ([]int, []int) {
	order = order[:0]
	for i := range stride {
		order = append(order, i)
	}
	for i := range order {
		for j := i + 1; j < len(order); j++ {
			if stride[order[j]] < stride[order[i]] {
				order[i], order[j] = order[j], order[i]
			}
		}
	}
	pre = append(pre[:0], 1)
	for i, s := range shape {
		pre = append(pre, mul(pre[i], s))
	}
	return order, pre
}

// RightInverse is cute::right_inverse(L): the largest layout R with
// L(R(i)) = i for all i < size(R). After coalescing L, walk its modes by
// increasing stride (in C++'s unstable exchange-sort order), keeping each
// mode whose stride equals the extent covered so far; mode i contributes
// shape s_i at stride prefix_product_i. Stride-0 modes are skipped:
// (4,(2)):(0,(1)) -> 2:4. It cannot fail: its products are bounded by the
// size and cosize of l, which MakeLayout keeps within MaxExtent.
// Traced, it records the sorted modes.
func RightInverse(l Layout, tr ...*Trace) Layout {
	r, _ := rightInverse(l, traceOf(tr))
	return r
}

func rightInverse(l Layout, tr *Trace) (r Layout, err error) {
	defer catch("right_inverse", &err)
	if !l.IsStatic() {
		return rightInverseDynamic(l, tr), nil
	}
	var sb, db, ob, pb, rsb, rdb [16]int
	shape, stride := coalescedModes(l, false, sb[:0], db[:0]) // coalesce(L)'s modes
	if len(shape) == 0 {
		shape, stride = append(shape, 1), append(stride, 0) // coalesce of no mode is 1:0
	}
	order, pre := exchangeSortedModes(shape, stride, ob[:0], pb[:0])
	evRightInverseSort{&l}.to(tr)
	resS, resD := append(rsb[:0], 1), append(rdb[:0], 0)
	curr := 1
	for _, i := range order {
		if stride[i] != curr {
			evRightInverseSkip{shape[i], stride[i], curr}.to(tr)
			continue
		}
		evRightInverseKeep{shape[i], stride[i], pre[i]}.to(tr)
		resS, resD = append(resS, shape[i]), append(resD, pre[i])
		curr = mul(shape[i], stride[i])
	}
	r = bwCoalesceLeaves(Layout{}, resS, resD, false, nil) // coalesce(resS:resD), from its modes
	evRightInverseResult{&r}.to(tr)
	return r, nil
}

// LeftInverse is cute::left_inverse(L): a layout R with R(L(i)) = i for
// every i < size(L) when L is injective. After coalescing L, walk its
// non-zero-stride modes by increasing stride (exchange-sort order, as for
// right_inverse): mode i adds the shape
// d_i / (size so far) at stride prefix_product_i; the last mode's shape ends
// it. C++ requires each d_i to be a multiple of the size so far ("Left
// inverse divisibility condition"). 4:2 -> (2,4):(0,1).
// Traced, it records the sorted modes.
func LeftInverse(l Layout, tr ...*Trace) (Layout, error) { return leftInverse(l, traceOf(tr)) }

func leftInverse(l Layout, tr *Trace) (r Layout, err error) {
	defer catch("left_inverse", &err)
	if l.stride.HasBasis() {
		return Layout{}, errBasisStrides("left_inverse", l)
	}
	if !l.IsStatic() {
		return leftInverseDynamic(l, tr)
	}
	var sb, db, ob, pb, rsb, rdb [16]int
	shape, stride := coalescedModes(l, false, sb[:0], db[:0]) // coalesce(L)'s modes
	if len(shape) == 0 {
		shape, stride = append(shape, 1), append(stride, 0) // coalesce of no mode is 1:0
	}
	order, pre := exchangeSortedModes(shape, stride, ob[:0], pb[:0])
	evLeftInverseSort{&l}.to(tr)
	resS := rsb[:0]
	resD := append(rdb[:0], 0)
	size := 1
	for _, i := range order {
		d := stride[i]
		if d == 0 {
			evLeftInverseSkip{shape[i]}.to(tr)
			continue
		}
		if d < 0 {
			return Layout{}, errorf("left_inverse", "negative stride", "mode %d:%d; left_inverse needs non-negative strides", shape[i], d)
		}
		if d%size != 0 {
			return Layout{}, errorf("left_inverse", "Left inverse divisibility condition", "stride %d of mode %d:%d is not a multiple of %d, the size so far", d, shape[i], d, size)
		}
		resS, resD = append(resS, d/size), append(resD, pre[i])
		evLeftInverseMode{shape[i], d, size, &resD}.to(tr)
		size = mul(size, d/size)
	}
	lastShape := shape[order[len(order)-1]]
	resS = append(resS, lastShape)
	evLeftInverseClose{&resS, &resD}.to(tr)
	r = bwCoalesceLeaves(Layout{}, resS, resD, false, nil) // coalesce(resS:resD), from its modes
	if err := r.check("left_inverse"); err != nil {
		return Layout{}, err
	}
	evLeftInverseResult{&r}.to(tr)
	return r, nil
}
