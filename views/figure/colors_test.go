package figure

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/views/styles"
	"github.com/muesli/termenv"
)

// The 32 thread colours stay 32 on a 256-colour terminal, on either
// background: the escape codes a painter writes for them are all
// different, and each colour is the 256-colour entry it is drawn with.
func TestThreadColoursDistinctOn256Colours(t *testing.T) {
	for _, dark := range []bool{true, false} {
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.ANSI256)
		p := NewPainter(styles.New(r, dark))
		seen := map[string]int{}
		for k := 0; k < 32; k++ {
			w := p.paint(ByThread, k, "X")
			if j, ok := seen[w]; ok {
				t.Errorf("dark=%v: threads %d and %d are painted alike: %q", dark, j, k, w)
			}
			seen[w] = k
		}
		idx := map[termenv.ANSI256Color]int{}
		for k, hex := range PaletteFor(dark).Threads {
			c, ok := termenv.ANSI256.Convert(termenv.RGBColor(hex)).(termenv.ANSI256Color)
			if !ok {
				t.Fatalf("%s: not a 256-colour", hex)
			}
			if j, ok := idx[c]; ok {
				t.Errorf("dark=%v: threads %d and %d are both colour %d", dark, j, k, c)
			}
			idx[c] = k
			if got := termenv.ConvertToRGB(c).Hex(); got != hex {
				t.Errorf("thread %d %s: drawn as %s", k, hex, got)
			}
		}
	}
}

// Neighbouring threads never get near colours.
func TestNeighbourThreadColoursDiffer(t *testing.T) {
	for _, dark := range []bool{true, false} {
		th := PaletteFor(dark).Threads
		for k := 1; k < len(th); k++ {
			var a, b [3]int
			parseHex(th[k-1], &a)
			parseHex(th[k], &b)
			if d := rgbDistance(a, b); d < 3*0x40*0x40 {
				t.Errorf("dark=%v: threads %d %s and %d %s are close (%d)", dark, k-1, th[k-1], k, th[k], d)
			}
		}
	}
}

func parseHex(h string, c *[3]int) {
	for i := 0; i < 3; i++ {
		var v int
		for _, ch := range h[1+2*i : 3+2*i] {
			v *= 16
			switch {
			case ch >= '0' && ch <= '9':
				v += int(ch - '0')
			default:
				v += int(ch-'a') + 10
			}
		}
		c[i] = v
	}
}
