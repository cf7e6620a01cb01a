#!/usr/bin/env bash
# docs/l2-model.md, 2026-11-29 (04:40 UTC): assembled then (no device
# time was left); steps 1–3 ran at 05:33 and 05:36 UTC, steps 1–2 on two of their four shapes (SHAPES). What would settle whether holdout4's ping-pong misses are
# the model's or the launch's: the bytes and the start times of the SAME
# launch, and the spread of ncu's bytes over repeats of one launch.
#
# Today the two come from different launches: the JSON's start_ns from
# recordStarts (gpu/sweep/run.go: the bench process, one launch a mapping
# after the timed rounds, warm L2, no ncu), ncu's bytes from ProfileChild
# (a second process, one launch a mapping, caches flushed). So here the
# bench runs WHOLE under ncu, without --profile: ncu profiles every
# gemm_bf16_* launch (flushing the caches before each, as --profile's ncu
# does), and the JSON's start_ns are those of the last launch of each
# mapping, which ncu profiled too. Per shape and kernel the launches of
# our GEMM come in this order (run.go): one check a mapping, then
# (warm-up 3 + rounds 20) × the mappings round-robin, one recheck a
# mapping, one start record a mapping: 26 launches of each mapping, all
# profiled, so
#   - the spread of DRAM bytes over 25 repeats of one launch (the checks,
#     warm-ups, rounds and rechecks) is the run-to-run spread the model's
#     one draw of Drift cannot follow, and
#   - the record launch (the last of each mapping) has its bytes and its
#     own start times: raster.SimulateStarts with them either tracks its
#     bytes (the model is right given the order) or not (the cache is).
# The summary at the end prints, per mapping, the record launch's bytes and
# the min / median / max of the others (GB), from ncu's CSV alone.
#
# 1. ping-pong at holdout4's two large ragged shapes and their whole-line
#    neighbours (K 5632, 5184), row-major, N=2, N=8, with the fabric and
#    L2-miss counters (three counters, meant to fit one ncu pass; ncu's
#    "==PROF== ... N passes" lines in the CSV log say: with more than one
#    the counters come from different executions of the launch).
# 2. tma-multicast at the same four shapes and mappings.
# 3. tma-multicast at holdout4's 4096-row aligned shapes (4096x12288x2304,
#    4096x15360x2432), N=1 and N=2, where it read 16–19% more than the model.
#
# Each run is one bench process a shape and kernel (the bench's timings
# under ncu mean nothing and are not read), about 80 profiled launches. Not
# timed: a guess of one to two minutes a run. Each run is cut off after
# RUN_TIMEOUT seconds (default 140: step 1 or 2, four runs, within a
# 10-minute device call), so give each call one step: STEPS=1, STEPS=2,
# STEPS=3 (two runs); SHAPES narrows steps 1 and 2 to some of their four
# shapes. A run that fails does not stop the next.
. "$(dirname "$0")/env.sh"
ROOT=$LOG
status=0
METRICS=dram__bytes_read.sum,lts__t_sectors_srcunit_ltcfabric.sum,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum
run() { # kernel shape mappings dir
	local d=$ROOT/$4
	mkdir -p "$d"
	echo "+ ncu ... $BIN bench --kernel $1 --shapes $2 --mappings $3" | tee -a "$d/command.txt"
	timeout "${RUN_TIMEOUT:-140}" ncu --clock-control none --csv --print-units base --metrics "$METRICS" \
		--kernel-name regex:gemm_bf16_ --log-file "$d/ncu-$2.csv" \
		"$BIN" bench --kernel "$1" --shapes "$2" --mappings "$3" --rounds 20 --warmup 3 \
		--json-out "$d/model-check-$1-$2.json" >"$d/bench-$1-$2.txt" 2>"$d/ncu-out-$1-$2.txt" || status=1
}
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv >"$ROOT/nvidia-smi.txt" 2>&1
date -u +"%Y-%m-%dT%H:%M:%SZ" >"$ROOT/date.txt"
for step in ${STEPS:-1 2 3}; do
	case $step in
	1 | 2)
		k=tma-pingpong
		[ "$step" = 2 ] && k=tma-multicast
		for s in ${SHAPES:-14336x7168x5656 14336x7168x5632 9216x13312x5200 9216x13312x5184}; do
			run "$k" "$s" "row-major,N=2,N=8" "same-launch-$k"
		done
		;;
	3)
		for s in 4096x12288x2304 4096x15360x2432; do
			run tma-multicast "$s" "N=1,N=2" "multicast-4096"
		done
		;;
	esac
done
# The summary: per CSV, the gemm launches in order, cut as above (mapping i
# is the i-th of the run's --mappings).
python3 - "$ROOT" >"$ROOT/summary.txt" 2>&1 <<'EOF' || status=1
import csv, glob, statistics, sys
for f in sorted(glob.glob(sys.argv[1] + "/*/ncu-*.csv")):
    launches = {}
    for r in csv.reader(l for l in open(f) if l.startswith('"')):
        if r[0] == "ID" or not r[4].startswith("gemm_bf16_"):
            continue
        launches.setdefault(int(r[0]), {})[r[12]] = float(r[14].replace(",", ""))
    seq = [launches[i] for i in sorted(launches)]
    nm = len(seq) // 26 if len(seq) % 26 == 0 else 0  # mappings
    print(f, len(seq), "gemm launches")
    if nm == 0:
        print("  not 26 a mapping: cut by hand")
        continue
    for i in range(nm):
        mine = seq[i::nm]  # round-robin: check, warm-ups, rounds, recheck, record
        gb = [x["dram__bytes_read.sum"] / 1e9 for x in mine]
        rest = gb[:-1]
        print(f"  mapping {i}: record launch {gb[-1]:.2f} GB; the other {len(rest)}: "
              f"min {min(rest):.2f} median {statistics.median(rest):.2f} max {max(rest):.2f}")
EOF
if [ -n "${OUT:-}" ]; then
	tar czf /tmp/holdout6.tgz -C "$ROOT" . && rm -rf "${ROOT:?}"/* && mv /tmp/holdout6.tgz "$ROOT/"
fi
exit $status
