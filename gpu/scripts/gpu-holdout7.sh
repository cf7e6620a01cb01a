#!/usr/bin/env bash
# docs/l2-model.md, holdout7 (assembled 2026-11-29 06:10 UTC, not yet run):
# ncu's DRAM bytes for the persistent kernels at five shapes drawn before
# any run, to judge raster.L2.Rate (each cluster at a steady pace of its
# own, ±1% ping-pong, ±0.5% tma-multicast) against the model as it is
# (Drift 0.03). Both models' predictions for every launch were committed in
# docs/l2-model.md before the call; the comparison is offline (as the
# holdout6 section's). Shapes, by the recipe of holdout5 with seed 1311:
#   import random
#   r = random.Random(1311)
#   for kind in ["ragged", "aligned", "ragged", "ragged", "aligned"]:
#       m, n = r.randrange(3072, 16385, 1024), r.randrange(3072, 16385, 1024)
#       while True:
#           k = r.randrange(2048, 6145, 8)
#           if (kind == "aligned") == (k * 2 % 128 == 0): break
#       print(f"{m}x{n}x{k}")
# Both kernels, row-major, N=1, N=2, N=8, 20 rounds, --profile (one
# profiled launch a mapping, with its start times in the JSON).
. "$(dirname "$0")/env.sh"
ROOT=$LOG
status=0
OUT=$ROOT/holdout7 SHAPES=5120x8192x4696,4096x15360x2944,9216x3072x5872,15360x12288x5928,14336x8192x4992 \
	KERNELS="tma-pingpong tma-multicast" ROUNDS=20 ./gpu/scripts/gpu-model-check.sh --mappings "row-major,N=1,N=2,N=8" || status=1
if [ -n "${OUT:-}" ]; then
	tar czf /tmp/holdout7.tgz -C "$ROOT" . && rm -rf "${ROOT:?}"/* && mv /tmp/holdout7.tgz "$ROOT/"
fi
exit $status
