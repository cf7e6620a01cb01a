#!/usr/bin/env bash
# 2026-11-29, session 14, call 7: what cuBLAS runs at small M×N over a
# long K (ncu's launch statistics of the cuBLAS call of an --ncu-child
# sequence: fill, fill, ours, cuBLAS), and 128-row CTAs in 1x2 clusters
# (11 rows of tiles over 1400 rows, not six of 256) with the split tail or
# stream-K at 1400x1224x11584 and 1528x1096x11952.
. "$(dirname "$0")/env.sh"
unpack
for s in 1400x1224x11584 1528x1096x11952 1456x1224x12632 520x608x11488; do
	ncu --clock-control none --section LaunchStats --metrics gpu__time_duration.sum,sm__cycles_active.max \
		--launch-skip 2 --launch-count 2 "$BIN" bench --ncu-child --kernel tma-multicast --shapes $s --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-$s.txt" 2>&1
	echo "== $s"; grep -E '^  [a-zA-Z_].*\(|Cluster Size|Grid Size|Duration|gpu__time_duration' "$LOG/ncu-$s.txt"
done
run() { # NAME SHAPE KERNEL [ENV]
	env ${4:-CUTETUI_X=} timeout 100 "$BIN" bench --kernel $3 --shapes $2 --mappings "N=8,Triton G=8" --rounds 20 \
		--json-out "$LOG/k-$1.json" >"$LOG/k-$1.txt" 2>&1 || echo "$1: exit $?"
}
for r in 1 2; do
	run a1400-mc-r$r 1400x1224x11584 tma-multicast
	run a1400-mc248-r$r 1400x1224x11584 tma-multicast-256x248
	run a1400-mc248sk-r$r 1400x1224x11584 tma-multicast-256x248 CUTETUI_STREAMK=1
	run a1400-416-r$r 1400x1224x11584 tma-multicast-128x416-1x2
	run a1400-416sk-r$r 1400x1224x11584 tma-multicast-128x416-1x2 CUTETUI_STREAMK=1
	run a1400-496-r$r 1400x1224x11584 tma-multicast-128x496-1x2
	run a1400-512sk-r$r 1400x1224x11584 tma-multicast-128x512-1x2 CUTETUI_STREAMK=1
	run b1528-mc-r$r 1528x1096x11952 tma-multicast
	run b1528-416-r$r 1528x1096x11952 tma-multicast-128x416-1x2
	run b1528-416sk-r$r 1528x1096x11952 tma-multicast-128x416-1x2 CUTETUI_STREAMK=1
	run b1528-384sk-r$r 1528x1096x11952 tma-multicast-128x384-1x2 CUTETUI_STREAMK=1
done
pack
