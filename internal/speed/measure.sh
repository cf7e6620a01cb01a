#!/usr/bin/env bash
# Runs TestAgainstPycute on a machine without Go (the GPU machine, say),
# from binaries built beforehand here:
#
#   CGO_ENABLED=0 go build -o bin/cutetui ./cmd/cutetui
#   CGO_ENABLED=0 go test -c -o bin/speed.test ./internal/speed
#   git --git-dir=<cutlass mirror> archive HEAD python/pycute | tar -x -C bin/pycute-src
#
# then, there: internal/speed/measure.sh [PYCUTE_DIR] — each run's report
# goes to $OUT (or /tmp) as speed-<where>.json: pinned to two cores
# (taskset -c 2,3) and on all cores, SPEED_ROUNDS (5) rounds each.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
py=${1:-$root/bin/pycute-src/python}
log=${OUT:-/tmp}
export PYCUTE_DIR=$py CUTETUI_BIN=$root/bin/cutetui SPEED_ROUNDS=${SPEED_ROUNDS:-5}
cd "$root/internal/speed" || exit 1
python3 --version
nproc
uptime
status=0
for where in pinned all; do
	pin=()
	[ "$where" = pinned ] && pin=(taskset -c 2,3)
	echo "== $where: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
	SPEED_REPORT=$log/speed-$where.json "${pin[@]}" "$root/bin/speed.test" -test.run 'Pycute' -test.v -test.count=1 || status=1
done
exit $status
