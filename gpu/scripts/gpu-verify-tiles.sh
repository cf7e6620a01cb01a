#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 2: bench --verify of every generated tile that an earlier run timed
# (before 2026-11-29 05:30 a name outside kernels.All verified nothing and
# printed PASS; sweep.verifyJobs now resolves it with kernels.ByName), and of
# the cluster shapes of run 1, whose resident clusters the log records; then
# tma-multicast-512x128-4x2 (whose occupancy query failed in run 1) beside
# auto at run 1's first shapes, in turn twice.
. "$(dirname "$0")/env.sh"
TILES="tma-multicast-256x152 tma-multicast-256x232 tma-multicast-256x240 tma-multicast-256x248 tma-pingpong-256x168 tma-pingpong-256x184
tma-pingpong-64x64 tma-pingpong-64x104 tma-pingpong-64x120 tma-pingpong-64x136 tma-pingpong-64x168 tma-pingpong-64x184 tma-pingpong-64x216
tma-pingpong-64x224 tma-pingpong-64x232 tma-pingpong-64x240 tma-pingpong-64x248 tma-pingpong-64x64-8s tma-pingpong-64x72-8s
tma-pingpong-64x80-8s tma-pingpong-64x120-8s
tma-multicast-512x128-4x2 tma-multicast-256x128-2x2 tma-multicast-128x128-1x2 tma-multicast-128x256-1x4 tma-multicast-256x256-2x2"
for k in $TILES; do
	timeout 120 "$BIN" bench --verify --kernel $k >"$LOG/verify-$k.txt" 2>&1
	echo "verify $k: exit $?, $(grep -c '  ok' "$LOG/verify-$k.txt") ok lines, $(grep -m1 -o '[0-9]* clusters of [0-9]* CTAs' "$LOG/verify-$k.txt"); $(tail -1 "$LOG/verify-$k.txt")"
done
M="N=8,Triton G=8"
S1=1000x1000x1000,1000x1000x2000,1024x768x1536,960x1024x512
for r in 1 2; do
	for k in auto tma-multicast-512x128-4x2; do
		timeout 100 "$BIN" bench --kernel $k --shapes $S1 --mappings "$M" --rounds 20 --json-out "$LOG/c-s1-$k-r$r.json" >"$LOG/c-s1-$k-r$r.txt" 2>&1 || echo "$k r$r: exit $?"
	done
done
pack
