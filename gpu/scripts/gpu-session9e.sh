#!/usr/bin/env bash
# 2026-11-29, session 9, call 5: the wave fit as call 4 left it (narrowed
# where K is at most 40 steps of 64 or 256×192's last wave is more than a
# third full), against the build before it (bin/cutetui-old, de52f72),
# held out: fourteen shapes drawn with seed 1145 (M, N 2048–12288 by 64,
# K 256–8192 by 64, rows of whole lines, past two waves) where the pick
# changes; in turn twice. auto verified first.
. "$(dirname "$0")/env.sh"
verify_each auto tma-pingpong-256x176
new_vs_old wf "2688x10432x1088,3968x10240x384,9024x5696x6976,6016x2176x5760,2752x12032x1536,5312x8000x5888,6080x4416x4928,2688x7104x1856,3776x2944x4672,4352x9152x3968,6080x4288x6656,4480x2496x1856,7360x7872x384,2880x3648x2816"
pack
