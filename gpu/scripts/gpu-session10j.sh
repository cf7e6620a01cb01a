#!/usr/bin/env bash
# 2026-11-29, session 10, call 10: the transposed epilogue in pairs of
# warps. Call 9 had the swapped kernels up to 5% slower than the same
# kernel at N×M×K with untransposed stores (2400x13704x2168), and the
# staging was not it: each warp stored boxes of 32 rows of C by 16
# columns, 64-byte rows. Now two warps stage one box of 32 rows by 32
# columns (128-byte rows, 128-byte swizzle) and one lane stores it.
# Verified (both bodies, a column remainder, 4x1 clusters, the small
# kernel's two buffers, 256-row cooperative parts; stream-K forced; every
# tile split), then at call 9's six shapes against the build before
# (bin/cutetui-old) and the unswapped kernel at N×M×K, in turn twice.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-pingpong-t tma-multicast-t tma-multicast-256x136-t tma-pingpong-256x160-4x1-t tma-pingpong-64x128-sk-t tma-multicast-512x144-t tma-pingpong-256x176-t
v() { timeout 120 env "$2" "$BIN" bench --verify --kernel "$1" >"$LOG/verify-$1-$2.txt" 2>&1; echo "verify $1 $2: exit $?, $(grep -c '  ok' "$LOG/verify-$1-$2.txt") ok lines; $(tail -1 "$LOG/verify-$1-$2.txt")"; }
v tma-multicast-t CUTETUI_STREAMK=1
v tma-pingpong-256x176-t CUTETUI_SPLIT_ALL=3
v tma-pingpong-t CUTETUI_STORE_TMA=0
grep -h FAIL "$LOG"/verify-*.txt | head
P="tma-pingpong-t:2400x13704x2168,936x15816x392,928x14528x272 tma-pingpong-256x160-t:800x13464x544 tma-multicast-256x136-t:528x3808x7736 tma-pingpong-256x176-t:1408x7168x696"
b() { timeout 200 "$4" bench --kernel "$2" --shapes "$3" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
for r in 1 2; do
	for p in $P; do
		k=${p%%:*} s=${p#*:}
		b "pb-new-$k-r$r" "$k" "$s" "$BIN"
		b "pb-old-$k-r$r" "$k" "$s" bin/cutetui-old
		b "pb-plain-$k-r$r" "${k%-t}" "$(echo "$s" | tr , '\n' | awk -Fx '{print $2"x"$1"x"$3}' | paste -sd,)" "$BIN"
	done
done
pack
