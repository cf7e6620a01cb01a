#!/usr/bin/env bash
# 2026-11-29, session 8, call 3: the last unit's epilogue staged in the
# ring (EPI_STAGES, tma_multicast.cuh) — bench --verify of every kernel of
# kernels.All and of auto, then --kernel auto with it (new) and without
# (-DEPI_STAGES=0, old) in turn twice, N=8 and Triton G=8, at the two-wave
# shapes of run 2, the small ones and five larger ones.
. "$(dirname "$0")/env.sh"
S=2560x1792x3072,2944x1920x1536,2304x2304x2048,3072x1024x6144,2304x2432x2496,3072x1792x2240,1800x1800x512,1024x768x1536,640x1536x2048,1000x1000x1000,1200x800x1200,4096x4096x1024,2048x2048x8192,5000x5000x5000,7000x5000x3000,8192x8192x8192
timeout 200 "$BIN" bench --verify >"$LOG/verify-all.txt" 2>&1
echo "verify all: exit $?; $(grep -c '  ok' "$LOG/verify-all.txt") ok lines; $(tail -1 "$LOG/verify-all.txt")"
verify_each auto
new_vs_old wide "$S" "-DEPI_STAGES=0"
pack
cat "$LOG/summary.txt"
