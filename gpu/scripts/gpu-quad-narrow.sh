#!/usr/bin/env bash
# 2026-11-29, session 8, call 6: small shapes whose 4×1 tiles are 256
# wide because the 2×1 ladder's tiles were (quadTile takes w ≥ bn), where
# narrower 4×1 tiles also fit one wave of the 30 resident clusters: auto
# (256 columns) against the narrowest such width (224 or 232), at eight
# shapes (seven drawn with seed 1130 before any timing, M, N 512–3072 by
# 64, K 512–4032 by 64, and 1536×1024×1024 of call 5), each verified
# first, in turn twice, N=8 and Triton G=8.
. "$(dirname "$0")/env.sh"
vs_auto qn 1536x1024x1024:tma-pingpong-256x224-4x1 1536x1024x1280:tma-pingpong-256x224-4x1 704x2176x1728:tma-pingpong-256x224-4x1 \
	1216x1280x3072:tma-pingpong-256x224-4x1 1536x1024x1856:tma-pingpong-256x224-4x1 768x2176x1792:tma-pingpong-256x224-4x1 \
	1472x1024x576:tma-pingpong-256x224-4x1 768x2304x2816:tma-pingpong-256x232-4x1
pack
cat "$LOG/summary.txt" | grep -v '^=='
