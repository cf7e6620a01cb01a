#!/usr/bin/env bash
# 2026-11-29, session 9, call 8: the wave fit on ragged rows (K·2 bytes not
# a multiple of 128), where Choose weighs 256×192 ping-pong against
# tma-multicast by steps and does not fit ping-pong's tiles. Twelve shapes
# drawn with seed 1148 (M, N 2048–12288 by 64, K 256–8192 by 8, not a
# multiple of 64, past two waves) where the fit would be taken by the
# whole-line rule (at most 40 K steps or the last wave more than a third
# full), narrows, and has no more steps than auto's pick; and the issue's
# 7000×5000×3000 and 6000×4000×2000. auto against the fitted ping-pong,
# in turn twice.
. "$(dirname "$0")/env.sh"
P="4608x11392x3688:tma-pingpong-256x184 2688x5184x3152:tma-pingpong-256x176 7872x3392x4952:tma-pingpong-256x184 6912x3968x1080:tma-pingpong-256x184 2624x7296x1656:tma-pingpong-256x176 4864x9472x8056:tma-pingpong-256x184 3584x4928x1736:tma-pingpong-256x176 3520x9920x1936:tma-pingpong-256x184 4096x2368x2232:tma-pingpong-256x152 3008x8832x1464:tma-pingpong-256x184 3136x5504x1848:tma-pingpong-256x184 2944x4544x3872:tma-pingpong-256x176 7000x5000x3000:tma-pingpong-256x184 6000x4000x2000:tma-pingpong-256x184"
fits_vs_auto rg "$P"
pack
