#!/usr/bin/env bash
# 2026-11-29, session 11, call 7: call 6 found tma-multicast-384x120-t's
# failure a race (1 and 3 of 19 mappings in two runs), only with the split
# tail's TMA reduce-adds. Its split chunks are 4 K steps, as many as its
# stages, so their epilogue stages C in the ring (EPI_WIDE): each kernel
# below is verified twice, with every tile split in 4 (CUTETUI_SPLIT_ALL=4:
# 4-step chunks at K 1001-1024) or as auto runs it, with and without the
# ring epilogue (-DEPI_STAGES=0).
. "$(dirname "$0")/env.sh"
unpack
verify_twice 120t tma-multicast-384x120-t X=1
verify_twice 120t-noring tma-multicast-384x120-t CUTETUI_KERNEL_OPTS=-DEPI_STAGES=0
verify_twice 144t-all4 tma-multicast-384x144-t CUTETUI_SPLIT_ALL=4
verify_twice 144t-all4-noring tma-multicast-384x144-t CUTETUI_SPLIT_ALL=4 CUTETUI_KERNEL_OPTS=-DEPI_STAGES=0
verify_twice 144-all4 tma-multicast-384x144 CUTETUI_SPLIT_ALL=4
verify_twice 256t-all4 tma-multicast-t CUTETUI_SPLIT_ALL=4
verify_twice 256x120t-all4 tma-multicast-256x120-t CUTETUI_SPLIT_ALL=4
verify_twice 112t-all4 tma-multicast-384x112-t CUTETUI_SPLIT_ALL=4
pack
