#!/usr/bin/env bash
# 2026-11-29, session 11, call 14: 192-row CTAs in 1x2 clusters (A shared
# along N by multicast; tiles of 192 x 2N a cluster), the other cluster
# shape of the three-warpgroup CTAs: twelve shapes drawn with seed 1406
# (M, N 512–10104 by 8, K 256–8504 by 8, past 2·10⁹ flops, past the small
# shapes) where one wave of them, 112–192 columns a CTA, leaves the busiest
# cluster 5% fewer K steps than auto's pick: each kernel verified (one
# with stream-K forced, one swapped), then against auto.
. "$(dirname "$0")/env.sh"
unpack
vs_auto c14 2040x1680x8280:tma-multicast-192x288-1x2 528x6184x4704:tma-multicast-192x288-1x2 1928x1632x3600:tma-multicast-192x272-1x2 \
	6184x544x7664:tma-multicast-192x272-1x2 2440x1424x1360:tma-multicast-192x288-1x2 2088x1696x3368:tma-multicast-192x288-1x2 \
	568x7064x4688:tma-multicast-192x336-1x2 2400x1200x640:tma-multicast-192x240-1x2 536x7176x8208:tma-multicast-192x336-1x2 \
	552x7536x8304:tma-multicast-192x352-1x2 6192x624x288:tma-multicast-192x320-1x2 1648x1680x5928:tma-multicast-192x240-1x2
CUTETUI_STREAMK=1 "$BIN" bench --verify --kernel tma-multicast-192x288-1x2 >"$LOG/verify-streamk-1x2.txt" 2>&1
echo "stream-K forced, 192x288-1x2: exit $?; $(tail -1 "$LOG/verify-streamk-1x2.txt")"
verify_each tma-multicast-192x288-1x2-t
pack
