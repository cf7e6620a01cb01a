#!/usr/bin/env bash
# 2026-11-29, session 10, call 8 (exploration): is the tall, narrow class
# (M in thousands, N under 2048; 90–95% of cuBLAS at call 17's ragged
# shapes) slow for its ragged rows or for its shape? Auto at five of
# those shapes and at each with K rounded to a multiple of 64 (rows of
# whole L2 lines), plus three aligned tall shapes, in turn twice.
. "$(dirname "$0")/env.sh"
S=14680x952x4744,14680x952x4736,7176x952x6296,7176x952x6272,13560x1080x13224,13560x1080x13248,6960x1560x5368,6960x1560x5376,11320x1280x7776,11320x1280x7744,8192x1024x4096,16384x1536x4096,16384x768x8192
for r in 1 2; do
	timeout 250 "$BIN" bench --kernel auto --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/tn-auto-r$r.json" >"$LOG/tn-auto-r$r.txt" 2>&1 || echo "auto r$r: exit $?"
done
pack
