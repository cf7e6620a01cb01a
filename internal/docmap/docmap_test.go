package docmap

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestCheck: a file the map omits and a name it lists that is gone are
// both told; names joined by ", " and families count; a test file and
// doc.go need no line.
func TestCheck(t *testing.T) {
	dir := t.TempDir()
	doc := `// Package p is a test.
//
// Its files:
//
//	a.go, b.go   the first two
//	gone.go      a file that was removed
//	x_*.go       a family
//
// Prose after the map mentions c.go, which is no entry.
package p
`
	for name, text := range map[string]string{
		"doc.go": doc, "a.go": "package p\n", "b.go": "package p\n", "c.go": "package p\n",
		"x_one.go": "package p\n", "x_two.go": "package p\n", "a_test.go": "package p\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	unlisted, stale, err := Check(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(unlisted, []string{"c.go"}) || !reflect.DeepEqual(stale, []string{"gone.go"}) {
		t.Errorf("Check = unlisted %v, stale %v; want [c.go] and [gone.go]", unlisted, stale)
	}
	if Error(dir) == nil {
		t.Error("Error is nil for a map that lies")
	}
}
