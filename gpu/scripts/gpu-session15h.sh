#!/usr/bin/env bash
# 2026-11-29, session 15, call 8: does the L2 count one read for two SMs
# asking for the same sectors together? tma-pingpong-128x352-1x2 and
# tma-multicast-256x240-2x2-t load the same boxes whatever the mapping; if
# ncu's L2 sector reads change with the mapping, the L2 serves some
# requests of different SMs with one read (and the order of the tiles, not
# only the cluster, sets the L2's load). Row-major, N=1, N=8, AlongN S=8
# and Triton G=8, one ncu launch each (--launch-skip 2: fill, fill, ours,
# cuBLAS).
. "$(dirname "$0")/env.sh"
unpack
M=gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_requests_srcunit_tex_op_read.sum,l1tex__m_xbar2l1tex_read_bytes.sum,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum,dram__bytes_read.sum
for ks in tma-pingpong-128x352-1x2:4168x1400x704 tma-multicast-256x240-2x2-t:1400x1224x11584; do
	k=${ks%%:*} s=${ks##*:}
	for mp in row-major N=1 N=8 "AlongN S=8" "Triton G=8"; do
		ncu --clock-control none --metrics $M --launch-skip 2 --launch-count 2 "$BIN" bench --ncu-child --kernel $k --shapes $s --mappings "$mp" \
			--rounds 1 --warmup 1 >"$LOG/ncu-$s-${mp// /}.txt" 2>&1
		echo "== $k $s $mp"; grep -E '^  [a-zA-Z_].*\(|gpu__|lts__|l1tex__|dram__' "$LOG/ncu-$s-${mp// /}.txt"
	done
done
pack
