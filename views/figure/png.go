package figure

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
)

// MaxPNGPixels bounds the pictures PNG draws.
const MaxPNGPixels = 48 << 20

// glyphs is a 3×5 bitmap font of what cells and axes print: each glyph five
// rows of three bits, the high bit leftmost.
var glyphs = map[byte][5]uint8{
	'0': {7, 5, 5, 5, 7}, '1': {2, 6, 2, 2, 7}, '2': {7, 1, 7, 4, 7}, '3': {7, 1, 7, 1, 7},
	'4': {5, 5, 7, 1, 1}, '5': {7, 4, 7, 1, 7}, '6': {7, 4, 7, 5, 7}, '7': {7, 1, 1, 1, 1},
	'8': {7, 5, 7, 5, 7}, '9': {7, 5, 7, 1, 7}, 'T': {7, 2, 2, 2, 2}, 'V': {5, 5, 5, 5, 2},
	'+': {0, 2, 7, 2, 0}, '-': {0, 0, 7, 0, 0},
	'W': {5, 5, 5, 7, 5}, 'G': {3, 4, 5, 5, 3},
	'(': {1, 2, 2, 2, 1}, ')': {4, 2, 2, 2, 4}, ',': {0, 0, 0, 2, 4},
	'A': {2, 5, 7, 5, 5}, 'B': {6, 5, 6, 5, 6}, 'C': {3, 4, 4, 4, 3}, 'D': {6, 5, 5, 5, 6}, 'S': {3, 4, 2, 1, 6},
}

// pngText is a cell's text in the PNG: its value, or "T5 V3" with "+n" for
// n more owners (the SVG's tooltip lists them all).
func pngText(s *slot) string {
	if s.cell == nil {
		return s.label
	}
	if s.cell.Owners == nil {
		if s.cell.Key < 0 {
			return ""
		}
		return s.cell.text()
	}
	return cellText(s.cell)
}

// raster is a paletted picture being drawn.
type raster struct {
	img   *image.Paletted
	index map[string]uint8
}

func (r *raster) colour(hex string) uint8 {
	if i, ok := r.index[hex]; ok {
		return i
	}
	var c color.RGBA
	fmt.Sscanf(hex, "#%02x%02x%02x", &c.R, &c.G, &c.B)
	c.A = 255
	i := uint8(len(r.img.Palette))
	r.img.Palette = append(r.img.Palette, c)
	r.index[hex] = i
	return i
}

func (r *raster) fill(x0, y0, w, h int, ci uint8) {
	b := r.img.Rect
	x1, y1 := min(x0+w, b.Max.X), min(y0+h, b.Max.Y)
	x0, y0 = max(x0, 0), max(y0, 0)
	for y := y0; y < y1; y++ {
		row := r.img.Pix[y*r.img.Stride:]
		for x := x0; x < x1; x++ {
			row[x] = ci
		}
	}
}

func (r *raster) text(x, y, scale int, s string, ci uint8) {
	for i := 0; i < len(s); i++ {
		g, ok := glyphs[s[i]]
		if ok {
			for gy := 0; gy < 5; gy++ {
				for gx := 0; gx < 3; gx++ {
					if g[gy]&(4>>gx) != 0 {
						r.fill(x+gx*scale, y+gy*scale, scale, scale, ci)
					}
				}
			}
		}
		x += 4 * scale
	}
}

// PNG draws fig as a PNG in the terminal's colours on a dark or light
// background, in pure Go: the canvas the SVG draws, each cell filled by
// its mode's colour with its value (or first thread and value, "+n" for
// more) in a 3×5 bitmap font, mode boundaries as thicker lines. Glyphs are
// doubled when the picture stays under a quarter of MaxPNGPixels and
// AutoPNGWidth pixels wide.
func PNG(fig *Figure, dark bool) ([]byte, error) { return PNGScaled(fig, dark, 0) }

// MaxPNGScale is the largest scale PNGScaled draws at; AutoPNGWidth the
// widest picture the automatic scale doubles.
const (
	MaxPNGScale  = 8
	AutoPNGWidth = 4096
)

// PNGScaled is PNG with every pixel of the 3×5 font drawn scale×scale
// (1..MaxPNGScale; 0 chooses 2, or 1 for a picture that would be over
// AutoPNGWidth pixels wide or a quarter of MaxPNGPixels).
func PNGScaled(fig *Figure, dark bool, scale int) ([]byte, error) {
	if scale < 0 || scale > MaxPNGScale {
		return nil, fmt.Errorf("figure: PNG scale %d: want 1..%d (0: automatic)", scale, MaxPNGScale)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		return nil, err
	}
	chars := 1
	for i := range cv.slots {
		chars = max(chars, len(pngText(&cv.slots[i])))
	}
	size := func(s int) (int, int, int, int) {
		cw, ch := (chars*4+3)*s, 9*s
		return cw, ch, cv.Cols * cw, cv.Rows * ch
	}
	if scale == 0 {
		scale = 2
		if _, _, w, h := size(2); w*h > MaxPNGPixels/4 || w > AutoPNGWidth {
			scale = 1
		}
	}
	cw, ch, W, H := size(scale)
	if W*H > MaxPNGPixels || W <= 0 || H <= 0 {
		return nil, fmt.Errorf("figure: %d×%d pixels at scale %d; a PNG draws at most %d pixels", W, H, scale, MaxPNGPixels)
	}
	pal := PaletteFor(dark)
	r := &raster{img: image.NewPaletted(image.Rect(0, 0, W, H), nil), index: map[string]uint8{}}
	bg, text, faint, line := r.colour(pal.Background), r.colour(pal.Text), r.colour(pal.Faint), r.colour(pal.Line)
	_ = bg // index 0: the picture starts filled with it
	for y := 0; y < cv.Rows; y++ {
		for x := 0; x < cv.Cols; x++ {
			s := cv.at(y, x)
			px, py := x*cw, y*ch
			t := pngText(s)
			tc := faint
			if s.cell != nil {
				if f := pal.Fill(fig.Mode, s.cell.Key); f != "" && s.cell.Shared == 0 {
					r.fill(px, py, cw, ch, r.colour(f))
				}
				r.fill(px, py, cw, 1, faint)
				r.fill(px, py, 1, ch, faint)
				tc = text
			}
			tx := px + cw - 2*scale - (len(t)*4-1)*scale // numbers right-aligned, as print_layout
			if s.cell == nil || s.cell.Owners != nil {
				tx = px + (cw-(len(t)*4-1)*scale)/2 // threads and axis numbers centred
			}
			r.text(tx, py+2*scale, scale, t, tc)
		}
	}
	for i := range fig.Panels {
		p := &fig.Panels[i]
		x0, y0 := (p.AtCol-cv.C0)*cw, (p.AtRow-cv.R0)*ch
		for i, lv := range p.RowLines {
			if y := p.WinRow + i; lv > 0 {
				r.fill(x0, y0+y*ch-1, p.Cols*cw, 4-lv, line)
			}
		}
		for j, lv := range p.ColLines {
			if x := p.WinCol + j; lv > 0 {
				r.fill(x0+x*cw-1, y0, 4-lv, p.Rows*ch, line)
			}
		}
		r.fill(x0, y0+p.Rows*ch-1, p.Cols*cw, 1, faint)
		r.fill(x0+p.Cols*cw-1, y0, 1, p.Rows*ch, faint)
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, r.img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
