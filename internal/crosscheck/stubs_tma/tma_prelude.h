// Included first (g++ -include) by the TMA crosscheck: CUTLASS's numeric
// types are read as for a host compiler, then __CUDACC_VER_MAJOR__ is set
// to 12 so that copy_traits_sm90_tma.hpp calls cuTensorMapEncodeTiled,
// which cuda.h here records rather than encodes.
#pragma once
// cast_smem_ptr_to_uint on the host: the address itself, as __cvta_generic_to_shared
// gives a shared-memory address on the device (make_gmma_desc's start address).
#include <cstddef>
#define CUTE_CVTA_GENERIC_TO_SHARED_ACTIVATED 1
inline size_t __cvta_generic_to_shared(const void* p) { return reinterpret_cast<size_t>(p); }
#include <cutlass/numeric_types.h>
#include <cutlass/float8.h>
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 8
#include <cuda.h>
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_atom.hpp>

// tma_encode_args(tma) is cutetui's: the arguments of the last
// cuTensorMapEncodeTiled call, printed as cutetui prints them. The
// argument is evaluated (make_tma_copy runs and calls the driver) before
// the record is read.
namespace cute {
struct TmaEncodeArgsRecord { RecordedTmaEncode r; };
template <class T>
TmaEncodeArgsRecord tma_encode_args(T const&) { return {recorded_tma_encode()}; }
inline const char* tma_enum_name(const char* const* names, int n, int v) { return v >= 0 && v < n ? names[v] : "?"; }
inline void print(TmaEncodeArgsRecord const& a) {
  static const char* dt[] = {"UINT8", "UINT16", "UINT32", "INT32", "UINT64", "INT64", "FLOAT16", "FLOAT32", "FLOAT64",
                             "BFLOAT16", "FLOAT32_FTZ", "TFLOAT32", "TFLOAT32_FTZ", "16U4_ALIGN8B", "16U4_ALIGN16B", "16U6_ALIGN16B"};
  static const char* il[] = {"NONE", "16B", "32B"};
  static const char* sw[] = {"NONE", "32B", "64B", "128B", "128B_ATOM_32B", "128B_ATOM_32B_FLIP_8B", "128B_ATOM_64B"};
  static const char* l2[] = {"NONE", "L2_64B", "L2_128B", "L2_256B"};
  static const char* oob[] = {"NONE", "NAN_REQUEST_ZERO_FMA"};
  RecordedTmaEncode const& r = a.r;
  if (r.calls == 0) { printf("no cuTensorMapEncodeTiled call\n"); return; }
  auto list = [](auto const* v, int n) {
    printf("(");
    for (int i = 0; i < n; ++i) printf(i ? ",%llu" : "%llu", (unsigned long long)v[i]);
    printf(")\n");
  };
  printf("cuTensorMapEncodeTiled\n");
  printf("  tensorDataType:   CU_TENSOR_MAP_DATA_TYPE_%s\n", tma_enum_name(dt, 16, r.dataType));
  printf("  tensorRank:       %d\n", r.rank);
  printf("  globalAddress:    %p\n", r.addr);
  printf("  globalDim:        "); list(r.dims, r.rank);
  printf("  globalStrides:    "); list(r.strides, r.rank - 1);
  printf("  boxDim:           "); list(r.box, r.rank);
  printf("  elementStrides:   "); list(r.elem, r.rank);
  printf("  interleave:       CU_TENSOR_MAP_INTERLEAVE_%s\n", tma_enum_name(il, 3, r.interleave));
  printf("  swizzle:          CU_TENSOR_MAP_SWIZZLE_%s\n", tma_enum_name(sw, 7, r.swizzle));
  printf("  l2Promotion:      CU_TENSOR_MAP_L2_PROMOTION_%s\n", tma_enum_name(l2, 4, r.l2Promotion));
  printf("  oobFill:          CU_TENSOR_MAP_FLOAT_OOB_FILL_%s\n", tma_enum_name(oob, 2, r.oobFill));
}
} // namespace cute

// make_gmma_desc is SM90::GMMA::make_gmma_desc; cutetui spells it
// unqualified, so the crosscheck brings the name into cute.
namespace cute { using SM90::GMMA::make_gmma_desc; }
