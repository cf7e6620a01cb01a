#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 9: the widened 4×1 rule (kernels.quadTile: the narrowest tile at least
# auto's 2×1 width, of 128 columns or more, whose 4×1 clusters fit one wave
# of 30) judged on ten shapes drawn before the call (seed 1437: M, N in
# 256–1600, K in 256–4096, multiples of 16, where it changes the kernel; run
# 8's shapes left out): auto against the build with the 128-column rule only
# (bin/cutetui-old), in turn twice; bench --verify of auto and of each width
# the shapes run; auto on the issue's shapes (five mappings).
cd "$(dirname "$0")/../.." || exit 1
for f in bin/gz/*.gz; do gunzip -c "$f" >"bin/$(basename "$f" .gz)" && chmod +x "bin/$(basename "$f" .gz)"; done
. gpu/scripts/env.sh
M="N=8,Triton G=8"
for k in auto tma-pingpong-256x136-4x1 tma-pingpong-256x168-4x1 tma-pingpong-256x256-4x1; do
	timeout 120 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $?, $(grep -c '  ok' "$LOG/verify-$k.txt") ok lines; $(tail -1 "$LOG/verify-$k.txt")"
done
H=688x1456x1216,1072x960x3744,1360x1072x2480,1104x1312x816,1424x1200x2848,1200x1504x1840,800x1136x2032,992x1072x800,1552x688x704,1520x656x1808
for r in 1 2; do
	for b in new old; do
		bin=bin/cutetui; [ $b = old ] && bin=bin/cutetui-old
		timeout 100 "$bin" bench --kernel auto --shapes $H --mappings "$M" --rounds 20 --json-out "$LOG/wh-$b-r$r.json" >"$LOG/wh-$b-r$r.txt" 2>&1 || echo "hold $b r$r: exit $?"
	done
done
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500
timeout 200 "$BIN" bench --kernel auto --shapes "$ISSUE" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 --json-out "$LOG/issue-auto.json" >"$LOG/issue-auto.txt" 2>&1 || echo "auto: exit $?"
rm -f bin/cutetui-old
pack
