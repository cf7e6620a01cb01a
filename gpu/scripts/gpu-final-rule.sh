#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 11:
# the final rule (ping-pong not weighed between one wave and one and a
# half) judged on ten shapes under two waves drawn (seed 1134) before the
# call: auto and every kernel it weighs there, in turn twice.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
HELD=3200x1792x3072,2944x1792x2560,2176x1792x2112,1664x2176x3264,2944x1792x7744,2304x2432x2112,2304x2048x6080,2560x2048x7296,1792x2944x1600,1664x2304x1280
for r in 1 2; do
	for k in auto tma-pingpong-256x176 tma-pingpong tma-multicast tma-multicast-256x160 tma-multicast-512x144 tma-multicast-512x152; do
		timeout 200 "$BIN" bench --kernel $k --shapes "$HELD" --mappings "$M" --rounds 20 --json-out "$LOG/final-$k-r$r.json" >"$LOG/final-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
done
pack
