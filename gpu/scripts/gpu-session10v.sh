#!/usr/bin/env bash
# 2026-11-29, session 10, call 22: the session's last build (32b2c08):
# bench --verify --kernel auto, and --kernel auto at the issue's shapes
# under five mappings.
. "$(dirname "$0")/env.sh"
unpack
verify_each auto
issue_auto
pack
