package eval

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestHostileInputs: inputs that once allocated gigabytes, ran for
// minutes or reached the user as an "internal error" are refused at once
// with a positioned message, in bounded memory.
func TestHostileInputs(t *testing.T) {
	doubled := []string{"A = 2"}
	for range 40 {
		doubled = append(doubled, "A = (A,A)")
	}
	emptyDoubled := []string{"A = ()"}
	for range 40 {
		emptyDoubled = append(emptyDoubled, "A = (A,A)")
	}
	wide := "A = (" + strings.Repeat("1,", 999) + "1):(" + strings.Repeat("0,", 999) + "0)"
	copies := func(f string, n int) string { return f + "(" + strings.Repeat("A,", n-1) + "A)" }
	for _, c := range []struct {
		name  string
		stmts []string // all but the last must succeed or fail as the last does
		pos   int      // column of the last statement's error
		msg   string
	}{
		{"take past the rank", []string{"take<0,1000000000>(5)"}, 5, "take: mode 1 of 5, which has rank 1"},
		{"take of a layout past the rank", []string{"take<0,1000000000>(4:1)"}, 5, "take: mode 1 of 4:1, which has rank 1"},
		{"take with a huge begin", []string{"take<64,4611686018427387904>((1,2))"}, 5, "take: mode 64 of (1,2), which has rank 2"},
		{"values doubled through a variable", doubled, 4, "value too large: more than 4096 ints and tuples"},
		{"empty tuples doubled", emptyDoubled, 4, "value too large: more than 4096 ints and tuples"},
		{"a swizzle with S = MinInt", []string{"Sw<3,3,-9223372036854775808>"}, 0, "Swizzle: too many bits"},
		{"a swizzle whose B+M+|S| overflows", []string{"Sw<2305843009213693952,3,9223372036854775807>(1)"}, 0, "Swizzle: too many bits"},
		{"append to a huge rank", []string{"append<1000000000>(1, 2)"}, 7, "append<1000000000>: "},
		// 10,000 copies of a 2,000-node layout took 29 s and 9 GB in Concat.
		{"make_layout of many copies", []string{wide, copies("make_layout", 10000)}, 0, "make_layout: value too large"},
		{"make_shape of many copies", []string{wide, "S = shape(A)", strings.ReplaceAll(copies("make_shape", 10000), "A", "S")}, 0, "make_shape: value too large"},
		{"a tuple of many copies", []string{wide, "(" + strings.Repeat("A,", 9999) + "A)"}, 0, "value too large"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			e := NewEnv()
			var err error
			for _, s := range c.stmts {
				if _, err = e.Exec(s); err != nil {
					break
				}
			}
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			e2, ok := err.(*Error)
			if !ok || e2.Pos != c.pos || !strings.Contains(e2.Msg, c.msg) || strings.Contains(e2.Msg, "internal error") {
				t.Errorf("got %v (%T); want column %d: %s", err, err, c.pos+1, c.msg)
			}
			if mb := (after.TotalAlloc - before.TotalAlloc) >> 20; mb > 64 {
				t.Errorf("allocated %d MB", mb)
			}
			if took > 10*time.Second { // was 30 s and more; memory is the tight bound
				t.Errorf("took %v", took)
			}
		})
	}
}
