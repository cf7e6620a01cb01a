#!/usr/bin/env bash
# docs/benchmarks.md, "The small shapes' gap" (H200, 2026-11-29): the
# invocations of its three runs, assembled after them (not itself run).
# ncu of one launch sequence at each small shape; auto with experiment
# defines; the small kernels at 5–8 stages; auto against $MAIN_BIN (a build
# of the code before the change) on the issue's and held-out small shapes.
. "$(dirname "$0")/env.sh"
MAIN_BIN=${MAIN_BIN:-bin/cutetui-main}
S=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,900x1100x900,1100x700x1400,768x1280x1536,1500x1500x640
H=1024x1024x2048,896x1152x1664,512x2048x3072,1000x900x1536,768x1024x4096
M="N=8,Triton G=8"
for s in 1000x1000x1000 640x1536x2048 1200x800x1200 1800x1800x512 1000x1000x64; do
	ncu --clock-control none --section LaunchStats --metrics gpu__time_duration.sum,sm__cycles_active.max,sm__cycles_active.avg,sm__cycles_elapsed.max \
		--launch-count 40 "$BIN" bench --ncu-child --kernel auto --shapes $s --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-$s.txt" 2>&1
done
b() { # name kernel NVRTC-options [shapes]
	CUTETUI_KERNEL_OPTS="$3" "$BIN" bench --kernel "$2" --shapes "${4:-$S,1000x1000x64}" --mappings "$M" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1
}
for r in 1 2; do
	b auto-r$r auto ""
	b pfc-r$r auto "-DPREFETCH_C=1"
	b st3-r$r auto "-DSTAGES=3"
	b rd-r$r auto "-DEXIT_WAIT_READ=1"
	for st in 5 6 7 8; do b p128s$st-r$r tma-pingpong-64x128 "-DSTAGES=$st"; b p128s$st-rd-r$r tma-pingpong-64x128 "-DSTAGES=$st -DEXIT_WAIT_READ=1"; done
	for k in 160 192; do for st in 5 6; do b p${k}s$st-r$r tma-pingpong-64x$k "-DSTAGES=$st"; done; done
	b m64-r$r tma-multicast-256x64 ""
done
for r in 1 2; do
	"$BIN" bench --kernel auto --shapes "$S,$H" --mappings "$M" --rounds 20 --json-out "$LOG/new-r$r.json" >"$LOG/new-r$r.txt" 2>&1
	"$MAIN_BIN" bench --kernel auto --shapes "$S,$H" --mappings "$M" --rounds 20 --json-out "$LOG/main-r$r.json" >"$LOG/main-r$r.txt" 2>&1
done
for f in "$LOG"/*.json; do echo "== $f"; python3 "$(dirname "$0")/pct-cublas.py" --us "$f"; done
