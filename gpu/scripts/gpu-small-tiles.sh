#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 13:
# small shapes on the narrowest 128xN tiles that fit one wave
# (kernels.SmallTile) against the old ladder's 128, 160, 192 or 256: verify
# of each new tile and of auto, then each tile at the shapes it or the old
# ladder runs (the test's known shapes and eight drawn with seed 1136 before
# the call), in turn twice; then auto on the issue's shapes (five mappings)
# and gpu-test at this build.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
for k in tma-pingpong-64x104 tma-pingpong-64x120-8s tma-pingpong-64x136 tma-pingpong-64x168 tma-pingpong-64x184 tma-pingpong-64x216 tma-pingpong-64x224 tma-pingpong-64x240 tma-pingpong-64x64 tma-pingpong-64x64-8s tma-pingpong-64x72-8s tma-pingpong-64x80-8s; do
	timeout 100 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $? $(tail -1 "$LOG/verify-$k.txt")"
done
timeout 100 "$BIN" bench --verify --kernel auto >"$LOG/verify-auto.txt" 2>&1
echo "verify auto: exit $? $(tail -1 "$LOG/verify-auto.txt")"
b() { # name kernel shapes
	timeout 100 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "$M" --rounds 20 --json-out "$LOG/small-$1.json" >"$LOG/small-$1.txt" 2>&1 || echo "$1: exit $?"
}
for r in 1 2; do
		b pp64x136-r$r tma-pingpong-64x136 1200x800x1200
		b pp64x160-r$r tma-pingpong-64x160 1200x800x1200
		b pp64x120-8s-r$r tma-pingpong-64x120-8s 640x1536x2048,768x1280x1536,768x1280x1984
		b pp64x128-8s-r$r tma-pingpong-64x128-8s 640x1536x2048,768x1280x1536,512x1280x2752,640x896x1728,320x1280x2624,768x1280x1984
		b pp64x104-r$r tma-pingpong-64x104 1100x700x1400
		b pp64x128-r$r tma-pingpong-64x128 1100x700x1400,512x768x832
		b pp64x184-r$r tma-pingpong-64x184 1200x1100x1200
		b pp64x192-r$r tma-pingpong-64x192 1200x1100x1200,777x1500x100,640x2176x3712
		b pp64x168-r$r tma-pingpong-64x168 777x1500x100,640x2176x3712
		b pp64x240-r$r tma-pingpong-64x240 1200x1400x1200
		b pp64x256-r$r tma-pingpong-64x256 1200x1400x1200,1664x1088x1536,1408x1280x1280
		b pp64x224-r$r tma-pingpong-64x224 1664x1088x1536
		b pp64x80-8s-r$r tma-pingpong-64x80-8s 512x1280x2752
		b pp64x64-r$r tma-pingpong-64x64 512x768x832
		b pp64x72-8s-r$r tma-pingpong-64x72-8s 640x896x1728
		b pp64x64-8s-r$r tma-pingpong-64x64-8s 320x1280x2624
		b pp64x216-r$r tma-pingpong-64x216 1408x1280x1280
done
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500
timeout 150 "$BIN" bench --kernel auto --shapes "$ISSUE" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 --json-out "$LOG/issue-auto.json" >"$LOG/issue-auto.txt" 2>&1 || echo "auto: exit $?"
./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
tail -1 "$LOG/gpu-test.txt"
pack
