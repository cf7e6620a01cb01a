package atom

import "github.com/cutetui/cutetui/engine"

// MakeFragmentLike is make_fragment_like(L) of layout.hpp: a compact layout
// of L's shape whose mode 0 is column-major with L's stride-0 leaves kept
// at stride 0, and whose other modes follow the order of L's strides:
//
//	tiled_product(make_layout(shape<0>, compact_major<LayoutLeft>(filter_zeros(stride<0>, shape<0>))),
//	              make_ordered_layout(take<1,R>(shape), take<1,R>(stride)))
//
// A layout of rank 1 (or an integer shape) gets make_layout(shape).
func MakeFragmentLike(l engine.Layout) (engine.Layout, error) {
	if !l.Shape().IsTuple() || l.Rank() <= 1 {
		return engine.MakeCompactLayout(l.Shape())
	}
	m0, _ := l.Mode(0)
	z := filterZeros(m0.Stride(), m0.Shape())
	s0, err := engine.MakeCompactLayout(z)
	if err != nil {
		return engine.Layout{}, err
	}
	head, err := engine.MakeLayout(m0.Shape(), s0.Stride())
	if err != nil {
		return engine.Layout{}, err
	}
	shapes, strides := l.Shape().Elems()[1:], l.Stride().Elems()[1:]
	restShape, restOrder := engine.Tuple(shapes...), engine.Tuple(strides...)
	d, err := engine.CompactOrder(restShape, restOrder)
	if err != nil {
		return engine.Layout{}, err
	}
	rest, err := engine.MakeLayout(restShape, d)
	if err != nil {
		return engine.Layout{}, err
	}
	return engine.TiledProduct(head, rest)
}

// filterZeros is filter_zeros(a, b): b with 1 wherever a is 0.
func filterZeros(a, b engine.IntTuple) engine.IntTuple {
	if b.IsTuple() {
		out := make([]engine.IntTuple, b.Len())
		for i := range out {
			out[i] = filterZeros(a.At(i), b.At(i))
		}
		return engine.Tuple(out...)
	}
	if a.Value() == 0 {
		return engine.Int(1)
	}
	return b
}
