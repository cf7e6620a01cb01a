#!/usr/bin/env bash
# 2026-11-29, session 10, call 11 (exploration): the L2 promotion of A's
# and B's tensor maps on ragged rows. Call 8 had ragged rows (K % 64 != 0)
# cost ping-pong 5–10% at tall, narrow shapes against K rounded to a
# multiple of 64. The maps promote 128 bytes into L2 (the default since
# session 5); here none, 64, 128 and 256 (CUTETUI_TMA_PROMOTION) at four
# of those ragged shapes and two aligned controls, each in one process, in
# turn twice.
. "$(dirname "$0")/env.sh"
S=14680x952x4744,7176x952x6296,6960x1560x5368,13560x1080x13224,14680x952x4736,6960x1560x5376
for r in 1 2; do
	for p in none 64 128 256; do
		CUTETUI_TMA_PROMOTION=$p timeout 200 "$BIN" bench --kernel auto --shapes "$S" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/pr-$p-r$r.json" >"$LOG/pr-$p-r$r.txt" 2>&1 || echo "$p r$r: exit $?"
	done
done
pack
