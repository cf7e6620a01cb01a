#!/usr/bin/env bash
# docs/benchmarks.md, "Clusters of four and eight" (H200, 2026-11-29),
# run 11: the widening cap read off runs 8–10 (a small tile is widened for
# 4×1 clusters only by less than a quarter: 128 to 160 tied or lost at four
# of five shapes, every smaller widening won) judged on eight shapes drawn
# before the call (seed 1520, where the widening is a quarter or more, so
# the cap sends them back to 2×1 clusters): auto (capped) against the build
# before (bin/cutetui-old, widened), in turn twice; bench --verify of auto;
# auto on the issue's shapes (five mappings).
. "$(dirname "$0")/env.sh"
unpack
verify_each auto
new_vs_old cap 848x1568x352,1120x1216x3744,1376x880x3664,592x1568x2432,864x1104x2544,624x1408x1344,848x992x1120,1584x912x3296
issue_auto
rm -f bin/cutetui-old
pack
