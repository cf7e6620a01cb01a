#!/usr/bin/env bash
# 2026-11-29, session 8, call 10: the warp index and cluster rank
# broadcast from lane 0 (WARP_UNIFORM), so that the epilogue's TMA stores
# need no loop over the lanes' values (ncu of call 8: a BRA.U.ANY loop
# around every UTMASTG, where cuBLAS has none). bench --verify of every
# kernel of kernels.All and of auto with it; ncu's SASS at 1800×1800×512;
# then --kernel auto with it (new) and without (-DWARP_UNIFORM=0, old) in
# turn twice, N=8 and Triton G=8.
. "$(dirname "$0")/env.sh"
timeout 200 "$BIN" bench --verify >"$LOG/verify-all.txt" 2>&1
echo "verify all: exit $?; $(grep -c '  ok' "$LOG/verify-all.txt") ok lines; $(tail -1 "$LOG/verify-all.txt")"
verify_each auto
ncu --clock-control none --section SourceCounters --section LaunchStats --launch-skip 2 --launch-count 2 -f -o "$LOG/ncu-wu1800" \
	"$BIN" bench --ncu-child --kernel auto --shapes 1800x1800x512 --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-wu1800.log" 2>&1
ncu -i "$LOG/ncu-wu1800.ncu-rep" --page source --csv --print-source sass >"$LOG/ncu-wu1800-sass.csv" 2>&1
ncu -i "$LOG/ncu-wu1800.ncu-rep" --page details >"$LOG/ncu-wu1800.txt" 2>&1
gzip -f "$LOG"/*-sass.csv
rm -f "$LOG"/*.ncu-rep
S=1800x1800x512,2560x1792x3072,3072x1024x6144,2944x1920x1536,2304x2304x2048,1024x768x1536,640x1536x2048,1000x1000x1000,1536x1024x1024,4096x4096x1024,5000x5000x5000,7000x5000x3000
new_vs_old wu "$S" "-DWARP_UNIFORM=0"
pack
