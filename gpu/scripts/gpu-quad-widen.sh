#!/usr/bin/env bash
# 2026-11-29, session 8, call 18: where 4×1 clusters widen the 2×1 tiles
# by a quarter or more from 160 columns up (896×1704×2432: 192 → 256, at
# 78–80% of cuBLAS in run 13; its 896 rows are 3.5 cluster rows of 256),
# auto (4×1) against staying on the 2×1 tiles, at ten shapes drawn with
# seed 1139 (M, N 512–2560 by 8, K 512–4096 by 64) and 896×1704×2432; the
# 2×1 kernels grouped by width, in turn twice, N=8 and Triton G=8 (bench
# checks every launch against cuBLAS).
. "$(dirname "$0")/env.sh"
b() { timeout 120 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
for r in 1 2; do
	b qw-auto-r$r auto 560x2464x2944,856x1664x1216,832x1672x576,896x1704x2432,1328x1040x1024,1976x680x3200,1152x1232x3264,568x2328x2304,640x2312x3584,536x2312x1216,576x2008x2688
	b qw-192-r$r tma-pingpong-64x192 560x2464x2944,856x1664x1216,832x1672x576,896x1704x2432
	b qw-176-r$r tma-pingpong-64x176 1328x1040x1024,1976x680x3200,1152x1232x3264
	b qw-184-r$r tma-pingpong-64x184 568x2328x2304,640x2312x3584,536x2312x1216
	b qw-160-r$r tma-pingpong-64x160 576x2008x2688
done
pack
