// Stand-in for cuda_fp16.h: the half types and conversions cutlass/half.h
// and float8.h name on the host. The harness prints layouts only, so the
// conversions need to compile, not to round as the toolkit does.
#pragma once
#include <cstdint>
#include <cstring>
struct __half_raw { unsigned short x; };
struct __half {
  unsigned short x;
  __half() = default;
  __half(__half_raw r) : x(r.x) {}
  operator __half_raw() const { return __half_raw{x}; }
};
struct __half2 { __half x, y; };
typedef __half half;
typedef __half2 half2;
inline float __half2float(__half h) { float f; unsigned u = unsigned(h.x) << 16; std::memcpy(&f, &u, 4); return f; }
inline __half __float2half_rn(float f) { unsigned u; std::memcpy(&u, &f, 4); return __half(__half_raw{(unsigned short)(u >> 16)}); }
inline __half __float2half(float f) { return __float2half_rn(f); }
inline int __half2int_rn(__half h) { return int(__half2float(h)); }
