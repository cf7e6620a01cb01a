#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 1: the cooperative kernel in the cluster shapes cuBLAS runs small
# launches in (128×64 CTA tiles in 4×2 clusters at 1000³, docs/benchmarks.md
# run 7 of "Where the last points go") and its neighbours, beside auto: first
# bench --verify of each new shape, then each kernel in turn twice.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
NEW="tma-multicast-512x128-4x2 tma-multicast-256x128-2x2 tma-multicast-128x128-1x2 tma-multicast-128x256-1x4 tma-multicast-256x256-2x2"
for k in $NEW; do
	timeout 100 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $? $(grep -m1 'clusters of' "$LOG/verify-$k.txt") $(tail -1 "$LOG/verify-$k.txt")"
done
b() { # name kernel shapes
	timeout 100 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "$M" --rounds 20 --json-out "$LOG/c-$1.json" >"$LOG/c-$1.txt" 2>&1 || echo "$1: exit $?"
}
S1=1000x1000x1000,1000x1000x2000,1024x768x1536,960x1024x512
S2=640x1536x2048,1200x800x1200,768x1280x1536
for r in 1 2; do
	for k in auto $NEW tma-multicast-256x64; do
		b "s1-$k-r$r" $k $S1
	done
	for k in auto tma-multicast-128x128-1x2 tma-multicast-128x256-1x4 tma-multicast-256x128-2x2 tma-multicast-256x64; do
		b "s2-$k-r$r" $k $S2
	done
done
pack
