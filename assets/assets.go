// Package assets holds the files of the tutor that a teacher may read and
// adapt without reading Go: the glamour styles of lesson prose
// (glamour/dark.json, light.json, notty.json) and the colour palettes of
// the views (palette.json). They are embedded in the binary; README.md
// says what each holds and how to change it.
package assets

import (
	"embed"
	"fmt"
)

//go:embed glamour/*.json
var glamour embed.FS

//go:embed palette.json
var palette []byte

// GlamourStyles are the names of the glamour styles in glamour/.
var GlamourStyles = []string{"dark", "light", "notty"}

// Glamour returns the glamour style named name (one of GlamourStyles) as
// glamour's JSON style format.
func Glamour(name string) ([]byte, error) {
	for _, n := range GlamourStyles {
		if n == name {
			return glamour.ReadFile("glamour/" + name + ".json")
		}
	}
	return nil, fmt.Errorf("assets: no glamour style %q (have %v)", name, GlamourStyles)
}

// Palette returns palette.json: the colours of the views on a dark and on
// a light background.
func Palette() []byte { return append([]byte(nil), palette...) }
