#!/usr/bin/env bash
# 2026-11-29, session 14, call 1: kernels compiled ahead, several at once
# (sweep.precompile). A tuned run at eight of the issue's shapes on an
# empty cubin cache with CUTETUI_COMPILE_JOBS = 1 (as before), 4, 8 and 16
# (wall time and peak memory of the process), a new user's first
# `cutetui bench` (no flags, empty cache), then make gpu-test's script
# (TestGPUPrecompile among the Go GPU tests).
. "$(dirname "$0")/env.sh"
unpack
# timed LABEL CMD…: CMD's wall time (and peak RSS where /usr/bin/time is
# there), a line on stdout; CMD's stderr to $LOG/LABEL.err.
timed() {
	local label=$1 t0 rc
	shift
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -o "$LOG/$label.time" -f "$label: %e s wall, %M KiB peak RSS, %P CPU" "$@" 2>"$LOG/$label.err"
		rc=$?
		cat "$LOG/$label.time"
	else
		t0=$(date +%s.%N)
		"$@" 2>"$LOG/$label.err"
		rc=$?
		echo "$label: $(echo "$(date +%s.%N) - $t0" | bc) s wall"
	fi
	[ $rc -eq 0 ] || echo "$label: exit $rc"
}
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
