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

// threadColours are 32 colours of the xterm 256-colour cube, so that a
// 256-colour terminal (what ssh gives) shows 32 distinct colours, not
// whatever its nearest-colour rounding merges: thread i takes the unused
// cube colour nearest to a hue stepped by the golden angle (threads next
// to each other never look alike) in four lightness bands; the cube
// colours are soft for a light background, deep for a dark one, and never
// grey.
func threadColours(dark bool) []string {
	levels := []int{0, 0x5f, 0x87, 0xaf} // deep: under light text
	if !dark {
		levels = []int{0x87, 0xaf, 0xd7, 0xff} // soft: under dark text
	}
	var cube [][3]int
	for _, r := range levels {
		for _, g := range levels {
			for _, b := range levels {
				if (r != g || g != b) && max(r, g, b) >= 0x5f {
					cube = append(cube, [3]int{r, g, b})
				}
			}
		}
	}
	used := make([]bool, len(cube))
	out := make([]string, 32)
	for i := range out {
		h := math.Mod(float64(i)*137.50776, 360)
		band := float64(i / 8)
		s, l := 0.75, 0.80-0.06*band
		if dark {
			s, l = 0.55, 0.30+0.05*band
		}
		r, g, b := hsl(h, s, l)
		best := -1
		for j, c := range cube {
			if !used[j] && (best < 0 || rgbDistance(c, [3]int{int(r), int(g), int(b)}) < rgbDistance(cube[best], [3]int{int(r), int(g), int(b)})) {
				best = j
			}
		}
		used[best] = true
		c := cube[best]
		out[i] = fmt.Sprintf("#%02x%02x%02x", c[0], c[1], c[2])
	}
	return out
}

// rgbDistance is the squared "redmean" distance of two colours, a cheap
// approximation of how far apart they look.
func rgbDistance(a, b [3]int) int {
	rm := (a[0] + b[0]) / 2
	dr, dg, db := a[0]-b[0], a[1]-b[1], a[2]-b[2]
	return ((512+rm)*dr*dr)>>8 + 4*dg*dg + ((767-rm)*db*db)>>8
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
