#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 18: the 2×2 rule of run 17 narrowed to where 4×1 clusters would widen
# the 128-column tiles by a quarter or more (to 160 and past; run 17 lost
# where they widened to 136), on eight shapes drawn before the call (seed
# 1611, where it applies, earlier shapes left out), auto against the build
# before (bin/cutetui-old: no 2×2 rule) in turn twice; verify of auto.
. "$(dirname "$0")/env.sh"
unpack
verify_each auto
new_vs_old duoh2 544x1536x1984,816x1008x3696,832x1008x2704,640x1456x784,832x992x1008,544x1472x2384,832x1008x1904,528x1376x1376
rm -f bin/cutetui-old
pack
