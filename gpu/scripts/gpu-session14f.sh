#!/usr/bin/env bash
# 2026-11-29, session 14, call 6: small M×N over a long K, where cuBLAS
# ran 1400x1224x11584 in 55-58 us against auto's 72-79 (call 5). auto
# tuned (its candidates' times), then four 256-row tma-multicast tiles
# with stream-K where there is a partial wave (CUTETUI_STREAMK=1) and as
# they run by default, at nine such shapes from seeds 1212-1515.
. "$(dirname "$0")/env.sh"
unpack
LONGK=1400x1224x11584,1456x1224x12632,1480x872x10584,520x608x11488,1528x1096x11952,616x1760x13424,552x1136x11208,792x632x7880,696x2768x14768
timeout 200 "$BIN" bench --kernel auto --shapes "$LONGK" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/longk-auto.json" >"$LOG/longk-auto.txt" 2>&1 || echo "auto: exit $?"
for k in tma-multicast tma-multicast-256x192 tma-multicast-256x160 tma-multicast-256x128; do
	for sk in 1 def; do
		e=CUTETUI_STREAMK=1
		[ $sk = def ] && e=CUTETUI_X=
		env $e timeout 200 "$BIN" bench --kernel $k --shapes "$LONGK" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/longk-$k-sk$sk.json" >"$LOG/longk-$k-sk$sk.txt" 2>&1 || echo "$k sk$sk: exit $?"
	done
done
pack
