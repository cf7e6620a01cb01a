#!/usr/bin/env bash
# 2026-11-29, session 8, call 15: ThreeWaveMinGain held out — --kernel
# auto with the rule (new) against the build before it (bin/cutetui-old)
# in turn twice, N=8 and Triton G=8, at eight shapes drawn with seed 1137
# (M, N 2048–5120 by 64, K 1024–8192 by 64, 2–3 waves of ping-pong's
# tiles) where the rule changes the pick, and 2176×2944×1216 of run 13
# (not held out: it started this); auto verified first.
. "$(dirname "$0")/env.sh"
verify_each auto
new_vs_old twh 2368x3328x7680,2560x3200x2432,2816x2944x7360,3520x2304x2688,3456x2176x3200,3264x2368x6080,2176x2944x1280,2816x3072x5120,2176x2944x1216
pack
