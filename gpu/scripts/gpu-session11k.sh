#!/usr/bin/env bash
# 2026-11-29, session 11, call 11: is tma-multicast-384x120-t's race
# (calls 5-8) a split flag left raised? The binary is this commit's with
# kernels.Swapped letting three consumer warpgroups through (a diagnostic
# build: bin/cutetui from the tree with `|| kern.Consumers() != 2` removed
# from Swapped). bench --verify with CUTETUI_CHECK_FLAGS=1, which reports
# the flags an earlier launch left raised before each launch and clears
# them: 384x120-t three times, 384x120, 256x120-t and 384x144-t once.
. "$(dirname "$0")/env.sh"
unpack
for x in 120t-1:tma-multicast-384x120-t 120t-2:tma-multicast-384x120-t 120t-3:tma-multicast-384x120-t \
	120:tma-multicast-384x120 256x120t:tma-multicast-256x120-t 144t:tma-multicast-384x144-t; do
	n=${x%%:*} k=${x#*:}
	CUTETUI_CHECK_FLAGS=1 timeout 120 "$BIN" bench --verify --kernel "$k" >"$LOG/verify-$n.txt" 2>&1
	echo "$n: exit $?; $(grep -c 'split flags raised' "$LOG/verify-$n.txt") reports; $(tail -1 "$LOG/verify-$n.txt")"
	grep -E 'split flags raised|FAIL sweep' "$LOG/verify-$n.txt" | cut -c1-200 | head -6
done
pack
