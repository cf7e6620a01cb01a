#!/usr/bin/env bash
# 2026-11-29, session 10, call 18: small shapes over a long K on
# tma-multicast (kernels.SmallLongKRatio, fitted on call 17), held out.
# Sixteen shapes drawn with Go's math/rand seed 1168 (M, N 256–1280 and K
# 4096–16384 log-uniform, by 8) where Choose now runs a tma-multicast
# kernel (swapped at five): auto against the build before (55f9976,
# bin/cutetui-old), in turn twice; bench --verify --kernel auto first.
. "$(dirname "$0")/env.sh"
unpack
verify_each auto tma-multicast-256x208-t tma-multicast-256x184
grep -h FAIL "$LOG"/verify-*.txt | head
new_vs_old lk2 1240x544x16224,720x1032x14304,936x608x11496,552x1136x6512,936x624x9800,832x920x7664,992x616x15224,664x880x10200,400x1088x13112,1048x728x14528,568x1096x13704,656x736x9640,928x968x4440,936x704x4552,816x936x12608,728x936x6352
pack
