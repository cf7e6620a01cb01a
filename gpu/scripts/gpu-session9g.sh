#!/usr/bin/env bash
# 2026-11-29, session 9, call 7: the wave fit under two waves, held out.
# Call 6 found ping-pong on its wave-fitted tiles 1.8–14.7% faster than
# the cooperative pick at the six of thirteen shapes where the fit is
# 144–160 wide (their steps equal), and 3.4–23% slower where it is
# 96–136. The rule (kernels.WaveFitMinWidth): under two waves, rows of
# whole lines, the fitted ping-pong where it is 144 wide or more and its
# busiest cluster has no more steps than the pick. As built against the
# build before it (bin/cutetui-old, 95578a2), in turn twice: twelve shapes
# drawn with seed 1147 (M, N 1536–4096 by 64, K 512–6144 by 64) where the
# pick changes, and the seven shapes of TestChoose it changes (chosen in
# earlier sessions for other rules). auto verified first.
. "$(dirname "$0")/env.sh"
verify_each auto tma-pingpong-256x168 tma-pingpong-256x184
new_vs_old u2h "2560x2048x2048,2560x1920x4224,1984x2688x6080,1792x2560x2240,1664x2816x4096,3328x1600x1408,1920x2432x1280,1728x3200x1024,2880x1728x4800,1536x1600x4160,1984x2432x4736,2624x1856x3904"
new_vs_old u2t "2200x2052x1024,2560x1792x3072,2560x1792x6144,2304x2048x6144,3072x1536x3072,2048x2304x2048,2688x1664x5376,1536x1536x4096"
pack
