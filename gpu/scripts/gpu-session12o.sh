#!/usr/bin/env bash
# 2026-11-29, session 12, call 15: at 2016x1736x4808 the wide-fill rule
# (kernels.chooseWideFill) runs 256x224 unswapped, a tie in steps with the
# swapped 256x224-t that call 11 timed (cuBLAS's tiles): both, and auto,
# in turn twice. Build e75b9d8.
. "$(dirname "$0")/env.sh"
unpack
kernels_at c15 2016x1736x4808 auto:auto un:tma-multicast-256x224 sw:tma-multicast-256x224-t
pack
