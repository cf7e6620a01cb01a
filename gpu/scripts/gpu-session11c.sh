#!/usr/bin/env bash
# 2026-11-29, session 11, call 3: the 384-row tiles in auto (chooseTall:
# TallMinWidth 112, TallMinGain 5%, fitted on calls 1 and 2) held out.
# Sixteen shapes drawn with seed 1402 after the fit (M, N 512–10104 by 8,
# K 512–8504 by 8, past 5·10¹⁰ flops; the first eight whose K is a multiple
# of 64 and the first eight whose K is not, where the pick changes), and
# the five shapes of kernels' tests whose pick the rule changes: each new
# pick verified (stream-K forced too on 384x144), then auto on this build
# (new) against the build before it (old, 73ef17a).
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-384x176 tma-multicast-384x184 tma-multicast-384x128 tma-multicast-384x168 tma-multicast-384x144 \
	tma-multicast-384x160 tma-multicast-384x152 tma-multicast-384x192 tma-multicast-384x136 tma-multicast-384x120
CUTETUI_STREAMK=1 "$BIN" bench --verify --kernel tma-multicast-384x144 >"$LOG/verify-streamk-384x144.txt" 2>&1
echo "stream-K forced, 384x144: exit $?, $(grep -c ' ok;' "$LOG/verify-streamk-384x144.txt") ok, $(grep -c 'stream-K' "$LOG/verify-streamk-384x144.txt") stream-K; $(tail -1 "$LOG/verify-streamk-384x144.txt")"
HELD=1536x5728x6632,4152x1088x6200,4456x1360x5096,4520x1824x6192,1872x3632x5784,5240x1296x4096,4112x1656x4576,3672x2048x5560
HELD=$HELD,1880x1920x8144,2224x1896x6144,4928x1648x3648,1872x4872x3712,4440x1472x4736,2280x1448x7808,2128x2640x6592,1136x7192x4544
new_vs_old c3 "$HELD,1800x1800x512,1536x2304x5120,1536x2304x5632,2200x2052x1024,1856x1776x6848"
pack
