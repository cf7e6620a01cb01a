// Package budget holds the tests' measure of one piece of work: the bytes
// it allocated (runtime.MemStats.TotalAlloc, which counts every
// allocation, freed or not) and the time it took, held against a budget.
// The fuzz targets fail an input past its budget as they fail a panic
// (issue 17: an error or an answer in under 3 s and 400 MB).
package budget

import (
	"flag"
	"runtime"
	"testing"
	"time"
)

// Alloc is the allocation budget of one input of the engine's fuzz
// targets and regression tests.
const Alloc = 400 << 20

// FuzzTime is the time budget of one input: 3 s during a fuzz search;
// when a corpus is replayed under make test (-race, many packages at once
// on a small machine) the clock is only a generous guard, 30 s.
func FuzzTime() time.Duration {
	if f := flag.Lookup("test.fuzz"); f != nil && f.Value.String() != "" {
		return 3 * time.Second
	}
	return 30 * time.Second
}

// Measure runs f and returns the bytes it allocated and the time it took.
func Measure(f func()) (alloc uint64, took time.Duration) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	f()
	took = time.Since(start)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, took
}

// Within runs f, the work of one input (what names it), and fails t where
// it allocated more than alloc bytes or took longer than limit.
func Within(t testing.TB, what string, alloc uint64, limit time.Duration, f func()) {
	t.Helper()
	a, took := Measure(f)
	if a > alloc {
		t.Fatalf("%s: allocated %d MB (the budget is %d MB)", what, a>>20, alloc>>20)
	}
	if took > limit {
		t.Fatalf("%s: took %v (the budget is %v)", what, took, limit)
	}
}
