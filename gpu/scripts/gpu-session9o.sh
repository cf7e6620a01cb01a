#!/usr/bin/env bash
# 2026-11-29, session 9, call 15: the build as committed (the long-K rule
# and tma-pingpong-64x128-sk in kernels.All) — the full gpu-test.
. "$(dirname "$0")/env.sh"
unpack
gpu_test_dir
pack
