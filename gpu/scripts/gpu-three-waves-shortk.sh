#!/usr/bin/env bash
# 2026-11-29, session 8, call 17: ThreeWaveMinGain at short K, where the
# cooperative kernel's epilogue, which nothing overlaps, weighs most and
# runs 14–15 measured none (K ≥ 1088): --kernel auto with the rule (new,
# bce8521) against the build before it (bin/cutetui-old) in turn twice,
# N=8 and Triton G=8, at six shapes drawn with seed 1138 (M, N 2048–5120
# by 64; K 256, 384, 512, 768, 256, 512) where the rule changes the pick.
. "$(dirname "$0")/env.sh"
new_vs_old tws 3200x2560x256,3584x2112x384,3776x2048x512,2240x2944x768,2496x2752x256,3904x2048x512
pack
