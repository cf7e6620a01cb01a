#!/usr/bin/env bash
# 2026-11-29, session 8, call 1: the full gpu-test with the two 2×2
# kernels in kernels.All (never run whole before), then holdout7 of
# docs/l2-model.md (gpu-holdout7.sh, its predictions committed before).
# Both sets of logs come back in one archive each under $OUT.
. "$(dirname "$0")/env.sh"
ROOT=$LOG
gpu_test_dir
mkdir -p "$ROOT/h7"
OUT=$ROOT/h7 timeout 330 ./gpu/scripts/gpu-holdout7.sh
echo "holdout7: exit $?"
