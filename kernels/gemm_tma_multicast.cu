// Persistent bf16 GEMM on Hopper with 2×1 thread-block clusters and TMA
// multicast: the persistent kernel of gemm_tma_persistent.cu, but two CTAs of
// a cluster compute the two 128×256 halves (along M) of one 256×256 tile and
// share its B panel. Each CTA loads its own A box (128×64) and one half of the
// B box (128×64), multicast to both CTAs at the same shared-memory offset, so
// the L2 serves 128 + 128 rows per CTA and K step instead of 128 + 256: a
// third fewer L2 requests, which is what limits the tma kernels when K·2 is
// not a multiple of 128 bytes and every 128-byte box row straddles two lines.
//
// Each stage's "full" mbarrier expects A_BYTES + B_BYTES (its A, and both B
// halves, one of them written by the other CTA's TMA); its "empty" mbarrier
// counts the consumer warps of both CTAs (2·2·4 arrivals), since a producer
// may refill a stage only when neither CTA still reads it: each consumer warp
// arrives on the empty mbarrier of both CTAs (mapa + a cluster-scope arrive).
// A cluster barrier after the mbarriers' initialisation and before exit keeps
// each CTA's shared memory alive while the other may still write to it.
//
// The tile scheduler works on 256×256 tiles: the cluster c (blockIdx.x / 2)
// takes ids t = c, c + clusters, … of the mapping's grid (gx along x, total
// ids) and computes the tile tile_at gives (t mod gx, t div gx) on the grid of
// ⌈M/256⌉ × ⌈N/256⌉ tiles; CTA r of the cluster computes rows 128r .. 128r+127
// of it (TMA zero-fills rows past M; the epilogue masks them). rec, when not
// null, receives the 256×256 tile of every id (from the cluster's CTA 0).
//
// Arguments: (tmA, tmB, C, M, N, K, mode, p, rec, gx, total); tmA's box is
// 64×128 (K × rows), tmB's 64×128 (the half of B that a CTA loads).

// BM: the cluster's tile along M.
#define BM 256
#define BN 256
#define BK 64
#define CLUSTER_M 2
#define CTA_M (BM / CLUSTER_M)
#ifndef STAGES
#define STAGES 4
#endif
#define THREADS 384
#define CONSUMERS 2
#define A_BYTES (CTA_M * BK * 2)        // 16 KiB
#define B_BYTES (BN * BK * 2)           // 32 KiB: both halves
#define B_PART (B_BYTES / CLUSTER_M)    // 16 KiB: the half this CTA loads
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

__device__ __forceinline__ u32 cluster_rank() {
  u32 r;
  asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(r));
  return r;
}

__device__ __forceinline__ void cluster_sync() {
  asm volatile("barrier.cluster.arrive.release;\n"
               "barrier.cluster.wait.acquire;\n" ::
                   : "memory");
}

// Arrive on the mbarrier at offset bar of the cluster's CTA rank. Plain
// arrive (release at CTA scope), as CUTLASS's ClusterBarrier::arrive: with
// .release.cluster every arrive waited for a cluster-wide memory barrier, and
// the kernel ran at 57% of cuBLAS (ncu: 47% of warp stalls on "membar").
__device__ __forceinline__ void mbar_arrive_cluster(u32 bar, u32 rank) {
  asm volatile("{\n"
               ".reg .b32 ra;\n"
               "mapa.shared::cluster.u32 ra, %0, %1;\n"
               "mbarrier.arrive.shared::cluster.b64 _, [ra];\n"
               "}\n" ::"r"(bar),
               "r"(rank)
               : "memory");
}

// TMA multicast: the box at (c0, c1) into shared memory at dst of every CTA
// of the cluster in mask, each completing bytes on its mbarrier at bar.
__device__ __forceinline__ void tma_load_2d_multicast(u32 dst, const TensorMap *tmap, int c0, int c1, u32 bar,
                                                      unsigned short mask) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
               " [%0], [%1, {%2, %3}], [%4], %5;\n" ::"r"(dst),
               "l"((unsigned long long)tmap), "r"(c0), "r"(c1), "r"(bar), "h"(mask)
               : "memory");
}

extern "C" __global__ void __cluster_dims__(CLUSTER_M, 1, 1) __launch_bounds__(THREADS, 1)
gemm_bf16_tma_multicast(const __grid_constant__ TensorMap tmA, const __grid_constant__ TensorMap tmB, float *C,
                        int M, int N, int K, int mode, int p, int *rec, int gx, int total) {
  extern __shared__ __align__(128) unsigned char smem[];
  const int tM = (M + BM - 1) / BM, tN = (N + BN - 1) / BN;
  const int tid = threadIdx.x, warp = tid >> 5, wg = warp >> 2;
  const u32 rank = cluster_rank();
  const int cid = blockIdx.x / CLUSTER_M, clusters = gridDim.x / CLUSTER_M;
  const u32 sbase = (smem_addr(smem) + 1023) & ~1023u; // same offset in both CTAs (same kernel, same smem layout)
  const u32 full = sbase + STAGES * STAGE_BYTES;
  const u32 empty = full + STAGES * 8;
  const int ktiles = (K + BK - 1) / BK;

  if (tid == 0) {
#pragma unroll
    for (int s = 0; s < STAGES; s++) {
      mbar_init(full + 8 * s, 1);
      mbar_init(empty + 8 * s, CONSUMERS * 4 * CLUSTER_M);
    }
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
  }
  __syncthreads();
  cluster_sync();

  if (wg == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\n" ::"n"(PRODUCER_REGS));
    if (tid == 0) {
      asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmA) : "memory");
      asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmB) : "memory");
      int s = 0, used = 0;
      u32 phase = 0;
      for (int t = cid; t < total; t += clusters) {
        int tm, tn;
        const bool has = tile_at(mode, p, tM, tN, t % gx, t / gx, tm, tn);
        if (rec != 0 && rank == 0) {
          rec[2 * (size_t)t] = has ? tm : -1;
          rec[2 * (size_t)t + 1] = has ? tn : -1;
        }
        if (!has) continue;
        const int m0 = tm * BM + rank * CTA_M, nb = tn * BN + rank * (BN / CLUSTER_M);
        for (int kt = 0; kt < ktiles; kt++, used++) {
          if (used >= STAGES) mbar_wait(empty + 8 * s, phase ^ 1); // both CTAs released it
          const u32 sa = sbase + s * STAGE_BYTES, bar = full + 8 * s;
          mbar_expect_tx(bar, STAGE_BYTES);
          tma_load_2d(sa, &tmA, kt * BK, m0, bar);
          tma_load_2d_multicast(sa + A_BYTES + rank * B_PART, &tmB, kt * BK, nb, bar, (1 << CLUSTER_M) - 1);
          if (++s == STAGES) {
            s = 0;
            phase ^= 1;
          }
        }
      }
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\n" ::"n"(CONSUMER_REGS));
    const int c = wg - 1, lane = tid & 31;
    const bool even = (N & 1) == 0;
    float acc[128];
    int s = 0;
    u32 phase = 0;
    for (int t = cid; t < total; t += clusters) {
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
        if (kt > 0 && lane == 0)
#pragma unroll
          for (int r = 0; r < CLUSTER_M; r++) mbar_arrive_cluster(empty + 8 * prev, r);
        prev = s;
        if (++s == STAGES) {
          s = 0;
          phase ^= 1;
        }
      }
      wgmma_wait<0>();
      if (lane == 0)
#pragma unroll
        for (int r = 0; r < CLUSTER_M; r++) mbar_arrive_cluster(empty + 8 * prev, r);

      const int m0 = tm * BM + rank * CTA_M, n0 = tn * BN;
      const int wr = m0 + c * 64 + (warp & 3) * 16 + (lane >> 2);
#pragma unroll
      for (int j = 0; j < BN / 8; j++)
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
  }
  // Neither CTA may exit while the other can still arrive on its mbarriers.
  __syncwarp();
  cluster_sync();
}
