#!/usr/bin/env bash
# 2026-11-29, session 10, call 12 (exploration): below SwapMinGain. With
# the transposed epilogue of call 10, are swaps that save 3–10% of the
# busiest cluster's steps worth taking? Twenty shapes drawn with Go's
# math/rand seed 1164 (M, N 512–16384 and K 256–16384 log-uniform, by 8,
# at most 4·10¹² flops, M != N) where the swapped pick has 256-row tiles
# and saves 3–10%: auto (not swapped there) against the swapped pick
# (fits_vs_auto), in turn twice.
. "$(dirname "$0")/env.sh"
fits_vs_auto sg "1392x9008x5744:tma-multicast-256x232-t 1808x1464x11432:tma-pingpong-256x168-t 3280x4360x4168:tma-pingpong-256x184-t 1408x12344x832:tma-pingpong-256x176-t 6704x5368x10512:tma-pingpong-t 9744x5880x664:tma-pingpong-t 4872x4624x3400:tma-pingpong-t 12352x1776x856:tma-pingpong-t 1160x3112x520:tma-multicast-256x232-t 2752x8472x1672:tma-pingpong-256x184-t 1608x10552x496:tma-pingpong-256x184-t 6784x5104x296:tma-pingpong-t 1408x2808x864:tma-multicast-256x240-t 1800x6128x528:tma-pingpong-256x184-t 2568x15976x8848:tma-pingpong-256x184-t 912x3520x8152:tma-multicast-256x152-t 1200x4040x344:tma-multicast-512x152-t 3088x5616x2584:tma-pingpong-256x184-t 1848x2040x1816:tma-multicast-256x232-t 3704x760x784:tma-pingpong-256x176-t"
pack
