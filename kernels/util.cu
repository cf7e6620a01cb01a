// Helpers for the benchmark: random bf16 inputs and the comparison with a
// reference. No headers: NVRTC needs none.

typedef unsigned short bf16_t;
typedef unsigned int u32;
typedef unsigned long long u64;

__device__ __forceinline__ u32 mix(u64 x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return (u32)x;
}

// float -> bf16, round to nearest even (inputs are finite).
__device__ __forceinline__ bf16_t to_bf16(float f) {
  u32 u = __float_as_uint(f);
  u += 0x7fff + ((u >> 16) & 1);
  return (bf16_t)(u >> 16);
}

// p[i] = uniform in [-1, 1) rounded to bf16, never exactly 0.
extern "C" __global__ void fill_bf16(bf16_t *p, u64 n, u32 seed) {
  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
    float v = (float)(mix(i * 0x9e3779b97f4a7c15ULL + seed) >> 8) * (1.0f / 16777216.0f) * 2.0f - 1.0f;
    if (v > -1e-3f && v < 1e-3f) v = 1e-3f;
    p[i] = to_bf16(v);
  }
}

// acc[0] += Σ (c−r)², acc[1] += Σ r², bad[0] += count of non-finite c (an
// unwritten element still holds the NaN poison).
extern "C" __global__ void compare_f32(const float *c, const float *r, u64 n, double *acc, u64 *bad) {
  double d2 = 0, r2 = 0;
  u64 nb = 0;
  for (u64 i = blockIdx.x * (u64)blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
    const float x = c[i], y = r[i];
    if (!(x == x) || x - x != 0.f) {
      nb++;
      continue;
    }
    const double d = (double)x - (double)y;
    d2 += d * d;
    r2 += (double)y * (double)y;
  }
  for (int o = 16; o > 0; o >>= 1) {
    d2 += __shfl_down_sync(0xffffffffu, d2, o);
    r2 += __shfl_down_sync(0xffffffffu, r2, o);
    nb += __shfl_down_sync(0xffffffffu, nb, o);
  }
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(&acc[0], d2);
    atomicAdd(&acc[1], r2);
    if (nb) atomicAdd(bad, nb);
  }
}
