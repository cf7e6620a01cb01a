#!/usr/bin/env bash
# 2026-11-29, session 8, call 12: cuBLAS runs 1024×768×1536 on 132 CTAs of
# 96×64 with ten stages of 64 (ncu, call 8: nvjet_sm90_tss_96x64_64x10_1x2);
# our 2×1 tile of the same work a CTA, tma-pingpong-64x96, lost to auto's
# 4×1 clusters at eight stages (call 5). Does a deeper ring close it? auto
# against tma-pingpong-64x96 at 8, 9 and 10 stages (-DSTAGES, one epilogue
# buffer a warp so that ten fit: -DEPI_NBUF=1), and the same at two more
# shapes whose 64×N 2×1 tiles fill 128–132 CTAs with N ≤ 104; verified
# first; in turn twice, N=8 and Triton G=8.
. "$(dirname "$0")/env.sh"
k() { # name kernel shapes opts
	CUTETUI_KERNEL_OPTS=$4 timeout 120 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "N=8,Triton G=8" --rounds 20 \
		--json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"
}
for st in 9 10; do
	CUTETUI_KERNEL_OPTS="-DSTAGES=$st -DEPI_NBUF=1" timeout 120 "$BIN" bench --verify --kernel tma-pingpong-64x104 >"$LOG/verify-64x104-$st.txt" 2>&1
	echo "verify 64x104 $st stages: exit $?; $(tail -1 "$LOG/verify-64x104-$st.txt")"
done
for r in 1 2; do
	k dr-auto-r$r auto 1024x768x1536,896x832x2048,1536x512x2048 ""
	k dr-8-r$r tma-pingpong-64x96 1024x768x1536 "-DSTAGES=8 -DEPI_NBUF=1"
	k dr-9-r$r tma-pingpong-64x96 1024x768x1536 "-DSTAGES=9 -DEPI_NBUF=1"
	k dr-10-r$r tma-pingpong-64x96 1024x768x1536 "-DSTAGES=10 -DEPI_NBUF=1"
	k dr2-8-r$r tma-pingpong-64x96 896x832x2048 "-DSTAGES=8 -DEPI_NBUF=1"
	k dr2-10-r$r tma-pingpong-64x96 896x832x2048 "-DSTAGES=10 -DEPI_NBUF=1"
	k dr3-8-r$r tma-pingpong-64x104 1536x512x2048 "-DSTAGES=8 -DEPI_NBUF=1"
	k dr3-10-r$r tma-pingpong-64x104 1536x512x2048 "-DSTAGES=10 -DEPI_NBUF=1"
done
pack
grep -v '^==' "$LOG/summary.txt"
