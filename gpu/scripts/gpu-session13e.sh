#!/usr/bin/env bash
# 2026-11-29, session 13, call 6: the GPU test of the tuned build (every
# kernel of All, then auto's candidates at every verify shape, stream-K
# forced, the Go GPU tests), docs/l2-model.md's holdout11 as committed in
# 097e445 (before any call), and auto tuned at the issue's shapes under
# five mappings.
. "$(dirname "$0")/env.sh"
unpack
mkdir -p "$LOG/gpu-test"
t0=$(date +%s)
OUT=$LOG/gpu-test LOG=$LOG/gpu-test timeout 400 ./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
echo "gpu-test: exit $? in $(( $(date +%s) - t0 )) s"
grep -E "auto's candidates|stream-K forced|^--- |gpu-test:|FAIL|checks failed" "$LOG/gpu-test.txt" | head -30
echo "verify ok lines: $(grep -c '  ok' "$LOG/gpu-test/verify.txt"), auto's: $(grep -c '  ok' "$LOG/gpu-test/verify-auto.txt")"
tar czf "$LOG/gpu-test.tgz" -C "$LOG" gpu-test gpu-test.txt && rm -rf "${LOG:?}/gpu-test" "$LOG/gpu-test.txt"
t0=$(date +%s)
timeout 300 ./gpu/scripts/gpu-holdout11.sh >"$LOG/holdout11.txt" 2>&1
echo "holdout11: exit $? in $(( $(date +%s) - t0 )) s"; tail -4 "$LOG/holdout11.txt"
issue_auto
pack
