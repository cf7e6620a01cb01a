#!/usr/bin/env bash
# 2026-11-29, session 11, call 7: call 6 found tma-multicast-384x120-t's
# failure a race (1 and 3 of 19 mappings in two runs), only with the split
# tail's TMA reduce-adds. Its split chunks are 4 K steps, as many as its
# stages, so their epilogue stages C in the ring (EPI_WIDE): each kernel
# below is verified twice, with every tile split in 4 (CUTETUI_SPLIT_ALL=4:
# 4-step chunks at K 1001-1024) or as auto runs it, with and without the
# ring epilogue (-DEPI_STAGES=0).
. "$(dirname "$0")/env.sh"
unpack
run() { # NAME KERNEL ENV…
	local name=$1 k=$2 r
	shift 2
	for r in 1 2; do
		env "$@" timeout 120 "$BIN" bench --verify --kernel "$k" >"$LOG/verify-$name-r$r.txt" 2>&1
		echo "$name r$r: exit $?, $(grep -c '  ok' "$LOG/verify-$name-r$r.txt") ok; $(tail -1 "$LOG/verify-$name-r$r.txt")"
	done
}
run 120t tma-multicast-384x120-t X=1
run 120t-noring tma-multicast-384x120-t CUTETUI_KERNEL_OPTS=-DEPI_STAGES=0
run 144t-all4 tma-multicast-384x144-t CUTETUI_SPLIT_ALL=4
run 144t-all4-noring tma-multicast-384x144-t CUTETUI_SPLIT_ALL=4 CUTETUI_KERNEL_OPTS=-DEPI_STAGES=0
run 144-all4 tma-multicast-384x144 CUTETUI_SPLIT_ALL=4
run 256t-all4 tma-multicast-t CUTETUI_SPLIT_ALL=4
run 256x120t-all4 tma-multicast-256x120-t CUTETUI_SPLIT_ALL=4
run 112t-all4 tma-multicast-384x112-t CUTETUI_SPLIT_ALL=4
pack
