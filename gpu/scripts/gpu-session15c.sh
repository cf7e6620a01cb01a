#!/usr/bin/env bash
# 2026-11-29, session 15, call 3: wgmma descriptors made once a stage and
# added to (DESC_ADD=1, the new default) against make_desc at every wgmma
# (-DDESC_ADD=0, as before): ncu counted 21% of tma-multicast's
# instructions ULOP3 at 1400x1224x11584, a chain of masks and shifts a
# descriptor. bench --verify of every kernel; then the rules' picks
# (--tune 0, the same kernel both ways) at the short launches, call 1's
# long-K and held-out shapes and the issue's, in turn twice; then ncu's
# instruction counts and durations of two kernels both ways.
. "$(dirname "$0")/env.sh"
unpack
timeout 200 "$BIN" bench --verify >"$LOG/verify.txt" 2>&1
echo "verify: exit $?, $(grep -c '  ok' "$LOG/verify.txt") ok; $(tail -1 "$LOG/verify.txt")"
S="$SHORT16,$LONGK,$LOW15,$ISSUE"
for r in 1 2; do
	for v in add mk; do
		opts=
		[ $v = mk ] && opts=-DDESC_ADD=0
		CUTETUI_KERNEL_OPTS=$opts timeout 200 "$BIN" bench --kernel auto --tune 0 --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/desc-$v-r$r.json" >"$LOG/desc-$v-r$r.txt" 2>&1 || echo "desc $v r$r: exit $?"
	done
done
M=smsp__inst_executed.sum,gpu__time_duration.sum,sm__inst_executed_pipe_uniform.sum
for ks in tma-multicast-256x240-2x2-t:1400x1224x11584 tma-pingpong-256x168:4392x1464x1176 tma-pingpong-256x160-4x1:1024x1024x2048; do
	k=${ks%%:*} s=${ks##*:}
	for v in add mk; do
		opts=
		[ $v = mk ] && opts=-DDESC_ADD=0
		CUTETUI_KERNEL_OPTS=$opts ncu --clock-control none --metrics $M --launch-skip 2 --launch-count 1 "$BIN" bench --ncu-child --kernel $k --shapes $s --mappings N=8 \
			--rounds 1 --warmup 1 >"$LOG/ncu-$v-$k.txt" 2>&1
		echo "== $v $k $s"; grep -E 'smsp__|gpu__|sm__' "$LOG/ncu-$v-$k.txt"
	done
done
pack
