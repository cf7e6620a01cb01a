// bf16 GEMM on Hopper tensor cores: C[M×N] (fp32, row-major) = A[M×K]·B[N×K]ᵀ,
// A and B bf16 row-major (K contiguous), fp32 accumulation. Needs sm_90a.
//
// wgmma.mma_async m64n128k16 from shared memory: CTA tile 128×128×64, two
// warpgroups (256 threads), each computing 64×128; A and B tiles land in
// shared memory through a STAGES-deep cp.async pipeline in the 128-byte
// swizzled layout that wgmma's descriptors describe (16-byte chunk c of row r
// at c ^ (r mod 8)); 3 stages = 96 KiB, 2 CTAs per SM. Same arguments, mapping
// (common.cuh) and tile recording as gemm_mma.cu. Rows need K % 8 == 0 (16-byte
// cp.async); the host uses the mma kernel otherwise.

#define BM 128
#define BN 128
#define BK 64
#ifndef STAGES
#define STAGES 3
#endif
#define THREADS 256
// WG_OVERLAP keeps one wgmma group in flight across the barrier (loads then
// run STAGES-2 tiles ahead). Measured on the H100 (2026-11-22, N=8, 20 rounds):
// 3 stages plain 528 TFLOP/s at 8192³ and 514 at 16384×16384×4096; with
// WG_OVERLAP 508 / 492; 4 stages (1 CTA/SM) plain 405 / 413, with WG_OVERLAP
// 505 / 482. Off by default.
#ifndef WG_OVERLAP
#define WG_OVERLAP 0
#endif
#define TILE_BYTES (BM * BK * 2) // one operand's tile: 16 KiB
#define SMEM_BYTES (STAGES * 2 * TILE_BYTES + 1024) // + room to align to 1024

extern "C" __constant__ int gemm_smem_bytes = SMEM_BYTES;
extern "C" __constant__ int gemm_stages = STAGES;

#define CHUNKS ((BM * BK / 8) / THREADS) // 16-byte chunks per thread per operand and stage
#define ROWSTEP (THREADS / 8)             // rows between one thread's chunks

__device__ __forceinline__ void cp_async16(u32 dst, const void *src, int bytes) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(bytes));
}

// A thread's share of loading a 128×64 tile: chunk i is row tid/8 + i·ROWSTEP,
// columns k0 + (tid%8)·8 .. +7, stored at the 128-byte swizzled position.
struct TileLoader {
  const bf16_t *p;
  const bf16_t *X;
  long long stride;
  u32 dst;
  u32 rowmask;
  int kc, K;
};

__device__ __forceinline__ TileLoader make_loader(const bf16_t *X, int rows, int K, int row0, int tid) {
  TileLoader L;
  const int r0 = tid >> 3, c = tid & 7;
  L.X = X;
  L.kc = c * 8;
  L.K = K;
  L.stride = (long long)ROWSTEP * K;
  L.p = X + ((long long)(row0 + r0) * K + c * 8);
  L.dst = r0 * 128 + ((c ^ (r0 & 7)) << 4); // ROWSTEP is a multiple of 8: the same swizzle phase
  L.rowmask = 0;
#pragma unroll
  for (int i = 0; i < CHUNKS; i++)
    if (row0 + r0 + i * ROWSTEP < rows) L.rowmask |= 1u << i;
  return L;
}

__device__ __forceinline__ void load_tile(u32 s, const TileLoader &L, int k0) {
#pragma unroll
  for (int i = 0; i < CHUNKS; i++) {
    const bool ok = ((L.rowmask >> i) & 1) && k0 + L.kc < L.K;
    const bf16_t *src = ok ? L.p + (i * L.stride + k0) : L.X;
    cp_async16(s + L.dst + i * ROWSTEP * 128, src, ok ? 16 : 0);
  }
}

// d[64] += A(64×16, desc a) · B(128×16, desc b)ᵀ.
__device__ __forceinline__ void wgmma_m64n128k16(float (&d)[64], unsigned long long a, unsigned long long b) {
  asm volatile(
      "{\n"
      ".reg .pred p;\n"
      "setp.ne.b32 p, %66, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 "
      "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
      "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
      "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
      "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, "
      "%64, %65, p, 1, 1, 0, 0;\n"
      "}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
        "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
        "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
        "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
        "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
        "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
        "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
        "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(a), "l"(b), "r"(1));
}

extern "C" __global__ void __launch_bounds__(THREADS, 2)
gemm_bf16_wgmma(const bf16_t *A, const bf16_t *B, float *C, int M, int N, int K, int mode, int p, int *rec) {
  extern __shared__ __align__(128) unsigned char smem[];
  const int tM = (M + BM - 1) / BM, tN = (N + BN - 1) / BN;
  int tm, tn;
  const bool has = tile_of(mode, p, tM, tN, tm, tn);
  if (threadIdx.x == 0) {
    const size_t t = (size_t)blockIdx.x + (size_t)blockIdx.y * gridDim.x;
    record_tile(rec, t, (size_t)gridDim.x * gridDim.y * gridDim.z, has, tm, tn);
  }
  if (!has) return;

  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5, wg = warp >> 2;
  const int m0 = tm * BM, n0 = tn * BN;
  const u32 sbase = (smem_addr(smem) + 1023) & ~1023u; // the 128B swizzle wants 1024-byte alignment
  const int ktiles = (K + BK - 1) / BK;
  const TileLoader LA = make_loader(A, M, K, m0, tid), LB = make_loader(B, N, K, n0, tid);

  float acc[64];
#pragma unroll
  for (int i = 0; i < 64; i++) acc[i] = 0.f;

#if WG_OVERLAP
  // One wgmma group stays in flight while the next tile is waited for: tile
  // kt+STAGES-2 goes into the stage that group kt-2 read, which the
  // wgmma_wait<1> of iteration kt-1 and this iteration's barrier have freed.
#pragma unroll
  for (int s = 0; s < STAGES - 2; s++) {
    if (s < ktiles) {
      const u32 st = sbase + s * 2 * TILE_BYTES;
      load_tile(st, LA, s * BK);
      load_tile(st + TILE_BYTES, LB, s * BK);
    }
    cp_async_commit();
  }
  int rs = 0, ws = STAGES - 2;
  for (int kt = 0; kt < ktiles; kt++) {
    cp_async_wait<STAGES - 3>();
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    if (kt + STAGES - 2 < ktiles) {
      const u32 st = sbase + ws * 2 * TILE_BYTES;
      load_tile(st, LA, (kt + STAGES - 2) * BK);
      load_tile(st + TILE_BYTES, LB, (kt + STAGES - 2) * BK);
    }
    cp_async_commit();
    ws = ws == STAGES - 1 ? 0 : ws + 1;
    const u32 sa = sbase + rs * 2 * TILE_BYTES + wg * 64 * 128, sb = sbase + rs * 2 * TILE_BYTES + TILE_BYTES;
    rs = rs == STAGES - 1 ? 0 : rs + 1;
    wgmma_fence();
#pragma unroll
    for (int kk = 0; kk < BK / 16; kk++)
      wgmma_m64n128k16(acc, make_desc(sa + kk * 32), make_desc(sb + kk * 32));
    wgmma_commit();
    asm volatile("wgmma.wait_group.sync.aligned 1;\n" ::: "memory");
  }
  wgmma_wait<0>();
#else
#pragma unroll
  for (int s = 0; s < STAGES - 1; s++) {
    if (s < ktiles) {
      const u32 st = sbase + s * 2 * TILE_BYTES;
      load_tile(st, LA, s * BK);
      load_tile(st + TILE_BYTES, LB, s * BK);
    }
    cp_async_commit();
  }

  int rs = 0, ws = STAGES - 1;
  for (int kt = 0; kt < ktiles; kt++) {
    cp_async_wait<STAGES - 2>();
    // cp.async wrote through the generic proxy; wgmma reads through the async proxy.
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    if (kt + STAGES - 1 < ktiles) {
      const u32 st = sbase + ws * 2 * TILE_BYTES;
      load_tile(st, LA, (kt + STAGES - 1) * BK);
      load_tile(st + TILE_BYTES, LB, (kt + STAGES - 1) * BK);
    }
    cp_async_commit();
    ws = ws == STAGES - 1 ? 0 : ws + 1;
    const u32 sa = sbase + rs * 2 * TILE_BYTES + wg * 64 * 128, sb = sbase + rs * 2 * TILE_BYTES + TILE_BYTES;
    rs = rs == STAGES - 1 ? 0 : rs + 1;
    wgmma_fence();
#pragma unroll
    for (int kk = 0; kk < BK / 16; kk++) // 16 elements = 32 bytes further along each swizzled row
      wgmma_m64n128k16(acc, make_desc(sa + kk * 32), make_desc(sb + kk * 32));
    wgmma_commit();
    wgmma_wait<0>(); // this stage is reused STAGES-1 iterations later, after a barrier
  }
#endif
  cp_async_wait<0>();

  // Epilogue: warp w of the warpgroup holds rows 16w .. 16w+15; for column
  // block j, acc[4j], acc[4j+1] at (row g, cols 8j + 2q, +1), acc[4j+2], acc[4j+3]
  // at row g+8; g = lane/4, q = lane%4.
  const bool even = (N & 1) == 0;
  const int wr = m0 + wg * 64 + (warp & 3) * 16 + (lane >> 2);
#pragma unroll
  for (int j = 0; j < 16; j++)
#pragma unroll
    for (int h = 0; h < 2; h++) {
      const int row = wr + h * 8, col = n0 + j * 8 + (lane & 3) * 2;
      if (row >= M) continue;
      float *dst = C + (size_t)row * N + col;
      const float v0 = acc[4 * j + 2 * h], v1 = acc[4 * j + 2 * h + 1];
      if (even && col + 1 < N) {
        asm volatile("st.global.v2.f32 [%0], {%1, %2};\n" ::"l"(dst), "f"(v0), "f"(v1) : "memory");
      } else {
        if (col < N) dst[0] = v0;
        if (col + 1 < N) dst[1] = v1;
      }
    }
}
