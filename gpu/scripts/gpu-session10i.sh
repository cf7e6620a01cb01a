#!/usr/bin/env bash
# 2026-11-29, session 10, call 9: the transposed epilogue's staging. Calls
# 1 and 2 had the swapped kernels 2–5% slower than the same kernel at
# N×M×K with untransposed stores where the epilogue weighs (short K, many
# tiles). The staging stored one value at a time with 2-way bank
# conflicts; now lanes pair up and store two rows of a column
# (TRANSPOSE_STAGE 2). Verified, then at six shapes: the new staging, the
# old (CUTETUI_KERNEL_OPTS=-DTRANSPOSE_STAGE=1) and the unswapped kernel at
# N×M×K, each kernel's shapes in one process, in turn twice.
. "$(dirname "$0")/env.sh"
verify_each tma-pingpong-t tma-multicast-256x136-t tma-pingpong-256x160-4x1-t tma-pingpong-256x176-t
grep -h FAIL "$LOG"/verify-*.txt | head
P="tma-pingpong-t:2400x13704x2168,936x15816x392,928x14528x272 tma-pingpong-256x160-t:800x13464x544 tma-multicast-256x136-t:528x3808x7736 tma-pingpong-256x176-t:1408x7168x696"
b() { timeout 200 env $4 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
for r in 1 2; do
	for p in $P; do
		k=${p%%:*} s=${p#*:}
		b "st-new-$k-r$r" "$k" "$s" ""
		b "st-old-$k-r$r" "$k" "$s" "CUTETUI_KERNEL_OPTS=-DTRANSPOSE_STAGE=1"
		b "st-plain-$k-r$r" "${k%-t}" "$(echo "$s" | tr , '\n' | awk -Fx '{print $2"x"$1"x"$3}' | paste -sd,)" ""
	done
done
pack
