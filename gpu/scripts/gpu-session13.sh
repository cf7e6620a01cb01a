#!/usr/bin/env bash
# 2026-11-29, session 13, call 1: auto tuned (--tune 5: each shape's
# kernels.Candidates timed first, the fastest run) against auto's rules
# alone (--tune 0) at session 12's thirty random shapes (seed 1212), the
# first tuned run on an empty cubin cache (its wall time is the compile
# cost), then the sweep's GPU test of tuning.
. "$(dirname "$0")/env.sh"
unpack
R30=$SEED1212
export XDG_CACHE_HOME=$(mktemp -d)
for r in 1; do
	for t in 5 0; do
		t0=$(date +%s)
		timeout 420 "$BIN" bench --kernel auto --tune $t --shapes "$R30" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/r30-tune$t-r$r.json" >"$LOG/r30-tune$t-r$r.txt" 2>&1 || echo "tune $t r$r: exit $?"
		echo "tune $t r$r: $(( $(date +%s) - t0 )) s"
	done
done
(cd bin && timeout 120 ./sweep.test -test.run 'GPUTunedAuto' -test.v) >"$LOG/sweep-tune-test.txt" 2>&1
echo "sweep tune test: exit $?"; grep -E "^(---|ok|FAIL|PASS)|tuned:" "$LOG/sweep-tune-test.txt" | head
pack
