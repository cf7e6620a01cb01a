// Stand-in for cuda_bf16.h: the bfloat16 types cutlass/bfloat16.h names on the host.
#pragma once
struct __nv_bfloat16_raw { unsigned short x; };
struct __nv_bfloat16 {
  unsigned short x;
  __nv_bfloat16() = default;
  __nv_bfloat16(__nv_bfloat16_raw r) : x(r.x) {}
  operator __nv_bfloat16_raw() const { return __nv_bfloat16_raw{x}; }
};
struct __nv_bfloat162 { __nv_bfloat16 x, y; };
