#!/usr/bin/env bash
# 2026-11-29, session 9, call 11. Call 10's thirty random shapes put auto
# at 64–66% of cuBLAS at 552×816×11888 (small M and N, long K: one wave of
# 64×64 parts, every CTA over all 1486 K steps of 8) and 71–80% at two
# ragged shapes under two waves. Exploration, no rule yet:
#  1. long K, small M×N: auto against tma-multicast (256×256, stream-K
#     where kernels.StreamK takes it), tma-multicast-256x128, and the
#     64×128 and 64×256 ping-pong parts with stream-K forced
#     (CUTETUI_STREAMK=1), at 552×816×11888 and seven shapes drawn with
#     seed 1150 (Python's random: M, N 256–1536 and K 4096–16384
#     log-uniform, one wave of 128×128 tiles);
#  2. the two ragged shapes: auto against ping-pong 256×192 and 256×160,
#     tma-multicast 256×256 and 512×152;
#  3. the benchview GPU test, with TestGPUViewAutoKernel as fixed.
. "$(dirname "$0")/env.sh"
unpack
b() { timeout 200 env ${4:-} "$BIN" bench --kernel "$2" --shapes "$3" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$1.json" >"$LOG/$1.txt" 2>&1 || echo "$1: exit $?"; }
L=552x816x11888,320x664x5704,392x256x7952,1336x400x12552,256x784x6064,496x496x10104,528x1288x4904,632x320x6016
R=2568x1248x4152,3376x1480x4360
for r in 1 2; do
	b lk-auto-r$r auto "$L"
	b lk-mc-r$r tma-multicast "$L"
	b lk-mc128-r$r tma-multicast-256x128 "$L"
	b lk-pp128sk-r$r tma-pingpong-64x128 "$L" CUTETUI_STREAMK=1
	b lk-pp256sk-r$r tma-pingpong-64x256 "$L" CUTETUI_STREAMK=1
	b rg2-auto-r$r auto "$R"
	b rg2-pp-r$r tma-pingpong "$R"
	b rg2-pp160-r$r tma-pingpong-256x160 "$R"
	b rg2-mc-r$r tma-multicast "$R"
	b rg2-mc512-r$r tma-multicast-512x152 "$R"
done
bin/benchview.test -test.run GPU -test.v >"$LOG/benchview.txt" 2>&1
echo "benchview: exit $?"; grep -E "^(--- |FAIL|PASS|ok)" "$LOG/benchview.txt"
pack
