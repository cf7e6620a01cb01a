#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 5: auto's small-shape CTA tiles (64×bn ping-pong parts) in 2×2 and
# 4×1 clusters, five and eight stages, beside auto (the same CTA tiles in
# 2×1 clusters) at run 4's two shapes where 4-CTA clusters won and eight
# shapes drawn before the call (seed 1305: M, N in 256–1600, K in 512–4096,
# multiples of 64, where auto's small tile is at most 128 wide and both
# cluster shapes fit one wave of the 30 resident); each in turn twice.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
# shape bn
SH="768x1280x1536:128 640x1536x2048:128 576x1216x2112:128 768x1088x2432:128 448x384x1600:64 512x512x1024:64 1536x256x3904:64 1152x768x2816:128 576x1280x2560:128 896x896x4032:128"
for s in $SH; do
	bn=${s#*:}
	for k in tma-pingpong-128x$((2 * bn))-2x2 tma-pingpong-128x$((2 * bn))-2x2-8s tma-pingpong-256x$bn-4x1 tma-pingpong-256x$bn-4x1-8s; do
		timeout 120 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1 || echo "verify $k: exit $? $(tail -1 "$LOG/verify-$k.txt")"
	done
done 2>&1 | sort -u
grep -l PASS "$LOG"/verify-*.txt | wc -l
for r in 1 2; do
	for s in $SH; do
		shape=${s%:*} bn=${s#*:}
		for k in auto tma-pingpong-128x$((2 * bn))-2x2 tma-pingpong-128x$((2 * bn))-2x2-8s tma-pingpong-256x$bn-4x1 tma-pingpong-256x$bn-4x1-8s; do
			timeout 60 "$BIN" bench --kernel $k --shapes $shape --mappings "$M" --rounds 20 --json-out "$LOG/q-$shape-$k-r$r.json" >"$LOG/q-$shape-$k-r$r.txt" 2>&1 || echo "$shape $k r$r: exit $?"
		done
	done
done
pack
