package kernels

import (
	"fmt"
	"strings"
)

// The cluster kernels in other shapes than 2×1: the variants of
// tma-multicast's and tma-pingpong's bodies in clusters of up to 8 CTAs
// (experiments, by name), and the small shapes' 4×1 and 2×2 clusters that
// Choose runs (SmallQuad, SmallDuo).

// clusterVariant is the cooperative cluster kernel (tma-multicast's body)
// with bm×bn tiles per cm×cn cluster, named tma-multicast-{bm}x{bn}-{cm}x{cn}:
// each CTA computes (bm/cm)×(bn/cn), loads 1/cn of its A rows and 1/cm of its
// B rows per K step and multicasts them to the CTAs that share them, in as
// many stages (up to 8) as fit beside two epilogue buffers a consumer warp.
// cuBLAS runs small shapes on 128×64 CTA tiles in 4×2 clusters (512×128 a
// cluster: 64 + 16 rows from the L2 per CTA and K step, where 2×1 clusters
// of 128×64 load 128 + 32). ok is false where the kernel cannot be built:
// a CTA's rows must be 128 or 256 (one or two wgmma chains a consumer
// warpgroup) or 192 (three consumer warpgroups of one chain, up to
// TallMaxWidth columns), its columns a multiple of 8 from 8 to 256 (wgmma's
// N), and a cluster at most 8 CTAs (the portable limit) of 1, 2 or 4 along
// each side.
func clusterVariant(bm, bn, cm, cn int) (Kernel, bool) {
	ctaM, ctaN, ok := clusterShape(bm, bn, cm, cn)
	if !ok || (ctaM != 128 && ctaM != 192 && ctaM != 256) || (ctaM == 192 && ctaN > TallMaxWidth) {
		return Kernel{}, false
	}
	stages := min(8, maxStages(ctaM, ctaN))
	if stages < 2 {
		return Kernel{}, false
	}
	k := TMAMulticast
	k.Name = fmt.Sprintf("%s-%dx%d-%dx%d", TMAMulticast.Name, bm, bn, cm, cn)
	k.About = fmt.Sprintf("tma-multicast with %dx%d tiles per %dx%d cluster, %dx%dx64 per CTA, %d stages", bm, bn, cm, cn, ctaM, ctaN, stages)
	k.Entry = fmt.Sprintf("gemm_bf16_tma_multicast_%dx%d_%dx%d", bm, bn, cm, cn)
	k.Source = clusterSourceStages(bm, bn, cm, cn, stages, 2, k.Entry)
	k.TileM, k.TileN = bm, bn
	k.ClusterM, k.ClusterN = cm, cn
	return k, true
}

// pingpongClusterVariant is the ping-pong kernel with bm×bn tiles per
// cm×cn cluster, named tma-pingpong-{bm}x{bn}-{cm}x{cn}: each CTA's
// warpgroups take turns on (bm/cm)×(bn/cn) parts (64 or 128 rows, or 192
// up to 128 columns: three 64-row chains a warpgroup), and the
// CTAs of a cluster row share their A rows as those of a column share their
// B rows; five stages, or as many as fit beside two epilogue buffers a
// consumer warp; stages > 0 asks for that many (2 to 8, where they fit),
// and the name then ends in -{stages}s, as tma-pingpong-64x128-8s's. ok as
// clusterVariant's.
func pingpongClusterVariant(bm, bn, cm, cn, stages int) (Kernel, bool) {
	ctaM, ctaN, ok := clusterShape(bm, bn, cm, cn)
	if !ok || (ctaM != 64 && ctaM != 128 && ctaM != 192) || (ctaM == 128 && ctaN > 192) || (ctaM == 192 && ctaN > 128) {
		return Kernel{}, false
	}
	k := TMAPingpong64x128
	k.Name = fmt.Sprintf("%s-%dx%d-%dx%d", TMAPingpong.Name, bm, bn, cm, cn)
	fit, epi := maxStages(ctaM, ctaN), 2
	if ctaM == 192 {
		// Three 64-row chains a warpgroup (192 accumulators a thread at 128
		// columns, as tma-pingpong's 128×192): one epilogue buffer a warp,
		// as tma-pingpong, leaves room for five 40 KiB stages.
		fit, epi = pingpongStages(ctaM, ctaN, 1), 1
	}
	switch {
	case stages == 0:
		stages = min(5, fit)
	case stages < 2 || stages > min(8, fit):
		return Kernel{}, false
	default:
		k.Name += fmt.Sprintf("-%ds", stages)
	}
	k.About = fmt.Sprintf("tma-pingpong with %dx%d tiles per %dx%d cluster, a %dx%d part per CTA and warpgroup, %d stages", bm, bn, cm, cn, ctaM, ctaN, stages)
	// 128-row parts keep tma-pingpong's registers: no stream-K (it spilled).
	k.NoStreamK = ctaM >= 128
	k.Source = fmt.Sprintf("#ifndef STAGES\n#define STAGES %d\n#endif\n", stages) + pingpongClusterSource(bm, bn, cm, cn, epi, ctaM < 128)
	k.TileM, k.TileN = bm, bn
	k.ClusterM, k.ClusterN = cm, cn
	return k, true
}

// clusterShape is the CTA part (ctaM × ctaN) of a bm×bn tile in clusters
// of cm×cn CTAs, ok where the cluster kernels can load it: 1, 2 or 4 CTAs
// a side and 8 at most (the portable limit), whole parts, ctaN a multiple
// of 8 from 8 to 256 (wgmma's N), a CTA's share of A whole 8-row atoms and
// its share of B loadable (bParts). The kernels add their own rows.
func clusterShape(bm, bn, cm, cn int) (ctaM, ctaN int, ok bool) {
	side := func(c int) bool { return c == 1 || c == 2 || c == 4 }
	if !side(cm) || !side(cn) || cm*cn > 8 || bm%cm != 0 || bn%cn != 0 {
		return 0, 0, false
	}
	ctaM, ctaN = bm/cm, bn/cn
	ok = ctaN >= 8 && ctaN <= 256 && ctaN%8 == 0 && (ctaM/cn)%8 == 0 && bParts(ctaN, cm)
	return ctaM, ctaN, ok
}

// maxStages is the most pipeline stages of ctaM rows of A and ctaN of B
// (64 columns of K each, and their two mbarriers) that fit in an SM's 227
// KiB of shared memory beside two 2 KiB epilogue buffers a consumer warp
// (32 KiB for two consumer warpgroups, 48 for three) and the 1 KiB the
// kernel aligns its stages to.
func maxStages(ctaM, ctaN int) int {
	return stagesBeside(ctaM, ctaN, consumers(ctaM)*4*2*2048)
}

// pingpongStages is the most pipeline stages of ctaM rows of A and ctaN of
// B that fit beside the ping-pong kernel's epilogue buffers: epiNBuf 2 KiB
// buffers for each of its two consumer warpgroups' eight warps.
func pingpongStages(ctaM, ctaN, epiNBuf int) int {
	return stagesBeside(ctaM, ctaN, 8*epiNBuf*2048)
}

// stagesBeside is the most stages of ctaM rows of A and ctaN of B (64
// columns of K each, bf16, and their two mbarriers) that fit in an SM's 227
// KiB of shared memory beside epiBytes of epilogue buffers and the 1 KiB
// the kernel aligns its stages to.
func stagesBeside(ctaM, ctaN, epiBytes int) int {
	return (232448 - epiBytes - 1024) / (ctaM*64*2 + ctaN*64*2 + 16)
}

// consumers is the consumer warpgroups of a CTA of ctaM rows: three (one
// 64-row wgmma chain each) for 192, else two (CONSUMERS in
// gemm_tma_multicast.cu).
func consumers(ctaM int) int {
	if ctaM == 192 {
		return 3
	}
	return 2
}

// bParts reports whether a CTA's ctaN rows of B split into cm parts the
// kernel can load: B_ROWS = ⌈ctaN/cm⌉ rounded up to whole 8-row swizzle
// atoms, part i from row i·B_STEP, B_STEP = (ctaN − B_ROWS)/(cm − 1), which
// must be whole atoms too, and the parts must cover the rows (120 in 4
// parts of 32 would start at rows 0, 29.3, …: the kernel computed wrong
// sums there, H200 2026-11-29).
func bParts(ctaN, cm int) bool {
	rows := (ctaN/cm + 7) / 8 * 8
	if cm == 1 {
		return true
	}
	step := (ctaN - rows) / (cm - 1)
	return (ctaN-rows)%(cm-1) == 0 && step%8 == 0 && step <= rows
}

// clusterName parses tma-multicast-{bm}x{bn}-{cm}x{cn} (clusterVariant's
// names) and tma-pingpong-{bm}x{bn}-{cm}x{cn} (pingpongClusterVariant's).
func clusterName(name string) (Kernel, bool) {
	variant := clusterVariant
	rest, ok := strings.CutPrefix(name, TMAMulticast.Name+"-")
	if !ok {
		if rest, ok = strings.CutPrefix(name, TMAPingpong.Name+"-"); !ok {
			return Kernel{}, false
		}
		stages := 0
		if i := strings.LastIndex(rest, "-"); i >= 0 && strings.HasSuffix(rest, "s") && strings.Count(rest, "-") == 2 {
			n, ok := wholeNumber(rest[i+1 : len(rest)-1])
			if !ok {
				return Kernel{}, false
			}
			rest, stages = rest[:i], n
		}
		variant = func(bm, bn, cm, cn int) (Kernel, bool) { return pingpongClusterVariant(bm, bn, cm, cn, stages) }
	}
	tile, cluster, ok := strings.Cut(rest, "-")
	if !ok {
		return Kernel{}, false
	}
	bm, bn, ok1 := dims(tile)
	cm, cn, ok2 := dims(cluster)
	if !ok1 || !ok2 {
		return Kernel{}, false
	}
	return variant(bm, bn, cm, cn)
}

// dims reads "AxB", both positive integers written without leading zeros.
func dims(s string) (a, b int, ok bool) {
	x, y, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, false
	}
	a, ok1 := wholeNumber(x)
	b, ok2 := wholeNumber(y)
	return a, b, ok1 && ok2
}

// SmallQuad is the small shapes' 64×128 ping-pong CTA parts in 4×1
// clusters of 256×128 tiles, tma-pingpong-256x128-4x1 (with deep, its
// 8-stage ring: -8s): the four CTAs of a cluster share their B rows, so the
// L2 serves 64 + 32 rows a CTA and K step where 2×1 clusters take 64 + 64.
func SmallQuad(deep bool) Kernel { return smallQuad(128, deep) }

// smallQuad is tma-pingpong-256x{w}-4x1 (-8s with deep): 64×w ping-pong
// parts in 4×1 clusters. Choose runs a small shape on it (quadTile) where
// its clusters fit one wave of HopperQuadClusters. Measured on the H200
// against the same shapes in 2×1 clusters (docs/benchmarks.md, "Clusters
// of four and eight"): on 128-column tiles 6–11% faster at four of eight
// shapes and within 2% at the others, and 2–17% faster at seven of eight
// drawn before the call; on tiles widened to fit (128 to 160, 168 to 200,
// 184 to 224, …) 4–16% faster at nine of thirteen shapes, within 2% at
// three and 7% slower at one (640×1536×2048, whose 640 rows fill 2.5
// clusters of 256), and 4–14% faster at eight of ten drawn before the
// call. Tiles under 128 columns stay in 2×1 clusters: the narrowest
// one-wave tiles (64 columns) gained nothing at seven shapes, and 120
// columns widened to 128 or 160 won at one shape and lost at another.
func smallQuad(w int, deep bool) Kernel {
	k, _ := pingpongClusterVariant(256, w, 4, 1, deepStages(deep))
	return k
}

// deepStages is the stages pingpongClusterVariant is asked for: 8 for the
// deep ring (-8s), else 0 (its default).
func deepStages(deep bool) int {
	if deep {
		return 8
	}
	return 0
}

// quadTile is the width of the 4×1-cluster tiles for a small shape whose
// 2×1 tiles are bn wide: the narrowest w from min(bn, 192) to 256 whose
// quarters of B are whole 8-row atoms (bParts) and whose clusters fit one
// wave of HopperQuadClusters; ok is false where none fits. Where the 2×1
// ladder stepped from 192 to 256 (bn wider than 192), 4×1 tiles of the
// widths it skips may fit (1536×1024: 72 clusters of 2×1 at 192, so 256;
// 30 of 4×1 at 224). Measured on the H200 (docs/benchmarks.md, "The last
// epilogue in the ring"): 200–232 columns in place of 232–256 were 3–18%
// faster at all fifteen shapes, eight of them drawn before the first call
// and ten before the second; 136 in place of 160 (the same idea a step
// lower) was 2–4% slower at three shapes, so narrower than the ladder's
// width is taken only past 192.
func quadTile(m, n, bn int) (w int, ok bool) {
	for w = min(bn, 192); w <= 256; w += 8 {
		if bParts(w, 4) && quadClusters(m, n, w) <= HopperQuadClusters {
			return w, true
		}
	}
	return 0, false
}

// stayDuo reports whether a small shape whose 2×1 tiles are bn wide stays
// on them rather than 4×1 clusters of 256×w tiles: where bn is 192 and w
// 256 (64×256 parts run four stages, 64×192 five: maxStages), M comes to
// four cluster rows of 256 or more, and the last is at most half full
// (M mod 256 in 1..128). Measured on the H200 (docs/benchmarks.md, "2×1
// where 4×1 would take 256 columns"): the rule drawn from
// session 8's run 18 (2×1 6–10% faster at three such shapes) and the four
// of call 1's ten shapes that widen 192 to 256 (2.3–8.5% faster; of the six
// widening 160–184 by a quarter to 200–232, five were 0.4–4.1% slower and
// one 2.7% faster), then held out at eight shapes drawn after it: 2.0–8.5%
// faster at all eight.
// With the last row more than half full (1952×744×2880, 1944×760×3520) or
// three rows (544–600 rows) the 4×1 clusters were as fast or faster.
func stayDuo(m, bn, w int) bool {
	return bn == 192 && w == 256 && (m+255)/256 >= 4 && m%256 != 0 && m%256 <= 128
}

// SmallDuo is the small shapes' 64×128 ping-pong CTA parts in 2×2
// clusters of 128×256 tiles, tma-pingpong-128x256-2x2 (with deep, its
// 8-stage ring: -8s): the CTAs of a cluster row share A, those of a column
// B. Choose runs it where the small tiles are 128 wide, 2×2 clusters of
// them fit one wave of HopperQuadClusters, and 4×1 clusters would need
// tiles a quarter wider or more (M a little over a multiple of 256 leaves
// a 4×1 cluster row half idle: 640 rows are 2.5 clusters of 256, 5 of
// 128). Measured on the H200 against the widened 4×1 tiles
// (docs/benchmarks.md, "Clusters of four and eight"): where they widen to
// 160, 2–12% faster at eight of nine shapes and 9% slower at one (runs
// 16–17), and on eight shapes drawn after the rule was narrowed to that,
// 3–7% faster at four and within 1% at four (run 18); where they widen to
// 136 only, 6–11% slower at two shapes.
func SmallDuo(deep bool) Kernel {
	k, _ := pingpongClusterVariant(128, 256, 2, 2, deepStages(deep))
	return k
}

// duoClusters is the 2×2 clusters of 128×256 tiles at m×n.
func duoClusters(m, n int) int { return ((m + 127) / 128) * ((n + 255) / 256) }

// HopperQuadClusters is the clusters of 4 CTAs (one an SM) resident at
// once on an H100 or H200, the occupancy API's answer there (30: 120 of
// the 132 SMs, as the SMs of a GPC do not all divide into fours).
const HopperQuadClusters = 30

// quadClusters is the 4×1 clusters of 256×w tiles at m×n.
func quadClusters(m, n, w int) int { return ((m + 255) / 256) * ((n + w - 1) / w) }
