// The C++ behind TestDerivationValuesAreCpps (explain_cpp_test.go). Build:
// g++ -std=c++17 -O0 -w -I engine/crosscheck/stubs -I $CUTLASS_DIR/include -D__device__= -DCUTLASS_ENABLE_DIRECT_CUDA_DRIVER_CALL derivations.cpp
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cstdio>
using namespace cute;
#define P(x) do { print(x); printf("\n"); } while (0)
int main() {
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, make_layout(make_shape(_2{},_2{},_1{})));
  auto ref = make_layout(make_shape(tile_size<0>(mma), tile_size<2>(mma)));
  P(ref);
  auto t = logical_divide(ref, make_tile(mma.permutation_mnk<0>(), mma.permutation_mnk<2>())); P(t);
  auto c = zipped_divide(t, make_tile(make_layout(_16{}), make_layout(_16{}))); P(c);
  using Atom = MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>;
  auto tv = c.compose(typename Atom::LayoutA_TV{}, _); P(tv);
  auto thr = zipped_divide(tv, make_tile(_, make_tile(make_layout(_2{}), make_layout(_1{})))); P(thr);
  P(mma.thrfrg_A(ref));
  P(mma.get_layoutA_TV());
  auto cp = make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, make_layout(make_shape(_8{},_4{}), make_stride(_4{},_1{})), make_layout(make_shape(_1{},_4{})));
  P(raked_product(make_layout(make_shape(_8{},_4{}), make_stride(_4{},_1{})), make_layout(make_shape(_1{},_4{}))));
  P(cp.get_layoutS_TV());
  P(cp.tidfrg_D(make_layout(make_shape(_16{},_32{}))));
  P(tile_to_shape(Layout<Shape<_2,_2>,Stride<_1,_2>>{}, Shape<_8,_4>{}));
  P(max_common_layout(Layout<Shape<_4,_8>,Stride<_1,_4>>{}, Layout<Shape<_4,_8>,Stride<_1,_4>>{}));
  auto tc = cp.get_slice(9);
  P(tc.retile_D(make_tensor<half_t>(Layout<Shape<_4,_2,_2>>{})).layout());
}
