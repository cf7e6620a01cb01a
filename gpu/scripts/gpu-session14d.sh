#!/usr/bin/env bash
# 2026-11-29, session 14, call 4: the start of a short launch
# (-DEARLY_START=1, tma_multicast.cuh: the tensor maps prefetched before
# the mbarriers are initialised, C's too, and the cluster barrier split
# into an arrive after the initialisation and a wait after setmaxnreg, as
# CUTLASS's kernels do). Checked first (auto's candidates at every verify
# shape, stream-K forced on tma-multicast), then auto at sixteen short
# launches (the issue's small shapes and those still under 90% after
# tuning) and four larger ones, with and without it, in turn twice:
# tuned (--tune 5) and the rules' pick alone (--tune 0).
. "$(dirname "$0")/env.sh"
unpack
SHORT=1000x1000x1000,640x1536x2048,1800x1800x512,768x1280x1536,1000x1000x64,1200x800x1200,1024x1024x2048,4392x1464x1176,4168x1400x704,520x608x11488,1112x1936x1008,600x1648x1696,3336x1600x1504,3000x544x1328,4168x600x416,920x2320x376
LARGE=5000x5000x5000,8192x8192x8192,7000x5000x3000,2560x1792x3072
E=-DEARLY_START=1
CUTETUI_KERNEL_OPTS=$E timeout 200 "$BIN" bench --verify --kernel auto >"$LOG/verify-early-auto.txt" 2>&1
echo "early, auto's candidates: exit $?, $(grep -c '  ok' "$LOG/verify-early-auto.txt") ok; $(tail -1 "$LOG/verify-early-auto.txt")"
CUTETUI_KERNEL_OPTS=$E CUTETUI_STREAMK=1 timeout 120 "$BIN" bench --verify --kernel tma-multicast >"$LOG/verify-early-sk.txt" 2>&1
echo "early, stream-K tma-multicast: exit $?, $(grep -c ' ok;' "$LOG/verify-early-sk.txt") ok; $(tail -1 "$LOG/verify-early-sk.txt")"
for r in 1 2; do
	for t in 5 0; do
		for v in early base; do
			o=
			[ $v = early ] && o=$E
			for set in SHORT LARGE; do
				CUTETUI_KERNEL_OPTS=$o timeout 200 "$BIN" bench --kernel auto --tune $t --shapes "${!set}" --mappings "N=8,Triton G=8" --rounds 20 \
					--json-out "$LOG/$set-t$t-$v-r$r.json" >"$LOG/$set-t$t-$v-r$r.txt" 2>&1 || echo "$set t$t $v r$r: exit $?"
			done
		done
	done
done
pack
