#!/usr/bin/env bash
# 2026-11-29, session 14, call 10: the last build (EARLY_START on, twelve
# candidates, compiled ahead). make gpu-test's script; auto tuned and by
# the rules at thirty shapes drawn after the last change (seed 1717, held
# out), in turn twice; the issue's shapes tuned under five mappings.
. "$(dirname "$0")/env.sh"
unpack
gpu_test
tune_vs_rule h1717 "$SEED1717"
issue_auto
pack
