#!/usr/bin/env bash
# 2026-11-29, session 13, call 6: the GPU test of the tuned build (every
# kernel of All, then auto's candidates at every verify shape, stream-K
# forced, the Go GPU tests), docs/l2-model.md's holdout11 as committed in
# 097e445 (before any call), and auto tuned at the issue's shapes under
# five mappings.
. "$(dirname "$0")/env.sh"
unpack
gpu_test_dir
t0=$(date +%s)
timeout 300 ./gpu/scripts/gpu-holdout11.sh >"$LOG/holdout11.txt" 2>&1
echo "holdout11: exit $? in $(($(date +%s) - t0)) s"
tail -4 "$LOG/holdout11.txt"
issue_auto
pack
