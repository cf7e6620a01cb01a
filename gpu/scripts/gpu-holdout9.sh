#!/usr/bin/env bash
# docs/l2-model.md, holdout9 (predictions committed 2026-11-29 before the
# call): ncu's DRAM bytes for auto's swapped kernels (kernels.Swapped, new
# in session 10), tma-pingpong-t, at five shapes drawn with Go's math/rand
# seed 1313 (M, N 512–16384 by 8 and K 1024–6144 by 64, uniform, kept
# where Choose runs tma-pingpong-t and the flops pass 2·10¹¹: the first
# five), row-major, N=1, N=2, N=8, 20 rounds, --profile. The model is
# judged as it is (raster.SimulateL2 with SimL2For on the shape the kernel
# computes, N×M×K), launch by launch, within 10%.
. "$(dirname "$0")/env.sh"
ROOT=$LOG
status=0
OUT=$ROOT/holdout9 SHAPES=2064x13944x5440,4168x7144x5952,1312x16216x5952,2104x12016x4608,4128x13776x2048 \
	KERNELS="tma-pingpong-t" ROUNDS=20 ./gpu/scripts/gpu-model-check.sh --mappings "row-major,N=1,N=2,N=8" || status=1
exit $status
