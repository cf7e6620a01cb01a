#!/usr/bin/env bash
# 2026-11-29, session 9, call 14: under two waves, exploration. Call 11
# found tma-multicast's 256x256 tiles 13% faster than auto's 256x160 at
# 2568×1248×4152 (ragged rows). Twelve shapes drawn with seed 1153 (Go's
# math/rand: M 1536–4096, N 1024–4096 by 8, K 1024–6144 by 8; not small,
# 67–131 tiles of 256×192; eight with ragged rows, four with K a multiple
# of 64): auto against tma-multicast and its 256x160 (trimmed) and ping-pong
# on its wave-fitted tiles, each kernel on the shapes where it is not
# auto's pick, in turn twice.
. "$(dirname "$0")/env.sh"
S=3432x1216x5904,1640x2480x5344,2208x1832x6088,2488x2232x2296,3040x1336x1376,4064x1440x3976,1760x2072x1456,2400x1680x1752,2192x1920x1152,3840x1392x2816,1776x2440x5888,3208x1400x2112
P="tma-pingpong-256x136:3432x1216x5904,2208x1832x6088,2400x1680x1752,1776x2440x5888 tma-multicast-256x160:1640x2480x5344,2208x1832x6088,2488x2232x2296,1760x2072x1456,2400x1680x1752,2192x1920x1152,3840x1392x2816,1776x2440x5888,3208x1400x2112 tma-pingpong-256x144:1640x2480x5344 tma-multicast-256x232:2208x1832x6088,3840x1392x2816 tma-multicast-256x224:3040x1336x1376 tma-multicast-256x240:4064x1440x3976,2400x1680x1752,2192x1920x1152,3208x1400x2112 tma-multicast-256x152:3432x1216x5904,3040x1336x1376 tma-pingpong-256x128:3040x1336x1376 tma-pingpong-256x184:4064x1440x3976 tma-pingpong-256x120:1760x2072x1456 tma-multicast-256x248:3432x1216x5904,2488x2232x2296"
for r in 1 2; do
	timeout 200 "$BIN" bench --kernel auto --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/u2x-auto-r$r.json" >"$LOG/u2x-auto-r$r.txt" 2>&1 || echo "auto r$r: exit $?"
	for p in $P; do
		k=${p%%:*}
		timeout 200 "$BIN" bench --kernel "$k" --shapes "${p#*:}" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/u2x-$k-r$r.json" >"$LOG/u2x-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
done
pack
