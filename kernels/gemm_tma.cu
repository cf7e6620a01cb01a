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

// CUtensorMap: 128 opaque bytes, 64-byte aligned.
struct __align__(64) TensorMap {
  unsigned long long opaque[16];
};

__device__ __forceinline__ void mbar_init(u32 bar, u32 count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(bar), "r"(count) : "memory");
}

__device__ __forceinline__ void mbar_expect_tx(u32 bar, u32 bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar), "r"(bytes) : "memory");
}

__device__ __forceinline__ void mbar_arrive(u32 bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(bar) : "memory");
}

// Waits until the phase of parity `parity` of the mbarrier at bar has completed.
__device__ __forceinline__ void mbar_wait(u32 bar, u32 parity) {
  u32 done;
  do {
    asm volatile("{\n"
                 ".reg .pred p;\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
                 "selp.u32 %0, 1, 0, p;\n"
                 "}\n"
                 : "=r"(done)
                 : "r"(bar), "r"(parity)
                 : "memory");
  } while (!done);
}

// TMA: the box at (c0 along K, c1 along rows) of the tensor map at tmap into
// shared memory at dst, completing transaction bytes on the mbarrier at bar.
__device__ __forceinline__ void tma_load_2d(u32 dst, const TensorMap *tmap, int c0, int c1, u32 bar) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3}], [%4];\n" ::"r"(dst),
               "l"((unsigned long long)tmap), "r"(c0), "r"(c1), "r"(bar)
               : "memory");
}

// d[128] += A(64×16, desc a) · B(256×16, desc b)ᵀ.
__device__ __forceinline__ void wgmma_m64n256k16(float (&d)[128], unsigned long long a, unsigned long long b) {
  asm volatile(
      "{\n"
      ".reg .pred p;\n"
      "setp.ne.b32 p, %130, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 "
      "{"
      "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
      "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
      "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
      "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, "
      "%64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, "
      "%80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, "
      "%96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, "
      "%112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, "
      "%128, %129, p, 1, 1, 0, 0;\n"
      "}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
        "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
        "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
        "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
        "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
        "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
        "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
        "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]),
        "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]),
        "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]),
        "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]),
        "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]),
        "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]),
        "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]),
        "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]),
        "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
      : "l"(a), "l"(b), "r"(1));
}

extern "C" __global__ void __launch_bounds__(THREADS, 1)
gemm_bf16_tma(const __grid_constant__ TensorMap tmA, const __grid_constant__ TensorMap tmB, float *C, int M, int N,
              int K, int mode, int p, int *rec) {
  extern __shared__ __align__(128) unsigned char smem[];
  const int tM = (M + BM - 1) / BM, tN = (N + BN - 1) / BN;
  int tm, tn;
  const bool has = tile_of(mode, p, tM, tN, tm, tn);
  if (rec != 0 && threadIdx.x == 0) {
    const size_t t = (size_t)blockIdx.x + (size_t)blockIdx.y * gridDim.x;
    rec[2 * t] = has ? tm : -1;
    rec[2 * t + 1] = has ? tn : -1;
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

  // Epilogue: warp w of the warpgroup holds rows 16w .. 16w+15; for column
  // block j, acc[4j], acc[4j+1] at (row g, cols 8j + 2q, +1), acc[4j+2], acc[4j+3]
  // at row g+8; g = lane/4, q = lane%4.
  const bool even = (N & 1) == 0;
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
