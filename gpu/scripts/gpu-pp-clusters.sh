#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 4: the ping-pong kernel's 64×128 CTA parts (auto's small-shape tile)
# in clusters of 4 and 8 that share A along N as well as B along M
# (tma-pingpong-BMxBN-CMxCN), at shapes whose clusters fit one wave of
# those resident (30 of 4, 15 of 8: run 2), beside auto, which runs the same
# CTA tiles in 2×1 clusters: bench --verify of each, then in turn twice.
. "$(dirname "$0")/env.sh"
K="tma-pingpong-128x256-2x2 tma-pingpong-256x256-4x2 tma-pingpong-128x512-2x4 tma-pingpong-256x128-4x1"
for k in $K; do
	timeout 120 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $?, $(grep -c '  ok' "$LOG/verify-$k.txt") ok lines, $(grep -m1 -o '[0-9]* clusters of [0-9]* CTAs' "$LOG/verify-$k.txt"); $(tail -1 "$LOG/verify-$k.txt")"
done
M="N=8,Triton G=8"
b() { # name kernel shapes
	timeout 100 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "$M" --rounds 20 --json-out "$LOG/p-$1.json" >"$LOG/p-$1.txt" 2>&1 || echo "$1: exit $?"
}
for r in 1 2; do
	b auto-r$r auto 1024x768x1536,768x1280x1536,640x1536x2048,512x1024x1024
	b 2x2-r$r tma-pingpong-128x256-2x2 1024x768x1536,768x1280x1536,640x1536x2048,512x1024x1024
	b 4x2-r$r tma-pingpong-256x256-4x2 1024x768x1536,768x1280x1536,512x1024x1024
	b 2x4-r$r tma-pingpong-128x512-2x4 640x1536x2048,512x1024x1024
	b 4x1-r$r tma-pingpong-256x128-4x1 1024x768x1536,768x1280x1536,512x1024x1024
done
pack
