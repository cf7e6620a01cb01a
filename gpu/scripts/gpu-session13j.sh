#!/usr/bin/env bash
# 2026-11-29, session 13, call 11: --profile with a tuned kernel (the ncu
# child runs the kernel that ran each shape): auto at two short launches
# where tuning picks another kernel than the rules, N=8.
. "$(dirname "$0")/env.sh"
unpack
timeout 200 "$BIN" bench --shapes 4168x600x416,576x3216x2200 --mappings N=8 --rounds 20 --profile \
	--json-out "$LOG/profile-tuned.json" >"$LOG/profile-tuned.txt" 2>"$LOG/profile-tuned.err"
echo "exit $?"; grep -E "kernel|tuned|ncu" "$LOG/profile-tuned.txt" | head -12; tail -3 "$LOG/profile-tuned.err"
pack
