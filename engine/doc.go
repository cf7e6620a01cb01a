// Package engine is CuTe's layout algebra in pure Go.
//
// Its answers are those of C++ CuTe (include/cute/layout.hpp, int_tuple.hpp,
// swizzle.hpp, tensor_impl.hpp), static and dynamic integers alike. Where C++ rejects an input with a
// static_assert, the engine returns an *Error naming the same condition.
//
// The pieces, each in its own file:
//
//	inttuple.go     IntTuple: an integer (static or dynamic), a tuple of IntTuples, _, or a ScaledBasis
//	basis.go        ScaledBasis k@i: its arithmetic (ArithAdd), Crd2Idx to an ArithmeticTuple
//	dynamic.go      static and dynamic integers: C++'s is_static branches, listed
//	coalesce_dynamic.go, complement_dynamic.go, composition_dynamic.go, inverse_dynamic.go
//	                the walks taken when a dynamic integer is present
//	divisibility.go what a dynamic integer is known to be a multiple of (the DSL's ?{div=N})
//	tuple_ops.go    rank, depth, size, get, flatten, congruent, compatible, zip, ...
//	tuple_algorithms.go the IntTuple overloads of int_tuple.hpp and tuple_algorithms.hpp
//	crd2crd.go      crd2crd (stride.hpp)
//	elem_scale.go   elem_scale (int_tuple.hpp)
//	replace.go      replace<N> (tuple_algorithms.hpp)
//	unflatten.go    unflatten (tuple_algorithms.hpp)
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
//	layout_composed.go the general composed layout A o offset o B (layout_composed.hpp)
//	layout_composed_onb.go OnB: the operations that act on B and recompose, typed
//	fn.go           Fn's operations (composition, inverses, upcast, downcast) for a Layout and a Swizzle
//	like.go         layouts shaped like another (make_layout_like, make_fragment_like)
//	offsets.go      Offsets: L(k) for every index k
//	tensor.go       Tensor: an iterator (pointer, TMEM address, coordinate, descriptor) and a layout
//	tensor_arith.go counting tensors: the ArithTuple iterator, make_identity_tensor, make_coord_tensor, coprofile
//	pointer_subbyte.go a sub-byte pointer's arithmetic (subbyte_iterator: byte and bit)
//	pointer_tmem.go TmemPointer: tmem_ptr<T>, a lane and column address and its arithmetic
//	tensor_partition.go local_tile, local_partition, inner/outer_partition, slicing, domain_offset, recast
//	compact.go      compact_major (col/row) and compact_order strides
//	recast.go       upcast, downcast
//	common.go       max_common_vector/layout, nullspace, tile_to_shape
//	print.go        Style and Printer: a value printed in cutetui's notation or cute::print's
//	print_layout.go CuTe's print_layout table
//	trace.go        Trace: the derivation steps recorded by the algorithms on request
//	derivation.go   the typed events the algorithms record, and their sentences
//	derivation_dynamic.go  the dynamic walks' events: where C++'s compile-time branches differ
//	explain_steps.go Say and Nest: steps written outside this package's algorithms
//	errors.go       Error, checked arithmetic, catch
//	tiler.go        Tiler: a layout, an integer, a shape, _ or <T0,T1,...>
//
// A Layout, Swizzle or ComposedLayout keeps its representation private and
// is built checked, so no exported function panics; overflow is an *Error.
//
// # One function per CuTe name
//
// Every algebra function has one implementation, under its CuTe name, with
// C++'s arguments and then an optional derivation trace:
//
//	func Coalesce(l Layout, tr ...*Trace) Layout
//	func Composition(a Layout, b Tiler, tr ...*Trace) (Layout, error)
//	func Complement(a Layout, cotarget IntTuple, tr ...*Trace) (Layout, error)
//
// The trace is variadic so that a call reads as C++'s line does
// (Coalesce(l), as coalesce(l)) and the tutor's "show me why" is the same
// call with one more argument (Coalesce(l, tr)); only the first trace is
// used, and a nil *Trace records nothing (its methods are nil-safe), so
// the algorithms record their steps unconditionally (trace.go). A C++
// overload by arity is the Go call that C++'s body makes: complement(A) is
// Complement(A, CosizeOf(Filter(A))). A family that a caller picks at run
// time (the divides, the products) has an enum whose Apply runs the member
// by its CuTe name (Divide, Product).
//
// C++ also overloads on the type of the operand: a Layout, a Swizzle or a
// ComposedLayout (Fn). Go dispatches on a receiver, so the Layout function
// carries the CuTe name and the algebra, and the overloads for a swizzle
// or a composed layout are methods of those types under the same name
// (ComposedLayout.RightInverse, Swizzle.Upcast, ComposedLayout.Nullspace,
// ComposedLayout.MaxCommonVector). The operations C++ defines for all
// three (composition, right_inverse, left_inverse, upcast, downcast) are
// the methods of the Fn interface, so code holding an Fn of either kind
// calls f.Upcast(n); a Layout's are its functions, its result held as an
// Fn (fn.go). layout_composed.hpp's generic rule — act on layout B and
// compose the result with A and the offset again — is written once, as
// ComposedLayout.OnB, taking a typed operation (OnB: which of C++'s
// operations, and whether it recomposes or answers for B alone).
package engine
