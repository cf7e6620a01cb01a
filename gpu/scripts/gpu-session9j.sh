#!/usr/bin/env bash
# 2026-11-29, session 9, call 10: the build as committed (5a4e6de) — the
# full gpu-test; then --kernel auto at thirty shapes drawn with seed 1149
# (Python's random: M, N 512–16384 and K 256–16384 log-uniform, multiples
# of 8, at most 4·10¹² flops), N=8 and Triton G=8, twice: where auto
# stands against cuBLAS on shapes no rule was fitted to.
. "$(dirname "$0")/env.sh"
unpack
gpu_test_dir
S=3696x6864x1048,2880x1672x1936,696x11648x14520,840x2152x1888,552x816x11888,11144x4016x1920,7976x2408x1496,10472x2632x4496,9288x664x736,14424x14744x2824,10440x2992x15120,3168x2992x7080,3144x1608x15952,8216x7840x3576,2296x760x3160,2568x1248x4152,1408x12032x1408,672x2712x856,1992x3200x256,6432x680x6528,3544x10592x3344,592x2328x288,1360x656x1696,2000x13152x1112,5528x5024x744,2296x4696x4872,4552x520x408,2960x1128x3456,15888x12432x1424,3376x1480x4360
for r in 1 2; do
	timeout 250 "$BIN" bench --kernel auto --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/rand-auto-r$r.json" >"$LOG/rand-auto-r$r.txt" 2>&1 || echo "auto r$r: exit $?"
done
pack
