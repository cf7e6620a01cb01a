#!/usr/bin/env bash
# 2026-11-29, session 12, call 14: narrow 192-row CTAs (64–104 columns) in
# 1x2 clusters sharing A, one wave, as cuBLAS runs at 576x3216x2200 (192x80
# CTAs, call 5): each CTA loads half its A rows and all its B rows, less
# than the 2x1 clusters' 384-row tiles of the same CTA that TallMinWidth
# keeps out. Fit: ten shapes drawn with seed 1611 past the small shapes
# where one wave of them leaves the busiest cluster 5% fewer K steps than
# auto's pick, and 576x3216x2200 and 3000x544x1328: each verified, then
# timed against auto. Build e75b9d8.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-192x144-1x2 tma-multicast-192x160-1x2 tma-multicast-192x176-1x2 tma-multicast-192x192-1x2 tma-multicast-192x208-1x2
fits_vs_auto c14 "1104x1888x2856:tma-multicast-192x176-1x2 1512x1520x2480:tma-multicast-192x192-1x2 576x4352x2544:tma-multicast-192x208-1x2 2216x832x3192:tma-multicast-192x176-1x2 2008x1112x1072:tma-multicast-192x192-1x2 2960x552x7104:tma-multicast-192x144-1x2 1824x1104x6752:tma-multicast-192x192-1x2 1192x1600x1984:tma-multicast-192x192-1x2 2104x1032x4248:tma-multicast-192x176-1x2 1520x1448x6128:tma-multicast-192x192-1x2 576x3216x2200:tma-multicast-192x160-1x2 3000x544x1328:tma-multicast-192x144-1x2"
pack
