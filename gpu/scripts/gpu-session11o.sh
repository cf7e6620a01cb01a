#!/usr/bin/env bash
# 2026-11-29, session 11, call 15: 192-row tiles in 1x2 clusters in auto
# (kernels.tallTiles: one wave, 112–192 columns a CTA, unswapped, not in
# place of 512-row tiles (call 14's three of four misses), and in place of
# the 384-row tiles only where they save OneByTwoMinGain 5% against
# them), held out at fourteen shapes drawn with seed 1407 after the rule
# was fixed (M, N 512–10104 by 8, K 256–8504 by 8, past 2·10⁹ flops; the
# first seven with K a multiple of 64 and seven not, where the pick
# changes) and 888x4816x8320 (call 12's, whose pick changes): the new
# kernels verified, then auto on this build (new: da01bdb with that rule
# in kernels/tall.go, not landed; docs/benchmarks.md, "192-row tiles in
# 1×2 clusters") against da01bdb (old).
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-multicast-192x384-1x2 tma-multicast-192x224-1x2
new_vs_old c15 2424x1336x3016,2472x1304x5408,536x5872x2688,1688x2008x6904,1624x2648x3128,2096x1704x8016,2080x2248x856,2456x1568x4080,904x3000x7232,2096x1328x8448,568x5056x2496,2112x2064x8384,576x7264x2368,536x4688x512,888x4816x8320
pack
