#!/usr/bin/env bash
# 2026-11-29, session 11, call 5: the 384-row tiles swapped (chooseTall
# weighs tallTiles at N×M×K too, taken swapped where it saves SwapMinGain
# against the unswapped ones or where only it applies), held out at sixteen
# shapes drawn with seed 1404 where auto now runs
# them (M, N 512–10104 by 8, K 256–8504 by 8, past 2·10⁹ flops; the first
# eight with K a multiple of 64, the first eight not): the
# swapped kernels verified, then auto on this build (new) against 4d23691
# (old).
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-384x128-t tma-multicast-384x120-t tma-multicast-384x168-t tma-multicast-384x176-t \
	tma-multicast-384x184-t tma-multicast-384x112-t tma-multicast-384x160-t
CUTETUI_STREAMK=1 "$BIN" bench --verify --kernel tma-multicast-384x144-t >"$LOG/verify-streamk-384x144-t.txt" 2>&1
echo "stream-K forced, 384x144-t: exit $?, $(grep -c ' ok;' "$LOG/verify-streamk-384x144-t.txt") ok, $(grep -c 'stream-K' "$LOG/verify-streamk-384x144-t.txt") stream-K; $(tail -1 "$LOG/verify-streamk-384x144-t.txt")"
HELD=1616x1864x2712,696x4144x5376,1304x3064x4808,672x5968x416,520x6888x3960,1592x2560x2552,1000x3408x1624,912x3064x2848
HELD=$HELD,1832x1920x416,624x6144x1344,1624x2656x3712,1248x3456x5760,1576x1848x1280,888x4816x8320,536x4800x5568,520x6432x6144
new_vs_old c5 "$HELD"
pack
