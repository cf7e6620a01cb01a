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

// The descriptor's low word alone, make_desc's bits 0-31: the start address
// >> 4 and the leading byte offset. A tile's descriptors differ only there,
// by offset >> 4 (16-byte units), without a carry while the shared-memory
// address stays under 256 KiB (an SM has 228), so a loop adds to one word
// (desc_lo(addr) + off / 16) and desc_of makes the whole descriptor: an add
// a wgmma where make_desc each time takes a chain of masks and shifts.
__device__ __forceinline__ unsigned desc_lo(u32 addr) { return ((addr & 0x3FFFF) >> 4) | (1u << 16); }
__device__ __forceinline__ unsigned long long desc_of(unsigned lo) {
  return ((unsigned long long)((1024 >> 4) | (1u << 30)) << 32) | lo;
}

__device__ __forceinline__ void wgmma_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void wgmma_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void wgmma_wait() {
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
}
