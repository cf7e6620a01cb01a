#!/usr/bin/env bash
# 2026-11-29, session 10, call 2: the swapped kernels (kernels.Swapped,
# TRANSPOSE_C) checked and timed. bench --verify on six of them (both
# bodies, a width with a remainder of 32 columns, 512-row tiles, the small
# kernel), with stream-K forced, with plain stores and with every tile
# split; then at call 1's twenty shapes auto against the swapped kernel of
# Choose(N, M, K), in turn twice (fits_vs_auto).
. "$(dirname "$0")/env.sh"
verify_each tma-multicast-t tma-multicast-256x136-t tma-pingpong-t tma-pingpong-256x176-t tma-multicast-512x144-t tma-pingpong-64x128-sk-t
v() { timeout 120 env "$2" "$BIN" bench --verify --kernel "$1" >"$LOG/verify-$1-$2.txt" 2>&1; echo "verify $1 $2: exit $?, $(grep -c '  ok' "$LOG/verify-$1-$2.txt") ok lines; $(tail -1 "$LOG/verify-$1-$2.txt")"; }
v tma-multicast-256x136-t CUTETUI_STREAMK=1
v tma-pingpong-256x176-t CUTETUI_STORE_TMA=0
v tma-multicast-t CUTETUI_SPLIT_ALL=3
grep -h FAIL "$LOG"/verify-*.txt | head -20
fits_vs_auto t "528x3808x7736:tma-multicast-256x136-t 536x5920x592:tma-multicast-512x144-t 696x3728x1816:tma-pingpong-256x176-t 800x13464x544:tma-pingpong-256x160-t 984x6656x2440:tma-multicast-256x248-t 1088x2696x14088:tma-pingpong-256x184-t 544x3480x11544:tma-multicast-256x136-t 608x3680x11416:tma-multicast-256x152-t 776x5328x13496:tma-multicast-256x160-t 1408x7168x696:tma-pingpong-256x176-t 488x6120x15672:tma-multicast-256x248-t 2400x13704x2168:tma-pingpong-t 624x3264x1312:tma-multicast-256x160-t 1048x6808x6864:tma-pingpong-256x176-t 928x14528x272:tma-pingpong-t 488x8696x584:tma-pingpong-256x168-t 1112x14032x1952:tma-pingpong-t 1104x2176x4264:tma-multicast-256x160-t 936x15816x392:tma-pingpong-t 624x5888x1752:tma-multicast-512x144-t"
pack
