#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), third
# call: with the tensor maps' L2 promotion at 128 bytes and no cluster
# barrier at exit (both now the default), every kernel auto chooses between
# on a fit set of shapes from each class, in turn twice: what kernels.Choose
# is fitted on.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
FIT=1000x1000x1000,640x1536x2048,1200x800x1200,768x1280x1536,1000x1000x64,1024x1024x2048,512x2048x3072
FIT=$FIT,1800x1800x512,1500x1500x640,2560x1792x3072,2944x1920x1536,2304x2304x2048,2048x2304x2048,3072x1536x3072,2560x1792x3000,3072x1024x6144,2048x2048x8192,2432x1792x1800,1536x2304x6656,2048x2432x4360
FIT=$FIT,4096x4096x1024,8192x8192x8192,5120x5016x5120,7168x5016x3072,4096x4096x4096
FIT=$FIT,5000x5000x5000,7000x5000x3000,10000x7000x3000,6000x4000x2000,5120x5016x5000,8000x5000x4880,6000x3000x5864
for r in 1 2; do
	for k in auto tma-multicast tma-multicast-256x160 tma-multicast-512x144 tma-multicast-512x152 tma-pingpong tma-pingpong-64x256 tma-pingpong-64x192 tma-pingpong-64x160 tma-pingpong-64x128 tma-pingpong-64x128-8s; do
		timeout 200 "$BIN" bench --kernel $k --shapes "$FIT" --mappings "$M" --rounds 20 --json-out "$LOG/fit-$k-r$r.json" >"$LOG/fit-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
done
pack
