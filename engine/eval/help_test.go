package eval

import (
	"sort"
	"strings"
	"testing"
)

// TestHelp: Help finds what Builtins lists, with the table's usage line.
func TestHelp(t *testing.T) {
	ds := Builtins()
	if len(ds) == 0 || !sort.SliceIsSorted(ds, func(i, j int) bool { return ds[i].Name < ds[j].Name }) {
		t.Fatalf("Builtins() not sorted or empty: %d", len(ds))
	}
	d, ok := Help("coalesce")
	if !ok || d.Name != "coalesce" || !strings.HasPrefix(d.Sig, "coalesce(") || d.Doc == "" {
		t.Errorf("Help(coalesce) = %+v, %v", d, ok)
	}
	if _, ok := Help("no_such_function"); ok {
		t.Error("Help(no_such_function) found one")
	}
}
