#!/usr/bin/env bash
# 2026-11-29, session 15, call 13: cuBLAS runs 128x64 ping-pong parts in
# 1x2 clusters with eight stages at 1024x1024x2048; ours of that shape,
# tma-pingpong-128x128-1x2, runs five. Five, six and eight stages at six
# short launches, in turn twice.
. "$(dirname "$0")/env.sh"
unpack
S=1024x1024x2048,1000x1000x1000,1000x1000x64,768x1280x1536,640x1536x2048,600x1648x1696
for r in 1 2; do
	for k in tma-pingpong-128x128-1x2 tma-pingpong-128x128-1x2-6s tma-pingpong-128x128-1x2-8s; do
		timeout 100 "$BIN" bench --kernel $k --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$k-r$r.json" >"$LOG/$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
done
verify_each tma-pingpong-128x128-1x2-8s
pack
