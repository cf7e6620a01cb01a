#!/usr/bin/env bash
# 2026-11-29, session 9, call 18 (exploration, no rule): small M, wide N,
# long K, past the small class (128×256 tiles over one wave) and under two
# waves of 256×192: call 17 had 528×3808×7736 at 55–57% of cuBLAS on
# ping-pong's 256-row tiles, whose last row is nearly empty. That shape
# and five drawn with seed 1156 (Go's math/rand: M 384–1152, N 2048–8192,
# K 4096–16384 log-uniform, by 8; ragged rows mostly): auto against the
# 128-row cluster tiles of the small kernels — tma-pingpong-64x256 with
# stream-K forced, tma-pingpong-64x128-sk, and the 2×2 clusters of
# tma-pingpong-128x256-2x2 — in turn twice.
. "$(dirname "$0")/env.sh"
S=528x3808x7736,1088x2696x14088,488x6120x15672,544x3480x11544,608x3680x11416,776x5328x13496
b() { timeout 200 env ${4:-} "$BIN" bench --kernel "$2" --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
for r in 1 2; do
	b mk-auto-r$r auto
	b mk-pp256sk-r$r tma-pingpong-64x256 CUTETUI_STREAMK=1
	b mk-pp128sk-r$r tma-pingpong-64x128-sk
	b mk-duo-r$r tma-pingpong-128x256-2x2
done
pack
