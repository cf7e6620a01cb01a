#!/usr/bin/env bash
# 2026-11-29, session 14, call 5: EARLY_START on by default. make
# gpu-test's script; then thirty shapes drawn after the change (seed
# 1515, held out): auto tuned and by the rules (tune_vs_rule), and tuned
# with the start as it was (-DEARLY_START=0), in turn twice; then the
# issue's shapes tuned under five mappings.
. "$(dirname "$0")/env.sh"
unpack
gpu_test
for r in 1 2; do
	for v in new old; do
		o=
		[ $v = old ] && o=-DEARLY_START=0
		CUTETUI_KERNEL_OPTS=$o timeout 200 "$BIN" bench --kernel auto --tune 5 --shapes "$SEED1515" --mappings "N=8,Triton G=8" --rounds 20 \
			--json-out "$LOG/start1515-t5-$v-r$r.json" >"$LOG/start1515-t5-$v-r$r.txt" 2>&1 || echo "start $v r$r: exit $?"
	done
done
tune_vs_rule h1515 "$SEED1515"
issue_auto
pack
