#!/usr/bin/env bash
# 2026-11-29, session 9, call 13: the long-K rule on its stream-K variant
# (tma-pingpong-64x128-sk: kernels.StreamK decides per launch, the small
# kernels' default being no stream-K). Where StreamK takes it (the tiles
# more than half fill the clusters, so no split tail), --kernel auto
# (the -sk kernel) against tma-pingpong-64x128 as call 12 ran it, in turn
# twice: call 11–12's 552×816×11888 and 480×672×7448, and five shapes
# drawn with seed 1152 (Go's math/rand, as call 12's, kept where the
# launch takes stream-K). The -sk kernel and auto verified first.
. "$(dirname "$0")/env.sh"
verify_each tma-pingpong-64x128-sk auto
S=552x816x11888,480x672x7448,256x1512x9272,632x552x9840,944x376x7832,320x952x10408,1000x352x14288
b() { timeout 200 "$BIN" bench --kernel "$2" --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
for r in 1 2; do
	b sk-auto-r$r auto
	b sk-plain-r$r tma-pingpong-64x128
	b sk-narrow-r$r tma-pingpong-64x64-8s
done
pack
