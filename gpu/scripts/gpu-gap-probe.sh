#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29): ncu of
# our kernels beside cuBLAS's on the shapes still below it (L2 sectors,
# stalls by instruction), the L2 promotion of the A and B tensor maps
# (CUTETUI_TMA_PROMOTION), and the epilogue's share (-DNO_EPILOGUE=1, C not
# written; stream-K and split tails off in both arms so that they compare).
. "$(dirname "$0")/env.sh"
BIG=5000x5000x5000,7000x5000x3000,5120x5016x5000,5120x5016x5120
SMALL=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,1000x1000x64
M="N=8,Triton G=8"
b() { # name kernel shapes [env...]
	local name=$1 k=$2 s=$3
	shift 3
	env "$@" "$BIN" bench --kernel "$k" --shapes "$s" --mappings "$M" --rounds 20 --json-out "$LOG/$name.json" >"$LOG/$name.txt" 2>&1
}
# ncu: fill, fill, ours, cuBLAS in each child.
n() { # name kernel shape
	ncu --clock-control none --section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables \
		--section WarpStateStats --section SchedulerStats --section SourceCounters --section LaunchStats \
		--launch-skip 2 --launch-count 2 -f -o "$LOG/ncu-$1" "$BIN" bench --ncu-child --kernel "$2" --shapes "$3" --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-$1.log" 2>&1
	ncu -i "$LOG/ncu-$1.ncu-rep" --page details >"$LOG/ncu-$1.txt" 2>&1
	ncu -i "$LOG/ncu-$1.ncu-rep" --page source --csv --print-source sass >"$LOG/ncu-$1-sass.csv" 2>&1
}
n w152-5000 tma-multicast-512x152 5000x5000x5000
n w152-5120 tma-multicast-512x152 5120x5016x5120
n mc-5000 tma-multicast 5000x5000x5000
n auto-1000 auto 1000x1000x1000
n auto-1000k64 auto 1000x1000x64
gzip -f "$LOG"/*-sass.csv
rm -f "$LOG"/*.ncu-rep
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192
for r in 1 2; do
	for pr in 256 128 none; do
		b mc-$pr-r$r tma-multicast $BIG CUTETUI_TMA_PROMOTION=$pr
		b w152-$pr-r$r tma-multicast-512x152 $BIG CUTETUI_TMA_PROMOTION=$pr
		b auto-$pr-r$r auto $ISSUE CUTETUI_TMA_PROMOTION=$pr
	done
	for e in 0 1; do
		b auto-ne$e-r$r auto $SMALL CUTETUI_STREAMK=0 CUTETUI_SPLIT_TAIL=0 CUTETUI_UNCHECKED=1 CUTETUI_KERNEL_OPTS=-DNO_EPILOGUE=$e
		b mc-ne$e-r$r tma-multicast 5000x5000x5000,5120x5016x5120 CUTETUI_STREAMK=0 CUTETUI_SPLIT_TAIL=0 CUTETUI_UNCHECKED=1 CUTETUI_KERNEL_OPTS=-DNO_EPILOGUE=$e
		b w152-ne$e-r$r tma-multicast-512x152 5000x5000x5000,5120x5016x5120 CUTETUI_STREAMK=0 CUTETUI_SPLIT_TAIL=0 CUTETUI_UNCHECKED=1 CUTETUI_KERNEL_OPTS=-DNO_EPILOGUE=$e
	done
done
pack
