#!/usr/bin/env bash
# 2026-11-29, session 11, call 1: the cooperative kernel's 192-row CTAs
# (three consumer warpgroups, tma-multicast-384xN): bench --verify on four
# of them and on two kernels whose source the change touched, then each
# against auto at eleven shapes where its busiest cluster has fewer K steps.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-384x144 tma-multicast-384x192 tma-multicast-384x64 tma-multicast-384x144-t tma-multicast tma-multicast-512x144
vs_auto c1 1800x1800x512:tma-multicast-384x144 2304x2304x2048:tma-multicast-384x72 1000x1000x1000:tma-multicast-384x64 \
	640x1536x2048:tma-multicast-384x64 1200x800x1200:tma-multicast-384x64 1584x792x3072:tma-multicast-384x64 \
	744x2104x3648:tma-multicast-384x64 4168x792x3648:tma-multicast-384x136 3512x1096x2368:tma-multicast-384x88 \
	4136x888x2624:tma-multicast-384x152 1104x2112x4224:tma-multicast-384x96
pack
