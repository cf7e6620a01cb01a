#!/usr/bin/env bash
# 2026-11-29, session 15, call 14: a stage's wgmmas chain by chain
# (-DCHAIN_MAJOR=1: the four K steps of one 64-row chain, then the next's,
# as cuBLAS's kernels issue them) against K step by K step across the
# chains (default). bench --verify of two kernels of two chains with it;
# the rules' picks (--tune 0, the same kernel both ways) at the short,
# long-K, held-out and issue's shapes, in turn twice.
. "$(dirname "$0")/env.sh"
unpack
for k in tma-pingpong tma-multicast-512x144 tma-pingpong-128x352-1x2; do
	CUTETUI_KERNEL_OPTS=-DCHAIN_MAJOR=1 timeout 120 "$BIN" bench --verify --kernel "$k" >"$LOG/verify-chain-$k.txt" 2>&1
	echo "verify chain-major $k: exit $?, $(grep -c '  ok' "$LOG/verify-chain-$k.txt") ok; $(tail -1 "$LOG/verify-chain-$k.txt")"
done
rules_ab chain "$SHORT16,$LONGK,$LOW15,$ISSUE" kstep chain -DCHAIN_MAJOR=1
pack
