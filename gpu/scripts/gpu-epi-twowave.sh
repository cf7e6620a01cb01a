#!/usr/bin/env bash
# 2026-11-29, session 8, call 2: what the epilogue costs under two waves
# (docs/benchmarks.md, "The epilogue under two waves"): --kernel auto at
# the issue's two-wave shapes and three small ones, as built, with two
# staging buffers a warp in ping-pong's epilogue (-DEPI_NBUF=2: ping-pong's
# 256-row tiles have one), and without the epilogue (-DNO_EPILOGUE=1,
# unchecked), in turn twice, N=8 and Triton G=8; then at the four shapes
# auto runs on ping-pong's 256-row tiles, four stages and four buffers
# (-DSTAGES=4 -DEPI_NBUF=4).
. "$(dirname "$0")/env.sh"
S=2560x1792x3072,2944x1920x1536,2304x2304x2048,3072x1024x6144,2304x2432x2496,3072x1792x2240,1800x1800x512,1024x768x1536,640x1536x2048
CUTETUI_KERNEL_OPTS=-DEPI_NBUF=2 timeout 120 "$BIN" bench --verify --kernel tma-pingpong-256x176 >"$LOG/verify-epi2-256x176.txt" 2>&1
echo "verify epi2 256x176: exit $?; $(tail -1 "$LOG/verify-epi2-256x176.txt")"
for r in 1 2; do
	for v in base epi2 noepi; do
		case $v in
		base) env=() ;;
		epi2) env=(CUTETUI_KERNEL_OPTS=-DEPI_NBUF=2) ;;
		noepi) env=(CUTETUI_KERNEL_OPTS=-DNO_EPILOGUE=1 CUTETUI_UNCHECKED=1) ;;
		esac
		env "${env[@]}" timeout 120 "$BIN" bench --kernel auto --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/epi-$v-r$r.json" >"$LOG/epi-$v-r$r.txt" 2>&1 || echo "$v r$r: exit $?"
	done
	CUTETUI_KERNEL_OPTS="-DSTAGES=4 -DEPI_NBUF=4" timeout 120 "$BIN" bench --kernel auto --shapes 2944x1920x1536,2304x2304x2048,2304x2432x2496,3072x1792x2240 \
		--mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/epi-st4epi4-r$r.json" >"$LOG/epi-st4epi4-r$r.txt" 2>&1 || echo "st4epi4 r$r: exit $?"
done
pack
cat "$LOG/summary.txt"
