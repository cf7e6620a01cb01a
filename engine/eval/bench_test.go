package eval

import (
	"testing"
)

// typical are statements of the size the tutor and `cutetui eval` see:
// rank <= 4, depth <= 3, GEMM-tile layouts.
var typical = []string{
	"coalesce((2,(1,6)):(1,(6,2)))",
	"composition((6,2):(8,2), (4,3):(3,1))",
	"logical_divide((128,64):(1,128), <32:1,16:1>)",
	"zipped_divide((9,(4,8)):(59,(13,1)), <3:3,(2,4):(1,8)>)",
	"complement((4,(2,2)):(2,(1,16)), 128)",
	"logical_product((2,2):(4,1), 6:1)",
	"blocked_product((2,5):(5,1), (3,4):(1,3))",
	"(8,(4,(2,2))):(16,(1,(4,128)))(37)",
	"idx2crd(100, ((4,2),(3,(2,2))))",
	"right_inverse(((4,2),(8,2)):((2,1),(16,128)))",
	"A = (128,32):(32,1)",
	"tiled_divide(A, <(8,4):(4,1),8:1>)",
}

// BenchmarkExec parses and evaluates typical statements in one Env and
// reports statements per second.
func BenchmarkExec(b *testing.B) {
	e := NewEnv()
	if _, err := e.Exec("A = (128,32):(32,1)"); err != nil {
		b.Fatal(err)
	}
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
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Parse(typical[i%len(typical)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStatement measures each typical statement on its own.
func BenchmarkStatement(b *testing.B) {
	for _, s := range typical[:10] {
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
