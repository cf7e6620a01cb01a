#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 10: the 4×1 tiles widened past 128 columns with as many stages as fit
# (6 at 160–192, 7 at 136) from 24 K steps, where they had 5: auto against
# the build before (bin/cutetui-old) at run 8's and 9's deep shapes and
# five drawn before the call (seed 1450: widths 136–192, K from 1536), in
# turn twice; bench --verify of the new kernels; gpu-test.sh on the new
# build; auto on the issue's shapes (five mappings).
cd "$(dirname "$0")/../.." || exit 1
for f in bin/gz/*.gz; do gunzip -c "$f" >"bin/$(basename "$f" .gz)" && chmod +x "bin/$(basename "$f" .gz)"; done
. gpu/scripts/env.sh
M="N=8,Triton G=8"
for k in tma-pingpong-256x160-4x1-6s tma-pingpong-256x168-4x1-6s tma-pingpong-256x136-4x1-7s tma-pingpong-256x192-4x1-6s; do
	timeout 120 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $?, $(grep -c '  ok' "$LOG/verify-$k.txt") ok lines; $(tail -1 "$LOG/verify-$k.txt")"
done
H=640x1536x2048,1000x1000x2000,1072x960x3744,800x1136x2032,1520x656x1808,720x1376x3456,1264x864x3424,928x1344x2032,1568x688x3888,1024x1344x2976
for r in 1 2; do
	for b in new old; do
		bin=bin/cutetui; [ $b = old ] && bin=bin/cutetui-old
		timeout 100 "$bin" bench --kernel auto --shapes $H --mappings "$M" --rounds 20 --json-out "$LOG/st-$b-r$r.json" >"$LOG/st-$b-r$r.txt" 2>&1 || echo "stages $b r$r: exit $?"
	done
done
./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
echo "gpu-test: exit $?"; grep -E 'stream-K forced|^--- |gpu-test:|FAIL|checks failed' "$LOG/gpu-test.txt" | head -30
echo "verify ok lines: $(grep -c '  ok' "$LOG/verify.txt")"
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500
timeout 200 "$BIN" bench --kernel auto --shapes "$ISSUE" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 --json-out "$LOG/issue-auto.json" >"$LOG/issue-auto.txt" 2>&1 || echo "auto: exit $?"
rm -f bin/cutetui-old bin/*.test
pack
