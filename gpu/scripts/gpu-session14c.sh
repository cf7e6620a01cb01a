#!/usr/bin/env bash
# 2026-11-29, session 14, call 3: call 2's compile timings were not of an
# empty cache: after the first compile of a source, NVRTC compiled it
# again in a fraction of the time though our cubin cache was new (NVRTC
# 12.9+ caches by itself). Where does it keep it (the files written by
# one compile phase), then call 2's timings again with HOME and
# XDG_CACHE_HOME new for every process.
. "$(dirname "$0")/env.sh"
unpack
. "$(dirname "$0")/timed.sh"
S=1000x1000x1000,640x1536x2048,1800x1800x512,2560x1792x3072,5000x5000x5000,7000x5000x3000,10000x7000x3000,3000x9000x2500
touch /tmp/stamp
c=$(mktemp -d)
XDG_CACHE_HOME=$c timed where "$BIN" bench --verify --kernel auto | grep -m1 "^kernels:"
echo "files written outside $c by that process:"
find / -xdev -newer /tmp/stamp -type f 2>/dev/null | grep -v "^/proc\|^/sys\|^$c\|^$LOG\|^/tmp/stamp" | sed 's|/[^/]*$||' | sort | uniq -c | sort -rn | head
env | grep -i "cache\|nvrtc" | grep -v "^XDG_CACHE_HOME=$c"
fresh() { # fresh CMD…: CMD with a new, empty HOME and XDG_CACHE_HOME
	local h
	h=$(mktemp -d)
	HOME=$h XDG_CACHE_HOME=$h/.cache "$@"
}
for j in 1 2 4 8 16; do
	CUTETUI_COMPILE_JOBS=$j fresh timed verify-j$j timeout 200 "$BIN" bench --verify --kernel auto | grep -m1 "^kernels:"
done
for j in 1 8; do
	CUTETUI_COMPILE_JOBS=$j fresh timed cold-j$j "$BIN" bench --kernel auto --shapes "$S" --mappings N=8 \
		--rounds 20 --tune 2 --json-out "$LOG/cold-j$j.json" >"$LOG/cold-j$j.txt"
done
CUTETUI_COMPILE_JOBS=1 fresh timed first-bench-1 timeout 300 "$BIN" bench --json-out "$LOG/first-bench-1.json" >"$LOG/first-bench-1.txt"
fresh timed first-bench-default timeout 300 "$BIN" bench --json-out "$LOG/first-bench-default.json" >"$LOG/first-bench-default.txt"
pack
