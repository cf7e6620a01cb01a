# Sourced by the gpu-*.sh scripts: they run from the repository root, with
# the prebuilt binary $BIN (bin/cutetui), their logs in $LOG ($OUT on the
# device machine, else ./gpu-logs) and CUDA's libraries on the loader's path.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
BIN=${BIN:-bin/cutetui}
LOG=${OUT:-gpu-logs}
mkdir -p "$LOG"
export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}/usr/local/cuda/lib64"
# pack writes one line a shape of every JSON report in $LOG to
# $LOG/summary.txt (pct-cublas.py --us) and, on the device machine (OUT
# set), folds $LOG into one archive beside it: at most 8 files come back
# from there.
pack() {
	local s
	s=$(mktemp)
	for f in "$LOG"/*.json; do
		[ -e "$f" ] || continue
		echo "== $f"
		python3 "$(dirname "${BASH_SOURCE[0]}")/pct-cublas.py" --us "$f"
	done >"$s"
	if [ -n "${OUT:-}" ]; then
		tar czf /tmp/gap-probe.tgz -C "$LOG" . && rm -rf "${LOG:?}"/* && mv /tmp/gap-probe.tgz "$LOG/"
	fi
	mv "$s" "$LOG/summary.txt"
}
