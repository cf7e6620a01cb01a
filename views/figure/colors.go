package figure

import (
	"fmt"
	"math"

	"github.com/cutetui/cutetui/views/styles"
)

// Palette is the fill colours of a figure on one background, "#rrggbb":
// the terminal, SVG and PNG all colour a cell with Fill.
type Palette struct {
	Dark bool
	// Values are assets/palette.json's cell colours, for the value and
	// tile modes (key mod len).
	Values []string
	// Threads are 32 distinct colours, for threads (key mod 32).
	Threads []string
	// Banks are assets/palette.json's 32 bank colours, for banks.
	Banks []string
	// Text, Faint, Line, Background and Highlight are the figure's ink.
	Text, Faint, Line, Background, Highlight string
}

// PaletteFor returns the figure palette for a dark or light background.
func PaletteFor(dark bool) Palette {
	pal := styles.PaletteOf(dark)
	p := Palette{Dark: dark, Values: pal.Cells, Threads: threadColours(dark), Banks: pal.Banks, Text: pal.Text, Faint: pal.Faint, Line: pal.Text, Highlight: pal.Warn}
	p.Background = "#ffffff"
	if dark {
		p.Background = "#1e1e1e"
	}
	return p
}

// Fill is the colour of a cell of key k in mode m ("" for an empty cell).
func (p Palette) Fill(m Mode, k int) string {
	if k < 0 {
		return ""
	}
	switch m {
	case ByThread:
		return p.Threads[k%len(p.Threads)]
	case ByBank:
		return p.Banks[k%len(p.Banks)]
	}
	return p.Values[k%len(p.Values)]
}

// threadColours are 32 colours whose hues step by the golden angle, so
// that threads next to each other never look alike, in four lightness
// bands (soft for a light background, deep for a dark one).
func threadColours(dark bool) []string {
	out := make([]string, 32)
	for i := range out {
		h := math.Mod(float64(i)*137.50776, 360)
		band := float64(i / 8)
		s, l := 0.75, 0.80-0.06*band
		if dark {
			s, l = 0.55, 0.30+0.05*band
		}
		r, g, b := hsl(h, s, l)
		out[i] = fmt.Sprintf("#%02x%02x%02x", r, g, b)
	}
	return out
}

// hsl converts hue (degrees), saturation and lightness to 8-bit RGB.
func hsl(h, s, l float64) (uint8, uint8, uint8) {
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch {
	case h < 60:
		r, g = c, x
	case h < 120:
		r, g = x, c
	case h < 180:
		g, b = c, x
	case h < 240:
		g, b = x, c
	case h < 300:
		r, b = x, c
	default:
		r, b = c, x
	}
	to := func(v float64) uint8 { return uint8(math.Round((v + m) * 255)) }
	return to(r), to(g), to(b)
}
