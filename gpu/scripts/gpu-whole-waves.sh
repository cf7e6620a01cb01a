#!/usr/bin/env bash
# Issue 23, the 512-row tiles (docs/benchmarks.md, "Whole waves: 512-row
# tiles"): the invocations of runs 16–19 (2026-11-29) in one script,
# assembled after those calls (which ran them as one-off scripts); not itself
# run. Steps (STEPS, default all):
#   1. verify the 512-row kernels, also with stream-K forced;
#   2. the fit set: tma-multicast, -256x160, -512x144, -512x152 in turn twice;
#   3. the held-out shapes under two waves, the same kernels and auto;
#   4. past two waves: the held-out shapes of the rule not adopted, and the
#      whole-wave shapes beside tma-pingpong (OLD=bin/... adds an older build's 512x152);
#   5. auto over the issue's shapes and hold-out (gpu-default.sh steps 5 and 6),
#      then over the two-wave set, and the 512-row tiles at rows not whole L2 lines.
# MAIN=bin/cutetui-main times another build's auto beside this one in step 5.
. "$(dirname "$0")/env.sh"
STEPS=${STEPS:-1 2 3 4 5}
MAPS=${MAPS:-N=8,Triton G=8}
COOP="tma-multicast tma-multicast-256x160 tma-multicast-512x144 tma-multicast-512x152"
FIT=2560x1792x3072,5000x5000x5000,7000x5000x3000,6000x4000x2000,10000x7000x3000,3072x1024x6144,1800x1800x512,3072x1536x3072,2048x2304x2048,5000x5000x4000,6000x5000x7000,8000x8000x5000,10000x8000x1200,2304x2048x6144,1536x1536x4096,4000x4000x2040
H1=1536x2304x6656,2560x1792x2368,2688x1664x5376,1536x2944x3008,2432x1792x1856,2560x1664x6976,2048x2432x4352
KNOWN=2560x1792x6144,2432x1664x7168,2304x2304x2048,2560x1792x3072,3072x1536x3072,2048x2304x2048
H2=4000x8500x1816,5500x4250x2264,5000x5000x6904,9000x4750x6888,4250x6250x1696,4500x4250x6200,8000x5000x4880
WAVES=5000x5000x5000,7000x5000x3000,8000x8000x5000,10000x8000x1200,5120x5016x5000,5120x4752x5000,5120x5016x5120,2048x2432x4352,2688x1664x5376
TWO=$H1,2560x1792x6144,2432x1664x7168,2304x2304x2048,3072x1536x3072,2048x2304x2048,2944x1920x1536,2176x2688x3584,2944x1920x5120,2304x2048x6144,1800x1800x512,1000x1000x1000,640x1536x2048
UNALIGNED=2560x1792x3000,3072x1536x3000,2048x2304x2000,2432x1792x1800,2048x2432x4360
status=0
run() { # name, then bench arguments
	local name=$1
	shift
	date -u +"%H:%M:%S $name"
	"$@" --json-out "$LOG/$name.json" >"$LOG/$name.txt" 2>&1 || status=1
	python3 gpu/scripts/pct-cublas.py "$LOG/$name.json"
}
for step in $STEPS; do
	case $step in
	1)
		for k in tma-multicast-512x144 tma-multicast-512x152; do
			"$BIN" bench --verify --kernel "$k" >"$LOG/verify-$k.txt" 2>&1 || status=1
			CUTETUI_STREAMK=1 "$BIN" bench --verify --kernel "$k" >"$LOG/verify-streamk-$k.txt" 2>&1 || status=1
			echo "verify $k: $(grep -c ' ok;' "$LOG/verify-$k.txt") ok; stream-K forced: $(grep -c ' ok;' "$LOG/verify-streamk-$k.txt") ok"
		done
		;;
	2) for r in 1 2; do for k in $COOP; do run "fit-$k-r$r" "$BIN" bench --kernel "$k" --shapes "$FIT" --mappings "$MAPS" --rounds 20; done; done ;;
	3) for r in 1 2; do for k in auto $COOP; do run "h1-$k-r$r" "$BIN" bench --kernel "$k" --shapes "$H1,$KNOWN" --mappings "$MAPS" --rounds 20; done; done ;;
	4)
		for r in 1 2; do
			for k in tma-multicast tma-multicast-512x144 tma-multicast-512x152; do
				run "h2-$k-r$r" "$BIN" bench --kernel "$k" --shapes "$H2" --mappings "$MAPS" --rounds 20
				run "waves-$k-r$r" "$BIN" bench --kernel "$k" --shapes "$WAVES" --mappings "$MAPS" --rounds 20
			done
			[ -n "${OLD:-}" ] && run "waves-old152-r$r" "$OLD" bench --kernel tma-multicast-512x152 --shapes "$WAVES" --mappings "$MAPS" --rounds 20
		done
		run waves-tma-pingpong "$BIN" bench --kernel tma-pingpong --shapes "$WAVES" --mappings "$MAPS,N=2,N=4,row-major" --rounds 20
		;;
	5)
		for r in 1 2; do
			OUT=$LOG/default-r$r SUMM_OPTS=--us STEPS="5 6" ./gpu/scripts/gpu-default.sh || status=1
			[ -n "${MAIN:-}" ] && { OUT=$LOG/default-main-r$r BIN=$MAIN SUMM_OPTS=--us STEPS="5 6" ./gpu/scripts/gpu-default.sh || status=1; }
			run "two-auto-r$r" "$BIN" bench --kernel auto --shapes "$TWO" --mappings "$MAPS" --rounds 20
			[ -n "${MAIN:-}" ] && run "two-main-r$r" "$MAIN" bench --kernel auto --shapes "$TWO" --mappings "$MAPS" --rounds 20
		done
		for k in $COOP; do run "unaligned-$k" "$BIN" bench --kernel "$k" --shapes "$UNALIGNED" --mappings "$MAPS" --rounds 20; done
		;;
	esac
done
exit $status
