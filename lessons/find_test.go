package lessons

import (
	"strings"
	"testing"
)

// TestFind: every way a user names a lesson on the command line, and the
// errors for a name that fits none or several.
func TestFind(t *testing.T) {
	cat := Catalog()
	id := func(i int) string { return cat[i].ID }
	tests := []struct {
		query, want string // want: the ID, or the start of the error
	}{
		{"coalesce", "coalesce"},
		{"03-coalesce.md", "coalesce"},
		{"lessons/03-coalesce.md", "coalesce"},
		{"3", "coalesce"},
		{"8", "divide-product"},
		{"4", "manipulation"},
		{"admiss", "admissibility"},
		{"divide", "divide-product"},
		{"product", "divide-product"},
		{"Threadblock", "threadblock-swizzle"},
		{"inv", "inverses"},
		{"swizzle", "swizzle"}, // an exact ID wins over the longer threadblock-swizzle
		{"swiz", "swizzle"},
		{"co", "error: lesson \"co\" is ambiguous: it could be coordinates, coalesce, complement, composition"},
		{"99", "error: no lesson 99"},
		{"0", "error: no lesson 0"},
		{"gemm", "error: no lesson \"gemm\"; the lessons are layouts,"},
		{"", "error: no lesson \"\""},
	}
	for _, tc := range tests {
		i, err := Find(cat, tc.query)
		got := ""
		if err != nil {
			got = "error: " + err.Error()
		} else {
			got = id(i)
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("Find(%q) = %q, want %q", tc.query, got, tc.want)
		}
	}
}
