#include <cute/tensor.hpp>
#include <cute/util/print_latex.hpp>
#include <cstdio>
using namespace cute;
int main() {
  printf("@@1\n"); print_latex(Layout<Shape<_4,_8>>{});
  printf("@@2\n"); print_latex(make_layout(Shape<_8>{}));
  printf("@@3\n"); print_latex(Layout<Shape<Shape<_2,_2>,Shape<_2,_4>>, Stride<Stride<_1,_8>,Stride<_2,_16>>>{});
  printf("@@4\n"); print_latex(Layout<Shape<_4,_4>, Stride<_4,_1>>{});
  printf("@@5\n"); print_latex(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{}));
  printf("@@6\n"); print_latex(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_4,_2>>{}, Layout<Shape<_1,_2>>{}));
  printf("@@7\n"); print_latex(make_layout(Shape<_3,_5>{}, LayoutRight{}));
}
