#!/usr/bin/env bash
# 2026-11-29, session 9, call 6: the wave fit under two waves. Where auto
# runs the cooperative kernel under two waves of 256×192 (the issue's
# 1800×1800×512, 2560×1792×3072 and 3072×1024×6144 at 90–92% of cuBLAS),
# ping-pong on the narrowest 256×w tiles that still come to two a cluster
# (kernels.WaveFit) against auto, in turn twice: those three and ten
# shapes drawn with seed 1146 (M, N 1536–4096 by 64, K 512–6144 by 64,
# rows of whole lines, not small, under two waves, auto on tma-multicast).
# The widths not verified before are verified first.
. "$(dirname "$0")/env.sh"
P="1800x1800x512:tma-pingpong-256x120 2560x1792x3072:tma-pingpong-256x144 3072x1024x6144:tma-pingpong-256x96 2368x1920x1920:tma-pingpong-256x152 1728x2432x4096:tma-pingpong-256x136 1664x2240x1152:tma-pingpong-256x128 1664x2048x5952:tma-pingpong-256x120 1664x1792x5888:tma-pingpong-256x104 1792x2048x3008:tma-pingpong-256x120 1984x2304x2624:tma-pingpong-256x144 1536x3008x1024:tma-pingpong-256x144 1856x2560x4864:tma-pingpong-256x160 3264x1600x4544:tma-pingpong-256x160"
verify_each $(for p in $P; do echo "${p#*:}"; done | sort -u)
fits_vs_auto u2 "$P"
pack
