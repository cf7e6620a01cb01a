#!/usr/bin/env bash
# On a GPU machine with a prebuilt bin/cutetui: the sweep with ncu's DRAM bytes
# (--profile) for each kernel named in $KERNELS over $SHAPES, one JSON report
# per kernel in $OUT (or ./gpu-logs): the measurements that engine/raster's L2
# simulation is checked against (docs/benchmarks.md, "The model against ncu").
. "$(dirname "$0")/env.sh"
SHAPES=${SHAPES:-8192x8192x8192,16384x16384x4096,65536x2048x4096,2048x65536x4096,10000x7000x3000,4096x4096x2048,32768x32768x1024,6144x12288x16384}
KERNELS=${KERNELS:-tma wgmma}
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv 2>&1 | tee "$LOG/nvidia-smi.txt"
status=0
for k in $KERNELS; do
	date -u +"%Y-%m-%dT%H:%M:%SZ" | tee -a "$LOG/date.txt"
	echo "+ $BIN bench --kernel $k --shapes $SHAPES --rounds ${ROUNDS:-20} --profile $*" | tee -a "$LOG/command.txt"
	"$BIN" bench --kernel "$k" --shapes "$SHAPES" --rounds "${ROUNDS:-20}" --profile --json-out "$LOG/model-check-$k.json" "$@" 2>"$LOG/bench-$k.err" >"$LOG/bench-$k.txt" || status=1
	tail -3 "$LOG/bench-$k.err"
done
exit $status
