#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 15: two tiles a CTA at the small shapes — tma-pingpong-64x64 (and its
# 8-stage ring), whose 128×64 tiles come to about two a cluster there, so
# that one warpgroup's epilogue runs under the other's main loop — against
# auto (one tile a CTA), in turn twice.
. "$(dirname "$0")/env.sh"
S="1000x1000x1000 1000x1000x2000 1024x768x1536 640x1536x2048 768x1280x1536 1200x800x1200 960x1024x512"
P=""
for s in $S; do P="$P $s:tma-pingpong-64x64 $s:tma-pingpong-64x64-8s"; done
# shellcheck disable=SC2086
vs_auto two $P
pack
