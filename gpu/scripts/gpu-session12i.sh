#!/usr/bin/env bash
# 2026-11-29, session 12, call 9: the shapes of call 8 furthest below
# cuBLAS (77–82%): which kernel, tile and cluster cuBLAS runs there (ncu's
# launch statistics, as call 5), and other tiles of ours against auto at
# three of them. Build b1ab199.
. "$(dirname "$0")/env.sh"
unpack
for s in 2016x1736x4808 544x6200x2080 960x3600x8496 960x2104x1672; do
	timeout 60 ncu --clock-control none --section LaunchStats --metrics gpu__time_duration.sum,sm__cycles_active.max \
		--launch-skip 2 --launch-count 2 "$BIN" bench --ncu-child --kernel auto --shapes $s --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-tiles-$s.txt" 2>&1
	echo "== $s"; grep -E '^  [a-zA-Z_].*\(|Cluster Size|Grid Size|Dynamic Shared|gpu__time_duration' "$LOG/ncu-tiles-$s.txt"
done >"$LOG/cublas-tiles.txt"
vs_auto c9 2016x1736x4808:tma-multicast-384x160 2016x1736x4808:tma-pingpong-256x176 2016x1736x4808:tma-multicast-192x296-1x2 \
	544x6200x2080:tma-multicast-192x288-1x2 544x6200x2080:tma-pingpong-t \
	960x3600x8496:tma-multicast-192x280-1x2 960x3600x8496:tma-multicast-256x240
pack
