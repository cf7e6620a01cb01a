#!/usr/bin/env bash
# 2026-11-29, session 15, call 9: cuBLAS reads the L2 for 40% fewer
# sectors than its own boxes and ours would need, and its count changes
# from launch to launch where ours is the same to the sector (call 8). The
# LRC (the L2 request coalescer in front of the L2) may merge requests of
# different SMs for the same sectors. Which lrc__ metrics this ncu has,
# then those and the L2's for ours and cuBLAS's at 4168x1400x704 and
# 1400x1224x11584.
. "$(dirname "$0")/env.sh"
unpack
ncu --query-metrics --chip gh100 >"$LOG/metrics.txt" 2>&1 || ncu --query-metrics >"$LOG/metrics.txt" 2>&1
grep -i "^lrc\|lrc__" "$LOG/metrics.txt" | head -60
M=$(grep -o "^lrc__[a-z_0-9]*" "$LOG/metrics.txt" | sort -u | head -40 | sed 's/$/.sum/' | paste -sd, -)
echo "metrics: $M"
for ks in tma-pingpong-128x352-1x2:4168x1400x704 tma-multicast-128x208-1x2:1400x1224x11584; do
	k=${ks%%:*} s=${ks##*:}
	ncu --clock-control none --metrics "$M,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_requests_srcunit_tex_op_read.sum" --launch-skip 2 --launch-count 2 "$BIN" bench --ncu-child --kernel $k --shapes $s --mappings N=8 \
		--rounds 1 --warmup 1 >"$LOG/ncu-lrc-$s.txt" 2>&1
	echo "== $k $s"; grep -E '^  [a-zA-Z_].*\(|lrc__|lts__|==ERR' "$LOG/ncu-lrc-$s.txt" | grep -v " 0$" | head -80
done
pack
