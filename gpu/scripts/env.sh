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

# unpack: the binaries carried gzipped in bin/gz (to fit the carry's 64
# MiB) into bin/.
unpack() {
	local f
	for f in bin/gz/*.gz; do
		[ -e "$f" ] || continue
		gunzip -c "$f" >"bin/$(basename "$f" .gz)" && chmod +x "bin/$(basename "$f" .gz)"
	done
}

# verify_each K…: bench --verify --kernel K for each, into
# $LOG/verify-K.txt (a kernel already verified there is skipped), a line
# each.
verify_each() {
	local k
	for k in "$@"; do
		[ -e "$LOG/verify-$k.txt" ] && continue
		timeout 120 "$BIN" bench --verify --kernel "$k" >"$LOG/verify-$k.txt" 2>&1
		echo "verify $k: exit $?, $(grep -c '  ok' "$LOG/verify-$k.txt") ok lines; $(tail -1 "$LOG/verify-$k.txt")"
	done
}

# verify_twice NAME KERNEL ENV…: bench --verify --kernel KERNEL twice with
# the environment ENV (VAR=VALUE…, at least one), into
# $LOG/verify-NAME-rR.txt, a line each.
verify_twice() {
	local name=$1 k=$2 r
	shift 2
	for r in 1 2; do
		env "$@" timeout 120 "$BIN" bench --verify --kernel "$k" >"$LOG/verify-$name-r$r.txt" 2>&1
		echo "$name r$r: exit $?, $(grep -c '  ok' "$LOG/verify-$name-r$r.txt") ok; $(tail -1 "$LOG/verify-$name-r$r.txt")"
	done
}

# vs_auto PREFIX SHAPE:KERNEL…: each KERNEL verified, then auto and KERNEL
# at SHAPE (auto once a shape), N=8 and Triton G=8, in turn twice, into
# $LOG/PREFIX-SHAPE-KERNEL-rR.json.
vs_auto() {
	local prefix=$1 s r k kk shape
	shift
	for s in "$@"; do verify_each "${s#*:}"; done
	for r in 1 2; do
		for s in "$@"; do
			shape=${s%:*} k=${s#*:}
			for kk in auto "$k"; do
				[ "$kk" = auto ] && [ -e "$LOG/$prefix-$shape-auto-r$r.json" ] && continue
				timeout 60 "$BIN" bench --kernel "$kk" --shapes "$shape" --mappings "N=8,Triton G=8" --rounds 20 \
					--json-out "$LOG/$prefix-$shape-$kk-r$r.json" >"$LOG/$prefix-$shape-$kk-r$r.txt" 2>&1 || echo "$shape $kk r$r: exit $?"
			done
		done
	done
}

# fits_vs_auto PREFIX PAIRS: PAIRS is "SHAPE:KERNEL …"; auto on every
# SHAPE in one process and each KERNEL on its shapes in one, N=8 and
# Triton G=8, in turn twice, into $LOG/PREFIX-auto-rR.json and
# $LOG/PREFIX-fit-KERNEL-rR.json (verify the kernels first where needed).
fits_vs_auto() {
	local prefix=$1 p shapes ks k ss r
	shapes=$(for p in $2; do echo "${p%%:*}"; done | paste -sd,)
	ks=$(for p in $2; do echo "${p#*:}"; done | sort -u)
	for r in 1 2; do
		timeout 250 "$BIN" bench --kernel auto --shapes "$shapes" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$prefix-auto-r$r.json" >"$LOG/$prefix-auto-r$r.txt" 2>&1 || echo "$prefix auto r$r: exit $?"
		for k in $ks; do
			ss=$(for p in $2; do [ "${p#*:}" = "$k" ] && echo "${p%%:*}"; done | paste -sd,)
			timeout 250 "$BIN" bench --kernel "$k" --shapes "$ss" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/$prefix-fit-$k-r$r.json" >"$LOG/$prefix-fit-$k-r$r.txt" 2>&1 || echo "$prefix $k r$r: exit $?"
		done
	done
}

# kernels_at PREFIX SHAPES RUN…: each RUN is NAME:KERNEL[:ENV] (ENV one
# VAR=VALUE, or none); KERNEL on every shape of SHAPES in one process, N=8
# and Triton G=8, the runs in turn twice, into $LOG/PREFIX-NAME-rR.json.
kernels_at() {
	local prefix=$1 shapes=$2 r x name k e
	shift 2
	for r in 1 2; do
		for x in "$@"; do
			name=${x%%:*} k=${x#*:} e=
			case $k in *:*) e=${k#*:} k=${k%%:*} ;; esac
			timeout 250 env $e "$BIN" bench --kernel "$k" --shapes "$shapes" --mappings "N=8,Triton G=8" --rounds 20 \
				--json-out "$LOG/$prefix-$name-r$r.json" >"$LOG/$prefix-$name-r$r.txt" 2>&1 || echo "$prefix-$name r$r: exit $?"
		done
	done
}

# new_vs_old PREFIX SHAPES [OLD_OPTS]: --kernel auto on $BIN (new) and on
# the build before the change (old: bin/cutetui-old, or where OLD_OPTS is
# given $BIN with CUTETUI_KERNEL_OPTS=OLD_OPTS, a switch of the kernels'
# source set back) at SHAPES, N=8 and Triton G=8, in turn twice, into
# $LOG/PREFIX-{new,old}-rR.json.
new_vs_old() {
	local r b bin opts
	for r in 1 2; do
		for b in new old; do
			bin=$BIN opts=
			if [ "$b" = old ]; then
				if [ $# -ge 3 ]; then opts=$3; else bin=bin/cutetui-old; fi
			fi
			CUTETUI_KERNEL_OPTS=$opts timeout 150 "$bin" bench --kernel auto --shapes "$2" --mappings "N=8,Triton G=8" --rounds 20 \
				--json-out "$LOG/$1-$b-r$r.json" >"$LOG/$1-$b-r$r.txt" 2>&1 || echo "$1 $b r$r: exit $?"
		done
	done
}

# gpu_test_dir: ./gpu/scripts/gpu-test.sh with its logs in $LOG/gpu-test
# (folded into $LOG/gpu-test.tgz after), its verdicts and verify's count
# of checks printed.
gpu_test_dir() {
	mkdir -p "$LOG/gpu-test"
	OUT=$LOG/gpu-test LOG=$LOG/gpu-test timeout 240 ./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
	echo "gpu-test: exit $?"
	grep -E 'stream-K forced|^--- |gpu-test:|FAIL|checks failed' "$LOG/gpu-test.txt" | head -30
	echo "verify ok lines: $(grep -c '  ok' "$LOG/gpu-test/verify.txt")"
	tar czf "$LOG/gpu-test.tgz" -C "$LOG" gpu-test gpu-test.txt && rm -rf "${LOG:?}/gpu-test" "$LOG/gpu-test.txt"
}

# ISSUE is issue 23's shapes; issue_auto times --kernel auto at them (and
# at any more shapes given, comma-separated) under five mappings, into
# $LOG/issue-auto.json.
ISSUE=1000x1000x1000,640x1536x2048,1200x800x1200,1800x1800x512,2560x1792x3072,2944x1920x1536,2304x2304x2048,2560x1792x3000,3072x1024x6144,6000x4000x2000,5000x5000x5000,7000x5000x3000,10000x7000x3000,2048x2048x8192,4096x4096x1024,8192x8192x8192,12288x12288x4096,4096x16384x8192,3000x9000x2500
issue_auto() {
	timeout 200 "$BIN" bench --kernel auto --shapes "$ISSUE${1:+,$1}" --mappings "row-major,N=1,N=8,AlongN S=8,Triton G=8" --rounds 20 \
		--json-out "$LOG/issue-auto.json" >"$LOG/issue-auto.txt" 2>&1 || echo "auto: exit $?"
}

# gpu_test: ./gpu/scripts/gpu-test.sh into $LOG/gpu-test.txt, its verdicts
# and verify's count of checks printed.
gpu_test() {
	./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
	echo "gpu-test: exit $?"
	grep -E 'stream-K forced|^--- |gpu-test:|FAIL|checks failed' "$LOG/gpu-test.txt" | head -30
	echo "verify ok lines: $(grep -c '  ok' "$LOG/verify.txt")"
}
