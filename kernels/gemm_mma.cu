// bf16 GEMM on tensor cores: C[M×N] (fp32, row-major) = A[M×K] · B[N×K]ᵀ,
// A and B bf16 row-major (K contiguous), fp32 accumulation.
//
// Ampere-style path (sm_80+, runs on Hopper): mma.sync m16n8k16, ldmatrix,
// a STAGES-deep cp.async pipeline, CTA tile 128×128×32, 4 warps of 64×64
// (WARP64, the default) or 8 warps of 64×32, 64 KiB of shared memory, 2 CTAs
// per SM. The Hopper path (gemm_wgmma.cu) sits beside it with the same
// arguments, mapping and epilogue contract.
//
// The mapping (mode, p) and tile_of() are in common.cuh, prepended by package
// kernels. With rec != 0 each CTA stores its (m, n), or (-1, -1) when it has no
// tile, at rec[2·t], t = bx + by·gridDim.x, and the time it started
// (record_tile, common.cuh).

#define BM 128
#define BN 128
#define BK 32
#ifndef STAGES
#define STAGES 4
#endif
// Warp tile: 64×64 with 4 warps (2×2) when WARP64, else 64×32 with 8 warps
// (2×4). Measured on the H100 (2026-11-22, 8192³, N=8, medians of 20 rounds):
// 8 warps of 64×32, addresses computed per chunk: 308-313 TFLOP/s (123 regs);
// 4 warps of 64×64: 341-345 (212 regs, fewer ldmatrix per mma); and with the
// TileLoader below (addresses set up once per CTA): 387-394 (218 regs).
#ifndef WARP64
#define WARP64 1
#endif
#define WM 64
#define WN (WARP64 ? 64 : 32)
#define NT (WN / 8)                       // n8 tiles per warp
#define WARPS_N (BN / WN)                 // warps along N
#define THREADS (32 * (BM / WM) * WARPS_N)
#define TILE_BYTES (BM * BK * 2) // one operand's tile in one stage (BM == BN)
#define SMEM_BYTES (STAGES * 2 * TILE_BYTES)

// The launch configuration, read by the host (cuModuleGetGlobal) so that
// a tuning build (-DSTAGES=.., -DWARP64=..) launches right.
extern "C" __constant__ int gemm_smem_bytes = SMEM_BYTES;
extern "C" __constant__ int gemm_stages = STAGES;

// Tuning switches (NVRTC -D options, e.g. CUTETUI_KERNEL_OPTS=-DL2_PREFETCH=1).
// FRAG_PIPE double-buffers the fragments in registers: measured on the H100
// (2026-11-22) it hits the register cap of 2 CTAs/SM with 64×32 warps (128
// registers: 1.6x slower) and gains nothing with 64×64 warps (394 TFLOP/s).
// L2_PREFETCH asks cp.async to fetch whole 128-byte lines: it lifts the
// DRAM-bound mappings (row-major at 16384x16384x4096: 246 -> 299 TFLOP/s) and so
// hides most of the swizzle effect this benchmark is meant to show; off by default.
#ifndef FRAG_PIPE
#define FRAG_PIPE 0
#endif
#ifndef L2_PREFETCH
#define L2_PREFETCH 0
#endif



// Byte offset of 16-byte chunk c (0..3) of row r in a 128×32 bf16 tile: rows of
// 64 bytes, chunks XOR-swizzled by (r/2)%4 so that ldmatrix's 8 rows hit 8
// different bank groups (Sw<2,4,3> in CuTe's terms on byte addresses).
__device__ __forceinline__ u32 swz(int r, int c) { return r * 64 + ((c ^ ((r >> 1) & 3)) << 4); }

__device__ __forceinline__ void cp_async16(u32 dst, const void *src, int bytes) {
#if L2_PREFETCH
  asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(bytes));
#else
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(bytes));
#endif
}

#define CHUNKS ((BM * BK / 8) / THREADS) // 16-byte chunks per thread per operand and stage
#define ROWSTEP (THREADS / 4)              // rows between one thread's chunks

// A thread's share of loading BM×BK tiles of X (rows×K, row-major): chunk i
// is row row0 + tid/4 + i·ROWSTEP, columns k0 + (tid%4)·8 .. +7. Addresses
// are set up once per CTA; each stage adds only k0.
struct TileLoader {
  const bf16_t *p;  // chunk 0 at k0 = 0
  const bf16_t *X;  // a safe source for zero-filled chunks
  long long stride; // ROWSTEP rows, in elements
  u32 dst;          // shared-memory offset of chunk 0 (swizzled; ROWSTEP keeps the swizzle)
  u32 rowmask;      // bit i: chunk i's row is inside the matrix
  int kc, K, row;
};

__device__ __forceinline__ TileLoader make_loader(const bf16_t *X, int rows, int K, int row0, int tid) {
  TileLoader L;
  const int r0 = tid >> 2, c = tid & 3;
  L.X = X;
  L.kc = c * 8;
  L.K = K;
  L.row = row0 + r0;
  L.stride = (long long)ROWSTEP * K;
  L.p = X + ((long long)(row0 + r0) * K + c * 8);
  L.dst = swz(r0, c);
  L.rowmask = 0;
#pragma unroll
  for (int i = 0; i < CHUNKS; i++)
    if (row0 + r0 + i * ROWSTEP < rows) L.rowmask |= 1u << i;
  return L;
}

// Loads the tile at column k0 into the stage at s. ALIGNED (K % 8 == 0):
// 16-byte cp.async, zero-filled outside the matrix. Otherwise element by
// element, synchronously.
template <bool ALIGNED>
__device__ __forceinline__ void load_tile(u32 s, const TileLoader &L, int k0) {
  static_assert((ROWSTEP / 2) % 4 == 0, "ROWSTEP must keep the swizzle phase");
#pragma unroll
  for (int i = 0; i < CHUNKS; i++) {
    const u32 d = s + L.dst + i * ROWSTEP * 64;
    const bool rowok = (L.rowmask >> i) & 1;
    if (ALIGNED) {
      const bool ok = rowok && k0 + L.kc < L.K;
      const bf16_t *src = ok ? L.p + (i * L.stride + k0) : L.X;
      cp_async16(d, src, ok ? 16 : 0);
    } else {
      const long long base = (long long)(L.row + i * ROWSTEP) * L.K;
      const int gk = k0 + L.kc;
      u32 w[4];
#pragma unroll
      for (int j = 0; j < 4; j++) {
        const u32 lo = (rowok && gk + 2 * j < L.K) ? L.X[base + gk + 2 * j] : 0;
        const u32 hi = (rowok && gk + 2 * j + 1 < L.K) ? L.X[base + gk + 2 * j + 1] : 0;
        w[j] = lo | (hi << 16);
      }
      asm volatile("st.shared.v4.u32 [%0], {%1, %2, %3, %4};\n" ::"r"(d), "r"(w[0]), "r"(w[1]), "r"(w[2]), "r"(w[3]));
    }
  }
}

__device__ __forceinline__ void ldmatrix_x4(u32 addr, u32 &r0, u32 &r1, u32 &r2, u32 &r3) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
               : "r"(addr));
}

__device__ __forceinline__ void mma_bf16(float *c, const u32 *a, u32 b0, u32 b1) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
               : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// Loads the A fragments (4 m16 tiles) and B fragments (4 n8 tiles) of k16
// step kk of the stage at sa for warp (wm, wn).
__device__ __forceinline__ void load_frags(u32 sa, int kk, int wm, int wn, int lane, u32 (&af)[4][4], u32 (&bfr)[NT][2]) {
  const u32 sb = sa + TILE_BYTES;
#pragma unroll
  for (int i = 0; i < 4; i++) {
    const int r = wm * WM + i * 16 + (lane & 15), c = kk * 2 + (lane >> 4);
    ldmatrix_x4(sa + swz(r, c), af[i][0], af[i][1], af[i][2], af[i][3]);
  }
#pragma unroll
  for (int j = 0; j < NT / 2; j++) {
    const int r = wn * WN + j * 16 + (lane & 7) + ((lane >> 4) << 3), c = kk * 2 + ((lane >> 3) & 1);
    ldmatrix_x4(sb + swz(r, c), bfr[2 * j][0], bfr[2 * j][1], bfr[2 * j + 1][0], bfr[2 * j + 1][1]);
  }
}

template <bool ALIGNED>
__device__ __forceinline__ void gemm_body(const bf16_t *__restrict__ A, const bf16_t *__restrict__ B, float *__restrict__ C,
                                          int M, int N, int K, int mode, int p, int *rec) {
  extern __shared__ __align__(128) unsigned char smem[];
  const int tM = (M + BM - 1) / BM, tN = (N + BN - 1) / BN;
  int tm, tn;
  const bool has = tile_of(mode, p, tM, tN, tm, tn);
  if (threadIdx.x == 0) {
    const size_t t = (size_t)blockIdx.x + (size_t)blockIdx.y * gridDim.x;
    record_tile(rec, t, (size_t)gridDim.x * gridDim.y * gridDim.z, has, tm, tn);
  }
  if (!has) return;

  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int wm = warp / WARPS_N, wn = warp % WARPS_N;
  const int m0 = tm * BM, n0 = tn * BN;
  const u32 sbase = smem_addr(smem);
  const int ktiles = (K + BK - 1) / BK;
  const TileLoader LA = make_loader(A, M, K, m0, tid), LB = make_loader(B, N, K, n0, tid);

  float acc[4][NT][4];
#pragma unroll
  for (int i = 0; i < 4; i++)
#pragma unroll
    for (int j = 0; j < NT; j++)
#pragma unroll
      for (int v = 0; v < 4; v++) acc[i][j][v] = 0.f;

#pragma unroll
  for (int s = 0; s < STAGES - 1; s++) {
    if (s < ktiles) {
      const u32 st = sbase + s * 2 * TILE_BYTES;
      load_tile<ALIGNED>(st, LA, s * BK);
      load_tile<ALIGNED>(st + TILE_BYTES, LB, s * BK);
    }
    cp_async_commit();
  }

#if FRAG_PIPE
  // Fragments double-buffered in registers: the next k16 step's ldmatrix is
  // issued before this step's mma. One barrier per k-tile, before the first
  // fragments of the next stage are read; the tile load is issued after it.
  cp_async_wait<STAGES - 2>();
  __syncthreads();
  u32 af[2][4][4], bfr[2][NT][2];
  load_frags(sbase, 0, wm, wn, lane, af[0], bfr[0]);
  int rs = 0, ws = STAGES - 1;
  for (int kt = 0; kt < ktiles; kt++) {
#pragma unroll
    for (int kk = 0; kk < BK / 16; kk++) {
      if (kk == BK / 16 - 1) {
        cp_async_wait<STAGES - 2>();
        __syncthreads();
        rs = rs == STAGES - 1 ? 0 : rs + 1;
      }
      load_frags(sbase + rs * 2 * TILE_BYTES, (kk + 1) % (BK / 16), wm, wn, lane, af[(kk + 1) & 1], bfr[(kk + 1) & 1]);
      if (kk == 0) {
        const int nk = kt + STAGES - 1;
        if (nk < ktiles) {
          const u32 st = sbase + ws * 2 * TILE_BYTES;
          load_tile<ALIGNED>(st, LA, nk * BK);
          load_tile<ALIGNED>(st + TILE_BYTES, LB, nk * BK);
        }
        cp_async_commit();
        ws = ws == STAGES - 1 ? 0 : ws + 1;
      }
#pragma unroll
      for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < NT; j++) mma_bf16(acc[i][j], af[kk & 1][i], bfr[kk & 1][j][0], bfr[kk & 1][j][1]);
    }
  }
#else
  int rs = 0, ws = STAGES - 1; // stages read and written, kept as counters (no modulo)
  for (int kt = 0; kt < ktiles; kt++) {
    cp_async_wait<STAGES - 2>();
    __syncthreads();
    if (kt + STAGES - 1 < ktiles) {
      const u32 st = sbase + ws * 2 * TILE_BYTES;
      load_tile<ALIGNED>(st, LA, (kt + STAGES - 1) * BK);
      load_tile<ALIGNED>(st + TILE_BYTES, LB, (kt + STAGES - 1) * BK);
    }
    cp_async_commit();
    ws = ws == STAGES - 1 ? 0 : ws + 1;
    const u32 sa = sbase + rs * 2 * TILE_BYTES;
    rs = rs == STAGES - 1 ? 0 : rs + 1;
#pragma unroll
    for (int kk = 0; kk < BK / 16; kk++) {
      u32 af[4][4], bfr[NT][2];
      load_frags(sa, kk, wm, wn, lane, af, bfr);
#pragma unroll
      for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < NT; j++) mma_bf16(acc[i][j], af[i], bfr[j][0], bfr[j][1]);
    }
  }
#endif
  cp_async_wait<0>();

  // Epilogue: c0,c1 at (row g, cols 2q, 2q+1), c2,c3 at row g+8; g = lane/4, q = lane%4.
  const bool even = (N & 1) == 0;
#pragma unroll
  for (int i = 0; i < 4; i++)
#pragma unroll
    for (int j = 0; j < NT; j++)
#pragma unroll
      for (int h = 0; h < 2; h++) {
        const int row = m0 + wm * WM + i * 16 + (lane >> 2) + h * 8;
        const int col = n0 + wn * WN + j * 8 + (lane & 3) * 2;
        if (row >= M) continue;
        float *dst = C + (size_t)row * N + col;
        const float v0 = acc[i][j][2 * h], v1 = acc[i][j][2 * h + 1];
        if (even && col + 1 < N) {
          asm volatile("st.global.v2.f32 [%0], {%1, %2};\n" ::"l"(dst), "f"(v0), "f"(v1) : "memory");
        } else {
          if (col < N) dst[0] = v0;
          if (col + 1 < N) dst[1] = v1;
        }
      }
}

extern "C" __global__ void __launch_bounds__(THREADS, 2)
gemm_bf16_mma(const bf16_t *A, const bf16_t *B, float *C, int M, int N, int K, int mode, int p, int *rec) {
  gemm_body<true>(A, B, C, M, N, K, mode, p, rec);
}

// For K % 8 != 0, where rows are not 16-byte aligned.
extern "C" __global__ void __launch_bounds__(THREADS, 2)
gemm_bf16_mma_unaligned(const bf16_t *A, const bf16_t *B, float *C, int M, int N, int K, int mode, int p, int *rec) {
  gemm_body<false>(A, B, C, M, N, K, mode, p, rec);
}
