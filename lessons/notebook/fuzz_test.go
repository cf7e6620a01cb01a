package notebook

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/cutetui/cutetui/internal/budget"
)

// The budget of one call in the fuzz targets, far above what linear
// loading takes (about 60 ns and 32 bytes a byte of source; 3 s is the
// bound of issue 17's regression tests): an input past it is a failure,
// as a panic is.
const (
	fuzzTimeBudget   = 3 * time.Second
	fuzzAllocFixed   = 16 << 20 // bytes, plus fuzzAllocPerByte an input byte
	fuzzAllocPerByte = 256
)

// withinBudget runs f on an input of n bytes and fails t if it took more
// than the time or allocation budget.
func withinBudget(t *testing.T, what string, n int, f func()) {
	t.Helper()
	budget.Within(t, fmt.Sprintf("%s of %d bytes", what, n), uint64(fuzzAllocFixed+fuzzAllocPerByte*n), fuzzTimeBudget, f)
}

// FuzzLoad: any bytes either load, with segments that tile the source and
// blocks whose ranges lie inside it, or are refused with a *LoadError;
// never a panic, and never more than the time and allocation budget. The
// seeds carry the inputs that crashed or hung Load (issue 17).
func FuzzLoad(f *testing.F) {
	for _, s := range []string{
		sample, "", "\n", "```cute\n", "```cute", "  ```cute\r\n1\r\n  ```\r\n", "- ```cute\n  1\n  ```\n",
		"> > - 1. x\n", "~~~cute-tiles\nproblem: 8x8\n~~~\n", "\x00", "\xff", "# T\n```cute-quiz\n```\n",
		"> \t~", "\ufeff# T\n```cute\n1\n```\n",
	} {
		f.Add([]byte(s))
	}
	for _, c := range hiddenNesting {
		f.Add([]byte(c.src))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		var d *Doc
		var err error
		withinBudget(t, "Load", len(src), func() { d, err = Load(src) })
		if err != nil {
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("Load error %T %v, want a *LoadError", err, err)
			}
			return
		}
		pos := 0
		for _, s := range d.Segments {
			if s.Start != pos || s.End < s.Start {
				t.Fatalf("segment [%d,%d) after %d", s.Start, s.End, pos)
			}
			pos = s.End
		}
		if pos != len(src) {
			t.Fatalf("segments end at %d of %d", pos, len(src))
		}
		for _, b := range d.Blocks {
			if !(b.FenceStart <= b.Start && b.Start <= b.End && b.End <= b.FenceEnd && b.FenceEnd <= len(src)) || b.Line < 1 {
				t.Fatalf("block ranges %+v in %d bytes", b, len(src))
			}
			switch b.Kind {
			case KindTiles:
				_, _ = ParseTileMap(b.Text)
			case KindQuiz:
				_, _ = ParseQuiz(b.Text)
			}
		}
	})
}

// FuzzParseTileMap: a tile map parses to one the pane can draw, or is a
// *TileMapError; never a panic, never past the budget.
func FuzzParseTileMap(f *testing.F) {
	for _, s := range []string{"problem: 512x512\n", "problem: 16777216x16777216\ntile: 1x1\n", "swizzle: 3", "problem: 8x8\nwave: -1\n", ":"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var tm TileMap
		var err error
		withinBudget(t, "ParseTileMap", len(text), func() { tm, err = ParseTileMap(text) })
		if err != nil {
			var te *TileMapError
			if !errors.As(err, &te) {
				t.Fatalf("error %T %v, want a *TileMapError", err, err)
			}
			return
		}
		if err := tm.Check(); err != nil {
			t.Fatalf("ParseTileMap accepted %+v, which Check refuses: %v", tm, err)
		}
	})
}
