#!/usr/bin/env bash
# 2026-11-29, session 10, call 19 (exploration): small shapes over a long
# K on the other small kernels — 4x1 and 2x2 clusters of 64-row parts —
# which SmallLongKRatio does not take. Sixteen shapes drawn with Go's
# math/rand seed 1169 (M, N 256–1536 and K 4096–16384 log-uniform, by 8,
# where Choose runs such a kernel unswapped): auto against tma-multicast's
# 256-row tiles trimmed (fits_vs_auto), in turn twice.
. "$(dirname "$0")/env.sh"
unpack
fits_vs_auto q "712x1000x6896:tma-multicast 920x1328x10264:tma-multicast-256x224 768x1272x7416:tma-multicast 1424x1240x4352:tma-multicast-256x248 1064x752x8776:tma-multicast 1176x752x4232:tma-multicast 1344x784x9064:tma-multicast-256x200 440x1464x4344:tma-multicast-256x248 984x1040x5728:tma-multicast-256x208 536x1528x10528:tma-multicast 1032x920x5536:tma-multicast-256x232 1016x1048x10440:tma-multicast-256x216 1288x824x15784:tma-multicast-256x208 1368x1072x16336:tma-multicast-256x216 912x872x7032:tma-multicast-256x224 584x1352x10888:tma-multicast-256x232"
pack
