#!/usr/bin/env bash
# 2026-11-29, session 12, call 5: the shapes of call 4 furthest below
# cuBLAS (84–90%). Which kernel, tile and cluster cuBLAS runs at each (ncu's
# launch statistics of the cuBLAS call of one --ncu-child sequence: fill,
# fill, ours, cuBLAS); and other tiles of ours against auto at the three
# tall, narrow ones (N 544–600): 384-row tiles, 192-row tiles in 1x2
# clusters, 4x1 clusters of 64-row parts, narrower 256-row tiles. Build
# be3d63a.
. "$(dirname "$0")/env.sh"
unpack
for s in 576x3216x2200 552x7024x3104 3000x544x1328 4168x600x416 600x1648x1696 5352x560x480 3336x1600x1504 3952x1560x1520 920x2320x376; do
	timeout 60 ncu --clock-control none --section LaunchStats --metrics gpu__time_duration.sum,sm__cycles_active.max \
		--launch-skip 2 --launch-count 2 "$BIN" bench --ncu-child --kernel auto --shapes $s --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-tiles-$s.txt" 2>&1
	echo "== $s"; grep -E '^  [a-zA-Z_].*\(|Cluster Size|Grid Size|Block Size|Registers Per|Dynamic Shared|gpu__time_duration' "$LOG/ncu-tiles-$s.txt"
done >"$LOG/cublas-tiles.txt"
vs_auto c5 3000x544x1328:tma-multicast-384x72 3000x544x1328:tma-multicast-192x144-1x2 3000x544x1328:tma-pingpong-256x136-4x1 3000x544x1328:tma-multicast-256x96 \
	4168x600x416:tma-multicast-384x104 4168x600x416:tma-multicast-192x208-1x2 4168x600x416:tma-multicast-256x152 \
	5352x560x480:tma-multicast-384x144 5352x560x480:tma-multicast-192x288-1x2 5352x560x480:tma-multicast-256x192
pack
