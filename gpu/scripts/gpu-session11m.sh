#!/usr/bin/env bash
# 2026-11-29, session 11, call 13: where auto stands at random shapes
# after the session. Thirty shapes drawn with Python's random seed 1167
# (M, N 512–16384 and K 256–16384 log-uniform, rounded to 8, at most
# 4·10¹² flops), as session 10's call 15 drew its: auto on this session's
# last build (3c9da79: 384-row tiles, swapped too, and the epilogue's
# buffer fix) against the session's first (73ef17a), in turn twice; and
# the two issue shapes whose kernel (tma-pingpong-256x160-4x1, five boxes
# a unit) the buffer fix changed.
. "$(dirname "$0")/env.sh"
unpack
new_vs_old r30 8528x15136x640,9064x8000x344,5368x3640x856,3440x7120x12336,3728x11792x1192,10688x520x1688,1792x7832x9728,2592x6400x400,1728x6976x11728,3480x2744x5024,1832x3136x952,1312x2968x13144,7048x808x752,2168x3432x8928,5792x616x488,1352x14512x12096,2448x1304x4688,8480x704x1312,5208x992x2680,2456x11320x11144,512x15208x280,4496x752x392,944x2312x368,1512x1304x6312,688x6080x12256,11760x1200x2432,13496x9336x1160,9696x4664x448,728x544x624,11952x2120x1872
new_vs_old issue 1000x1000x1000,1200x800x1200
pack
