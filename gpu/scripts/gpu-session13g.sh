#!/usr/bin/env bash
# 2026-11-29, session 13, call 8: the GPU test of the last build (the bench
# view's GPU test now expects a tuned candidate), and auto tuned at the
# issue's shapes under five mappings.
. "$(dirname "$0")/env.sh"
unpack
gpu_test_dir
issue_auto
pack
