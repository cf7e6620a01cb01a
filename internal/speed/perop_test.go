package speed

import "testing"

// BenchmarkMixPerCall times each line of the mix on its own (one
// sub-benchmark per line, named by it), to tell which operations a change
// to the engine helps; BenchmarkMix is the figure compared with pycute.
func BenchmarkMixPerCall(b *testing.B) {
	calls := loadMix(b)
	for i := range calls {
		c := &calls[i]
		b.Run(c.Line, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.Do(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
