#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 17: the rule adopted after run 16 (kernels.SmallDuo: 128-column small
# tiles in 2×2 clusters where those fit one wave and 4×1 clusters would
# need wider tiles) on eight shapes drawn before the call (seed 1603, where
# it applies), auto against the build before (bin/cutetui-old) in turn
# twice; verify of auto and of the two kernels first.
. "$(dirname "$0")/env.sh"
unpack
verify_each auto tma-pingpong-128x256-2x2 tma-pingpong-128x256-2x2-8s
new_vs_old duoh 544x1488x864,896x1008x2368,624x1456x2880,544x1328x3968,880x1008x1104,576x1376x2224,528x1456x1744,624x1328x2448
rm -f bin/cutetui-old
pack
