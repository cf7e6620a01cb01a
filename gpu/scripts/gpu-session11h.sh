#!/usr/bin/env bash
# 2026-11-29, session 11, call 8: where tma-multicast-384x120-t's race
# (calls 5-7) lives: with every tile split in 4 (CUTETUI_SPLIT_ALL=4) or
# stream-K forced, without the cluster (192x120 CTAs alone, no multicast,
# B not split between CTAs), and at other widths whose two B parts
# overlap (104, 136, 152: parts of 56/48, 72/64 and 80/72 rows) or not
# (128); each verified twice.
. "$(dirname "$0")/env.sh"
unpack
verify_twice 120t-all4 tma-multicast-384x120-t CUTETUI_SPLIT_ALL=4
verify_twice 120t-sk tma-multicast-384x120-t CUTETUI_STREAMK=1
verify_twice 1x1-120t tma-multicast-192x120-1x1-t X=1
verify_twice 1x1-120t-all4 tma-multicast-192x120-1x1-t CUTETUI_SPLIT_ALL=4
verify_twice 120-all4 tma-multicast-384x120 CUTETUI_SPLIT_ALL=4
verify_twice 104t-all4 tma-multicast-384x104-t CUTETUI_SPLIT_ALL=4
verify_twice 136t-all4 tma-multicast-384x136-t CUTETUI_SPLIT_ALL=4
verify_twice 152t-all4 tma-multicast-384x152-t CUTETUI_SPLIT_ALL=4
verify_twice 128t-all4 tma-multicast-384x128-t CUTETUI_SPLIT_ALL=4
pack
