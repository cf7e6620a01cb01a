#!/usr/bin/env bash
# 2026-11-29, session 13, call 4: as call 3, but each shape is tuned and
# then measured in the same buffers (call 3: tma-multicast-256x248 at
# 1456x1224x12632 ran 77 us alone and in the tuning, 95-102 us in the
# sweep's later allocation, cuBLAS 93-101); auto tuned and by rule, in turn
# twice, at the three sets, then the sweep's GPU tests.
. "$(dirname "$0")/env.sh"
unpack
tune_vs_rule r30 "$SEED1212"
tune_vs_rule h30 "$SEED1313"
tune_vs_rule issue "$ISSUE"
(cd bin && timeout 200 ./sweep.test -test.run 'GPU' -test.v) >"$LOG/sweep-gpu-test.txt" 2>&1
echo "sweep GPU tests: exit $?"; grep -E "^(--- |ok|FAIL|PASS)|tuned:" "$LOG/sweep-gpu-test.txt" | head -20
pack
