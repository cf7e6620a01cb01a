#!/usr/bin/env bash
# 2026-11-29, session 10, call 4: the swap rule with SwapMinRows (only
# 256-row tiles swapped) held out again, on twenty-four shapes drawn with
# Go's math/rand seed 1162 (M, N 512–16384 and K 256–16384 log-uniform, by
# 8, at most 4·10¹² flops) among those where Choose now swaps (9.5% of
# such draws), and auto at call 17's thirty random shapes (seed 1155):
# this build against the build before the rule (bin/cutetui-old, 88fe337),
# in turn twice. The swapped kernels auto runs are verified first.
. "$(dirname "$0")/env.sh"
unpack
verify_each auto tma-multicast-256x224-t tma-pingpong-256x152-t tma-pingpong-256x160-4x1-t tma-pingpong-256x168-t tma-pingpong-256x176-t tma-pingpong-256x184-t tma-pingpong-256x192-4x1-t tma-pingpong-256x200-4x1-t tma-pingpong-256x224-4x1-t tma-pingpong-t
grep -h FAIL "$LOG"/verify-*.txt | head -20
new_vs_old h2 1592x736x4600,1336x10128x4808,576x2496x2976,656x7984x4456,1200x1208x704,1328x5344x16232,1088x10200x352,1032x10456x11016,1112x1272x520,832x9368x1544,584x15552x1184,1560x1000x10992,640x2488x296,1560x2256x3904,536x9944x1560,4120x752x3512,1200x1208x1848,952x1440x5048,608x2456x264,1088x3040x2224,1048x11672x14088,1144x13992x1784,808x11448x440,536x10976x464
new_vs_old r30 528x3808x7736,536x5920x592,696x3728x1816,704x720x392,800x13464x544,984x6656x2440,1864x1848x256,720x1184x6992,13560x1080x13224,1408x7168x696,6960x1560x5368,3136x1520x848,14680x952x4744,11832x1920x360,1120x1144x6344,7176x952x6296,11320x1280x7776,5872x1432x264,1000x832x872,4120x3312x14504,720x1504x4456,7240x1704x6968,992x5600x6456,4264x12776x15648,8808x14568x648,5360x5920x3832,3944x9968x1672,13360x14976x1416,1968x1048x3624,2400x13704x2168
pack
