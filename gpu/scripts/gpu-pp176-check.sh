#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 9:
# gpu-test with tma-pingpong-256x176 in auto; the kernels auto weighs under
# two waves on eight shapes drawn (seed 1132) before the call where the rule
# now picks 256x176, and on 2816×2048×8192, whose pick it changed; then auto
# on the issue's shapes (five mappings), in turn twice.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
tail -2 "$LOG/gpu-test.txt"
HELD=3328x1664x6976,3200x1664x6016,1920x2816x5312,2176x2304x1600,2944x1920x4480,2304x2432x1024,2176x1920x7616,1792x3072x6976,2816x2048x8192
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500
for r in 1 2; do
	for k in tma-pingpong-256x176 tma-pingpong tma-multicast tma-multicast-256x160 tma-multicast-512x144 tma-multicast-512x152; do
		timeout 200 "$BIN" bench --kernel $k --shapes "$HELD" --mappings "$M" --rounds 20 --json-out "$LOG/h176-$k-r$r.json" >"$LOG/h176-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
	timeout 300 "$BIN" bench --kernel auto --shapes "$ISSUE" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 --json-out "$LOG/issue-auto-r$r.json" >"$LOG/issue-auto-r$r.txt" 2>&1 || echo "auto r$r: exit $?"
done
pack
