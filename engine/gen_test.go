package engine

import "math/rand/v2"

// gen draws random hierarchical shapes and layouts for the property tests
// and fuzz targets: ranks 1-4, depth up to 3, size-1 and stride-0 modes.
type gen struct{ r *rand.Rand }

func newGen(seed uint64) gen { return gen{rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))} }

func (g gen) shapeDepth(depth int) IntTuple {
	if depth == 0 || g.r.IntN(3) == 0 {
		sizes := []int{1, 2, 2, 3, 4, 4, 6, 8}
		return Int(sizes[g.r.IntN(len(sizes))])
	}
	n := 1 + g.r.IntN(3)
	e := make([]IntTuple, n)
	for i := range e {
		e[i] = g.shapeDepth(depth - 1)
	}
	return tuple(e)
}

// shape is a tuple shape of small size (<= 4096).
func (g gen) shape() IntTuple {
	for {
		s := g.shapeDepth(1 + g.r.IntN(3))
		if s.kind() != kindTuple {
			s = Tuple(s)
		}
		if product(s) <= 4096 {
			return s
		}
	}
}

// layout has random strides: compact and permuted, with gaps, or arbitrary
// small values including 0.
func (g gen) layout() Layout {
	s := g.shape()
	leaves := flatLeaves(s)
	strides := make([]int, len(leaves))
	switch g.r.IntN(3) {
	case 0, 1: // a permuted compact layout, maybe with gaps: injective
		perm := g.r.Perm(len(leaves))
		cur := 1
		for _, i := range perm {
			if g.r.IntN(4) == 0 {
				cur *= 2
			}
			strides[i] = cur
			cur *= leaves[i].v
		}
		if g.r.IntN(4) == 0 {
			strides[g.r.IntN(len(strides))] = 0
		}
	default:
		for i := range strides {
			strides[i] = g.r.IntN(13)
		}
	}
	k := 0
	d := s.mapLeaves(func(int) int { k++; return strides[k-1] })
	return Layout{s, d}
}

// injective is a sub-layout of a permuted compact layout: admissible for
// complement with cotarget the full size. It returns the layout and that size.
func (g gen) injective() (Layout, int) {
	full := g.shape()
	leaves := flatLeaves(full)
	perm := g.r.Perm(len(leaves))
	stride := make([]int, len(leaves))
	cur := 1
	for _, i := range perm {
		stride[i] = cur
		cur *= leaves[i].v
	}
	var ss, ds []int
	for i, l := range leaves {
		if g.r.IntN(3) != 0 {
			ss, ds = append(ss, l.v), append(ds, stride[i])
		}
	}
	if len(ss) == 0 {
		ss, ds = []int{leaves[0].v}, []int{stride[0]}
	}
	return Layout{Ints(ss...), Ints(ds...)}, cur
}

// fromBytes builds a layout from fuzz input (never invalid, size <= 4096).
func layoutFromBytes(b []byte) Layout {
	var seed uint64
	for i, c := range b {
		seed ^= uint64(c) << (8 * (i % 8))
		seed = seed*0x100000001b3 + uint64(i)
	}
	return newGen(seed).layout()
}
