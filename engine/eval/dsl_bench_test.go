package eval

import (
	"os"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/transcript"
)

// BenchmarkDSLExec runs the statements of the DSL transcript's `#! dsl`
// section that evaluate, in the DSL's dialect, and reports statements per
// second: the DSL reader, its rewriting to C++ calls and the DSL's
// printing, as `cutetui eval --dialect dsl` runs them.
func BenchmarkDSLExec(b *testing.B) {
	data, err := os.ReadFile("testdata/transcripts/dsl.txt")
	if err != nil {
		b.Fatal(err)
	}
	steps, _ := transcript.Parse(string(data))
	var stmts []string
	in := false
	for _, s := range steps {
		switch {
		case s.Stmt == "#! dsl":
			in = true
		case strings.HasPrefix(s.Stmt, "#!"):
			in = false
		case in:
			stmts = append(stmts, s.Stmt)
		}
	}
	e := NewEnv()
	e.Dialect = DialectDSL
	var ok []string
	for _, s := range stmts {
		if _, err := e.Exec(s); err == nil {
			ok = append(ok, s)
		}
	}
	if len(ok) < 10 {
		b.Fatalf("only %d DSL statements evaluate", len(ok))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.Exec(ok[i%len(ok)])
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "stmts/s")
}
