#!/usr/bin/env bash
# 2026-11-29, session 10, call 16 (exploration): small shapes over a long
# K whose one-wave tiles are 72–120 columns wide. Call 15 had 664x880x15968
# at 48–49% of cuBLAS on 66 tiles of 128x80, 250 K steps each; the long-K
# rule (LongKMinSteps) takes only 128x64 tiles to 128x128 with K shared
# out. That shape and twelve drawn with Go's math/rand seed 1167 (M, N
# 256–1536 and K 4096–16384 log-uniform, by 8, where Choose runs
# tma-pingpong-64xN with 64 < N <= 128): auto against
# tma-pingpong-64x128-sk and tma-pingpong-64x256 with stream-K forced,
# each on every shape in one process, in turn twice.
# (Its loop was moved into env.sh's kernels_at after the call: the same
# bench commands, run in the same order.)
. "$(dirname "$0")/env.sh"
unpack
S=664x880x15968,720x896x6952,1456x520x10176,1104x504x14192,880x640x9360,664x904x4120,1424x360x6128,808x672x15160,1184x680x9080,648x944x13608,1344x664x5752,704x1040x13816,752x888x4432
kernels_at lk "$S" auto:auto sk128:tma-pingpong-64x128-sk sk256:tma-pingpong-64x256:CUTETUI_STREAMK=1
pack
