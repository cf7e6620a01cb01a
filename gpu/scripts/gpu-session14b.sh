#!/usr/bin/env bash
# 2026-11-29, session 14, call 2: kernels compiled ahead, several at once
# (sweep.precompile). On an empty cubin cache each time: the compile phase
# of `bench --verify --kernel auto` (50 modules; its "kernels:" line, the
# process stopped after it) with CUTETUI_COMPILE_JOBS = 1, 2, 4, 8 and 16;
# a tuned run at eight of the issue's shapes with 1 and 8; a new user's
# first `cutetui bench` (no flags) with 1 (what it was) and the default.
# (Call 1 ran this script's first version: its tuned runs asked for 3
# rounds and were refused; its first `cutetui bench` and make gpu-test's
# script are reported from it.)
. "$(dirname "$0")/env.sh"
unpack
. "$(dirname "$0")/timed.sh"
S=1000x1000x1000,640x1536x2048,1800x1800x512,2560x1792x3072,5000x5000x5000,7000x5000x3000,10000x7000x3000,3000x9000x2500
nproc
for j in 1 2 4 8 16; do
	c=$(mktemp -d)
	XDG_CACHE_HOME=$c CUTETUI_COMPILE_JOBS=$j timed verify-j$j timeout 200 "$BIN" bench --verify --kernel auto | grep -m1 "^kernels:"
done
for j in 1 8; do
	c=$(mktemp -d)
	XDG_CACHE_HOME=$c CUTETUI_COMPILE_JOBS=$j timed cold-j$j "$BIN" bench --kernel auto --shapes "$S" --mappings N=8 \
		--rounds 20 --tune 2 --json-out "$LOG/cold-j$j.json" >"$LOG/cold-j$j.txt"
	echo "jobs $j: $(ls "$c"/cutetui/cubin | wc -l) cubins"
	XDG_CACHE_HOME=$c CUTETUI_COMPILE_JOBS=$j timed warm-j$j "$BIN" bench --kernel auto --shapes "$S" --mappings N=8 \
		--rounds 20 --tune 2 >/dev/null
done
c=$(mktemp -d)
XDG_CACHE_HOME=$c CUTETUI_COMPILE_JOBS=1 timed first-bench-1 timeout 300 "$BIN" bench --json-out "$LOG/first-bench-1.json" >"$LOG/first-bench-1.txt"
c=$(mktemp -d)
XDG_CACHE_HOME=$c timed first-bench-default timeout 300 "$BIN" bench --json-out "$LOG/first-bench-default.json" >"$LOG/first-bench-default.txt"
pack
