#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 7: the rule adopted after run 6 (kernels.SmallQuad: the small shapes'
# 128×128 tiles in 4×1 clusters where those fit one wave of 30) judged on
# eight shapes drawn before the call (seed 1411: M, N in 256–1600 and K in
# 256–4096, multiples of 16, where the rule applies; the fit set's shapes
# left out), auto against the build before it (bin/cutetui-old) in turn
# twice; then ./gpu/scripts/gpu-test.sh (every kernel of All, now with the
# 4×1 ones, auto, stream-K forced, the Go GPU tests) and auto on the
# issue's shapes (five mappings). The binaries come gzipped (bin/gz) to fit
# the carry.
. "$(dirname "$0")/env.sh"
unpack
new_vs_old hold 464x1536x368,1072x768x2384,400x1328x3920,1120x736x3168,1072x624x2464,448x1472x1264,1264x624x880,704x1216x1536
gpu_test
issue_auto 768x1280x1536,1024x768x1536
rm -f bin/cutetui-old bin/*.test
pack
