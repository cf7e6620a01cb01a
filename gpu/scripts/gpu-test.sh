#!/usr/bin/env bash
# make gpu-test: on a GPU machine, with a prebuilt bin/cutetui (no Go needed):
# kernel correctness against cuBLAS and CTA-to-tile agreement with engine/raster
# for every mapping, then a short timed run. Logs go to $OUT (or ./gpu-logs).
# When the Go test binaries of the GPU tests were built beside it
#   CGO_ENABLED=0 go test -c -o bin/sweep.test ./gpu/sweep
#   CGO_ENABLED=0 go test -c -o bin/benchview.test ./views/bench
#   CGO_ENABLED=0 go test -c -o bin/banks.test ./gpu/banks   (bank model vs ncu)
# their GPU tests run too (they skip on a machine without a GPU).
. "$(dirname "$0")/env.sh"
if [ ! -x "$BIN" ]; then
	echo "gpu-test: $BIN is missing: build it first with 'CGO_ENABLED=0 go build -o bin/cutetui ./cmd/cutetui'" >&2
	exit 1
fi
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv 2>&1 | tee "$LOG/nvidia-smi.txt"
status=0
"$BIN" bench --verify 2>&1 | tee "$LOG/verify.txt" || status=1
# Auto's candidates at every verify shape (kernels.Candidates: what --tune
# may run in place of the rules' pick).
"$BIN" bench --verify --kernel auto >"$LOG/verify-auto.txt" 2>&1 || status=1
echo "auto's candidates: $(grep -c '  ok' "$LOG/verify-auto.txt") ok; $(tail -1 "$LOG/verify-auto.txt")"
# Stream-K wherever a launch has a partial wave, for a kernel that uses it by
# default and one that does not (whole waves before the shared steps too),
# a swapped one (its partial sums added into C transposed) and one of three
# consumer warpgroups (a flag each).
for k in tma-multicast tma-pingpong-64x128 tma-multicast-t tma-multicast-384x144; do
	CUTETUI_STREAMK=1 "$BIN" bench --verify --kernel "$k" >"$LOG/verify-streamk-$k.txt" 2>&1 || status=1
	echo "stream-K forced, $k: $(grep -c ' ok;' "$LOG/verify-streamk-$k.txt") ok, $(grep -c 'stream-K' "$LOG/verify-streamk-$k.txt") stream-K; $(tail -1 "$LOG/verify-streamk-$k.txt")"
done
"$BIN" bench --shapes 4096x4096x4096,1000x3000x520,777x1500x100 --rounds 20 2>"$LOG/short-bench.err" | tee "$LOG/short-bench.txt" || status=1
tail -3 "$LOG/short-bench.err"
for t in bin/sweep.test bin/benchview.test bin/banks.test; do
	if [ -x "$t" ]; then
		"$t" -test.run GPU -test.v -test.count=1 >"$LOG/$(basename "$t").txt" 2>&1
		rc=$?
		grep -E '^(--- |PASS|FAIL)' "$LOG/$(basename "$t").txt"
		[ $rc -eq 0 ] || status=1
	else
		echo "gpu-test: $t not built; skipping its GPU tests"
	fi
done
if [ $status -ne 0 ]; then echo "gpu-test: FAIL"; else echo "gpu-test: PASS"; fi
exit $status
