#!/usr/bin/env bash
# On a GPU machine with a prebuilt bin/cutetui: issue 23's runs
# (docs/benchmarks.md, "The default kernel, unaligned K, small shapes").
#  1. bench --verify for the two kernels auto picks (they read copies of A and
#     B in padded rows when K % 8 != 0): verify-<kernel>.txt;
#  2. plain `bench` (no --kernel) at 4096^3: which kernel ran and why;
#  3. K % 8 != 0: 3000x9000x2500 (and holdouts) with the padded copy, each of
#     $UNALIGNED_KERNELS, cuBLAS beside it;
#  4. small and mid shapes with each of $SMALL_KERNELS;
#  5. --kernel auto over the issue's shapes;
#  6. --kernel auto over hold-out shapes (none of them used to set kernels.Choose);
#  7. --kernel auto without the timing lead (CUTETUI_LEAD_NS=0), then with it.
# Logs and JSON in $OUT (or ./gpu-logs); a summary (% of the cuBLAS timed
# beside each mapping) is printed. STEPS picks steps (default "1 2 3 4 5");
# SUFFIX is added to the JSON names; SUMM_OPTS=--us prints microseconds.
. "$(dirname "$0")/env.sh"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader 2>&1
STEPS=${STEPS:-1 2 3 4 5 6 7}
MAPS=${MAPS:-row-major,N=1,N=8,AlongN S=8,Triton G=8}
status=0
summ() { python3 gpu/scripts/pct-cublas.py ${SUMM_OPTS:-} "$1"; }
bench() { # name, then bench arguments
	local name=$1
	shift
	date -u +"%H:%M:%S $name: bench $*"
	name=$name${SUFFIX:-}
	timeout "${TMO:-200}" "$BIN" bench "$@" --json-out "$LOG/$name.json" >"$LOG/$name.txt" 2>"$LOG/$name.err" || {
		tail -3 "$LOG/$name.err"
		status=1
		return 1
	}
	summ "$LOG/$name.json"
}
for step in $STEPS; do
	case $step in
	1)
		for k in ${VERIFY:-tma-pingpong tma-multicast}; do
			date -u +"%H:%M:%S verify $k"
			if timeout "${TMO:-200}" "$BIN" bench --verify --kernel "$k" >"$LOG/verify-$k.txt" 2>&1; then
				echo "verify $k: $(grep -c ' ok;' "$LOG/verify-$k.txt") ok, $(grep -c 'copied into rows' "$LOG/verify-$k.txt") with padded copies; $(tail -1 "$LOG/verify-$k.txt")"
			else
				grep -E 'FAIL|error|bench:|NVRTC' "$LOG/verify-$k.txt" | head -10
				tail -3 "$LOG/verify-$k.txt"
				status=1
			fi
		done
		;;
	2)
		date -u +"%H:%M:%S bench (no --kernel)"
		"$BIN" bench --shapes 4096x4096x4096 --mappings "N=8" --rounds 20 >"$LOG/default.txt" 2>"$LOG/default.err" || status=1
		grep -E '^bench: kernel' "$LOG/default.err"
		grep -E '^(Kernel|Why|  tma|  \(|N=8|cuBLAS)' "$LOG/default.txt" | cut -c1-220
		;;
	3)
		for k in ${UNALIGNED_KERNELS:-tma-pingpong tma-multicast mma}; do
			bench "unaligned-$k" --kernel "$k" --shapes "${UNALIGNED_SHAPES:-3000x9000x2500,10000x7000x3001,4096x4096x4100}" --mappings "$MAPS" --rounds 20
		done
		;;
	4)
		for k in ${SMALL_KERNELS:-tma-pingpong-64x128 tma-pingpong-64x256 tma-multicast tma-pingpong wgmma}; do
			bench "small-$k" --kernel "$k" --shapes "${SMALL_SHAPES:-1000x1000x1000,1024x1024x1024,768x768x768,512x1024x4096,256x512x8192,640x1536x2048,1200x800x1200,1800x1800x512,2048x2048x1024,2048x2048x2048,2048x2048x8192,4096x4096x1024}" --mappings "$MAPS" --rounds 20
		done
		;;
	5)
		bench auto --kernel auto --shapes "${AUTO_SHAPES:-8192x8192x8192,12288x12288x4096,4096x16384x8192,2048x2048x8192,4096x4096x1024,10000x7000x3000,7000x5000x3000,1000x1000x1000,3000x9000x2500}" --mappings "$MAPS" --rounds 20
		;;
	6)
		bench holdout --kernel auto --shapes "${HOLDOUT_SHAPES:-1200x800x1200,640x1536x2048,2560x1792x3072,1800x1800x512,3072x1024x6144,6000x4000x2000,5000x5000x5000,2000x3000x1500,2000x3000x1499,5120x5120x2050}" --mappings "$MAPS" --rounds 20
		;;
	7)
		LEAD_SHAPES=${LEAD_SHAPES:-8192x8192x8192,4096x4096x1024,2048x2048x8192,1000x1000x1000}
		CUTETUI_LEAD_NS=0 bench nolead --kernel auto --shapes "$LEAD_SHAPES" --mappings "N=8" --rounds 20
		bench lead --kernel auto --shapes "$LEAD_SHAPES" --mappings "N=8" --rounds 20
		;;
	esac
done
exit $status
