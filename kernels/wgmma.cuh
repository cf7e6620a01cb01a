// Hopper helpers shared by the wgmma kernels (gemm_wgmma.cu, gemm_tma.cu):
// the shared-memory matrix descriptor and wgmma's fence, commit and wait.
// Needs sm_90a.

// Shared-memory matrix descriptor of a K-major tile in the 128-byte swizzle:
// start address >> 4 in bits 0-13, leading byte offset (unused here) 1,
// stride byte offset 1024 (8 rows of 128 bytes) >> 4 in bits 32-45, swizzle
// mode 1 (128B) in bits 62-63.
__device__ __forceinline__ unsigned long long make_desc(u32 addr) {
  unsigned long long d = 0;
  d |= (unsigned long long)((addr & 0x3FFFF) >> 4);
  d |= (unsigned long long)1 << 16;
  d |= (unsigned long long)(1024 >> 4) << 32;
  d |= (unsigned long long)1 << 62;
  return d;
}

__device__ __forceinline__ void wgmma_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void wgmma_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void wgmma_wait() {
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
}
