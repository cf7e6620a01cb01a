#!/usr/bin/env bash
# On a GPU machine: tma-multicast's split tail with chunks of at least 1, 2,
# 4 (the default) and 8 K steps (CUTETUI_SPLIT_TAIL), at the shapes where it
# splits; % of the cuBLAS timed beside it. JSON in $OUT/split-steps-<n>.json.
. "$(dirname "$0")/env.sh"
for n in ${STEPS:-1 2 4 8}; do
	CUTETUI_SPLIT_TAIL=$n "$BIN" bench --kernel tma-multicast --shapes "${SHAPES:-16384x16384x4096,2048x65536x4096}" --mappings "${MAPPINGS:-N=1,N=8,Triton G=8}" --rounds 20 --json-out "$LOG/split-steps-$n.json" >/dev/null 2>/tmp/split-$n.err || { tail -3 /tmp/split-$n.err; continue; }
	python3 - "$LOG/split-steps-$n.json" "$n" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for s in r["results"]:
    v = s["variants"]
    print("steps>=%s %-18s cuBLAS %.3f | " % (sys.argv[2], s["shape"], v[-1]["median_ms"]) + " ".join("%s %.3f %.1f" % (x["name"].replace(" ", ""), x["median_ms"], x["pct_cublas"]) for x in v[:-1]))
PY
done
