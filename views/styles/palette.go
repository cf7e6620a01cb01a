package styles

import (
	"encoding/json"
	"fmt"
	"regexp"

	"github.com/cutetui/cutetui/assets"
)

// Palette is the colours of the views on one background, read from
// assets/palette.json: every colour "#rrggbb", converted to the terminal's
// colour profile when the styles are built.
type Palette struct {
	Text      string   `json:"text"`       // results, cell text
	Faint     string   `json:"faint"`      // hints, headers, borders
	Accent    string   `json:"accent"`     // titles, keys, the focused pane
	OK        string   `json:"ok"`         // right answers, the pane being edited
	Error     string   `json:"error"`      // errors and carets
	Warn      string   `json:"warn"`       // warnings, edited marks
	FirstWave string   `json:"first_wave"` // background of a tile map's first wave
	Cells     []string `json:"cells"`      // backgrounds of grid cells, by value
	// Banks are the backgrounds of the 32 shared-memory banks (a grid
	// coloured by bank, the bank view): 32 distinct colours of the xterm
	// 256-colour cube, so that they stay distinct in 256 colours, in hue
	// steps of the golden angle, so that neighbouring banks never look
	// alike.
	Banks []string `json:"banks"`
}

// NumBanks is how many bank colours a palette has: one for each of the 32
// shared-memory banks.
const NumBanks = 32

// palettes are the dark and light palettes of assets/palette.json.
var palettes = mustPalettes(assets.Palette())

// mustPalettes parses the embedded palette file. It is part of the build
// (its test checks it), so a broken file stops the program at once with
// the reason rather than drawing in wrong colours.
func mustPalettes(b []byte) map[string]Palette {
	p, err := parsePalettes(b)
	if err != nil {
		panic(err)
	}
	return p
}

var hexColour = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// parsePalettes reads a palette file: a "dark" and a "light" palette, each
// colour "#rrggbb", at least two cell colours and 32 distinct bank colours.
func parsePalettes(b []byte) (map[string]Palette, error) {
	var p map[string]Palette
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, fmt.Errorf("assets/palette.json: %v", err)
	}
	for _, name := range []string{"dark", "light"} {
		if _, ok := p[name]; !ok {
			return nil, fmt.Errorf("assets/palette.json: no %q palette", name)
		}
	}
	for _, name := range []string{"dark", "light"} {
		pal := p[name]
		if len(pal.Cells) < 2 {
			return nil, fmt.Errorf("assets/palette.json: %s: want at least 2 cell colours, have %d", name, len(pal.Cells))
		}
		fields := map[string]string{"text": pal.Text, "faint": pal.Faint, "accent": pal.Accent, "ok": pal.OK, "error": pal.Error, "warn": pal.Warn, "first_wave": pal.FirstWave}
		for i, c := range pal.Cells {
			fields[fmt.Sprintf("cells[%d]", i)] = c
		}
		for i, c := range pal.Banks {
			fields[fmt.Sprintf("banks[%d]", i)] = c
		}
		for f, c := range fields {
			if !hexColour.MatchString(c) {
				return nil, fmt.Errorf("assets/palette.json: %s.%s is %q, want a colour #rrggbb", name, f, c)
			}
		}
		if len(pal.Banks) != NumBanks {
			return nil, fmt.Errorf("assets/palette.json: %s: want %d bank colours, have %d", name, NumBanks, len(pal.Banks))
		}
		seen := map[string]int{}
		for i, c := range pal.Banks {
			if j, ok := seen[c]; ok {
				return nil, fmt.Errorf("assets/palette.json: %s: banks %d and %d are both %s", name, j, i, c)
			}
			seen[c] = i
		}
	}
	return p, nil
}

// PaletteOf returns the palette for a dark or light background.
func PaletteOf(dark bool) Palette {
	if dark {
		return palettes["dark"]
	}
	return palettes["light"]
}
