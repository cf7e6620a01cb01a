#!/usr/bin/env bash
# docs/l2-model.md, holdout10 (predictions committed 2026-11-29 before the
# call): ncu's DRAM bytes for auto's 384-row tiles (tma-multicast-384xN,
# new in session 11), at five shapes drawn with Go's math/rand seed 1314
# (M, N 512–16384 by 8 and K 1024–8192 by 64, uniform, kept where Choose
# runs a 384-row kernel and the flops pass 3·10¹⁰: the first five), under
# --kernel auto, row-major, N=1, N=2, N=8, 20 rounds, --profile. The model
# is judged as it is (raster.SimulateL2 with SimL2For), launch by launch,
# within 10%.
. "$(dirname "$0")/env.sh"
ROOT=$LOG
status=0
OUT=$ROOT/holdout10 SHAPES=3456x856x5696,5952x528x6208,4880x832x8000,688x5912x7552,4616x648x6080 \
	KERNELS="auto" ROUNDS=20 ./gpu/scripts/gpu-model-check.sh --mappings "row-major,N=1,N=2,N=8" || status=1
exit $status
