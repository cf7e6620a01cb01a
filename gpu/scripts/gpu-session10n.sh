#!/usr/bin/env bash
# 2026-11-29, session 10, call 14: holdout9 (docs/l2-model.md, the
# model's predictions for tma-pingpong-t committed in 1899a8f before this
# call) and the full gpu-test on the session's last kernels (the
# transposed epilogue of call 10, SwapMinGain 5%). The binaries come
# gzipped in bin/gz (unpack).
. "$(dirname "$0")/env.sh"
unpack
./gpu/scripts/gpu-holdout9.sh
echo "holdout9: exit $?"
gpu_test_dir
pack
