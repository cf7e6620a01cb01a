#!/usr/bin/env bash
# 2026-11-29, session 15, call 3: wgmma descriptors made once a stage and
# added to (DESC_ADD=1, the new default) against make_desc at every wgmma
# (-DDESC_ADD=0, as before): ncu counted 21% of tma-multicast's
# instructions ULOP3 at 1400x1224x11584, a chain of masks and shifts a
# descriptor. bench --verify of every kernel; then the rules' picks
# (--tune 0, the same kernel both ways) at the short launches, call 1's
# long-K and held-out shapes and the issue's, in turn twice; then ncu's
# instruction counts and durations of two kernels both ways.
. "$(dirname "$0")/env.sh"
unpack
timeout 200 "$BIN" bench --verify >"$LOG/verify.txt" 2>&1
echo "verify: exit $?, $(grep -c '  ok' "$LOG/verify.txt") ok; $(tail -1 "$LOG/verify.txt")"
S="$SHORT16,$LONGK,$LOW15,$ISSUE"
rules_ab desc "$S" add mk -DDESC_ADD=0
M=smsp__inst_executed.sum,gpu__time_duration.sum,sm__inst_executed_pipe_uniform.sum
ncu_ab "$M" add mk -DDESC_ADD=0 tma-multicast-256x240-2x2-t:1400x1224x11584 tma-pingpong-256x168:4392x1464x1176 tma-pingpong-256x160-4x1:1024x1024x2048
pack
