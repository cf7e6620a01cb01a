package engine

import (
	"testing"

	"github.com/cutetui/cutetui/internal/docmap"
)

// TestDocMap: the package comment lists every file of the package, and
// nothing that is gone.
func TestDocMap(t *testing.T) {
	if err := docmap.Error("."); err != nil {
		t.Error(err)
	}
}
