// The C++ behind TestCppPrintoutsReadBack (readback_test.go), built as derivations.cpp is.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cstdio>
using namespace cute;
int main() {
  auto f = make_tensor<float>(make_shape(Int<2>{},Int<3>{})); print(f); printf("\n");
  
  auto I = make_identity_tensor(make_shape(Int<4>{},Int<5>{},Int<6>{})); print(I(_,_,1)); printf("\n");
  auto J = make_identity_tensor(make_shape(4,make_shape(2,3))); print(J); printf("\n");
  auto C = make_coord_tensor(make_layout(make_shape(4,5),make_stride(1,4))); print(C); printf("\n");
  auto T = make_tensor(make_gmem_ptr<half_t>(nullptr), make_layout(make_shape(Int<8>{},Int<8>{}))); print(T); printf("\n");
  print(make_identity_layout(make_shape(4,5))); printf("\n");
  auto K = make_identity_tensor(make_shape(Int<4>{},Int<4>{})); print(local_tile(K, Shape<_2,_2>{}, make_coord(1,1))); printf("\n");
  print(E<1,0>{}); printf("\n");
  print(3*E<1>{}); printf("\n");
}
