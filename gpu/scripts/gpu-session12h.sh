#!/usr/bin/env bash
# 2026-11-29, session 12, call 8: one wave of 128-row CTAs in 1x2 clusters
# sharing A (tma-multicast-128x{2W}-1x2, W 112–256), which cuBLAS runs at
# 4168x600x416 (call 5; 6.1% faster than auto there, call 6). Fit: twelve
# shapes drawn with seed 1605 where one wave of them leaves the busiest
# cluster 5% fewer K steps than auto's pick, past the small shapes: each
# verified, then timed against auto. Build b1ab199.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-128x272-1x2 tma-multicast-128x288-1x2 tma-multicast-128x320-1x2 tma-multicast-128x448-1x2 tma-multicast-128x464-1x2 tma-multicast-128x480-1x2
fits_vs_auto c8 "752x2888x4576:tma-multicast-128x272-1x2 1040x1928x6504:tma-multicast-128x288-1x2 1368x2600x5136:tma-multicast-128x448-1x2 1152x2216x6456:tma-multicast-128x320-1x2 960x2104x1672:tma-multicast-128x272-1x2 1392x1872x1624:tma-multicast-128x320-1x2 640x5760x1184:tma-multicast-128x448-1x2 2016x1736x4808:tma-multicast-128x448-1x2 512x4568x600:tma-multicast-128x288-1x2 544x6200x2080:tma-multicast-128x480-1x2 1440x1328x4544:tma-multicast-128x272-1x2 960x3600x8496:tma-multicast-128x464-1x2"
pack
