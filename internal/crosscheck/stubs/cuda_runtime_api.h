// Stand-in for the CUDA toolkit header, so that CuTe's host code compiles
// with g++ alone (the crosscheck harness never runs device code).
#pragma once
#include <cstddef>
#include <cstdint>
typedef int cudaError_t;
enum { cudaSuccess = 0 };
inline const char* cudaGetErrorString(cudaError_t) { return "stub"; }
inline cudaError_t cudaGetLastError() { return 0; }
inline cudaError_t cudaDeviceSynchronize() { return 0; }
typedef struct CUstream_st* cudaStream_t;
