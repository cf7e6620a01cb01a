#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 8: wider tiles in 4×1 clusters where auto's small tiles are not
# 128×128 or their 4×1 clusters do not fit one wave of 30 — the narrowest
# width of whole 8-row B quarters (kernels.bParts) at least auto's whose
# clusters fit — at the issue's small shapes, earlier ones, and five drawn
# before the call (seed 1422); tma-pingpong-128x256-2x2-8s at
# 640×1536×2048 too. Verify of each new kernel, then auto and the
# candidate in turn twice (five stages past 128 columns, where eight do not
# fit; eight at 128 from 24 K steps, as auto).
. "$(dirname "$0")/env.sh"
vs_auto w 1000x1000x1000:tma-pingpong-256x160-4x1 1000x1000x2000:tma-pingpong-256x160-4x1 1200x800x1200:tma-pingpong-256x160-4x1 \
	640x1536x2048:tma-pingpong-256x160-4x1 640x1536x2048:tma-pingpong-128x256-2x2-8s 1024x1024x1024:tma-pingpong-256x160-4x1 \
	1100x700x1400:tma-pingpong-256x128-4x1 1200x1100x1200:tma-pingpong-256x192-4x1 900x1100x900:tma-pingpong-256x160-4x1 \
	1312x720x1968:tma-pingpong-256x160-4x1 1040x1168x896:tma-pingpong-256x200-4x1 752x1424x896:tma-pingpong-256x160-4x1 \
	912x1440x3792:tma-pingpong-256x224-4x1 1232x1392x2320:tma-pingpong-256x232-4x1
pack
