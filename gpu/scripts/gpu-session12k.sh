#!/usr/bin/env bash
# 2026-11-29, session 12, call 11: one wave of wide cooperative tiles
# (256x192 to 256x256, swapped or not), as cuBLAS runs at 2016x1736x4808
# (call 9: 126 CTAs of 224 rows by 128 columns, our 256x224 swapped).
# Fit: twelve shapes drawn with seed 1608 where auto's pick is of 256-row
# tiles and such a wave leaves the busiest cluster 5% fewer K steps
# (either orientation), and 2016x1736x4808: each verified, then timed
# against auto. Build 93dda55.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-256x200 tma-multicast-256x208 tma-multicast-256x208-t tma-multicast-256x216-t tma-multicast-256x224 tma-multicast-256x224-t tma-multicast-256x232-t tma-multicast-256x240-t
fits_vs_auto c11 "6664x512x1592:tma-multicast-256x208-t 3288x1024x7368:tma-multicast-256x208 616x5120x3144:tma-multicast-256x208-t 3584x968x520:tma-multicast-256x224-t 1464x2400x3816:tma-multicast-256x224 3376x1024x8184:tma-multicast-256x216-t 2544x1464x4808:tma-multicast-256x232-t 3624x1000x3648:tma-multicast-256x232-t 3320x1000x8240:tma-multicast-256x200 7416x512x4208:tma-multicast-256x232-t 992x3144x7768:tma-multicast-256x200 3808x1008x1368:tma-multicast-256x240-t 2016x1736x4808:tma-multicast-256x224-t"
pack
