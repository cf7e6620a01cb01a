#!/usr/bin/env bash
# 2026-11-29, session 8, call 8: where the cooperative kernel's epilogue
# goes. ncu (stall samples by SASS instruction, L2 and memory sections) of
# --kernel auto at 1800×1800×512 (tma-multicast-256x232: one tile a CTA),
# 3072×1024×6144 (tma-multicast, stream-K) and 1024×768×1536 (ping-pong
# 4×1), each beside cuBLAS; then, in turn twice, N=8 and Triton G=8, auto
# as built against one staging buffer a warp (-DEPI_NBUF=1
# -DEPI_STAGES=0) at the shapes auto runs on the cooperative kernel.
. "$(dirname "$0")/env.sh"
n() { # name kernel shape [env...]
	local name=$1 k=$2 s=$3
	shift 3
	env "$@" ncu --clock-control none --section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables \
		--section WarpStateStats --section SourceCounters --section LaunchStats \
		--metrics lts__t_sectors_op_write.sum,lts__t_sectors_op_red.sum,dram__bytes_write.sum,dram__bytes_read.sum,sm__cycles_active.max,sm__cycles_active.avg \
		--launch-skip 2 --launch-count 2 -f -o "$LOG/ncu-$name" "$BIN" bench --ncu-child --kernel "$k" --shapes "$s" --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-$name.log" 2>&1
	ncu -i "$LOG/ncu-$name.ncu-rep" --page details >"$LOG/ncu-$name.txt" 2>&1
	ncu -i "$LOG/ncu-$name.ncu-rep" --page source --csv --print-source sass >"$LOG/ncu-$name-sass.csv" 2>&1
	echo "ncu $name: $(grep -c . "$LOG/ncu-$name-sass.csv") sass lines"
}
n mc1800 auto 1800x1800x512
n mc1800-noepi auto 1800x1800x512 CUTETUI_KERNEL_OPTS=-DNO_EPILOGUE=1 CUTETUI_UNCHECKED=1
n mc3072 auto 3072x1024x6144
n pp1024 auto 1024x768x1536
gzip -f "$LOG"/*-sass.csv
rm -f "$LOG"/*.ncu-rep
S=1800x1800x512,2560x1792x3072,3072x1024x6144,2048x2048x8192,5000x5000x5000,7000x5000x3000
for r in 1 2; do
	for v in base nbuf1; do
		opts=
		[ $v = nbuf1 ] && opts="-DEPI_NBUF=1 -DEPI_STAGES=0"
		CUTETUI_KERNEL_OPTS=$opts timeout 150 "$BIN" bench --kernel auto --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/nb-$v-r$r.json" >"$LOG/nb-$v-r$r.txt" 2>&1 || echo "$v r$r: exit $?"
	done
done
pack
grep -v '^==' "$LOG/summary.txt"
