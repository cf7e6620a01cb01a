package value

import (
	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// Size is budget less the number of nodes v holds: its ints, `_` and
// tuples, and for a composed layout every node of the chain (A, the
// offset and B, each counted again where the same part appears twice, as
// printing and every operation walk it), for a tensor its pointer and
// layout, for a TiledMMA or TiledCopy its layouts and tilers. It stops
// early, at a negative number, once the budget is spent, so it takes at
// most budget steps whatever v holds (a chain shared 2^40 times over
// costs no more than one of budget nodes).
func Size(v Value, budget int) int {
	switch v := v.(type) {
	case TupleValue:
		return tupleBudget(v.T, budget)
	case LayoutValue:
		return layoutBudget(v.L, budget)
	case TilerValue:
		return tilerBudget(v.T, budget)
	case ComposedValue:
		return fnBudget(v.C, budget)
	case TextValue:
		if v.Composed != nil {
			return fnBudget(*v.Composed, budget-1)
		}
		return layoutBudget(v.L, budget-1)
	case PairValue:
		if v.Composed != nil {
			return fnBudget(*v.Composed, budget-2)
		}
		return layoutBudget(v.L, budget-2)
	case TensorValue:
		return layoutBudget(v.T.Layout, budget-2)
	case DescTensorValue:
		return layoutBudget(v.L, budget-2)
	case ComposedTensorValue:
		return fnBudget(v.C, budget-2)
	case CoordTensorValue:
		return layoutBudget(v.T.Layout, tupleBudget(v.coord(), budget-1))
	case BasisLayoutValue:
		return basisBudget(v.B, budget)
	case NotedValue:
		return Size(v.V, budget-1)
	case TiledMMAValue:
		return tiledMMABudget(v.T, budget)
	case ThrMMAValue:
		return tiledMMABudget(v.S.TiledMMA, tupleBudget(v.S.ThrVMNK, budget))
	case TiledCopyValue:
		return tiledCopyBudget(v.T, budget)
	case ThrCopyValue:
		return tiledCopyBudget(v.S.TiledCopy, budget-1)
	case ValuesValue:
		budget--
		for i := 0; i < len(v.Vals) && budget >= 0; i++ {
			budget = Size(v.Vals[i], budget)
		}
		return budget
	}
	return budget - 1
}

// fnBudget is budget less the nodes of a layout, swizzle or composed
// layout, every node of a chain counted (its recursion is as deep as the
// chain, which the budget bounds).
func fnBudget(f engine.Fn, budget int) int {
	switch f := f.(type) {
	case engine.Layout:
		return layoutBudget(f, budget)
	case engine.ComposedLayout:
		budget -= 2 // the node and its offset
		if budget < 0 {
			return budget
		}
		if budget = fnBudget(f.A(), budget); budget < 0 {
			return budget
		}
		return fnBudget(f.B(), budget)
	}
	return budget - 1 // a swizzle
}

// basisBudget is budget less the nodes of a layout with ScaledBasis
// strides: its layout and coprofile.
func basisBudget(b atom.BasisLayout, budget int) int {
	budget = tupleBudget(b.Coprofile, budget-1)
	if budget < 0 {
		return budget
	}
	return layoutBudget(b.L, budget)
}

func tiledMMABudget(t atom.TiledMMA, budget int) int {
	budget = layoutBudget(t.ThrLayoutVMNK, budget-1)
	for i := 0; i < len(t.Permutation) && budget >= 0; i++ {
		if t.Permutation[i] != nil {
			budget = tilerBudget(t.Permutation[i], budget)
		}
	}
	return budget
}

func tiledCopyBudget(t atom.TiledCopy, budget int) int {
	budget = layoutBudget(t.LayoutTV, budget-1)
	if budget >= 0 {
		budget = tupleBudget(t.TilerMN, budget)
	}
	if budget >= 0 && t.Tiler != nil {
		budget = tilerBudget(t.Tiler, budget)
	}
	return budget
}

// tupleBudget is budget less the number of ints, `_` and tuples of t,
// stopping early as Size does.
func tupleBudget(t engine.IntTuple, budget int) int {
	budget--
	n := t.Len() // 0 for an int or `_`
	for i := 0; i < n && budget >= 0; i++ {
		if e := t.At(i); e.IsTuple() {
			budget = tupleBudget(e, budget)
		} else {
			budget-- // an int or `_`, without a call
		}
	}
	return budget
}

func layoutBudget(l engine.Layout, budget int) int {
	return tupleBudget(l.Stride(), tupleBudget(l.Shape(), budget))
}

func tilerBudget(t engine.Tiler, budget int) int {
	switch t := t.(type) {
	case engine.IntTuple:
		return tupleBudget(t, budget)
	case engine.Layout:
		return layoutBudget(t, budget)
	case engine.ByMode:
		budget--
		for i := 0; i < len(t) && budget >= 0; i++ {
			budget = tilerBudget(t[i], budget)
		}
	}
	return budget
}
