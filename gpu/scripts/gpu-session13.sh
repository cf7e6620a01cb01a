#!/usr/bin/env bash
# 2026-11-29, session 13, call 1: auto tuned (--tune 5: each shape's
# kernels.Candidates timed first, the fastest run) against auto's rules
# alone (--tune 0) at session 12's thirty random shapes (seed 1212), the
# first tuned run on an empty cubin cache (its wall time is the compile
# cost), then the sweep's GPU test of tuning.
. "$(dirname "$0")/env.sh"
unpack
R30=7912x1448x848,2072x6720x2168,3336x1600x1504,10576x608x1368,1712x8944x2640,14992x776x3960,600x1648x1696,4168x600x416,2960x920x2288,3000x544x1328,3240x952x936,5360x8776x2872,15592x5232x360,1976x1064x1304,3656x3000x13696,616x1760x13424,552x1136x11208,6648x8616x1840,552x7024x3104,5352x560x480,752x10824x480,3952x1560x1520,6712x11272x16264,1888x3784x1384,11464x9584x8632,8120x10448x5912,920x2320x376,9704x4024x1912,1040x9256x480,576x3216x2200
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
