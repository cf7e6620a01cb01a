#!/usr/bin/env bash
# 2026-11-29, session 10, call 5: the swap rule at the six shapes of
# TestChoose and issue 23 where it changes the pick (3072x1024x6144, one
# of the issue's; four small shapes whose 4x1 clusters were fitted; and
# 2112x3008x5504), this build against the build before it
# (bin/cutetui-old, 88fe337), in turn twice.
. "$(dirname "$0")/env.sh"
unpack
verify_each tma-pingpong-256x160-4x1-t tma-pingpong-256x200-4x1-t tma-pingpong-256x192-4x1-t tma-pingpong-t
new_vs_old tc 3072x1024x6144,777x1500x100,1952x744x2880,600x2440x3264,1048x1208x2048,2112x3008x5504
pack
