#!/usr/bin/env bash
# 2026-11-29, session 10, call 6 (exploration): tall, narrow shapes (M in
# thousands, N 768–2048, ragged K), which call 17 had at 90–94% of cuBLAS:
# seven of its shapes and eight drawn with Python's random seed 1163 (M
# 4096–16384, N 768–2048, K 256–16384 log-uniform, by 8, K % 64 != 0).
# A, the large operand, is read once per tile column; the 2x1 clusters
# share B. Auto against clusters that share A: tma-pingpong-t (the
# operands swapped, A multicast over the 2x1 cluster),
# tma-pingpong-128x384-1x2 (1x2 clusters, A shared) and
# tma-pingpong-256x384-2x2 (both shared), each on every shape in one
# process, in turn twice.
# (Its loop was moved into env.sh's kernels_at after the call: the same
# bench commands, run in the same order.)
. "$(dirname "$0")/env.sh"
S=13560x1080x13224,6960x1560x5368,14680x952x4744,11832x1920x360,7176x952x6296,11320x1280x7776,5872x1432x264,6200x768x1456,6968x1104x8016,15976x1576x304,14624x1424x1208,13592x1712x5784,9088x968x872,10016x1720x5592,5400x1440x1168
verify_each tma-pingpong-128x384-1x2 tma-pingpong-256x384-2x2
kernels_at ts "$S" auto:auto pp-t:tma-pingpong-t pp1x2:tma-pingpong-128x384-1x2 pp2x2:tma-pingpong-256x384-2x2
pack
