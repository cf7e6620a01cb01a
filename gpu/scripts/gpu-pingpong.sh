#!/usr/bin/env bash
# On a GPU machine with a prebuilt bin/cutetui: the ping-pong kernels beside
# tma-multicast (docs/benchmarks.md, "Ping-pong consumer warpgroups"). First
# `bench --verify --kernel k` for each of $VERIFY (log: verify.txt), then the
# six shapes for each of $KERNELS that did not fail it, one invocation each,
# in turn (a kernel named twice runs twice). One JSON report per invocation
# in $OUT (or ./gpu-logs), pp-<n>-<kernel>.json; the last lines are % of the
# cuBLAS timed beside it.
. "$(dirname "$0")/env.sh"
SHAPES=${SHAPES:-8192x8192x8192,16384x16384x4096,65536x2048x4096,2048x65536x4096,10000x7000x3000,5000x9000x2000}
KERNELS=${KERNELS:-tma-pingpong tma-multicast}
VERIFY=${VERIFY-$KERNELS}
failed=" "
for k in $VERIFY; do
	date -u +"%Y-%m-%dT%H:%M:%SZ verify $k"
	if ! timeout "${TMO:-150}" "$BIN" bench --verify --kernel "$k" >"/tmp/verify-$k.txt" 2>&1; then
		grep -E 'FAIL|error|bench:|NVRTC|local memory' "/tmp/verify-$k.txt" | head -20
		tail -5 "/tmp/verify-$k.txt"
		failed="$failed$k "
	else
		grep -E -A3 '^kernel ' "/tmp/verify-$k.txt" | grep -v '^[0-9]' | cut -c1-200
		echo "verify $k: $(grep -c ' ok;' "/tmp/verify-$k.txt") ok, split lines $(grep -c 'split along K' "/tmp/verify-$k.txt"); $(tail -1 "/tmp/verify-$k.txt")"
	fi
	cat "/tmp/verify-$k.txt" >>"$LOG/verify.txt"
done
status=0
[ "$failed" = " " ] || status=1
n=0
for k in $KERNELS; do
	case "$failed" in *" $k "*) continue ;; esac
	n=$((n + 1))
	out="$LOG/pp-$n-$k.json"
	date -u +"%Y-%m-%dT%H:%M:%SZ bench $k ${CUTETUI_KERNEL_OPTS:-}"
	timeout "${TMO:-150}" "$BIN" bench --kernel "$k" --shapes "$SHAPES" --rounds "${ROUNDS:-20}" --json-out "$out" >"/tmp/pp.txt" 2>"/tmp/pp.err" || {
		tail -3 "/tmp/pp.err"
		status=1
		continue
	}
	python3 gpu/scripts/pct-cublas.py "$out"
done
exit $status
