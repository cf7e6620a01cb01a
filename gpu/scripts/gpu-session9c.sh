#!/usr/bin/env bash
# 2026-11-29, session 9, call 3: ping-pong's tiles narrowed to the waves
# they take. Call 2 found cuBLAS on 128×128 tiles at 2176×2944×1216 and
# tma-pingpong-256x128-2x1 2.6–12.4% faster than auto at five short-K
# shapes past two waves. The wave fit: past two waves of ping-pong's
# 256×192 tiles (W = ⌈tiles/66⌉ of them for the busiest cluster), the
# narrowest 256×w (w from 64 by 8) that still comes to W tiles for it:
# the same count of tiles, less work a tile. Set A: the 22 shapes of
# session 8's runs 14–17 (past two waves, under three; auto there is
# tma-multicast's fewest steps or ping-pong); set B: ten shapes drawn with
# seed 1142 (M, N 2048–6144 by 64, K 1024–8192 by 64, rows of whole
# lines) of 3–5 waves where auto runs ping-pong and the fit is a tenth
# narrower or more. auto against the fitted ping-pong, in turn twice.
. "$(dirname "$0")/env.sh"
A="2240x3072x2112:tma-pingpong-256x144 2368x3200x1088:tma-pingpong-256x176 2496x2816x3904:tma-pingpong-256x152 2816x2432x2368:tma-pingpong-256x136 2880x2688x2880:tma-pingpong-256x168 3008x2624x4992:tma-pingpong-256x168 3584x2176x5440:tma-pingpong-256x160 2368x3328x7680:tma-pingpong-256x176 2560x3200x2432:tma-pingpong-256x176 2816x2944x7360:tma-pingpong-256x168 3520x2304x2688:tma-pingpong-256x168 3456x2176x3200:tma-pingpong-256x160 3264x2368x6080:tma-pingpong-256x160 2176x2944x1280:tma-pingpong-256x136 2816x3072x5120:tma-pingpong-256x176 2176x2944x1216:tma-pingpong-256x136 3200x2560x256:tma-pingpong-256x176 3584x2112x384:tma-pingpong-256x152 3776x2048x512:tma-pingpong-256x160 2240x2944x768:tma-pingpong-256x136 2496x2752x256:tma-pingpong-256x152 3904x2048x512:tma-pingpong-256x176"
B="4032x2624x2880:tma-pingpong-256x168 4480x2752x1664:tma-pingpong-256x160 4352x3008x1152:tma-pingpong-256x160 2368x4096x2304:tma-pingpong-256x160 2368x4096x8000:tma-pingpong-256x160 3264x3136x4096:tma-pingpong-256x160 4352x3136x5824:tma-pingpong-256x168 4224x3136x5760:tma-pingpong-256x168 2304x6016x7872:tma-pingpong-256x168 4224x3136x3584:tma-pingpong-256x168"
verify_each $(for p in $A $B; do echo "${p#*:}"; done | sort -u)
fits_vs_auto wa "$A"
fits_vs_auto wb "$B"
pack
