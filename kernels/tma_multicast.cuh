// The body of the persistent cluster-multicast TMA kernels
// (gemm_tma_multicast.cu and gemm_tma_pingpong.cu, which with the defines
// package kernels puts before them set the tile and cluster shape and call
// it; package kernels appends this after them).
//
// A cluster of CLUSTER_M × CLUSTER_N CTAs (rank r: rm = r mod CLUSTER_M
// along M, rn = r div CLUSTER_M along N) computes one BM × BN tile; CTA
// (rm, rn) computes its CTA_M × CTA_N part (128 × 256 for tma-multicast;
// 256 rows for the 512-row tiles, 128 a consumer warpgroup) with the two
// consumer warpgroups of gemm_tma.cu. The CTAs of a cluster row share their
// A rows, those of a cluster column their B rows: each CTA loads part rn (of
// CLUSTER_N) of its A box and part rm (of CLUSTER_M) of its B box (B_ROWS,
// rounded up to whole swizzle atoms) by TMA multicast to the CTAs that share
// it, at the same shared-memory offset. Each stage's "full" mbarrier expects
// what the stage's loads bring (TX_BYTES: A_BYTES + B_BYTES, more where B's
// parts overlap; most of it written by other CTAs); its "empty" mbarrier counts the consumer warps of
// every CTA the CTA's loads write to, those of its cluster row and column (a
// producer may refill a stage only when no CTA it writes to still reads
// it), so each consumer warp arrives on the empty mbarrier of those CTAs,
// one lane each (release_stage: mapa + a plain shared::cluster arrive). A cluster
// barrier after the mbarriers' initialisation lets no CTA load before the
// others' mbarriers exist; at exit each producer waits until every CTA its
// loads write to has released every stage it filled (CUTLASS's load_tail), so that
// no arrive of theirs is still on its way to a CTA that has left. (A cluster
// barrier at exit, EXIT_TAIL 0, holds every warp until the slowest CTA is
// done: 0.4–0.8 µs more a launch at the small shapes, docs/benchmarks.md.)
//
// The tile scheduler works on BM × BN tiles: cluster c (blockIdx.x /
// CLUSTER_SIZE) takes the tiles j = c, c + clusters, … of the mapping's
// T = ⌈M/BM⌉·⌈N/BN⌉ tiles, in the order of its grid's ids (id_of,
// common.cuh: the ids with no tile are skipped, not handed out), and
// computes the tile tile_at gives the id t (t mod gx, t div gx); TMA
// zero-fills rows past M and N and the epilogue clips them. rec, when not
// null, receives the BM × BN tile of every id and the time its loads began
// (from the cluster's CTA 0; record_tile, common.cuh), (-1, -1) for the ids
// with none.
//
// Split (sk_tiles = L > 0, sk_split = S ≥ 2; the host's kernels.SplitTail
// chooses them): the last L tiles are cut along K into S chunks each, so
// that they do not leave clusters idle. The units of work are the T − L
// whole tiles, then the L·S chunks, tile by tile (K chunk ch of a tile is
// its K steps ⌊ch·kt/S⌋ … ⌊(ch+1)·kt/S⌋ − 1); cluster c takes units c,
// c + clusters, … (a split tail: L·S at most the clusters, all in the last
// wave; a split of every tile, L = T: the chunks over several waves).
// The partial sums meet in C: chunk 0 stores its part, then each consumer warpgroup raises its flag at ws (one int per tile, CTA of
// the cluster and warpgroup); the other chunks wait for that flag and add
// theirs with TMA reduce-add (red.global.add with plain stores). Each adder
// bumps the flag once it has seen it; the last one (the flag then S) resets
// it to 0 for the next launch, so ws needs zeroing once, when allocated, and
// nothing is timed apart. Every cluster of the launch is resident at once
// (the host launches no more) and a chunk waits only for an earlier unit
// (chunk 0 of its tile, on another cluster while S ≤ clusters), so the
// earliest unfinished unit can always run: no wait blocks for ever.
//
// Stream-K (sk_tiles = L > 0, sk_split = 0): the T − L whole tiles as
// above (a multiple of the clusters), then the K steps of the last L tiles,
// L·kt in all, cut into one even range a cluster (CUTLASS's stream-K). A
// range is pieces of consecutive tiles; a piece that starts a tile (kb = 0)
// stores it and raises its flag, the others add to it as a split chunk's do.
// A cluster whose range starts inside a tile computes that piece last, after
// the pieces that start tiles, so that no cluster waits before its last
// piece, and that one waits for a piece its neighbour computed first.
//
// Ping-pong (PINGPONG 1, gemm_tma_pingpong.cu): each consumer warpgroup
// computes the CTA's whole CTA_M × CTA_N part of a unit (CTA_M / 64 chains
// of wgmma m64n{CTA_N}k16), the two taking the units in turn (warpgroup
// i mod 2 takes unit i and passes the other's K steps in the ring), so one
// warpgroup's epilogue runs while the other's main loop has the tensor cores.
// Named barriers 3 and 4 order the main loops: a warpgroup starts a unit's K
// steps once the other has issued its last one (CUTLASS's
// KernelTmaWarpSpecializedPingpong orders them with an OrderedSequenceBarrier).
// That order is also what keeps the parity waits on the "full" mbarriers
// unambiguous: without it a warpgroup could wait on a stage more than one
// phase ahead of the ring (tried: the launch failed). A stage's "empty"
// mbarrier counts the 4 warps of one warpgroup per CTA.

#ifndef STREAMK
#define STREAMK 1 // 0: no stream-K (kernels.Kernel.NoStreamK), which tma-pingpong's registers cannot spare
#endif
#ifndef PREFETCH_C
#define PREFETCH_C 0 // 1: the producer also prefetches C's tensor map (an experiment: -DPREFETCH_C=1)
#endif
#ifndef EARLY_START
// 1: thread 0 prefetches the tensor maps (C's too) before it initialises
// the mbarriers, and the cluster barrier is split as CUTLASS's kernels
// split it: every thread arrives once the barriers are initialised, and
// waits only after its warpgroup's setmaxnreg. 0: the prefetch after one
// whole cluster barrier (before session 14). Measured 0.6% faster at
// sixteen short launches, 15 of 16 faster (docs/benchmarks.md, "The
// start of a launch").
#define EARLY_START 1
#endif
#ifndef DESC_ADD
// 1: a consumer makes the stage's two wgmma descriptors once and adds each
// wgmma's offset to their low words (desc_lo, desc_of); 0: make_desc for
// every wgmma, a chain of masks and shifts on the uniform datapath each
// (before session 15). 1 executes 20-27% fewer instructions (ncu) and
// times the same against cuBLAS (52 shapes, docs/benchmarks.md "Session
// 15"): the consumers wait on their loads, not on issuing.
#define DESC_ADD 1
#endif
#ifndef SOLO_PLAIN
// 1: in clusters one CTA tall (1×2, 1×4) B, which no other CTA shares, is
// loaded by a plain TMA load, as A is in clusters one CTA wide; 0: by a
// multicast to the CTA alone (before session 15). The L2's request
// coalescer (LRC) merges plain loads of different SMs for the same sectors
// ("hardware" coalescing in ncu's lrc__ metrics) but not multicast ones
// ("programmatic"): cuBLAS's kernels load so, and their L2 read 40% fewer
// sectors than ours for the same boxes (docs/benchmarks.md, "Session 15").
#define SOLO_PLAIN 1
#endif
#ifndef CHAIN_MAJOR
// 1: a consumer with two or three wgmma chains (64-row parts of its rows)
// issues a stage's four K steps of one chain, then the next chain's, as
// cuBLAS's kernels do; 0: K step by K step across the chains. Measured
// the same: +0.14 points of cuBLAS on average at 52 shapes, 7 up and 3
// down by more than half a point (docs/benchmarks.md, "Session 15").
#define CHAIN_MAJOR 0
#endif
#ifndef NO_MULTICAST
// 1: every CTA loads all its rows of A and B itself by plain TMA loads,
// leaving the sharing to the L2's request coalescer (an experiment; the
// barriers stay as they are). Measured 6.0 points of cuBLAS slower on
// average at 52 shapes, up to 37 (docs/benchmarks.md, "Session 15"): the
// coalescer merges only what arrives together, a multicast all of it.
#define NO_MULTICAST 0
#endif
#ifndef EXIT_WAIT_READ
#define EXIT_WAIT_READ 0 // 1: before exit wait only until the TMA stores have read shared memory (an experiment)
#endif
#ifndef EXIT_TAIL
#define EXIT_TAIL 1 // 0: a cluster barrier at exit in place of the producer's wait for its stages (an experiment)
#endif
#ifndef NO_EPILOGUE
#define NO_EPILOGUE 0 // 1: C is not written (an experiment: the time the epilogue takes, by difference)
#endif
#ifndef PINGPONG
#define PINGPONG 0 // 1: the consumer warpgroups take turns on whole CTA tiles (see above)
#endif
#ifndef WARP_UNIFORM
#define WARP_UNIFORM 1 // 0: the warp index as threadIdx.x / 32 (an experiment: before/after)
#endif
#ifndef TRANSPOSE_C
// 1: the kernel computes Cᵀ = B·Aᵀ (the host swaps A and B, M and N;
// kernels.Swapped): element (row, col) of its M×N product is C[col][row],
// at C + col·M + row. In the TMA-store epilogue two warps stage their
// 16×32 boxes together as one of 32 rows of C by 32 columns (128-byte
// rows, 128-byte swizzle), stored through a map of C with 32×32 boxes; the
// plain stores write column by column.
#define TRANSPOSE_C 0
#endif
#ifndef EPI_STAGES
#define EPI_STAGES 1 // 0: the last unit's epilogue stages C in the epilogue buffers too (EPI_WIDE; an experiment: before/after); 2: in the ring whatever EPI_NBUF
#endif
// A consumer warpgroup's accumulators: CHAINS m64 × CTA_N accumulators (of
// wgmma m64n{CTA_N}k16), rows 64·ch + … of its part: the CTA's CTA_M rows
// (ping-pong) or its share of them (cooperative: 64 rows of a 128-row CTA,
// 128 of a 256-row one, 64 of a 192-row one's three).
#define CHAINS (PINGPONG ? CTA_M / 64 : CTA_M / (64 * CONSUMERS))
#define WG_ROWS (PINGPONG ? 0 : CHAINS * 64) // the rows before consumer warpgroup c's: c·WG_ROWS
#ifndef EPI_NBUF
#define EPI_NBUF 2 // staging buffers per consumer warp in the TMA-store epilogue
#endif
// The last unit's epilogue (EPI_STAGES): each consumer warp stages its
// whole part of C in the ring's stages, a 2 KiB slot a 16×32 box — the
// warps of one warpgroup (ping-pong) or of both (cooperative) — where a
// warp has one staging buffer of its own (ping-pong's 256-row tiles, whose
// five stages leave room for no more) and its part fits in the ring. With
// two buffers a warp (EPI_STAGES 2) it was measured 1–2% slower at the
// small shapes and 8% at 1800×1800×512 on the cooperative kernel
// (docs/benchmarks.md, "The last epilogue in the ring").
#define EPI_WIDE_BYTES ((PINGPONG ? 4 : 4 * CONSUMERS) * CHAINS * (CTA_N / 32) * EPI_BUF)
#define EPI_WIDE ((EPI_STAGES == 2 || (EPI_STAGES == 1 && EPI_NBUF == 1)) && EPI_WIDE_BYTES <= STAGES * STAGE_BYTES)
#define A_ROWS (CTA_M / CLUSTER_N) // rows of A a CTA loads (and multicasts)
// Rows of B a CTA loads (and multicasts): its 1/CLUSTER_M share of the
// CTA_N, rounded up to whole 8-row swizzle atoms (1024 bytes) where it is
// not whole (152 in 2: 80 rows each, rows 0–79 and 72–151, the 8 between
// written by both CTAs with the same bytes; kernels.Kernel.BoxRows), from
// row rm·B_STEP of the part, a whole number of atoms.
#define B_ROWS ((CTA_N / CLUSTER_M + 7) / 8 * 8)
#define B_STEP (CLUSTER_M > 1 ? (CTA_N - B_ROWS) / (CLUSTER_M - 1) : 0)
#define A_PART (A_ROWS * BK * 2)
#define B_PART (B_ROWS * BK * 2)
#define TX_BYTES (A_BYTES + CLUSTER_M * B_PART) // what a stage's loads bring each CTA (STAGE_BYTES but for the overlap)
#define A_MASK (((1 << CLUSTER_SIZE) - 1) / ((1 << CLUSTER_M) - 1)) // ranks rm + CLUSTER_M·j, shifted by rm
#define B_MASK ((1 << CLUSTER_M) - 1)                              // ranks i + CLUSTER_M·rn, shifted by rn·CLUSTER_M

// TMA store: the box at shared memory src into the tensor map's box at (c0
// along columns, c1 along rows), as one bulk group.
__device__ __forceinline__ void tma_store_2d(const TensorMap *tmap, int c0, int c1, u32 src) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];\n" ::"l"(
                   (unsigned long long)tmap),
               "r"(c0), "r"(c1), "r"(src)
               : "memory");
}
// TMA reduce-add: the box at shared memory src added to the tensor map's
// box at (c0, c1) (element type of the map: fp32), as one bulk group.
__device__ __forceinline__ void tma_reduce_add_2d(const TensorMap *tmap, int c0, int c1, u32 src) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [%0, {%1, %2}], [%3];\n" ::"l"(
                   (unsigned long long)tmap),
               "r"(c0), "r"(c1), "r"(src)
               : "memory");
}
// TRANSPOSE_C's plain stores: elements (row, col) and (row, col + 1) of
// the kernel's M×N product (col < N, row < M) into C at col·M + row and
// one column of C on, added where add (a split chunk after the first).
__device__ __forceinline__ void c_put_t(float *C, int M, int N, int row, int col, float v0, float v1, bool add) {
  float *dst = C + (size_t)col * M + row;
  if (add) {
    atomicAdd(dst, v0);
    if (col + 1 < N) atomicAdd(dst + M, v1);
  } else {
    dst[0] = v0;
    if (col + 1 < N) dst[M] = v1;
  }
}
// The split tail's flags: release after chunk 0's writes of C, acquire before
// the other chunks add to them. fence.proxy.async orders the copy engine's
// (async proxy) accesses of C with the flag's (generic proxy).
__device__ __forceinline__ void flag_release_add(int *f, int v) {
  asm volatile("fence.proxy.async.global;\n" ::: "memory");
  asm volatile("red.release.gpu.global.add.s32 [%0], %1;\n" ::"l"(f), "r"(v) : "memory");
}
__device__ __forceinline__ void flag_wait_acquire(const int *f) {
  int v;
  for (;;) {
    asm volatile("ld.acquire.gpu.global.s32 %0, [%1];\n" : "=r"(v) : "l"(f) : "memory");
    if (v != 0) break;
    __nanosleep(64);
  }
  asm volatile("fence.proxy.async.global;\n" ::: "memory");
}
__device__ __forceinline__ void bulk_commit() { asm volatile("cp.async.bulk.commit_group;\n" ::: "memory"); }
// Waits until at most N bulk groups still read their shared-memory source.
template <int N> __device__ __forceinline__ void bulk_wait_read() {
  asm volatile("cp.async.bulk.wait_group.read %0;\n" ::"n"(N) : "memory");
}
// Waits until at most N bulk groups are incomplete (their writes done).
template <int N> __device__ __forceinline__ void bulk_wait() {
  asm volatile("cp.async.bulk.wait_group %0;\n" ::"n"(N) : "memory");
}
// Barrier id among count threads (a warpgroup: id 1 + c, 128 threads).
__device__ __forceinline__ void named_bar_sync(int id, int count) {
  asm volatile("bar.sync %0, %1;\n" ::"r"(id), "r"(count) : "memory");
}
// Arrive on barrier id without waiting (count: the arriving and the syncing
// threads together).
__device__ __forceinline__ void named_bar_arrive(int id, int count) {
  asm volatile("bar.arrive %0, %1;\n" ::"r"(id), "r"(count) : "memory");
}

// One K step of 16 of a 64-row accumulator chain, by its width.
__device__ __forceinline__ void wgmma_k16(float (&d)[128], unsigned long long a, unsigned long long b) {
  wgmma_m64n256k16(d, a, b);
}
__device__ __forceinline__ void wgmma_k16(float (&d)[96], unsigned long long a, unsigned long long b) {
  wgmma_m64n192k16(d, a, b);
}
__device__ __forceinline__ void wgmma_k16(float (&d)[64], unsigned long long a, unsigned long long b) {
  wgmma_m64n128k16(d, a, b);
}

__device__ __forceinline__ u32 cluster_rank() {
  u32 r;
  asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(r));
  return r;
}

__device__ __forceinline__ void cluster_sync() {
  asm volatile("barrier.cluster.arrive.release;\n"
               "barrier.cluster.wait.acquire;\n" ::
                   : "memory");
}

// Arrive on the mbarrier at offset bar of the cluster's CTA rank. Plain
// arrive (release at CTA scope), as CUTLASS's ClusterBarrier::arrive: with
// .release.cluster every arrive waited for a cluster-wide memory barrier, and
// the kernel ran at 57% of cuBLAS (ncu: 47% of warp stalls on "membar").
__device__ __forceinline__ void mbar_arrive_cluster(u32 bar, u32 rank) {
  asm volatile("{\n"
               ".reg .b32 ra;\n"
               "mapa.shared::cluster.u32 ra, %0, %1;\n"
               "mbarrier.arrive.shared::cluster.b64 _, [ra];\n"
               "}\n" ::"r"(bar),
               "r"(rank)
               : "memory");
}

// A consumer warp's release of a stage: lane l arrives on the "empty"
// mbarrier of the cluster's CTA l where that CTA's loads write into this
// CTA's stage — it shares this CTA's A rows (same rm) or B rows (same rn) —
// so each such CTA counts SHARERS CTAs' warps, and the arrives go out from
// CLUSTER_SIZE lanes at once, not one after another from lane 0 (CUTLASS's
// PipelineTmaAsync spreads them over the consumer threads the same way).
#define SHARERS (CLUSTER_M + CLUSTER_N - 1)
__device__ __forceinline__ void release_stage(u32 bar, int lane, u32 rm, u32 rn) {
  if (lane < CLUSTER_SIZE && ((u32)lane % CLUSTER_M == rm || (u32)lane / CLUSTER_M == rn)) mbar_arrive_cluster(bar, lane);
}

// TMA multicast: the box at (c0, c1) into shared memory at dst of every CTA
// of the cluster in mask, each completing bytes on its mbarrier at bar.
__device__ __forceinline__ void tma_load_2d_multicast(u32 dst, const TensorMap *tmap, int c0, int c1, u32 bar,
                                                      unsigned short mask) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
               " [%0], [%1, {%2, %3}], [%4], %5;\n" ::"r"(dst),
               "l"((unsigned long long)tmap), "r"(c0), "r"(c1), "r"(bar), "h"(mask)
               : "memory");
}

// Stream-K's ranges (multicast_gemm): the first K step of cluster c's range
// of the w steps shared out over n clusters (w past the last), and the
// cluster whose range holds step s.
__device__ __forceinline__ int sk_begin(int c, int w, int n) { return c < n ? c * w / n : w; }
__device__ __forceinline__ int sk_cluster(int s, int w, int n) { return ((s + 1) * n - 1) / w; }

__device__ __forceinline__ void multicast_gemm(const TensorMap &tmA, const TensorMap &tmB, const TensorMap &tmC, float *C, int M,
                                               int N, int K, int mode, int p, int *rec, int gx, int total,
                                               int store_tma, int sk_tiles, int sk_split, int *ws) {
  extern __shared__ __align__(128) unsigned char smem[];
  const int tM = (M + BM - 1) / BM, tN = (N + BN - 1) / BN;
  // The warp's index and the CTA's rank in its cluster broadcast from lane
  // 0 (CUTLASS's canonical_warp_idx_sync): the compiler then knows them,
  // and what is computed from them, to be the same across the warp, and
  // issues the TMA stores from uniform registers without a loop over the
  // lanes' values.
  const int tid = threadIdx.x, warp = WARP_UNIFORM ? __shfl_sync(0xffffffffu, tid >> 5, 0) : tid >> 5, wg = warp >> 2;
  const u32 rank = WARP_UNIFORM ? __shfl_sync(0xffffffffu, cluster_rank(), 0) : cluster_rank(), rm = rank % CLUSTER_M,
            rn = rank / CLUSTER_M;
  const int cid = blockIdx.x / CLUSTER_SIZE, clusters = gridDim.x / CLUSTER_SIZE;
  const u32 sbase = (smem_addr(smem) + 1023) & ~1023u; // same offset in both CTAs (same kernel, same smem layout)
  const u32 epi = sbase + STAGES * STAGE_BYTES; // 2 staging buffers per consumer warpgroup
  const u32 full = epi + EPI_BYTES;
  const u32 empty = full + STAGES * 8;
  const int ktiles = (K + BK - 1) / BK;
  const int tiles = tM * tN, dp = tiles - sk_tiles; // tiles computed whole
  // Stream-K (sk_split = 0): the K steps of the last sk_tiles tiles, W =
  // sk_tiles·ktiles, in order; cluster c takes steps sk_begin(c) …
  // sk_begin(c + 1) − 1, and a tile's steps are in the pieces of the clusters
  // sk_cluster(its first step) … sk_cluster(its last step).
  // With fewer steps than clusters only the first W clusters get one each,
  // so that no range is empty (an empty one would miscount a tile's pieces).
  // 32-bit: the host uses stream-K only where (W + 1)·clusters < 2³¹.
  const int sk_w = sk_split == 0 ? sk_tiles * ktiles : 1, sk_n = sk_w < clusters ? sk_w : clusters;
  // Work unit i of this cluster: u = cid + i·clusters; tile u while u < dp,
  // then (split) K chunk (u − dp) mod S of tile dp + (u − dp) div S; ch = -1
  // for a whole tile. The chunks of a tile are consecutive units, so chunk 0
  // comes first and no unit waits for a later one.
  auto unit = [&](int i, int &t, int &kb, int &ke, int &ch, int &jt) -> bool {
    jt = cid + i * clusters;
    kb = 0, ke = ktiles, ch = -1;
    if (jt >= dp && sk_split > 0) {
      const int u = jt - dp;
      if (u >= sk_tiles * sk_split) return false;
      ch = u % sk_split;
      jt = dp + u / sk_split;
      kb = ch * ktiles / sk_split, ke = (ch + 1) * ktiles / sk_split;
    }
#if STREAMK
    else if (jt >= dp) { // stream-K: this cluster's pieces, its first one last when it is a tile's tail
      const int q0 = i - (dp > cid ? (dp - cid + clusters - 1) / clusters : 0);
      const int b = sk_begin(cid, sk_w, sk_n), e = sk_begin(cid + 1, sk_w, sk_n);
      if (b >= e) return false;
      const int j0 = b / ktiles, n = (e - 1) / ktiles - j0 + 1;
      const int q = b % ktiles == 0 ? q0 : (q0 + 1 < n ? q0 + 1 : (q0 == n - 1 ? 0 : -1));
      if (q < 0 || q >= n) return false;
      const int j = j0 + q, tb = j * ktiles;
      kb = (b > tb ? b : tb) - tb, ke = (e < tb + ktiles ? e : tb + ktiles) - tb;
      ch = kb > 0 ? 1 : (ke < ktiles ? 0 : -1);
      jt = dp + j;
    }
#endif
    t = id_of(mode, p, tM, tN, gx, jt);
    return true;
  };

#if EARLY_START
  if (tid == 0) {
    asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmA) : "memory");
    asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmB) : "memory");
    if (store_tma) asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmC) : "memory");
  }
#endif
  if (tid == 0) {
#pragma unroll
    for (int s = 0; s < STAGES; s++) {
      mbar_init(full + 8 * s, 1);
      mbar_init(empty + 8 * s, (PINGPONG ? 1 : CONSUMERS) * 4 * SHARERS); // the warps that read a stage this CTA's loads fill
    }
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
  }
#if EARLY_START
  asm volatile("barrier.cluster.arrive.release;\n" ::: "memory");
#else
  __syncthreads();
  cluster_sync();
#endif

  if (wg == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\n" ::"n"(PRODUCER_REGS));
#if EARLY_START
    asm volatile("barrier.cluster.wait.acquire;\n" ::: "memory");
#endif
    if (tid == 0) {
#if !EARLY_START
      asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmA) : "memory");
      asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmB) : "memory");
#if PREFETCH_C
      if (store_tma) asm volatile("prefetch.tensormap [%0];\n" ::"l"((unsigned long long)&tmC) : "memory");
#endif
#endif
      int s = 0, used = 0;
      u32 phase = 0;
      if (rec != 0 && rank == 0) // the ids with no tile, which no unit visits
        for (int t = cid; t < total; t += clusters) {
          int tm, tn;
          if (!tile_at(mode, p, tM, tN, t % gx, t / gx, tm, tn)) record_tile(rec, t, total, false, 0, 0);
        }
      int t, kb, ke, ch, jt;
      for (int i = 0; unit(i, t, kb, ke, ch, jt); i++) {
        int tm, tn;
        tile_at(mode, p, tM, tN, t % gx, t / gx, tm, tn); // id_of gives only ids with a tile
        if (rank == 0 && ch <= 0) record_tile(rec, t, total, true, tm, tn); // a split tile: its chunk 0
        // This CTA's share: part rn of its A rows (for the CTAs of its
        // cluster row rm) and part rm of its B rows (for those of column rn).
        const int ma = tm * BM + rm * CTA_M + rn * A_ROWS, nb = tn * BN + rn * CTA_N + rm * B_STEP;
        for (int kt = kb; kt < ke; kt++, used++) {
          if (used >= STAGES) mbar_wait(empty + 8 * s, phase ^ 1); // every CTA of the cluster released it
          const u32 sa = sbase + s * STAGE_BYTES, bar = full + 8 * s;
          mbar_expect_tx(bar, TX_BYTES);
#if NO_MULTICAST
          for (int j = 0; j < CLUSTER_N; j++) tma_load_2d(sa + j * A_PART, &tmA, kt * BK, ma + (j - (int)rn) * A_ROWS, bar);
          for (int j = 0; j < CLUSTER_M; j++)
            tma_load_2d(sa + A_BYTES + j * B_STEP * BK * 2, &tmB, kt * BK, nb + (j - (int)rm) * B_STEP, bar);
#else
          if (CLUSTER_N == 1)
            tma_load_2d(sa, &tmA, kt * BK, ma, bar);
          else
            tma_load_2d_multicast(sa + rn * A_PART, &tmA, kt * BK, ma, bar, A_MASK << rm);
          if (CLUSTER_M == 1 && SOLO_PLAIN)
            tma_load_2d(sa + A_BYTES, &tmB, kt * BK, nb, bar);
          else
            tma_load_2d_multicast(sa + A_BYTES + rm * B_STEP * BK * 2, &tmB, kt * BK, nb, bar, B_MASK << (rn * CLUSTER_M));
#endif
          if (++s == STAGES) {
            s = 0;
            phase ^= 1;
          }
        }
      }
#if EXIT_TAIL
      // CUTLASS's load_tail: wait until every CTA this producer's loads
      // write to has released each stage it filled, so that no arrive of theirs
      // is still on its way here when the CTA exits (the stages never filled
      // are skipped, as in the loop above). Every CTA's own loads land before
      // its consumers finish, which wait for them.
      for (int j = 0; j < STAGES; j++, used++) {
        if (used >= STAGES) mbar_wait(empty + 8 * s, phase ^ 1);
        if (++s == STAGES) {
          s = 0;
          phase ^= 1;
        }
      }
#endif
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\n" ::"n"(CONSUMER_REGS));
#if EARLY_START
    asm volatile("barrier.cluster.wait.acquire;\n" ::: "memory");
#endif
    const int c = wg - 1, lane = tid & 31;
    const bool even = (N & 1) == 0;
    (void)even; // unused where TRANSPOSE_C
    float acc[CHAINS][CTA_N / 2];
    int s = 0;
    u32 phase = 0;
    // The staging buffer the warp's next box goes to, counted on from one
    // unit's epilogue to the next: bulk_wait_read<EPI_NBUF - 1> frees only
    // the buffer the last store but EPI_NBUF - 1 read, so a unit whose
    // boxes are not a multiple of EPI_NBUF must not start the next at
    // buffer 0, where its own last store may still be reading (a short
    // split chunk after a whole tile: tma-multicast-384x120-t lost
    // partial sums so, docs/benchmarks.md "Tiles of 384 rows").
    int epi_next = 0;
    int t, kb, ke, ch, jt;
    for (int i = 0; unit(i, t, kb, ke, ch, jt); i++) {
      if (PINGPONG && (i & 1) != c) { // the other warpgroup's unit: pass its K steps in the ring
        s += ke - kb;
        phase ^= (s / STAGES) & 1;
        s %= STAGES;
        continue;
      }
      int tm, tn;
      tile_at(mode, p, tM, tN, t % gx, t / gx, tm, tn);
#pragma unroll
      for (int x = 0; x < CHAINS * CTA_N / 2; x++) acc[x / (CTA_N / 2)][x % (CTA_N / 2)] = 0.f;
      if (PINGPONG && i > 0) named_bar_sync(3 + c, 256); // this warpgroup's turn on the tensor cores
      int prev = 0;
      for (int kt = kb; kt < ke; kt++) {
        mbar_wait(full + 8 * s, phase);
        const u32 sa = sbase + s * STAGE_BYTES + c * WG_ROWS * 128, sb = sbase + s * STAGE_BYTES + A_BYTES;
#if DESC_ADD
        const unsigned da = desc_lo(sa), db = desc_lo(sb); // the stage's descriptors, 16-byte steps added below
#endif
        wgmma_fence();
#pragma unroll
        for (int x = 0; x < CHAINS * (BK / 16); x++) {
          // CHAIN_MAJOR: a chain's K steps in a row, then the next chain's
          // (as cuBLAS's kernels issue them); else K step by K step.
          const int q = CHAIN_MAJOR ? x / (BK / 16) : x % CHAINS, kk = CHAIN_MAJOR ? x % (BK / 16) : x / CHAINS;
#if DESC_ADD
          wgmma_k16(acc[q], desc_of(da + (q * 64 * 128 + kk * 32) / 16), desc_of(db + kk * 32 / 16));
#else
          wgmma_k16(acc[q], make_desc(sa + q * 64 * 128 + kk * 32), make_desc(sb + kk * 32));
#endif
        }
        wgmma_commit();
        wgmma_wait<1>();
        if (kt > kb) release_stage(empty + 8 * prev, lane, rm, rn);
        prev = s;
        if (++s == STAGES) {
          s = 0;
          phase ^= 1;
        }
      }
      if (PINGPONG) { // its last K step issued: the other warpgroup's turn, if it has a next unit
        int t1, kb1, ke1, ch1, jt1;
        if (unit(i + 1, t1, kb1, ke1, ch1, jt1)) named_bar_arrive(3 + (c ^ 1), 256);
      }
      wgmma_wait<0>();
      release_stage(empty + 8 * prev, lane, rm, rn);

      // This warpgroup's rows: the CTA's (ping-pong) or its half of them.
      const int m0 = tm * BM + rm * CTA_M + c * WG_ROWS, n0 = tn * BN + rn * CTA_N;
      // Split: the flag of this warpgroup's part (chunk 0 raises it, the
      // others wait for it and count themselves on it). Ping-pong: a
      // warpgroup's part is the CTA's whole part, and the chunks of a tile
      // may fall to different warpgroups (units of different parity), so
      // the CTA has one flag a tile.
      int *flag = ch >= 0 ? ws + ((jt - dp) * CLUSTER_SIZE + rank) * CONSUMERS + (PINGPONG ? 0 : c) : 0;
      if (ch > 0) {
        if (tid % 128 == 0) {
          flag_wait_acquire(flag);
          const int tb = (jt - dp) * ktiles; // stream-K: one adder a piece after the tile's first
          const int adders = sk_split > 0 || !STREAMK ? sk_split - 1
                                                      : sk_cluster(tb + ktiles - 1, sk_w, sk_n) - sk_cluster(tb, sk_w, sk_n);
          if (atomicAdd(flag, 1) == adders) atomicExch(flag, 0); // the last adder: ready for the next launch
        }
        named_bar_sync(1 + c, 128); // the warpgroup adds after the flag was seen
      }
#if NO_EPILOGUE
      { // the accumulators are read, so that no wgmma is left out as dead code
        float sum = 0.f;
#pragma unroll
        for (int x = 0; x < CHAINS * CTA_N / 2; x++) sum += acc[x / (CTA_N / 2)][x % (CTA_N / 2)];
        if (sum == 1.0e30f) C[0] = sum;
      }
      if (ch == 0) { // a split's chunk 0 still raises its flag, so that no adder waits for ever
        named_bar_sync(1 + c, 128);
        if (tid % 128 == 0) flag_release_add(flag, 1);
      }
      continue;
#endif
      if (store_tma) {
        // TMA-store epilogue, each warp on its own: its 16×CTA_N of C (of
        // each chain) is written 32 columns at a time into one of its EPI_NBUF 2 KiB
        // staging buffers (128-byte swizzle: 16-byte chunk k of row r at k ^ (r mod
        // 8), so the eight rows a store instruction touches hit different
        // banks), then its lane 0 stores the 16×32 box with TMA (which clips
        // rows ≥ M and columns ≥ N; a reduce-add for a split tail's chunk
        // > 0) and the warp goes on while the copy engine writes it. No
        // barrier between the warps: a warp waits only for its own stores.
        //
        // The CTA's last unit, where it filled every stage of the ring
        // (EPI_WIDE, at least STAGES K steps), stages its boxes in the ring
        // instead, each in a slot of its own, and no store waits for an
        // earlier one to read its buffer: a 2 KiB box's store takes long
        // enough to read that one or two buffers a warp kept the stores
        // of the last epilogue, which nothing overlaps, in a line. The ring
        // is free: no unit follows, so no CTA of the cluster loads into it
        // again; every stage was refilled for this unit after the units
        // before it had released it (their wgmmas done); and the two
        // cooperative warpgroups wait for each other's wgmmas (barrier 5).
        const int w = warp & 3;
        const int rl = lane >> 2;
        bool wide = false;
#if EPI_WIDE
        if (ke - kb >= STAGES) {
          int t1, kb1, ke1, ch1, jt1;
          wide = !unit(i + 1, t1, kb1, ke1, ch1, jt1);
        }
        if (wide && !PINGPONG) named_bar_sync(5, 128 * CONSUMERS);
#endif
#if TRANSPOSE_C
        // Transposed, warps w and w ^ 1 (16 rows each of the same 64)
        // stage one box together: 32 rows of C (the tile's 32 columns) by
        // 32 columns (their 32 rows), 128-byte rows as the untransposed
        // boxes have, in the pair's buffers (or ring slots) side by side;
        // the even warp's lane 0 stores it, after a 64-thread barrier of
        // the pair (named barrier 6 + 2c + w / 2).
        const int wp = w & ~1, pbar = 6 + c * 2 + (w >> 1);
        const bool issuer = (w & 1) == 0;
        constexpr u32 BOX_BYTES = 2 * EPI_BUF;
        auto box_sync = [&]() { named_bar_sync(pbar, 64); };
#else
        const int wp = w;
        const bool issuer = true;
        constexpr u32 BOX_BYTES = EPI_BUF;
        auto box_sync = [&]() { __syncwarp(); };
#endif
        const u32 bufs = epi + (c * 4 + wp) * EPI_NBUF * EPI_BUF; // the warp's (or pair's) EPI_NBUF buffers of BOX_BYTES
        const u32 slots = sbase + (PINGPONG ? wp : c * 4 + wp) * CHAINS * (CTA_N / 32) * EPI_BUF;
        if (ch > 0 && lane == 0) asm volatile("fence.proxy.async.global;\n" ::: "memory");
        // Box b is chain b / BOXES_N's columns 32·(b mod BOXES_N) …. In the
        // ring a warp stages all its boxes, then one proxy fence hands them
        // to the copy engine; elsewhere each box has its own.
        constexpr int BOXES_N = CTA_N / 32, BOXES = CHAINS * BOXES_N;
        auto stage_box = [&](u32 buf, int b) { // the warp writes box b into buf
          const int q = b / BOXES_N, q8 = b % BOXES_N;
#pragma unroll
          for (int jj = 0; jj < 4; jj++)
#pragma unroll
            for (int h = 0; h < 2; h++) {
              const int r = rl + 8 * h, j = 4 * q8 + jj;
#if TRANSPOSE_C
              // Column x of the warp's 16×32 is row x of the staged box,
              // its 16 rows the warp's half of a 128-byte row (the even
              // warp's first): 16-byte chunk k of row x at k ^ (x mod 8)
              // (128-byte swizzle). A lane holds rows r of columns x
              // and x + 1; the lane of row r ^ 1 (lane ^ 4) holds the same
              // columns, so the two trade one value and each stores two rows
              // of one column as a pair: the even row's lane column x, the
              // odd one's x + 1. A store instruction then writes 256 bytes
              // in two wavefronts, as the untransposed stores do (one value
              // a store, with 2-way bank conflicts, measured the same or up
              // to 2% slower: docs/benchmarks.md, call 9 of session 10).
              const int x = 8 * jj + 2 * (lane & 3);
              const float v0 = acc[q][4 * j + 2 * h], v1 = acc[q][4 * j + 2 * h + 1];
              const bool odd = (rl & 1) != 0;
              const float got = __shfl_xor_sync(0xffffffffu, odd ? v0 : v1, 4);
              const int xr = x + (odd ? 1 : 0), rr = 16 * (w & 1) + (r & ~1);
              const u32 a = buf + xr * 128 + (((rr >> 2) ^ (xr & 7)) << 4) + (rr & 3) * 4;
              asm volatile("st.shared.v2.f32 [%0], {%1, %2};\n" ::"r"(a), "f"(odd ? got : v0), "f"(odd ? v1 : got) : "memory");
#else
              const u32 chunk = jj * 2 + ((lane & 3) >> 1);
              const u32 a = buf + r * 128 + ((chunk ^ (r & 7)) << 4) + (lane & 1) * 8;
              asm volatile("st.shared.v2.f32 [%0], {%1, %2};\n" ::"r"(a), "f"(acc[q][4 * j + 2 * h]),
                           "f"(acc[q][4 * j + 2 * h + 1])
                           : "memory");
#endif
            }
        };
        auto store_box = [&](u32 buf, int b) { // lane 0: box b from buf to C
#if TRANSPOSE_C
          const int c0 = m0 + (b / BOXES_N) * 64 + wp * 16, c1 = n0 + (b % BOXES_N) * 32;
#else
          const int c0 = n0 + (b % BOXES_N) * 32, c1 = m0 + (b / BOXES_N) * 64 + w * 16;
#endif
          if (ch > 0)
            tma_reduce_add_2d(&tmC, c0, c1, buf);
          else
            tma_store_2d(&tmC, c0, c1, buf);
        };
        if (wide) {
#pragma unroll
          for (int b = 0; b < BOXES; b++) stage_box(slots + b * BOX_BYTES, b);
          asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
          box_sync();
          if (issuer && lane == 0) {
#pragma unroll
            for (int b = 0; b < BOXES; b++) store_box(slots + b * BOX_BYTES, b);
            bulk_commit();
          }
        } else {
          const int b0 = BOXES % EPI_NBUF == 0 ? 0 : epi_next; // 0 where every unit ends on the last buffer
          epi_next = (b0 + BOXES) % EPI_NBUF;
#pragma unroll
          for (int b = 0; b < BOXES; b++) {
            const u32 buf = bufs + ((b0 + b) % EPI_NBUF) * BOX_BYTES;
            if (issuer && lane == 0) bulk_wait_read<EPI_NBUF - 1>(); // the store that last read buf has read it
            box_sync();
            stage_box(buf, b);
            asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
            box_sync();
            if (issuer && lane == 0) {
              store_box(buf, b);
              bulk_commit();
            }
          }
        }
#if CTA_N % 32 != 0
        // The last CTA_N mod 32 columns, which no 16×32 box fits (CTA_N =
        // 144 or 152): plain stores from the accumulators (atomic adds for
        // a chunk > 0), as in the branch below. store_tma means N % 4 == 0,
        // so an even col < N has col + 1 < N and an 8-byte-aligned address.
#pragma unroll
        for (int q = 0; q < CHAINS; q++)
#pragma unroll
          for (int j = CTA_N / 32 * 4; j < CTA_N / 8; j++)
#pragma unroll
            for (int h = 0; h < 2; h++) {
              const int row = m0 + w * 16 + rl + q * 64 + h * 8, col = n0 + j * 8 + (lane & 3) * 2;
              if (row >= M || col >= N) continue;
              const float v0 = acc[q][4 * j + 2 * h], v1 = acc[q][4 * j + 2 * h + 1];
#if TRANSPOSE_C
              c_put_t(C, M, N, row, col, v0, v1, ch > 0);
#else
              float *dst = C + (size_t)row * N + col;
              if (ch > 0) {
                atomicAdd(dst, v0);
                atomicAdd(dst + 1, v1);
              } else {
                asm volatile("st.global.v2.f32 [%0], {%1, %2};\n" ::"l"(dst), "f"(v0), "f"(v1) : "memory");
              }
#endif
            }
#endif
        if (ch == 0) {
          if (lane == 0) bulk_wait<0>(); // chunk 0's part of C written
#if CTA_N % 32 != 0
          __threadfence(); // and its plain stores
#endif
          named_bar_sync(1 + c, 128);
          if (tid % 128 == 0) flag_release_add(flag, 1);
        }
      } else {
        const int wr = m0 + (warp & 3) * 16 + (lane >> 2);
#pragma unroll
        for (int q = 0; q < CHAINS; q++)
#pragma unroll
        for (int j = 0; j < CTA_N / 8; j++)
#pragma unroll
          for (int h = 0; h < 2; h++) {
            const int row = wr + q * 64 + h * 8, col = n0 + j * 8 + (lane & 3) * 2;
            if (row >= M) continue;
            const float v0 = acc[q][4 * j + 2 * h], v1 = acc[q][4 * j + 2 * h + 1];
#if TRANSPOSE_C
            if (col < N) c_put_t(C, M, N, row, col, v0, v1, ch > 0);
#else
            float *dst = C + (size_t)row * N + col;
            if (ch > 0) {
              if (col < N) atomicAdd(dst, v0);
              if (col + 1 < N) atomicAdd(dst + 1, v1);
            } else if (even && col + 1 < N) {
              asm volatile("st.global.v2.f32 [%0], {%1, %2};\n" ::"l"(dst), "f"(v0), "f"(v1) : "memory");
            } else {
              if (col < N) dst[0] = v0;
              if (col + 1 < N) dst[1] = v1;
            }
#endif
          }
        if (ch == 0) {
          __threadfence();
          named_bar_sync(1 + c, 128);
          if (tid % 128 == 0) flag_release_add(flag, 1);
        }
      }
    }
#if EXIT_WAIT_READ
    if (store_tma && lane == 0) bulk_wait_read<0>(); // the stores have read the staging buffers (CUTLASS's tma_store_wait<0>)
#else
    if (store_tma && lane == 0) bulk_wait<0>(); // C written before the CTA exits
#endif
  }
  // Neither CTA may exit while the other can still arrive on its mbarriers
  // (by default the producer's wait above sees to it).
#if !EXIT_TAIL
  __syncwarp();
  cluster_sync();
#endif
}
