#!/usr/bin/env bash
# 2026-11-29, session 8, call 1: the full gpu-test with the two 2×2
# kernels in kernels.All (never run whole before), then holdout7 of
# docs/l2-model.md (gpu-holdout7.sh, its predictions committed before).
# Both sets of logs come back in one archive each under $OUT.
. "$(dirname "$0")/env.sh"
ROOT=$LOG
mkdir -p "$ROOT/gpu-test"
OUT=$ROOT/gpu-test LOG=$ROOT/gpu-test timeout 240 ./gpu/scripts/gpu-test.sh >"$ROOT/gpu-test.txt" 2>&1
echo "gpu-test: exit $?"
grep -E 'stream-K forced|^--- |gpu-test:|FAIL|checks failed' "$ROOT/gpu-test.txt" | head -30
echo "verify ok lines: $(grep -c '  ok' "$ROOT/gpu-test/verify.txt")"
tail -2 "$ROOT/gpu-test/verify.txt"
tar czf "$ROOT/gpu-test.tgz" -C "$ROOT" gpu-test gpu-test.txt && rm -rf "$ROOT/gpu-test" "$ROOT/gpu-test.txt"
mkdir -p "$ROOT/h7"
OUT=$ROOT/h7 timeout 330 ./gpu/scripts/gpu-holdout7.sh
echo "holdout7: exit $?"
