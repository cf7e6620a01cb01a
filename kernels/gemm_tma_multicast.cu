// Persistent bf16 GEMM on Hopper in 2×1 thread-block clusters with TMA
// multicast of B: the two CTAs of a cluster compute the two 128×256 halves
// (along M) of one 256×256 tile and share its B panel. Each loads its own A
// rows (128×64 per K step) and half of the B rows (128×64), multicast to
// both, so the L2 serves 128 + 128 rows per CTA and K step instead of
// 128 + 256: a third fewer requests, which is what limits the one-CTA kernels
// when K·2 is not a multiple of 128 bytes and each 128-byte box row straddles
// two L2 lines. The body (scheduler, pipeline, epilogue) is multicast_gemm in
// tma_multicast.cuh, appended after this file.
//
// Arguments: (tmA, tmB, tmC, C, M, N, K, mode, p, rec, gx, total,
// store_tma, sk_tiles, sk_split, ws); store_tma ≠ 0: C is written through
// tmC (fp32, 16×32 boxes, 128-byte swizzle; N % 4 == 0), else with plain
// stores to C; tmA's box is 64×128 (K × rows), tmB's 64×128 (the half of B a
// CTA loads); sk_tiles > 0: the last sk_tiles tiles are split along K into
// sk_split chunks, reduced in C through the flags at ws (tma_multicast.cuh).

// BM × BN: the cluster's tile.
#define BM 256
#define BN 256
#define CLUSTER_M 2
#define CLUSTER_N 1
#define BK 64
#define CLUSTER_SIZE (CLUSTER_M * CLUSTER_N)
#define CTA_M (BM / CLUSTER_M) // 128: a CTA's rows
#define CTA_N (BN / CLUSTER_N) // 256: a CTA's columns
#ifndef STAGES
#define STAGES 4
#endif
#define THREADS 384
#define CONSUMERS 2
#define A_BYTES (CTA_M * BK * 2) // 16 KiB: the CTA's A rows, all parts
#define B_BYTES (CTA_N * BK * 2) // 32 KiB: the CTA's B rows, all parts
#define STAGE_BYTES (A_BYTES + B_BYTES)
#define EPI_BUF (16 * 32 * 4)    // 2 KiB: a 16×32 fp32 box of C
#define EPI_BYTES (16 * EPI_BUF) // two per consumer warp
#define SMEM_BYTES (STAGES * STAGE_BYTES + EPI_BYTES + 1024 + 2 * STAGES * 8)
#ifndef PRODUCER_REGS
#define PRODUCER_REGS 40
#endif
#ifndef CONSUMER_REGS
#define CONSUMER_REGS 232
#endif

extern "C" __constant__ int gemm_smem_bytes = SMEM_BYTES;
extern "C" __constant__ int gemm_stages = STAGES;

__device__ __forceinline__ void multicast_gemm(const TensorMap &tmA, const TensorMap &tmB, const TensorMap &tmC,
                                               float *C, int M, int N, int K, int mode, int p, int *rec, int gx,
                                               int total, int store_tma, int sk_tiles, int sk_split, int *ws);

extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(THREADS, 1)
gemm_bf16_tma_multicast(const __grid_constant__ TensorMap tmA, const __grid_constant__ TensorMap tmB,
                        const __grid_constant__ TensorMap tmC, float *C, int M, int N, int K, int mode, int p, int *rec,
                        int gx, int total, int store_tma, int sk_tiles, int sk_split, int *ws) {
  multicast_gemm(tmA, tmB, tmC, C, M, N, K, mode, p, rec, gx, total, store_tma, sk_tiles, sk_split, ws);
}
