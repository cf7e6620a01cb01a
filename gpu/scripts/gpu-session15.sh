#!/usr/bin/env bash
# 2026-11-29, session 15, call 1: clusters of four for small M×N over a
# long K and the short launches under cuBLAS. At 1400x1224x11584 cuBLAS's
# one-wave kernel reads the L2 for 49% of the bytes its SMs receive, ours
# (1x2 clusters, A shared) for 72%. Clusters of four share both operands
# (2x2) or A four ways (1x4). bin/cutetui-exp is auto with the new
# families (kernels.quadWave) and up to 24 candidates within 1.3 times the
# pick's steps, so the tuner times them all; the shapes are LONGK, the
# sixteen short launches of session 14 and the held-out shapes still under
# 96% after tuning in session 14.
. "$(dirname "$0")/env.sh"
unpack
. "$(dirname "$0")/timed.sh"
LOW=2464x3528x408,512x512x13680,8272x1104x424,3024x1608x360,1080x1736x664,2264x936x1568,7624x1128x12672,4272x824x1448,6440x1064x528,9184x864x3664,2328x1792x5680,1760x2064x288,3136x1304x11096
SHORT16=1000x1000x1000,640x1536x2048,1800x1800x512,768x1280x1536,1000x1000x64,1200x800x1200,1024x1024x2048,4392x1464x1176,4168x1400x704,1112x1936x1008,600x1648x1696,3336x1600x1504,3000x544x1328,4168x600x416,920x2320x376
nvidia-smi >"$LOG/nvidia-smi.txt" 2>&1
BIN=bin/cutetui-exp timed tune-longk timeout 250 bin/cutetui-exp bench --kernel auto --tune 8 --shapes "$LONGK,$LOW" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/tune-longk.json" >"$LOG/tune-longk.txt"
BIN=bin/cutetui-exp timed tune-short timeout 200 bin/cutetui-exp bench --kernel auto --tune 8 --shapes "$SHORT16" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/tune-short.json" >"$LOG/tune-short.txt"
verify_each tma-multicast-256x256-2x2 tma-multicast-128x640-1x4 tma-multicast-512x72-4x1 tma-multicast-256x352-2x2-t
pack
