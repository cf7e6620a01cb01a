#!/usr/bin/env bash
# 2026-11-29, session 8, call 5: do more CTAs beat shared B at the small
# shapes still below cuBLAS? auto (clusters of four, 96–120 CTAs) against
# the 2×1 ping-pong tile that puts the most CTAs to work in one wave
# (trimmed to the columns it needs; eight stages where 128 columns or
# fewer and 24 K steps or more); and, with the last epilogue in the ring,
# ping-pong's 256-row tiles at the two two-wave shapes auto runs on the
# cooperative kernel. Each kernel verified first (vs_auto), then in turn
# twice, N=8 and Triton G=8.
. "$(dirname "$0")/env.sh"
vs_auto fill 1024x768x1536:tma-pingpong-64x96-8s 768x1280x1536:tma-pingpong-64x120-8s 640x1536x2048:tma-pingpong-64x120-8s \
	1100x700x1400:tma-pingpong-64x104 1536x1024x1024:tma-pingpong-64x208 896x1408x2560:tma-pingpong-64x160 \
	1024x1024x2048:tma-pingpong-64x128-8s 1200x800x1200:tma-pingpong-64x136 \
	2560x1792x3072:tma-pingpong-256x176 2560x1792x3072:tma-pingpong 3072x1024x6144:tma-pingpong 3072x1024x6144:tma-pingpong-256x176
pack
cat "$LOG/summary.txt" | grep -v '^=='
