#!/usr/bin/env bash
# 2026-11-29, session 15, call 6: what cuBLAS runs at the short launches
# still under 90% (ncu's launch statistics of its kernel, whose name gives
# its CTA tile, K step x stages and cluster), beside auto's tuned pick,
# with the tensor pipe's and the L2's busy fractions of both.
. "$(dirname "$0")/env.sh"
unpack
M=gpu__time_duration.sum,sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active,lts__t_sectors_srcunit_tex_op_read.sum,l1tex__m_xbar2l1tex_read_bytes.sum,lts__throughput.avg.pct_of_peak_sustained_elapsed,sm__ctas_launched.sum,launch__cluster_dim_x,launch__cluster_dim_y,launch__grid_size,launch__registers_per_thread,launch__shared_mem_per_block_dynamic
for ks in tma-multicast-256x248:4392x1464x1176 tma-pingpong-128x352-1x2:4168x1400x704 tma-pingpong-384x120-2x1:3336x1600x1504 tma-multicast-512x72-4x1:1024x1024x2048 tma-pingpong-256x112:3000x544x1328 tma-multicast-256x160-t:1112x1936x1008; do
	k=${ks%%:*} s=${ks##*:}
	ncu --clock-control none --metrics $M --launch-skip 2 --launch-count 2 "$BIN" bench --ncu-child --kernel $k --shapes $s --mappings N=8 \
		--rounds 1 --warmup 1 >"$LOG/ncu-$s.txt" 2>&1
	echo "== $k $s"; grep -E '^  [a-zA-Z_].*\(|gpu__|sm__|lts__|l1tex__|launch__' "$LOG/ncu-$s.txt"
done
pack
