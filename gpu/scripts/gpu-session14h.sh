#!/usr/bin/env bash
# 2026-11-29, session 14, call 8: twelve candidates a shape in place of
# eight (kernels.MaxCandidates), new (bin/cutetui) against old
# (bin/cutetui-old, the build before: eight), --kernel auto tuned, in turn
# twice (new_vs_old), at thirty shapes drawn after the change (seed 1616,
# held out), at the long-K shapes of call 6 and at seed 1515 (call 5, the
# set that showed it); auto's candidates checked at every verify shape.
. "$(dirname "$0")/env.sh"
unpack
timeout 300 "$BIN" bench --verify --kernel auto >"$LOG/verify-auto12.txt" 2>&1
echo "auto's twelve candidates: exit $?, $(grep -c '  ok' "$LOG/verify-auto12.txt") ok; $(tail -1 "$LOG/verify-auto12.txt")"
new_vs_old h1616 "$SEED1616"
new_vs_old longk "$LONGK"
new_vs_old h1515 "$SEED1515"
pack
