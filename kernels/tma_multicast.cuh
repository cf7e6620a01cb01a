// The body of the persistent cluster-multicast TMA kernels
// (gemm_tma_multicast.cu, gemm_tma_multicast2x2.cu, which define the tile and
// cluster shape and call it; package kernels appends this after them).
//
// A cluster of CLUSTER_M × CLUSTER_N CTAs (rank r: rm = r mod CLUSTER_M
// along M, rn = r div CLUSTER_M along N) computes one BM × BN tile; CTA
// (rm, rn) computes its CTA_M × CTA_N = 128 × 256 part with the two consumer
// warpgroups of gemm_tma.cu. The CTAs of a cluster row share their A rows,
// those of a cluster column their B rows: each CTA loads part rn (of
// CLUSTER_N) of its A box and part rm (of CLUSTER_M) of its B box by TMA
// multicast to the CTAs that share it, at the same shared-memory offset. Each
// stage's "full" mbarrier expects the whole stage (A_BYTES + B_BYTES, most of
// it written by other CTAs); its "empty" mbarrier counts the consumer warps of
// every CTA of the cluster (a producer may refill a stage only when no CTA it
// writes to still reads it), so each consumer warp arrives on the empty
// mbarrier of every CTA (mapa + a plain shared::cluster arrive). Cluster
// barriers after the mbarriers' initialisation and before exit keep each CTA's
// shared memory alive while the others may still write to it.
//
// The tile scheduler works on BM × BN tiles: cluster c (blockIdx.x /
// CLUSTER_SIZE) takes ids t = c, c + clusters, … of the mapping's grid (gx
// along x, total ids) and computes the tile tile_at gives (t mod gx, t div gx)
// on the grid of ⌈M/BM⌉ × ⌈N/BN⌉ tiles; TMA zero-fills rows past M and N and
// the epilogue masks them. rec, when not null, receives the BM × BN tile of
// every id and the time its loads began (from the cluster's CTA 0;
// record_tile, common.cuh).

#define A_ROWS (CTA_M / CLUSTER_N) // rows of A a CTA loads (and multicasts)
#define B_ROWS (CTA_N / CLUSTER_M) // rows of B a CTA loads (and multicasts)
#define A_PART (A_ROWS * BK * 2)
#define B_PART (B_ROWS * BK * 2)
#define A_MASK (((1 << CLUSTER_SIZE) - 1) / ((1 << CLUSTER_M) - 1)) // ranks rm + CLUSTER_M·j, shifted by rm
#define B_MASK ((1 << CLUSTER_M) - 1)                              // ranks i + CLUSTER_M·rn, shifted by rn·CLUSTER_M

// TMA store: the box at shared memory src into the tensor map's box at (c0
// along columns, c1 along rows), as one bulk group.
__device__ __forceinline__ void tma_store_2d(const TensorMap *tmap, int c0, int c1, u32 src) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];\n" ::"l"(
                   (unsigned long long)tmap),
               "r"(c0), "r"(c1), "r"(src)
               : "memory");
}
__device__ __forceinline__ void bulk_commit() { asm volatile("cp.async.bulk.commit_group;\n" ::: "memory"); }
// Waits until at most N bulk groups still read their shared-memory source.
template <int N> __device__ __forceinline__ void bulk_wait_read() {
  asm volatile("cp.async.bulk.wait_group.read %0;\n" ::"n"(N) : "memory");
}
// Waits until at most N bulk groups are incomplete (their writes done).
template <int N> __device__ __forceinline__ void bulk_wait() {
  asm volatile("cp.async.bulk.wait_group %0;\n" ::"n"(N) : "memory");
}
// Barrier id among count threads (a warpgroup: id 1 + c, 128 threads).
__device__ __forceinline__ void named_bar_sync(int id, int count) {
  asm volatile("bar.sync %0, %1;\n" ::"r"(id), "r"(count) : "memory");
}

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

__device__ __forceinline__ void multicast_gemm(const TensorMap &tmA, const TensorMap &tmB, const TensorMap &tmC, float *C, int M,
                                               int N, int K, int mode, int p, int *rec, int gx, int total,
                                               int store_tma) {
  extern __shared__ __align__(128) unsigned char smem[];
  const int tM = (M + BM - 1) / BM, tN = (N + BN - 1) / BN;
  const int tid = threadIdx.x, warp = tid >> 5, wg = warp >> 2;
  const u32 rank = cluster_rank(), rm = rank % CLUSTER_M, rn = rank / CLUSTER_M;
  const int cid = blockIdx.x / CLUSTER_SIZE, clusters = gridDim.x / CLUSTER_SIZE;
  const u32 sbase = (smem_addr(smem) + 1023) & ~1023u; // same offset in both CTAs (same kernel, same smem layout)
  const u32 epi = sbase + STAGES * STAGE_BYTES; // 2 staging buffers per consumer warpgroup
  const u32 full = epi + EPI_BYTES;
  const u32 empty = full + STAGES * 8;
  const int ktiles = (K + BK - 1) / BK;

  if (tid == 0) {
#pragma unroll
    for (int s = 0; s < STAGES; s++) {
      mbar_init(full + 8 * s, 1);
      mbar_init(empty + 8 * s, CONSUMERS * 4 * CLUSTER_SIZE);
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
        if (rank == 0) record_tile(rec, t, total, has, tm, tn);
        if (!has) continue;
        // This CTA's share: part rn of its A rows (for the CTAs of its
        // cluster row rm) and part rm of its B rows (for those of column rn).
        const int ma = tm * BM + rm * CTA_M + rn * A_ROWS, nb = tn * BN + rn * CTA_N + rm * B_ROWS;
        for (int kt = 0; kt < ktiles; kt++, used++) {
          if (used >= STAGES) mbar_wait(empty + 8 * s, phase ^ 1); // every CTA of the cluster released it
          const u32 sa = sbase + s * STAGE_BYTES, bar = full + 8 * s;
          mbar_expect_tx(bar, STAGE_BYTES);
          if (CLUSTER_N == 1)
            tma_load_2d(sa, &tmA, kt * BK, ma, bar);
          else
            tma_load_2d_multicast(sa + rn * A_PART, &tmA, kt * BK, ma, bar, A_MASK << rm);
          tma_load_2d_multicast(sa + A_BYTES + rm * B_PART, &tmB, kt * BK, nb, bar, B_MASK << (rn * CLUSTER_M));
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
          for (int r = 0; r < CLUSTER_SIZE; r++) mbar_arrive_cluster(empty + 8 * prev, r);
        prev = s;
        if (++s == STAGES) {
          s = 0;
          phase ^= 1;
        }
      }
      wgmma_wait<0>();
      if (lane == 0)
#pragma unroll
        for (int r = 0; r < CLUSTER_SIZE; r++) mbar_arrive_cluster(empty + 8 * prev, r);

      const int m0 = tm * BM + rm * CTA_M, n0 = tn * BN + rn * CTA_N;
      if (store_tma) {
        // TMA-store epilogue: the warpgroup's 64×256 is written 32 columns
        // at a time into one of its two 8 KiB staging buffers (128-byte
        // swizzle: 16-byte chunk k of row r at k ^ (r mod 8), so the eight
        // rows a store instruction touches hit different banks), then one
        // thread stores the 64×32 box with TMA (which clips rows ≥ M and
        // columns ≥ N) and goes on while the copy engine writes it.
        const u32 stage_c = epi + c * 2 * EPI_BUF;
        const int rl = (warp & 3) * 16 + (lane >> 2);
#pragma unroll
        for (int q8 = 0; q8 < CTA_N / 32; q8++) {
          const u32 buf = stage_c + (q8 & 1) * EPI_BUF;
          if (tid % 128 == 0) bulk_wait_read<1>(); // the store that last read buf has read it
          named_bar_sync(1 + c, 128);
#pragma unroll
          for (int jj = 0; jj < 4; jj++)
#pragma unroll
            for (int h = 0; h < 2; h++) {
              const int r = rl + 8 * h, j = 4 * q8 + jj;
              const u32 chunk = jj * 2 + ((lane & 3) >> 1);
              const u32 a = buf + r * 128 + ((chunk ^ (r & 7)) << 4) + (lane & 1) * 8;
              asm volatile("st.shared.v2.f32 [%0], {%1, %2};\n" ::"r"(a), "f"(acc[4 * j + 2 * h]), "f"(acc[4 * j + 2 * h + 1])
                           : "memory");
            }
          asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
          named_bar_sync(1 + c, 128);
          if (tid % 128 == 0) {
            tma_store_2d(&tmC, n0 + q8 * 32, m0 + c * 64, buf);
            bulk_commit();
          }
        }
      } else {
        const int wr = m0 + c * 64 + (warp & 3) * 16 + (lane >> 2);
#pragma unroll
        for (int j = 0; j < CTA_N / 8; j++)
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
    if (store_tma && tid % 128 == 0) bulk_wait<0>(); // C written before the CTA exits
  }
  // Neither CTA may exit while the other can still arrive on its mbarriers.
  __syncwarp();
  cluster_sync();
}
