#!/usr/bin/env bash
# 2026-11-29, session 11, call 12: the race of tma-multicast-384x120-t
# (calls 5-11) fixed? Each warp's epilogue staging buffers now rotate on
# across units (tma_multicast.cuh, epi_next): with an odd number of boxes
# a unit, the next unit's first box went to the buffer its last store
# might still be reading, and a 4-step split chunk after a whole tile left
# it too little time. This build also lets Swapped take three consumer
# warpgroups and auto weigh the 384-row tiles swapped (call 5's rule).
# bench --verify on 384x120-t five times, on other kernels with an odd
# number of boxes a unit, stream-K forced on 384x144-t; call 5's held-out
# shapes again, auto on this build (new) against 95a1e75 (old); the GPU
# test.
. "$(dirname "$0")/env.sh"
unpack
for r in 1 2 3 4 5; do
	timeout 120 "$BIN" bench --verify --kernel tma-multicast-384x120-t >"$LOG/verify-120t-r$r.txt" 2>&1
	echo "384x120-t r$r: exit $?; $(tail -1 "$LOG/verify-120t-r$r.txt")"
done
verify_each tma-multicast-384x112-t tma-multicast-384x168-t tma-multicast-384x184-t tma-multicast-256x160 tma-pingpong-64x160 tma-multicast-256x160-t
CUTETUI_STREAMK=1 "$BIN" bench --verify --kernel tma-multicast-384x144-t >"$LOG/verify-streamk-144t.txt" 2>&1
echo "stream-K forced, 384x144-t: exit $?; $(tail -1 "$LOG/verify-streamk-144t.txt")"
HELD=1616x1864x2712,696x4144x5376,1304x3064x4808,672x5968x416,520x6888x3960,1592x2560x2552,1000x3408x1624,912x3064x2848
HELD=$HELD,1832x1920x416,624x6144x1344,1624x2656x3712,1248x3456x5760,1576x1848x1280,888x4816x8320,536x4800x5568,520x6432x6144
new_vs_old c12 "$HELD"
gpu_test_dir
pack
