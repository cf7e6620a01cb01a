package figure

import "testing"

// BenchmarkPNG256x256: cutetui draw --png of a 256×256 layout grid.
func BenchmarkPNG256x256(b *testing.B) {
	for i := 0; i < b.N; i++ {
		fig, err := FromStatements([]string{"make_layout(make_shape(256,256))"}, ValueOptions{Mode: ByValue})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := PNG(fig, true); err != nil {
			b.Fatal(err)
		}
	}
}
