#!/usr/bin/env bash
# On a GPU machine with ncu: $KERNEL (default tma-multicast) at one shape and mapping, then the
# cuBLAS GEMM of the same shape, profiled (speed of light, compute workload,
# warp states); the kernels' headline numbers last. Full text in
# $OUT/ncu-<shape>.txt (or ./gpu-logs).
. "$(dirname "$0")/env.sh"
SHAPE=${SHAPE:-2048x65536x4096}
MAPPING=${MAPPING:-N=1}
# The child fills A and B (2 launches), runs the mapping once, then cuBLAS.
# NCU_OPTS: more ncu options (e.g. --clock-control none: the clocks as found).
# shellcheck disable=SC2086
ncu ${NCU_OPTS:-} --section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats --section SchedulerStats \
	--launch-skip 2 --launch-count "${COUNT:-3}" \
	"$BIN" bench --ncu-child --kernel "${KERNEL:-tma-multicast}" --shapes "$SHAPE" --mappings "$MAPPING" --rounds 1 --warmup 1 >"$LOG/ncu-$SHAPE.txt" 2>&1
rc=$?
grep -E '^  [A-Za-z_0-9]+.*\(|Duration|Compute \(SM\) Throughput|Memory Throughput|L2 Cache Throughput|DRAM Throughput|SM Busy|Issue Slots Busy|Executed Ipc Active|Warp Cycles Per Issued Instruction|No Eligible|Active Warps Per Scheduler' "$LOG/ncu-$SHAPE.txt" | cut -c1-150
exit $rc
