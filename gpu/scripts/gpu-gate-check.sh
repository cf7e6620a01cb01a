#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 10:
# the one-and-a-half-wave gate on ping-pong under two waves, judged on shapes
# drawn (seed 1133) before the call: four where the gate turns auto away
# from ping-pong, two where auto picks 256x176 and two 256x192; every
# kernel auto weighs there, then auto on the issue's shapes (five
# mappings), in turn twice.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
HELD=1536x2304x5312,1536x1792x2112,1536x1792x2880,1792x2432x3712,2944x1792x2176,2048x2816x1856,3584x1664x4736,2432x2432x4608
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500
for r in 1 2; do
	for k in auto tma-pingpong-256x176 tma-pingpong tma-multicast tma-multicast-256x160 tma-multicast-512x144 tma-multicast-512x152; do
		timeout 200 "$BIN" bench --kernel $k --shapes "$HELD" --mappings "$M" --rounds 20 --json-out "$LOG/gate-$k-r$r.json" >"$LOG/gate-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
	timeout 300 "$BIN" bench --kernel auto --shapes "$ISSUE" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 --json-out "$LOG/issue-auto-r$r.json" >"$LOG/issue-auto-r$r.txt" 2>&1 || echo "auto r$r: exit $?"
done
pack
