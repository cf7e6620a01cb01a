#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 8:
# ping-pong with 256×176, 256×160 and 256×144 tiles (cuBLAS's 176×128 and
# 168×128 CTA tiles under two waves): bench --verify of each, then every
# kernel auto weighs under two waves of 256×192 on the shapes of runs 3
# and 4 of that class, in turn twice.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
for k in tma-pingpong-256x176 tma-pingpong-256x160 tma-pingpong-256x144; do
	timeout 200 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $? $(tail -1 "$LOG/verify-$k.txt")"
done
TWO=1800x1800x512,1500x1500x640,2560x1792x3072,2944x1920x1536,2304x2304x2048,2048x2304x2048,3072x1536x3072,2560x1792x3000,3072x1024x6144,2048x2048x8192,2432x1792x1800,1536x2304x6656,2048x2432x4360
TWO=$TWO,2304x2304x2240,2304x2432x2496,3456x1664x5120,3072x1792x2240,2304x2048x5888,3200x1792x7936,2000x3000x1500,1536x2304x5120,1536x2304x5632
for r in 1 2; do
	for k in tma-pingpong tma-pingpong-256x176 tma-pingpong-256x160 tma-pingpong-256x144 tma-multicast tma-multicast-256x160 tma-multicast-512x144 tma-multicast-512x152; do
		timeout 200 "$BIN" bench --kernel $k --shapes "$TWO" --mappings "$M" --rounds 20 --json-out "$LOG/two-$k-r$r.json" >"$LOG/two-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
done
pack
