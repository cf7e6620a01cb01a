#!/usr/bin/env bash
# 2026-11-29, session 10, call 21: QuadLongKMinSteps with
# QuadLongKMaxWidth (4x1 tiles of at most 192 columns; cut after call 20),
# held out again: fourteen shapes drawn with Go's math/rand seed 1171 (M,
# N 256–1536 and K 4096–16384 log-uniform, by 8) where Choose now takes
# 4x1 clusters to tma-multicast (not swapped): auto against the build
# before the rule (74015e1, bin/cutetui-old), in turn twice.
. "$(dirname "$0")/env.sh"
unpack
new_vs_old lq2 960x864x11208,1456x512x9416,1424x840x13504,856x848x12720,744x1504x8120,768x976x12904,1432x840x8304,1112x632x16304,1104x912x7840,1192x728x13848,488x1336x9792,864x1304x13656,1432x744x13184,512x1464x14696
pack
