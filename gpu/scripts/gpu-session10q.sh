#!/usr/bin/env bash
# 2026-11-29, session 10, call 17 (exploration): call 16's small shapes
# over a long K on the cooperative kernel's 256x256 tiles with K shared
# out: tma-multicast as the host plans it (a split of every tile where
# the tiles are fewer than the clusters), with stream-K forced, and with
# every tile cut in four (CUTETUI_SPLIT_ALL=4), each on every shape in
# one process, in turn twice.
# (Its loop was moved into env.sh's kernels_at after the call: the same
# bench commands, run in the same order.)
. "$(dirname "$0")/env.sh"
unpack
S=664x880x15968,720x896x6952,1456x520x10176,1104x504x14192,880x640x9360,664x904x4120,1424x360x6128,808x672x15160,1184x680x9080,648x944x13608,1344x664x5752,704x1040x13816,752x888x4432
kernels_at lk "$S" auto:auto mc:tma-multicast mcsk:tma-multicast:CUTETUI_STREAMK=1 mcs4:tma-multicast:CUTETUI_SPLIT_ALL=4
pack
