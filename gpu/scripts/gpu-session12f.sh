#!/usr/bin/env bash
# 2026-11-29, session 12, call 6: one wave of cooperative tiles, filled.
# Call 5 found cuBLAS running one wave of 128-row CTAs at the shapes
# furthest below it, and at 5352x560x480 our cooperative kernel on
# ping-pong's own 256x192 tiles 6.7% faster than ping-pong (one tile a
# cluster: ping-pong's second consumer warpgroup has nothing to do).
# Fit: fourteen shapes drawn with seed 1602 where auto's pick is one wave
# of 256-row tiles in 2x1 clusters past the small shapes, seven where it is
# ping-pong (the cooperative kernel on its tiles, or narrower where that
# still fits one wave) and seven where it is the cooperative kernel on
# tiles wider than one wave needs (narrowed to the narrowest that fit one
# wave); and 3000x544x1328 (256x112), 5352x560x480 (256x192), and
# 4168x600x416 on cuBLAS's tiles there (128x152 CTAs in 1x2 clusters).
# Build be3d63a.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-128x304-1x2 tma-multicast-256x112 tma-multicast-256x120 tma-multicast-256x128 tma-multicast-256x144 tma-multicast-256x152-t tma-multicast-256x168 tma-multicast-256x168-t tma-multicast-256x176 tma-multicast-256x184 tma-multicast-256x192
fits_vs_auto c6 "4992x512x5800:tma-multicast-256x152-t 3280x872x5560:tma-multicast-256x176 3280x600x5872:tma-multicast-256x120 904x2240x2720:tma-multicast-256x144 904x2920x3624:tma-multicast-256x184 4096x672x7640:tma-multicast-256x168 1520x1904x4848:tma-multicast-256x176 3848x736x400:tma-multicast-256x184 2960x640x8216:tma-multicast-256x128 1216x1608x6552:tma-multicast-256x128 704x3872x2384:tma-multicast-256x176 824x2912x7840:tma-multicast-256x168-t 3136x568x3280:tma-multicast-256x120 1528x1384x3856:tma-multicast-256x128 3000x544x1328:tma-multicast-256x112 5352x560x480:tma-multicast-256x192 4168x600x416:tma-multicast-128x304-1x2"
pack
