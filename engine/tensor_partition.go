package engine

import "errors"

import "fmt"

// The partitions of tensor_impl.hpp: each is zipped_divide of the tensor
// by a tiler, ((Tile),(Rest)), sliced in one of its two modes.

// InnerPartitionOp is inner_partition(T, tiler, c): zipped_divide(T,
// tiler) sliced at (_, c) — the tile at c — with c padded with _ to the
// rank of the rest mode (an int c indexes the whole mode). tr, if not
// nil, records the steps.
func InnerPartitionOp(tiler Tiler, c IntTuple, tr *Trace) TensorOp {
	return partitionOp("inner_partition", tiler, c, true, tr)
}

// OuterPartitionOp is outer_partition(T, tiler, c): zipped_divide(T,
// tiler) sliced at (c, _) — element c of every tile — with c padded with
// _ to the rank of the tile mode.
func OuterPartitionOp(tiler Tiler, c IntTuple, tr *Trace) TensorOp {
	return partitionOp("outer_partition", tiler, c, false, tr)
}

// partitionOp is inner_partition (inner) or outer_partition, named op in
// its errors and steps.
func partitionOp(op string, tiler Tiler, crd IntTuple, inner bool, tr *Trace) TensorOp {
	return func(l Layout) (Layout, int, error) {
		what := "inner_partition: the tile at coordinate %s of the tiles (mode 1)"
		if !inner {
			what = "outer_partition: element %s of every tile (mode 0)"
		}
		tr.Say(op, "", what+"; first zipped_divide(%s, %s):", crd, l, tiler)
		var z Layout
		var err error
		if tr == nil {
			z, err = ZippedDivide(l, tiler)
		} else {
			done := tr.Nest()
			z, err = ZippedDivide(l, tiler, tr)
			done()
		}
		if err != nil {
			return Layout{}, 0, err
		}
		tr.Say(op, z.String(), "zipped_divide = %s: mode 0 the tile, mode 1 the tiles", z)
		s, err := PartitionCoord(op, z, crd, inner)
		if err != nil {
			if inner {
				tr.Say(op, "", "the coordinate %s has more modes than the tiles' %d", crd, modeRank(z, 1))
			} else {
				tr.Say(op, "", "the coordinate %s has more modes than the tile's %d", crd, modeRank(z, 0))
			}
			return Layout{}, 0, err
		}
		keep := "the tile mode kept whole, the tiles' mode fixed"
		if !inner {
			keep = "the tile mode fixed, the tiles' mode kept whole"
		}
		sub, off, err := z.Slice(s)
		if ae := (*ArithOffsetError)(nil); errors.As(err, &ae) {
			// ScaledBasis strides: the offset is an ArithmeticTuple, which
			// the error carries to Tensor.Apply with the sliced layout.
			tr.Say(op, ae.Sub.String(), "slice it at %s (%s): %s, starting at the ArithmeticTuple offset %s", s, keep, ae.Sub, ae.Offset)
			return Layout{}, 0, err
		}
		if err != nil {
			tr.Say(op, "", "the slice %s fails: %v", s, err)
			return Layout{}, 0, err
		}
		tr.Say(op, sub.String(), "slice it at %s (%s): %s, starting at offset %d", s, keep, sub, off)
		return sub, off, nil
	}
}

// LocalTileOp is local_tile(T, tiler, c) = inner_partition(T, tiler, c).
func LocalTileOp(tiler Tiler, c IntTuple, tr *Trace) TensorOp {
	tr.Say("local_tile", "", "local_tile(T, tiler, coord) = inner_partition(T, tiler, coord)")
	return partitionOp("local_tile", tiler, c, true, tr)
}

// LocalPartitionOp is local_partition(T, thr, index) =
// outer_partition(T, product_each(shape(thr)), thr.get_flat_coord(index)):
// thread index's element of every tile of the thread layout thr, where
// get_flat_coord(i) is, mode by mode, the colexicographic index of
// idx2crd(i, shape(thr), stride(thr)). The index is the static Int<index>.
func LocalPartitionOp(thr Layout, index int, tr *Trace) (TensorOp, error) {
	return LocalPartitionOpT(thr, Int(index), tr)
}

// LocalPartitionOpT is LocalPartitionOp of an index static or dynamic, as
// C++'s Index: get_flat_coord gives its coordinate C++'s types (a
// run-time index a run-time coordinate in every mode), which a coordinate
// tensor's offset keeps.
func LocalPartitionOpT(thr Layout, idx IntTuple, tr *Trace) (TensorOp, error) {
	const op = "local_partition"
	index := idx.Value()
	if !idx.IsInt() || index < 0 {
		return nil, errorf(op, "the index must not be negative", "%s", idx)
	}
	hier, err := Idx2CrdStride(idx, thr.Shape(), thr.Stride())
	if err != nil {
		tr.Say(op, "", "thread %d is not in the thread layout %s: %v", index, thr, err)
		return nil, err
	}
	tr.Say(op, hier.String(), "thread %d sits at coordinate %s of the thread layout %s (the coordinate whose index is %d)", index, hier, thr, index)
	sh := thr.Shape()
	var tiler, crd IntTuple
	if sh.IsTuple() {
		ts, cs := make([]IntTuple, sh.Len()), make([]IntTuple, sh.Len())
		for j := range ts {
			if _, err := Size(sh.At(j)); err != nil {
				return nil, err
			}
			ts[j] = productT(sh.At(j))
			k, err := Crd2IdxShapeT(hier.At(j), sh.At(j))
			if err != nil {
				return nil, err
			}
			cs[j] = k
		}
		tiler, crd = Tuple(ts...), Tuple(cs...)
	} else {
		if _, err := Size(sh); err != nil {
			return nil, err
		}
		tiler, crd = productT(sh), hier
	}
	tr.Say(op, crd.String(), "get_flat_coord: each mode's coordinate as one index, %s; the tiler is product_each(shape) = %s", crd, tiler)
	tr.Say(op, "", "local_partition(T, thr, %d) = outer_partition(T, %s, %s): thread %d takes element %s of every %s tile", index, tiler, crd, index, crd, tiler)
	return partitionOp(op, tiler, crd, false, tr), nil
}

// InnerPartition is inner_partition(T, tiler, c).
func InnerPartition(t Tensor, tiler Tiler, c IntTuple) (Tensor, error) {
	return t.Apply(InnerPartitionOp(tiler, c, nil))
}

// OuterPartition is outer_partition(T, tiler, c).
func OuterPartition(t Tensor, tiler Tiler, c IntTuple) (Tensor, error) {
	return t.Apply(OuterPartitionOp(tiler, c, nil))
}

// LocalTile is local_tile(T, tiler, c).
func LocalTile(t Tensor, tiler Tiler, c IntTuple) (Tensor, error) {
	return t.Apply(LocalTileOp(tiler, c, nil))
}

// LocalPartition is local_partition(T, thr, index).
func LocalPartition(t Tensor, thr Layout, index int) (Tensor, error) {
	f, err := LocalPartitionOp(thr, index, nil)
	if err != nil {
		return Tensor{}, err
	}
	return t.Apply(f)
}

// PartitionCoord is the coordinate inner_partition (inner) or
// outer_partition slices zipped_divide's result z at:
// (repeat<R0>(_), append<R1>(crd,_)), or (append<R0>(crd,_), repeat<R1>(_)),
// a crd that is no tuple taken as it is (R0, R1 the ranks of z's modes).
func PartitionCoord(op string, z Layout, crd IntTuple, inner bool) (IntTuple, error) {
	r0, r1 := modeRank(z, 0), modeRank(z, 1)
	switch {
	case inner && crd.IsTuple():
		a, err := appendUnderscores(op, crd, r1)
		if err != nil {
			return IntTuple{}, err
		}
		return Tuple(underscoreTuple(r0), a), nil
	case inner:
		return Tuple(underscoreTuple(r0), crd), nil
	case crd.IsTuple():
		a, err := appendUnderscores(op, crd, r0)
		if err != nil {
			return IntTuple{}, err
		}
		return Tuple(a, underscoreTuple(r1)), nil
	}
	return Tuple(crd, underscoreTuple(r1)), nil
}

// modeRank is the rank of mode i of l (1 for an int mode).
func modeRank(l Layout, i int) int {
	s := l.Shape()
	if !s.IsTuple() || i >= s.Len() {
		return 1
	}
	if m := s.At(i); m.IsTuple() {
		return m.Len()
	}
	return 1
}

// underscoreTuple is repeat<n>(_): _ itself for n = 1.
func underscoreTuple(n int) IntTuple {
	if n == 1 {
		return Underscore()
	}
	u := make([]IntTuple, n)
	for i := range u {
		u[i] = Underscore()
	}
	return Tuple(u...)
}

// appendUnderscores is append<n>(crd, _): a tuple crd padded with _ to
// rank n, refused where crd has more than n modes.
func appendUnderscores(op string, crd IntTuple, n int) (IntTuple, error) {
	if crd.Len() > n {
		return IntTuple{}, &Error{Op: op, Cond: "N >= tuple_size<T>::value", Detail: fmt.Sprintf("append<%d>(coord, _) of the rank-%d coordinate %s", n, crd.Len(), crd)}
	}
	if n == 1 && crd.Len() == 1 {
		return crd.At(0), nil
	}
	e := make([]IntTuple, n)
	for i := range e {
		if i < crd.Len() {
			e[i] = crd.At(i)
		} else {
			e[i] = Underscore()
		}
	}
	return Tuple(e...), nil
}
