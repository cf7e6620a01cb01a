package atom

import "github.com/cutetui/cutetui/engine"

// Partitions of a tensor whose layout is a composed layout A o O o B, as
// CUTLASS's sgemm_sm80 makes its swizzled shared memory:
// make_tensor(smem_ptr, composition(Swizzle<3,3,3>{}, L)). thrfrg_X and
// tidfrg_X act on B (layout_composed.hpp's generic overloads), and the
// thread's slice is slice_and_offset of the composed layout
// (swizzle_layout.hpp), which folds what the swizzle does to the fixed
// modes into the layout and the pointer's offset where it can.

// PartitionComposed is partition_A|B|C (which) of a tensor of the
// composed layout c: the thread's layout (a plain layout where the
// swizzle folded away) and the offset its pointer moves by.
func (s ThrMMA) PartitionComposed(which string, c engine.ComposedLayout) (engine.Fn, int, error) {
	thrfrg, op, x, y := s.ThrfrgA, engine.OnBThrfrgA, 0, 2
	switch which {
	case "B":
		thrfrg, op, x, y = s.ThrfrgB, engine.OnBThrfrgB, 1, 2
	case "C":
		thrfrg, op, x, y = s.ThrfrgC, engine.OnBThrfrgC, 0, 1
	}
	var f engine.Layout
	r, err := c.OnB(op, func(l engine.Layout) (engine.Layout, error) {
		var err error
		f, err = thrfrg(l)
		return f, err
	})
	if err != nil {
		return nil, 0, err
	}
	rest, err := f.Mode(1, 1)
	if err != nil {
		return nil, 0, err
	}
	thr := engine.Tuple(s.typedCoord(0), engine.Tuple(s.typedCoord(x+1), s.typedCoord(y+1)))
	return sliceFn(r, engine.Tuple(thr, sliceRest(rankOf(rest.Shape()))))
}

// PartitionComposed is partition_S (which "S") or partition_D of a
// tensor of the composed layout c.
func (s ThrCopy) PartitionComposed(which string, c engine.ComposedLayout) (engine.Fn, int, error) {
	tidfrg, op := s.TidfrgS, engine.OnBTidfrgS
	if which == "D" {
		tidfrg, op = s.TidfrgD, engine.OnBTidfrgD
	}
	b, ok := c.Domain()
	if !ok {
		return nil, 0, &engine.Error{Op: "partition_" + which, Cond: "no matching function", Detail: "the composed layout's innermost layout_b is not a layout: " + c.String()}
	}
	r, err := c.OnB(op, func(l engine.Layout) (engine.Layout, error) { return tidfrg(l) })
	if err != nil {
		return nil, 0, err
	}
	rest := sliceRest(b.Rank()).At(1)
	idx := engine.DynInt(s.ThrIdx)
	if s.StaticIdx {
		idx = engine.Int(s.ThrIdx)
	}
	return sliceFn(r, engine.Tuple(idx, engine.Underscore(), rest))
}

// typedCoord is component i of the thread's coordinate with C++'s type:
// get_flat_coord of a run-time index is a run-time int but for a mode of
// size 1 (idx2crd's Int<0>), all static for a static index. A swizzle's
// slice at it keeps the bits a run-time coordinate reaches run-time.
func (s ThrMMA) typedCoord(i int) engine.IntTuple {
	v := s.ThrVMNK.At(i).Value()
	if s.StaticIdx || modeSize(s.ThrLayoutVMNK, i) == 1 {
		return engine.Int(v)
	}
	return engine.DynInt(v)
}

// sliceFn is slice_and_offset(crd, f) of a layout or a composed layout.
func sliceFn(f engine.Fn, crd engine.IntTuple) (engine.Fn, int, error) {
	switch f := f.(type) {
	case engine.Layout:
		return f.Slice(crd)
	case engine.ComposedLayout:
		return f.SliceAndOffset(crd)
	}
	return nil, 0, &engine.Error{Op: "slice", Cond: "no matching function", Detail: f.String()}
}
