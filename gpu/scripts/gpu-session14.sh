#!/usr/bin/env bash
# 2026-11-29, session 14, call 1: kernels compiled ahead, several at once
# (sweep.precompile). A tuned run at eight of the issue's shapes on an
# empty cubin cache with CUTETUI_COMPILE_JOBS = 1 (as before), 4, 8 and 16
# (wall time and peak memory of the process), a new user's first
# `cutetui bench` (no flags, empty cache), then make gpu-test's script
# (TestGPUPrecompile among the Go GPU tests).
. "$(dirname "$0")/env.sh"
unpack
. "$(dirname "$0")/timed.sh" # (as run, timed was defined here; the same function)
S=1000x1000x1000,640x1536x2048,1800x1800x512,2560x1792x3072,5000x5000x5000,7000x5000x3000,10000x7000x3000,3000x9000x2500
nproc; free -g | head -2
for j in 1 4 8 16; do
	c=$(mktemp -d)
	XDG_CACHE_HOME=$c CUTETUI_COMPILE_JOBS=$j timed cold-j$j "$BIN" bench --kernel auto --shapes "$S" --mappings N=8 \
		--rounds 3 --warmup 1 --tune 2 --json-out "$LOG/cold-j$j.json" >"$LOG/cold-j$j.txt"
	echo "jobs $j: $(ls "$c"/cutetui/cubin | wc -l) cubins"
	XDG_CACHE_HOME=$c CUTETUI_COMPILE_JOBS=$j timed warm-j$j "$BIN" bench --kernel auto --shapes "$S" --mappings N=8 \
		--rounds 3 --warmup 1 --tune 2 >/dev/null
done
c=$(mktemp -d)
XDG_CACHE_HOME=$c timed first-bench timeout 300 "$BIN" bench --json-out "$LOG/first-bench.json" >"$LOG/first-bench.txt"
echo "first bench: $(ls "$c"/cutetui/cubin | wc -l) cubins"
timed gpu-test ./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt"
tail -25 "$LOG/gpu-test.txt"
pack
