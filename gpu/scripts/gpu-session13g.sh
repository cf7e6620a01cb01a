#!/usr/bin/env bash
# 2026-11-29, session 13, call 8: the GPU test of the last build (the bench
# view's GPU test now expects a tuned candidate), and auto tuned at the
# issue's shapes under five mappings.
. "$(dirname "$0")/env.sh"
unpack
mkdir -p "$LOG/gpu-test"
t0=$(date +%s)
OUT=$LOG/gpu-test LOG=$LOG/gpu-test timeout 420 ./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
echo "gpu-test: exit $? in $(( $(date +%s) - t0 )) s"
grep -E "auto's candidates|stream-K forced|^--- |gpu-test:|FAIL|checks failed" "$LOG/gpu-test.txt" | head -30
echo "verify ok lines: $(grep -c '  ok' "$LOG/gpu-test/verify.txt"), auto's: $(grep -c '  ok' "$LOG/gpu-test/verify-auto.txt")"
tar czf "$LOG/gpu-test.tgz" -C "$LOG" gpu-test gpu-test.txt && rm -rf "${LOG:?}/gpu-test" "$LOG/gpu-test.txt"
issue_auto
pack
