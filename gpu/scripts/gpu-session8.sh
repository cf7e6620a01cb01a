#!/usr/bin/env bash
# 2026-11-29, session 8, call 13: the session's changes together (the ring
# epilogue, 4×1 tiles past 192, WARP_UNIFORM) held out: --kernel auto of
# this build (new) against the session's first (bin/cutetui-old, 0cff99d)
# in turn twice, N=8 and Triton G=8, at twenty shapes drawn with seed 1135
# before the call: eight small (M, N 512–2048 by 8, K 256–4096 by 64), six
# mid (M, N 2048–4096 by 64, K 1024–6144 by 64), six large (M, N
# 4096–12288 by 128, K 1024–8192 by 8).
. "$(dirname "$0")/env.sh"
new_vs_old sess 1624x1448x832,896x1704x2432,904x1072x2176,1168x1560x256,1464x880x2176,1632x1640x1792,1584x888x2816,1552x520x3008,3328x3072x4416,3264x3392x3072,3904x2496x1408,2176x2944x1216,2432x2560x6144,2368x2176x3712,7168x5504x3432,7808x4352x2856,4096x4864x1504,4224x9088x3744,9728x11008x6448,12032x5248x3936
pack
