package pane

import (
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestFoldNoteSaysHowARankOneLayoutIsDrawn: the grid's title says that
// ((128,128)):((1,256)) is drawn as the grid of its one mode; other
// layouts get no note.
func TestFoldNoteSaysHowARankOneLayoutIsDrawn(t *testing.T) {
	pair, _ := engine.MakeLayout(engine.Tuple(engine.Ints(128, 128)), engine.Tuple(engine.Ints(1, 256)))
	if got, want := foldNote(pair), " (its one mode drawn as the grid of (128,128))"; got != want {
		t.Errorf("foldNote(%s) = %q, want %q", pair, got, want)
	}
	plain, _ := engine.MakeLayout(engine.Ints(4, 8), engine.Ints(1, 4))
	if got := foldNote(plain); got != "" {
		t.Errorf("foldNote(%s) = %q, want none", plain, got)
	}
}
