// Stand-in for the CUDA driver API header for the TMA crosscheck: the
// tensor-map types and enums CuTe's make_tma_copy names, and a
// cuTensorMapEncodeTiled that encodes nothing but records its arguments,
// so that tma_encode_args(tma) prints what the driver would receive.
#pragma once
#include "cuda_runtime_api.h"
#include <cstdio>
typedef int CUresult;
enum { CUDA_SUCCESS = 0, CUDA_ERROR_UNKNOWN = 999 };
typedef struct alignas(64) { uint64_t opaque[16]; } CUtensorMap;
typedef enum {
  CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0, CU_TENSOR_MAP_DATA_TYPE_UINT16, CU_TENSOR_MAP_DATA_TYPE_UINT32,
  CU_TENSOR_MAP_DATA_TYPE_INT32, CU_TENSOR_MAP_DATA_TYPE_UINT64, CU_TENSOR_MAP_DATA_TYPE_INT64,
  CU_TENSOR_MAP_DATA_TYPE_FLOAT16, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
  CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ, CU_TENSOR_MAP_DATA_TYPE_TFLOAT32,
  CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ, CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B, CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B,
  CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B
} CUtensorMapDataType;
typedef enum { CU_TENSOR_MAP_INTERLEAVE_NONE = 0, CU_TENSOR_MAP_INTERLEAVE_16B, CU_TENSOR_MAP_INTERLEAVE_32B } CUtensorMapInterleave;
typedef enum {
  CU_TENSOR_MAP_SWIZZLE_NONE = 0, CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_SWIZZLE_64B, CU_TENSOR_MAP_SWIZZLE_128B,
  CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B, CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B, CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B
} CUtensorMapSwizzle;
typedef enum { CU_TENSOR_MAP_L2_PROMOTION_NONE = 0, CU_TENSOR_MAP_L2_PROMOTION_L2_64B, CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B } CUtensorMapL2promotion;
typedef enum { CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0, CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA } CUtensorMapFloatOOBfill;
typedef uint64_t cuuint64_t;
typedef uint32_t cuuint32_t;
typedef struct { int id; } CUlaunchAttribute;

// The arguments of the last cuTensorMapEncodeTiled call.
struct RecordedTmaEncode {
  int dataType, rank, interleave, swizzle, l2Promotion, oobFill;
  void* addr;
  cuuint64_t dims[5], strides[4];
  cuuint32_t box[5], elem[5];
  int calls;
};
inline RecordedTmaEncode& recorded_tma_encode() { static RecordedTmaEncode r{}; return r; }

inline CUresult cuTensorMapEncodeTiled(CUtensorMap*, CUtensorMapDataType dt, cuuint32_t rank, void* addr,
    const cuuint64_t* dims, const cuuint64_t* strides, const cuuint32_t* box, const cuuint32_t* elem,
    CUtensorMapInterleave il, CUtensorMapSwizzle sw, CUtensorMapL2promotion l2, CUtensorMapFloatOOBfill oob) {
  RecordedTmaEncode& r = recorded_tma_encode();
  r.dataType = dt; r.rank = int(rank); r.addr = addr; r.interleave = il; r.swizzle = sw; r.l2Promotion = l2; r.oobFill = oob;
  for (int i = 0; i < 5; ++i) { r.dims[i] = i < int(rank) ? dims[i] : 0; r.box[i] = i < int(rank) ? box[i] : 0; r.elem[i] = i < int(rank) ? elem[i] : 0; }
  for (int i = 0; i < 4; ++i) { r.strides[i] = i + 1 < int(rank) ? strides[i] : 0; }
  r.calls++;
  return CUDA_SUCCESS;
}
template <class... Args> inline CUresult cuTensorMapEncodeIm2col(Args...) { return CUDA_ERROR_UNKNOWN; }
inline cudaError_t cudaDriverGetVersion(int* v) { *v = 12080; return cudaSuccess; }
