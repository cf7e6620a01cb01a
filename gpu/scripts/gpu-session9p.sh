#!/usr/bin/env bash
# 2026-11-29, session 9, call 16: ragged rows under two waves, held out.
# Calls 11 and 14 found tma-multicast's 256-column tiles 9–13% faster than
# auto's pick at three of ten shapes under two waves with rows that are
# not whole L2 lines, where their steps were 3.6–6.3% more (and 1% slower
# at one with 2.8% more). The rule (kernels.RaggedWideSlack): there,
# tma-multicast's 256-column tiles (trimmed) where their busiest cluster
# has at most 10% more steps than the pick. As built against the build
# before it (bin/cutetui-old, the build at 42c0afe; new: bin/cutetui-new), in turn twice: ten shapes drawn
# with seed 1154 (Go's math/rand: M 1536–4096, N 1024–4096, K 1024–6144,
# by 8; not small, under two waves, ragged rows) where the pick changes.
# auto verified first.
BIN=bin/cutetui-new
. "$(dirname "$0")/env.sh"
unpack
verify_each auto tma-multicast-256x208 tma-multicast-256x216
new_vs_old rgh "2016x2976x5280,1752x2776x5008,1584x2480x2896,3528x1536x4360,2680x1216x3736,3624x1088x3144,3856x1288x4136,2904x1344x5488,2424x2088x5296,2032x1040x5200"
pack
