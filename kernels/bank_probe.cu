// Bank probes: each kernel is one warp performing exactly one shared-memory
// access, the one a case of engine/bank models, so that Nsight Compute's
// shared-memory counters of the launch are that access's and nothing else's.
// Thread t's byte address is base + addr[t], base the dynamic shared memory
// rounded up to 1024 bytes (the alignment the 128-byte swizzles assume).
// Loads read whatever shared memory holds and write it to out (so that the
// load is live); stores write the thread's id. No other shared-memory
// instruction runs: the counters see the probe alone.
typedef unsigned int u32;

__device__ __forceinline__ u32 probe_base() {
  extern __shared__ __align__(16) unsigned char probe_smem[];
  u32 r;
  asm volatile("{ .reg .u64 a; cvta.to.shared.u64 a, %1; cvt.u32.u64 %0, a; }" : "=r"(r) : "l"(probe_smem));
  return (r + 1023u) & ~1023u;
}

#define PROBE(name) extern "C" __global__ void __launch_bounds__(32) name(const u32 *addr, u32 *out, const unsigned long long *gsrc)

PROBE(bank_lds32) {
  u32 a = probe_base() + addr[threadIdx.x], v;
  asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(a) : "memory");
  out[threadIdx.x] = v;
}

PROBE(bank_lds64) {
  u32 a = probe_base() + addr[threadIdx.x], v0, v1;
  asm volatile("ld.shared.v2.u32 {%0, %1}, [%2];" : "=r"(v0), "=r"(v1) : "r"(a) : "memory");
  out[threadIdx.x] = v0 ^ v1;
}

PROBE(bank_lds128) {
  u32 a = probe_base() + addr[threadIdx.x], v0, v1, v2, v3;
  asm volatile("ld.shared.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(v0), "=r"(v1), "=r"(v2), "=r"(v3) : "r"(a) : "memory");
  out[threadIdx.x] = v0 ^ v1 ^ v2 ^ v3;
}

PROBE(bank_sts32) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(v) : "memory");
}

PROBE(bank_sts64) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("st.shared.v2.u32 [%0], {%1, %1};" ::"r"(a), "r"(v) : "memory");
}

PROBE(bank_sts128) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("st.shared.v4.u32 [%0], {%1, %1, %1, %1};" ::"r"(a), "r"(v) : "memory");
}

// ldmatrix: threads 8i..8i+7 give the row addresses of matrix i.
PROBE(bank_ldsm_x1) {
  u32 a = probe_base() + addr[threadIdx.x], r0 = 0, r1 = 0, r2 = 0, r3 = 0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(a) : "memory");
  out[threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

PROBE(bank_ldsm_x2) {
  u32 a = probe_base() + addr[threadIdx.x], r0 = 0, r1 = 0, r2 = 0, r3 = 0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(a) : "memory");
  out[threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

PROBE(bank_ldsm_x4) {
  u32 a = probe_base() + addr[threadIdx.x], r0 = 0, r1 = 0, r2 = 0, r3 = 0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a) : "memory");
  out[threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

PROBE(bank_ldsm_x1_trans) {
  u32 a = probe_base() + addr[threadIdx.x], r0 = 0, r1 = 0, r2 = 0, r3 = 0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(a) : "memory");
  out[threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

PROBE(bank_ldsm_x2_trans) {
  u32 a = probe_base() + addr[threadIdx.x], r0 = 0, r1 = 0, r2 = 0, r3 = 0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(a) : "memory");
  out[threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

PROBE(bank_ldsm_x4_trans) {
  u32 a = probe_base() + addr[threadIdx.x], r0 = 0, r1 = 0, r2 = 0, r3 = 0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a) : "memory");
  out[threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

// stmatrix (sm_90): the same row addresses, written.
PROBE(bank_stsm_x1) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" ::"r"(a), "r"(v) : "memory");
}

PROBE(bank_stsm_x2) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" ::"r"(a), "r"(v), "r"(v) : "memory");
}

PROBE(bank_stsm_x4) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};" ::"r"(a), "r"(v), "r"(v), "r"(v), "r"(v) : "memory");
}

PROBE(bank_stsm_x1_trans) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" ::"r"(a), "r"(v) : "memory");
}

PROBE(bank_stsm_x2_trans) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" ::"r"(a), "r"(v), "r"(v) : "memory");
}

PROBE(bank_stsm_x4_trans) {
  u32 a = probe_base() + addr[threadIdx.x], v = threadIdx.x;
  asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1, %2, %3, %4};" ::"r"(a), "r"(v), "r"(v), "r"(v), "r"(v) : "memory");
}

// cp.async of 16 bytes from global memory: its shared-memory side is the
// access probed.
PROBE(bank_cp_async16) {
  u32 a = probe_base() + addr[threadIdx.x];
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(a), "l"(gsrc + 2 * threadIdx.x) : "memory");
  asm volatile("cp.async.wait_all;" ::: "memory");
}
