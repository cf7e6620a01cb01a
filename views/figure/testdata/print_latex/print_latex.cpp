// print_latex.cpp: what CuTe's print_latex prints for the figures the
// tests compare (views/figure/tex_test.go). Built with g++ -std=c++17
// against CUTLASS 7107b055's include/ and engine/crosscheck/stubs, and
// run; each figure follows a line "@@name" and is saved as name.tex
// (the large ones recorded in SHA256SUMS); print_svg's follow "@@svg_..."
// and are saved as name.svg.
#include <cute/tensor.hpp>
#include <cute/util/print_latex.hpp>
#include <cute/util/print_svg.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cstdio>
using namespace cute;
int main() {
  printf("@@layout_4x8\n"); print_latex(Layout<Shape<_4,_8>>{});
  printf("@@layout_8\n"); print_latex(make_layout(Shape<_8>{}));
  printf("@@layout_hier\n"); print_latex(Layout<Shape<Shape<_2,_2>,Shape<_2,_4>>, Stride<Stride<_1,_8>,Stride<_2,_16>>>{});
  printf("@@layout_rowmajor\n"); print_latex(Layout<Shape<_4,_4>, Stride<_4,_1>>{});
  printf("@@mma_sm80_16x8x8\n"); print_latex(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{}));
  printf("@@copy_universal\n"); print_latex(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_4,_2>>{}, Layout<Shape<_1,_2>>{}));
  printf("@@layout_right_3x5\n"); print_latex(make_layout(Shape<_3,_5>{}, LayoutRight{}));

  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{});
  printf("@@mma_sm80_16x8x16_2x2\n"); print_latex(mma);
  printf("@@mma_sm80_perm\n"); print_latex(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{}, Layout<Shape<_2,_1,_1>>{}, Tile<_32,_16,_8>{}));
  printf("@@mma_gmma_64x16x16\n"); print_latex(make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}));
  printf("@@copy_128\n"); print_latex(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{}));
  printf("@@copy_ldsm_A\n"); print_latex(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma));
  printf("@@mma_fma\n"); print_latex(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_4,_2,_1>>{}));

  printf("@@swizzle_4x4\n"); print_latex(composition(Swizzle<2,0,2>{}, Layout<Shape<_4,_4>,Stride<_4,_1>>{}));
  {
    auto tv = Layout<Shape<Shape<_4,_2>,Shape<_2,_2>>, Stride<Stride<_2,_16>,Stride<_1,_8>>>{};
    auto tile = Shape<_8,_4>{};
    printf("@@tv_8x4\n"); print_latex_tv(composition(make_identity_tensor(tile), tv), tile);
  }
  // GMMA shared-memory atoms: print_latex draws them position-independent.
  printf("@@gmma_sw128_half\n"); print_latex(GMMA::Layout_K_SW128_Atom<half_t>{});
  printf("@@gmma_sw32_bf16\n"); print_latex(GMMA::Layout_K_SW32_Atom<bfloat16_t>{});
  printf("@@gmma_sw64_mn_half\n"); print_latex(GMMA::Layout_MN_SW64_Atom<half_t>{});
  printf("@@gmma_sw128_u8\n"); print_latex(GMMA::Layout_K_SW128_Atom<uint8_t>{});
  printf("@@gmma_sw128_tf32\n"); print_latex(GMMA::Layout_K_SW128_Atom<tfloat32_t>{});
  printf("@@svg_sm80_16x8x8\n"); print_svg(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{}));
  printf("@@svg_fma\n"); print_svg(make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_4,_2,_1>>{}));
  printf("@@svg_sm80_16x8x16_2x2\n"); print_svg(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{}));
}
