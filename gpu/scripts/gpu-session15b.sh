#!/usr/bin/env bash
# 2026-11-29, session 15, call 2: clusters of four among auto's candidates
# (kernels.quadWave), sixteen candidates within 1.3 times the pick's steps.
# make gpu-test's script (auto's candidates verified at every verify
# shape); the first tuned run on an empty cubin cache, new and old; thirty
# shapes drawn after the change (seed 1818, held out), tuned, new against
# old in turn twice; then call 1's shapes the same way.
. "$(dirname "$0")/env.sh"
unpack
. "$(dirname "$0")/timed.sh"
gpu_test
cold_first_runs "$LONGK"
new_vs_old h1818 "$SEED1818"
new_vs_old longk "$LONGK,$LOW15"
new_vs_old short "$SHORT16"
pack
