#!/usr/bin/env bash
# On a GPU machine with a prebuilt bin/cutetui: `--kernel auto`, each shape
# with the kernel kernels.Choose gives it (docs/benchmarks.md, "Per-shape
# choice"). First `bench --verify --kernel auto` (log: verify-auto.txt), then
# $RUNS invocations (default 2) of the six shapes, one JSON report each in
# $OUT (or ./gpu-logs), auto-<n>.json; the lines printed are % of the cuBLAS
# timed beside it, with the kernel that ran each shape.
. "$(dirname "$0")/env.sh"
SHAPES=${SHAPES:-8192x8192x8192,16384x16384x4096,65536x2048x4096,2048x65536x4096,10000x7000x3000,5000x9000x2000}
status=0
date -u +"%Y-%m-%dT%H:%M:%SZ verify auto"
if timeout "${TMO:-150}" "$BIN" bench --verify --kernel auto >"$LOG/verify-auto.txt" 2>&1; then
	grep -E '^kernel ' "$LOG/verify-auto.txt" | cut -c1-200
	echo "verify auto: $(grep -c ' ok;' "$LOG/verify-auto.txt") ok, split lines $(grep -c 'split along K' "$LOG/verify-auto.txt"); $(tail -1 "$LOG/verify-auto.txt")"
else
	grep -E 'FAIL|error|bench:|NVRTC|local memory' "$LOG/verify-auto.txt" | head -20
	tail -5 "$LOG/verify-auto.txt"
	exit 1
fi
for n in $(seq 1 "${RUNS:-2}"); do
	out="$LOG/auto-$n.json"
	date -u +"%Y-%m-%dT%H:%M:%SZ bench auto $n"
	timeout "${TMO:-150}" "$BIN" bench --kernel auto --shapes "$SHAPES" --rounds "${ROUNDS:-20}" --json-out "$out" >"$LOG/auto-$n.txt" 2>"/tmp/auto.err" || {
		tail -3 "/tmp/auto.err"
		status=1
		continue
	}
	python3 gpu/scripts/pct-cublas.py "$out"
done
exit $status
