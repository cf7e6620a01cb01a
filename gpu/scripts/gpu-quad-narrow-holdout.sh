#!/usr/bin/env bash
# 2026-11-29, session 8, call 7: quadTile takes the narrowest 4×1 width
# from 128 (not from the 2×1 ladder's), held out: --kernel auto new (this
# build) against old (bin/cutetui-old, 1f26b8b) in turn twice, N=8 and
# Triton G=8, at ten shapes drawn with seed 1133 where the rule narrows
# (M, N 512–3072 by 8, K 512–4032 by 64; 160 → 136 twice, 256 → 200
# three times, 232 → 200 twice, 256 → 224 twice, 256 → 232 once), the
# issue's 1200×800×1200 (160 → 136) and 1000³ (unchanged: a control);
# the new widths verified first.
. "$(dirname "$0")/env.sh"
verify_each tma-pingpong-256x200-4x1 tma-pingpong-256x136-4x1 auto
new_vs_old qnh 744x2288x512,1240x1232x3264,1232x1192x1792,1256x1272x3072,1208x1168x1152,1200x1200x3328,1224x800x1984,1248x1160x896,1248x792x1472,1216x1160x896,1200x800x1200,1000x1000x1000
pack
cat "$LOG/summary.txt" | grep -v '^=='
