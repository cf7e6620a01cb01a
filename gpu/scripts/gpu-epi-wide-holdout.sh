#!/usr/bin/env bash
# 2026-11-29, session 8, call 4: the last epilogue in the ring, kept to
# ping-pong's 256-row tiles (one staging buffer a warp: EPI_NBUF 1), held
# out: --kernel auto with it (new) and without (-DEPI_STAGES=0, old) in
# turn twice, N=8 and Triton G=8, at twelve shapes drawn with seed 1129
# where auto runs those tiles (M, N 1536–8192 by 128, K 1024–8192 by 64;
# six under two waves, six past), after bench --verify of those kernels;
# then auto at the issue's shapes under five mappings.
. "$(dirname "$0")/env.sh"
S=3200x7168x1472,3200x2816x7488,1792x5888x2496,5376x1536x6528,2176x4480x3712,2688x6912x1792,2048x3072x7808,1536x3712x5568,3968x1536x5248,2944x1792x6592,2048x1536x2432,1792x3072x2944
verify_each tma-pingpong tma-pingpong-256x176 tma-pingpong-256x168 auto
new_vs_old hold "$S" "-DEPI_STAGES=0"
issue_auto
pack
cat "$LOG/summary.txt"
