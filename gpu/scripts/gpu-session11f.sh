#!/usr/bin/env bash
# 2026-11-29, session 11, call 6: call 5's verify failure of
# tma-multicast-384x120-t (1500x2300x1001, last 12 tiles split along K in 4,
# five mappings, relative error 1-2%): whether it repeats, and which of the
# swapped epilogue, the three consumer warpgroups, B's overlapping parts
# (120 columns in 2: rows 0-63 and 56-119) and the split it needs.
. "$(dirname "$0")/env.sh"
unpack
for k in tma-multicast-384x120-t tma-multicast-256x120-t tma-multicast-384x120 tma-multicast-256x152-t tma-multicast-384x152-t tma-multicast-384x112-t; do
	for v in "" CUTETUI_SPLIT_TAIL=0 CUTETUI_STORE_TMA=0; do
		out="$LOG/verify-$k${v:+-${v%%=*}}.txt"
		env $v timeout 120 "$BIN" bench --verify --kernel "$k" >"$out" 2>&1
		echo "$k ${v:-default}: exit $?, $(grep -c '  ok' "$out") ok; $(grep -c FAIL "$out") FAIL lines; $(grep FAIL "$out" | head -3 | cut -c1-60 | paste -sd'|')"
	done
done
timeout 120 "$BIN" bench --verify --kernel tma-multicast-384x120-t >"$LOG/verify-again.txt" 2>&1
echo "384x120-t again: exit $?; $(tail -1 "$LOG/verify-again.txt")"
pack
