#!/usr/bin/env bash
# 2026-11-29, session 13, call 10: call 9 found 1456x1224x12632 on
# tma-multicast-256x248 fast (78 us) in fourteen fresh processes whatever
# was allocated before A; the slow runs (95-102 us) were of shapes after
# others in one process. Here, in one process: the shape three times; after
# a large shape; after seed 1313's first eight shapes (as in call 3's
# h30); and 1480x872x10584 likewise.
. "$(dirname "$0")/env.sh"
unpack
run() { # NAME KERNEL SHAPES
	timeout 120 "$BIN" bench --kernel "$2" --shapes "$3" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/hist-$1.json" >/dev/null 2>&1 || echo "$1: exit $?"
	python3 -c "
import json
d=json.load(open('$LOG/hist-$1.json'))
for s in d['results']: print('$1', s['shape'], ' '.join('%s %.1f'%(x['name'],x['median_ms']*1e3) for x in s['variants']))"
}
K=tma-multicast-256x248
S=1456x1224x12632
run thrice $K $S,$S,$S
run afterbig $K 10728x10864x1480,$S
run after8 $K 10728x10864x1480,5168x14304x1176,9184x13152x2648,12920x888x13272,2624x8800x10064,1240x1776x1768,1480x872x10584,2992x2936x568,$S
run small-first $K 1240x1776x1768,2992x2936x568,$S
run t2-thrice tma-multicast-256x224 1480x872x10584,1480x872x10584,1480x872x10584
run t2-afterbig tma-multicast-256x224 9184x13152x2648,1480x872x10584
pack
