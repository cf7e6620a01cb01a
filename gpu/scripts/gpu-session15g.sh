#!/usr/bin/env bash
# 2026-11-29, session 15, call 7: (1) two waves of ping-pong's 128-row
# parts in 2x2 clusters (kernels.quadPingpongWaves) among auto's
# candidates (bin/cutetui-exp, up to 30), at the short launches where they
# fit; (2) where the time goes at 4168x1400x704, where cuBLAS runs the
# same 128x176 parts in 1x2 clusters in 16.2 us (ncu) to our 20.1: K of
# 64, 704 and 1408, and 704 without the epilogue (-DNO_EPILOGUE=1).
. "$(dirname "$0")/env.sh"
unpack
FIT=1112x1936x1008,3000x544x1328,2944x1920x1536,2304x2304x2048,1200x800x1200,920x2320x376,1080x1736x664,2264x936x1568
timeout 200 bin/cutetui-exp bench --kernel auto --tune 8 --shapes "$FIT" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/tune-fit.json" >"$LOG/tune-fit.txt" 2>&1 || echo "tune-fit: exit $?"
for r in 1 2; do
	timeout 100 bin/cutetui-exp bench --kernel tma-pingpong-128x352-1x2 --shapes 4168x1400x64,4168x1400x704,4168x1400x1408 --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/k-r$r.json" >"$LOG/k-r$r.txt" 2>&1 || echo "k r$r: exit $?"
	CUTETUI_KERNEL_OPTS=-DNO_EPILOGUE=1 timeout 100 bin/cutetui-exp bench --kernel tma-pingpong-128x352-1x2 --shapes 4168x1400x64,4168x1400x704,4168x1400x1408 --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/noepi-r$r.json" >"$LOG/noepi-r$r.txt" 2>&1 || echo "noepi r$r: exit $?"
done
pack
