#!/usr/bin/env bash
# 2026-11-29, session 8, call 9: one proxy fence for many boxes. ncu (call
# 8) put the epilogue's time in the fence.proxy.async before each 2 KiB
# box's TMA store. Variants of --kernel auto (CUTETUI_KERNEL_OPTS): as
# built (the ring epilogue, one fence for all of a warp's boxes, where a
# warp has one buffer), -DEPI_STAGES=2 (the ring wherever it fits),
# -DEPI_BATCH=1 (elsewhere one fence a round of the warp's buffers), both,
# and -DEPI_STAGES=0 (no ring: a fence a box, as before this session);
# bench --verify --kernel auto under each, then in turn twice, N=8 and
# Triton G=8.
. "$(dirname "$0")/env.sh"
S=1800x1800x512,2560x1792x3072,3072x1024x6144,2944x1920x1536,2304x2304x2048,1024x768x1536,640x1536x2048,1000x1000x1000,1536x1024x1024,4096x4096x1024,5000x5000x5000,7000x5000x3000
opts() {
	case $1 in
	base) echo "" ;;
	all) echo "-DEPI_STAGES=2" ;;
	batch) echo "-DEPI_BATCH=1" ;;
	allbatch) echo "-DEPI_STAGES=2 -DEPI_BATCH=1" ;;
	old) echo "-DEPI_STAGES=0" ;;
	esac
}
for v in base all batch allbatch old; do
	CUTETUI_KERNEL_OPTS=$(opts $v) timeout 120 "$BIN" bench --verify --kernel auto >"$LOG/verify-auto-$v.txt" 2>&1
	echo "verify auto $v: exit $?; $(grep -c '  ok' "$LOG/verify-auto-$v.txt") ok; $(tail -1 "$LOG/verify-auto-$v.txt")"
done
for r in 1 2; do
	for v in base all batch allbatch old; do
		CUTETUI_KERNEL_OPTS=$(opts $v) timeout 150 "$BIN" bench --kernel auto --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/fe-$v-r$r.json" >"$LOG/fe-$v-r$r.txt" 2>&1 || echo "$v r$r: exit $?"
	done
done
pack
