#!/usr/bin/env bash
# 2026-11-29, session 15, call 10: B loaded plainly in clusters one CTA
# tall (SOLO_PLAIN=1, new) against a multicast to the CTA alone
# (-DSOLO_PLAIN=0, as before). Call 9's lrc__ metrics: the L2's request
# coalescer merged none of our requests in hardware, all of them being
# multicasts, where it merged 4.9 M of cuBLAS's sectors at
# 1400x1224x11584. bench --verify of five such kernels; ncu's L2 and LRC
# counts and durations both ways at two shapes; auto tuned both ways at
# the long-K, held-out and short shapes, in turn twice.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-128x208-1x2 tma-multicast-128x640-1x4 tma-pingpong-128x352-1x2 tma-multicast-192x352-1x2-t tma-pingpong-128x128-1x2
M=gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,lrc__request_sectors_op_read_coalescing_achieved_type_hardware.sum,lrc__request_sectors_op_read_coalescing_achieved_type_programmatic.sum,l1tex__m_xbar2l1tex_read_bytes.sum
ncu_ab "$M" plain mc -DSOLO_PLAIN=0 tma-multicast-128x208-1x2:1400x1224x11584 tma-pingpong-128x352-1x2:4168x1400x704 tma-multicast-128x640-1x4:1400x1224x11584
new_vs_old solo "$LONGK,$LOW15,$SHORT16" -DSOLO_PLAIN=0
pack
