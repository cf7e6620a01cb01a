#!/usr/bin/env bash
# 2026-11-29, session 12, call 3: ping-pong with 192-row CTA parts
# (tma-pingpong-384xN-2x1, N 112–128: each consumer warpgroup three 64-row
# wgmma chains of a whole 192xN part, 192 accumulators a thread at 128
# columns, five stages), two waves of them: verified, then timed against
# auto and against the cooperative 384-row tiles of the same width
# (tma-multicast-384xN) at twelve shapes drawn with seed 1502 where two
# waves of them leave the busiest cluster 5% fewer K steps than auto's
# pick (M, N 512–10104 by 8, K 256–8504 by 8, past 2·10⁹ flops, past the
# small shapes). Build 980a8f5 with pingpongClusterVariant taking 192-row
# parts.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-pingpong-384x128-2x1 tma-pingpong-384x112-2x1 tma-pingpong-384x120-2x1
fits_vs_auto c3pp "4400x1320x6560:tma-pingpong-384x120-2x1 9952x576x6184:tma-pingpong-384x120-2x1 9872x544x1744:tma-pingpong-384x112-2x1 4400x1320x7544:tma-pingpong-384x120-2x1 4664x1152x2512:tma-pingpong-384x120-2x1 4328x1360x2816:tma-pingpong-384x128-2x1 4888x1104x5056:tma-pingpong-384x112-2x1 3704x1664x6136:tma-pingpong-384x128-2x1 9800x552x7640:tma-pingpong-384x112-2x1 3696x1560x4456:tma-pingpong-384x120-2x1 4104x1384x4048:tma-pingpong-384x120-2x1 1080x4984x1040:tma-pingpong-384x120-2x1"
fits_vs_auto c3mc "4400x1320x6560:tma-multicast-384x120 9952x576x6184:tma-multicast-384x120 9872x544x1744:tma-multicast-384x112 4400x1320x7544:tma-multicast-384x120 4664x1152x2512:tma-multicast-384x120 4328x1360x2816:tma-multicast-384x128 4888x1104x5056:tma-multicast-384x112 3704x1664x6136:tma-multicast-384x128 9800x552x7640:tma-multicast-384x112 3696x1560x4456:tma-multicast-384x120 4104x1384x4048:tma-multicast-384x120 1080x4984x1040:tma-multicast-384x120"
pack
