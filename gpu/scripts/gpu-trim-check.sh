#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 12:
# tiles trimmed to the columns their count needs (kernels.Trim): verify of
# the trimmed kernels auto runs below, then auto against the untrimmed
# kernel at the issue's and test's shapes it changes and at ten shapes drawn
# (seed 1135) before the call, in turn twice.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
for k in tma-multicast-256x232 tma-multicast-256x248 tma-multicast-256x240 tma-multicast-256x152 tma-pingpong-256x168 tma-pingpong-256x184; do
	timeout 200 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $? $(tail -1 "$LOG/verify-$k.txt")"
done
MC=1800x1800x512,1920x1920x3584,1920x1856x6976,1792x1984x6528,1984x1984x3392,2304x1600x6016,1792x2112x7552
MC160=2304x2112x3136
PP176=2304x2304x2048,1536x1792x2112
PP=9728x1984x2176,9472x1984x6528,10752x1984x8128,5760x1792x7168
b() { # name kernel shapes
	timeout 200 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "$M" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"
}
for r in 1 2; do
	b trim-auto-r$r auto "$MC,$MC160,$PP176,$PP"
	b base-mc-r$r tma-multicast "$MC"
	b base-mc160-r$r tma-multicast-256x160 "$MC160"
	b base-pp176-r$r tma-pingpong-256x176 "$PP176"
	b base-pp-r$r tma-pingpong "$PP"
done
pack
