#!/usr/bin/env bash
# 2026-11-29, session 8, call 11: the build as committed — the full
# gpu-test; WARP_UNIFORM held out (--kernel auto with it, new, and with
# -DWARP_UNIFORM=0, old, in turn twice, N=8 and Triton G=8, at ten shapes
# drawn with seed 1134 before the call: four small (M, N 512–2048 by 64,
# K 512–4096 by 64), three mid (M, N 2048–4096 by 128, K 1024–6144 by 64),
# three large (M, N 4096–10240 by 256, K 1024–8192 by 8)); then auto at
# the issue's shapes under five mappings.
. "$(dirname "$0")/env.sh"
gpu_test_dir
S=576x1664x3776,960x1216x2816,2048x832x1216,1664x2048x3072,3456x2304x2752,3840x2944x1728,2560x3584x2368,5632x4864x8048,7424x8192x4472,8704x7424x1752
new_vs_old wuh "$S" "-DWARP_UNIFORM=0"
issue_auto
pack
