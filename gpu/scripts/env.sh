# Sourced by the gpu-*.sh scripts: they run from the repository root, with
# the prebuilt binary $BIN (bin/cutetui), their logs in $LOG ($OUT on the
# device machine, else ./gpu-logs) and CUDA's libraries on the loader's path.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
BIN=${BIN:-bin/cutetui}
LOG=${OUT:-gpu-logs}
mkdir -p "$LOG"
export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}/usr/local/cuda/lib64"
