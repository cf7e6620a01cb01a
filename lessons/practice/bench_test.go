package practice

import (
	"strings"
	"testing"
)

// BenchmarkGenerate draws one exercise per topic at the lowest and highest
// levels, redraws included.
func BenchmarkGenerate(b *testing.B) {
	for _, tp := range Topics() {
		for _, level := range []int{1, MaxLevel} {
			b.Run(tp.ID+"/L"+string(rune('0'+level)), func(b *testing.B) {
				for i := 0; b.Loop(); i++ {
					if _, err := Generate(tp.ID, level, Mix(uint64(i), 1)); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkCheck checks a layout answer that is the same function with an
// extra (1):(0) mode (the slowest path: every index compared before the
// shape is found not to be the one asked for).
func BenchmarkCheck(b *testing.B) {
	ex, err := Generate("divide-product", MaxLevel, 3)
	if err != nil {
		b.Fatal(err)
	}
	l, _ := ex.Want().Layout()
	alt := "(" + l.Shape().String() + ",1):(" + l.Stride().String() + ",0)"
	for b.Loop() {
		if v := ex.Check(alt); v.Right() || !strings.Contains(v.Message, "the same function") {
			b.Fatal(v.Message)
		}
	}
}
