#!/usr/bin/env bash
# docs/l2-model.md, holdout5 (assembled 2026-11-29, not yet run): ncu's DRAM
# bytes for the persistent kernels at the defaults of a1d9b5b (L2 promotion
# 128 bytes, no exit cluster barrier), for TestL2ModelHoldOut, and two
# diagnostics of what the model still misses on rows that are not whole
# 128-byte lines. Each step has its own folder under $LOG, in order of
# worth; a step that fails does not stop the next.
#
# 1. holdout5: five shapes drawn before any run (M and N multiples of 1024
#    in [3072, 16384], K a multiple of 8 in [2048, 6144], redrawn until K·2
#    is or is not a multiple of 128 as the kind asks), by
#      import random
#      r = random.Random(1229)
#      for kind in ["ragged", "aligned", "ragged", "ragged", "aligned"]:
#          m, n = r.randrange(3072, 16385, 1024), r.randrange(3072, 16385, 1024)
#          while True:
#              k = r.randrange(2048, 6145, 8)
#              if (kind == "aligned") == (k * 2 % 128 == 0): break
#          print(f"{m}x{n}x{k}")
#    Both kernels, row-major, N=1, N=2, N=8, 20 rounds.
# 2. promotion: tma-pingpong at holdout4's two worst ragged shapes under
#    CUTETUI_TMA_PROMOTION=none (a miss reads its sectors only) and 256,
#    beside step 3's default (128): does the DRAM a ragged row costs follow
#    the promotion (the model's L2.Promotion says by 1–4% here), or is the
#    13–32% that ping-pong's swizzled launches read over the model elsewhere?
# 3. aligned neighbours: the same two shapes at the default promotion, and
#    with K cut to whole lines (5656 → 5632, 5200 → 5184), tma-pingpong and
#    tma-multicast, with the L2's own counters of the SMs' reads and of the
#    fabric between the two L2 partitions (CUTETUI_NCU_METRICS; if this ncu
#    lacks one of them the step fails and only it is lost): raggedness
#    alone, at a K that changes by under 1%.
. "$(dirname "$0")/env.sh"
ROOT=$LOG
status=0
OUT=$ROOT/holdout5 SHAPES=5120x9216x2896,7168x8192x4928,9216x3072x5728,5120x11264x4464,8192x5120x6144 \
	KERNELS="tma-pingpong tma-multicast" ROUNDS=20 ./gpu/scripts/gpu-model-check.sh --mappings "row-major,N=1,N=2,N=8" || status=1
for pr in none 256; do
	CUTETUI_TMA_PROMOTION=$pr OUT=$ROOT/promotion-$pr SHAPES=14336x7168x5656,9216x13312x5200 \
		KERNELS="tma-pingpong" ROUNDS=20 ./gpu/scripts/gpu-model-check.sh --mappings "row-major,N=2,N=8" || status=1
done
for k in tma-pingpong tma-multicast; do
	CUTETUI_NCU_METRICS=lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum,lts__t_sectors_srcunit_ltcfabric.sum,lts__t_requests_srcunit_ltcfabric.sum,dram__sectors_read.sum \
		OUT=$ROOT/neighbours-$k SHAPES=14336x7168x5656,14336x7168x5632,9216x13312x5200,9216x13312x5184 \
		KERNELS="$k" ROUNDS=20 ./gpu/scripts/gpu-model-check.sh --mappings "row-major,N=2,N=8" || status=1
done
if [ -n "${OUT:-}" ]; then
	tar czf /tmp/holdout5.tgz -C "$ROOT" . && rm -rf "${ROOT:?}"/* && mv /tmp/holdout5.tgz "$ROOT/"
fi
exit $status
