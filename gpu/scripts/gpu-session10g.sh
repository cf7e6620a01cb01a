#!/usr/bin/env bash
# 2026-11-29, session 10, call 7: the full gpu-test on the build with the
# swapped kernels (tma-multicast-t and tma-pingpong-t in kernels.All,
# stream-K forced on tma-multicast-t), and --kernel auto at the issue's
# shapes under five mappings.
. "$(dirname "$0")/env.sh"
unpack
gpu_test_dir
issue_auto
pack
