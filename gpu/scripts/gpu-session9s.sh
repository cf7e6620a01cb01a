#!/usr/bin/env bash
# 2026-11-29, session 9, call 19 (exploration, no rule): call 18's small-M,
# wide-N, long-K shapes with a split-K of every tile (CUTETUI_SPLIT_ALL=S:
# each tile cut along K into S chunks, reduce-added into C), on the 64×256
# ping-pong parts and on tma-multicast's 256×256 tiles, S = 2, 3, 4; auto
# beside them; in turn twice. Does splitting K reach cuBLAS there?
. "$(dirname "$0")/env.sh"
S=528x3808x7736,1088x2696x14088,488x6120x15672,544x3480x11544,608x3680x11416,776x5328x13496
b() { timeout 200 env ${4:-} "$BIN" bench --kernel "$2" --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
for r in 1 2; do
	b sa-auto-r$r auto
	for s in 2 3 4; do
		b sa-pp256-s$s-r$r tma-pingpong-64x256 CUTETUI_SPLIT_ALL=$s
		b sa-mc-s$s-r$r tma-multicast CUTETUI_SPLIT_ALL=$s
	done
done
pack
