#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), fourth
# call: gpu-test at the new defaults; the five kernels auto weighs past the
# small ladder on shapes drawn (seed 1130) before the call where the new
# rule picks tma-pingpong under two waves, and past two waves with rows
# that are not whole L2 lines (pingpong and multicast picks in turn), and on
# the known shapes whose choice the rule changed; auto on the issue's shapes.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
tail -3 "$LOG/gpu-test.txt"
HELD=2304x2304x2240,2304x2432x2496,3456x1664x5120,3072x1792x2240,2304x2048x5888,3200x1792x7936
HELD=$HELD,9250x7000x1864,6250x10750x4072,7750x7750x3872,7500x6750x5392,6250x5000x2552,5500x11000x2104
HELD=$HELD,2000x3000x1500,5000x9000x2000,3000x3000x1000,1536x2304x5120,1536x2304x5632
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500
for r in 1 2; do
	for k in tma-multicast tma-multicast-256x160 tma-multicast-512x144 tma-multicast-512x152 tma-pingpong; do
		timeout 200 "$BIN" bench --kernel $k --shapes "$HELD" --mappings "$M" --rounds 20 --json-out "$LOG/held-$k-r$r.json" >"$LOG/held-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
	timeout 200 "$BIN" bench --kernel auto --shapes "$ISSUE" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 --json-out "$LOG/issue-auto-r$r.json" >"$LOG/issue-auto-r$r.txt" 2>&1 || echo "auto r$r: exit $?"
done
pack
