#!/usr/bin/env bash
# 2026-11-29, session 15, call 15: make gpu-test's script on the build at
# the end of the session (the kernels' source as call 12's but for the
# CHAIN_MAJOR switch, off).
. "$(dirname "$0")/env.sh"
unpack
gpu_test
pack
