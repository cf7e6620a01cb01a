#!/usr/bin/env bash
# 2026-11-29, session 9, call 9: holdout8 (docs/l2-model.md, predictions
# committed in a172389 before the call), then `bench --verify --kernel
# auto` and the issue's shapes under five mappings on the build as
# committed.
. "$(dirname "$0")/env.sh"
./gpu/scripts/gpu-holdout8.sh >"$LOG/holdout8.txt" 2>&1
echo "holdout8: exit $?"
verify_each auto
issue_auto
python3 gpu/scripts/pct-cublas.py "$LOG/issue-auto.json"
if [ -n "${OUT:-}" ]; then
	tar czf /tmp/c9.tgz -C "$LOG" . && rm -rf "${LOG:?}"/* && mv /tmp/c9.tgz "$LOG/"
fi
