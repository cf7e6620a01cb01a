#!/usr/bin/env bash
# 2026-11-29, session 10, call 15: where auto stands at random shapes
# after the session. Thirty shapes drawn with Python's random seed 1166
# (M, N 512–16384 and K 256–16384 log-uniform, by 8, at most 4·10¹²
# flops), as calls 10 and 17 of session 9 drew theirs: auto on this
# session's last build against the session's first (bin/cutetui-old,
# 88fe337), in turn twice. The binaries come gzipped in bin/gz.
. "$(dirname "$0")/env.sh"
unpack
new_vs_old r30s 4936x13848x2592,568x1656x1144,8688x11680x1344,552x12560x15584,10560x1104x1672,2976x1608x3120,1160x12352x2824,6064x1048x568,744x9008x296,2408x560x4040,880x768x2000,1040x3152x296,592x5512x1272,976x992x5576,13216x2016x2688,3288x10064x2344,8128x1456x8776,1832x984x12384,4008x9456x960,536x1928x1456,5200x16344x968,744x5120x2000,664x880x15968,3288x7600x600,10296x992x8056,14808x512x13032,1200x800x1096,520x1792x2440,1608x1600x1400,15832x3496x1048
grep -h "exit" "$LOG"/*.txt | head
pack
