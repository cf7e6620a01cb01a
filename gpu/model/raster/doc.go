// Package raster maps CTAs (thread blocks) of a GEMM launch onto output tiles.
//
// A GEMM with tile BM×BN covers an M×N output with tilesM×tilesN tiles. A
// Mapping says how big the launch grid is and which tile (m, n) the CTA with
// blockIdx (bx, by, bz) computes. The CUDA scheduler starts CTAs roughly in
// linear order t = bx + by·gx + bz·gx·gy, so the mapping decides which tiles run
// together and therefore how much of A and B the L2 cache can reuse.
//
// Mappings here (formulae in each constructor's doc):
//
//   - Identity(N): CUTLASS 2.x GemmIdentityThreadblockSwizzle<N>.
//   - RowMajor(): plain raster, n fastest.
//   - SM90(S, alongM): CUTLASS 3.x SM90 tile scheduler, swizzle size S.
//   - Triton(G): Triton's grouped ordering with GROUP_SIZE_M = G.
//
// Model predicts the DRAM traffic of a launch order with an LRU model of L2;
// Simulate does it wave by wave, sector-exact, and SimulateWaves records each
// wave (its tiles, the panels resident after it, its hits and misses).
// Everything is pure Go; nothing here needs a GPU.
package raster
