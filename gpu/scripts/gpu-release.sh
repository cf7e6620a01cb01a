#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 3: a consumer warp releases a stage from one lane per CTA of its
# cluster row and column (release_stage) rather than from lane 0 to every
# CTA in turn. $OLD is the build before (bin/cutetui-old), $BIN after; verify
# of the new build's cluster kernels first, then auto on both builds in turn
# twice, then the new cluster shapes.
. "$(dirname "$0")/env.sh"
OLD=${OLD:-bin/cutetui-old}
for k in auto tma-multicast tma-pingpong tma-multicast-512x128-4x2 tma-multicast-256x128-2x2 tma-multicast-128x256-1x4; do
	timeout 120 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $?, $(grep -c '  ok' "$LOG/verify-$k.txt") ok lines; $(tail -1 "$LOG/verify-$k.txt")"
done
M="N=8,Triton G=8"
S=1000x1000x1000,1000x1000x2000,1024x768x1536,960x1024x512,640x1536x2048,1200x800x1200,768x1280x1536,2944x1920x1536,3072x1024x6144,8192x8192x8192
for r in 1 2; do
	for b in old new; do
		bin=$BIN; [ $b = old ] && bin=$OLD
		timeout 150 "$bin" bench --kernel auto --shapes $S --mappings "$M" --rounds 20 --json-out "$LOG/r-auto-$b-r$r.json" >"$LOG/r-auto-$b-r$r.txt" 2>&1 || echo "auto $b r$r: exit $?"
	done
	for k in tma-multicast-512x128-4x2 tma-multicast-256x128-2x2 tma-multicast-128x128-1x2; do
		timeout 100 "$BIN" bench --kernel $k --shapes 1000x1000x1000,1000x1000x2000,1024x768x1536,960x1024x512 --mappings "$M" --rounds 20 --json-out "$LOG/r-$k-r$r.json" >"$LOG/r-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
done
pack
