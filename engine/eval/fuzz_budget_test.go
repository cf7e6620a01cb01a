package eval

import (
	"flag"
	"runtime"
	"testing"
	"time"
)

// The budget of one fuzz input: a statement that allocates more than
// fuzzAlloc bytes, or runs longer than fuzzTime, fails the target as a
// panic does (issue 17: an error or an answer in under 3 s and 400 MB).
// Replayed under make test (-race, many packages at once on a small
// machine) the clock is a generous guard; in a fuzz search it is 3 s.
const fuzzAlloc = 400 << 20

func fuzzTime() time.Duration {
	if f := flag.Lookup("test.fuzz"); f != nil && f.Value.String() != "" {
		return 3 * time.Second
	}
	return 30 * time.Second
}

// withinBudget runs f, the work of one input (what names it), and fails t
// where it allocated or took more than one input may.
func withinBudget(t *testing.T, what string, f func()) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	f()
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > fuzzAlloc {
		t.Fatalf("%s: allocated %d MB (the budget of one input is %d MB)", what, n>>20, fuzzAlloc>>20)
	}
	if limit := fuzzTime(); took > limit {
		t.Fatalf("%s: took %v (the budget of one input is %v)", what, took, limit)
	}
}
