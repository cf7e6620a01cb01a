#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 14: the shapes under two waves in 4×1 clusters — ping-pong's 128-row
# CTA parts (tma-pingpong-512xW-4x1) and the cooperative kernel's
# (tma-multicast-512xW-4x1), W chosen so that the cluster tiles are two
# whole waves of the 30 resident — against auto, at the issue's shapes of
# the class; verify of each, then in turn twice.
. "$(dirname "$0")/env.sh"
vs_auto t 2944x1920x1536:tma-pingpong-512x192-4x1 2944x1920x1536:tma-multicast-512x192-4x1 \
	2304x2304x2048:tma-pingpong-512x192-4x1 2304x2304x2048:tma-multicast-512x192-4x1 \
	2560x1792x3072:tma-pingpong-512x160-4x1 2560x1792x3072:tma-multicast-512x160-4x1 \
	1800x1800x512:tma-pingpong-512x128-4x1 1800x1800x512:tma-multicast-512x128-4x1
pack
