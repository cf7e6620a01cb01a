#!/usr/bin/env bash
# 2026-11-29, session 13, call 12: is call 10's slow mode the allocation's
# or the GPU's state? 1456x1224x12632 on tma-multicast-256x248 in a fresh
# process right after another process ran 10728x10864x1480 (as call 10's
# "afterbig" did in one), then the same after a 10 s pause, and the SM
# clock, power and temperature around them.
. "$(dirname "$0")/env.sh"
unpack
K=tma-multicast-256x248
S=1456x1224x12632
q() { nvidia-smi --query-gpu=clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active --format=csv,noheader; }
one() { # NAME SHAPES
	"$BIN" bench --kernel $K --shapes "$2" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/state-$1.json" >/dev/null 2>&1 || echo "$1: exit $?"
	python3 -c "
import json
for s in json.load(open('$LOG/state-$1.json'))['results']: print('$1', s['shape'], ' '.join('%s %.1f'%(x['name'],x['median_ms']*1e3) for x in s['variants']))"
}
one fresh $S; q
one big 10728x10864x1480; q
one right-after $S; q
one big2 10728x10864x1480; sleep 10; q
one after-pause $S; q
one inproc 10728x10864x1480,$S; q
pack
