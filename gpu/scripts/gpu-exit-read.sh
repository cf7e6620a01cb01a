#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 6:
# with the cluster barrier gone, whether the consumers' exit waiting only
# for the TMA stores to read shared memory (-DEXIT_WAIT_READ=1, CUTLASS's
# tma_store_wait<0>) rather than for their writes shortens a launch; its
# verify on the kernels auto runs; then gpu-test if it is made the default.
. "$(dirname "$0")/env.sh"
M="N=8,Triton G=8"
SMALL=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,768x1280x1536,1000x1000x64,1024x1024x2048,512x2048x3072
BIG=2944x1920x1536,2304x2304x2048,3072x1024x6144,5000x5000x5000,7000x5000x3000,10000x7000x3000,8192x8192x8192
b() { # name shapes [env...]
	local name=$1 s=$2
	shift 2
	env "$@" timeout 200 "$BIN" bench --kernel auto --shapes "$s" --mappings "$M" --rounds 20 --json-out "$LOG/$name.json" >"$LOG/$name.txt" 2>&1 || echo "$name: exit $?"
}
for r in 1 2; do
	for e in 0 1; do
		b small-rd$e-r$r $SMALL CUTETUI_KERNEL_OPTS=-DEXIT_WAIT_READ=$e
		b big-rd$e-r$r $BIG CUTETUI_KERNEL_OPTS=-DEXIT_WAIT_READ=$e
	done
done
for k in tma-pingpong-64x128 tma-pingpong-64x160 tma-multicast tma-pingpong tma-multicast-512x144; do
	CUTETUI_KERNEL_OPTS=-DEXIT_WAIT_READ=1 timeout 200 "$BIN" bench --verify --kernel $k >"$LOG/verify-rd-$k.txt" 2>&1
	echo "verify EXIT_WAIT_READ $k: exit $? $(tail -1 "$LOG/verify-rd-$k.txt")"
done
pack
