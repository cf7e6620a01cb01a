// Package kernels holds the CUDA C++ sources of the GEMM kernels, embedded in
// the binary and compiled at run time by NVRTC for the device present.
//
// Every GEMM kernel computes C = A·Bᵀ (bf16 in, fp32 accumulate, fp32 out) on
// TileM×TileN output tiles (128×128; 128×256 for tma) with the CTA-to-tile
// mapping chosen at run time, takes the arguments (A, B, C, M, N, K, mode, p,
// rec) — the tma kernel takes tensor maps of A and B in place of the pointers
// — and exports its launch configuration as __constant__ ints gemm_smem_bytes
// and gemm_stages; the block size is its __launch_bounds__. common.cuh,
// prepended to each source, holds the mapping (tile_of) they share.
package kernels

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

//go:embed common.cuh
var common string

//go:embed gemm_mma.cu
var gemmMMA string

// wgmmaCommon is what the two Hopper kernels share: descriptors, fence,
// commit, wait.
//
//go:embed wgmma.cuh
var wgmmaCommon string

//go:embed gemm_wgmma.cu
var gemmWGMMA string

// tmaCommon is what the two TMA kernels share: the tensor map parameter,
// mbarriers, the TMA load and wgmma m64n256k16.
//
//go:embed tma.cuh
var tmaCommon string

//go:embed gemm_tma.cu
var gemmTMA string

//go:embed gemm_tma_persistent.cu
var gemmTMAPersistent string

// gemmTMAMulticast is the entry of the cooperative cluster kernels
// (tma-multicast, tma-multicast-2x2, tma-store), for a tile, cluster shape
// and name that clusterSource puts before it.
//
//go:embed gemm_tma_multicast.cu
var gemmTMAMulticast string

// gemmTMAPingpong is the ping-pong kernel's entry, for a cluster shape that
// pingpongSource puts before it.
//
//go:embed gemm_tma_pingpong.cu
var gemmTMAPingpong string

// tmaMulticastBody is the body the cluster kernels call, appended after
// their tile and cluster definitions.
//
//go:embed tma_multicast.cuh
var tmaMulticastBody string

// Util holds fill_bf16 (random inputs), compare_f32 (error against a
// reference) and pitch_bf16 (a matrix copied into rows of a padded pitch).
//
//go:embed util.cu
var Util string

// Kernel is one GEMM implementation.
type Kernel struct {
	Name      string // "mma", "wgmma", "tma"
	About     string // one line for reports
	File      string // compile-unit name
	Source    string // common.cuh followed by the kernel's file
	Entry     string // the kernel (K % 8 == 0)
	Unaligned string // the kernel for K % 8 != 0, or "" to fall back to MMA's
	Hopper    bool   // needs sm_90a (wgmma)
	// TileM×TileN is the output tile of one CTA (the source's BM×BN) and
	// TileK its step along K (BK).
	TileM, TileN, TileK int
	// ModelCTAsPerSM is how many CTAs an SM holds on the H100 (the occupancy
	// API's answer there): the wave of the model-only report, which has no
	// GPU to ask.
	ModelCTAsPerSM int
	// TMA: Entry takes (tmA, tmB, C, M, N, K, mode, p, rec), where tmA and
	// tmB are 2-D tensor maps (CUtensorMap) of A (K×M) and B (K×N) with boxes
	// of TileK×TileM and TileK×TileN and the 128-byte swizzle.
	TMA bool
	// Persistent: Entry takes two more arguments (gx, total), the x extent
	// and the number of CTA ids of the mapping's grid, and is launched with
	// min(total, SMs × CTAs per SM) CTAs that walk those ids in turn.
	Persistent bool
	// ClusterM × ClusterN > 1: the kernel runs in clusters of ClusterM CTAs
	// along M by ClusterN along N (__cluster_dims__ of their product), which
	// share one TileM×TileN tile of the mapping: each CTA computes
	// (TileM/ClusterM)×(TileN/ClusterN) of it and loads 1/ClusterN of its A
	// rows and 1/ClusterM of its B rows, multicast to the CTAs that share
	// them; its tensor maps have boxes of that many rows. 0 means 1.
	ClusterM, ClusterN int
	// StoreC: Entry takes a tensor map of C (fp32, M×N, 16×32 boxes,
	// 128-byte swizzle) after tmB, and after total the arguments store_tma
	// (non-zero when N % 4 == 0: the epilogue stores C through TMA from
	// shared memory, else with plain stores) and sk_tiles, sk_split, ws: the
	// number of last tiles split along K, the chunks per tile and a zeroed
	// int workspace of sk_tiles × ClusterSize × 2 flags (0, 1 and null: no
	// split).
	StoreC bool
	// SplitTail: the host splits the last partial wave of tiles along K over
	// the idle clusters when func SplitTail says so; without it the kernel is
	// given (0, 1, null).
	SplitTail bool
	// StreamK: the host shares the K steps of the last tiles out evenly over
	// the clusters where func StreamK says so (the kernel takes sk_split = 0
	// for it); every SplitTail kernel runs it when asked (sweep.EnvStreamK),
	// but only those with StreamK set by default: on the small-tile kernels
	// it was slower where StreamK predicted gains (docs/benchmarks.md,
	// "Stream-K").
	StreamK bool
	// SplitMinSaved: a split tail (SplitTail with a full wave before it)
	// must take at least this many K steps off the longest chunk
	// (ktiles − ⌊ktiles/s⌋), as a split of the whole launch must always; 0:
	// any split SplitTail allows. Set for the ping-pong kernels, whose split
	// chunk waits cost more than the steps saved at short K (Kernel.Split).
	SplitMinSaved int
	// NoStreamK: the kernel is built without stream-K (STREAMK 0) and never
	// runs it: tma-pingpong, whose 240 registers a thread spilled 24 bytes
	// with it (0 without).
	NoStreamK bool
	// SwapAB: the kernel computes Cᵀ = B·Aᵀ (Swapped). The host passes B
	// where the kernel takes A, A where it takes B, and N, M for M, N; the
	// tile grid, split and launch are those of the shape N×M×K, and C is
	// the caller's M×N (its fp32 map for the TMA stores has 32×32 boxes,
	// which two warps stage together).
	SwapAB bool
}

// SplitMinSteps is the fewest K steps (TileK each) of a split tail's chunk:
// a chunk pays the pipeline's fill and a reduce-add of its partial tile, so
// it is not cut finer than this.
const SplitMinSteps = 4

// SplitTail is the split-tail policy of a persistent kernel that walks tiles
// tiles with clusters resident clusters, ktiles K steps each: when the last
// wave is at most half full (tiles mod clusters = l with 0 < 2l ≤ clusters),
// each of those l tiles is cut along K into s = min(clusters / l, ktiles /
// minSteps) chunks, one per idle cluster, so the tail takes about 1/s of a
// tile instead of a whole one. Otherwise (l, s) = (0, 1): the last wave is
// left as it is, since with more than half the clusters busy in it cutting
// its tiles in two gains at most what the reduction costs.
//
// With fewer tiles than clusters (no full wave: a split-K of the whole
// launch) the split must also save at least SplitMinSaved K steps of the
// longest chunk (ktiles − ⌊ktiles/s⌋), since there the chunks' serialized
// reduce-add is not hidden behind other tiles.
func SplitTail(tiles, clusters, ktiles, minSteps int) (l, s int) {
	if clusters < 2 || tiles < 1 || minSteps < 1 {
		return 0, 1
	}
	l = tiles % clusters
	if l == 0 || 2*l > clusters {
		return 0, 1
	}
	s = min(clusters/l, ktiles/minSteps)
	if s < 2 || (tiles < clusters && ktiles-ktiles/s < SplitMinSaved) {
		return 0, 1
	}
	return l, s
}

// Split is SplitTail for kernel k: (0, 1) also where k.SplitMinSaved is
// set and the split would take fewer K steps than that off the longest
// chunk. Measured on the H200 with tma-pingpong (docs/benchmarks.md,
// "Narrow tiles"): at 4096×4096×1024 its tail of 22 tiles in 3 chunks
// (10 steps saved) ran in 61.6–61.9 µs, without it 59.2–59.7; at four
// held-out shapes with 2–10 steps saved, 1–8% faster without; with 21
// saved (4096×4096×2048) the split stays 2–3% faster. tma-multicast keeps
// every split (5000×5000×1000, 12 saved: 2–3% faster with it).
func (k Kernel) Split(tiles, clusters, ktiles, minSteps int) (l, s int) {
	l, s = SplitTail(tiles, clusters, ktiles, minSteps)
	if l > 0 && k.SplitMinSaved > 0 && ktiles-ktiles/s < k.SplitMinSaved {
		return 0, 1
	}
	return l, s
}

// SplitMinSaved is the fewest K steps a split-K of a whole launch (fewer
// tiles than clusters) must take off its longest chunk. Measured on the H200
// (docs/benchmarks.md, "Small and mid shapes, each kernel"): at 1000³ tma-pingpong-64x256 takes
// 16.6 µs cut in 2 chunks of 8 steps and 14.0 µs uncut (the reduce-add costs
// about 5 µs there, a K step about 0.3), while at 256×512×8192 cutting the
// 128 steps in 16 chunks gives 15.3 µs against 17.3 in 8.
const SplitMinSaved = 16

// StreamK is the stream-K plan of a persistent split kernel that walks tiles
// tiles, ktiles K steps each, on clusters resident clusters: l, the last
// tiles whose K steps are shared out evenly over the clusters (the last
// partial wave and one full wave before it, or every tile when there are
// fewer than clusters; the rest are computed whole, in full waves), and
// whether to use it: when it takes at least StreamKMinGain of the K steps,
// and at least SplitMinSaved steps, off the busiest cluster's, against the
// split tail (SplitTail with
// SplitMinSteps) or, without one, whole tiles. The busiest cluster
// computes ⌈tiles/clusters⌉·ktiles steps with whole tiles,
// ⌊tiles/clusters⌋·ktiles + ⌈ktiles/s⌉ with a split tail in s, and
// (tiles − l)/clusters·ktiles + ⌈l·ktiles/clusters⌉ with stream-K; each
// piece past a tile's first adds to C (fp32) after the first has stored
// it, which costs more than its steps where the gain is small
// (docs/benchmarks.md, "Stream-K").
func StreamK(tiles, clusters, ktiles int) (l int, use bool) {
	if clusters < 2 || tiles < 1 || ktiles < 1 || tiles%clusters == 0 {
		return 0, false
	}
	l = tiles
	if tiles > clusters {
		l = clusters + tiles%clusters
	}
	now := (tiles + clusters - 1) / clusters * ktiles
	if st, s := SplitTail(tiles, clusters, ktiles, SplitMinSteps); st > 0 {
		now = tiles/clusters*ktiles + (ktiles+s-1)/s
	}
	sk := (tiles-l)/clusters*ktiles + (l*ktiles+clusters-1)/clusters
	return l, now-sk >= SplitMinSaved && float64(now-sk) >= StreamKMinGain*float64(now)
}

// StreamKMinGain is the least fraction of the busiest cluster's K steps
// that stream-K must save to be used. Measured on the H200 with
// tma-multicast: 3072×1024×6144 (48 tiles of 256×256 on 66 clusters, 96 →
// 70 steps, 27%) ran 12% faster with it, 4096×4096×1024 (64 → 63) and
// 1800×1800×512 (8 → 8) 14% and 52% slower; six shapes held out from this
// choice (24–31% predicted) ran 6–17% faster. 1000×3000×520 (9 → 7, 22%)
// ran 41% slower: hence also SplitMinSaved steps, as for a split-K.
const StreamKMinGain = 0.2

// ClusterSize is the CTAs per cluster (1 for a kernel without clusters).
func (k Kernel) ClusterSize() int { return max(k.ClusterM, 1) * max(k.ClusterN, 1) }

// Consumers is the consumer warpgroups of one of the kernel's CTAs, each
// with a split tail's flag of its own: three for the cooperative kernel's
// 192-row CTAs (tma-multicast-384xN, and cluster variants of 192-row
// parts such as tma-multicast-192x288-1x2), else two.
func (k Kernel) Consumers() int {
	return consumers(k.TileM / max(k.ClusterM, 1))
}

// BoxRows is the rows of A and of B that one CTA loads per K step: the rows
// of the tensor maps' boxes. A CTA's share of the B rows split over the
// ClusterM CTAs that share them is rounded up to whole 8-row swizzle atoms
// (152 columns in 2: 80 rows each, overlapping by 8; B_ROWS in
// tma_multicast.cuh).
func (k Kernel) BoxRows() (a, b int) {
	cm, cn := max(k.ClusterM, 1), max(k.ClusterN, 1)
	return k.TileM / cm / cn, (k.TileN/cn/cm + 7) / 8 * 8
}

// MMA is the mma.sync m16n8k16 / ldmatrix / cp.async kernel (sm_80 and newer).
var MMA = Kernel{
	Name:      "mma",
	About:     "mma.sync 128x128x32, 4 warps of 64x64, cp.async",
	File:      "gemm_mma.cu",
	Source:    common + "\n" + gemmMMA,
	Entry:     "gemm_bf16_mma",
	Unaligned: "gemm_bf16_mma_unaligned",
	TileM:     TileM,
	TileN:     TileN,
	TileK:     TileK,

	ModelCTAsPerSM: CTAsPerSM,
}

// WGMMA is the Hopper wgmma.mma_async m64n128k16 kernel (sm_90a).
var WGMMA = Kernel{
	Name:   "wgmma",
	About:  "wgmma m64n128k16 128x128x64, 2 warpgroups, cp.async into 128B-swizzled smem",
	File:   "gemm_wgmma.cu",
	Source: common + "\n" + wgmmaCommon + "\n" + gemmWGMMA,
	Entry:  "gemm_bf16_wgmma",
	Hopper: true,
	TileM:  128,
	TileN:  128,
	TileK:  64,

	ModelCTAsPerSM: 2,
}

// TMAKernel is the warp-specialized Hopper kernel: TMA loads into an
// mbarrier-pipelined ring of 128B-swizzled stages, a producer warpgroup and
// two consumer warpgroups issuing wgmma m64n256k16 (sm_90a).
var TMAKernel = Kernel{
	Name:   "tma",
	About:  "wgmma m64n256k16 128x256x64, TMA + mbarriers, 1 producer + 2 consumer warpgroups",
	File:   "gemm_tma.cu",
	Source: common + "\n" + wgmmaCommon + "\n" + tmaCommon + "\n" + gemmTMA,
	Entry:  "gemm_bf16_tma",
	Hopper: true,
	TileM:  128,
	TileN:  256,
	TileK:  64,
	TMA:    true,

	ModelCTAsPerSM: 1,
}

// TMAPersistent is the tma kernel as a persistent launch: one CTA per SM
// walks the mapping's CTA ids (CUTLASS 3.x's persistent tile scheduler), and
// the producer loads the next tile while the consumers store the last.
var TMAPersistent = Kernel{
	Name:       "tma-persistent",
	About:      "persistent tma: 1 CTA/SM walks the mapping's tiles, 128x256x64, TMA + wgmma m64n256k16",
	File:       "gemm_tma_persistent.cu",
	Source:     common + "\n" + wgmmaCommon + "\n" + tmaCommon + "\n" + gemmTMAPersistent,
	Entry:      "gemm_bf16_tma_persistent",
	Hopper:     true,
	TileM:      128,
	TileN:      256,
	TileK:      64,
	TMA:        true,
	Persistent: true,

	ModelCTAsPerSM: 1,
}

// clusterSource is the source of a cooperative cluster kernel named entry:
// bm×bn tiles in clusters of clusterM CTAs along M by clusterN along N.
func clusterSource(bm, bn, clusterM, clusterN int, entry string) string {
	return clusterSourceStages(bm, bn, clusterM, clusterN, 0, 0, entry)
}

// clusterSourceStages is clusterSource with stages pipeline stages and
// epiNBuf epilogue staging buffers a consumer warp (0: the source's
// defaults, 4 and 2) unless NVRTC options set STAGES or EPI_NBUF.
func clusterSourceStages(bm, bn, clusterM, clusterN, stages, epiNBuf int, entry string) string {
	st := ""
	if stages > 0 {
		st = fmt.Sprintf("#ifndef STAGES\n#define STAGES %d\n#endif\n", stages)
	}
	if epiNBuf > 0 {
		st += fmt.Sprintf("#ifndef EPI_NBUF\n#define EPI_NBUF %d\n#endif\n", epiNBuf)
	}
	return common + "\n" + wgmmaCommon + "\n" + tmaCommon + "\n" + wgmmaN(bn/clusterN) +
		fmt.Sprintf("#define BM %d\n#define BN %d\n#define CLUSTER_M %d\n#define CLUSTER_N %d\n", bm, bn, clusterM, clusterN) + st +
		gemmTMAMulticast + "\n" +
		fmt.Sprintf("CLUSTER_KERNEL %s(CLUSTER_PARAMS) { multicast_gemm(CLUSTER_ARGS); }\n", entry) +
		tmaMulticastBody
}

// TMAMulticast is the persistent tma kernel in 2×1 clusters: the two CTAs
// of a cluster compute the halves of one 256×256 tile and share its B panel
// by TMA multicast, so the L2 serves a third fewer rows per K step. The
// clusters take the mapping's tiles in turn (ids with no tile skipped), and
// a last wave at most half full is split along K over the idle clusters
// (SplitTail), its partial sums added in C by TMA reduce-add.
var TMAMulticast = Kernel{
	Name:       "tma-multicast",
	About:      "persistent tma in 2x1 clusters, B multicast, TMA-store epilogue, split tail (last wave cut along K): 256x256 tile per cluster, 128x256x64 per CTA",
	File:       "gemm_tma_multicast.cu",
	Source:     clusterSource(256, 256, 2, 1, "gemm_bf16_tma_multicast"),
	Entry:      "gemm_bf16_tma_multicast",
	Hopper:     true,
	TileM:      256,
	TileN:      256,
	TileK:      64,
	TMA:        true,
	Persistent: true,
	ClusterM:   2,
	ClusterN:   1,
	StoreC:     true,
	SplitTail:  true,
	StreamK:    true,

	ModelCTAsPerSM: 1,
}

// TMAStore is the persistent tma kernel with the TMA-store epilogue of the
// multicast kernels but no multicast (clusters of one CTA, 128×256 tiles).
var TMAStore = Kernel{
	Name:       "tma-store",
	About:      "persistent tma with the TMA-store epilogue, no multicast: 128x256x64, 1 CTA/SM",
	File:       "gemm_tma_multicast.cu",
	Source:     clusterSource(128, 256, 1, 1, "gemm_bf16_tma_store"),
	Entry:      "gemm_bf16_tma_store",
	Hopper:     true,
	TileM:      128,
	TileN:      256,
	TileK:      64,
	TMA:        true,
	Persistent: true,
	ClusterM:   1,
	ClusterN:   1,
	StoreC:     true,

	ModelCTAsPerSM: 1,
}

// TMAMulticast2x2 is the persistent tma kernel in 2×2 clusters: the four CTAs
// compute the quarters of one 256×512 tile, sharing A along cluster rows and
// B along cluster columns by TMA multicast (half the L2 rows per K step of
// the one-CTA kernels).
var TMAMulticast2x2 = Kernel{
	Name:       "tma-multicast-2x2",
	About:      "persistent tma in 2x2 clusters, A and B multicast, TMA-store epilogue: 256x512 tile per cluster, 128x256x64 per CTA",
	File:       "gemm_tma_multicast.cu",
	Source:     clusterSource(256, 512, 2, 2, "gemm_bf16_tma_multicast2x2"),
	Entry:      "gemm_bf16_tma_multicast2x2",
	Hopper:     true,
	TileM:      256,
	TileN:      512,
	TileK:      64,
	TMA:        true,
	Persistent: true,
	ClusterM:   2,
	ClusterN:   2,
	StoreC:     true,

	ModelCTAsPerSM: 1,
}

// pingpongSource is the ping-pong kernel's source for bm×bn tiles in
// clusters of clusterM CTAs along M, with epiNBuf staging buffers a
// consumer warp in its epilogue (the default when NVRTC options do not set
// EPI_NBUF), and stream-K built in or not.
func pingpongSource(bm, bn, clusterM, epiNBuf int, streamK bool) string {
	return pingpongClusterSource(bm, bn, clusterM, 1, epiNBuf, streamK)
}

// pingpongClusterSource is pingpongSource in clusters of clusterM CTAs
// along M by clusterN along N (clusterN > 1: the experiments of
// pingpongClusterVariant).
func pingpongClusterSource(bm, bn, clusterM, clusterN, epiNBuf int, streamK bool) string {
	sk := 0
	if streamK {
		sk = 1
	}
	cn := ""
	if clusterN > 1 {
		cn = fmt.Sprintf("#define CLUSTER_N %d\n", clusterN)
	}
	return common + "\n" + wgmmaCommon + "\n" + tmaCommon + "\n" + wgmmaN(bn/clusterN) +
		fmt.Sprintf("#define BM %d\n#define BN %d\n#define CLUSTER_M %d\n%s#ifndef EPI_NBUF\n#define EPI_NBUF %d\n#endif\n#define STREAMK %d\n", bm, bn, clusterM, cn, epiNBuf, sk) +
		gemmTMAPingpong + "\n" + tmaMulticastBody
}

// pingpongSourceStages is pingpongSource with stages pipeline stages (the
// source's default is 5) unless NVRTC options set STAGES.
func pingpongSourceStages(bm, bn, clusterM, epiNBuf, stages int, streamK bool) string {
	return fmt.Sprintf("#ifndef STAGES\n#define STAGES %d\n#endif\n", stages) + pingpongSource(bm, bn, clusterM, epiNBuf, streamK)
}

// TMAPingpong is the persistent multicast kernel with CUTLASS 3.x's ping-pong
// schedule: in 2×1 clusters (B multicast to both CTAs) of 256×192 tiles,
// each CTA computes a 128×192 part, and its two consumer warpgroups own
// alternate tiles' parts whole (two wgmma m64n192k16 chains, 192
// accumulators a thread) and take turns on the tensor cores, one storing C
// while the other runs its main loop. The L2 serves 224 rows per CTA and K
// step for 128×192 outputs (tma-multicast: 256 for 128×256). Split tail as
// tma-multicast's.
var TMAPingpong = Kernel{
	Name:       "tma-pingpong",
	About:      "persistent tma, ping-pong consumer warpgroups (each owns a 128x192 CTA part of alternate tiles; main loops take turns), 2x1 clusters, B multicast, TMA-store epilogue, split tail: 256x192 tile per cluster",
	File:       "gemm_tma_pingpong.cu",
	Source:     pingpongSource(256, 192, 2, 1, false),
	Entry:      "gemm_bf16_tma_pingpong",
	Hopper:     true,
	TileM:      256,
	TileN:      192,
	TileK:      64,
	TMA:        true,
	Persistent: true,
	ClusterM:   2,
	ClusterN:   1,
	StoreC:     true,
	SplitTail:  true,
	NoStreamK:  true,

	SplitMinSaved: SplitMinSaved,

	ModelCTAsPerSM: 1,
}

// pingpongVariant is tma-pingpong with 256×bn tiles per 2×1 cluster: each
// CTA computes a 128×bn part, each consumer warpgroup the whole part of
// alternate tiles (two chains of wgmma m64n{bn}k16, bn accumulators a
// thread). Narrower than 192, they even out the two waves of the shapes
// under two waves of 256×192, as cuBLAS's 176×128 and 168×128 CTA tiles do
// there (2944×1920×1536: 12×11 = 132 tiles of 256×176, two whole waves,
// where 256×192 gives 120).
func pingpongVariant(bn int) Kernel {
	k := TMAPingpong
	k.Name = fmt.Sprintf("tma-pingpong-256x%d", bn)
	k.About = fmt.Sprintf("tma-pingpong with 256x%d tiles per 2x1 cluster, a 128x%d part per CTA and warpgroup", bn, bn)
	k.Source = pingpongSource(256, bn, 2, 1, false)
	k.TileN = bn
	return k
}

// TMAPingpong256x176 is tma-pingpong with 256×176 tiles, which Choose
// weighs under two waves beside 256×192: 2–5 points of cuBLAS faster where
// its tiles come to two whole waves or nearly (2944×1920×1536: 132 tiles,
// 91% against 88%; 2304×2432×2496: 94% against 90%). 256×160 and 256×144
// were measured too and not kept: fewest-steps ties sent them shapes that
// the 512-row tiles run 11–17 points faster (docs/benchmarks.md).
var TMAPingpong256x176 = pingpongVariant(176)

// TMAPingpong64 is tma-pingpong with 64×256 warpgroup tiles (one m64n256k16
// chain, 128 accumulators) in 2×1 clusters of 128×256 tiles: the L2 serves
// 192 rows per CTA and K step for 64×256 outputs, half again as many per
// output as tma-multicast. Four 40 KiB stages leave room for two epilogue
// buffers a consumer warp (H200: 2–7% faster than five stages and one
// buffer at five of six shapes, 0–2% slower at the sixth;
// docs/benchmarks.md).
var TMAPingpong64 = func() Kernel {
	k := TMAPingpong
	k.Name = "tma-pingpong-64x256"
	k.About = "tma-pingpong with a 64x256 part per CTA and warpgroup: 128x256 tile per 2x1 cluster"
	k.Source = pingpongSourceStages(128, 256, 2, 2, 4, true)
	k.NoStreamK = false
	k.TileM, k.TileN = 128, 256
	return k
}()

// TMAPingpong64x128 is tma-pingpong with 64×128 warpgroup tiles (one
// m64n128k16 chain, 64 accumulators) in 2×1 clusters of 128×128 tiles: for
// small shapes, twice tma-pingpong-64x256's tiles to spread over the SMs.
// Its stages are small (24 KiB), so with its five a consumer warp has two
// epilogue staging buffers and fills one while the copy engine stores the
// other (2–6% faster than one at fifteen small shapes, docs/benchmarks.md).
var TMAPingpong64x128 = func() Kernel {
	k := TMAPingpong
	k.Name = "tma-pingpong-64x128"
	k.About = "tma-pingpong with a 64x128 part per CTA and warpgroup: 128x128 tile per 2x1 cluster"
	k.Source = pingpongSource(128, 128, 2, 2, true)
	k.NoStreamK = false
	k.TileM, k.TileN = 128, 128
	return k
}()

// TMAPingpong64x128LongK is tma-pingpong-64x128 whose launches share the
// last tiles' K steps out by stream-K where StreamK takes it (the small
// kernels do not by default): Choose's kernel for small shapes over a long
// K (LongKMinSteps), where a split tail cannot apply because the tiles
// more than half fill the clusters (552×816×11888: 35 tiles of 128×128 on
// 66 clusters; H200: 37.1–38.1 µs with stream-K against 48.7–49.8 with
// whole tiles).
var TMAPingpong64x128LongK = func() Kernel {
	k := TMAPingpong64x128
	k.Name = "tma-pingpong-64x128-sk"
	k.About = "tma-pingpong-64x128 with stream-K where kernels.StreamK takes it: for small shapes over a long K"
	k.StreamK = true
	return k
}()

// tileVariant is the cooperative cluster kernel (tma-multicast's body) with
// bm×bn tiles per 2×1 cluster, each CTA computing a 128×bn half with its two
// consumer warpgroups (64×bn each, wgmma m64n{bn}k16), in stages pipeline
// stages: the narrow tiles that let a small shape's tiles fill the 66
// clusters in one wave (as cuBLAS picks 64×120 or 144×192 tiles there).
func tileVariant(bm, bn, stages int) Kernel {
	k := TMAMulticast
	k.Name = fmt.Sprintf("tma-multicast-%dx%d", bm, bn)
	k.About = fmt.Sprintf("tma-multicast with %dx%d tiles per 2x1 cluster, %dx%dx64 per CTA, %d stages", bm, bn, bm/2, bn, stages)
	k.File = "gemm_tma_multicast.cu"
	k.Entry = fmt.Sprintf("gemm_bf16_tma_multicast_%dx%d", bm, bn)
	k.Source = clusterSourceStages(bm, bn, 2, 1, stages, 0, k.Entry)
	k.TileM, k.TileN = bm, bn
	return k
}

// wideVariant is the cooperative cluster kernel with 512×bn tiles per 2×1
// cluster: each CTA computes a 256×bn half, its two consumer warpgroups 128
// rows each (two chains of wgmma m64n{bn}k16, bn accumulators a thread), in
// four stages of 32 KiB of A and bn·128 bytes of B, with one epilogue
// staging buffer a consumer warp (two would not fit in the 227 KiB). These
// are cuBLAS's tiles on Hopper (256×152 a CTA at 5000³): bn, any multiple
// of 8, chosen so that the tile count fills whole waves of the 66 clusters.
func wideVariant(bn int) Kernel {
	k := TMAMulticast
	k.Name = fmt.Sprintf("tma-multicast-512x%d", bn)
	k.About = fmt.Sprintf("tma-multicast with 512x%d tiles per 2x1 cluster, 256x%dx64 per CTA (128 rows a consumer warpgroup), 4 stages", bn, bn)
	k.File = "gemm_tma_multicast.cu"
	k.Entry = fmt.Sprintf("gemm_bf16_tma_multicast_512x%d", bn)
	k.Source = clusterSourceStages(512, bn, 2, 1, 4, 1, k.Entry)
	k.TileM, k.TileN = 512, bn
	return k
}

// TMAMulticast512x152 is tma-multicast with 512×152 tiles (256×152 a CTA,
// cuBLAS's at 5000³): 5000³ is 10×33 = 330 of them, five whole waves of
// the 66 clusters, where 256×256 tiles are 400 (six waves and a split tail
// of 4 tiles), and 7000×5000 is 14×33 = 462, seven waves.
var TMAMulticast512x152 = wideVariant(152)

// TMAMulticast512x144 is tma-multicast with 512×144 tiles (256×144 a
// CTA): 2560×1792 is 5×13 = 65 of them, one wave, where 256×160 tiles are
// 120 (two waves, the second 54 of 66).
var TMAMulticast512x144 = wideVariant(144)

// tallVariant is the cooperative cluster kernel with 384×bn tiles per 2×1
// cluster: each CTA computes a 192×bn part with three consumer warpgroups
// of 64 rows (one wgmma m64n{bn}k16 chain each, 512 threads), in as many
// stages as fit beside their epilogue buffers (four at bn = 144). cuBLAS
// runs 144×192 CTA tiles at 1800×1800×512, where 128 rows leave a last row
// of 8: 1800 rows are five cluster rows of 384 (the last 264 full), 1800
// columns thirteen of 144, 65 tiles for the 66 clusters.
func tallVariant(bn int) Kernel {
	k := tileVariant(384, bn, min(8, maxStages(192, bn)))
	k.About += " (three consumer warpgroups of 64 rows)"
	return k
}

// TMAMulticast384x144 is tma-multicast with 384×144 tiles (192×144 a CTA,
// three consumer warpgroups): in All so that the GPU test checks the
// three-warpgroup body; 1800×1800 is 5×13 = 65 of them.
var TMAMulticast384x144 = tallVariant(144)

// TMAMulticast192x288x1x2 is tma-multicast with 192×288 tiles in 1×2
// clusters (192×144 a CTA, three consumer warpgroups, the two CTAs sharing
// A): in All so that the GPU test checks the three-warpgroup body with A
// multicast, as Choose runs it (chooseOneByTwo).
var TMAMulticast192x288x1x2 = mustClusterVariant(192, 288, 1, 2)

// mustClusterVariant is clusterVariant's kernel for a shape it takes.
func mustClusterVariant(bm, bn, cm, cn int) Kernel {
	k, ok := clusterVariant(bm, bn, cm, cn)
	if !ok {
		panic(fmt.Sprintf("kernels: no cluster variant %dx%d-%dx%d", bm, bn, cm, cn))
	}
	return k
}

// TallMaxWidth is the widest 192-row CTA part (tallVariant): its 152
// registers a consumer thread hold 96 accumulators.
const TallMaxWidth = 192

// TMAMulticast256x64 is tma-multicast with 256×64 tiles (128×64 a CTA):
// 1200×800 is 65 of them, one wave of the 66 clusters, where 128×256
// tiles leave 26 clusters idle.
var TMAMulticast256x64 = tileVariant(256, 64, 8)

// TMAMulticast256x96 is tma-multicast with 256×96 tiles (128×96 a CTA).
var TMAMulticast256x96 = tileVariant(256, 96, 6)

// TMAMulticast256x160 is tma-multicast with 256×160 tiles (128×160 a CTA).
var TMAMulticast256x160 = tileVariant(256, 160, 5)

// TMAPingpong64x160 is tma-pingpong with 64×160 warpgroup tiles (one
// m64n160k16 chain, 80 accumulators) in 2×1 clusters of 128×160 tiles.
var TMAPingpong64x160 = func() Kernel {
	k := TMAPingpong
	k.Name = "tma-pingpong-64x160"
	k.About = "tma-pingpong with a 64x160 part per CTA and warpgroup: 128x160 tile per 2x1 cluster"
	k.Source = pingpongSource(128, 160, 2, 2, true)
	k.NoStreamK = false
	k.TileM, k.TileN = 128, 160
	return k
}()

// TMAPingpong64x192 is tma-pingpong with 64×192 warpgroup tiles (one
// m64n192k16 chain, 96 accumulators) in 2×1 clusters of 128×192 tiles.
var TMAPingpong64x192 = func() Kernel {
	k := TMAPingpong
	k.Name = "tma-pingpong-64x192"
	k.About = "tma-pingpong with a 64x192 part per CTA and warpgroup: 128x192 tile per 2x1 cluster"
	k.Source = pingpongSource(128, 192, 2, 2, true)
	k.NoStreamK = false
	k.TileM, k.TileN = 128, 192
	return k
}()

// TMAPingpong64x128Deep is tma-pingpong-64x128 with eight 24 KiB stages in
// place of five (192 KiB, cuBLAS's depth on its 128×64 tiles at 1000³), for
// K of DeepMinSteps steps or more: more loads in flight shorten a K step
// where there are many (H200: 640×1536×2048 12.7 µs against 13.3,
// 768×1280×1536 11.4 against 11.9), but at 16 steps the deeper ring was
// slower (1000³: 12.0 against 11.6; docs/benchmarks.md, "The small shapes'
// gap").
var TMAPingpong64x128Deep = func() Kernel {
	k := TMAPingpong64x128
	k.Name = "tma-pingpong-64x128-8s"
	k.About = "tma-pingpong-64x128 with 8 pipeline stages in place of 5: for K of 24 steps of 64 or more"
	k.Source = pingpongSourceStages(128, 128, 2, 2, 8, true)
	return k
}()

// smallVariant is tma-pingpong-64x{bn} (128×bn tiles a 2×1 cluster, a
// 64×bn part a CTA and warpgroup): the kernel of All where there is one
// (64x128, its 8-stage ring when deep, 64x160, 64x192, 64x256), else one
// built alike, in five stages (four from 248 columns, where five do not fit
// beside the epilogue's buffers) or eight when deep (bn ≤ 128 only).
func smallVariant(bn int, deep bool) Kernel {
	switch {
	case bn == 128 && deep:
		return TMAPingpong64x128Deep
	case bn == 128:
		return TMAPingpong64x128
	case bn == 160 && !deep:
		return TMAPingpong64x160
	case bn == 192 && !deep:
		return TMAPingpong64x192
	case bn == 256 && !deep:
		return TMAPingpong64
	}
	k := TMAPingpong64x128
	stages := min(5, maxStages(64, bn))
	k.Name = fmt.Sprintf("tma-pingpong-64x%d", bn)
	if deep {
		stages = 8
		k.Name += "-8s"
	}
	k.About = fmt.Sprintf("tma-pingpong with a 64x%d part per CTA and warpgroup: 128x%d tile per 2x1 cluster, %d stages", bn, bn, stages)
	k.Source = pingpongSourceStages(128, bn, 2, 2, stages, true)
	k.TileN = bn
	return k
}

// All lists the kernels, the most portable first. The benchmark view starts
// with tma where the GPU runs it, else with the last one it runs (see
// defaultKernel in views/bench for why tma and not the fastest:
// tma-pingpong at the large shapes, tma-multicast at the ragged ones).
var All = []Kernel{MMA, WGMMA, TMAPersistent, TMAStore, TMAMulticast, TMAMulticast2x2, TMAPingpong, TMAPingpong64, TMAPingpong64x128, TMAPingpong64x128Deep, TMAPingpong64x128LongK, TMAPingpong64x160, TMAPingpong64x192, TMAPingpong256x176, TMAMulticast256x64, TMAMulticast256x96, TMAMulticast256x160, TMAMulticast512x144, TMAMulticast512x152, TMAMulticast384x144, TMAMulticast192x288x1x2, TMAPingpongQuad, TMAPingpongQuadDeep, TMAPingpongDuo, TMAPingpongDuoDeep, TMAMulticastSwapped, TMAPingpongSwapped, TMAKernel}

// TMAMulticastSwapped and TMAPingpongSwapped are tma-multicast and
// tma-pingpong with their operands swapped (Swapped), in All so that the
// GPU test checks both bodies' transposed epilogue.
var (
	TMAMulticastSwapped, _ = Swapped(TMAMulticast)
	TMAPingpongSwapped, _  = Swapped(TMAPingpong)
)

// TMAPingpongQuad, TMAPingpongQuadDeep, TMAPingpongDuo and
// TMAPingpongDuoDeep are SmallQuad's and SmallDuo's kernels, in All so that
// the GPU test checks them.
var (
	TMAPingpongQuad, TMAPingpongQuadDeep = SmallQuad(false), SmallQuad(true)
	TMAPingpongDuo, TMAPingpongDuoDeep   = SmallDuo(false), SmallDuo(true)
)

// AutoAbout is Auto's line for reports and lists: what it runs, in a line
// (AutoRules says how Choose picks, rule by rule).
const AutoAbout = "per shape, the fastest of the kernels the rules weigh, timed first (bench --tune; --tune 0 runs the rules' pick, kernels.Choose); each shape's lines say which ran and why, and cutetui bench --kernels lists the rules"

// AutoRules is how Choose picks a shape's kernel, in the order it applies
// its rules, a sentence each, for cutetui bench --kernels.
var AutoRules = []string{
	"Small shapes (128x256 tiles at most one wave of the 66 clusters): tma-pingpong-64xN on the 128xN tiles of the narrowest of 128, 160, 192 and 256 columns that fit one wave, trimmed to the columns they need, or narrower where that puts half as many CTAs again to work; 8 stages from 24 K steps where N <= 128.",
	"Among those, tiles of 128 columns or more run in 4x1 clusters sharing B, the narrowest as wide (or 192, where those are wider) whose clusters fit one wave; in 2x2 clusters where 4x1 would need tiles a quarter wider; in 2x1 where 4x1 would widen 192 columns to 256 over four cluster rows or more whose last is at most half full.",
	"Small shapes over a long K: 128x128 tiles with K shared out (tma-pingpong-64x128-sk) past 64 K steps where the tiles would be 128x64; tma-multicast's 256x256 tiles with K split where 2x1 tiles would be 72 to 128 wide and their steps are under 1.9 times; from 110 K steps the same in place of 4x1 clusters of tiles up to 192 wide.",
	"Under two waves of 256x192 tiles: the tiles whose busiest cluster has the fewest K steps' worth of work (tma-multicast's 256x256 or 256x160, tma-pingpong's 256x192 or 256x176, tma-multicast-512x144 or 512x152; split tails and stream-K counted), or tma-pingpong on the narrowest tiles that still take two waves where they are 144 columns or wider, rows are whole 128-byte L2 lines and its busiest cluster has no more work.",
	"Past two waves: tma-pingpong on the narrowest tiles that take as many waves as 256x192; under three waves tma-multicast's 256x256 or 256x160 where its busiest cluster has less work; tma-multicast where rows of A and B (K*2 bytes, after the copy into padded rows when K % 8 != 0) are not whole 128-byte lines and it has less work.",
	"256-row tiles trimmed to the columns they need (a multiple of 8).",
	"Any of those picks with the operands swapped (NAME-t: C = A·Bᵀ computed as Cᵀ = B·Aᵀ on an NxM grid, each tile stored transposed) where the pick for NxMxK, on 256-row tiles, leaves the busiest cluster 5% fewer K steps.",
	"Past the small shapes, ping-pong's 256-row tiles that come to one wave run on the cooperative kernel (tma-multicast-256xN): its two consumer warpgroups share each tile.",
	"Then one wave of 384-row tiles (tma-multicast-384xN: 192-row CTAs of three consumer warpgroups) 112 to 192 columns wide where they leave the busiest cluster 5% fewer K steps than the pick, swapped where that saves 5% more; where they do not, one wave of 192-row tiles in 1x2 clusters sharing A (tma-multicast-192x{2N}-1x2, 112 to 192 columns a CTA), unswapped, where those leave it 5% fewer (in place of 512-row tiles only at up to 160 columns a CTA).",
	"Where the pick is still tma-multicast's 256-row tiles, one wave of them 192 to 256 wide, swapped where that has fewer steps, where that leaves the busiest cluster 5% fewer K steps.",
	fmt.Sprintf("Tuning (bench --tune N, %d by default): the pick and up to %d kernels the rules weigh beside it (the picks before the later rules, the pick for NxMxK swapped, the other body on the same tiles, then by fewest K steps each family of tiles at MxN and swapped: trimmed, wave-fitted, 512-row, small, 384-row, 1x2-cluster and wide one-wave tiles, one or two waves of 128-row CTAs or ping-pong parts in 1x2 clusters, and one wave of 128-row CTAs in clusters of four), none with more than %.2f times the pick's K steps, are checked and timed N rounds under every mapping; one %.0f%% faster than the pick runs the shape, in the same buffers.", TuneRounds, MaxCandidates-1, CandidateMaxSteps, 100*TuneMinGain),
}

// Families are the kernel names ByName builds on demand, beyond those of
// All: a pattern and what it names.
var Families = []struct{ Pattern, About string }{
	{"tma-multicast-256xN", "tma-multicast's 256-row tiles N columns wide (N 64..256, a multiple of 8): the tiles auto trims"},
	{"tma-multicast-384xN", "the cooperative kernel's 192-row CTAs (three consumer warpgroups) in 2x1 clusters, N columns wide (N 64..192, a multiple of 8)"},
	{"tma-pingpong-256xN", "tma-pingpong's 256-row tiles N columns wide (N 64..192, a multiple of 8)"},
	{"tma-pingpong-64xN[-8s]", "the small shapes' 64xN ping-pong parts in 2x1 clusters (N 64..256, a multiple of 8; -8s: eight stages, N up to 128)"},
	{"tma-pingpong-256xN-4x1[-Ss]", "64xN ping-pong parts in 4x1 clusters sharing B (N whose quarters of B are whole 8-row atoms: 64, 72, 96, 104, 128, 136, 160, …; -Ss: S stages, 2..8 where they fit)"},
	{"tma-pingpong-BMxBN-CMxCN[-Ss]", "ping-pong in CMxCN clusters (1, 2 or 4 CTAs a side, 8 at most; 64- or 128-row parts), for experiments"},
	{"tma-multicast-BMxBN-CMxCN", "the cooperative kernel in CMxCN clusters (128-, 192- or 256-row parts; 192 rows: three consumer warpgroups, up to 192 columns), for experiments"},
	{"NAME-t", "any kernel above of tma-multicast's or tma-pingpong's family with its operands swapped: C = A·Bᵀ computed as Cᵀ = B·Aᵀ on an NxM grid of tiles, each stored transposed"},
}

// multicastVariant is tma-multicast with 256×bn tiles, in as many stages
// as fit beside the epilogue's buffers (4 at bn = 256, 5 at 160, 6 at 96,
// 8 at 64: those of the kernels of All).
func multicastVariant(bn int) Kernel {
	return tileVariant(256, bn, min(8, maxStages(128, bn)))
}

// Resolve is the kernel that kernel name runs at shape m×n×k: Choose's for
// Auto, else ByName's.
func Resolve(name string, m, n, k int) (Kernel, error) {
	if name == Auto {
		return Choose(m, n, k), nil
	}
	return ByName(name)
}

// ByName returns the kernel called name.
func ByName(name string) (Kernel, error) {
	names := make([]string, len(All))
	for i, k := range All {
		if k.Name == name {
			return k, nil
		}
		names[i] = k.Name
	}
	// The tiles Trim and SmallTile make: tma-multicast-256xN,
	// tma-pingpong-256xN, tma-pingpong-64xN and tma-pingpong-64xN-8s.
	if rest, ok := strings.CutSuffix(name, "-8s"); ok {
		if bn, ok := tileWidth(rest, TMAPingpong.Name+"-64x", 128); ok {
			return smallVariant(bn, true), nil
		}
	} else if bn, ok := tileWidth(name, TMAMulticast.Name+"-256x", 256); ok {
		return multicastVariant(bn), nil
	} else if bn, ok := tileWidth(name, TMAMulticast.Name+"-384x", TallMaxWidth); ok {
		return tallVariant(bn), nil
	} else if bn, ok := tileWidth(name, TMAPingpong.Name+"-256x", 192); ok {
		return pingpongVariant(bn), nil
	} else if bn, ok := tileWidth(name, TMAPingpong.Name+"-64x", 256); ok {
		return smallVariant(bn, false), nil
	}
	if k, ok := clusterName(name); ok {
		return k, nil
	}
	if k, ok := swappedByName(name); ok {
		return k, nil
	}
	families := make([]string, len(Families))
	for i, f := range Families {
		families[i] = f.Pattern
	}
	return Kernel{}, fmt.Errorf("kernels: unknown kernel %q (known: %s; built on demand: %s; cutetui bench --kernels says what each is)", name, strings.Join(names, ", "), strings.Join(families, ", "))
}

// tileWidth is the N of a tile named prefix + N, N a multiple of 8 from 64
// to hi written without leading zeros.
func tileWidth(name, prefix string, hi int) (int, bool) {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return 0, false
	}
	bn, ok := wholeNumber(rest)
	return bn, ok && bn >= 64 && bn <= hi && bn%8 == 0
}

// wholeNumber reads s as a positive integer written without leading zeros
// or a sign, as the kernels' names write their sizes.
func wholeNumber(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n > 0 && strconv.Itoa(n) == s
}

// Tile shape of the mma and wgmma kernels (tma has its own in TMAKernel), and
// the MMA kernel's defaults; the model-only report uses these.
const (
	TileM     = 128
	TileN     = 128
	TileK     = 32 // MMA's; WGMMA uses 64
	Threads   = 128
	Stages    = 4
	SmemBytes = Stages * 2 * TileM * TileK * 2 // 64 KiB
	CTAsPerSM = 2                              // by __launch_bounds__ and shared memory
)

// Mapping modes of the kernels (argument mode; p as documented in common.cuh).
const (
	ModeIdentity = 0 // p = log tile L
	ModeRowMajor = 1 // p unused
	ModeSM90M    = 2 // p = effective swizzle size S
	ModeSM90N    = 3 // p = effective swizzle size S
	ModeTriton   = 4 // p = G
)
