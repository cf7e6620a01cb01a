#!/usr/bin/env bash
# 2026-11-29, session 12, call 12: one wave of wide cooperative tiles
# (kernels.chooseWideFill: 256x192 to 256x256 filling one wave, swapped
# where that has fewer steps, in place of the cooperative kernel's 256-row
# tiles where they save 5% of the busiest cluster's steps; call 11's fit:
# 11 of 13 faster, -8.6%), held out at fourteen shapes drawn with seed
# 1609 where it changes auto's pick (M, N 512–10104 by 8, K 256–8504 by 8,
# past 2·10⁹ flops): the kernels verified, then auto on this build (new)
# against 93dda55 (old).
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-256x200-t tma-multicast-256x208-t tma-multicast-256x216 tma-multicast-256x216-t tma-multicast-256x224-t tma-multicast-256x232 tma-multicast-256x240 tma-multicast-256x240-t
new_vs_old c12 1400x2472x6920,5008x632x2616,1024x3832x5352,3752x1008x8416,7016x512x3144,3544x1024x2296,1608x1952x5344,2336x1496x7288,1176x2736x7632,3568x1008x4896,2792x1280x4256,512x7000x4528,2712x1280x6448,992x3816x6656
pack
