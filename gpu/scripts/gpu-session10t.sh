#!/usr/bin/env bash
# 2026-11-29, session 10, call 20: small shapes over a long K in 4x1
# clusters on tma-multicast from 110 K steps (kernels.QuadLongKMinSteps,
# fitted on call 19), held out. Fourteen shapes drawn with Go's math/rand
# seed 1170 (M, N 256–1536 and K 4096–16384 log-uniform, by 8) where
# Choose now takes 4x1 clusters to tma-multicast (not swapped): auto
# against the build before (74015e1, bin/cutetui-old), in turn twice.
. "$(dirname "$0")/env.sh"
unpack
new_vs_old lq 1296x776x7960,984x736x7560,1088x920x8576,928x1320x7760,1176x1088x8888,1384x1112x10912,1216x1024x15144,1464x968x13952,760x1120x7904,1272x1232x15152,1008x1336x12992,1000x1248x9280,856x1304x8472,984x1008x13416
pack
