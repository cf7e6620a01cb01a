#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), second
# call: gpu-test with the tensor maps' L2 promotion at 128 bytes (the new
# default); auto at 128 against 256 bytes on the issue's shapes and on
# held-out shapes whose rows are not whole L2 lines (drawn with seed 1129
# before the call); the small kernels' epilogue and exit (NO_EPILOGUE with
# the accumulators read, EXIT_TAIL, EPI_NBUF=4); every cooperative and
# ping-pong kernel on the two-wave shapes.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
b() { # name kernel shapes [env...]
	local name=$1 k=$2 s=$3
	shift 3
	env "$@" timeout 120 "$BIN" bench --kernel "$k" --shapes "$s" --mappings "$M" --rounds 20 --json-out "$LOG/$name.json" >"$LOG/$name.txt" 2>&1 || echo "$name: exit $?"
}
./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
tail -12 "$LOG/gpu-test.txt"
for k in tma-pingpong-64x128 tma-pingpong-64x160 tma-multicast tma-pingpong tma-multicast-512x152; do
	CUTETUI_KERNEL_OPTS=-DEXIT_TAIL=1 timeout 200 "$BIN" bench --verify --kernel $k >"$LOG/verify-tail-$k.txt" 2>&1
	echo "verify EXIT_TAIL $k: exit $? $(tail -1 "$LOG/verify-tail-$k.txt")"
done
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192
HELD=8750x5750x2576,10750x1750x3032,6000x3000x5864,4000x7750x6192,3000x11000x2120,2000x10500x6520,5120x5016x5000,2048x2432x4360,3072x1536x3000,2432x1792x1800,2048x2304x2000,8000x5000x4880,5120x5016x5120,7168x5016x3072
SMALL=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,768x1280x1536,1000x1000x64
for r in 1 2; do
	b issue-128-r$r auto $ISSUE
	b issue-256-r$r auto $ISSUE CUTETUI_TMA_PROMOTION=256
	b held-128-r$r auto $HELD
	b held-256-r$r auto $HELD CUTETUI_TMA_PROMOTION=256
	b small-base-r$r auto $SMALL
	b small-ne-r$r auto $SMALL CUTETUI_UNCHECKED=1 CUTETUI_KERNEL_OPTS=-DNO_EPILOGUE=1
	b small-tail-r$r auto $SMALL CUTETUI_KERNEL_OPTS=-DEXIT_TAIL=1
	for k in 128 160; do
		b p$k-base-r$r tma-pingpong-64x$k $SMALL
		b p$k-nb4-r$r tma-pingpong-64x$k $SMALL CUTETUI_KERNEL_OPTS=-DEPI_NBUF=4
		b p$k-nb4tail-r$r tma-pingpong-64x$k $SMALL "CUTETUI_KERNEL_OPTS=-DEPI_NBUF=4 -DEXIT_TAIL=1"
	done
	b big-tail-r$r auto 5000x5000x5000,7000x5000x3000,8192x8192x8192,3072x1024x6144 CUTETUI_KERNEL_OPTS=-DEXIT_TAIL=1
	b big-base-r$r auto 5000x5000x5000,7000x5000x3000,8192x8192x8192,3072x1024x6144
done
for k in tma-multicast tma-multicast-256x160 tma-multicast-512x144 tma-multicast-512x152 tma-pingpong tma-pingpong-64x256 tma-pingpong-64x192 tma-pingpong-64x160 tma-pingpong-64x128; do

	b two-$k $k 2944x1920x1536,2304x2304x2048,1800x1800x512
done
pack
