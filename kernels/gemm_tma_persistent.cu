// Persistent bf16 GEMM on Hopper: the TMA kernel of gemm_tma.cu (128×256×64
// tiles, a producer warpgroup issuing TMA loads into a STAGES-deep ring of
// mbarrier-guarded stages, two consumer warpgroups issuing wgmma
// m64n256k16), launched with one CTA per SM that walks the tiles itself, as
// CUTLASS 3.x's persistent tile scheduler does.
//
// The tile scheduler: the launch stands in for the grid of `total` CTA ids
// that the one-tile-per-CTA kernel would launch (gx of them along x); CTA b
// takes ids t = b, b + gridDim.x, b + 2·gridDim.x, … in turn and computes the
// tile that the mapping (mode, p; tile_at of common.cuh: CUTLASS 2.x
// Identity<N>, row-major, CUTLASS 3.x max_swizzle_size with AlongM/AlongN,
// Triton's grouped order) gives the CTA (t mod gx, t div gx). So CTA b's k-th
// tile is id b + k·gridDim.x, in wave k of engine/raster's model, as long as
// the CTAs keep pace; the schedule is static, so where they do not, a fast
// CTA runs ahead (measured on an H200 with record_tile's start times:
// every tile in its wave at 8192³, but only about half at 10000×7000×3000,
// up to 5 waves away; docs/benchmarks.md, "The launch order measured"). Ids
// with no tile (the padding of the swizzled orders) are skipped at no cost.
//
// The ring runs on across tiles: the producer's stage and phase counters do
// not restart, so while the consumers store one tile's accumulators it is
// already loading the first STAGES K steps of the next. The consumers release
// a stage (arrive on its "empty" mbarrier) once the wgmmas reading it have
// completed, including the last stage of each tile. The epilogue stores the
// fp32 accumulators straight to C, masking rows ≥ M and columns ≥ N; TMA
// zero-fills loads outside A and B, so ragged M, N, K need no masks.
//
// Arguments: (tmA, tmB, C, M, N, K, mode, p, rec, gx, total); rec, when not
// null, receives the tile of every id t at rec[2t], rec[2t+1] (−1 for none)
// and the time the producer began its loads (record_tile, common.cuh).

#define BM 128
#define BN 256
#define BK 64
#ifndef STAGES
#define STAGES 4
#endif
#define THREADS 384
#define CONSUMERS 2
#define A_BYTES (BM * BK * 2)
#define B_BYTES (BN * BK * 2)
#define STAGE_BYTES (A_BYTES + B_BYTES)
#define SMEM_BYTES (STAGES * STAGE_BYTES + 1024 + 2 * STAGES * 8)
#ifndef PRODUCER_REGS
#define PRODUCER_REGS 40
#endif
#ifndef CONSUMER_REGS
#define CONSUMER_REGS 232
#endif

extern "C" __constant__ int gemm_smem_bytes = SMEM_BYTES;
extern "C" __constant__ int gemm_stages = STAGES;

extern "C" __global__ void __launch_bounds__(THREADS, 1)
gemm_bf16_tma_persistent(const __grid_constant__ TensorMap tmA, const __grid_constant__ TensorMap tmB, float *C,
                         int M, int N, int K, int mode, int p, int *rec, int gx, int total) {
  extern __shared__ __align__(128) unsigned char smem[];
  const int tM = (M + BM - 1) / BM, tN = (N + BN - 1) / BN;
  const int tid = threadIdx.x, warp = tid >> 5, wg = warp >> 2;
  const u32 sbase = (smem_addr(smem) + 1023) & ~1023u;
  const u32 full = sbase + STAGES * STAGE_BYTES;
  const u32 empty = full + STAGES * 8;
  const int ktiles = (K + BK - 1) / BK;

  if (tid == 0) {
#pragma unroll
    for (int s = 0; s < STAGES; s++) {
      mbar_init(full + 8 * s, 1);
      mbar_init(empty + 8 * s, CONSUMERS * 4);
    }
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
  }
  __syncthreads();

  if (wg == 0) {
    // Producer: one thread walks the same ids as the consumers.
    asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\n" ::"n"(PRODUCER_REGS));
    if (tid == 0) {
      asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmA) : "memory");
      asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmB) : "memory");
      int s = 0, used = 0;
      u32 phase = 0;
      for (int t = blockIdx.x; t < total; t += gridDim.x) {
        int tm, tn;
        const bool has = tile_at(mode, p, tM, tN, t % gx, t / gx, tm, tn);
        record_tile(rec, t, total, has, tm, tn);
        if (!has) continue;
        for (int kt = 0; kt < ktiles; kt++, used++) {
          if (used >= STAGES) mbar_wait(empty + 8 * s, phase ^ 1);
          const u32 sa = sbase + s * STAGE_BYTES, bar = full + 8 * s;
          mbar_expect_tx(bar, STAGE_BYTES);
          tma_load_2d(sa, &tmA, kt * BK, tm * BM, bar);
          tma_load_2d(sa + A_BYTES, &tmB, kt * BK, tn * BN, bar);
          if (++s == STAGES) {
            s = 0;
            phase ^= 1;
          }
        }
      }
    }
    return;
  }

  asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\n" ::"n"(CONSUMER_REGS));
  const int c = wg - 1, lane = tid & 31;
  float acc[128];
  int s = 0;
  u32 phase = 0;
  for (int t = blockIdx.x; t < total; t += gridDim.x) {
    int tm, tn;
    if (!tile_at(mode, p, tM, tN, t % gx, t / gx, tm, tn)) continue;
#pragma unroll
    for (int i = 0; i < 128; i++) acc[i] = 0.f;
    int prev = 0;
    for (int kt = 0; kt < ktiles; kt++) {
      mbar_wait(full + 8 * s, phase);
      const u32 sa = sbase + s * STAGE_BYTES + c * 64 * 128, sb = sbase + s * STAGE_BYTES + A_BYTES;
      wgmma_fence();
#pragma unroll
      for (int kk = 0; kk < BK / 16; kk++)
        wgmma_m64n256k16(acc, make_desc(sa + kk * 32), make_desc(sb + kk * 32));
      wgmma_commit();
      wgmma_wait<1>();
      if (kt > 0 && lane == 0) mbar_arrive(empty + 8 * prev);
      prev = s;
      if (++s == STAGES) {
        s = 0;
        phase ^= 1;
      }
    }
    wgmma_wait<0>();
    if (lane == 0) mbar_arrive(empty + 8 * prev); // the tile's last stage

    // Epilogue (store_m64n256, tma.cuh): the producer is already loading
    // the next tile meanwhile.
    store_m64n256(acc, C, M, N, tm * BM + c * 64 + (warp & 3) * 16 + (lane >> 2), tn * BN, lane);
  }
}
