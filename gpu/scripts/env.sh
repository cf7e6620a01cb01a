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
	local t0
	mkdir -p "$LOG/gpu-test"
	t0=$(date +%s)
	OUT=$LOG/gpu-test LOG=$LOG/gpu-test timeout 420 ./gpu/scripts/gpu-test.sh >"$LOG/gpu-test.txt" 2>&1
	echo "gpu-test: exit $? in $(($(date +%s) - t0)) s"
	grep -E "auto's candidates|stream-K forced|^--- |gpu-test:|FAIL|checks failed" "$LOG/gpu-test.txt" | head -30
	echo "verify ok lines: $(grep -c '  ok' "$LOG/gpu-test/verify.txt"), auto's: $(grep -c '  ok' "$LOG/gpu-test/verify-auto.txt")"
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

# The random shape sets of the status runs: thirty each, M and N
# log-uniform in 512..16384, K in 256..16384, multiples of 8, at least 2
# GFLOP, drawn with Python's random.Random(seed) (sessions 12 to 14:
# m, n, k = int(exp(uniform(log lo, log hi))) // 8 * 8 in that order,
# redrawn under 2 GFLOP).
SEED1212=7912x1448x848,2072x6720x2168,3336x1600x1504,10576x608x1368,1712x8944x2640,14992x776x3960,600x1648x1696,4168x600x416,2960x920x2288,3000x544x1328,3240x952x936,5360x8776x2872,15592x5232x360,1976x1064x1304,3656x3000x13696,616x1760x13424,552x1136x11208,6648x8616x1840,552x7024x3104,5352x560x480,752x10824x480,3952x1560x1520,6712x11272x16264,1888x3784x1384,11464x9584x8632,8120x10448x5912,920x2320x376,9704x4024x1912,1040x9256x480,576x3216x2200
SEED1313=10728x10864x1480,5168x14304x1176,9184x13152x2648,12920x888x13272,2624x8800x10064,1240x1776x1768,1480x872x10584,2992x2936x568,1456x1224x12632,11768x8672x1072,2664x8256x1752,4424x5256x664,10832x3496x8128,2272x15904x14400,648x2400x4704,2488x1208x2632,3192x536x1248,3400x2472x664,13784x3816x6704,2616x2384x688,832x10200x288,10112x1736x3632,1936x1920x3024,1008x3992x13816,856x14112x448,1632x1488x1504,2000x4720x9040,8328x872x272,3424x4600x3328,12024x3128x15760
SEED1414=9536x5224x376,680x6792x672,6992x11552x1088,632x1840x7088,5288x1264x264,4392x1464x1176,800x14784x8752,3392x2128x4552,7672x568x280,6856x984x1152,4736x640x9144,520x608x11488,11744x992x5384,4256x696x344,9968x2832x320,888x1392x912,1824x1344x512,7640x528x576,4168x1400x704,10696x952x3264,1528x1096x11952,2688x2568x944,816x4360x792,1632x2656x9368,6024x1984x5040,3936x9448x5952,1112x1936x1008,1880x1352x6624,3904x816x3656,1304x10696x616
SEED1515=8376x6424x944,3200x13120x3440,1760x2064x288,9264x2216x10384,1400x1224x11584,15336x736x12224,1104x6488x1000,14792x4176x5272,9504x8808x10752,3920x2584x336,9968x1280x2176,2648x968x2152,792x632x7880,696x2768x14768,2568x16352x2064,4024x2896x13272,2464x3528x408,7432x4504x1672,824x2144x1848,9184x864x3664,1800x1648x6136,5408x4792x1600,8272x1104x424,8640x8520x1032,1080x1736x664,3968x10648x256,4272x824x1448,11680x3992x1064,584x1768x8624,4136x8760x496
SEED1616=3592x816x2760,896x1528x1000,2488x6056x12168,976x2512x1280,2608x3824x2576,5496x15064x2976,1120x5992x928,2160x7192x2080,3024x1608x360,2264x936x1568,7840x1336x4904,1096x2136x1080,5696x1792x9488,16200x1240x512,5904x2704x1176,5608x5632x472,1656x3552x1368,2328x1792x5680,3112x7992x14728,696x688x8872,13624x840x1176,8968x9952x1040,14552x3008x5112,3736x3464x2160,1952x14072x11232,15368x600x5288,3880x11096x616,1320x2000x7400,7936x10472x5440,5648x1352x1456
SEED1717=7624x1128x12672,760x3288x3144,3160x3408x1616,4936x1784x10768,2616x2208x4864,8024x2456x4672,512x512x13680,3304x3344x7168,4768x1000x1232,8432x1024x8144,2024x2752x10112,2056x6184x1184,2728x11816x14240,6440x1064x528,784x600x8424,640x1112x12600,2896x6672x12360,856x960x4240,11784x2632x2352,2872x7600x1992,1144x3480x1048,3136x1304x11096,3016x13936x4176,5896x2448x4528,14592x648x13624,1096x552x8848,14832x1688x3848,15288x14104x2600,1168x6984x2256,8616x856x6528
SEED1818=904x14120x2168,1032x7576x480,3072x12920x9080,1944x10528x1912,13384x13744x1024,3136x616x3456,5264x696x360,944x11848x1200,784x11664x488,5192x7352x3904,1304x824x5928,7304x696x4176,11504x7024x648,1336x744x8928,1640x2248x1184,4072x6328x1712,3592x2040x5392,632x2752x1064,872x2896x11848,7016x1816x8392,544x856x8592,5496x8064x1768,2104x6136x600,760x2592x4168,10680x2432x15312,10904x9912x792,13400x15560x1896,2184x2784x312,6064x12792x6112,8192x544x1392
SEED1919=1648x10672x376,952x7672x3456,2848x4296x640,992x6304x1264,1288x9048x12576,2760x1376x1216,1816x1448x688,1424x15800x6544,10784x5328x1680,512x2632x1192,2456x528x7592,856x2240x15264,2448x1656x6744,3184x1776x3192,12376x1576x376,2928x864x632,2304x648x736,1776x672x15448,592x2848x10264,2656x12792x4856,1088x3856x7024,3688x4376x448,2552x5880x4824,5344x2288x1376,1448x640x2952,648x14616x7480,1920x15160x1984,6800x1560x2680,14632x13720x5960,8864x1120x7216
SEED2020=4384x936x6248,13568x2648x12432,3360x4344x1712,1176x1056x4152,4160x2616x392,5216x2808x9656,3296x2656x296,600x12008x11968,1080x9496x4560,704x15168x760,14144x560x2408,2552x1480x3680,2512x3048x3320,3128x5336x5416,3680x10696x11312,9496x6320x1480,4400x8640x848,6032x9568x3488,14848x8200x10832,1736x10816x15096,9792x728x3456,10456x2800x7432,1656x2360x592,1704x3096x3104,9024x8216x3304,4008x4800x5944,13928x5016x728,6096x640x400,12120x11248x11736,3272x1120x5632
LOW15=2464x3528x408,512x512x13680,8272x1104x424,3024x1608x360,1080x1736x664,2264x936x1568,7624x1128x12672,4272x824x1448,6440x1064x528,9184x864x3664,2328x1792x5680,1760x2064x288,3136x1304x11096
SHORT16=1000x1000x1000,640x1536x2048,1800x1800x512,768x1280x1536,1000x1000x64,1200x800x1200,1024x1024x2048,4392x1464x1176,4168x1400x704,1112x1936x1008,600x1648x1696,3336x1600x1504,3000x544x1328,4168x600x416,920x2320x376
LONGK=1400x1224x11584,1456x1224x12632,1480x872x10584,520x608x11488,1528x1096x11952,616x1760x13424,552x1136x11208,792x632x7880,696x2768x14768

# tune_vs_rule NAME SHAPES: --kernel auto tuned (--tune 5) and by the rules
# alone (--tune 0) at SHAPES, N=8 and Triton G=8, in turn twice, into
# $LOG/NAME-tuneT-rR.json, each run's wall time printed.
tune_vs_rule() {
	local r t t0
	for r in 1 2; do
		for t in 5 0; do
			t0=$(date +%s)
			timeout 200 "$BIN" bench --kernel auto --tune $t --shapes "$2" --mappings "N=8,Triton G=8" --rounds 20 \
				--json-out "$LOG/$1-tune$t-r$r.json" >"$LOG/$1-tune$t-r$r.txt" 2>&1 || echo "$1 tune $t r$r: exit $?"
			echo "$1 tune $t r$r: $(($(date +%s) - t0)) s"
		done
	done
}

# cold_first_runs SHAPES: the first tuned run of SHAPES on an empty cubin
# cache (NVRTC's own too, under a fresh HOME), by $BIN (new) and
# bin/cutetui-old (old), timed: $LOG/cold-{new,old}.{json,txt,time}.
# Needs timed.sh.
cold_first_runs() {
	local b bin h
	for b in new old; do
		bin=$BIN
		[ $b = old ] && bin=bin/cutetui-old
		h=$(mktemp -d)
		HOME=$h XDG_CACHE_HOME=$h/.cache timed cold-$b "$bin" bench --shapes "$1" --mappings "N=8,Triton G=8" --rounds 20 --json-out "$LOG/cold-$b.json" >"$LOG/cold-$b.txt"
		rm -rf "$h"
	done
}

# rules_ab NAME SHAPES BASE OPT OPTS: the rules' picks (--tune 0, the same
# kernel both ways) at SHAPES as built (label BASE) and with the NVRTC
# options OPTS (label OPT), in turn twice: $LOG/NAME-{BASE,OPT}-rR.json.
rules_ab() {
	local r v opts
	for r in 1 2; do
		for v in "$3" "$4"; do
			opts=
			[ "$v" = "$4" ] && opts=$5
			CUTETUI_KERNEL_OPTS=$opts timeout 200 "$BIN" bench --kernel auto --tune 0 --shapes "$2" --mappings "N=8,Triton G=8" --rounds 20 \
				--json-out "$LOG/$1-$v-r$r.json" >"$LOG/$1-$v-r$r.txt" 2>&1 || echo "$1 $v r$r: exit $?"
		done
	done
}

# ncu_ab METRICS BASE OPT OPTS KERNEL:SHAPE…: one ncu launch of each
# kernel at its shape under N=8 (--launch-skip 2: fill, fill, ours) as
# built (label BASE) and with the NVRTC options OPTS (label OPT), the
# metrics METRICS: $LOG/ncu-{BASE,OPT}-KERNEL.txt, and their lines here.
ncu_ab() {
	local m=$1 base=$2 opt=$3 o=$4 ks k s v opts
	shift 4
	for ks in "$@"; do
		k=${ks%%:*} s=${ks##*:}
		for v in "$base" "$opt"; do
			opts=
			[ "$v" = "$opt" ] && opts=$o
			CUTETUI_KERNEL_OPTS=$opts ncu --clock-control none --metrics "$m" --launch-skip 2 --launch-count 1 "$BIN" bench --ncu-child --kernel "$k" --shapes "$s" --mappings N=8 \
				--rounds 1 --warmup 1 >"$LOG/ncu-$v-$k.txt" 2>&1
			echo "== $v $k $s"; grep -E 'smsp__|gpu__|sm__|lts__|lrc__|l1tex__|dram__' "$LOG/ncu-$v-$k.txt"
		done
	done
}
