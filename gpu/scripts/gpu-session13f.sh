#!/usr/bin/env bash
# 2026-11-29, session 13, call 7: kernels.Candidates with each family at
# MxN and at NxM swapped, up to 8 (cuBLAS's tiles at six short launches
# among them): the new kinds verified by name, auto's candidates at every
# verify shape, then auto tuned (--tune 5) against the rules alone
# (--tune 0), in turn twice, at session 12's thirty random shapes (seed
# 1212), call 2's thirty (seed 1313), thirty drawn after this change (seed
# 1414, the same recipe) and the issue's shapes.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-pingpong-64x120-8s-t tma-multicast-192x256-1x2-t tma-multicast-128x400-1x2 tma-multicast-192x192-1x2-t tma-multicast-128x128-1x2-t
timeout 300 "$BIN" bench --verify --kernel auto >"$LOG/verify-auto.txt" 2>&1
echo "verify auto: exit $?, $(grep -c '  ok' "$LOG/verify-auto.txt") ok; $(tail -1 "$LOG/verify-auto.txt")"
tune_vs_rule g30 "$SEED1414"
tune_vs_rule r30 "$SEED1212"
tune_vs_rule h30 "$SEED1313"
tune_vs_rule issue "$ISSUE"
pack
