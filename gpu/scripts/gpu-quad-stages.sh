#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 10: the 4×1 tiles widened past 128 columns with as many stages as fit
# (6 at 160–192, 7 at 136) from 24 K steps, where they had 5: auto against
# the build before (bin/cutetui-old) at run 8's and 9's deep shapes and
# five drawn before the call (seed 1450: widths 136–192, K from 1536), in
# turn twice; bench --verify of the new kernels; gpu-test.sh on the new
# build; auto on the issue's shapes (five mappings).
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-pingpong-256x160-4x1-6s tma-pingpong-256x168-4x1-6s tma-pingpong-256x136-4x1-7s tma-pingpong-256x192-4x1-6s
new_vs_old st 640x1536x2048,1000x1000x2000,1072x960x3744,800x1136x2032,1520x656x1808,720x1376x3456,1264x864x3424,928x1344x2032,1568x688x3888,1024x1344x2976
gpu_test
issue_auto
rm -f bin/cutetui-old bin/*.test
pack
