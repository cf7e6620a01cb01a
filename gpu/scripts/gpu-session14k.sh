#!/usr/bin/env bash
# 2026-11-29, session 14, call 11: where call 9's extra L2 bytes come
# from. ncu's L2 sector counts by operation and source, and the bytes the
# SMs received from the L2, for tma-multicast-128x208-1x2 and cuBLAS at
# 1400x1224x11584, and for tma-multicast (256x256 in 2x1 clusters) there.
. "$(dirname "$0")/env.sh"
unpack
S=1400x1224x11584
M=lts__t_bytes.sum,lts__t_sectors.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,lts__t_sectors_op_red.sum,lts__t_sectors_op_atom.sum,lts__t_sectors_srcunit_tex.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_ltcfabric.sum,lts__t_requests_srcunit_tex_op_read.sum,l1tex__m_xbar2l1tex_read_bytes.sum,sm__ctas_launched.sum,dram__bytes_read.sum,lts__t_sectors_lookup_hit.sum,lts__t_sectors_lookup_miss.sum
for k in tma-multicast-128x208-1x2 tma-multicast; do
	ncu --clock-control none --metrics $M --launch-skip 2 --launch-count 2 "$BIN" bench --ncu-child --kernel $k --shapes $S --mappings N=8 \
		--rounds 1 --warmup 1 >"$LOG/ncu-l2-$k.txt" 2>&1
	echo "== $k"; grep -E '^  [a-zA-Z_].*\(|lts__|l1tex__|dram__|sm__' "$LOG/ncu-l2-$k.txt"
done
pack
