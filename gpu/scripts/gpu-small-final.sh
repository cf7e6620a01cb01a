#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 14:
# the final small-shape rule (kernels.SmallTile: the ladder's tile trimmed,
# or the narrowest one-wave tile where it adds half as many tiles again)
# judged on eight shapes drawn with seed 1137 before the call where it
# differs from the old ladder, in turn twice; verify of the tiles not yet
# verified and of auto; the GPU tests of gpu/sweep and views/bench; auto on
# the issue's shapes (five mappings).
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
for k in tma-pingpong-64x120 tma-pingpong-64x232 tma-pingpong-64x248 auto; do
	timeout 100 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $? $(tail -1 "$LOG/verify-$k.txt")"
done
for t in bin/sweep.test bin/benchview.test; do
	"$t" -test.run GPU -test.v -test.count=1 >"$LOG/$(basename "$t").txt" 2>&1
	echo "$t: exit $?"; grep -E '^(--- FAIL)' "$LOG/$(basename "$t").txt"
done
b() { # name kernel shapes
	timeout 100 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "$M" --rounds 20 --json-out "$LOG/final-$1.json" >"$LOG/final-$1.txt" 2>&1 || echo "$1: exit $?"
}
for r in 1 2; do
		b pp64x232-r$r tma-pingpong-64x232 1600x1152x1536
		b pp64x256-r$r tma-pingpong-64x256 1600x1152x1536,2112x704x3072,1344x1216x2688
		b pp64x64-r$r tma-pingpong-64x64 256x896x640,1344x384x704
		b pp64x128-r$r tma-pingpong-64x128 256x896x640,1344x384x704
		b pp64x240-r$r tma-pingpong-64x240 2112x704x3072
		b pp64x64-8s-r$r tma-pingpong-64x64-8s 832x448x3648,704x640x2880,1728x256x3072
		b pp64x128-8s-r$r tma-pingpong-64x128-8s 832x448x3648,704x640x2880,1728x256x3072
		b pp64x248-r$r tma-pingpong-64x248 1344x1216x2688
done
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500
timeout 150 "$BIN" bench --kernel auto --shapes "$ISSUE" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 --json-out "$LOG/issue-auto.json" >"$LOG/issue-auto.txt" 2>&1 || echo "auto: exit $?"
pack
