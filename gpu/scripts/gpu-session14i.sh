#!/usr/bin/env bash
# 2026-11-29, session 14, call 9: at 1400x1224x11584 cuBLAS runs one wave
# of 104x128 tiles over the whole K in 52 us (ncu), and our kernel of that
# decomposition (tma-multicast-128x208-1x2: 128x104 CTAs in 1x2 clusters
# sharing A) 73. ncu of both (the launch statistics, speed of light,
# memory, warp states, stall samples by SASS instruction), then that
# kernel with 4, 6 (its own) and 7 stages (7: one staging buffer a warp),
# in turn twice.
. "$(dirname "$0")/env.sh"
unpack
S=1400x1224x11584
K=tma-multicast-128x208-1x2
ncu --clock-control none --section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables \
	--section WarpStateStats --section SourceCounters --section LaunchStats --section SchedulerStats --section ComputeWorkloadAnalysis \
	--metrics sm__cycles_active.max,sm__cycles_active.avg,sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active,lts__t_bytes.sum.per_second,dram__bytes_read.sum \
	--launch-skip 2 --launch-count 2 -f -o "$LOG/ncu-1x2" "$BIN" bench --ncu-child --kernel $K --shapes $S --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-1x2.log" 2>&1
ncu -i "$LOG/ncu-1x2.ncu-rep" --page details >"$LOG/ncu-1x2.txt" 2>&1
ncu -i "$LOG/ncu-1x2.ncu-rep" --page source --csv --print-source sass >"$LOG/ncu-1x2-sass.csv" 2>&1
gzip -f "$LOG"/*-sass.csv
rm -f "$LOG"/*.ncu-rep
grep -E '^  [a-zA-Z_].*\(|Duration|gmma|Throughput|Stall|Warp Cycles|Issued|Eligible' "$LOG/ncu-1x2.txt" | head -60
for r in 1 2; do
	for st in def 4 7; do
		o=
		[ $st = 4 ] && o=-DSTAGES=4
		[ $st = 7 ] && o="-DSTAGES=7 -DEPI_NBUF=1"
		CUTETUI_KERNEL_OPTS=$o timeout 100 "$BIN" bench --kernel $K --shapes $S --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/st-$st-r$r.json" >"$LOG/st-$st-r$r.txt" 2>&1 || echo "$st r$r: exit $?"
	done
done
pack
grep -v '^==' "$LOG/summary.txt"
