#!/usr/bin/env bash
# 2026-11-29, session 12, call 7: the cooperative kernel on ping-pong's
# tiles where they come to one wave (kernels.chooseCooperative; call 6's
# fit: 7 of 8 faster, -2.5%), held out at fourteen shapes drawn with seed
# 1603 where it changes auto's pick (M, N 512–10104 by 8, K 256–8504 by
# 8, past 2·10⁹ flops) and at the five shapes of the package's tests whose
# pick it changes (3072x1024x6144 of issue 23 among them): auto on this
# build (new) against be3d63a (old).
. "$(dirname "$0")/env.sh"
unpack
new_vs_old c7 696x3808x8400,528x4488x1816,1984x1328x6744,3928x672x4688,3704x560x6144,816x3136x7984,3216x872x6128,3896x696x8032,1488x2048x7048,560x5552x544,704x3576x1624,2440x1280x6216,1808x1376x1928,1480x1792x6144,3072x1024x6144,1536x1536x4096,4120x752x3512,5560x512x3472,528x4992x1904
pack
