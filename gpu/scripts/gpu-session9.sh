#!/usr/bin/env bash
# 2026-11-29, session 9, call 1. Three questions in one call:
#  1. Hold-out of a rule drawn from run 18 of session 8 before this call:
#     where 4×1 clusters widen the 2×1 tiles (160 columns or more) by a
#     quarter or more, stay on the 2×1 tiles when the 4×1 grid has four
#     cluster rows of 256 or more and its last is at most half full (M mod
#     256 in 1..128). Eighteen shapes drawn with seed 1140 (M, N 512–3840 by
#     8, K 512–4096 by 64): ten where the rule says 2×1, four with four
#     rows or more and the last more than half full, four of three rows
#     (both say 4×1). auto (4×1) against the 2×1 kernel, in turn twice.
#  2. EPI_ROT: each warp starts its boxes at another place along its row
#     (by warp and tile), against the build as it is, at the cooperative
#     shapes and a few others (-DEPI_ROT=2 and 4; verified first).
#  3. Which kernel cuBLAS runs at the short-K mid shapes (2176×2944×1216 at
#     75–77%): ncu's launch statistics of bench's launches there.
. "$(dirname "$0")/env.sh"
b() { timeout 120 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
YES=1048x1208x2048,1888x744x2304,1608x792x896,840x1680x2240,1048x1208x1664,872x1616x3456,1864x768x576,848x1664x1152,1816x632x2816,1656x912x2048
LATE=1952x744x2880,1944x760x3520,2016x720x1280,1952x656x2368
THREE=544x2496x1344,560x2024x2880,536x2336x1280,600x2440x3264
verify_each tma-pingpong-64x176 tma-pingpong-64x184 tma-pingpong-64x168
for r in 1 2; do
	b qa-auto-r$r auto "$YES,$LATE,$THREE"
	b qa-192-r$r tma-pingpong-64x192 1888x744x2304,840x1680x2240,1864x768x576,848x1664x1152,1952x744x2880,1944x760x3520,544x2496x1344,600x2440x3264
	b qa-176-r$r tma-pingpong-64x176 1048x1208x2048,1048x1208x1664
	b qa-160-r$r tma-pingpong-64x160 1608x792x896,1816x632x2816,560x2024x2880
	b qa-184-r$r tma-pingpong-64x184 872x1616x3456,1656x912x2048,2016x720x1280,536x2336x1280
	b qa-168-r$r tma-pingpong-64x168 1952x656x2368
done
ROT=1800x1800x512,2560x1792x3072,3072x1024x6144,2304x2304x2048,4096x4096x1024,1000x1000x1000,1024x768x1536
for o in 2 4; do
	CUTETUI_KERNEL_OPTS=-DEPI_ROT=$o timeout 150 "$BIN" bench --verify --kernel auto >"$LOG/verify-rot$o.txt" 2>&1
	echo "verify rot$o: exit $?, $(grep -c '  ok' "$LOG/verify-rot$o.txt") ok lines; $(tail -1 "$LOG/verify-rot$o.txt")"
done
for r in 1 2; do
	for o in 1 2 4; do
		CUTETUI_KERNEL_OPTS=-DEPI_ROT=$o timeout 150 "$BIN" bench --kernel auto --shapes "$ROT" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/rot$o-r$r.json" >"$LOG/rot$o-r$r.txt" 2>&1 || echo "rot$o r$r: exit $?"
	done
done
for s in 2176x2944x1216 1024x768x1536; do
	timeout 120 ncu --section LaunchStats --section SpeedOfLight --launch-count 6 "$BIN" bench --ncu-child --kernel auto --shapes "$s" --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-launch-$s.txt" 2>&1
	echo "ncu $s: $(grep -E '^  [A-Za-z_].*\(' "$LOG/ncu-launch-$s.txt" | sed 's/(.*//' | sort | uniq -c | tr '\n' ';')"
done
pack
grep -v '^==' "$LOG/summary.txt" | head -5
