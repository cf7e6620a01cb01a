#!/usr/bin/env bash
# 2026-11-29, session 11, call 8: where tma-multicast-384x120-t's race
# (calls 5-7) lives: with every tile split in 4 (CUTETUI_SPLIT_ALL=4) or
# stream-K forced, without the cluster (192x120 CTAs alone, no multicast,
# B not split between CTAs), and at other widths whose two B parts
# overlap (104, 136, 152: parts of 56/48, 72/64 and 80/72 rows) or not
# (128); each verified twice.
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
run 120t-all4 tma-multicast-384x120-t CUTETUI_SPLIT_ALL=4
run 120t-sk tma-multicast-384x120-t CUTETUI_STREAMK=1
run 1x1-120t tma-multicast-192x120-1x1-t X=1
run 1x1-120t-all4 tma-multicast-192x120-1x1-t CUTETUI_SPLIT_ALL=4
run 120-all4 tma-multicast-384x120 CUTETUI_SPLIT_ALL=4
run 104t-all4 tma-multicast-384x104-t CUTETUI_SPLIT_ALL=4
run 136t-all4 tma-multicast-384x136-t CUTETUI_SPLIT_ALL=4
run 152t-all4 tma-multicast-384x152-t CUTETUI_SPLIT_ALL=4
run 128t-all4 tma-multicast-384x128-t CUTETUI_SPLIT_ALL=4
pack
