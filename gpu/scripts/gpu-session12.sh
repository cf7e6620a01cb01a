#!/usr/bin/env bash
# 2026-11-29, session 12, call 1: 192-row tiles in 1x2 clusters in auto
# only where the 384-row tiles do not apply (kernels.chooseOneByTwo: one
# wave, 112–192 columns a CTA, unswapped, saving 5% of the busiest
# cluster's K steps against the pick, not in place of 512-row tiles),
# held out at the fourteen shapes drawn with seed 1408 where it fires
# (M, N 512–10104 by 8, K 256–8504 by 8, past 2·10⁹ flops; seven with K
# a multiple of 64, seven not): the new widths verified, then auto on
# this build (new) against b1dd870 (old).
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-192x304-1x2 tma-multicast-192x336-1x2 tma-multicast-192x224-1x2
new_vs_old c1 928x2904x5216,2104x1664x2904,936x3112x6856,896x3520x3624,1936x1560x1680,568x6192x5848,544x6288x2592,560x7304x1728,552x7280x960,952x3624x8384,1992x1712x704,552x6480x6272,1720x2352x7104,928x3696x576
pack
