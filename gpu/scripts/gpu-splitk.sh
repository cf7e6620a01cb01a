#!/usr/bin/env bash
# On a GPU machine with a prebuilt bin/cutetui: issue 23's split-K of every
# tile (CUTETUI_SPLIT_ALL) and stream-K (CUTETUI_STREAMK, kernels.StreamK)
# against the split tail alone.
#  1. bench --verify under each "kernel:ENV=V" of $VERIFY (set empty: none):
#     verify-<kernel>-<V>.txt;
#  2. for each kernel of $KERNELS and each "name:ENV=V" of $SETTINGS,
#     $SHAPES under $MAPS: <name>-<kernel>.json;
#  3. $EXTRA: further "name|env|bench args" runs (for example NVRTC options).
# Logs and JSON in $OUT (or ./gpu-logs); a summary in microseconds.
. "$(dirname "$0")/env.sh"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader 2>&1
MAPS=${MAPS:-N=8}
SHAPES=${SHAPES:-1000x1000x1000,512x1024x4096,1800x1800x512,2048x2048x2048,3072x1024x6144,2560x1792x3072,4096x4096x1024,5000x5000x5000,6000x4000x2000}
status=0
for kv in ${VERIFY-tma-pingpong-64x128:CUTETUI_STREAMK=1 tma-pingpong-64x256:CUTETUI_STREAMK=1 tma-multicast:CUTETUI_STREAMK=1 tma-pingpong:CUTETUI_STREAMK=1}; do
	k=${kv%%:*} e=${kv#*:}
	f=$LOG/verify-$k-${e//=/-}.txt
	date -u +"%H:%M:%S verify $k, $e"
	if env "$e" timeout "${TMO:-200}" "$BIN" bench --verify --kernel "$k" >"$f" 2>&1; then
		echo "verify $k $e: $(grep -c ' ok;' "$f") ok, $(grep -c 'stream-K' "$f") stream-K, $(grep -c 'split along' "$f") split; $(tail -1 "$f")"
	else
		grep -E 'FAIL|error|bench:|NVRTC' "$f" | head -10
		tail -3 "$f"
		status=1
	fi
done
for k in ${KERNELS:-tma-multicast tma-pingpong-64x256 tma-pingpong-64x128 tma-pingpong}; do
	for se in ${SETTINGS:-base:CUTETUI_STREAMK=0 streamk:CUTETUI_STREAMK=1}; do
		name=${se%%:*}-$k
		date -u +"%H:%M:%S $name"
		env "${se#*:}" timeout "${TMO:-200}" "$BIN" bench --kernel "$k" --shapes "$SHAPES" \
			--mappings "$MAPS" --rounds "${ROUNDS:-20}" --json-out "$LOG/$name.json" >"$LOG/$name.txt" 2>"$LOG/$name.err" || {
			tail -3 "$LOG/$name.err"
			status=1
			continue
		}
		python3 gpu/scripts/pct-cublas.py --us "$LOG/$name.json"
	done
done
IFS=';' read -ra extra <<<"${EXTRA:-}"
for e in "${extra[@]}"; do
	IFS='|' read -r name envs args <<<"$e"
	[ -n "$name" ] || continue
	date -u +"%H:%M:%S $name: $envs bench $args"
	# shellcheck disable=SC2086
	env $envs timeout "${TMO:-200}" "$BIN" bench $args --json-out "$LOG/$name.json" >"$LOG/$name.txt" 2>"$LOG/$name.err" || {
		tail -3 "$LOG/$name.err"
		status=1
		continue
	}
	python3 gpu/scripts/pct-cublas.py --us "$LOG/$name.json"
done
exit $status
