#!/usr/bin/env bash
# 2026-11-29, session 11, call 9: the race of tma-multicast-384x120-t
# (calls 5-8) looked for in the unswapped 384-row kernels auto runs:
# bench --verify on every width 112-192 three times as it runs, once with
# every tile split in 3 and once with stream-K forced; and the unswapped
# 384x120 at the failing launch's own configuration (2300x1500x1001: 6x13
# tiles, the last 12 split in 4) under eight mappings, three times, its
# relative error against cuBLAS printed.
. "$(dirname "$0")/env.sh"
unpack
fails=0 runs=0
for w in 112 120 128 136 144 152 160 168 176 184 192; do
	k=tma-multicast-384x$w
	for v in X=1 X=2 X=3 CUTETUI_SPLIT_ALL=3 CUTETUI_STREAMK=1; do
		out="$LOG/verify-$w-${v%%=*}-${v#*=}.txt"
		env $v timeout 120 "$BIN" bench --verify --kernel "$k" >"$out" 2>&1 || { fails=$((fails + 1)); echo "$k $v: $(tail -1 "$out")"; }
		runs=$((runs + 1))
	done
done
echo "verify: $fails of $runs runs failed"
for r in 1 2 3; do
	timeout 120 "$BIN" bench --kernel tma-multicast-384x120 --shapes 2300x1500x1001 --rounds 20 \
		--mappings "row-major,N=1,N=2,N=3,N=4,N=8,Triton G=1,Triton G=2" >"$LOG/bench-2300x1500-r$r.txt" 2>&1
	echo "2300x1500x1001 r$r: exit $?"
	grep -E '^(row-major|N=|Triton)' "$LOG/bench-2300x1500-r$r.txt" | cut -c1-90
done
pack
