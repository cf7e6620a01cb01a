// Shared by the GEMM kernels (prepended to each source by package kernels):
// types, the CTA-to-tile mappings, and cp.async helpers. No headers: NVRTC
// needs none. bf16 values travel as unsigned short.
//
// The CTA-to-tile mapping is chosen at run time (mode, p) and must agree with
// package engine/raster (the GPU test checks every mapping):
//   MAP_IDENTITY  p = log tile L:   m = bx >> L, n = (by << L) + (bx & (2^L-1))
//   MAP_ROWMAJOR                    m = by, n = bx
//   MAP_SM90_M    p = S (effective) off = t % S, e = t / S: m = e % tM, n = (e / tM)·S + off
//   MAP_SM90_N    p = S (effective) n = e % tN, m = (e / tN)·S + off
//   MAP_TRITON    p = G             grouped ordering, GROUP_SIZE_M = G

typedef unsigned short bf16_t;
typedef unsigned int u32;

#define MAP_IDENTITY 0
#define MAP_ROWMAJOR 1
#define MAP_SM90_M 2
#define MAP_SM90_N 3
#define MAP_TRITON 4

// tile_at: the tile (m, n) of the CTA at (bx, by); false when it has none.
// A persistent kernel calls it with the ids of the CTAs it stands in for.
__device__ __forceinline__ bool tile_at(int mode, int p, int tM, int tN, int bx, int by, int &m, int &n) {
  switch (mode) {
  case MAP_IDENTITY:
    m = bx >> p;
    n = (by << p) + (bx & ((1 << p) - 1));
    break;
  case MAP_ROWMAJOR:
    m = by;
    n = bx;
    break;
  case MAP_SM90_M: {
    const int off = bx % p, e = bx / p;
    m = e % tM;
    n = (e / tM) * p + off;
    break;
  }
  case MAP_SM90_N: {
    const int off = bx % p, e = bx / p;
    n = e % tN;
    m = (e / tN) * p + off;
    break;
  }
  case MAP_TRITON: {
    const int P = p * tN, first = (bx / P) * p;
    const int gsz = tM - first < p ? tM - first : p, local = bx % P;
    m = first + local % gsz;
    n = local / gsz;
    break;
  }
  default:
    m = n = -1;
  }
  return m >= 0 && n >= 0 && m < tM && n < tN;
}

// id_of: the CTA id of the j-th of the mapping's tM·tN tiles, counting the
// ids of its grid (gx along x) in order and skipping those tile_at gives no
// tile. Only the swizzles pad their grid: N=2^L (x = tM·2^L, the last row of
// the grid has r = tN − (rows−1)·2^L of every 2^L ids with a tile), AlongN
// S (groups of S·tN ids, the last one with r = tM − (groups−1)·S of every S)
// and AlongM S (likewise with tM, tN swapped); the ids before that last row
// or group all have tiles. A persistent kernel walks j, not the ids, so its
// CTAs get tiles in turn and none is left with more because its ids were the
// padded ones.
__device__ __forceinline__ int id_of(int mode, int p, int tM, int tN, int gx, int j) {
  int w, r, full;
  switch (mode) {
  case MAP_IDENTITY: {
    w = 1 << p;
    const int rows = (tN + w - 1) / w;
    full = (rows - 1) * gx;
    r = tN - (rows - 1) * w;
    break;
  }
  case MAP_SM90_M: {
    w = p;
    const int g = (tN + p - 1) / p;
    full = (g - 1) * p * tM;
    r = tN - (g - 1) * p;
    break;
  }
  case MAP_SM90_N: {
    w = p;
    const int g = (tM + p - 1) / p;
    full = (g - 1) * p * tN;
    r = tM - (g - 1) * p;
    break;
  }
  default:
    return j; // row-major and Triton: every id has a tile
  }
  if (j < full) return j;
  const int jj = j - full;
  return full + (jj / r) * w + jj % r;
}

// record_tile: with rec != 0, stores the tile (m, n) of CTA id t, or
// (-1, -1) when it has none, at rec[2t], rec[2t+1], and the %globaltimer
// (nanoseconds, one clock for all SMs) at which it started the tile at
// ((u64 *)(rec + 2·total))[t], total being the CTA ids of the launch: the
// measured launch order (gpu/sweep). rec must be 8-byte aligned.
__device__ __forceinline__ void record_tile(int *rec, size_t t, size_t total, bool has, int m, int n) {
  if (rec == 0) return;
  unsigned long long now;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
  rec[2 * t] = has ? m : -1;
  rec[2 * t + 1] = has ? n : -1;
  reinterpret_cast<unsigned long long *>(rec + 2 * total)[t] = now;
}

// tile_of: the tile of this CTA (blockIdx.x, blockIdx.y).
__device__ __forceinline__ bool tile_of(int mode, int p, int tM, int tN, int &m, int &n) {
  return tile_at(mode, p, tM, tN, blockIdx.x, blockIdx.y, m, n);
}

__device__ __forceinline__ u32 smem_addr(const void *p) {
  u32 r;
  asm volatile("{ .reg .u64 a; cvta.to.shared.u64 a, %1; cvt.u32.u64 %0, a; }" : "=r"(r) : "l"(p));
  return r;
}

__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}
