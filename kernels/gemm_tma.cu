// bf16 GEMM on Hopper with the tensor memory accelerator: C[M×N] (fp32,
// row-major) = A[M×K]·B[N×K]ᵀ, A and B bf16 row-major (K contiguous), fp32
// accumulation. Needs sm_90a.
//
// CTA tile 128×256×64, three warpgroups (384 threads), warp-specialized:
// warpgroup 0 is the producer: one thread issues cp.async.bulk.tensor (TMA)
// loads of the A tile (128×64) and the B tile (256×64) of each K step into a
// STAGES-deep ring of shared-memory stages in the 128-byte swizzle (16-byte
// chunk c of row r at c ^ (r mod 8)), each stage completing on its "full"
// mbarrier by transaction bytes. Warpgroups 1 and 2 are the consumers: each
// computes 64×256 of C with wgmma.mma_async m64n256k16 (128 fp32 accumulators
// per thread), keeps one wgmma group in flight, and arrives on the stage's
// "empty" mbarrier once the wgmmas that read it have completed, so the
// producer may refill it. setmaxnreg moves registers from the producer to the
// consumers. 4 stages = 192 KiB of shared memory, 1 CTA per SM.
//
// The tensor maps (CUtensorMap, built on the host with cuTensorMapEncodeTiled)
// are __grid_constant__ parameters: A as a K×M tensor with a 64×128 box, B as
// K×N with a 64×256 box, 128-byte swizzle. TMA fills what lies outside the
// tensor with zeros, so ragged M, N and K need no masks on the loads; the
// epilogue masks rows ≥ M and columns ≥ N. Global strides must be multiples
// of 16 bytes (K % 8 == 0); the host uses the mma kernel otherwise.
// Same mapping (common.cuh), tile recording and output as the other kernels.

#define BM 128
#define BN 256
#define BK 64
#ifndef STAGES
#define STAGES 4
#endif
#define THREADS 384
#define CONSUMERS 2 // consumer warpgroups
#define A_BYTES (BM * BK * 2) // 16 KiB
#define B_BYTES (BN * BK * 2) // 32 KiB
#define STAGE_BYTES (A_BYTES + B_BYTES)
#define SMEM_BYTES (STAGES * STAGE_BYTES + 1024 + 2 * STAGES * 8) // + alignment to 1024, + the mbarriers
#ifndef PRODUCER_REGS
#define PRODUCER_REGS 40
#endif
#ifndef CONSUMER_REGS
#define CONSUMER_REGS 232
#endif

extern "C" __constant__ int gemm_smem_bytes = SMEM_BYTES;
extern "C" __constant__ int gemm_stages = STAGES;

extern "C" __global__ void __launch_bounds__(THREADS, 1)
gemm_bf16_tma(const __grid_constant__ TensorMap tmA, const __grid_constant__ TensorMap tmB, float *C, int M, int N,
              int K, int mode, int p, int *rec) {
  extern __shared__ __align__(128) unsigned char smem[];
  const int tM = (M + BM - 1) / BM, tN = (N + BN - 1) / BN;
  int tm, tn;
  const bool has = tile_of(mode, p, tM, tN, tm, tn);
  if (threadIdx.x == 0) {
    const size_t t = (size_t)blockIdx.x + (size_t)blockIdx.y * gridDim.x;
    record_tile(rec, t, (size_t)gridDim.x * gridDim.y * gridDim.z, has, tm, tn);
  }
  if (!has) return;

  const int tid = threadIdx.x, warp = tid >> 5, wg = warp >> 2;
  const int m0 = tm * BM, n0 = tn * BN;
  const u32 sbase = (smem_addr(smem) + 1023) & ~1023u; // the 128B swizzle wants 1024-byte alignment
  const u32 full = sbase + STAGES * STAGE_BYTES;         // full[s]: the stage's tiles have landed
  const u32 empty = full + STAGES * 8;                   // empty[s]: the consumers are done with it
  const int ktiles = (K + BK - 1) / BK;

  if (tid == 0) {
#pragma unroll
    for (int s = 0; s < STAGES; s++) {
      mbar_init(full + 8 * s, 1);                  // the producer's arrive (+ the TMA bytes)
      mbar_init(empty + 8 * s, CONSUMERS * 4);     // one arrive per consumer warp
    }
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
  }
  __syncthreads();

  if (wg == 0) {
    // Producer.
    asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\n" ::"n"(PRODUCER_REGS));
    if (tid == 0) {
      asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmA) : "memory");
      asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmB) : "memory");
      int s = 0;
      u32 phase = 0;
      for (int kt = 0; kt < ktiles; kt++) {
        if (kt >= STAGES) mbar_wait(empty + 8 * s, phase ^ 1); // round kt/STAGES - 1 of this stage released
        const u32 sa = sbase + s * STAGE_BYTES, bar = full + 8 * s;
        mbar_expect_tx(bar, STAGE_BYTES);
        tma_load_2d(sa, &tmA, kt * BK, m0, bar);
        tma_load_2d(sa + A_BYTES, &tmB, kt * BK, n0, bar);
        if (++s == STAGES) {
          s = 0;
          phase ^= 1;
        }
      }
    }
    return;
  }

  // Consumers: warpgroup c computes rows 64c .. 64c+63 of the tile.
  asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\n" ::"n"(CONSUMER_REGS));
  const int c = wg - 1, lane = tid & 31;
  float acc[128];
#pragma unroll
  for (int i = 0; i < 128; i++) acc[i] = 0.f;

  int s = 0, prev = 0;
  u32 phase = 0;
  for (int kt = 0; kt < ktiles; kt++) {
    mbar_wait(full + 8 * s, phase);
    const u32 sa = sbase + s * STAGE_BYTES + c * 64 * 128, sb = sbase + s * STAGE_BYTES + A_BYTES;
    wgmma_fence();
#pragma unroll
    for (int kk = 0; kk < BK / 16; kk++) // 16 elements = 32 bytes further along each swizzled row
      wgmma_m64n256k16(acc, make_desc(sa + kk * 32), make_desc(sb + kk * 32));
    wgmma_commit();
    wgmma_wait<1>(); // the group of step kt-1 has completed: its stage may be refilled
    if (kt > 0 && lane == 0) mbar_arrive(empty + 8 * prev);
    prev = s;
    if (++s == STAGES) {
      s = 0;
      phase ^= 1;
    }
  }
  wgmma_wait<0>();

  // Epilogue: each warp stores its rows of the warpgroup's 64×256 (tma.cuh).
  store_m64n256(acc, C, M, N, m0 + c * 64 + (warp & 3) * 16 + (lane >> 2), n0, lane);
}
