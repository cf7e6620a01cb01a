// Persistent bf16 GEMM on Hopper in CLUSTER_M×CLUSTER_N thread-block
// clusters with TMA multicast, the two consumer warpgroups of each CTA
// cooperating on its CTA_M×CTA_N part of the cluster's BM×BN tile. Package
// kernels (clusterSource) puts "#define BM …", "BN", "CLUSTER_M" and
// "CLUSTER_N" before this file and the kernel's entry after it, written
// with CLUSTER_KERNEL, CLUSTER_PARAMS and CLUSTER_ARGS:
//
//   - tma-multicast, 256×256 in 2×1: the two CTAs compute the 128×256
//     halves and share the B panel; each loads its own A rows (128×64 per K
//     step) and half of the B rows, multicast to both, so the L2 serves
//     128 + 128 rows per CTA and K step instead of 128 + 256 — a third fewer
//     requests, which is what limits the one-CTA kernels when K·2 is not a
//     multiple of 128 bytes and each 128-byte box row straddles two L2 lines;
//   - tma-multicast-2x2, 256×512 in 2×2: the CTAs of a cluster row share their
//     A rows, those of a column their B rows (64 + 128 rows per CTA and K step);
//   - tma-store, 128×256 in 1×1: no multicast, only the TMA-store epilogue,
//     to separate what each buys;
//   - tma-multicast-256xN (N = 64, 96, 160) and -512xN (N = 144, 152) in
//     2×1: narrower tiles, and 256-row CTAs whose consumer warpgroups take
//     128 rows each (two wgmma chains), so that the tile count fills whole
//     waves of the SMs;
//   - 192-row CTAs (tma-multicast-384xN in 2×1): three consumer warpgroups
//     of 64 rows each (512 threads), for shapes whose rows 128 and 256
//     leave a last row of tiles mostly empty.
//
// The body (scheduler, pipeline, split tail, epilogue) is multicast_gemm in
// tma_multicast.cuh, appended after this file.
//
// Arguments: (tmA, tmB, tmC, C, M, N, K, mode, p, rec, gx, total,
// store_tma, sk_tiles, sk_split, ws); store_tma ≠ 0: C is written through
// tmC (fp32, 16×32 boxes, 128-byte swizzle; N % 4 == 0), else with plain
// stores to C; tmA's box is 64×(CTA_M/CLUSTER_N) (K × rows), tmB's
// 64×(CTA_N/CLUSTER_M) (the part of the panel a CTA loads); sk_tiles > 0: the
// last sk_tiles tiles are split along K into sk_split chunks, reduced in C
// through the flags at ws (tma_multicast.cuh).

#if !defined(BM) || !defined(BN) || !defined(CLUSTER_M) || !defined(CLUSTER_N)
#error "package kernels defines BM, BN, CLUSTER_M and CLUSTER_N"
#endif

#define BK 64
#define CLUSTER_SIZE (CLUSTER_M * CLUSTER_N)
#define CTA_M (BM / CLUSTER_M) // a CTA's rows (128; 256 for the 512-row tiles, 128 a consumer warpgroup)
#define CTA_N (BN / CLUSTER_N) // a CTA's columns (256; 144–160 for the narrow tiles)
#ifndef STAGES
#define STAGES 4
#endif
// Consumer warpgroups: two (one or two 64-row wgmma chains each), or three
// of one chain for 192-row CTAs.
#define CONSUMERS (CTA_M == 192 ? 3 : 2)
#define THREADS (128 * (1 + CONSUMERS))
#define A_BYTES (CTA_M * BK * 2) // 16 KiB (128 rows): the CTA's A rows, all parts
#define B_BYTES (CTA_N * BK * 2) // 32 KiB (256 columns): the CTA's B rows, all parts
#define STAGE_BYTES (A_BYTES + B_BYTES)
#define EPI_BUF (16 * 32 * 4) // 2 KiB: a 16×32 fp32 box of C
#ifndef EPI_NBUF
#define EPI_NBUF 2 // staging buffers a consumer warp (tma_multicast.cuh)
#endif
#define EPI_BYTES (4 * CONSUMERS * EPI_NBUF * EPI_BUF)
#define SMEM_BYTES (STAGES * STAGE_BYTES + EPI_BYTES + 1024 + 2 * STAGES * 8)
#ifndef PRODUCER_REGS
#define PRODUCER_REGS 40
#endif
#ifndef CONSUMER_REGS
// Three consumer warpgroups share the 64 Ki registers with the producer's
// 40 a thread: 152 each (128·40 + 384·152 = 63,488).
#define CONSUMER_REGS (CONSUMERS == 3 ? 152 : 232)
#endif

extern "C" __constant__ int gemm_smem_bytes = SMEM_BYTES;
extern "C" __constant__ int gemm_stages = STAGES;

__device__ __forceinline__ void multicast_gemm(const TensorMap &tmA, const TensorMap &tmB, const TensorMap &tmC,
                                               float *C, int M, int N, int K, int mode, int p, int *rec, int gx,
                                               int total, int store_tma, int sk_tiles, int sk_split, int *ws);

// The entry clusterSource appends: CLUSTER_KERNEL name(CLUSTER_PARAMS) {
// multicast_gemm(CLUSTER_ARGS); }.
#define CLUSTER_KERNEL extern "C" __global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1) __launch_bounds__(THREADS, 1)
#define CLUSTER_PARAMS                                                                                                 \
  const __grid_constant__ TensorMap tmA, const __grid_constant__ TensorMap tmB, const __grid_constant__ TensorMap tmC, \
      float *C, int M, int N, int K, int mode, int p, int *rec, int gx, int total, int store_tma, int sk_tiles,        \
      int sk_split, int *ws
#define CLUSTER_ARGS tmA, tmB, tmC, C, M, N, K, mode, p, rec, gx, total, store_tma, sk_tiles, sk_split, ws
