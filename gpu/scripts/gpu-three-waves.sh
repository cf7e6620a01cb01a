#!/usr/bin/env bash
# 2026-11-29, session 8, call 14: past two waves of ping-pong's 256×192
# tiles and under three, where rows are whole L2 lines, auto runs
# ping-pong whatever its tail (2176×2944×1216: 144 tiles on 66 clusters,
# 75% of cuBLAS in run 13). Would the fewest K steps for the busiest
# cluster (leastSteps, as under two waves) do better? auto against that
# pick, trimmed, at the seven of ten shapes drawn with seed 1136 (M, N
# 2048–4096 by 64, K 1024–6144 by 64, 2–3 waves of ping-pong's tiles)
# where the two differ; each kernel verified first, in turn twice, N=8
# and Triton G=8 (vs_auto).
. "$(dirname "$0")/env.sh"
vs_auto tw 2240x3072x2112:tma-multicast-256x160 2496x2816x3904:tma-pingpong-256x176 3584x2176x5440:tma-multicast-256x160 \
	3008x2624x4992:tma-multicast-256x240 2368x3200x1088:tma-multicast-256x248 2816x2432x2368:tma-pingpong-256x176 \
	2880x2688x2880:tma-multicast-256x248
pack
