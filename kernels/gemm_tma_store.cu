// Persistent bf16 GEMM on Hopper with the TMA-store epilogue and no
// multicast: the body of the cluster kernels (tma_multicast.cuh, appended
// after this file) in clusters of one CTA, so one CTA per SM walks 128×256
// tiles as tma-persistent does, loads its own A and B rows, and stores C
// through TMA from shared memory while the next tile's main loop runs. It
// separates what the TMA-store epilogue buys from what multicast buys.
//
// Arguments: (tmA, tmB, tmC, C, M, N, K, mode, p, rec, gx, total,
// store_tma, sk_tiles, sk_split, ws), as gemm_tma_multicast.cu; tmA's box is 64×128, tmB's 64×256.

// BM × BN: the cluster's tile.
#define BM 128
#define BN 256
#define CLUSTER_M 1
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

extern "C" __global__ void __cluster_dims__(1, 1, 1) __launch_bounds__(THREADS, 1)
gemm_bf16_tma_store(const __grid_constant__ TensorMap tmA, const __grid_constant__ TensorMap tmB,
                    const __grid_constant__ TensorMap tmC, float *C, int M, int N, int K, int mode, int p, int *rec,
                    int gx, int total, int store_tma, int sk_tiles, int sk_split, int *ws) {
  multicast_gemm(tmA, tmB, tmC, C, M, N, K, mode, p, rec, gx, total, store_tma, sk_tiles, sk_split, ws);
}
