#!/usr/bin/env bash
# On a GPU machine with a prebuilt bin/cutetui: the one-tile-per-CTA tma
# kernel beside its persistent and cluster-multicast variants, each with the
# cuBLAS timed beside it and ncu's DRAM bytes (--profile), on the standard
# shapes and ragged ones (docs/benchmarks.md, "Persistent kernels"). One JSON
# report per kernel in $OUT (or ./gpu-logs); ncu's CSVs go to $NCU_LOG.
. "$(dirname "$0")/env.sh"
SHAPES=${SHAPES:-8192x8192x8192,16384x16384x4096,65536x2048x4096,2048x65536x4096,10000x7000x3000,5000x9000x2000}
KERNELS=${KERNELS:-tma-multicast tma-persistent tma}
status=0
for k in $KERNELS; do
	date -u +"%Y-%m-%dT%H:%M:%SZ"
	echo "+ $BIN bench --kernel $k --shapes $SHAPES --rounds ${ROUNDS:-20} --profile $*"
	OUT=${NCU_LOG:-/tmp} "$BIN" bench --kernel "$k" --shapes "$SHAPES" --rounds "${ROUNDS:-20}" --profile --json-out "$LOG/persistent-$k.json" "$@" 2>"/tmp/bench-$k.err" >"/tmp/bench-$k.txt" || status=1
	grep -vE '^bench:' "/tmp/bench-$k.txt" | awk '{print $1, $2, $3, $4, $6, $7}'
	tail -2 "/tmp/bench-$k.err"
done
exit $status
