#!/usr/bin/env bash
# 2026-11-29, session 13, call 2: auto tuned (--tune 5) against auto's
# rules alone (--tune 0), in turn twice, at session 12's thirty random
# shapes (seed 1212), at thirty more drawn after the tuner was written
# (seed 1313, the recipe of session 12: M, N log-uniform 512..16384, K
# 256..16384, multiples of 8, at least 2 GFLOP), and at the issue's shapes.
. "$(dirname "$0")/env.sh"
unpack
tune_vs_rule r30 "$SEED1212"
tune_vs_rule h30 "$SEED1313"
tune_vs_rule issue "$ISSUE"
pack
