#!/usr/bin/env bash
# 2026-11-29, session 10, call 3: the swap rule (kernels.SwapMinGain) held
# out. Twenty-four shapes drawn with Go's math/rand seed 1161 (M, N
# 512–16384 and K 256–16384 log-uniform, by 8, at most 4·10¹² flops)
# among those where Choose now swaps the operands (11.8% of such draws):
# auto on this build against the build before the rule (bin/cutetui-old,
# 88fe337), in turn twice. Every swapped kernel auto runs there is
# verified first, and auto itself.
. "$(dirname "$0")/env.sh"
unpack
verify_each auto tma-pingpong-64x248-t tma-pingpong-256x168-t tma-multicast-256x152-t tma-pingpong-256x160-4x1-t tma-pingpong-256x224-4x1-t tma-pingpong-256x184-t tma-pingpong-256x176-t tma-multicast-256x160-t tma-pingpong-64x104-t tma-multicast-256x224-t tma-multicast-256x136-t tma-pingpong-64x120-8s-t tma-pingpong-64x256-t
grep -h FAIL "$LOG"/verify-*.txt | head -20
new_vs_old h 3208x576x1872,1000x10992x2408,896x2800x5856,776x1248x336,624x2512x496,544x12968x2024,520x4944x600,1336x1224x13744,1048x10232x584,936x13176x408,4136x1280x440,520x1576x744,672x4304x10736,896x1248x632,1848x3160x3504,1072x2800x320,544x4248x7896,656x8448x14272,1104x13784x696,568x1136x2920,2240x872x760,568x1576x11248,3104x10672x328,7024x728x2208
pack
