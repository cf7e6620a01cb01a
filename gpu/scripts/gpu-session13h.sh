#!/usr/bin/env bash
# 2026-11-29, session 13, call 9: where the buffers land (call 3: at
# 1456x1224x12632 tma-multicast-256x248 ran 77 us in some allocations and
# 95-102 in others). The kernel alone in six processes as they come, then
# with 2..20 MiB allocated before A (CUTETUI_PAD_BYTES), N=8 and Triton
# G=8; the same at 1480x872x10584 with tma-multicast-256x224.
. "$(dirname "$0")/env.sh"
unpack
for p in "1456x1224x12632 tma-multicast-256x248" "1480x872x10584 tma-multicast-256x224"; do
	set -- $p
	for pad in 0 0 0 0 0 0 2097152 4194304 6291456 8388608 10485760 20971520 65536 1048576; do
		CUTETUI_PAD_BYTES=$pad timeout 60 "$BIN" bench --kernel "$2" --shapes "$1" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/pad-$1-$pad-$RANDOM.json" >/dev/null 2>&1 || echo "$1 pad $pad: exit $?"
	done
done
for f in "$LOG"/pad-*.json; do
	python3 -c "
import json,sys
d=json.load(open('$f'));s=d['results'][0];v=s['variants']
print('$(basename "$f")', ' '.join('%s %.1f'%(x['name'],x['median_ms']*1e3) for x in v))"
done | sort
pack
