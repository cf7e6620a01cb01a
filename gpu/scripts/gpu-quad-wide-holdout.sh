#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 9: the widened 4×1 rule (kernels.quadTile: the narrowest tile at least
# auto's 2×1 width, of 128 columns or more, whose 4×1 clusters fit one wave
# of 30) judged on ten shapes drawn before the call (seed 1437: M, N in
# 256–1600, K in 256–4096, multiples of 16, where it changes the kernel; run
# 8's shapes left out): auto against the build with the 128-column rule only
# (bin/cutetui-old), in turn twice; bench --verify of auto and of each width
# the shapes run; auto on the issue's shapes (five mappings).
. "$(dirname "$0")/env.sh"
unpack
verify_each auto tma-pingpong-256x136-4x1 tma-pingpong-256x168-4x1 tma-pingpong-256x256-4x1
new_vs_old wh 688x1456x1216,1072x960x3744,1360x1072x2480,1104x1312x816,1424x1200x2848,1200x1504x1840,800x1136x2032,992x1072x800,1552x688x704,1520x656x1808
issue_auto
rm -f bin/cutetui-old
pack
