package eval

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// The bounds every statement keeps (issue 17): an error or an answer, in
// at most boundedAlloc bytes allocated by the whole run of statements.
// The clock is only a generous guard; allocation is the tight bound.
const (
	boundedAlloc = 400 << 20
	boundedGuard = 30 * time.Second
)

// runBounded runs stmts in one Env and fails t if they allocate more than
// boundedAlloc bytes in all (runtime.MemStats.TotalAlloc, which counts
// every allocation, freed or not) or run past boundedGuard. It returns the
// last statement's result and error.
func runBounded(t *testing.T, stmts ...string) (Result, error) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	e := NewEnv()
	var res Result
	var err error
	for _, s := range stmts {
		res, err = e.exec(s) // exec does not recover: a panic fails the test
	}
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > boundedAlloc {
		t.Errorf("allocated %d MB (the bound is %d MB)", n>>20, boundedAlloc>>20)
	}
	if took > boundedGuard {
		t.Errorf("took %v", took)
	}
	return res, err
}

// repeat is stmt n times.
func repeat(stmt string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = stmt
	}
	return out
}

// wantError checks that err is an *Error at column pos (0-based; -1 for
// any) whose message holds msg.
func wantError(t *testing.T, err error, pos int, msg string) {
	t.Helper()
	e, ok := err.(*Error)
	if !ok || (pos >= 0 && e.Pos != pos) || !strings.Contains(e.Msg, msg) || strings.Contains(e.Msg, "internal error") {
		t.Fatalf("got %v (%T); want column %d: %s", err, err, pos+1, msg)
	}
}

// TestComposedChainsAreCounted: every node of a composed layout's chain
// counts toward MaxValue, so doubling a chain through composition or
// make_composed_layout is refused once it is too large, instead of a Go
// stack overflow (composition of a chain with itself 19 times) or an
// exponential walk (a chain shared 2^40 times over).
func TestComposedChainsAreCounted(t *testing.T) {
	t.Run("composition of a chain with itself", func(t *testing.T) {
		stmts := []string{"C = make_composed_layout(Sw<1,1,1>{}, 0, 8:1)", "C = make_composed_layout(C, 0, 8:1)"}
		stmts = append(stmts, repeat("C = composition(C, C)", 19)...)
		_, err := runBounded(t, stmts...)
		wantError(t, err, 4, "value too large")
	})
	t.Run("a chain made of itself", func(t *testing.T) {
		stmts := append([]string{"C = Sw<1,1,1> o 1 o 8:1"}, repeat("C = make_composed_layout(C, 1, C)", 40)...)
		_, err := runBounded(t, stmts...)
		wantError(t, err, 4, "value too large")
		// C keeps the last value that was small enough; using it is quick.
		for _, use := range []string{"C(3)", "C", "size(C)"} {
			runBounded(t, append(stmts, use)...)
		}
	})
	t.Run("a chain below the limit still works", func(t *testing.T) {
		stmts := append([]string{"C = Sw<1,1,1> o 1 o 8:1"}, repeat("C = make_composed_layout(C, 1, C)", 4)...)
		res, err := runBounded(t, append(stmts, "C(3)")...)
		if err != nil || res.Text == "" {
			t.Fatalf("C(3): %q, %v", res.Text, err)
		}
	})
}
