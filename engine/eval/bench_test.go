package eval

import (
	"os"
	"strings"
	"testing"
)

// typical loads testdata/typical.txt: statements of the size the tutor
// and `cutetui eval` see (rank <= 4, depth <= 3, GEMM-tile layouts).
func typical(b *testing.B) []string {
	data, err := os.ReadFile("testdata/typical.txt")
	if err != nil {
		b.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if !IsBlank(l) {
			out = append(out, l)
		}
	}
	return out
}

// BenchmarkExec parses and evaluates typical statements in one Env and
// reports statements per second.
func BenchmarkExec(b *testing.B) {
	typical := typical(b)
	e := NewEnv()
	for _, s := range typical {
		if _, err := e.Exec(s); err != nil {
			b.Fatalf("%s: %v", s, err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Exec(typical[i%len(typical)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "stmts/s")
}

// BenchmarkParse is the parser alone on the same statements.
func BenchmarkParse(b *testing.B) {
	typical := typical(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Parse(typical[i%len(typical)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStatement measures each typical statement on its own.
func BenchmarkStatement(b *testing.B) {
	for _, s := range typical(b)[1:11] {
		b.Run(s[:min(len(s), 24)], func(b *testing.B) {
			e := NewEnv()
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := e.Exec(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
