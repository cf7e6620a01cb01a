#!/usr/bin/env bash
# On a GPU machine with a prebuilt bin/cutetui (and, for a before/after,
# OLD=<an earlier build>): tma-multicast's split tail and tile order
# (docs/benchmarks.md, "Persistent and cluster-multicast kernels"). First
# `bench --verify --kernel tma-multicast` (stops on a failure), then for each
# build the six shapes, and the new build again with the split tail off
# (CUTETUI_SPLIT_TAIL=0) on the shapes it applies to. One JSON report per run
# in $OUT (or ./gpu-logs), the tables in /tmp; the last lines are % of the cuBLAS timed beside it.
. "$(dirname "$0")/env.sh"
OLD=${OLD:-}
SHAPES=${SHAPES:-8192x8192x8192,16384x16384x4096,65536x2048x4096,2048x65536x4096,10000x7000x3000,5000x9000x2000}
SPLIT_SHAPES=${SPLIT_SHAPES:-16384x16384x4096,65536x2048x4096,2048x65536x4096}
K=${KERNEL:-tma-multicast}
date -u +"%Y-%m-%dT%H:%M:%SZ verify"
if ! "$BIN" bench --verify --kernel "$K" >"$LOG/verify-$K.txt" 2>&1; then
	grep -E 'FAIL|error|bench:' "$LOG/verify-$K.txt" | head -20
	tail -5 "$LOG/verify-$K.txt"
	exit 1
fi
echo "verify $K: $(grep -c ' ok;' "$LOG/verify-$K.txt") ok, split lines $(grep -c 'split along K' "$LOG/verify-$K.txt"); $(tail -1 "$LOG/verify-$K.txt")"
summ() { python3 gpu/scripts/pct-cublas.py "$1"; }
run() { # name, binary, shapes, then VAR=value settings for it
	local name=$1 bin=$2 shapes=$3
	shift 3
	date -u +"%Y-%m-%dT%H:%M:%SZ $name $*"
	env "$@" "$bin" bench --kernel "$K" --shapes "$shapes" --rounds "${ROUNDS:-20}" --json-out "$LOG/tail-$name.json" >"/tmp/tail-$name.txt" 2>"/tmp/tail-$name.err" || {
		tail -3 "/tmp/tail-$name.err"
		return 1
	}
	summ "$LOG/tail-$name.json"
}
status=0
run new "$BIN" "$SHAPES" || status=1
if [ -n "$OLD" ]; then run old "$OLD" "$SHAPES" || status=1; fi
run nosplit "$BIN" "$SPLIT_SHAPES" CUTETUI_SPLIT_TAIL=0 || status=1
exit $status
