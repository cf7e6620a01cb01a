// The C++ side of testdata/transcripts/print_tensor.txt: compile with g++
// -std=c++17 against CUTLASS (see internal/crosscheck for the flags and
// the CUDA stand-ins) and compare its output with `cutetui eval --static`.
#include <cute/tensor.hpp>
using namespace cute;
int main() {
  print_tensor(make_identity_tensor(make_shape(Int<2>{},Int<3>{})));
  print_tensor(make_identity_tensor(make_shape(Int<2>{},Int<2>{},Int<2>{})));
  print_tensor(make_identity_tensor(make_shape(make_shape(Int<2>{},Int<2>{}),Int<3>{})));
  print_tensor(make_identity_tensor(Int<4>{}));
  print_tensor(local_tile(make_identity_tensor(make_shape(Int<8>{},Int<8>{})), make_shape(Int<2>{},Int<2>{}), make_coord(Int<1>{},Int<2>{})));
  print_tensor(make_identity_tensor(make_shape(Int<2>{},Int<1>{},Int<2>{},Int<2>{})));
}
