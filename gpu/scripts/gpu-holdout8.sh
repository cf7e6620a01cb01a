#!/usr/bin/env bash
# docs/l2-model.md, holdout8 (predictions committed 2026-11-29 before the
# call): ncu's DRAM bytes for auto's wave-fitted ping-pong tiles
# (kernels.WaveFit, new in session 9) at five shapes drawn with seed 1312
# (Go's math/rand: M, N 3072–16384 by 1024, K 1024–6144 by 64, kept where
# Choose runs tma-pingpong-256xW with W < 192; all five came to W = 184),
# row-major, N=1, N=2, N=8, 20 rounds, --profile. The model is judged as
# it is (raster.SimulateL2 with SimL2For), launch by launch, within 10%.
. "$(dirname "$0")/env.sh"
ROOT=$LOG
status=0
OUT=$ROOT/holdout8 SHAPES=10240x5120x3392,5120x4096x2816,5120x10240x2816,4096x5120x3456,4096x8192x2496 \
	KERNELS="tma-pingpong-256x184" ROUNDS=20 ./gpu/scripts/gpu-model-check.sh --mappings "row-major,N=1,N=2,N=8" || status=1
exit $status
