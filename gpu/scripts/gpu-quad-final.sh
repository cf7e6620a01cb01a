#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 7: the rule adopted after run 6 (kernels.SmallQuad: the small shapes'
# 128×128 tiles in 4×1 clusters where those fit one wave of 30) judged on
# eight shapes drawn before the call (seed 1411: M, N in 256–1600 and K in
# 256–4096, multiples of 16, where the rule applies; the fit set's shapes
# left out), auto against the build before it (bin/cutetui-old) in turn
# twice; then ./gpu/scripts/gpu-test.sh (every kernel of All, now with the
# 4×1 ones, auto, stream-K forced, the Go GPU tests) and auto on the
# issue's shapes (five mappings). The binaries come gzipped (bin/gz) to fit
# the carry.
cd "$(dirname "$0")/../.." || exit 1
for f in bin/gz/*.gz; do gunzip -c "$f" >"bin/$(basename "$f" .gz)" && chmod +x "bin/$(basename "$f" .gz)"; done
. gpu/scripts/env.sh
M="N=8,Triton G=8"
H=464x1536x368,1072x768x2384,400x1328x3920,1120x736x3168,1072x624x2464,448x1472x1264,1264x624x880,704x1216x1536
for r in 1 2; do
	for b in new old; do
		bin=bin/cutetui; [ $b = old ] && bin=bin/cutetui-old
		timeout 100 "$bin" bench --kernel auto --shapes $H --mappings "$M" --rounds 20 --json-out "$LOG/hold-$b-r$r.json" >"$LOG/hold-$b-r$r.txt" 2>&1 || echo "hold $b r$r: exit $?"
	done
done
./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
echo "gpu-test: exit $?"; grep -E 'stream-K forced|^--- |gpu-test:|FAIL|checks failed' "$LOG/gpu-test.txt" | head -30
grep -c '  ok' "$LOG/verify.txt"
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500,768x1280x1536,1024x768x1536
timeout 200 "$BIN" bench --kernel auto --shapes "$ISSUE" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 --json-out "$LOG/issue-auto.json" >"$LOG/issue-auto.txt" 2>&1 || echo "auto: exit $?"
rm -f bin/cutetui-old bin/*.test
pack
