package notebook

import (
	"errors"
	"testing"
)

func TestParseTileMap(t *testing.T) {
	s, err := ParseTileMap("problem: 512x1024\ntile: 128x64  # comment\nswizzle: 4\nwave: 8\n")
	if err != nil {
		t.Fatal(err)
	}
	if s != (TileMap{M: 512, N: 1024, TileM: 128, TileN: 64, Swizzle: 4, Wave: 8}) {
		t.Errorf("tile map = %+v", s)
	}
}

// TestTileMapOrders: any width N is allowed (C++ takes any int; 3 acts
// as 2), and each order names its gpu/model/raster mapping.
func TestTileMapOrders(t *testing.T) {
	for text, want := range map[string]string{
		"problem: 8x8\nswizzle: 3\n":                  "N=3",
		"problem: 8x8\norder: along-m\nswizzle: 4\n":  "AlongM S=4",
		"problem: 8x8\norder: Along-N\nswizzle: 2\n":  "AlongN S=2",
		"problem: 8x8\norder: triton\nswizzle: 3\n":   "Triton G=3",
		"problem: 8x8\norder: row-major\n":            "row-major",
		"problem: 8x8\norder: identity\nswizzle: 8\n": "N=8",
	} {
		tm, err := ParseTileMap(text)
		if err != nil {
			t.Errorf("ParseTileMap(%q): %v", text, err)
			continue
		}
		if got := tm.Mapping().Name(); got != want {
			t.Errorf("ParseTileMap(%q).Mapping() = %s, want %s", text, got, want)
		}
	}
}

// TestTileMapErrorsNameLineAndField: every refusal is a *TileMapError
// with the line and the key at fault.
func TestTileMapErrorsNameLineAndField(t *testing.T) {
	for _, c := range []struct {
		text  string
		line  int
		field string
	}{
		{"tile: 8x8\n", 0, "problem"},
		{"problem: 8\n", 1, "problem"},
		{"problem: 8x8\nswizzle: 65\n", 2, "swizzle"},
		{"problem: 8x8\nswizzle: 0\n", 2, "swizzle"},
		{"problem: 8x8\norder: zigzag\n", 2, "order"},
		{"problem: 8x8\n\ntile: ax8\n", 3, "tile"},
		{"problem: 8x8\nwave: 0\n", 2, "wave"},
		{"problem: 8x8\ncolour: red\n", 2, ""},
		{"problem: 99999999999x8\n", 1, "problem"},
		{"problem 8x8\n", 1, ""},
		{"problem: 8x8\nproblem: 16x16\n", 2, "problem"},
		// Drawable only up to MaxTiles each way: the pane's limit is the
		// format's, so `lessons check` cannot pass what the pane refuses.
		{"# big\nproblem: 16777216x16777216\ntile: 1x1\n", 2, "problem"},
		{"problem: 8320x128\n", 1, "problem"}, // 65 tiles of 128
	} {
		_, err := ParseTileMap(c.text)
		var te *TileMapError
		if !errors.As(err, &te) {
			t.Errorf("ParseTileMap(%q) = %v, want a *TileMapError", c.text, err)
			continue
		}
		if te.Line != c.line || te.Field != c.field {
			t.Errorf("ParseTileMap(%q): line %d field %q (%v), want line %d field %q", c.text, te.Line, te.Field, err, c.line, c.field)
		}
	}
	if _, err := ParseTileMap("problem: 8192x128\n"); err != nil { // 64 tiles: the most
		t.Errorf("64 tiles refused: %v", err)
	}
}

func TestRewriteTileMapKeepsOtherLines(t *testing.T) {
	in := "# the 4x4 example\nproblem: 512x512  # M x N\ntile: 128x128\n"
	got := RewriteTileMap(in, TileMap{M: 1024, N: 512, Swizzle: 2})
	want := "# the 4x4 example\nproblem: 1024x512  # M x N\ntile: 128x128\nswizzle: 2\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
