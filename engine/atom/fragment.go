package atom

import "github.com/cutetui/cutetui/engine"

// MakeFragmentLike is make_fragment_like(L) of layout.hpp, which the
// fragments of partition_fragment_A/B take: engine.FragmentLike, a compact
// layout of L's shape whose mode 0 is column-major with L's static
// stride-0 leaves kept at stride 0, and whose other modes follow the order
// of L's strides:
//
//	tiled_product(make_layout(shape<0>, compact_major<LayoutLeft>(filter_zeros(stride<0>, shape<0>))),
//	              make_ordered_layout(take<1,R>(shape), take<1,R>(stride)))
//
// A layout of rank 1 (or an integer shape), or of a shape with a dynamic
// integer, gets make_layout(shape).
func MakeFragmentLike(l engine.Layout) (engine.Layout, error) {
	return engine.FragmentLike(l)
}
