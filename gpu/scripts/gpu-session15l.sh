#!/usr/bin/env bash
# 2026-11-29, session 15, call 12: the build to land (B loaded plainly in
# clusters one CTA tall, clusters of four and ping-pong's 1x2 parts among
# auto's eighteen candidates, descriptors added to). make gpu-test's
# script; the first tuned run on an empty cubin cache, new and old
# (bin/cutetui-old: c462140, the end of session 14); thirty shapes drawn
# after the last change (seed 2020, held out), tuned, new against old in
# turn twice; the short launches the same way; the issue's shapes under
# five mappings.
. "$(dirname "$0")/env.sh"
unpack
. "$(dirname "$0")/timed.sh"
gpu_test
cold_first_runs "$LONGK"
new_vs_old h2020 "$SEED2020"
new_vs_old short "$SHORT16"
issue_auto
pack
