#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 16: a candidate refinement — where 2×2 clusters (A shared too) fit
# one wave of the 30 resident with narrower tiles than 4×1 clusters must
# widen to, run them (the rows a 4×1 cluster would leave idle: 640 rows
# are 2.5 clusters of 256 but 5 of 128) — at run 8's and 11's shapes where
# it applies and five drawn before the call (seed 1547), against auto (the
# widened 4×1 tiles); verify of each, then in turn twice.
. "$(dirname "$0")/env.sh"
vs_auto duo 640x1536x2048:tma-pingpong-128x256-2x2-8s 592x1568x2432:tma-pingpong-128x272-2x2 \
	624x1408x1344:tma-pingpong-128x256-2x2 864x1104x2544:tma-pingpong-128x288-2x2 848x992x1120:tma-pingpong-128x256-2x2 \
	1280x1088x352:tma-pingpong-128x368-2x2 1088x1232x2208:tma-pingpong-128x416-2x2 1040x1440x3760:tma-pingpong-128x480-2x2 \
	768x1488x3088:tma-pingpong-128x304-2x2 1264x1072x2336:tma-pingpong-128x368-2x2
pack
