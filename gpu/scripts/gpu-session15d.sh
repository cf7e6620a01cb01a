#!/usr/bin/env bash
# 2026-11-29, session 15, call 4: ping-pong's 128-row parts in 1x2
# clusters (kernels.oneByTwoPingpongWave), one and two waves: what cuBLAS
# runs at short launches (128x64 parts in 1x2 clusters at 1024x1024x2048,
# 128x176 at 2944x1920x1536). bin/cutetui-exp is auto with them and up to
# 30 candidates, so that the tuner times every family; the short
# launches, the issue's shapes under two waves, call 1's long-K and
# held-out shapes.
. "$(dirname "$0")/env.sh"
unpack
. "$(dirname "$0")/timed.sh"
TWO=2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3952x1560x1520,3072x1024x6144
timed tune-short bin/cutetui-exp bench --kernel auto --tune 8 --shapes "$SHORT16,$TWO" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/tune-short.json" >"$LOG/tune-short.txt"
timed tune-longk bin/cutetui-exp bench --kernel auto --tune 8 --shapes "$LONGK,$LOW15" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/tune-longk.json" >"$LOG/tune-longk.txt"
verify_each tma-pingpong-128x128-1x2 tma-pingpong-128x352-1x2 tma-pingpong-128x256-1x2-t
pack
