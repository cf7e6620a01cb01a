// Persistent bf16 GEMM on Hopper with ping-pong consumer warpgroups, in
// CLUSTER_M×1 thread-block clusters with TMA multicast of B. Package kernels
// puts "#define BM …", "#define BN …" and "#define CLUSTER_M …" before this
// file (tma-pingpong: 256, 192, 2; tma-pingpong-64x256: 128, 256, 2): the
// cluster's CTAs compute the CTA_M×BN parts (along M) of one BM×BN tile and
// share its B panel, each loading its own CTA_M A rows and 1/CLUSTER_M of the
// BN B rows per K step, multicast to all. In each CTA the two consumer
// warpgroups own whole CTA_M×BN parts of alternate tiles (CTA_M/64 chains of
// wgmma m64nBNk16: 192 or 128 fp32 accumulators a thread) and take turns on
// the tensor cores, so that one stores C while the other's main loop runs.
// The body (scheduler, pipeline, split tail, epilogue) is multicast_gemm in
// tma_multicast.cuh with PINGPONG 1, appended after this file.
//
// With CLUSTER_N > 1 (experiments, kernels.pingpongClusterVariant) the
// cluster is CLUSTER_M × CLUSTER_N CTAs as in gemm_tma_multicast.cu, those
// of a cluster row sharing their A rows too.
//
// Arguments: (tmA, tmB, tmC, C, M, N, K, mode, p, rec, gx, total,
// store_tma, sk_tiles, sk_split, ws), as gemm_tma_multicast.cu; tmA's box is
// 64×(CTA_M/CLUSTER_N) (K × rows), tmB's 64×(CTA_N/CLUSTER_M).

#if !defined(BM) || !defined(BN) || !defined(CLUSTER_M)
#error "package kernels defines BM, BN and CLUSTER_M"
#endif
#ifndef CLUSTER_N
#define CLUSTER_N 1 // package kernels sets it for the experiments in other cluster shapes (A multicast along N)
#endif
#define BK 64
#define CLUSTER_SIZE (CLUSTER_M * CLUSTER_N)
#define CTA_M (BM / CLUSTER_M) // a CTA's rows, one warpgroup's (64 or 128)
#define CTA_N (BN / CLUSTER_N) // a CTA's columns (256 or 192)
#define PINGPONG 1
#ifndef STAGES
#define STAGES 5
#endif
#define THREADS 384
#define CONSUMERS 2
#define A_BYTES (CTA_M * BK * 2) // the CTA's A rows
#define B_BYTES (CTA_N * BK * 2) // the CTA's B rows, all parts (40 KiB a stage either way)
#define STAGE_BYTES (A_BYTES + B_BYTES)
#define EPI_BUF (16 * 32 * 4) // 2 KiB: a 16×32 fp32 box of C
#ifndef EPI_NBUF
#define EPI_NBUF 1 // package kernels sets it (2 for the 64x128 kernel, whose stages are small); one buffer a warp lets five 40 KiB stages fit
#endif
#define EPI_BYTES (8 * EPI_NBUF * EPI_BUF)
#define SMEM_BYTES (STAGES * STAGE_BYTES + EPI_BYTES + 1024 + 2 * STAGES * 8)
// 192 accumulators a thread want more than 232 registers: 24 + 2 × 240.
#ifndef PRODUCER_REGS
#define PRODUCER_REGS (CTA_M > 64 ? 24 : 40)
#endif
#ifndef CONSUMER_REGS
#define CONSUMER_REGS (CTA_M > 64 ? 240 : 232)
#endif

extern "C" __constant__ int gemm_smem_bytes = SMEM_BYTES;
extern "C" __constant__ int gemm_stages = STAGES;

__device__ __forceinline__ void multicast_gemm(const TensorMap &tmA, const TensorMap &tmB, const TensorMap &tmC,
                                               float *C, int M, int N, int K, int mode, int p, int *rec, int gx,
                                               int total, int store_tma, int sk_tiles, int sk_split, int *ws);

extern "C" __global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1) __launch_bounds__(THREADS, 1)
gemm_bf16_tma_pingpong(const __grid_constant__ TensorMap tmA, const __grid_constant__ TensorMap tmB,
                       const __grid_constant__ TensorMap tmC, float *C, int M, int N, int K, int mode, int p, int *rec,
                       int gx, int total, int store_tma, int sk_tiles, int sk_split, int *ws) {
  multicast_gemm(tmA, tmB, tmC, C, M, N, K, mode, p, rec, gx, total, store_tma, sk_tiles, sk_split, ws);
}
