#!/usr/bin/env bash
# 2026-11-29, session 13, call 3: call 2 again with cuBLAS timed in the
# tuning rounds after each candidate's mappings (the sweep's order): call
# 2's tuning times ran up to a fifth under the same kernels' times in the
# sweep after it (1456x1224x12632: tma-multicast-256x248 75.7 us tuning,
# 94.5 in the sweep). First each of those kernels alone, as the sweep
# times any kernel; then auto tuned and by rule, in turn twice, at the
# three sets.
. "$(dirname "$0")/env.sh"
unpack
kernels_at c3long 1456x1224x12632 a:tma-multicast-256x248 b:tma-pingpong-256x256-4x1 c:tma-multicast-256x160
kernels_at c3sq 1000x1000x1000 a:tma-pingpong-256x160-4x1 b:tma-pingpong-256x160-4x1-t
tune_vs_rule r30 "$SEED1212"
tune_vs_rule h30 "$SEED1313"
tune_vs_rule issue "$ISSUE"
pack
