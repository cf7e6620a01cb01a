#!/usr/bin/env bash
# 2026-11-29, session 11, call 10: holdout10 (docs/l2-model.md, the
# model's predictions for auto's 384-row tiles committed in bc46488 before
# this call), and the fit for narrower 384-row tiles on one wave
# (TallMinWidth was fitted mostly on two waves): fifteen shapes drawn with
# seed 1405 (M, N 512–10104 by 8, K 256–8504 by 8, past 2·10⁹ flops; past
# the small shapes) where one wave of 384-row tiles 72–104 wide leaves the
# busiest cluster 5% fewer K steps than auto's pick, three a width: auto
# against them, each verified first.
. "$(dirname "$0")/env.sh"
unpack
./gpu/scripts/gpu-holdout10.sh
echo "holdout10: exit $?"
vs_auto c10 1816x1336x3480:tma-multicast-384x104 1152x2224x5976:tma-multicast-384x104 4960x520x6328:tma-multicast-384x104 \
	2880x536x1296:tma-multicast-384x72 3008x544x1072:tma-multicast-384x72 2856x576x8448:tma-multicast-384x72 \
	3352x544x4232:tma-multicast-384x80 3424x552x1128:tma-multicast-384x80 2184x856x5488:tma-multicast-384x80 \
	1152x1824x4280:tma-multicast-384x88 2104x896x2848:tma-multicast-384x88 1120x1832x1320:tma-multicast-384x88 \
	2112x1024x784:tma-multicast-384x96 3352x656x6632:tma-multicast-384x96 3440x664x7568:tma-multicast-384x96
pack
