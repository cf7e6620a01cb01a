#!/usr/bin/env bash
# 2026-11-29, session 12, call 2: ping-pong's 256x144 tiles with six
# stages (cuBLAS runs the same 128x144 CTA tile in 1x2 clusters with six
# at 2560x1792x3072, nvjet_sm90_tss_144x128_64x6_1x2), and with two
# epilogue buffers a warp (five stages), through NVRTC defines
# (CUTETUI_KERNEL_OPTS): verified, then timed against the kernel as it is
# at 2560x1792x3072 and six shapes drawn with seed 1501 where auto runs
# tma-pingpong-256x144 (M, N 512–10104 by 8, K 256–8504 by 8, past 2·10⁹
# flops; the swapped picks left out). Build 980a8f5.
. "$(dirname "$0")/env.sh"
unpack
verify_twice pp144-s6 tma-pingpong-256x144 CUTETUI_KERNEL_OPTS=-DSTAGES=6
verify_twice pp144-nb2 tma-pingpong-256x144 CUTETUI_KERNEL_OPTS=-DEPI_NBUF=2
kernels_at c2 2560x1792x3072,720x3008x4096,5448x824x8384,6936x976x8128,696x6336x8128,688x6304x1152 \
	base:tma-pingpong-256x144 s6:tma-pingpong-256x144:CUTETUI_KERNEL_OPTS=-DSTAGES=6 nb2:tma-pingpong-256x144:CUTETUI_KERNEL_OPTS=-DEPI_NBUF=2
pack
