#!/usr/bin/env bash
# 2026-11-29, session 10, call 13: SwapMinGain lowered from 10% to 5%
# (call 12: 10 of 11 swaps saving 5–10% of the steps ran faster), held
# out. Twenty shapes drawn with Go's math/rand seed 1165 (M, N 512–16384
# and K 256–16384 log-uniform, by 8, at most 4·10¹² flops, M != N) where
# the rule now swaps and the swap saves under 10% (so the build before,
# bin/cutetui-old = c83b0c0, does not), and TestChoose's 2304x2048x6144,
# which now swaps: auto against the build before, in turn twice.
. "$(dirname "$0")/env.sh"
unpack
new_vs_old g5 3864x3272x1616,1432x2784x5536,2456x10040x1584,1824x4680x5824,3424x6552x13184,2096x10936x9896,584x6504x616,3456x13048x2368,696x14600x1696,632x7560x3952,1264x3432x1080,632x3616x344,2064x3264x5760,672x4040x880,1400x4608x1608,1232x6880x2256,2384x14056x4656,696x6312x1632,1408x12560x13376,584x5768x1480,2304x2048x6144
grep -h "FAIL\|exit" "$LOG"/*.txt | head
pack
