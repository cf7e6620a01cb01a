#!/usr/bin/env bash
# 2026-11-29, session 9, call 2.
#  1. Hold-out of the narrower rule call 1 left (its ten shapes where the
#     4×1 grid has four cluster rows or more and the last at most half
#     full: 2×1 faster at five, by 2.3–8.5%, slower at five, by 0.4–4.1%;
#     the five faster are the five that widen 192 to 256): where the 2×1
#     tiles are 192 wide and 4×1 clusters take 256, with four cluster rows
#     or more and the last at most half full, stay on 2×1. Eight shapes
#     drawn with seed 1141 (M, N 512–3840 by 8, K 512–4096 by 64): auto
#     (4×1) against tma-pingpong-64x192, in turn twice.
#  2. cuBLAS runs 2176×2944×1216 (75–77% of it) on 128×128 tiles in 1×1
#     clusters, six stages (call 1). Tiles of 128×128 a CTA at the short-K
#     mid shapes and the two-wave class: ping-pong 1×1 in 6 stages and 1×2,
#     the cooperative kernel 1×1, ping-pong 2×1 of 128-row parts; each
#     verified first; auto beside them, in turn twice.
. "$(dirname "$0")/env.sh"
b() { timeout 150 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
H=1848x752x3776,1888x768x1408,888x1704x704,880x1680x512,1896x760x3840,1856x768x3904,1840x768x1024,840x1728x3264
for r in 1 2; do
	b qh-auto-r$r auto "$H"
	b qh-192-r$r tma-pingpong-64x192 "$H"
done
K="tma-pingpong-128x128-1x1-6s tma-pingpong-128x128-1x2 tma-multicast-128x128-1x1 tma-pingpong-256x128-2x1"
verify_each $K
S=2176x2944x1216,2176x2944x1280,2240x2944x768,3776x2048x512,3584x2112x384,2944x1920x1536,2304x2304x2048,2560x1792x3072
for r in 1 2; do
	b sk-auto-r$r auto "$S"
	for k in $K; do b "sk-$k-r$r" "$k" "$S"; done
done
pack
