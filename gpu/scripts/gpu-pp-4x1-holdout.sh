#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 6: the candidate rule of run 5 — in the small class, M a multiple of
# 256 and the 64×bn ping-pong parts in 4×1 clusters (B shared by four CTAs)
# fitting one wave of the 30 resident — on eight shapes drawn before the
# call (seed 1342: M in 256–1536 by 256, N in 256–1600 by 64, K in
# 512–4096 by 64; run 5's shapes left out): auto against
# tma-pingpong-256x{bn}-4x1 with auto's stages (-8s from 24 K steps), bn
# auto's own tile width; verify first, then in turn twice.
. "$(dirname "$0")/env.sh"
vs_auto h 256x960x2560:tma-pingpong-256x64-4x1-8s 1024x704x1344:tma-pingpong-256x120-4x1 256x1536x1344:tma-pingpong-256x64-4x1 \
	1280x704x2496:tma-pingpong-256x120-4x1-8s 512x1472x3520:tma-pingpong-256x128-4x1-8s 256x320x2368:tma-pingpong-256x64-4x1-8s \
	512x704x3584:tma-pingpong-256x64-4x1-8s 1024x832x1280:tma-pingpong-256x120-4x1
pack
