#!/usr/bin/env bash
# docs/l2-model.md, holdout4 (H200, 2026-11-29): ncu's DRAM bytes for the
# persistent kernels at the new defaults (L2 promotion 128 bytes, no exit
# cluster barrier) on five shapes drawn with seed 1131 before the call
# (three with rows that are not whole L2 lines), for TestL2ModelHoldOut.
. "$(dirname "$0")/env.sh"
SHAPES=4096x12288x2304,9216x13312x5200,4096x4096x2136,14336x7168x5656,4096x15360x2432 \
	KERNELS="tma-pingpong tma-multicast" ROUNDS=20 ./gpu/scripts/gpu-model-check.sh --mappings "row-major,N=1,N=2,N=8"
if [ -n "${OUT:-}" ]; then
	tar czf /tmp/holdout4.tgz -C "$LOG" . && rm -rf "${LOG:?}"/* && mv /tmp/holdout4.tgz "$LOG/"
fi
