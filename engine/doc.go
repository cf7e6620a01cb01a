// Package engine is CuTe's layout algebra in pure Go.
//
// Its answers are those of C++ CuTe (include/cute/layout.hpp, int_tuple.hpp,
// swizzle.hpp) with every integer static. Where C++ rejects an input with a
// static_assert, the engine returns an *Error naming the same condition.
//
// The pieces, each in its own file:
//
//	inttuple.go     IntTuple: an integer, a tuple of IntTuples, or _
//	tuple_ops.go    rank, depth, size, get, flatten, congruent, compatible, zip, ...
//	shape_div.go    shape_div, shape_mod, prefix_product, inner_product
//	coord.go        idx2crd and crd2idx (1-D, R-D and natural coordinates)
//	layout.go       Layout = Shape:Stride (private, built checked); make_layout, modes, evaluation
//	slice.go        slicing with _ (slice_and_offset)
//	coalesce.go     coalesce, by-mode coalesce, filter
//	complement.go   complement
//	composition.go  composition with layouts, ints, shapes and by-mode tilers
//	inverse.go      right_inverse, left_inverse
//	divide.go       logical/zipped/tiled/flat divide
//	product.go      logical/zipped/tiled/flat/blocked/raked product
//	swizzle.go      Sw<B,M,S> and composed layouts
//	swizzle_layout.go the algebra of composed layouts (swizzle_layout.hpp)
//	compact.go      compact_major (col/row) and compact_order strides
//	recast.go       upcast, downcast
//	common.go       max_common_vector/layout, nullspace, tile_to_shape
//	print_layout.go CuTe's print_layout table
//	trace.go        Trace: the derivation steps recorded by the algorithms on request
//	derivation.go   the typed events the algorithms record, and their sentences
//	explain.go      the ...Trace functions (and the Divide and Product names)
//	errors.go       Error, checked arithmetic, catch
//	tiler.go        Tiler: a layout, an integer, a shape, _ or <T0,T1,...>
//
// A Layout, Swizzle or ComposedLayout keeps its representation private and
// is built checked, so no exported function panics; overflow is an *Error.
package engine
