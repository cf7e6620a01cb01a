#!/usr/bin/env bash
# make gpu-bench: on a GPU machine, with a prebuilt bin/cutetui: the swizzle
# sweep of docs/benchmarks.md, JSON and table, then the same with ncu's
# counters (--profile) when ncu is on PATH. Logs go to $OUT (or ./gpu-logs).
# Extra arguments are passed to 'cutetui bench'.
. "$(dirname "$0")/env.sh"
if [ ! -x "$BIN" ]; then
	echo "gpu-bench: $BIN is missing: build it first with 'CGO_ENABLED=0 go build -o bin/cutetui ./cmd/cutetui'" >&2
	exit 1
fi
SHAPES=${SHAPES:-8192x8192x8192,16384x16384x4096,65536x2048x4096,2048x65536x4096}
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv 2>&1 | tee "$LOG/nvidia-smi.txt"
date -u +"%Y-%m-%dT%H:%M:%SZ" | tee "$LOG/date.txt"
echo "+ $BIN bench --shapes $SHAPES --rounds ${ROUNDS:-30} --profile $*" | tee "$LOG/command.txt"
"$BIN" bench --shapes "$SHAPES" --rounds "${ROUNDS:-30}" --profile --json-out "$LOG/bench.json" "$@" 2>"$LOG/bench.err" | tee "$LOG/bench.txt"
status=${PIPESTATUS[0]}
tail -5 "$LOG/bench.err"
exit $status
