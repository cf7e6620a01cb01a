#!/usr/bin/env bash
# 2026-11-29, session 11, call 2: the fit set for tma-multicast-384xN: 21
# shapes drawn with seed 1401 (M, N 512–7704 by 8, K 512–8128 by 64, past
# 5·10¹⁰ flops) where the 384-row tiles 96 columns or wider, at the width
# that takes one or two waves, leave the busiest cluster 5% fewer K steps
# than auto's pick (kernels/zz_probe_test.go, not kept): auto against the
# 384-row tiles, each verified first.
. "$(dirname "$0")/env.sh"
unpack
vs_auto c2 2248x2272x6592:tma-multicast-384x104 4192x1208x6592:tma-multicast-384x104 6000x896x4928:tma-multicast-384x112 1864x3104x5888:tma-multicast-384x120 1904x3112x7488:tma-multicast-384x120 3616x1608x4864:tma-multicast-384x128 2984x1088x8000:tma-multicast-384x136 1384x4368x4800:tma-multicast-384x136 2592x2592x3840:tma-multicast-384x144 2192x3080x5440:tma-multicast-384x144 2224x3096x5440:tma-multicast-384x144 3040x1280x7232:tma-multicast-384x160 1840x2056x6976:tma-multicast-384x160 1152x6768x4672:tma-multicast-384x160 1128x7408x4224:tma-multicast-384x176 4808x848x6976:tma-multicast-384x176 4680x872x6336:tma-multicast-384x176 4920x1872x4992:tma-multicast-384x192 4928x960x6208:tma-multicast-384x192 1096x4160x6400:tma-multicast-384x192 3808x1240x7616:tma-multicast-384x96
pack
