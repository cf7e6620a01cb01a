#!/usr/bin/env bash
# 2026-11-29, session 15, call 11: no multicast at all (-DNO_MULTICAST=1:
# every CTA loads all its rows of A and B by plain TMA loads, the sharing
# left to the L2's request coalescer) against the multicasts (default).
# bench --verify of four kernels with it; the rules' picks (--tune 0, the
# same kernel both ways) at the short, long-K, held-out and issue's
# shapes, in turn twice; ncu's L2 counts of tma-pingpong at 8192^3 both
# ways.
. "$(dirname "$0")/env.sh"
unpack
for k in tma-multicast tma-pingpong tma-multicast-256x256-2x2 tma-multicast-128x208-1x2; do
	CUTETUI_KERNEL_OPTS=-DNO_MULTICAST=1 timeout 120 "$BIN" bench --verify --kernel "$k" >"$LOG/verify-nomc-$k.txt" 2>&1
	echo "verify nomc $k: exit $?, $(grep -c '  ok' "$LOG/verify-nomc-$k.txt") ok; $(tail -1 "$LOG/verify-nomc-$k.txt")"
done
S="$SHORT16,$LONGK,$LOW15,$ISSUE"
rules_ab nomc "$S" mc nomc -DNO_MULTICAST=1
M=gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,lrc__request_sectors_op_read_coalescing_achieved_type_hardware.sum,lrc__request_sectors_op_read_coalescing_achieved_type_programmatic.sum,dram__bytes_read.sum
for v in mc nomc; do
	opts=
	[ $v = nomc ] && opts=-DNO_MULTICAST=1
	CUTETUI_KERNEL_OPTS=$opts ncu --clock-control none --metrics $M --launch-skip 2 --launch-count 1 "$BIN" bench --ncu-child --kernel tma-pingpong --shapes 8192x8192x8192 --mappings N=8 \
		--rounds 1 --warmup 1 >"$LOG/ncu-$v-8192.txt" 2>&1
	echo "== $v tma-pingpong 8192^3"; grep -E 'gpu__|lts__|lrc__|dram__' "$LOG/ncu-$v-8192.txt"
done
pack
