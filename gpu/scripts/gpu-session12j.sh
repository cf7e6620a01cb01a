#!/usr/bin/env bash
# 2026-11-29, session 12, call 10: 192-row tiles in 1x2 clusters in place
# of 512-row tiles where their CTA part is at most 160 columns
# (kernels.OneByTwoOver512MaxWidth; cuBLAS runs such tiles at
# 544x6200x2080, 20% faster than auto there, call 9), held out at twelve
# shapes drawn with seed 1606 where it changes auto's pick (M, N
# 512–10104 by 8, K 256–8504 by 8, past 2·10⁹ flops), and at 960x3600x8496
# and 552x7024x3104 (calls 4 and 8, where cuBLAS runs them too): auto on
# this build (new) against b1ab199 (old).
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-192x320-1x2 tma-multicast-192x272-1x2
new_vs_old c10 552x6680x1200,576x7024x6744,560x6896x7312,560x6744x5280,576x6600x7272,536x6576x448,552x6648x6400,6312x552x992,560x6848x4568,2496x1312x7968,544x6344x2176,6184x640x1992,960x3600x8496,552x7024x3104
pack
