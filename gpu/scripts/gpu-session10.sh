#!/usr/bin/env bash
# 2026-11-29, session 10, call 1 (exploration): the operands swapped.
# C = A·Bᵀ is also Cᵀ = B·Aᵀ: a kernel that computes the swapped product
# and stores its tile transposed puts the small side of the shape on the
# tile's N, which wgmma sizes by 8, not on its 256 rows. Before writing
# that epilogue, time what it would buy: auto at M×N×K against auto at
# N×M×K (the same work, C stored untransposed), and N×M×K with plain
# stores (CUTETUI_STORE_TMA=0, nearer what a transposed store costs), in
# turn twice. Shapes: call 17's and 18's with M under 1500 (ragged rows,
# 55–93% of cuBLAS), two controls at 99–108%, and eight drawn with seed
# 1160 (Python's random: M 384–1152, N 2048–16384, K 256–16384
# log-uniform, by 8, at most 4·10¹² flops).
. "$(dirname "$0")/env.sh"
S=528x3808x7736,536x5920x592,696x3728x1816,800x13464x544,984x6656x2440,1088x2696x14088,544x3480x11544,608x3680x11416,776x5328x13496,1408x7168x696,488x6120x15672,2400x13704x2168,624x3264x1312,1048x6808x6864,928x14528x272,488x8696x584,1112x14032x1952,1104x2176x4264,936x15816x392,624x5888x1752
T=$(echo "$S" | tr , '\n' | awk -Fx '{print $2"x"$1"x"$3}' | paste -sd,)
b() { timeout 280 env ${4:-} "$BIN" bench --kernel auto --shapes "$2" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
for r in 1 2; do
	b sw-auto-r$r "$S"
	b sw-swapped-r$r "$T"
	b sw-swapped-plain-r$r "$T" "" CUTETUI_STORE_TMA=0
done
pack
