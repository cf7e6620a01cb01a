#!/usr/bin/env bash
# On a GPU machine with a prebuilt bin/cutetui: issue 23's third pass
# (docs/benchmarks.md, "Narrow tiles for the shapes below cuBLAS"). STEPS
# picks steps (default all):
#  1. ncu of auto beside cuBLAS at the four shapes below it; K sweeps;
#  2. the narrow-tile kernels at the small shapes; epilogue switches;
#  3. the small ladder (auto) against tma-pingpong-64x256; 256x160 against
#     tma-multicast under two waves;
#  4. 256x160 against tma-multicast at held-out and large shapes;
#  5. tma-pingpong-64x256 / -64x160 stage and epilogue-buffer settings;
#  6. the L2 hold-out: ncu DRAM bytes of tma-pingpong and tma-multicast;
#  7. the split tail's fewest steps a chunk (CUTETUI_SPLIT_TAIL), and auto
#     with and without the tail where it saves under 16 K steps.
# Then `make gpu-test` and `STEPS="5 6" gpu-default.sh` for the final table.
# Logs and JSON in $OUT (or ./gpu-logs); summaries in microseconds.
. "$(dirname "$0")/env.sh"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,power.limit --format=csv,noheader 2>&1
STEPS=${STEPS:-1 2 3 4 5 6 7}
status=0
b() { # name, env (or -), then bench arguments
	local name=$1 envs=$2
	shift 2
	[ "$envs" = - ] && envs=
	date -u +"%H:%M:%S $name: $envs bench $*"
	env ${envs:+"$envs"} timeout "${TMO:-200}" "$BIN" bench "$@" --json-out "$LOG/$name.json" >"$LOG/$name.txt" 2>"$LOG/$name.err" || {
		tail -3 "$LOG/$name.err"
		status=1
		return 1
	}
	python3 gpu/scripts/pct-cublas.py --us "$LOG/$name.json"
}
M2="N=8,Triton G=8"
for step in $STEPS; do
	case $step in
	1)
		for s in 1200x800x1200 1800x1800x512 2560x1792x3072 5000x5000x5000; do
			ncu --clock-control none --section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats \
				--section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --launch-skip 2 --launch-count 3 \
				"$BIN" bench --ncu-child --kernel auto --shapes $s --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-$s.txt" 2>&1 || status=1
			grep -E '^  [A-Za-z_0-9]+.*\(|Duration|Elapsed Cycles|SM Active Cycles' "$LOG/ncu-$s.txt" | cut -c1-150
		done
		b ksweep-1200x800-64x256 - --kernel tma-pingpong-64x256 --shapes 1200x800x64,1200x800x320,1200x800x640,1200x800x1200,1200x800x2400 --mappings N=8 --rounds 20
		b ksweep-1800-multicast - --kernel tma-multicast --shapes 1800x1800x64,1800x1800x256,1800x1800x512,1800x1800x1024,1800x1800x2048 --mappings N=8 --rounds 20
		b ksweep-2560-multicast - --kernel tma-multicast --shapes 2560x1792x768,2560x1792x1536,2560x1792x3072,2560x1792x6144 --mappings N=8 --rounds 20
		;;
	2)
		for k in tma-multicast-256x64 tma-multicast-256x96 tma-multicast-256x160 tma-pingpong-64x160; do
			b new-$k - --kernel $k --shapes 1200x800x1200,1800x1800x512,2560x1792x3072,640x1536x2048,1000x1000x1000,1280x640x512,1200x800x640 --mappings "$M2" --rounds 20
		done
		E4=1200x800x1200,1800x1800x512,2560x1792x3072,5000x5000x5000
		b epi-base-mc - --kernel tma-multicast --shapes $E4 --mappings "$M2" --rounds 20
		b epi-plain-mc CUTETUI_STORE_TMA=0 --kernel tma-multicast --shapes $E4 --mappings "$M2" --rounds 20
		b epi-nbuf4-mc "CUTETUI_KERNEL_OPTS=-DSTAGES=3 -DEPI_NBUF=4" --kernel tma-multicast --shapes $E4 --mappings "$M2" --rounds 20
		;;
	3)
		LAD=1200x800x1200,1100x1100x1000,1536x768x2048,900x1200x1500,1280x960x800,1400x900x1100,1000x1500x1000,1200x1100x1200,900x1100x1300,777x1500x100
		TW=2560x1792x3072,2048x2048x2048,2048x2048x8192,2816x2048x8192,2200x2052x1024,2000x3000x1500,1536x1536x4096,3072x1024x6144,2560x1280x6144,1800x1800x512
		for i in 1 2; do
			b ladder-old-$i - --kernel tma-pingpong-64x256 --shapes $LAD --mappings "row-major,$M2" --rounds 20
			b ladder-new-$i - --kernel auto --shapes $LAD --mappings "row-major,$M2" --rounds 20
		done
		for i in 1 2; do
			b twowave-mc-$i - --kernel tma-multicast --shapes $TW --mappings "$M2" --rounds 20
			b twowave-160-$i - --kernel tma-multicast-256x160 --shapes $TW --mappings "$M2" --rounds 20
		done
		;;
	4)
		HO=1792x2816x4096,2048x2304x2048,2560x2048x1024,3072x1536x3072,1536x3328x2048,2304x2048x6144
		for i in 1 2; do
			b ho160-mc-$i - --kernel tma-multicast --shapes $HO --mappings "$M2" --rounds 20
			b ho160-auto-$i - --kernel auto --shapes $HO --mappings "$M2" --rounds 20
		done
		BIG=5000x5000x5000,7000x5000x3000,10000x7000x3000,6000x4000x2000
		b big-160 - --kernel tma-multicast-256x160 --shapes $BIG --mappings "$M2" --rounds 20
		b big-mc - --kernel tma-multicast --shapes $BIG --mappings "$M2" --rounds 20
		;;
	5)
		S256=1200x1400x1200,1024x2048x4096,1408x1536x4096,1664x1024x3000,1200x1400x200,1800x1800x512
		S160=1200x800x1200,1100x1100x1000,1280x960x800,1536x768x2048
		for i in 1 2; do
			b p256-5s1b-$i "CUTETUI_KERNEL_OPTS=-DSTAGES=5 -DEPI_NBUF=1" --kernel tma-pingpong-64x256 --shapes $S256 --mappings "$M2" --rounds 20
			b p256-base-$i - --kernel tma-pingpong-64x256 --shapes $S256 --mappings "$M2" --rounds 20
			b p160-base-$i - --kernel tma-pingpong-64x160 --shapes $S160 --mappings "$M2" --rounds 20
			b p160-s6-$i CUTETUI_KERNEL_OPTS=-DSTAGES=6 --kernel tma-pingpong-64x160 --shapes $S160 --mappings "$M2" --rounds 20
			b p160-e4-$i CUTETUI_KERNEL_OPTS=-DEPI_NBUF=4 --kernel tma-pingpong-64x160 --shapes $S160 --mappings "$M2" --rounds 20
		done
		;;
	6)
		for k in tma-pingpong tma-multicast; do
			b l2-$k - --kernel $k --shapes 8192x8192x4096,14336x10240x4096,6144x16384x6144,10240x6144x8192,5120x20480x4096 \
				--mappings "row-major,N=1,N=2,N=8" --rounds 20 --profile
		done
		;;
	7)
		for i in 1 2; do
			for st in 4 8 16 0; do
				b st$st-mc-$i CUTETUI_SPLIT_TAIL=$st --kernel tma-multicast --shapes 5000x5000x5000,2560x1792x3072,2304x2048x6144,7000x5000x3000,2816x2048x8192 --mappings "$M2" --rounds 20
				b st$st-pp-$i CUTETUI_SPLIT_TAIL=$st --kernel tma-pingpong --shapes 4096x4096x1024,4096x4096x2048 --mappings "$M2" --rounds 20
			done
		done
		# Before Kernel.SplitMinSaved "on" split these; now auto leaves the
		# ping-pong ones unsplit, so "on" and "off" agree there.
		TS=4096x4096x768,4096x4096x512,4096x8192x1024,4096x4096x1280,5000x5000x1000,7000x5000x1000
		for i in 1 2; do
			b tail-on-$i - --kernel auto --shapes $TS --mappings "row-major,$M2" --rounds 20
			b tail-off-$i CUTETUI_SPLIT_TAIL=0 --kernel auto --shapes $TS --mappings "row-major,$M2" --rounds 20
		done
		;;
	esac
done
exit $status
