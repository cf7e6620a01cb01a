#!/usr/bin/env bash
# docs/benchmarks.md, "Where the last points go" (H200, 2026-11-29), run 7:
# which kernel, tile and cluster cuBLAS runs at each shape still below it
# (ncu's launch statistics of the cuBLAS call of one --ncu-child sequence:
# fill, fill, ours, cuBLAS), and a K sweep at 1000×1000 (ours and cuBLAS)
# that splits a small launch into a fixed part and a part per K step.
. "$(dirname "$0")/env.sh"
for s in 640x1536x2048 1200x800x1200 1800x1800x512 768x1280x1536 1024x1024x2048 2944x1920x1536 2304x2304x2048 2560x1792x3072 3072x1024x6144 7000x5000x3000 10000x7000x3000; do
	ncu --clock-control none --section LaunchStats --metrics gpu__time_duration.sum,sm__cycles_active.max \
		--launch-skip 2 --launch-count 2 "$BIN" bench --ncu-child --kernel auto --shapes $s --mappings N=8 --rounds 1 --warmup 1 >"$LOG/ncu-tiles-$s.txt" 2>&1
	echo "== $s"; grep -E '^  [a-zA-Z_].*\(|Cluster Size|Grid Size|Block Size|Registers Per|Dynamic Shared|Duration|sm__cycles_active.max|gpu__time_duration' "$LOG/ncu-tiles-$s.txt"
done >"$LOG/cublas-tiles.txt"
K=64,128,256,512,1024,2048,4096
S=""
for k in ${K//,/ }; do S="$S,1000x1000x$k"; done
for r in 1 2; do
	"$BIN" bench --kernel tma-pingpong-64x128 --shapes "${S#,}" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/ksweep-r$r.json" >"$LOG/ksweep-r$r.txt" 2>&1
done
pack
