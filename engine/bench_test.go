package engine

import "testing"

// Typical GEMM tile layouts: a 128x64 K-major smem tile, a 256x128 output
// tile with a 2x2 warp arrangement, the TV layout of an MMA atom.
var (
	benchSmem  = Layout{Ints(128, 64), Ints(64, 1)}
	benchTile  = Layout{Tuple(Ints(2, 4, 16), Ints(2, 8, 8)), Tuple(Ints(1, 32, 128), Ints(2, 4096, 16384))}
	benchTiler = ByMode{Layout{Int(32), Int(1)}, Layout{Int(16), Int(1)}}
	benchB     = Layout{Tuple(Ints(4, 8), Ints(2, 2)), Tuple(Ints(32, 1), Ints(16, 8))}
)

func BenchmarkCoalesce(b *testing.B) {
	for b.Loop() {
		Coalesce(benchTile)
	}
}

func BenchmarkComposition(b *testing.B) {
	for b.Loop() {
		if _, err := Composition(benchSmem, benchB); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLogicalDivide(b *testing.B) {
	for b.Loop() {
		if _, err := LogicalDivide(benchSmem, benchTiler); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkZippedDivide(b *testing.B) {
	for b.Loop() {
		if _, err := ZippedDivide(benchTile, benchTiler); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkComplement(b *testing.B) {
	for b.Loop() {
		if _, err := Complement(benchB, Int(8192)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLogicalProduct(b *testing.B) {
	for b.Loop() {
		if _, err := LogicalProduct(benchB, benchSmem); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRightInverse(b *testing.B) {
	for b.Loop() {
		RightInverse(benchTile)
	}
}

func BenchmarkPrintLayout(b *testing.B) {
	for b.Loop() {
		if _, err := PrintLayout(benchB); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLayoutString(b *testing.B) {
	for b.Loop() {
		_ = benchTile.String()
	}
}
