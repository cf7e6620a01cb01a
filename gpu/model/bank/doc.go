// Package bank models the shared-memory banks of NVIDIA GPUs (Volta to
// Hopper: the H100 and H200 here) for one warp-wide access, and finds the
// swizzles Sw<B,M,S> that make an access conflict-free.
//
// The model, as the CUDA C++ Programming Guide (compute capability 5.x and
// later, "Shared Memory") and Nsight Compute's metrics define it:
//
//   - Shared memory has 32 banks; successive 4-byte words go to successive
//     banks, so the bank of byte address a is (a/4) % 32.
//   - A warp's access is served in phases: the threads of one phase issue
//     their addresses together. 4-byte accesses (LDS.32, STS.32) have one
//     phase of 32 threads, 8-byte accesses two of 16 (half-warps), 16-byte
//     accesses four of 8 (quarter-warps); ldmatrix and stmatrix serve each
//     8×8 matrix (8 rows of 16 bytes, the row addresses of 8 threads) in
//     one phase.
//   - A phase takes as many wavefronts as the most distinct 4-byte words
//     any one bank must deliver: threads reading the same word are served
//     together (broadcast), different words of one bank are serialised.
//     A phase whose words fall in 32 distinct banks or fewer, one word
//     each, takes one wavefront; n words in one bank make it n-way.
//   - A 64- or 128-bit load whose threads t and t^1 (or t and t^2) all give
//     equal addresses is served as 16 threads, in half the phases (a warp
//     of LDS.64 at one address: 1 wavefront; of LDS.128: 2). Stores and
//     ldmatrix do not pair up.
//   - Nsight Compute's l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld
//     (op_st for stores) counts the wavefronts, and
//     l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld (op_st) counts
//     the wavefronts beyond the ideal: one per phase.
//
// The phase widths, the pairing and the counters were checked against ncu
// on an H200 (gpu/banks, docs/banks.md: 56 cases, all equal; ldmatrix
// counts as op_ld, stmatrix as op_st). cp.async is the exception: the
// H200 counts its shared writes (LDGSTS) by a rule of their own, with no
// bank conflicts, so its model here (a 16-byte store) is the bank analysis
// only; Access.Note says so.
//
// Addresses come from the engine's layouts: a shared-memory layout (plain,
// or composed with a swizzle) maps an element index to an element offset,
// and a thread-value layout maps (thread, value) to the element index each
// thread accesses. All arithmetic of addresses goes through them.
package bank
