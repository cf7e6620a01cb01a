#!/usr/bin/env bash
# 2026-11-29, session 9, call 12: long K on small shapes, held out. Call 11
# found tma-pingpong-64x128 with its K steps shared out 0.1–33% faster than
# auto's 128×64 tiles at six shapes with K of 5,704–11,888. The rule
# (kernels.LongKMinSteps): where the one-wave small tiles would be 128×64,
# from 64 K steps on, tma-pingpong-64x128, whose launch shares K out as
# kernels.StreamK decides (split-K or stream-K; not forced). As built
# against the build before it (bin/cutetui-old, 933befa), in turn twice:
# ten shapes drawn with seed 1151 (Go's math/rand: M, N 128–1536 and K
# 4096–16384 log-uniform, by 8, where the rule applies), and call 11's six
# (their launches now as auto decides). auto verified first.
. "$(dirname "$0")/env.sh"
unpack
verify_each auto
new_vs_old lkh "160x1360x10432,256x192x14312,1096x224x8432,136x864x6216,272x992x5120,208x1040x5784,240x936x6520,480x672x7448,424x408x8944,136x1056x8792"
new_vs_old lkf "552x816x11888,320x664x5704,392x256x7952,256x784x6064,496x496x10104,632x320x6016"
pack
