#!/usr/bin/env bash
# 2026-11-29, session 12, call 13: the session's last build (e75b9d8):
# the GPU test (every kernel of kernels.All, tma-multicast-192x288-1x2
# among them, against cuBLAS and the raster model; stream-K forced; the Go
# GPU tests), auto at the issue's shapes under five mappings, and at call
# 4's thirty random shapes (seed 1212) again, twice.
. "$(dirname "$0")/env.sh"
unpack
gpu_test_dir
issue_auto
kernels_at r30 7912x1448x848,2072x6720x2168,3336x1600x1504,10576x608x1368,1712x8944x2640,14992x776x3960,600x1648x1696,4168x600x416,2960x920x2288,3000x544x1328,3240x952x936,5360x8776x2872,15592x5232x360,1976x1064x1304,3656x3000x13696,616x1760x13424,552x1136x11208,6648x8616x1840,552x7024x3104,5352x560x480,752x10824x480,3952x1560x1520,6712x11272x16264,1888x3784x1384,11464x9584x8632,8120x10448x5912,920x2320x376,9704x4024x1912,1040x9256x480,576x3216x2200 auto:auto
pack
