#!/usr/bin/env bash
# 2026-11-29, session 11, call 4: the 384-row tiles in auto cut to one wave
# (TallMaxWaves 1, from calls 2 and 3) held out at sixteen shapes drawn
# with seed 1403 after it (M, N 512–10104 by 8, K 256–8504 by 8, past
# 2·10⁹ flops; the first eight whose K is a multiple of 64 and the first
# eight whose K is not, where the pick changes): the new picks verified,
# then auto on this build (new) against 73ef17a (old); auto at the issue's
# shapes; the GPU test.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-384x192 tma-multicast-384x152 tma-multicast-384x184 tma-multicast-384x144 tma-multicast-384x120 \
	tma-multicast-384x176 tma-multicast-384x112 tma-multicast-384x128 tma-multicast-384x168 tma-multicast-384x136 auto
HELD=3224x1336x4232,768x4800x1728,744x6040x6576,2576x1256x6128,3208x1320x7920,4584x592x680,2128x1864x944,1040x2320x2232
HELD=$HELD,2216x1376x6120,4128x984x5888,5656x656x6656,1152x2960x5184,4648x856x4096,1824x1856x5248,2688x1552x5440,4832x672x6912
new_vs_old c4 "$HELD"
issue_auto
gpu_test_dir
pack
